//! What the grader's checks can observe from outside the student's code: conveyor counts
//! and records here, the kit and the checks read (as `grader_kit::probe`).
//!
//! Its own crate, out of the candidate's reach: some of it changes how a program is
//! judged (a scenario marked as judged under the explorer only is not run again on real
//! threads; recorded events are what the oracles read), so no code of the candidate's may
//! name it. conveyor depends on it without re-exporting it, and the candidate's crate
//! depends only on conveyor. Inert on real threads, but for its allocator
//! (`out_of_memory.rs`) and its fixed `getrandom` (`random.rs`), which every program
//! linking conveyor uses.

mod locks;
mod out_of_memory;
mod random;
mod unwinding;
pub use unwinding::{lock_let_go, really_poisoned, task_panicked, unwinding_here};

pub use locks::{
    CycleLink, LockWait, Section, lock_cycle, lock_released, lock_taken, lock_waits, lock_wanted, lock_written,
    sections,
};

use std::sync::Mutex as StdMutex;

/// The number of synchronisation operations (lock, try_lock, atomics, yield, sleep,
/// try_send, try_recv) a task has made in the current execution.
#[derive(Clone, Copy, Debug, Default)]
struct OpCount(u64);

/// Counts one synchronisation operation of the current task (explorer only).
pub fn count_op() {
    if let Some(task) = shuttle::current::try_get_current_task() {
        let n = shuttle::current::get_label_for_task::<OpCount>(task).unwrap_or_default();
        shuttle::current::set_label_for_task(task, OpCount(n.0 + 1));
        note_ops(usize::from(task), n.0 + 1);
    } else if REAL_COUNTING.load(std::sync::atomic::Ordering::Relaxed) {
        REAL_OPS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        REAL_CALLS.with(|c| {
            let mut c = c.borrow_mut();
            c.just_woke = false;
            c.ops += 1;
        });
    }
}

/// The writes to shared state (a lock's value changed through its guard, an atomic stored
/// or updated) each task has made in the current execution, by task id. An array of
/// atomics, not a task label as [`OpCount`]: a write is counted on the hottest path (every
/// item a queue takes or gives), and a label is a lookup in the task's map of types. A task
/// beyond the array's end counts none (its sleeps are then told by their looks alone).
static WRITES: [std::sync::atomic::AtomicU64; 256] = [const { std::sync::atomic::AtomicU64::new(0) }; 256];

/// Counts one write of the current task to shared state (explorer only): what tells work
/// between two sleeps (a line pushed to a log, a count raised, an item put) from a look
/// that only reads (a flag, a counter, a length).
pub fn count_write() {
    if let Some(task) = shuttle::current::try_get_current_task()
        && let Some(count) = WRITES.get(usize::from(task))
    {
        count.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    }
}

fn writes_of_current_task() -> u64 {
    shuttle::current::try_get_current_task()
        .and_then(|task| WRITES.get(usize::from(task)))
        .map_or(0, |count| count.load(std::sync::atomic::Ordering::Relaxed))
}

/// Each task's synchronisation operations in this execution, as it made them: kept outside
/// shuttle's state, which a failed execution takes with it, so that a run stopped at the
/// step bound can say which thread kept trying, and in which call.
static OPS: StdMutex<Vec<(usize, u64)>> = StdMutex::new(Vec::new());

fn note_ops(task: usize, ops: u64) {
    if let Ok(mut all) = OPS.try_lock() {
        match all.iter_mut().find(|(t, _)| *t == task) {
            Some(seen) => seen.1 = ops,
            None => all.push((task, ops)),
        }
    }
}

/// The name of the thread that made the most synchronisation operations in this
/// execution, if any made one.
pub fn busiest_thread() -> Option<String> {
    let (task, _) = OPS
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .copied()
        .filter(|(_, ops)| *ops > 0)
        // The first to reach the most, on a tie.
        .fold(None, |best: Option<(usize, u64)>, t| match best {
            Some(b) if b.1 >= t.1 => Some(b),
            _ => Some(t),
        })?;
    name_of_task(task)
}

/// The synchronisation operations each thread had made when the execution ended, by name.
pub fn ops_by_thread() -> Vec<(String, u64)> {
    let all = OPS.lock().unwrap_or_else(|e| e.into_inner()).clone();
    all.into_iter()
        .filter_map(|(task, ops)| Some((name_of_task(task)?, ops)))
        .collect()
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
            let name = shuttle::current::get_name_for_task(task).map(String::from)?;
            let task = usize::from(task);
            let Ok(mut names) = NAMES.try_lock() else {
                return Some(name);
            };
            // A thread may be named only once it runs (a scoped thread's Builder name):
            // the name kept is the one it has now, made distinct once.
            let kept = names.iter().position(|(t, _)| *t == task);
            if let Some(i) = kept
                && (names[i].1 == name
                    || names[i]
                        .1
                        .strip_prefix(name.as_str())
                        .is_some_and(|r| r.starts_with(" (")))
            {
                return Some(names[i].1.clone());
            }
            let others = names.iter().filter(|(t, _)| *t != task).map(|(_, n)| n.as_str());
            let name = distinct(&name, others);
            match kept {
                Some(i) => names[i].1 = name.clone(),
                None => names.push((task, name.clone())),
            }
            Some(name)
        }
        None => std::thread::current().name().map(String::from),
    }
}

