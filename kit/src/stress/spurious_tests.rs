//! The tests of a wrong value on real threads after a wait that woke for nothing
//! (`stress.rs`, `went_on_after_spurious`): a result slot waited on behind an `if` is told
//! as a woken thread that did not look again; behind a `while` it passes.

use super::once_of;
use crate::class::Class;
use crate::oracle::ensure;
use crate::trace::call;
use conveyor::sync::{Condvar, Mutex};
use std::sync::Arc;
use std::time::Duration;

/// A result that a thread of its own fills after 200 ms; `wait` waits behind an `if`
/// where `if_wait`.
struct Slot {
    value: Mutex<Option<u32>>,
    filled: Condvar,
    if_wait: bool,
    /// Whether `wait` unwraps the value it took, still holding the lock: going on without
    /// one then panics right after the wait.
    unwrap: bool,
}

impl Slot {
    fn wait(&self) -> Option<u32> {
        let mut value = self.value.lock().unwrap();
        while value.is_none() {
            value = self.filled.wait(value).unwrap();
            if self.if_wait {
                break;
            }
        }
        if self.unwrap {
            return Some(value.take().expect("a value"));
        }
        value.take()
    }
}

fn scenario_unwrapped(if_wait: bool, unwrap: bool) -> Option<crate::channel::Failure> {
    // The checks' hook, which notes a panic right after a wait.
    crate::explore::execution::watch_panics();
    once_of(move || {
        let slot = Arc::new(Slot {
            value: Mutex::new(None),
            filled: Condvar::new(),
            if_wait,
            unwrap,
        });
        let filler = conveyor::thread::spawn({
            let slot = slot.clone();
            move || {
                conveyor::thread::sleep(Duration::from_millis(200));
                *slot.value.lock().unwrap() = Some(7);
                slot.filled.notify_one();
            }
        });
        crate::probe::real_spurious_wakeups(true);
        let got = call("wait()", || {
            let value = slot.wait();
            if unwrap { Some(value.expect("a value")) } else { value }
        });
        crate::probe::real_spurious_wakeups(false);
        filler.join().unwrap();
        ensure(got == Some(7), Class::WrongOutput, "wrong", || crate::args!());
    })
}

fn scenario(if_wait: bool) -> Option<crate::channel::Failure> {
    scenario_unwrapped(if_wait, false)
}

#[test]
fn a_wait_behind_an_if_that_woke_for_nothing_and_panicked_is_no_recheck() {
    let failure = scenario_unwrapped(true, true).expect("the wait behind an if went on and panicked");
    assert_eq!(failure.finding.class, Class::NoRecheck, "{:?}", failure.finding);
    assert_eq!(failure.finding.key, "real-threads-no-recheck-spurious-panic");
}

#[test]
fn a_wait_behind_an_if_that_woke_for_nothing_is_no_recheck() {
    let failure = scenario(true).expect("the wait behind an if went on with no value");
    assert_eq!(failure.finding.class, Class::NoRecheck, "{:?}", failure.finding);
    assert_eq!(failure.finding.key, "real-threads-no-recheck-spurious");
}

#[test]
fn a_wait_in_a_loop_passes_with_wake_ups_for_nothing() {
    assert!(scenario(false).is_none());
}
