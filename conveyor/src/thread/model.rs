//! A thread's body as conveyor's spawns make it: under the explorer named, and with its
//! panic kept for `join`; on real threads counted until it ends. Apart from thread.rs, so
//! that scope.rs needs nothing of the file that declares it.

use std::thread::Result;
use std::time::Duration;

/// An explored thread's builder. A thread the student did not name gets one from its role
/// ("worker 2"): a report never shows a thread without a name.
pub(super) fn builder(name: Option<String>, stack_size: Option<usize>) -> shuttle::thread::Builder {
    let b = shuttle::thread::Builder::new().name(name.unwrap_or_else(crate::probe::name_for_unnamed));
    match stack_size {
        Some(size) => b.stack_size(size),
        None => b,
    }
}

/// What an explored thread runs: `f`, with its panic as its result where `catch` says so;
/// from the virtual time `late` on, where a check has the candidate's threads begin late
/// (`crate::time::threads_start_late`, read as the thread was spawned).
/// `given`: the name the program gave the thread, which is what the thread is told its
/// name is (`crate::thread::current`), as on real threads.
pub(super) fn body<T>(given: Option<String>, catch: bool, late: Option<Duration>, f: impl FnOnce() -> T) -> Result<T> {
    crate::probe::given_name(given);
    // Seen once at its start, so that a panic report can name the thread.
    crate::probe::current_name();
    // A thread of the program's, not the scenario's own: whether one ended (a worker that
    // died) is the checks' to read.
    if catch {
        crate::probe::program_thread_began();
    }
    if let Some(at) = late {
        crate::time::begin_at(at);
    }
    let result = run_catching(catch, f);
    crate::probe::thread_ended();
    if catch {
        crate::probe::program_thread_ended(result.is_ok(), crate::time::now_if_explored());
    }
    result
}

/// Runs a spawned thread's body; with `catch`, its panic becomes its result, as std's
/// `join` would report it. A timeout's rescue (`crate::time`) is no panic of the thread's
/// own: it ends the whole execution, so it goes on unwinding.
fn run_catching<T>(catch: bool, f: impl FnOnce() -> T) -> Result<T> {
    if catch {
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).map_err(|payload| {
            if payload.is::<grader_probe::RescuedByTimeout>() {
                std::panic::resume_unwind(payload)
            }
            // The thread ends here: what the others wait for from it never comes.
            crate::probe::thread_panicked();
            payload
        })
    } else {
        Ok(f())
    }
}

/// A real thread's body: it counts itself ended as it returns or unwinds
/// (`probe::thread_ended`), as an explored thread does, so that a pool left running is
/// seen on real threads too.
pub(super) fn counted<T>(f: impl FnOnce() -> T) -> impl FnOnce() -> T {
    move || {
        struct Ended;
        impl Drop for Ended {
            fn drop(&mut self) {
                crate::probe::thread_ended();
            }
        }
        let _ended = Ended;
        f()
    }
}

/// Joins an explored thread of the program's: recorded as a join while it waits
/// (`probe::joining`), so that a join that waits for a thread that waits is seen.
pub(super) fn joined<T>(thread: &shuttle::thread::Thread, join: impl FnOnce() -> T) -> T {
    crate::probe::joining(usize::from(thread.id()), thread.name(), join)
}
