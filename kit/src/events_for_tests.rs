//! Events as the probe records them, made by hand for the kit's unit tests: one builder
//! for every oracle that reads events, so that a field the probe adds is added here once.

use crate::probe::{Event, EventKind};
use std::time::Duration;

/// `thread`'s step `kind` on `what`, at `at` ms of virtual time.
pub(crate) fn at(thread: &str, kind: EventKind, what: &str, at: u64) -> Event {
    Event {
        at: Some(Duration::from_millis(at)),
        ..after_ops(thread, kind, what, 0)
    }
}

/// `thread`'s step `kind` on `what`, after `ops` operations of the thread's, at no time.
pub(crate) fn after_ops(thread: &str, kind: EventKind, what: &str, ops: u64) -> Event {
    Event {
        thread: thread.into(),
        kind,
        what: what.into(),
        result: None,
        object: None,
        at: None,
        place: None,
        ops,
        writes: 0,
    }
}
