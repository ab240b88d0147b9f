//! The scenario's own thread, `main`, that waits for the threads it started by sleeping
//! and looking again: `run` that polls a counter of finished entrances every 17 ms
//! instead of joining them, a caller that looks at its tickets between naps. It works, but
//! it is the busy waiting the lessons teach against, only slower, and it comes up to a nap
//! late. A red team's `run`s of exercises 3 and 7 did so and passed (2026-12-07): the
//! checks measured the waits of the threads `run` starts, never those of `run` itself.
//!
//! A nap that looks again (`crate::sleeps`: only a look, no call returned, since main's
//! sleep before, and the same steps as before it) is no proof alone: main may work in steps
//! with a log line or a counter between them, or pace the orders it puts through a queue of
//! its own, whose steps are not recorded (a red team's correct programs, 2026-12-07). What
//! tells a poll is that how often it looks depends on the others: under the explorer the
//! clock may end a nap before the other threads have run, so a poller looks a different
//! number of times in different executions, while work in steps takes as many as its data
//! says in every one. So a search fails where main took more than [`NAPS_ALLOWED`] such
//! naps in one execution and fewer in another (its execution with the most is replayed,
//! and judged alone: more than [`NAPS_ALLOWED`]). On real threads, one run shows no such
//! difference: nothing is judged there (a program that polls only where it is not
//! explored is not seen by this rule).

use crate::class::Class;
use crate::probe::Event;
use crate::sleeps::{NAPS_ALLOWED, is_sleep, outermost_open, sleeps};
use shuttle::scheduler::Schedule;
use std::sync::Mutex;

/// The name of the thread that runs a scenario's body, explored and on real threads.
const MAIN: &str = "main";

/// Main's naps in `events` that looked again (the same calls as before its sleep before,
/// whatever they returned: a length in a log line differs between executions): their
/// event indices.
fn mains_naps(events: &[Event]) -> Vec<usize> {
    // Most executions of most scenarios: main never slept.
    if !events.iter().any(|e| e.thread == MAIN && is_sleep(e)) {
        return Vec::new();
    }
    sleeps(events)
        .iter()
        .filter(|s| s.nap && s.same_calls && events[s.at].thread == MAIN)
        .map(|s| s.at)
        .collect()
}

/// Main's naps that looked again during a search (`explore::execution` begins and ends it,
/// and ends each execution): the current execution's, the fewest of any execution, and the
/// most with its execution's schedule. None outside a search (a replay).
#[derive(Default)]
struct Search {
    naps: Option<usize>,
    fewest: Option<usize>,
    most: Option<(usize, Schedule)>,
}

static SEARCH: Mutex<Option<Search>> = Mutex::new(None);

fn search() -> std::sync::MutexGuard<'static, Option<Search>> {
    SEARCH.lock().unwrap_or_else(|e| e.into_inner())
}

/// A search begins: no execution's naps yet.
pub(crate) fn begin_search() {
    *search() = Some(Search::default());
}

/// The execution of `schedule` ended: its main's naps, if its body ended, count.
pub(crate) fn execution_ended(schedule: &Schedule) {
    if let Some(search) = search().as_mut()
        && let Some(naps) = search.naps.take()
    {
        search.fewest = Some(search.fewest.map_or(naps, |f| f.min(naps)));
        if search.most.as_ref().is_none_or(|(most, _)| naps > *most) {
            search.most = Some((naps, schedule.clone()));
        }
    }
}

/// The search ends: the schedule of its execution whose main polled, if main did
/// ([`polls`]), to be replayed and judged alone.
pub(crate) fn end_search() -> Option<Schedule> {
    let ended = search().take()?;
    match (ended.fewest, ended.most) {
        (Some(fewest), Some((most, schedule))) if polls(fewest, most) => Some(schedule),
        _ => None,
    }
}

/// During a search, keeps this execution's `naps` for the search's end; `false` outside
/// one (a replay), where the one execution is judged alone.
fn main_napped(naps: usize) -> bool {
    match search().as_mut() {
        Some(search) => {
            search.naps = Some(naps);
            true
        }
        None => false,
    }
}