/// `name`, or, where threads already seen had it, `name (2)`, `name (3)`, …: a pool may
/// give every worker the same name (the threadpool crate does), and what a check reads
/// from the events (which thread's call a return ends, what was in flight at once) must
/// tell its threads apart.
fn distinct<'a>(name: &str, seen: impl Iterator<Item = &'a str> + Clone) -> String {
    if !seen.clone().any(|n| n == name) {
        return name.to_string();
    }
    (2..)
        .map(|n| format!("{name} ({n})"))
        .find(|candidate| !seen.clone().any(|n| n == candidate))
        .expect("some number is free")
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

/// The name seen for the task numbered `id` in this execution, if it ran.
pub fn name_of_task(id: usize) -> Option<String> {
    let names = NAMES.lock().unwrap_or_else(|e| e.into_inner());
    names.iter().find(|(t, _)| *t == id).map(|(_, n)| n.clone())
}

/// The names of the threads that ran in this execution, in the order each first ran.
pub fn names_seen() -> Vec<String> {
    let names = NAMES.lock().unwrap_or_else(|e| e.into_inner());
    names.iter().map(|(_, name)| name.clone()).collect()
}

/// The number of the calling explored task in this execution, None on real threads: a
/// thread told apart from others of the same name (a pool may name every worker alike).
pub fn current_task() -> Option<usize> {
    shuttle::current::try_get_current_task().map(usize::from)
}

/// The numbers of the tasks that ran in this execution, in the order each first ran (as
/// [`names_seen`]).
pub fn tasks_seen() -> Vec<usize> {
    let names = NAMES.lock().unwrap_or_else(|e| e.into_inner());
    names.iter().map(|(task, _)| *task).collect()
}

/// The names the program gave its explored threads, by task (`None`: started without
/// one), as they were given: what `conveyor::thread::current().name()` answers. The names
/// the events carry ("thread 2" for an unnamed one, "worker (2)" for a second "worker") are
/// the report's; answered to the program, they would tell it that it is explored, since
/// std on real threads has `None` and the name as given.
/// Keyed by the OS thread the explorer runs on too: tests explore side by side.
static GIVEN_NAMES: StdMutex<Vec<(GivenKey, Option<String>)>> = StdMutex::new(Vec::new());

type GivenKey = (std::thread::ThreadId, usize);

fn given_key(task: shuttle::current::TaskId) -> GivenKey {
    (std::thread::current().id(), usize::from(task))
}

/// Records, at the start of an explored thread's body, the name its program gave it.
pub fn given_name(name: Option<String>) {
    if let Some(task) = shuttle::current::try_get_current_task() {
        let key = given_key(task);
        let mut given = GIVEN_NAMES.lock().unwrap_or_else(|e| e.into_inner());
        given.retain(|(k, _)| *k != key);
        given.push((key, name));
    }
}

/// The calling thread's name as its program gave it, explored or not: `None` for a thread
/// started without one, the scenario's main thread "main" as std's.
pub fn name_as_given() -> Option<String> {
    let Some(task) = shuttle::current::try_get_current_task() else {
        return std::thread::current().name().map(String::from);
    };
    let key = given_key(task);
    let given = GIVEN_NAMES.lock().unwrap_or_else(|e| e.into_inner());
    match given.iter().find(|(k, _)| *k == key) {
        Some((_, name)) => name.clone(),
        None => shuttle::current::get_name_for_task(task).map(String::from),
    }
}

/// Forgets the names of the last execution's tasks, and how many threads were left
/// unnamed; unnamed threads are "thread 1", "thread 2", … again until a check names their role.
pub fn forget_names() {
    NAMES.lock().unwrap_or_else(|e| e.into_inner()).clear();
    let me = std::thread::current().id();
    GIVEN_NAMES
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .retain(|((explorer, _), _)| *explorer != me);
    OPS.lock().unwrap_or_else(|e| e.into_inner()).clear();
    for count in &WRITES {
        count.store(0, std::sync::atomic::Ordering::Relaxed);
    }
    *UNNAMED.lock().unwrap_or_else(|e| e.into_inner()) = (String::from("thread"), 0);
    OBJECTS.lock().unwrap_or_else(|e| e.into_inner()).clear();
    locks::forget();
    PROGRAM_TASKS.lock().unwrap_or_else(|e| e.into_inner()).clear();
    PROGRAM_ENDED.store(0, std::sync::atomic::Ordering::SeqCst);
    PROGRAM_RETURNED.lock().unwrap_or_else(|e| e.into_inner()).clear();
    unwinding::forget();
}

/// The explored tasks of the threads the program started (through `conveyor::thread`, not
/// the scenario's own, which `scenario::spawn` starts), in this execution.
static PROGRAM_TASKS: StdMutex<Vec<usize>> = StdMutex::new(Vec::new());
/// How many of those ended in this execution.
static PROGRAM_ENDED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
/// Those that returned (not by a panic), each with the virtual time it returned at, in
/// the order they ended: a worker that stopped while tasks were still waiting is the cause
/// of fewer tasks side by side, not the way tasks were handed out.
static PROGRAM_RETURNED: StdMutex<Vec<Ended>> = StdMutex::new(Vec::new());

/// A thread of the program's that returned from its body (explorer only).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ended {
    pub thread: String,
    pub at: Option<std::time::Duration>,
}

/// Called by a thread the program started, as it begins (explorer only).
pub fn program_thread_began() {
    if let Some(task) = shuttle::current::try_get_current_task() {
        PROGRAM_TASKS
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .push(usize::from(task));
    }
}

/// Called by a thread the program started, as it ends, returned or unwound (explorer
/// only), at the virtual time `at`.
pub fn program_thread_ended(returned: bool, at: Option<std::time::Duration>) {
    if explored() {
        PROGRAM_ENDED.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        if returned {
            let thread = current_name().unwrap_or_else(|| "thread".to_string());
            PROGRAM_RETURNED
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(Ended { thread, at });
        }
    }
}

/// The threads of the program's that returned so far in this execution, in that order.
pub fn program_threads_returned() -> Vec<Ended> {
    PROGRAM_RETURNED.lock().unwrap_or_else(|e| e.into_inner()).clone()
}

/// How many threads the program started so far in this execution (explorer only).
pub fn program_threads_started() -> usize {
    PROGRAM_TASKS.lock().unwrap_or_else(|e| e.into_inner()).len()
}

/// How many threads the program started have ended so far in this execution: a worker
/// that stopped (or died) before its pool was closed is one of them.
pub fn program_threads_ended() -> usize {
    PROGRAM_ENDED.load(std::sync::atomic::Ordering::SeqCst)
}

/// Whether the calling task is a thread the program started, not the scenario's own;
/// safe in a panic hook (it only asks shuttle which task runs, as
/// [`current_name_in_panic`] does).
pub fn in_program_thread() -> bool {
    let Some(task) = shuttle::current::try_get_current_task() else {
        return false;
    };
    PROGRAM_TASKS
        .try_lock()
        .is_ok_and(|tasks| tasks.contains(&usize::from(task)))
}

