//! conveyor's side of the probe: what it counts and records for the checks, in the crate
//! `grader-probe`, which conveyor depends on privately and never re-exports (so that no
//! code of the candidate's, which can name only conveyor, reaches what decides how it is
//! judged: docs/security.md). Events are stamped here with the virtual clock, which
//! lives in conveyor.

#[cfg(any(feature = "queue", feature = "pool"))]
pub(crate) use grader_probe::quietly;
#[cfg(feature = "pool")]
pub(crate) use grader_probe::record_pool;
pub(crate) use grader_probe::{
    Backlog, EventKind, Place, channel_made, count_op, count_write, current_name, given_name, joining, lock_let_go,
    lock_released, lock_taken, lock_wanted, lock_written, name_as_given, name_for_unnamed, program_thread_began,
    program_thread_ended, real_lock_jitter, real_spurious_after, real_wait_begins, real_wait_ends,
    real_woke_spuriously, really_poisoned, thread_ended, thread_started, unwinding_here,
};
#[cfg(feature = "queue")]
pub(crate) use grader_probe::{QueueCount, record_queue};

/// Records an event of the calling task at the virtual time now (explorer only).
#[cfg(any(feature = "queue", feature = "pool"))]
pub(crate) fn record(kind: EventKind, what: impl Into<String>, result: Option<String>) {
    grader_probe::record(kind, what, result, crate::time::now_if_explored());
}

/// A condvar's wait or notify of the student's: the condvar's address, and where the code
/// made the step.
pub(crate) fn record_sync(kind: EventKind, what: &str, at: (usize, Place)) {
    grader_probe::record_sync(kind, what, at, crate::time::now_if_explored());
}

/// Like [`record_sync`], with what the step gave ("timed out").
pub(crate) fn record_sync_result(kind: EventKind, what: &str, result: &str, at: (usize, Place)) {
    grader_probe::record_sync_result(kind, what, result, at, crate::time::now_if_explored());
}

/// A step on a channel, `object` the channel's address, with the error where it failed.
pub(crate) fn record_channel(kind: EventKind, what: &str, result: Option<&str>, object: usize) {
    grader_probe::record_channel(kind, what, result, object, crate::time::now_if_explored());
}

/// A panic ended the calling thread (explorer only).
pub(crate) fn thread_panicked() {
    grader_probe::thread_panicked(crate::time::now_if_explored());
}

/// A step of the student's that belongs to no condvar (a sleep).
pub(crate) fn record_step(kind: EventKind, what: &str) {
    grader_probe::record_step(kind, what, crate::time::now_if_explored());
}

/// A sleep on real threads, recorded as under the explorer when the kit asks: the work a
/// pool does side by side is the threads inside a sleep at once. Not one inside `quietly`
/// (the course's or a check's own pause), as under the explorer.
pub(crate) fn real_sleep(dur: std::time::Duration) {
    if grader_probe::real_quiet() {
        return std::thread::sleep(dur);
    }
    let what = format!("sleep({})", crate::words::millis(dur));
    grader_probe::record_real(EventKind::Call, what.clone(), None);
    std::thread::sleep(dur);
    grader_probe::record_real(EventKind::Return, what, None);
}