/// Whether main's naps that looked again, the `fewest` and the `most` of a search's
/// executions, are a poll: more than [`NAPS_ALLOWED`] in some execution, and not as many in
/// every one.
fn polls(fewest: usize, most: usize) -> bool {
    most > NAPS_ALLOWED && fewest < most
}

/// After a scenario's body, under the explorer: during a search, main's naps that looked
/// again are kept for the search's end; in a replay of the
/// execution a search found, more than [`NAPS_ALLOWED`] fails as `busy-wait`
/// (`main-polls`). Nothing on real threads or in the benchmark.
pub(crate) fn ensure_main_does_not_poll() {
    if conveyor::time::virtual_now(crate::probe::KEY).is_none() {
        return;
    }
    // Read in place: this runs after every execution of every search.
    let (naps, first) = crate::probe::with_events(|events| {
        let naps = mains_naps(events);
        let first = naps.first().map(|&at| {
            let call = outermost_open(&events[..at], MAIN);
            (events[at].what.clone(), call)
        });
        (naps.len(), first)
    });
    if main_napped(naps) || naps <= NAPS_ALLOWED {
        return;
    }
    let (nap, call) = first.unwrap_or_default();
    crate::oracle::fail(
        Class::BusyWait,
        "main-polls",
        crate::args!(
            "naps" => naps,
            "nap" => nap,
            "call" => call.unwrap_or_else(|| MAIN.to_string()),
        ),
    );
}

#[cfg(test)]
mod tests {
    use super::{mains_naps, polls};
    use crate::events_for_tests::after_ops;
    use crate::probe::Event;
    use crate::probe::EventKind::{Call, Return};

    /// `thread` sleeps 17 ms after `ops` operations of its own, then looks at a counter
    /// (an atomic: one operation, not recorded).
    fn nap(events: &mut Vec<Event>, thread: &str, ops: u64) {
        events.push(after_ops(thread, Call, "sleep(17 ms)", ops + 1));
        events.push(after_ops(thread, Return, "sleep(17 ms)", ops + 1));
    }

    #[test]
    fn mains_naps_that_look_again_are_counted_and_a_workers_are_not() {
        let mut events = vec![after_ops("main", Call, "run(…)", 0)];
        for n in 0..5 {
            nap(&mut events, "main", 2 * n + 1);
        }
        // The first looks at something new, the second at the same as the first did after
        // `run` began: the three after them look again.
        assert_eq!(mains_naps(&events).len(), 3);
        let worker: Vec<Event> = events
            .iter()
            .map(|e| Event {
                thread: "packer 1".into(),
                ..e.clone()
            })
            .collect();
        assert!(mains_naps(&worker).is_empty());
    }

    #[test]
    fn a_write_between_sleeps_is_work_and_a_growing_pause_is_a_poll_all_the_same() {
        let mut events = vec![after_ops("main", Call, "run(…)", 0)];
        // A line pushed to a log under a lock between steps: a write each time.
        for n in 0..5u64 {
            let mut call = after_ops("main", Call, "sleep(1 ms)", 2 * n + 1);
            call.writes = n;
            events.push(call.clone());
            events.push(Event { kind: Return, ..call });
        }
        assert!(mains_naps(&events).is_empty());
        // A counter read after pauses of 1, 2, 4, 8 and 16 ms.
        let mut backoff = vec![after_ops("main", Call, "run(…)", 0)];
        for n in 0..5u64 {
            let what = format!("sleep({} ms)", 1 << n);
            backoff.push(after_ops("main", Call, &what, 2 * n + 1));
            backoff.push(after_ops("main", Return, &what, 2 * n + 1));
        }
        assert_eq!(mains_naps(&backoff).len(), 3);
    }

    #[test]
    fn a_poll_looks_as_often_as_the_others_make_it_and_steps_as_often_as_their_data() {
        // Work in steps: five naps in every execution.
        assert!(!polls(5, 5));
        // A poll: three in one execution, one in another.
        assert!(polls(1, 3));
        // A pause or two, more in some executions than in others.
        assert!(!polls(0, 2));
    }
}
