//! An update lost between two holds of one lock, drawn where it happened and told: the
//! thread's letting go of the lock and its taking it again are no events of the trace,
//! so the timeline draws them as two rows of their own, between the other thread's steps.

use super::{Row, Say, names};
use crate::course::i18n::Catalog;
use grader_report::args;
use grader_report::channel::Failure;
use grader_report::trace::lost_update::LostUpdate;
use grader_report::trace::{Cause, Place, Waiting};

/// A row the timeline draws before the event at `position` (or at the end): no event of
/// the trace, so its `event` is that position.
pub(super) struct Between {
    pub position: usize,
    pub thread: String,
    pub text: String,
}

impl Between {
    pub(super) fn row(self, step: usize) -> Row {
        Row {
            step,
            thread: self.thread,
            text: self.text,
            mark: None,
            event: self.position,
            lock_step: true,
        }
    }
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

impl Say<'_> {
    /// The step of the drawn row of `thread` at `position`.
    fn lock_step(&self, thread: &str, position: usize) -> usize {
        self.rows
            .iter()
            .find(|r| r.lock_step && r.thread == thread && r.event == position)
            .map_or(0, |r| r.step)
    }

    /// A lost update, and the thread that may wait for what it lost.
    pub(super) fn lost_update(&self, update: &LostUpdate, waiting: Option<&Waiting>, failure: &Failure) -> String {
        let mut args = args!(
            "thread" => self.name(&update.thread),
            "call" => self.call(&update.call),
            "let_go" => self.lock_step(&update.thread, update.let_go),
            "again" => self.lock_step(&update.thread, update.taken_again),
            "other" => self.name(&update.other),
            "other_step" => self.step(update.other_at),
        );
        let key = match &update.other_call {
            Some(other_call) => {
                args.insert("other_call".into(), self.call(other_call));
                "cause-lost-update"
            }
            None => "cause-lost-update-outside",
        };
        let mut sentence = self.catalog.get(key, &args);
        if let Some(w) = waiting {
            sentence.push(' ');
            sentence.push_str(&self.catalog.get(
                "cause-lost-update-waiting",
                &args!(
                    "waiting" => self.name(&w.thread),
                    "waiting_call" => self.call(&w.call),
                    "since" => self.step(w.since),
                    "condvar" => names::condvar(&failure.events, &failure.events[w.since], self.catalog),
                    "other" => self.name(&update.other),
                ),
            ));
        }
        sentence
    }
}
