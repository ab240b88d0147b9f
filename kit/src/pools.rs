//! Oracles for worker pools: every result in its own task's place, the threads a call
//! started, and a pool closed before its caller returned.

use crate::class::Class;
pub use crate::in_flight::{InFlight, Span, in_flight};
use crate::oracle::{Args, ensure, fail};
use crate::probe::{forget_running_threads, take_pools_made, take_threads_started, threads_running};
use crate::queues::list;
use crate::trace::call;
use std::fmt::Debug;

/// The results must be `want`, in this order. The same results in other places are
/// `out-of-order` (message `reordered`); anything else is `wrong` (class and message).
/// `args` describe the scenario; `got` and `want` are added.
pub fn expect_results<R: Debug + PartialEq>(
    got: &[Result<R, String>],
    want: &[Result<R, String>],
    wrong: (Class, &str),
    reordered: &str,
    mut args: Args,
) {
    if got == want {
        return;
    }
    args.insert("got".into(), list(got));
    args.insert("want".into(), list(want));
    if same_items(got, want) {
        fail(Class::OutOfOrder, reordered, args);
    }
    fail(wrong.0, wrong.1, args)
}

/// Whether `got` holds the items of `want`, each as often, in any order.
pub fn same_items<T: PartialEq>(got: &[T], want: &[T]) -> bool {
    let mut left: Vec<&T> = got.iter().collect();
    got.len() == want.len()
        && want.iter().all(|w| match left.iter().position(|g| *g == w) {
            Some(i) => {
                left.swap_remove(i);
                true
            }
            None => false,
        })
}

/// Where results meet errors: how `got` differs from `want`, most telling first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// Fewer or more results than tasks, or a task that should succeed got an error:
    /// an error spread beyond its own task, or ended the batch.
    Spread,
    /// A task that should fail gave a value: its error was swallowed.
    Swallowed,
    /// Each task succeeds or fails as it should, but a value or an error's text is wrong.
    Wrong,
    /// The right results, in other places.
    Reordered,
}

/// How `got` differs from `want`, or None when they are equal.
pub fn mismatch<R: PartialEq>(got: &[Result<R, String>], want: &[Result<R, String>]) -> Option<Mismatch> {
    if got == want {
        return None;
    }
    if same_items(got, want) {
        return Some(Mismatch::Reordered);
    }
    if got.len() != want.len() || got.iter().zip(want).any(|(g, w)| w.is_ok() && g.is_err()) {
        return Some(Mismatch::Spread);
    }
    if got.iter().zip(want).any(|(g, w)| w.is_err() && g.is_ok()) {
        return Some(Mismatch::Swallowed);
    }
    Some(Mismatch::Wrong)
}

/// What a call that makes its own pool did with threads.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Threads {
    /// Threads started through `conveyor::thread` during the call.
    pub started: usize,
    /// Of those, still running when the call returned.
    pub running: usize,
    /// `conveyor::WorkerPool`s made during the call.
    pub pools: usize,
    /// The most threads inside a task's work (conveyor's `sleep`: an invoice's PDF, a
    /// thumbnail), or waiting on a task's ticket of the given pool (other than the thread
    /// that made the call), at the same moment during the call, as its events show; 0 where
    /// none was recorded. A thread that runs a task on the pool and waits for its ticket is
    /// a thread for that task as much as one that does the task's work.
    pub working: usize,
    /// Threads beside the caller that did some task's work (a sleep) during the call, less
    /// the threads a panic ended (a pool that starts a worker again for each one that died
    /// has no more workers than it had). A thread per task has one for each task, however
    /// few it lets work at once (a semaphore before each task's work).
    pub worked: usize,
}

/// Whether `event` is a thread's wait for the answer of a task of the given pool:
/// `wait() of task 3`, `wait_timeout() of task 3`, as conveyor records them.
fn waits_on_a_ticket(event: &crate::trace::Event) -> bool {
    event.what.starts_with("wait() of task ") || event.what.starts_with("wait_timeout() of task ")
}