/// The role that names the threads the student starts without a name, and how many got one.
static UNNAMED: StdMutex<(String, usize)> = StdMutex::new((String::new(), 0));

/// From now on in this execution, a thread started without a name is called `role 1`,
/// `role 2`, … in the order they are spawned: "worker 1" in a pool.
pub fn name_unnamed_threads(role: &str) {
    *UNNAMED.lock().unwrap_or_else(|e| e.into_inner()) = (role.to_string(), 0);
}

/// The next name for a thread spawned without one.
pub fn name_for_unnamed() -> String {
    let mut unnamed = UNNAMED.lock().unwrap_or_else(|e| e.into_inner());
    if unnamed.0.is_empty() {
        unnamed.0 = String::from("thread");
    }
    unnamed.1 += 1;
    format!("{} {}", unnamed.0, unnamed.1)
}

/// Synchronisation objects (condvars) by address, numbered in the order first seen in
/// this execution: which condvar a wait and a notify were on.
static OBJECTS: StdMutex<Vec<usize>> = StdMutex::new(Vec::new());

fn object_number(address: usize) -> usize {
    let mut objects = OBJECTS.lock().unwrap_or_else(|e| e.into_inner());
    match objects.iter().position(|a| *a == address) {
        Some(i) => i + 1,
        None => {
            objects.push(address);
            objects.len()
        }
    }
}

/// How many items one `BoundedQueue` holds, kept by the queue under its own lock (so the
/// count is exact, on real threads too). Plain std atomics: the bookkeeping must not add
/// points where the explorer switches threads.
#[derive(Debug, Default)]
pub struct QueueCount(std::sync::atomic::AtomicUsize);

impl QueueCount {
    /// Call as an item goes in.
    pub fn put(&self) {
        self.0.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    }

    /// Call as an item comes out.
    pub fn took(&self) {
        let _ = self.0.fetch_update(
            std::sync::atomic::Ordering::SeqCst,
            std::sync::atomic::Ordering::SeqCst,
            |n| n.checked_sub(1),
        );
    }
}

/// A `BoundedQueue` made through conveyor, as a check sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QueueSeen {
    pub capacity: usize,
    /// The items it holds now (when the check asked): what went in and nobody took.
    pub inside: usize,
}

static QUEUES_MADE: StdMutex<Vec<(usize, std::sync::Arc<QueueCount>)>> = StdMutex::new(Vec::new());

/// A new queue of `capacity`, recorded for [`take_queues_seen`]; the queue keeps the count.
pub fn record_queue(capacity: usize) -> std::sync::Arc<QueueCount> {
    let count = std::sync::Arc::new(QueueCount::default());
    QUEUES_MADE
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .push((capacity, count.clone()));
    count
}

/// Capacities of the `BoundedQueue`s of orders (`Option<Order>`) made since the last call,
/// oldest first, and forgets them; conveyor records no other queue.
/// Checks use it to see that a program made the queue it was asked for.
pub fn take_queues_made() -> Vec<usize> {
    take_queues_seen().iter().map(|q| q.capacity).collect()
}

/// The `BoundedQueue`s made since the last call, oldest first, with what each holds now,
/// and forgets them. Checks use it to see what a program left behind in its queues: an
/// item nobody will ever take (a pill too many).
pub fn take_queues_seen() -> Vec<QueueSeen> {
    let made = std::mem::take(&mut *QUEUES_MADE.lock().unwrap_or_else(|e| e.into_inner()));
    made.iter()
        .map(|(capacity, count)| QueueSeen {
            capacity: *capacity,
            inside: count.0.load(std::sync::atomic::Ordering::SeqCst),
        })
        .collect()
}

static POOLS_MADE: StdMutex<Vec<usize>> = StdMutex::new(Vec::new());

pub fn record_pool(size: usize) {
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
    /// For a condvar's wait or notify: which condvar, numbered from 1 in this execution.
    pub object: Option<usize>,
    /// When, on the execution's virtual clock.
    pub at: Option<std::time::Duration>,
    /// For a condvar's wait or notify: where the code that made it is (which condvar it is
    /// in the student's words: the field the grader reads there).
    pub place: Option<Place>,
    /// The synchronisation operations the thread had made by then in this execution: how
    /// many a call made is the difference between its return's and its call's.
    pub ops: u64,
    /// The writes to shared state the thread had made by then in this execution
    /// ([`count_write`]); 0 on real threads, which do not count them.
    pub writes: u64,
}

/// Where in the source a synchronisation step was written: the caller of conveyor's
/// `lock`, `wait` or `notify_one`, as `#[track_caller]` gives it. A place names a lock or
/// a condvar in a report by the code at it; nothing the program writes at run time does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    pub file: &'static str,
    pub line: u32,
    pub column: u32,
}

