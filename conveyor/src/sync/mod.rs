//! `std::sync`, for code that the grader can also explore.

pub mod atomic;
mod barrier;
mod condvar;
pub mod mpsc;
mod mutex;
mod poison;

pub use barrier::{Barrier, BarrierWaitResult};
pub use condvar::{Condvar, WaitTimeoutResult};
pub use mutex::{Mutex, MutexGuard};
pub use std::sync::{Arc, LockResult, PoisonError, TryLockError, TryLockResult, Weak};