/// Calls `f` (recorded in the timeline as `what`) and sees what it did with threads.
pub fn watch<R: Debug>(what: impl Into<String>, f: impl FnOnce() -> R) -> (R, Threads) {
    take_threads_started();
    take_pools_made();
    forget_running_threads();
    let before = crate::trace::so_far().len();
    let caller = crate::probe::current_name();
    let result = call(what, f);
    let events = crate::trace::so_far();
    let threads = Threads {
        running: threads_running(),
        started: take_threads_started(),
        pools: take_pools_made().len(),
        // Threads inside a sleep at once: conveyor's `sleep` is where the tasks' work takes
        // its time (as `flight` reads it, here without the scenario's costs); and threads
        // beside the caller that wait on a ticket of the given pool: a thread per task that
        // hands its task to the pool and waits for it.
        working: in_flight(events.get(before..).unwrap_or_default(), |e| {
            e.what.starts_with("sleep(") || (waits_on_a_ticket(e) && Some(&e.thread) != caller.as_ref())
        })
        .most,
        worked: worked(events.get(before..).unwrap_or_default(), caller.as_deref()),
    };
    (result, threads)
}

/// How many threads beside `caller` did a task's work in `events`, less those a panic ended.
fn worked(events: &[crate::trace::Event], caller: Option<&str>) -> usize {
    let mut sleepers: Vec<&str> = events
        .iter()
        .filter(|e| e.what.starts_with("sleep(") && Some(e.thread.as_str()) != caller)
        .map(|e| e.thread.as_str())
        .collect();
    sleepers.sort_unstable();
    sleepers.dedup();
    sleepers.len().saturating_sub(crate::trace::died(events).len())
}

/// The catalog messages of [`Threads::verdict`], each with `$workers`, `$started`, `$tasks`
/// and `$running`.
pub struct ThreadKeys {
    /// No thread at all: every task was done on the calling thread.
    pub none: &'static str,
    /// More threads than workers: a thread, or a pool, per task.
    pub too_many: &'static str,
    /// More threads than workers, from more than one given pool.
    pub pool_per_task: &'static str,
    /// Threads still running when the call returned: the pool was not closed.
    pub left_running: &'static str,
}

impl Threads {
    /// A call given `workers` for `tasks` tasks must have started at least one thread and
    /// had at most `workers` of them working at once, all of them ended when it returned.
    ///
    /// Too many is judged from the work, not from the threads alone: a thread beside the
    /// pool that does none of the tasks' work (one that reports progress, collects the
    /// results) is no bigger pool, while a thread or a pool per task has more tasks in the
    /// making at once than `workers`, or, where it lets only `workers` of them work at once
    /// (a semaphore), more threads that did a task's work. Where no work was recorded, the
    /// threads tell.
    pub fn verdict(&self, workers: usize, tasks: usize, keys: &ThreadKeys) {
        let args = || crate::args!("workers" => workers, "started" => self.started, "tasks" => tasks, "running" => self.running, "working" => self.working);
        ensure(self.started > 0, Class::NotConcurrent, keys.none, args);
        // Several pools are only wrong when together they start too many threads; then
        // "a pool per task" says why.
        let too_many = self.started > workers && (self.working == 0 || self.working > workers || self.worked > workers);
        ensure(
            !(too_many && self.pools > 1),
            Class::TooManyThreads,
            keys.pool_per_task,
            args,
        );
        ensure(!too_many, Class::TooManyThreads, keys.too_many, args);
        ensure(self.running == 0, Class::EarlyClose, keys.left_running, args);
    }
}

/// Which tasks are done, in the order they were marked; the work functions of a check
/// wait on it for one another, so that tasks finish in an order the check chooses, or only
/// while they run side by side. Made of conveyor's Mutex and Condvar: a task waiting here
/// is a waiting thread the explorer sees, and if nothing can wake it, a deadlock it reports.
pub struct Tally {
    marked: conveyor::sync::Mutex<Vec<usize>>,
    changed: conveyor::sync::Condvar,
}

impl Tally {
    pub fn new() -> std::sync::Arc<Tally> {
        std::sync::Arc::new(Tally {
            marked: conveyor::sync::Mutex::new(Vec::new()),
            changed: conveyor::sync::Condvar::new(),
        })
    }

    /// Marks `task` as done and wakes every task that waits. The tally is the check's
    /// own plumbing: its locks, waits and notifies stay out of the student's timeline.
    pub fn mark(&self, task: usize) {
        crate::probe::quietly(|| {
            self.marked.lock().unwrap_or_else(|e| e.into_inner()).push(task);
            self.changed.notify_all();
        })
    }

