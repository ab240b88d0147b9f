//! The scenario's own thread, `main`, that waits for the threads it started by sleeping
//! and looking again: `run` that polls a counter of finished entrances every 17 ms
//! instead of joining them, a caller that looks at its tickets between naps. It works, but
//! it is the busy waiting the lessons teach against, only slower, and it comes up to a nap
//! late. A red team's `run`s of exercises 3 and 7 did so and passed (2026-12-07): the
//! checks measured the waits of the threads `run` starts, never those of `run` itself.
//!
//! Judged in every scenario, explored and on real threads, from the record: main's naps
//! that look at the same as before its sleep before (`crate::sleeps`), more than
//! [`NAPS_ALLOWED`]. Only main's: the threads the program starts may work in steps (a
//! worker that runs its queued tasks one after another, each a sleep, with only a lock
//! between them, looks the same as a nap), but main, the caller of the exercise's
//! function, has no work of its own to do in steps. Under the explorer the clock may
//! jump to a nap's end before the other threads have run, so a poller is seen looking
//! again within the search; on real threads, as often as its period fits in the scenario.

use crate::class::Class;
use crate::probe::Event;
use crate::sleeps::sleeps;
use crate::stress::NAPS_ALLOWED;

/// The name of the thread that runs a scenario's body, explored and on real threads.
const MAIN: &str = "main";

/// Main's naps in `events` that looked again, if more than [`NAPS_ALLOWED`]: how many,
/// the first as recorded (`sleep(17 ms)`), and the outermost call main was in then (`run(…)`).
pub(crate) fn mains_polls(events: &[Event]) -> Option<(usize, String, Option<String>)> {
    let polls: Vec<usize> = sleeps(events)
        .iter()
        .filter(|s| s.nap && s.same && events[s.at].thread == MAIN)
        .map(|s| s.at)
        .collect();
    let first = *polls.first()?;
    (polls.len() > NAPS_ALLOWED).then(|| {
        (
            polls.len(),
            events[first].what.clone(),
            crate::stress::outermost_open(&events[..first], MAIN),
        )
    })
}

/// Fails as `busy-wait` (`main-polls`) where main polled so far in this execution
/// ([`mains_polls`]): under the explorer from its record, in the checks' last phase from
/// the real threads'; nothing in the benchmark, which records nothing.
pub(crate) fn ensure_main_does_not_poll() {
    let events = if conveyor::time::virtual_now(crate::probe::KEY).is_some() {
        crate::probe::events_so_far()
    } else if crate::stress::in_real_phase() {
        crate::probe::real_events_so_far()
    } else {
        return;
    };
    if let Some((naps, nap, call)) = mains_polls(&events) {
        crate::oracle::fail(
            Class::BusyWait,
            "main-polls",
            crate::args!("naps" => naps, "nap" => nap, "call" => call.unwrap_or_else(|| MAIN.to_string())),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::mains_polls;
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
    fn main_that_naps_and_looks_again_polls_and_a_worker_in_steps_does_not() {
        let mut events = vec![after_ops("main", Call, "run(…)", 0)];
        for n in 0..5 {
            nap(&mut events, "main", 2 * n + 1);
        }
        let (naps, nap_what, call) = mains_polls(&events).expect("polls");
        assert_eq!(
            (naps, nap_what.as_str(), call.as_deref()),
            (3, "sleep(17 ms)", Some("run(…)"))
        );
        // Four naps: the first looks at something new, the second at the same as the first
        // did after `run` began, the last two again: a pause or two.
        assert_eq!(mains_polls(&events[..9]), None);
        // A worker's tasks one after another, a lock between them: not main's.
        let worker: Vec<Event> = events
            .iter()
            .map(|e| Event {
                thread: "packer 1".into(),
                ..e.clone()
            })
            .collect();
        assert_eq!(mains_polls(&worker), None);
    }
}
