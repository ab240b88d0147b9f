//! Carrying a lock's poisoning over from std's guard to ours: used by both the mutex and
//! the condvar, kept here so that neither imports the `sync` module that re-exports them.

use std::sync::{LockResult, PoisonError};

/// Carries a lock result over to another guard type, keeping poisoning.
pub(crate) fn map_lock<G, H>(result: LockResult<G>, f: impl FnOnce(G) -> H) -> LockResult<H> {
    match result {
        Ok(guard) => Ok(f(guard)),
        Err(poisoned) => Err(PoisonError::new(f(poisoned.into_inner()))),
    }
}
