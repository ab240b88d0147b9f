//! What the threads of a scenario did, at the level of the exercise (`put(3)`,
//! `take() → 3`): the raw material for saying where a thread was stuck and for
//! drawing the failing run.

use crate::probe::EventKind;
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
    /// For a condvar's wait or notify: which condvar (1, 2, … in the order first used).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub object: Option<usize>,
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
    crate::probe::record(kind, what, result, conveyor::time::virtual_now());
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
    crate::probe::take_events().into_iter().map(from_probe).collect()
}

/// The events of the current execution so far, kept for the timeline: what an oracle that
/// judges from what happened reads.
pub fn so_far() -> Vec<Event> {
    crate::probe::events_so_far().into_iter().map(from_probe).collect()
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
pub const NOTIFY_ONE: &str = "Condvar::notify_one()";
pub const NOTIFY_ALL: &str = "Condvar::notify_all()";

/// A `Condvar::wait()` that returned, and the notify that woke it (event indices).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wake {
    pub thread: String,
    /// The wait's call and return.
    pub wait: usize,
    pub woke_at: usize,
    /// The notify that woke it: the oldest one on the same condvar not yet used up.
    pub notify: Option<usize>,
}

/// Which notify woke which wait, condvar by condvar. A `notify_one` wakes one thread
/// that waits at that moment, a `notify_all` every one; the woken thread returns from
/// `wait` later, once it has the lock again, so each return is matched with the oldest
/// notify that was meant for a thread that waited then.
pub fn wakes(events: &[Event]) -> Vec<Wake> {
    // Waits begun and not returned: (thread, call index, condvar, notify meant for it).
    let mut waiting: Vec<(String, usize, Option<usize>, Option<usize>)> = Vec::new();
    let mut out = Vec::new();
    for (i, e) in events.iter().enumerate() {
        match (&e.kind, e.what.as_str()) {
            (Kind::Call, WAIT) => waiting.push((e.thread.clone(), i, e.object, None)),
            (Kind::Return, WAIT) => {
                if let Some(pos) = waiting.iter().position(|w| w.0 == e.thread && w.2 == e.object) {
                    let (thread, wait, _, notify) = waiting.remove(pos);
                    // A notify meant for another waiter, which this one took instead.
                    let notify = notify.or_else(|| {
                        let other = waiting.iter_mut().find(|w| w.2 == e.object && w.3.is_some())?;
                        other.3.take()
                    });
                    out.push(Wake {
                        thread,
                        wait,
                        woke_at: i,
                        notify,
                    });
                }
            }
            (Kind::Call, NOTIFY_ONE) => {
                if let Some(w) = waiting.iter_mut().find(|w| w.2 == e.object && w.3.is_none()) {
                    w.3 = Some(i);
                }
            }
            (Kind::Call, NOTIFY_ALL) => {
                for w in waiting.iter_mut().filter(|w| w.2 == e.object && w.3.is_none()) {
                    w.3 = Some(i);
                }
            }
            _ => {}
        }
    }
    out
}

/// The outermost call `thread` had open at event `at`: the student's call it was in.
pub fn outer_call_at(events: &[Event], thread: &str, at: usize) -> Option<(usize, String)> {
    let upto = &events[..at.min(events.len())];
    open_call_indices(upto)
        .into_iter()
        .find(|&i| upto[i].thread == thread)
        .map(|i| (i, upto[i].what.clone()))
}

/// Why the threads of a deadlock wait, as far as the trace tells, or why a woken thread
/// failed. Event indices; the grader turns them into the timeline's steps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "cause", rename_all = "kebab-case")]
pub enum Cause {
    /// A `notify_one` woke a thread waiting for something else (a taker, where a putter
    /// waited on the same condvar), and the one it was needed for kept waiting.
    LostWakeUp {
        notify: usize,
        woken: String,
        woken_call: String,
        waiting: String,
        waiting_call: String,
    },
    /// A `notify_one` woke one of several threads waiting for the same thing; the others
    /// were never woken.
    OnlyOneWoken {
        notify: usize,
        woken: String,
        waiting: String,
        waiting_call: String,
    },
    /// Nobody notified the condvar `thread` waits on since it began to wait.
    ForgottenNotify { thread: String, call: String, since: usize },
    /// A thread woke from `wait` and went on without looking again: `other` took what it
    /// was woken for, between the notify and its wake-up.
    NoRecheck {
        thread: String,
        call: String,
        notify: Option<usize>,
        woke_at: usize,
        other: Option<String>,
        other_call: Option<String>,
        other_at: Option<usize>,
    },
    /// Each of these threads holds a lock the next one waits for.
    LockCycle { links: Vec<LockLink> },
    /// `waiting` waits for a lock that `holder` keeps while it waits for something else.
    LockHeld {
        waiting: String,
        holder: String,
        holder_call: Option<String>,
    },
}

