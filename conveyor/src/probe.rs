//! What the grader's checks can observe from outside the student's code.
//!
//! Nothing here changes behaviour; it only counts. All of it is inert on real threads.

use std::sync::Mutex as StdMutex;

/// The number of synchronisation operations (lock, try_lock, atomics, yield, sleep,
/// try_send, try_recv) a task has made in the current execution.
#[derive(Clone, Copy, Debug, Default)]
struct OpCount(u64);

/// Counts one synchronisation operation of the current task (explorer only).
pub(crate) fn count_op() {
    if let Some(task) = shuttle::current::try_get_current_task() {
        let n = shuttle::current::get_label_for_task::<OpCount>(task).unwrap_or_default();
        shuttle::current::set_label_for_task(task, OpCount(n.0 + 1));
    }
}

/// Synchronisation operations made so far by the calling task in this execution;
/// 0 on real threads. A thread that waits properly makes a handful; one that spins
/// makes one per turn it gets.
pub fn ops_of_current_task() -> u64 {
    match shuttle::current::try_get_current_task() {
        Some(task) => {
            shuttle::current::get_label_for_task::<OpCount>(task)
                .unwrap_or_default()
                .0
        }
        None => 0,
    }
}

/// The name of the calling thread or explored task, if it has one.
pub fn current_name() -> Option<String> {
    match shuttle::current::try_get_current_task() {
        Some(task) => shuttle::current::get_name_for_task(task).map(String::from),
        None => std::thread::current().name().map(String::from),
    }
}

static QUEUES_MADE: StdMutex<Vec<usize>> = StdMutex::new(Vec::new());

pub(crate) fn record_queue(capacity: usize) {
    QUEUES_MADE.lock().unwrap_or_else(|e| e.into_inner()).push(capacity);
}

/// Capacities of the `BoundedQueue`s made since the last call, oldest first, and forgets them.
/// Checks use it to see that a program made the queue it was asked for.
pub fn take_queues_made() -> Vec<usize> {
    std::mem::take(&mut *QUEUES_MADE.lock().unwrap_or_else(|e| e.into_inner()))
}
