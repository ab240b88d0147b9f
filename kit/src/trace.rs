//! What the threads of a scenario did, at the level of the exercise (`put(3)`,
//! `take() → 3`): the raw material for saying where a thread was stuck and for
//! drawing the failing run.

use conveyor::probe::EventKind;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// A call into the student's code began.
    Call,
    /// It returned.
    Return,
    /// Something the scenario itself did or saw.
    Note,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub thread: String,
    pub kind: Kind,
    /// The call as code, e.g. `put(3)`, or the note's text.
    pub what: String,
    /// What the call returned, in Rust's debug notation.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub result: Option<String>,
    /// When it happened on the execution's virtual clock, in microseconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at_us: Option<u64>,
}

impl Event {
    /// `put(3)`, or `take() → 3` once it has returned.
    pub fn text(&self) -> String {
        match &self.result {
            Some(result) => format!("{} → {result}", self.what),
            None => self.what.clone(),
        }
    }
}

fn record(kind: Kind, what: String, result: Option<String>) {
    let kind = match kind {
        Kind::Call => EventKind::Call,
        Kind::Return => EventKind::Return,
        Kind::Note => EventKind::Note,
    };
    conveyor::probe::record(kind, what, result);
}

/// Records a note of the scenario's own, as a catalog message: the timeline shows it
/// in the student's language at the moment it happened.
pub fn note(key: &str, args: crate::Args) {
    let args = serde_json::to_string(&args).expect("args serialise");
    record(Kind::Note, key.to_string(), Some(args));
}

/// The catalog key and arguments of a note event.
pub fn note_message(event: &Event) -> (String, crate::Args) {
    let args = event
        .result
        .as_deref()
        .and_then(|a| serde_json::from_str(a).ok())
        .unwrap_or_default();
    (event.what.clone(), args)
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
    conveyor::probe::take_events()
        .into_iter()
        .map(|e| Event {
            thread: e.thread,
            kind: match e.kind {
                EventKind::Call => Kind::Call,
                EventKind::Return => Kind::Return,
                EventKind::Note => Kind::Note,
            },
            what: e.what,
            result: e.result,
            at_us: e.at.map(|t| t.as_micros() as u64),
        })
        .collect()
}

pub(crate) fn reset() {
    conveyor::probe::take_events();
}

/// Indices of the calls that never returned, oldest first. Calls nest (a queue's
/// `take()` around the student's `Condvar::wait()`), so each thread keeps a stack.
pub fn open_call_indices(events: &[Event]) -> Vec<usize> {
    let mut open: Vec<(&str, usize)> = Vec::new();
    for (i, e) in events.iter().enumerate() {
        match e.kind {
            Kind::Call => open.push((&e.thread, i)),
            Kind::Return => {
                if let Some(pos) = open.iter().rposition(|(t, _)| *t == e.thread) {
                    open.remove(pos);
                }
            }
            Kind::Note => {}
        }
    }
    open.into_iter().map(|(_, i)| i).collect()
}

/// For each thread, the outermost call it had begun and not finished, in the order
/// threads appear.
pub fn open_calls(events: &[Event]) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for i in open_call_indices(events) {
        let e = &events[i];
        if !out.iter().any(|(t, _)| *t == e.thread) {
            out.push((e.thread.clone(), e.what.clone()));
        }
    }
    out
}
