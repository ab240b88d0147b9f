//! "Returns at once": a call that must not wait for a thread that is busy with a task
//! (`run` while every worker works), judged under the explorer by the virtual clock and on
//! real threads by what the threads did, so that a call that waits only where it is not
//! explored gains nothing by it.

use super::phase::{in_once, late_by_load};
use std::time::Duration;

/// How a call did not return at once, and how long it took.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotAtOnce {
    /// Virtual time passed while it ran.
    Explored(Duration),
    /// On real threads a sleep returned while it ran (wall time, for the message: the
    /// verdict is the order of the two).
    RealThreads(Duration),
}

/// Runs `f`; `Err` if it waited for a thread that sleeps: under the explorer, if virtual
/// time passed while it ran (as `oracle::within(Duration::ZERO, f)`, and judged where that
/// judges); on real threads in the checks' last phase, if a sleep of any thread
/// returned while `f` ran.
/// A correct call returns within microseconds there, long before a task's sleep of tens of
/// milliseconds ends; a loaded machine can hold it up that long now and then, so that
/// failure counts only where it comes in every run of the scenario (`late_by_load`).
/// Unlike `within`, a scenario that asks this still runs on real threads.
pub fn at_once<R>(f: impl FnOnce() -> R) -> Result<R, NotAtOnce> {
    let key = crate::probe::KEY;
    if let Some(start) = conveyor::time::virtual_now(key) {
        let jumps = conveyor::time::early_jumps(key);
        let result = f();
        let took = conveyor::time::virtual_now(key).unwrap_or(start).saturating_sub(start);
        let judged = jumps.is_some() && conveyor::time::early_jumps(key) == jumps;
        return if judged && !took.is_zero() {
            Err(NotAtOnce::Explored(took))
        } else {
            Ok(result)
        };
    }
    if !in_once() {
        return Ok(f());
    }
    let (from, began) = (crate::probe::real_events_so_far().len(), std::time::Instant::now());
    let result = f();
    let took = began.elapsed();
    if sleep_ended_since(&crate::probe::real_events_so_far(), from) {
        late_by_load();
        return Err(NotAtOnce::RealThreads(took));
    }
    Ok(result)
}

/// Whether a sleep of any thread returned after the first `from` of `events`: the call
/// that began there lasted at least as long as the rest of that sleep. Also one that began
/// during the call: a worker that starts its task late begins its sleep after the next
/// `run` began, and a `run` that then waits for it lasts its whole length.
fn sleep_ended_since(events: &[crate::probe::Event], from: usize) -> bool {
    events[from.min(events.len())..]
        .iter()
        .any(|e| crate::sleeps::is_sleep(e) && e.kind == crate::probe::EventKind::Return)
}

#[cfg(test)]
mod tests {
    use super::sleep_ended_since;
    use crate::events_for_tests::after_ops;
    use crate::probe::EventKind::{Call, Return};

    #[test]
    fn a_sleep_that_ends_during_the_call_is_waited_for() {
        let events = vec![
            after_ops("worker 1", Call, "sleep(50 ms)", 0),
            after_ops("main", Call, "run(1)", 0),
            after_ops("worker 1", Return, "sleep(50 ms)", 0),
            after_ops("main", Return, "run(1)", 0),
        ];
        assert!(sleep_ended_since(&events, 1));
        // A worker late to begin its task: the sleep begins after the call did.
        let late = vec![
            after_ops("main", Call, "run(1)", 0),
            after_ops("worker 1", Call, "sleep(50 ms)", 0),
            after_ops("worker 1", Return, "sleep(50 ms)", 0),
        ];
        assert!(sleep_ended_since(&late, 0));
        // A sleep still under way when the call returned.
        assert!(!sleep_ended_since(&late[..2], 0));
    }
}
