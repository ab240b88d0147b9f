//! How a check says that something is wrong.

use crate::class::Class;
pub use grader_report::{Args, Finding};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// The execution's first finding, and how many events had been recorded when it was made.
static FOUND: Mutex<Option<(Finding, usize)>> = Mutex::new(None);

/// Fails the current execution with `class` and the message `key` of the lesson's catalog.
///
/// The first finding of an execution is kept: later ones are usually its consequences.
///
/// Under the explorer the execution stops here, without unwinding: the explorer's
/// schedulers end it at this thread's next scheduling point ([`stopped`]), and shuttle
/// leaks the stacks of a stopped execution's unfinished threads. Unwinding would run the
/// destructors of the candidate's values the check holds (a pool whose `Drop` joins
/// workers that the check's own tasks still hold), and a second panic there aborts the
/// process before it can report. On real threads (and under a scheduler that does not
/// stop), a panic that the runner catches.
pub fn fail(class: Class, key: &str, args: Args) -> ! {
    {
        let mut found = FOUND.lock().unwrap_or_else(|e| e.into_inner());
        if found.is_none() {
            let finding = Finding {
                class,
                key: key.to_string(),
                args,
            };
            *found = Some((finding, crate::probe::events_recorded()));
        }
    }
    if shuttle::current::try_get_current_task().is_some() {
        STOPPED.store(true, Ordering::SeqCst);
        shuttle::thread::yield_now();
        // Resumed: the scheduler does not stop executions (a test's own); unwind.
    }
    std::panic::panic_any(CheckFailed)
}

/// Whether an oracle failed the explored execution that runs or just ran ([`fail`]): the
/// explorer's schedulers choose no thread after that, which stops it, and start no other.
static STOPPED: AtomicBool = AtomicBool::new(false);

/// Whether an oracle failed the current (or last) explored execution: the explorer's
/// schedulers then stop it and start none after it.
pub(crate) fn stopped() -> bool {
    STOPPED.load(Ordering::SeqCst)
}

/// Before a run of executions: none has failed.
pub(crate) fn not_stopped() {
    STOPPED.store(false, Ordering::SeqCst);
}

/// The panic payload of [`fail`], told apart from the student's own panics.
#[derive(Debug)]
pub struct CheckFailed;

/// Fails with `class` unless `cond` holds.
pub fn ensure(cond: bool, class: Class, key: &str, args: impl FnOnce() -> Args) {
    if !cond {
        fail(class, key, args())
    }
}

pub(crate) fn take_finding() -> Option<Finding> {
    take_found().map(|(finding, _)| finding)
}

/// The execution's finding, with how many events had been recorded when it was made.
pub(crate) fn take_found() -> Option<(Finding, usize)> {
    FOUND.lock().unwrap_or_else(|e| e.into_inner()).take()
}

pub(crate) fn reset() {
    *FOUND.lock().unwrap_or_else(|e| e.into_inner()) = None;
}

/// Runs `f` and tells whether it panicked, e.g. to check that `new(0)` refuses.
/// The expected panic is not kept as the execution's panic.
pub fn panics<R>(f: impl FnOnce() -> R) -> bool {
    let panicked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).is_err();
    crate::panics::forget_panic();
    panicked
}

// Oracles over time. Under the explorer every execution has a virtual clock that starts at
// 0 and moves only when no thread can run but some wait for a deadline (a sleep, a timed
// wait), so the times below are a pure function of the schedule: "8 invoices of 50 ms on 4
// workers took 400 ms" is a fact of that interleaving, not a measurement of the machine.
// On real threads (the stress benchmark) there is no virtual clock: these oracles then
// measure nothing and pass.

/// The virtual time now in this execution: 0 at its start, and at its end the scenario's
/// makespan. None on real threads.
pub fn now() -> Option<Duration> {
    let now = conveyor::time::virtual_now(crate::probe::KEY);
    if now.is_some() {
        // Virtual times are the explorer's: this scenario is not judged on real threads.
        crate::probe::judged_explored_only();
    }
    now
}

/// Runs `f` and tells how much virtual time it took (zero on real threads).
pub fn timed<R>(f: impl FnOnce() -> R) -> (R, Duration) {
    let start = now();
    let result = f();
    let took = match (start, now()) {
        (Some(start), Some(end)) => end.saturating_sub(start),
        _ => Duration::ZERO,
    };
    (result, took)
}

/// Like [`timed`], for a figure that a message only shows and no oracle judges ("took 400
/// ms in all"): the scenario is not marked as judged by the explorer alone, so the checks'
/// last phase runs it on real threads too, where the figure is zero.
pub fn timed_shown<R>(f: impl FnOnce() -> R) -> (R, Duration) {
    let start = conveyor::time::virtual_now(crate::probe::KEY);
    let result = f();
    let took = match (start, conveyor::time::virtual_now(crate::probe::KEY)) {
        (Some(start), Some(end)) => end.saturating_sub(start),
        _ => Duration::ZERO,
    };
    (result, took)
}

/// Runs `f`; `Err(took)` if it took more than `limit` of virtual time. With
/// `Duration::ZERO`: "returns at once", i.e. it waited for no sleeping or timed thread.
/// (A call that waits for something that never happens is a deadlock instead.)
///
/// Judged only where no thread was slow during the call (the clock passed no deadline
/// while a thread could still run, see `conveyor::time::early_jumps`): otherwise the time
/// it took may be a slow caller's, or a slow thread's it waited for, and says nothing
/// about the code it called. The first execution of each search has no slow thread.
pub fn within<R>(limit: Duration, f: impl FnOnce() -> R) -> Result<R, Duration> {
    let before = conveyor::time::early_jumps(crate::probe::KEY);
    let (result, took) = timed(f);
    let judged = before.is_some() && conveyor::time::early_jumps(crate::probe::KEY) == before;
    if judged && took > limit { Err(took) } else { Ok(result) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use conveyor::thread;

    #[test]
    fn on_real_threads_time_oracles_measure_nothing() {
        assert_eq!(now(), None);
        assert_eq!(
            within(Duration::ZERO, || thread::sleep(Duration::from_millis(2))),
            Ok(())
        );
    }
}
