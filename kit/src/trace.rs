//! What the threads of a scenario did, at the level of the exercise (`put(3)`,
//! `take() → 3`): the raw material for saying where a thread was stuck and for
//! drawing the failing run. Recorded here, while a scenario runs.

use crate::probe::EventKind;
use std::fmt::Debug;

// The events and what is read from them are the grader's too: they live in grader-report,
// and are here under the kit's old paths (`grader_kit::trace::Event`).
pub use grader_report::trace::*;

fn record(kind: Kind, what: String, result: Option<String>) {
    let kind = match kind {
        Kind::Call => EventKind::Call,
        Kind::Return => EventKind::Return,
        Kind::Note => EventKind::Note,
    };
    crate::probe::record(kind, what, result, conveyor::time::virtual_now(crate::probe::KEY));
}

/// Records a note of the scenario's own, as a catalog message: the timeline shows it
/// in the student's language at the moment it happened.
pub fn note(key: &str, args: crate::Args) {
    let args = serde_json::to_string(&args).expect("args serialise");
    record(Kind::Note, key.to_string(), Some(args));
}

/// Calls the student's code, recording the call and what it returned.
pub fn call<R: Debug>(what: impl Into<String>, f: impl FnOnce() -> R) -> R {
    let what = what.into();
    record(Kind::Call, what.clone(), None);
    let result = f();
    record(Kind::Return, what, Some(format!("{result:?}")));
    result
}

/// Records that a call began: what a thread is stuck in if it never ends.
pub fn begin(what: &str) {
    record(Kind::Call, what.to_string(), None);
}

/// Records that the call begun with [`begin`] returned.
pub fn end(what: &str) {
    record(Kind::Return, what.to_string(), None);
}

/// Like [`call`], for calls that return nothing worth showing.
pub fn call_unit(what: impl Into<String>, f: impl FnOnce()) {
    let what = what.into();
    record(Kind::Call, what.clone(), None);
    f();
    record(Kind::Return, what, None);
}

/// The events of the current execution, from the scenario and from conveyor's queue.
pub(crate) fn take() -> Vec<Event> {
    crate::probe::take_events().into_iter().map(from_probe).collect()
}

/// The events of the current execution so far, kept for the timeline: what an oracle that
/// judges from what happened reads. On real threads, the scenario's calls and conveyor's
/// sleeps recorded there (in the order they happened, without times).
pub fn so_far() -> Vec<Event> {
    let events = if conveyor::time::virtual_now(crate::probe::KEY).is_some() {
        crate::probe::events_so_far()
    } else {
        crate::probe::real_events_so_far()
    };
    events.into_iter().map(from_probe).collect()
}

fn from_probe(e: crate::probe::Event) -> Event {
    Event {
        thread: e.thread,
        kind: match e.kind {
            EventKind::Call => Kind::Call,
            EventKind::Return => Kind::Return,
            EventKind::Note => Kind::Note,
        },
        what: e.what,
        result: e.result,
        object: e.object,
        at_us: e.at.map(|t| t.as_micros() as u64),
    }
}

pub(crate) fn reset() {
    crate::probe::take_events();
}