impl Place {
    /// The place of the caller's caller, through every `#[track_caller]` function between.
    #[track_caller]
    pub fn caller() -> Place {
        let at = std::panic::Location::caller();
        Place {
            file: at.file(),
            line: at.line(),
            column: at.column(),
        }
    }
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

/// True while the calling code runs inside an explored execution.
fn explored() -> bool {
    shuttle::current::try_get_current_task().is_some()
}

/// Records an event of the calling task (on real threads only while the kit asks, see
/// [`record_real_threads`]), at `at`
/// on the execution's virtual clock (conveyor's, which this crate cannot read).
pub fn record(kind: EventKind, what: impl Into<String>, result: Option<String>, at: Option<std::time::Duration>) {
    record_on(kind, what.into(), result, (None, None), at);
}

/// A join of the program's, recorded while it waits (`join(thread 1)`) and forgotten once
/// it returned: a join that never returns is part of a deadlock's story ("main waits in
/// join for thread 1, which waits for its pill"); every other join would only lengthen
/// each timeline by two rows. Only under the explorer. `task`: the joined thread's task.
pub fn joining<T>(task: usize, given: Option<&str>, join: impl FnOnce() -> T) -> T {
    if !explored() {
        return join();
    }
    let joined = name_of_task(task)
        .or_else(|| given.map(String::from))
        .unwrap_or_else(|| "thread".into());
    let what = format!("join({joined})");
    let thread = current_name().unwrap_or_else(|| "thread".to_string());
    record(EventKind::Call, what.clone(), None, None);
    let result = join();
    let mut events = events();
    if let Some(i) = events
        .iter()
        .rposition(|e| e.thread == thread && e.kind == EventKind::Call && e.what == what)
    {
        events.remove(i);
    }
    result
}

fn record_on(
    kind: EventKind,
    what: String,
    result: Option<String>,
    (object, place): (Option<usize>, Option<Place>),
    at: Option<std::time::Duration>,
) {
    if !explored() {
        record_real(kind, what, result);
        return;
    }
    // Every thread started through conveyor has a name; only a raw shuttle thread has none.
    let thread = current_name().unwrap_or_else(|| "thread".to_string());
    let ops = ops_of_current_task();
    let writes = writes_of_current_task();
    events().push(Event {
        thread,
        kind,
        what,
        result,
        object,
        at,
        place,
        ops,
        writes,
    });
}

/// The note a thread's last event is when a panic ended it: the grader's catalog key for it
/// (`grader_report::trace::PANICKED`, the same text).
pub const PANICKED: &str = "timeline-panicked";

/// Records that a panic ended the calling thread: the body of a thread the program
/// started panicked, and conveyor keeps the panic for `join`, as std does. Explorer only;
/// recorded inside quiet code too, which a panic may have left (the thread is gone either
/// way). The timeline shows the thread ended there, not waiting in the calls it was in.
pub fn thread_panicked(at: Option<std::time::Duration>) {
    if explored() {
        record_on(EventKind::Note, PANICKED.to_string(), None, (None, None), at);
    }
}

/// The events recorded since the last call, oldest first, and forgets them.
pub fn take_events() -> Vec<Event> {
    std::mem::take(&mut *events())
}

/// How many events were recorded so far in this execution: where the next one goes (a
/// lock's hold begins there), and where an oracle's finding stands in them, so that what
/// ran after it is not shown as what led to it.
pub fn events_recorded() -> usize {
    events().len()
}

/// The events recorded so far in this execution, oldest first, without forgetting them:
/// for an oracle that judges what the execution did (how many tasks were in flight at once).
pub fn events_so_far() -> Vec<Event> {
    events().clone()
}

/// `look` at the events recorded so far in this execution, without copying them: for an
/// oracle that reads every execution's record. Nothing may be recorded inside `look`.
pub fn with_events<R>(look: impl FnOnce(&[Event]) -> R) -> R {
    look(&events())
}

static THREADS_STARTED: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
static EXECUTION_THREADS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Counted on real threads too: the checks' last phase runs each scenario on real threads,
/// with the same oracles.
pub fn thread_started() {
    THREADS_STARTED.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    EXECUTION_THREADS.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    // On real threads too: a pool left running (its workers never stopped) is as wrong
    // there as where explored, and a program could tell the two apart.
    THREADS_RUNNING.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
}

/// Like [`take_threads_started`], but a count of the grader-kit's own, which the checks
/// never reset: whether an execution started any thread at all.
pub fn take_execution_threads() -> usize {
    EXECUTION_THREADS.swap(0, std::sync::atomic::Ordering::SeqCst)
}

static THREADS_RUNNING: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Called by a thread started through `conveyor::thread` as its closure returns.
pub fn thread_ended() {
    let _ = THREADS_RUNNING.fetch_update(
        std::sync::atomic::Ordering::SeqCst,
        std::sync::atomic::Ordering::SeqCst,
        |n| n.checked_sub(1),
    );
}

/// Threads started through `conveyor::thread` that have not returned yet, explored or on
/// real threads (where a thread counts itself ended as its body returns or unwinds). Checks use it to see that a function closed its pool before returning: every
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

/// shuttle's config for an explored execution, the checks' and a given main's on the
/// virtual clock alike (conveyor's `given_main`): its failures said by the kit, never
/// written to files; at most `max_steps` scheduling steps.
pub fn explorer_config(max_steps: usize) -> shuttle::Config {
    let mut config = shuttle::Config::new();
    config.failure_persistence = shuttle::FailurePersistence::None;
    config.max_steps = shuttle::MaxSteps::FailAfter(max_steps);
    config.silence_warnings = true;
    // Each explored thread runs on a stack of this size (shuttle's default is 60 KiB). The
    // checks and the candidate are compiled unoptimised (the grader's scratch profile), and
    // unoptimised frames are larger: a queue or pool that fits in 60 KiB when optimised
    // must not overflow here. Pages are touched only as used, but each stack counts whole
    // towards the check's memory limit (`RLIMIT_DATA`, 512 MiB): 256 KiB keeps a few
    // hundred explored threads well inside it.
    config.stack_size = 256 * 1024;
    config
}

/// Runs `f` without recording the condvar steps inside it: for code the course gives,
/// and for a check's own plumbing (a tally its tasks wait on), which is not the student's.
/// On real threads, where a wait that wakes for nothing is the student's to look at again
/// ([`real_woke_spuriously`]), not the course's.
pub fn quietly<R>(f: impl FnOnce() -> R) -> R {
    let task = shuttle::current::try_get_current_task();
    if let Some(task) = task {
        shuttle::current::set_label_for_task(task, Quiet(true));
    }
    let outer = REAL_QUIET.replace(true);
    let result = f();
    REAL_QUIET.set(outer);
    if let Some(task) = task {
        shuttle::current::set_label_for_task(task, Quiet(false));
    }
    result
}

thread_local! {
    /// Whether the calling real thread runs code inside [`quietly`].
    static REAL_QUIET: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether the calling real thread runs code inside [`quietly`]: its steps are not the
/// student's, and conveyor records no sleep of it.
pub fn real_quiet() -> bool {
    REAL_QUIET.get()
}

/// Records a step of the student's own synchronisation (a condvar wait or notify):
/// where a lost wake-up shows in the timeline.
/// `object` is the condvar's address, which tells a lost wake-up (a notify on the
/// condvar a thread waits on, which woke another) from a forgotten notify; `place` where the
/// code made the step. `at` as in [`record`].
pub fn record_sync(kind: EventKind, what: &str, (object, place): (usize, Place), at: Option<std::time::Duration>) {
    record_sync_as(kind, what, None, (Some(object), Some(place)), at);
}

/// Like [`record_sync`], with what the step gave ("timed out").
pub fn record_sync_result(
    kind: EventKind,
    what: &str,
    result: &str,
    (object, place): (usize, Place),
    at: Option<std::time::Duration>,
) {
    record_sync_as(kind, what, Some(result.to_string()), (Some(object), Some(place)), at);
}

/// Records a step on a channel (`Sender::send()`, `Receiver::recv()`), as a condvar's wait
/// and notify are: `object` is the channel's address, `result` the error where the step
/// failed. No place: the timeline says a channel's step by its call, and reads the code at
/// a place only to name a lock or a condvar.
pub fn record_channel(
    kind: EventKind,
    what: &str,
    result: Option<&str>,
    object: usize,
    at: Option<std::time::Duration>,
) {
    record_sync_as(kind, what, result.map(str::to_string), (Some(object), None), at);
}

/// A step of the student's that belongs to no condvar (a sleep).
pub fn record_step(kind: EventKind, what: &str, at: Option<std::time::Duration>) {
    record_sync_as(kind, what, None, (None, None), at);
}

fn record_sync_as(
    kind: EventKind,
    what: &str,
    result: Option<String>,
    (object, place): (Option<usize>, Option<Place>),
    at: Option<std::time::Duration>,
) {
    if !quiet_now() {
        record_on(kind, what.to_string(), result, (object.map(object_number), place), at);
    }
}

/// Whether the calling task runs code whose steps are not the student's ([`quietly`]); false
/// outside the explorer, where nothing is recorded this way.
fn quiet_now() -> bool {
    shuttle::current::try_get_current_task().is_none_or(|task| {
        shuttle::current::get_label_for_task::<Quiet>(task)
            .unwrap_or_default()
            .0
    })
}

/// Whether the calling thread's last call that has returned (a `put(3)` of a check) woke
/// from a condvar wait inside it: a put that overfills a queue after being woken did not
/// look again; one that never waited did not wait at all. On real threads, from the
/// calls the kit recorded there and conveyor's count of this thread's waits.
pub fn last_call_waited() -> bool {
    if !explored() {
        return REAL_CALLS.with(|c| c.borrow().last_call_waited);
    }
    let Some(me) = current_name() else {
        return false;
    };
    let events = events();
    let mine: Vec<&Event> = events.iter().filter(|e| e.thread == me).collect();
    let Some(end) = mine
        .iter()
        .rposition(|e| e.kind == EventKind::Return && !e.what.starts_with("Condvar::"))
    else {
        return false;
    };
    let what = &mine[end].what;
    let mut depth = 0;
    for e in mine[..end].iter().rev() {
        match e.kind {
            EventKind::Return if e.what == "Condvar::wait()" => return true,
            EventKind::Return if e.what == *what => depth += 1,
            EventKind::Call if e.what == *what => {
                if depth == 0 {
                    return false;
                }
                depth -= 1;
            }
            _ => {}
        }
    }
    false
}
/// How many messages wait in one channel, kept from outside it (explorer only): sends
/// that returned minus receives that returned a message. Under the explorer no thread
/// runs between a channel's own push or pop and the count beside it (shuttle switches
/// threads only before an operation or while it blocks), so the count is exact, and a
/// count above 1 proves that messages piled up in that channel.
#[derive(Debug)]
pub struct Backlog {
    item: &'static str,
    sent: std::sync::atomic::AtomicUsize,
    received: std::sync::atomic::AtomicUsize,
    most: std::sync::atomic::AtomicUsize,
    /// Who sent and received here, and when: whose channel it is, and whether a message
    /// went to its receiver before that receiver had asked for it.
    steps: StdMutex<Vec<ChannelStep>>,
}

/// What one task did on a channel, and when, in the order of every channel's steps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChannelStep {
    /// The place of the step among the steps on all channels: later is larger.
    pub at: u64,
    /// The explored task that made it.
    pub task: usize,
    pub kind: ChannelStepKind,
    /// The message sent or received, where conveyor can show it (a worker's id, an order
    /// as `Some(1001)` or `None`); None for a send that begins, or a message of another type.
    pub message: Option<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChannelStepKind {
    /// A send (or try_send) began: what the sender knew then is what it sent on.
    SendBegins,
    /// A send returned Ok: the message is inside.
    Sent,
    /// A receive returned a message.
    Received,
}

/// Numbers the steps of all channels in the order they happen (explorer only, where one
/// task runs at a time).
static CHANNEL_STEP_AT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

impl Backlog {
    /// Call right before a send (or try_send) begins.
    pub fn send_begins(&self) {
        self.step(ChannelStepKind::SendBegins, None);
    }

    /// Call right after a send returned Ok, with the message as conveyor shows it.
    pub fn sent(&self, message: Option<String>) {
        use std::sync::atomic::Ordering::SeqCst;
        let sent = self.sent.fetch_add(1, SeqCst) + 1;
        let inside = sent.saturating_sub(self.received.load(SeqCst));
        self.most.fetch_max(inside, SeqCst);
        self.step(ChannelStepKind::Sent, message);
    }

    /// Call right after a receive (of any kind) returned a message, shown as in [`Backlog::sent`].
    pub fn received(&self, message: Option<String>) {
        self.received.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        self.step(ChannelStepKind::Received, message);
    }

    fn step(&self, kind: ChannelStepKind, message: Option<String>) {
        let Some(task) = shuttle::current::try_get_current_task() else {
            return;
        };
        let at = CHANNEL_STEP_AT.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        self.steps.lock().unwrap_or_else(|e| e.into_inner()).push(ChannelStep {
            at,
            task: usize::from(task),
            kind,
            message,
        });
    }
}

static CHANNELS: StdMutex<Vec<std::sync::Arc<Backlog>>> = StdMutex::new(Vec::new());

/// A new channel's backlog, recorded for [`take_channels_made`]: under the explorer, and
/// on real threads while they are counted (the checks' last phase), where only the count
/// of messages inside is kept (no steps: there is no task to name). None otherwise (a
/// student's `cargo run`).
pub fn channel_made<T>() -> Option<std::sync::Arc<Backlog>> {
    if !explored() && !REAL_COUNTING.load(std::sync::atomic::Ordering::SeqCst) {
        return None;
    }
    let backlog = std::sync::Arc::new(Backlog {
        item: std::any::type_name::<T>(),
        sent: Default::default(),
        received: Default::default(),
        most: Default::default(),
        steps: Default::default(),
    });
    CHANNELS.lock().unwrap_or_else(|e| e.into_inner()).push(backlog.clone());
    Some(backlog)
}

/// A channel made through `conveyor::sync::mpsc`, as a check sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChannelSeen {
    /// The message type, e.g. `core::option::Option<conveyor::order::Order>`.
    pub item: &'static str,
    /// The most messages it held at once.
    pub most: usize,
    /// Its sends and receives, oldest first.
    pub steps: Vec<ChannelStep>,
}

/// The channels made since the last call, oldest first, with the most messages each was
/// seen to hold, and forgets them. Checks use it to see backpressure: a worker that says
/// "ready" before each message never has more than one waiting.
pub fn take_channels_made() -> Vec<ChannelSeen> {
    // The steps are the explorer's: a scenario that judges channels under it is not rerun
    // on real threads, where only the counts are kept (a scenario for real threads alone
    // reads those).
    if explored() {
        judged_explored_only();
    }
    let made = std::mem::take(&mut *CHANNELS.lock().unwrap_or_else(|e| e.into_inner()));
    made.iter()
        .map(|b| ChannelSeen {
            item: b.item,
            most: b.most.load(std::sync::atomic::Ordering::SeqCst),
            steps: b.steps.lock().unwrap_or_else(|e| e.into_inner()).clone(),
        })
        .collect()
}

/// Forgets the channels made so far, without judging anything: for the start of an
/// execution, so that the channels of the executions before (and their steps) are not kept.
pub fn forget_channels() {
    CHANNELS.lock().unwrap_or_else(|e| e.into_inner()).clear();
}

static EXPLORED_ONLY: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Says that the running scenario judged something only the explorer observes (virtual
/// time, the channels made): real threads have no such facts, so the kit does not run it
/// again on them, where its oracles would judge nothing or judge wrongly.
pub fn judged_explored_only() {
    EXPLORED_ONLY.store(true, std::sync::atomic::Ordering::SeqCst);
}

/// Whether [`judged_explored_only`] was called since the last call, and forgets it.
pub fn take_judged_explored_only() -> bool {
    EXPLORED_ONLY.swap(false, std::sync::atomic::Ordering::SeqCst)
}

/// A wait that went on only because its timeout ran out while every thread that could run
/// waited for another thread's action (no sleep pending): without its timeout it would wait
/// forever. Recorded by conveyor's clock where it makes that jump (explorer only).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimeoutRescue {
    /// The thread whose timeout ran out.
    pub thread: String,
    /// The timed wait, as recorded (`Condvar::wait_timeout(10 ms)`, `recv_timeout(10 ms)`).
    pub wait: String,
    /// When it ran out, on the execution's virtual clock.
    pub at: std::time::Duration,
    /// How many events were recorded by then: what happened up to the rescue, and no more.
    pub events: usize,
}

static RESCUE: StdMutex<Option<TimeoutRescue>> = StdMutex::new(None);

/// The panic payload with which conveyor ends an explored execution at a timeout's rescue:
/// a type of this crate, so that no panic of the candidate's can pass for one, and one that
/// conveyor's threads hand on instead of keeping it for `join`.
#[derive(Debug)]
pub struct RescuedByTimeout;

/// Records that the calling task's timed wait `wait` ran out at `at` with nothing else to
/// run (the first of the execution is kept: later ones follow from it).
pub fn timeout_rescued(wait: &str, at: std::time::Duration) {
    let rescue = TimeoutRescue {
        thread: current_name().unwrap_or_else(|| "thread".to_string()),
        wait: wait.to_string(),
        at,
        events: events().len(),
    };
    let mut kept = RESCUE.lock().unwrap_or_else(|e| e.into_inner());
    if kept.is_none() {
        *kept = Some(rescue);
    }
}

/// The rescue recorded in this execution, if any, and forgets it.
pub fn take_timeout_rescue() -> Option<TimeoutRescue> {
    RESCUE.lock().unwrap_or_else(|e| e.into_inner()).take()
}

/// Whether a rescue was recorded in this execution, without forgetting it.
pub fn timeout_rescue_seen() -> bool {
    RESCUE.lock().unwrap_or_else(|e| e.into_inner()).is_some()
}

/// What conveyor asks for before it lets a caller throw a switch that changes how an
/// explored execution runs (its clock, how a thread's panic ends it): only code that can
/// name this crate (the kit and the checks) can make one, so the candidate's cannot.
#[derive(Clone, Copy, Debug)]
pub struct Key(());

/// The key, for the kit and the checks.
pub const KEY: Key = Key(());

// Real threads. The checks' last phase runs each scenario once on real threads, where a
// program that behaves only while it is explored shows what it does. There the kit asks
// for the calls it makes and conveyor's own sleeps to be recorded (never the student's
// condvar steps): the same events as under the explorer, without times, in the order
// they happened (each pushed under one lock, so a call that begins before another has
// returned ran beside it). Nothing is recorded unless the kit asked, so `cargo run` and
// the explorer are untouched. Only the kit can ask: the candidate's crate cannot name
// this crate (docs/security.md).

/// At most this many events are kept on real threads: a program that sleeps in a loop
/// must not fill the check's memory (what is cut off is work nobody sees side by side).
const REAL_EVENTS_CAP: usize = 100_000;

/// The events on real threads; None while nobody asked for them.
static REAL_EVENTS: StdMutex<Option<Vec<Event>>> = StdMutex::new(None);

/// Whether operations on real threads are counted ([`real_ops`]).
static REAL_COUNTING: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
/// Synchronisation operations (lock, atomics, yield, sleep, channel) made on real threads
/// while counted, by every thread: a thread that waits makes a handful, one that tries
/// again and again one or more per turn, however little CPU a loaded machine gives it.
static REAL_OPS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// Real threads and the names their events carry, in the order each first recorded one.
static REAL_NAMES: StdMutex<Vec<(std::thread::ThreadId, String)>> = StdMutex::new(Vec::new());

/// The calling real thread's name in the events: its own, made distinct as under the
/// explorer ([`distinct`]); a thread without a name is told apart by its id. Two workers
/// must not look like one thread whose calls nest.
fn real_name() -> String {
    let me = std::thread::current();
    let mut names = REAL_NAMES.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, seen)) = names.iter().find(|(id, _)| *id == me.id()) {
        return seen.clone();
    }
    let name = me.name().map_or_else(|| format!("{:?}", me.id()), String::from);
    let name = distinct(&name, names.iter().map(|(_, n)| n.as_str()));
    names.push((me.id(), name.clone()));
    name
}

