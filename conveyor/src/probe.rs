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
        Some(task) => {
            let name = shuttle::current::get_name_for_task(task).map(String::from);
            if let (Some(name), Ok(mut names)) = (&name, NAMES.try_lock())
                && !names.iter().any(|(t, _)| *t == usize::from(task))
            {
                names.push((usize::from(task), name.clone()));
            }
            name
        }
        None => std::thread::current().name().map(String::from),
    }
}

/// Task ids and the names seen for them in this execution: what a panic hook may read,
/// since asking shuttle from inside a panic hook could itself panic.
static NAMES: StdMutex<Vec<(usize, String)>> = StdMutex::new(Vec::new());

/// The calling task's name as last seen, without calling into shuttle's state: safe
/// in a panic hook.
pub fn current_name_in_panic() -> Option<String> {
    let task = usize::from(shuttle::current::try_get_current_task()?);
    let names = NAMES.try_lock().ok()?;
    names.iter().find(|(t, _)| *t == task).map(|(_, n)| n.clone())
}

/// Forgets the names of the last execution's tasks.
pub fn forget_names() {
    NAMES.lock().unwrap_or_else(|e| e.into_inner()).clear();
}

static QUEUES_MADE: StdMutex<Vec<usize>> = StdMutex::new(Vec::new());

#[cfg_attr(not(feature = "queue"), allow(dead_code))]
pub(crate) fn record_queue(capacity: usize) {
    QUEUES_MADE.lock().unwrap_or_else(|e| e.into_inner()).push(capacity);
}

/// Capacities of the `BoundedQueue`s made since the last call, oldest first, and forgets them.
/// Checks use it to see that a program made the queue it was asked for.
pub fn take_queues_made() -> Vec<usize> {
    std::mem::take(&mut *QUEUES_MADE.lock().unwrap_or_else(|e| e.into_inner()))
}

static POOLS_MADE: StdMutex<Vec<usize>> = StdMutex::new(Vec::new());

pub(crate) fn record_pool(size: usize) {
    POOLS_MADE.lock().unwrap_or_else(|e| e.into_inner()).push(size);
}

/// Sizes of the given `conveyor::WorkerPool`s made since the last call, oldest first, and
/// forgets them. Exercise 4's checks use it to see that the student built their own pool.
pub fn take_pools_made() -> Vec<usize> {
    std::mem::take(&mut *POOLS_MADE.lock().unwrap_or_else(|e| e.into_inner()))
}

/// What happened, at the level of the exercise: a call that began, one that returned,
/// or a note. Only recorded under the explorer; the grader draws failures from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    pub thread: String,
    pub kind: EventKind,
    /// The call as code (`put(3)`, `take()`) or the note's text.
    pub what: String,
    /// What a call returned, in Rust's debug notation.
    pub result: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventKind {
    Call,
    Return,
    Note,
}

static EVENTS: StdMutex<Vec<Event>> = StdMutex::new(Vec::new());

fn events() -> std::sync::MutexGuard<'static, Vec<Event>> {
    EVENTS.lock().unwrap_or_else(|e| e.into_inner())
}

/// Records an event of the calling task (explorer only; nothing on real threads).
pub fn record(kind: EventKind, what: impl Into<String>, result: Option<String>) {
    if crate::explored() {
        let thread = current_name().unwrap_or_else(|| "?".to_string());
        events().push(Event {
            thread,
            kind,
            what: what.into(),
            result,
        });
    }
}

/// The events recorded since the last call, oldest first, and forgets them.
pub fn take_events() -> Vec<Event> {
    std::mem::take(&mut *events())
}

static THREADS_STARTED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
static EXECUTION_THREADS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Counted on real threads too: the checks' last phase runs each scenario on real threads,
/// with the same oracles.
pub(crate) fn thread_started() {
    THREADS_STARTED.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    EXECUTION_THREADS.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    if crate::explored() {
        THREADS_RUNNING.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    }
}

/// Like [`take_threads_started`], but a count of the grader-kit's own, which the checks
/// never reset: whether an execution started any thread at all.
pub fn take_execution_threads() -> usize {
    EXECUTION_THREADS.swap(0, std::sync::atomic::Ordering::SeqCst)
}

static THREADS_RUNNING: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Called by a thread started through `conveyor::thread` as its closure returns.
pub(crate) fn thread_ended() {
    if crate::explored() {
        let _ = THREADS_RUNNING.fetch_update(
            std::sync::atomic::Ordering::SeqCst,
            std::sync::atomic::Ordering::SeqCst,
            |n| n.checked_sub(1),
        );
    }
}

/// Threads started through `conveyor::thread` under the explorer that have not returned
/// yet. Checks use it to see that a function closed its pool before returning: every
/// worker it started has ended by then.
pub fn threads_running() -> usize {
    THREADS_RUNNING.load(std::sync::atomic::Ordering::SeqCst)
}

/// Forgets the threads counted as running: for the start of an execution, since one that
/// failed half-way leaves threads that never returned.
pub fn forget_running_threads() {
    THREADS_RUNNING.store(0, std::sync::atomic::Ordering::SeqCst);
}

/// Threads started through `conveyor::thread` (spawn, Builder, scopes) since the last call,
/// and forgets the count. Checks use it to see that a pool of
/// `size` starts no more than `size` threads.
pub fn take_threads_started() -> usize {
    THREADS_STARTED.swap(0, std::sync::atomic::Ordering::SeqCst)
}

/// Set on a task while it is inside code the course gives (conveyor's `BoundedQueue`):
/// the condvar steps inside are the course's, not the student's, and would only crowd
/// the timeline.
#[derive(Clone, Copy, Debug, Default)]
struct Quiet(bool);

/// Runs `f` without recording the condvar steps inside it.
pub(crate) fn quietly<R>(f: impl FnOnce() -> R) -> R {
    let task = shuttle::current::try_get_current_task();
    if let Some(task) = task {
        shuttle::current::set_label_for_task(task, Quiet(true));
    }
    let result = f();
    if let Some(task) = task {
        shuttle::current::set_label_for_task(task, Quiet(false));
    }
    result
}

/// Records a step of the student's own synchronisation (a condvar wait or notify):
/// where a lost wake-up shows in the timeline.
pub(crate) fn record_sync(kind: EventKind, what: &str) {
    record_sync_as(kind, what, None);
}

/// Like [`record_sync`], with what the step gave ("timed out").
pub(crate) fn record_sync_result(kind: EventKind, what: &str, result: &str) {
    record_sync_as(kind, what, Some(result.to_string()));
}

fn record_sync_as(kind: EventKind, what: &str, result: Option<String>) {
    if let Some(task) = shuttle::current::try_get_current_task() {
        let quiet = shuttle::current::get_label_for_task::<Quiet>(task).unwrap_or_default();
        if !quiet.0 {
            record(kind, what, result);
        }
    }
}
