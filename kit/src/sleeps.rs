//! Which recorded events are sleeps, and which sleeps are naps that look again: what every
//! oracle that tells work from naps reads (`flight`, `polls`, `stress::naps`,
//! `stress::settle`). A module of its own, so that they share it without importing each
//! other.

use crate::probe::{Event, EventKind};

/// Whether `event` is of a sleep.
pub(crate) fn is_sleep(event: &Event) -> bool {
    // Written by conveyor's own `sleep`; the student's code cannot record events (the
    // probe is refused before the build).
    event.what.starts_with("sleep(")
}

/// A sleep of the program's, as [`sleeps`] reads it: where its call is in the events,
/// whether it is a nap (since its thread's sleep before, or its start, the thread only
/// looked), and whether it looked at the same as before that sleep.
pub(crate) struct Sleep {
    pub(crate) at: usize,
    pub(crate) nap: bool,
    pub(crate) same: bool,
    /// Whether it made the same calls as before that sleep, whatever they returned: a log
    /// line of `queue.len()` between steps of work says another length in another
    /// execution, but it is the same step (`crate::polls` compares executions).
    pub(crate) same_calls: bool,
}

/// Every sleep call of `events`, told nap or work. A nap's thread finished nothing
/// recorded since its sleep before (no call returned but looks: `queue.len()`, a `try_put`
/// of an item refused to it before) and looked at something: a recorded look, or an
/// operation besides the sleep's own (a lock, an atomic, a `try_recv` that found nothing,
/// none of them recorded). Work that takes time sleeps between steps that move something
/// (an order taken, a box put, a notify, a new order offered, even refused, a value
/// written under a lock or to an atomic: a line in a log, a count raised, an item pushed
/// to a queue of the program's own) or between steps of its own that touch nothing shared
/// (a task in three sleeps of 15 ms): red teams' correct programs of these kinds were told
/// as polling by rules that read only the recorded steps, or counted a lock as a look
/// whatever was done under it (2026-12-07). Writes are counted under the explorer only.
pub(crate) fn sleeps(events: &[Event]) -> Vec<Sleep> {
    /// One thread's record: what it did since its last sleep, and before that sleep.
    #[derive(Default)]
    struct Since<'a> {
        steps: Vec<Step<'a>>,
        before: Option<Vec<Step<'a>>>,
        moved: bool,
        looked: bool,
        ops_from: u64,
        writes_from: u64,
        refused: Vec<&'a str>,
    }
    let mut threads: Vec<(&str, Since)> = Vec::new();
    let mut found = Vec::new();
    for (at, event) in events.iter().enumerate() {
        let i = match threads.iter().position(|(t, _)| *t == event.thread) {
            Some(i) => i,
            None => {
                threads.push((&event.thread, Since::default()));
                threads.len() - 1
            }
        };
        let since = &mut threads[i].1;
        let step = (event.kind, event.what.as_str(), event.result.as_deref());
        if is_sleep(event) {
            match event.kind {
                EventKind::Call => {
                    // Its own operation is the sleep's: more is a look nobody recorded, unless
                    // one of them wrote.
                    let looked = since.looked || event.ops.saturating_sub(since.ops_from) > 1;
                    let wrote = event.writes > since.writes_from;
                    since.steps.push(step);
                    let steps = std::mem::take(&mut since.steps);
                    found.push(Sleep {
                        at,
                        nap: looked && !since.moved && !wrote,
                        same: since.before.as_ref() == Some(&steps),
                        same_calls: since.before.as_ref().is_some_and(|before| same_calls(before, &steps)),
                    });
                    since.before = Some(steps);
                    (since.moved, since.looked) = (false, false);
                }
                EventKind::Return => (since.ops_from, since.writes_from) = (event.ops, event.writes),
                EventKind::Note => {}
            }
            continue;
        }
        since.steps.push(step);
        if event.what == "queue.len()" {
            since.looked = true;
        } else if event.what.starts_with("queue.try_put(") {
            // Offered: a look only where this item was refused before (offered again).
            if event.kind == EventKind::Return {
                let refused = event.result.as_deref().is_some_and(|r| r.starts_with("Err"));
                // An item the record does not show (`…`: a queue the program made, not the
                // check) cannot be told from the next one: a new order refused after each
                // pause (exercise 5's orders that arrive apart) is no look again.
                let shown = !event.what.ends_with("(…)");
                if refused && shown && since.refused.contains(&event.what.as_str()) {
                    since.looked = true;
                } else {
                    since.moved = true;
                    if refused && shown {
                        since.refused.push(&event.what);
                    }
                }
            }
        } else if event.kind == EventKind::Return {
            // A call that returned did something (a take, a put, a notify, a wait that was
            // woken); one that began and has not returned (the scenario's `take()` around
            // the program's own loop) has done nothing yet.
            since.moved = true;
        }
    }
    found
}

/// One step of a thread between two sleeps, as [`sleeps`] compares them.
type Step<'a> = (crate::probe::EventKind, &'a str, Option<&'a str>);

/// Whether two stretches of a thread's steps between sleeps made the same calls, whatever
/// they returned and however long the sleep that ends them: a poll with a growing pause
/// (1, 2, 4 … ms) looks again all the same.
fn same_calls(before: &[Step], steps: &[Step]) -> bool {
    fn calls<'a>(steps: &'a [Step<'a>]) -> impl Iterator<Item = (crate::probe::EventKind, &'a str)> {
        steps.iter().filter(|s| !s.1.starts_with("sleep(")).map(|s| (s.0, s.1))
    }
    calls(before).eq(calls(steps))
}

/// How many naps a thread may take in a scenario: a pause or two beside the work is no
/// poll; a thread that polls takes one per look, as many as its period fits into the time
/// it waits.
pub const NAPS_ALLOWED: usize = 2;

/// The outermost call of `thread` still open at the end of `events`, other than a sleep.
pub(crate) fn outermost_open(events: &[Event], thread: &str) -> Option<String> {
    let mut open: Vec<&str> = Vec::new();
    for event in events.iter().filter(|e| e.thread == thread) {
        match event.kind {
            EventKind::Call => open.push(&event.what),
            EventKind::Return => {
                if let Some(i) = open.iter().rposition(|w| *w == event.what) {
                    open.truncate(i);
                }
            }
            EventKind::Note => {}
        }
    }
    open.first().map(|call| call.to_string())
}