/// From now on (`on`) or no longer, the events of real threads are recorded, from none,
/// and their operations counted.
pub fn record_real_threads(on: bool) {
    REAL_NAMES.lock().unwrap_or_else(|e| e.into_inner()).clear();
    *REAL_EVENTS.lock().unwrap_or_else(|e| e.into_inner()) = on.then(Vec::new);
    REAL_IN_WAIT.store(0, std::sync::atomic::Ordering::SeqCst);
    REAL_SPURIOUS.store(false, std::sync::atomic::Ordering::SeqCst);
    *WENT_ON_AFTER_SPURIOUS.lock().unwrap_or_else(|e| e.into_inner()) = None;
    REAL_COUNTING.store(on, std::sync::atomic::Ordering::SeqCst);
}

/// While on, a lock taken on real threads may first let the others run a little.
static REAL_JITTER: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);
/// How long a lock on real threads waits, where it waits ([`real_lock_jitter`]).
pub const JITTER: std::time::Duration = std::time::Duration::from_micros(150);
/// Threads numbered as they first take a lock with jitter on: each its own sequence.
static JITTER_THREADS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

thread_local! {
    /// This thread's number, and the locks it took with jitter on.
    static JITTER_STEPS: std::cell::Cell<(u64, u64)> = const { std::cell::Cell::new((0, 0)) };
    /// [`LOCKS_TAKEN`] as this thread took its last lock with jitter on, counting that one.
    static LAST_LOCK: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// Locks taken on real threads with jitter on, by all threads together.
static LOCKS_TAKEN: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// From now on (`on`) or no longer, locks on real threads are taken with jitter: the
/// checks' last phase. A race between a step made without the lock and the lock taken
/// after it (a waiter counted, then read, outside the lock) has microseconds to happen
/// on real threads, and then rarely does; one thread pausing at its lock while another
/// goes on gives it as long as a pause. The explorer finds those races in every
/// interleaving; this is for code that can tell the explorer apart and is right only
/// there. A correct program is right whatever the pauses.
pub fn real_jitter(on: bool) {
    REAL_JITTER.store(on, std::sync::atomic::Ordering::SeqCst);
}

/// Conveyor, on real threads, before it takes a lock: with jitter on, one lock in three
/// waits [`JITTER`] first and one in three yields, in a sequence of the thread's own (the
/// same for the n-th thread to lock, run after run). Not where no other thread took a lock
/// since this thread's last one: a thread that locks again and again alone (one that spins
/// for a count or for room) would be slowed to a few looks a millisecond on a loaded
/// machine, where the operations it makes are what tells it from a wait
/// (`grader_kit::stress`, `spun`); the races the pauses are for are between two threads'
/// holds.
pub fn real_lock_jitter() {
    if !REAL_JITTER.load(std::sync::atomic::Ordering::Relaxed) {
        return;
    }
    let taken = LOCKS_TAKEN.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    let alone = LAST_LOCK.with(|last| last.replace(taken + 1) == taken);
    if alone {
        return;
    }
    let step = JITTER_STEPS.with(|steps| {
        let (mut thread, locks) = steps.get();
        if thread == 0 {
            thread = JITTER_THREADS.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
        }
        steps.set((thread, locks + 1));
        // splitmix64 of the thread's number and its lock count: pauses that differ from
        // thread to thread, so that two threads do not pause in step.
        let mut z = (thread << 32 ^ (locks + 1)).wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    });
    match step % 3 {
        0 => std::thread::sleep(JITTER),
        1 => std::thread::yield_now(),
        _ => {}
    }
}

/// Operations made on real threads while they were counted, by all threads together.
pub fn real_ops() -> u64 {
    REAL_OPS.load(std::sync::atomic::Ordering::SeqCst)
}

/// The events recorded on real threads so far, oldest first (empty when none are).
pub fn real_events_so_far() -> Vec<Event> {
    REAL_EVENTS
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .clone()
        .unwrap_or_default()
}

/// Records an event of a real thread, if the kit asked for them: conveyor's sleeps.
pub fn record_real(kind: EventKind, what: String, result: Option<String>) {
    let mut ops = 0;
    if REAL_COUNTING.load(std::sync::atomic::Ordering::Relaxed) {
        let went_on = REAL_CALLS.with(|c| {
            let mut c = c.borrow_mut();
            ops = c.ops;
            c.record(kind)
        });
        if went_on {
            WENT_ON_AFTER_SPURIOUS
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .get_or_insert_with(|| what.clone());
        }
    }
    let mut events = REAL_EVENTS.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(events) = events.as_mut().filter(|e| e.len() < REAL_EVENTS_CAP) {
        let thread = real_name();
        events.push(Event {
            thread,
            kind,
            what,
            result,
            object: None,
            at: None,
            place: None,
            ops,
            writes: 0,
        });
    }
}

// The student's condvar waits on real threads, as conveyor counts them while the kit asks:
// never recorded as events (a program that waits in a loop would crowd out the work side
// by side is judged from), only counted, per thread and for the process.

/// Threads inside a condvar wait now, on real threads.
static REAL_IN_WAIT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
/// Condvar waits that have returned so far, on real threads.
static REAL_WAKES: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

/// What one real thread did in the calls the kit recorded: its waits, and where each call
/// still open began among them.
#[derive(Default)]
struct RealCalls {
    /// Condvar waits of this thread that have returned.
    waits: u64,
    /// For each call begun and not returned, innermost last: `waits` when it began.
    open: Vec<u64>,
    /// Whether the last call that returned had a wait return inside it.
    last_call_waited: bool,
    /// Whether this thread's last act was a wait that returned (no operation since).
    just_woke: bool,
    /// Whether the last condvar wait of this thread that returned was woken by nobody (a
    /// spurious wake-up the kit asked for, [`real_spurious_wakeups`]).
    last_wait_spurious: bool,
    /// The operations this thread made while they were counted: an event's `ops`.
    ops: u64,
}

impl RealCalls {
    /// Records a call begun or returned; true where a call returned whose last wait inside
    /// it woke for nobody's notify, with no wait after it: it went on without waiting again.
    fn record(&mut self, kind: EventKind) -> bool {
        match kind {
            EventKind::Call => self.open.push(self.waits),
            EventKind::Return => {
                if let Some(began) = self.open.pop() {
                    self.last_call_waited = self.waits > began;
                    return self.last_call_waited && self.last_wait_spurious;
                }
            }
            EventKind::Note => {}
        }
        false
    }
}

/// The first call recorded on real threads that returned right after a wait inside it
/// woke spuriously (nobody notified, nothing changed): see [`real_went_on_after_spurious`].
static WENT_ON_AFTER_SPURIOUS: std::sync::Mutex<Option<String>> = std::sync::Mutex::new(None);

thread_local! {
    static REAL_CALLS: std::cell::RefCell<RealCalls> = std::cell::RefCell::new(RealCalls::default());
}

/// Conveyor, on real threads: the calling thread begins to wait in a condvar.
pub fn real_wait_begins() {
    if REAL_COUNTING.load(std::sync::atomic::Ordering::Relaxed) {
        REAL_IN_WAIT.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
    }
}

/// Conveyor, on real threads: the calling thread's condvar wait returned (woken, timed
/// out or spuriously).
pub fn real_wait_ends() {
    if REAL_COUNTING.load(std::sync::atomic::Ordering::Relaxed) {
        // Counting may have begun while this thread waited: never below none.
        let _ = REAL_IN_WAIT.fetch_update(
            std::sync::atomic::Ordering::SeqCst,
            std::sync::atomic::Ordering::SeqCst,
            |n| n.checked_sub(1),
        );
        REAL_WAKES.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        REAL_CALLS.with(|c| {
            let mut c = c.borrow_mut();
            c.waits += 1;
            c.just_woke = true;
            c.last_wait_spurious = false;
        });
    }
}

/// Conveyor, on real threads: the calling thread's condvar wait that just returned
/// ([`real_wait_ends`]) was woken by nobody, a spurious wake-up the kit asked for.
pub fn real_woke_spuriously() {
    if REAL_COUNTING.load(std::sync::atomic::Ordering::Relaxed) && !REAL_QUIET.get() {
        REAL_CALLS.with(|c| c.borrow_mut().last_wait_spurious = true);
    }
}

/// On real threads, the first call recorded since [`record_real_threads`] that returned
/// right after a wait inside it woke spuriously, with no wait after it: the thread went on
/// although nothing had changed. A correct program may too, where what it waited for
/// came meanwhile; a wrong result of such a call is a woken thread that did not look again.
pub fn real_went_on_after_spurious() -> Option<String> {
    WENT_ON_AFTER_SPURIOUS.lock().unwrap_or_else(|e| e.into_inner()).clone()
}

/// On real threads, while counted: how many threads are inside a condvar wait now, and how
/// many waits have returned so far. What a scenario times its steps by (a thread that has
/// reached its wait); never what it judges by.
pub fn real_waits() -> (usize, u64) {
    (
        REAL_IN_WAIT.load(std::sync::atomic::Ordering::SeqCst),
        REAL_WAKES.load(std::sync::atomic::Ordering::SeqCst),
    )
}

/// While the kit asks ([`real_spurious_wakeups`]), a condvar wait on real threads returns
/// after at most this long, woken or not: a spurious wake-up, which std allows any wait
/// (and the explorer never makes). A program that looks again after every wait waits
/// again; one that goes on without looking goes on while nothing changed.
pub const SPURIOUS_AFTER: std::time::Duration = std::time::Duration::from_micros(500);

static REAL_SPURIOUS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// From now on (`on`) or no longer, condvar waits on real threads wake spuriously after
/// [`SPURIOUS_AFTER`]. Only for a scenario that asks (the kit's `stress::overtaken`): a
/// wait that wakes now and then uses a little CPU, which `let_them_wait` would count.
pub fn real_spurious_wakeups(on: bool) {
    REAL_SPURIOUS.store(on, std::sync::atomic::Ordering::SeqCst);
}

/// How long a condvar wait on real threads lasts at most before it wakes spuriously, if
/// the kit asked for spurious wake-ups.
pub fn real_spurious_after() -> Option<std::time::Duration> {
    REAL_SPURIOUS
        .load(std::sync::atomic::Ordering::Relaxed)
        .then_some(SPURIOUS_AFTER)
}

/// Whether the calling real thread's last act was a condvar wait that woke for nothing
/// ([`real_woke_spuriously`]), with no operation since.
pub fn real_woke_for_nothing() -> bool {
    REAL_CALLS
        .try_with(|c| c.try_borrow().is_ok_and(|c| c.just_woke && c.last_wait_spurious))
        .unwrap_or(false)
}

/// Whether the calling real thread's last act was a condvar wait that returned, with no
/// operation since: read by the kit's panic hook, a panic there is a thread that went on
/// from its wait without looking again.
pub fn real_just_woke() -> bool {
    REAL_CALLS
        .try_with(|c| c.try_borrow().is_ok_and(|c| c.just_woke))
        .unwrap_or(false)
}

#[cfg(test)]
mod tests {
    #[test]
    fn threads_of_one_name_are_told_apart() {
        let seen = ["worker", "worker (2)", "main"];
        assert_eq!(super::distinct("main (2)", seen.iter().copied()), "main (2)");
        assert_eq!(super::distinct("worker", seen.iter().copied()), "worker (3)");
        assert_eq!(super::distinct("packer", seen.iter().copied()), "packer");
    }
}
