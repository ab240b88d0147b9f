//! The events of a trace and how its calls nest: what every reading of a trace stands on
//! (which notify woke whom, why threads wait, an update lost), in a file of its own that
//! imports none of them.

use serde::{Deserialize, Serialize};

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
    /// For a condvar's wait or notify: which condvar (1, 2, … in the order first used).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub object: Option<usize>,
    /// When it happened on the execution's virtual clock, in microseconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at_us: Option<u64>,
    /// For a condvar's wait or notify: where the code made it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub place: Option<Place>,
}

/// Where the code made a synchronisation step (took a lock, waited on or notified a
/// condvar): the file, line and column the compiler gave. The grader keeps a place only
/// in the graded file, and reads there which lock or condvar it is (`code`: `self.state`,
/// the expression the call was made on), never from anything the program wrote.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Place {
    pub file: String,
    pub line: u32,
    pub column: u32,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
}

impl Event {
    /// A step of `thread` with nothing but its kind and text: what tests of every reading
    /// of a trace start from, adding the fields they are about.
    pub fn new(thread: &str, kind: Kind, what: &str) -> Event {
        Event {
            thread: thread.into(),
            kind,
            what: what.into(),
            result: None,
            object: None,
            at_us: None,
            place: None,
        }
    }

    /// `put(3)`, or `take() → 3` once it has returned.
    pub fn text(&self) -> String {
        match &self.result {
            Some(result) => format!("{} → {result}", self.what),
            None => self.what.clone(),
        }
    }
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

pub const WAIT: &str = "Condvar::wait()";
/// How a condvar's timed wait begins, as recorded (`Condvar::wait_timeout(10 ms)`).
pub const WAIT_TIMEOUT: &str = "Condvar::wait_timeout(";
pub const NOTIFY_ONE: &str = "Condvar::notify_one()";
pub const NOTIFY_ALL: &str = "Condvar::notify_all()";

/// How the steps on a channel begin, as conveyor records them (`Sender::send()`,
/// `SyncSender::try_send()`, `Receiver::recv()`, `Receiver::recv_timeout(10 ms)`).
pub const CHANNEL_STEPS: [&str; 3] = ["Sender::", "SyncSender::", "Receiver::"];

/// A step of the program's own synchronisation, as conveyor records it (a condvar's wait
/// or notify, a sleep, a step on a channel), not a call of the exercise's API.
pub fn is_sync_step(what: &str) -> bool {
    what.starts_with("Condvar::") || what.starts_with("sleep(") || CHANNEL_STEPS.iter().any(|p| what.starts_with(p))
}

/// The outermost call `thread` had open at event `at`: the student's call it was in.
pub fn outer_call_at(events: &[Event], thread: &str, at: usize) -> Option<(usize, String)> {
    let upto = &events[..at.min(events.len())];
    open_call_indices(upto)
        .into_iter()
        .find(|&i| upto[i].thread == thread)
        .map(|i| (i, upto[i].what.clone()))
}
