//! Which explored task is unwinding, so that a lock is poisoned only by the task whose
//! panic it is. Every explored task runs on one OS thread, and std counts the panics under
//! way per OS thread: while one task unwinds (and a drop on its way yields), every other
//! task sees `std::thread::panicking()`, and shuttle's mutex, which wraps std's, poisons
//! the lock such a task lets go. Real threads never do that: a correct pool whose worker
//! catches a task's panic failed under the explorer on a lock another thread had let go
//! meanwhile (a red team's, 2026-12-07; the `threadpool` crate's shape with `expect`).

use std::sync::Mutex as StdMutex;
use std::thread::ThreadId;

/// The explored tasks that began to unwind and have not been caught yet, by the OS thread
/// the explorer runs on (tests explore side by side).
static UNWINDING: StdMutex<Vec<(ThreadId, usize)>> = StdMutex::new(Vec::new());

/// The locks a task let go while it unwound itself: poisoned for real, by address.
static POISONED: StdMutex<Vec<(ThreadId, usize)>> = StdMutex::new(Vec::new());

/// The panic hook's: the calling explored task begins to unwind.
pub fn task_panicked() {
    if let Some(task) = crate::current_task() {
        let me = std::thread::current().id();
        UNWINDING.lock().unwrap_or_else(|e| e.into_inner()).push((me, task));
    }
}

/// Whether the calling explored task is unwinding. Where no panic is under way on this OS
/// thread, none of its tasks is: every one that began has been caught.
pub fn unwinding_here() -> bool {
    let me = std::thread::current().id();
    let mut unwinding = UNWINDING.lock().unwrap_or_else(|e| e.into_inner());
    if !std::thread::panicking() {
        unwinding.retain(|(os, _)| *os != me);
        return false;
    }
    crate::current_task().is_some_and(|task| unwinding.contains(&(me, task)))
}

/// conveyor, as an explored task lets go of the lock at `lock`: where the task began to
/// unwind while it held the lock, the lock is poisoned for real. As std's guard does, one
/// taken while the task already unwound (`taken_unwinding`, in a drop on its way) poisons
/// nothing.
pub fn lock_let_go(lock: usize, taken_unwinding: bool) {
    if !taken_unwinding && std::thread::panicking() && unwinding_here() {
        let me = std::thread::current().id();
        POISONED.lock().unwrap_or_else(|e| e.into_inner()).push((me, lock));
    }
}

/// Whether the lock at `lock` was poisoned by a task that unwound while it held it, in this
/// execution; a poisoned lock that was not was poisoned by another task's panic.
pub fn really_poisoned(lock: usize) -> bool {
    let me = std::thread::current().id();
    POISONED.lock().unwrap_or_else(|e| e.into_inner()).contains(&(me, lock))
}

/// A new execution: no task unwinds, no lock is poisoned.
pub(crate) fn forget() {
    let me = std::thread::current().id();
    UNWINDING
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .retain(|(os, _)| *os != me);
    POISONED
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .retain(|(os, _)| *os != me);
}
