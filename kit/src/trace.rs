//! What the threads of a scenario did, at the level of the exercise (`put(3)`,
//! `take() → 3`): the raw material for saying where a thread was stuck and for
//! drawing the failing run.

use serde::{Deserialize, Serialize};
use std::fmt::Debug;
use std::sync::Mutex;

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

static EVENTS: Mutex<Vec<Event>> = Mutex::new(Vec::new());

fn events() -> std::sync::MutexGuard<'static, Vec<Event>> {
    EVENTS.lock().unwrap_or_else(|e| e.into_inner())
}

fn record(kind: Kind, what: String, result: Option<String>) {
    let thread = conveyor::probe::current_name().unwrap_or_else(|| "?".to_string());
    events().push(Event {
        thread,
        kind,
        what,
        result,
    });
}

/// Records a note of the scenario's own, e.g. "puts the pills".
pub fn note(text: impl Into<String>) {
    record(Kind::Note, text.into(), None)
}

/// Calls the student's code, recording the call and what it returned.
pub fn call<R: Debug>(what: impl Into<String>, f: impl FnOnce() -> R) -> R {
    let what = what.into();
    record(Kind::Call, what.clone(), None);
    let result = f();
    record(Kind::Return, what, Some(format!("{result:?}")));
    result
}

/// Like [`call`], for calls that return nothing worth showing.
pub fn call_unit(what: impl Into<String>, f: impl FnOnce()) {
    let what = what.into();
    record(Kind::Call, what.clone(), None);
    f();
    record(Kind::Return, what, None);
}

pub(crate) fn take() -> Vec<Event> {
    std::mem::take(&mut *events())
}

pub(crate) fn reset() {
    events().clear();
}

/// For each thread, the call it had begun and not finished, in the order threads appear.
pub fn open_calls(events: &[Event]) -> Vec<(String, String)> {
    let mut open: Vec<(String, Option<String>)> = Vec::new();
    for e in events {
        let index = match open.iter().position(|(t, _)| *t == e.thread) {
            Some(index) => index,
            None => {
                open.push((e.thread.clone(), None));
                open.len() - 1
            }
        };
        match e.kind {
            Kind::Call => open[index].1 = Some(e.what.clone()),
            Kind::Return => open[index].1 = None,
            Kind::Note => {}
        }
    }
    open.into_iter().filter_map(|(t, c)| c.map(|c| (t, c))).collect()
}