impl Cause {
    /// A cause in the student's synchronisation itself (a wake-up lost, a cycle of locks):
    /// a deadlock, whatever else the scenario was built to show.
    pub fn is_deadlock(&self) -> bool {
        matches!(
            self,
            Cause::LostWakeUp { .. }
                | Cause::OnlyOneWoken { .. }
                | Cause::ForgottenNotify { .. }
                | Cause::LockCycle { .. }
        )
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LockLink {
    pub thread: String,
    pub holds: usize,
    pub wants: usize,
}

/// The name of a call without its arguments and receiver: `put` for `queue.put(3)`.
fn call_name(call: &str) -> &str {
    let head = call.split('(').next().unwrap_or(call);
    head.rsplit('.').next().unwrap_or(head)
}

/// Why the threads in `stuck` wait forever, if their condvar steps tell.
pub fn deadlock_cause(events: &[Event], stuck: &[String]) -> Option<Cause> {
    let wakes = wakes(events);
    // Stuck threads whose innermost open call is a condvar wait: (thread, wait index, condvar).
    let open = open_call_indices(events);
    let mut waiting: Vec<(&str, usize)> = stuck
        .iter()
        .filter_map(|t| {
            let last = open.iter().rev().find(|&&i| events[i].thread == *t)?;
            (events[*last].what == WAIT).then_some((t.as_str(), *last))
        })
        .collect();
    // The thread that has waited longest first: the others' waits often follow from its.
    waiting.sort_by_key(|&(_, wait)| wait);
    // A notify_one meant for a waiting thread of one kind that woke one of another kind.
    for &(thread, wait) in &waiting {
        let Some((_, call)) = outer_call_at(events, thread, events.len()) else {
            continue;
        };
        for wake in wakes.iter().filter(|w| w.notify.is_some_and(|n| n > wait)) {
            let notify = wake.notify.unwrap_or_default();
            if events[notify].what != NOTIFY_ONE || events[notify].object != events[wait].object {
                continue;
            }
            let woken_call = outer_call_at(events, &wake.thread, wake.woke_at)
                .map(|(_, c)| c)
                .unwrap_or_default();
            if call_name(&woken_call) != call_name(&call) && wake.thread != thread {
                return Some(Cause::LostWakeUp {
                    notify,
                    woken: wake.thread.clone(),
                    woken_call,
                    waiting: thread.to_string(),
                    waiting_call: call,
                });
            }
        }
    }
    // Never notified at all since it began to wait.
    for &(thread, wait) in &waiting {
        let object = events[wait].object;
        let notified = events[wait..]
            .iter()
            .any(|e| e.kind == Kind::Call && (e.what == NOTIFY_ONE || e.what == NOTIFY_ALL) && e.object == object);
        if !notified {
            let call = outer_call_at(events, thread, events.len()).map(|(_, c)| c);
            return Some(Cause::ForgottenNotify {
                thread: thread.to_string(),
                call: call.unwrap_or_else(|| WAIT.to_string()),
                since: outer_call_at(events, thread, events.len()).map_or(wait, |(i, _)| i),
            });
        }
    }
    // A notify_one that woke one of several of the same kind: the others wait on.
    for &(thread, wait) in &waiting {
        let Some((_, call)) = outer_call_at(events, thread, events.len()) else {
            continue;
        };
        let object = events[wait].object;
        let last_notify = events[wait..]
            .iter()
            .rposition(|e| e.kind == Kind::Call && (e.what == NOTIFY_ONE || e.what == NOTIFY_ALL) && e.object == object)
            .map(|i| i + wait);
        if let Some(n) = last_notify.filter(|&n| events[n].what == NOTIFY_ONE)
            && let Some(wake) = wakes.iter().find(|w| w.notify == Some(n) && w.thread != thread)
        {
            return Some(Cause::OnlyOneWoken {
                notify: n,
                woken: wake.thread.clone(),
                waiting: thread.to_string(),
                waiting_call: call,
            });
        }
    }
    None
}

/// A thread that panicked right after its `wait` returned, inside the call it waited in:
/// it went on without looking again. Who else finished the same call meanwhile took what
/// it was woken for.
pub fn no_recheck_cause(events: &[Event], thread: &str) -> Option<Cause> {
    let last = events.iter().rposition(|e| e.thread == thread)?;
    if events[last].kind != Kind::Return || events[last].what != WAIT {
        return None;
    }
    let (_, call) = outer_call_at(events, thread, events.len())?;
    let wake = wakes(events).into_iter().rfind(|w| w.woke_at == last)?;
    let from = wake.notify.unwrap_or(wake.wait);
    let other = events[from..last]
        .iter()
        .enumerate()
        .filter(|(_, e)| e.thread != thread && e.kind == Kind::Return && call_name(&e.what) == call_name(&call))
        .map(|(i, e)| (i + from, e))
        .next_back();
    Some(Cause::NoRecheck {
        thread: thread.to_string(),
        call,
        notify: wake.notify,
        woke_at: last,
        other: other.map(|(_, e)| e.thread.clone()),
        other_call: other.map(|(_, e)| e.text()),
        other_at: other.map(|(i, _)| i),
    })
}
