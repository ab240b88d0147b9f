//! An update lost between two holds of one lock, drawn where it happened: the thread's
//! letting go of the lock and its taking it again are no events of the trace, so the
//! timeline draws them as two rows of their own, between the other thread's steps.

use super::names;
use crate::course::i18n::Catalog;
use grader_report::args;
use grader_report::channel::Failure;
use grader_report::trace::{Cause, Place};

/// A row the timeline draws before the event at `position` (or at the end): no event of
/// the trace, so its `event` is that position.
pub(super) struct Between {
    pub position: usize,
    pub thread: String,
    pub text: String,
}

/// The two rows of a lost update, in the order of their positions: none for another cause.
pub(super) fn rows(failure: &Failure, catalog: &Catalog) -> Vec<Between> {
    let Some(Cause::LostUpdate { update, .. }) = &failure.cause else {
        return Vec::new();
    };
    // "lets go of the lock (self.state, line 43)", without the place where it is not in the
    // graded file.
    let row = |position: usize, key: &str, at: Option<&Place>| Between {
        position,
        thread: update.thread.clone(),
        text: match names::place(at, catalog) {
            Some(at) => catalog.get(&format!("{key}-at"), &args!("at" => at)),
            None => catalog.text(key),
        },
    };
    vec![
        row(update.let_go, "timeline-lock-let-go", update.first_at.as_ref()),
        row(update.taken_again, "timeline-lock-again", update.again_at.as_ref()),
    ]
}