    /// Waits until `count` tasks are marked (out of the timeline, as `mark`).
    pub fn wait_until(&self, count: usize) {
        crate::probe::quietly(|| {
            let marked = self.marked.lock().unwrap_or_else(|e| e.into_inner());
            drop(
                self.changed
                    .wait_while(marked, |m| m.len() < count)
                    .unwrap_or_else(|e| e.into_inner()),
            );
        })
    }

    /// How many tasks are marked now.
    pub fn count(&self) -> usize {
        self.marked.lock().unwrap_or_else(|e| e.into_inner()).len()
    }

    /// The tasks marked so far, in the order they were marked.
    pub fn order(&self) -> Vec<usize> {
        self.marked.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }
}

/// "In some explored execution, at least `want` tasks were in flight at once": fails as
/// `not-concurrent` with the catalog message `key` only if no execution of the search
/// showed it (replayed, the one execution shows it or fails). `args` describe the
/// scenario; added: `most`, `want`, `tasks`, and from the first task that began only after
/// another had finished `earlier`, `later` and `at` (its start; empty if there is none).
/// Nothing to ask for fewer than 2. Call it last in a scenario: in a replay it fails at
/// once, and an earlier finding would be hidden behind it.
///
/// On real threads (the checks' last phase, which runs this scenario too: nothing here
/// marks it as judged by the explorer only) `flight` is read from the real threads' record,
/// and `tasks`, how many tasks of the scenario take time, must have had at least two in
/// flight at once (`crate::stress`, with the catalog message `real_key` and `args`, `most`,
/// `tasks`, `begun`): a program that runs its tasks side by side only while it is
/// explored fails there.
pub fn expect_in_flight((key, real_key): (&str, &str), flight: &InFlight, want: usize, tasks: usize, mut args: Args) {
    if conveyor::time::virtual_now(crate::probe::KEY).is_none() {
        crate::stress::expect_side_by_side(real_key, flight, want, tasks, args);
        return;
    }
    if want < 2 || flight.most >= want {
        crate::explore::execution::seen(key);
        return;
    }
    let (earlier, later, at) = match &flight.after {
        Some((done, next)) => (
            done.text(),
            next.text(),
            conveyor::time::millis(std::time::Duration::from_micros(next.start_us)),
        ),
        None => Default::default(),
    };
    args.insert("most".into(), flight.most.to_string());
    args.insert("want".into(), want.to_string());
    args.insert("tasks".into(), flight.tasks.to_string());
    args.insert("earlier".into(), earlier);
    args.insert("later".into(), later);
    args.insert("at".into(), at);
    // The message may name why this execution fell short (fewer threads started: a lazy
    // pool that starts its workers as tasks come may start them all in another order), but
    // what is sought stays `key`: the search passes if any execution showed it.
    let message = too_few_started(want, &mut args).unwrap_or(key);
    crate::explore::execution::unseen(Class::NotConcurrent, key, message, args);
}

/// The message for fewer tasks at once than `want` when the program started fewer threads
/// than that (a size capped or one short): too few to have them all at once, whatever the
/// order of the calls, so not tickets waited on too soon. `None` when it started enough,
/// or none at all (the work is then the check's own threads', or the caller's).
pub(crate) fn too_few_started(want: usize, args: &mut Args) -> Option<&'static str> {
    let started = crate::probe::program_threads_started();
    (1..want).contains(&started).then(|| {
        args.insert("started".into(), started.to_string());
        "fewer-workers-started"
    })
}

/// When each task of a pool finishes if tasks take `costs` and `workers` free workers take
/// them in order, each the next task as soon as it is free (a FIFO pool on the virtual
/// clock, which only moves while every thread waits). In the tasks' order.
pub fn finish_times(costs: &[std::time::Duration], workers: usize) -> Vec<std::time::Duration> {
    let mut free = vec![std::time::Duration::ZERO; workers.max(1)];
    costs
        .iter()
        .map(|&cost| {
            // The worker free soonest takes the next task; ties go to any, same times.
            let soonest = (0..free.len()).min_by_key(|&w| free[w]).expect("at least one worker");
            free[soonest] += cost;
            free[soonest]
        })
        .collect()
}

/// The virtual time by which every task is done: the latest of [`finish_times`].
pub fn makespan(costs: &[std::time::Duration], workers: usize) -> std::time::Duration {
    finish_times(costs, workers).into_iter().max().unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_fifo_pool_on_the_virtual_clock() {
        let ms = Duration::from_millis;
        // The sale on 4 workers: the invalid order costs nothing.
        let sale = [ms(50), ms(50), ms(50), ms(0), ms(50), ms(50), ms(50), ms(50)];
        assert_eq!(makespan(&sale, 4), ms(100));
        assert_eq!(makespan(&sale, 1), ms(350));
        assert_eq!(finish_times(&[ms(50), ms(0)], 2), vec![ms(50), ms(0)]);
        assert_eq!(
            finish_times(&[ms(1500), ms(50), ms(50)], 2),
            vec![ms(1500), ms(50), ms(100)]
        );
    }

    #[test]
    fn results_are_told_apart_by_how_they_differ() {
        let ok = |v: u32| -> Result<u32, String> { Ok(v) };
        let err = || -> Result<u32, String> { Err("x".into()) };
        assert_eq!(mismatch(&[ok(1), err()], &[ok(1), err()]), None);
        assert_eq!(mismatch(&[err(), ok(1)], &[ok(1), err()]), Some(Mismatch::Reordered));
        assert_eq!(mismatch(&[ok(1), ok(0)], &[ok(1), err()]), Some(Mismatch::Swallowed));
        assert_eq!(mismatch(&[err(), err()], &[ok(1), err()]), Some(Mismatch::Spread));
        assert_eq!(mismatch(&[ok(1)], &[ok(1), err()]), Some(Mismatch::Spread));
        assert_eq!(mismatch(&[ok(2), err()], &[ok(1), err()]), Some(Mismatch::Wrong));
    }

    #[test]
    fn too_many_threads_is_judged_from_the_work_in_flight() {
        const KEYS: ThreadKeys = ThreadKeys {
            none: "none",
            too_many: "too-many",
            pool_per_task: "pool-per-task",
            left_running: "left-running",
        };
        let class_of = |threads: Threads| {
            let _alone = crate::explore::execution::one_at_a_time();
            crate::oracle::reset();
            let failed = std::panic::catch_unwind(|| threads.verdict(4, 8, &KEYS)).is_err();
            let finding = crate::oracle::take_finding();
            assert_eq!(failed, finding.is_some());
            finding.map(|f| (f.class, f.key))
        };
        let threads = |started, working| Threads {
            started,
            working,
            worked: working,
            ..Threads::default()
        };
        // The pool's four workers and a thread that only reports progress.
        assert_eq!(class_of(threads(5, 4)), None);
        // A thread per task: all eight in the making at once.
        assert_eq!(
            class_of(threads(8, 8)),
            Some((Class::TooManyThreads, "too-many".into()))
        );
        // Five workers for four: five at work at once.
        assert_eq!(
            class_of(threads(5, 5)),
            Some((Class::TooManyThreads, "too-many".into()))
        );
        // A thread per task, four let work at once: eight threads did a task's work.
        assert_eq!(
            class_of(Threads {
                worked: 8,
                ..threads(8, 4)
            }),
            Some((Class::TooManyThreads, "too-many".into()))
        );
        // No work recorded: the threads alone tell.
        assert_eq!(
            class_of(threads(5, 0)),
            Some((Class::TooManyThreads, "too-many".into()))
        );
        assert_eq!(class_of(threads(0, 0)), Some((Class::NotConcurrent, "none".into())));
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn sleeps_on_real_threads_are_recorded_in_the_order_they_happened() {
        let failure = crate::stress::once_of(|| {
            let sleeper = || conveyor::thread::sleep(Duration::from_millis(100));
            let workers: Vec<_> = (0..2).map(|_| conveyor::thread::spawn(sleeper)).collect();
            for w in workers {
                w.join().unwrap();
            }
            let flight = in_flight(&crate::trace::so_far(), |e| e.what.starts_with("sleep("));
            assert!(flight.tasks >= 2, "{flight:?}");
            // Unnamed threads are told apart, so their sleeps are two tasks, not nested calls.
            expect_in_flight(("x", "y"), &flight, 2, 4, crate::Args::new());
        });
        assert!(failure.is_none(), "{failure:?}");
    }
}
