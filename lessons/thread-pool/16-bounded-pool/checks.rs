//! Hidden checks of exercise 16, the bounded pool.
//!
//! What the lesson teaches, and the check that demands it:
//! - no queue without room: `new` with `waiting` = 0 panics (`no-room-for-nothing`);
//! - backpressure without loss: with every worker held, `size + waiting` runs return and
//!   the next one waits, nothing dropped (`run-waits-when-full`); a task a worker has taken
//!   no longer waits, so it frees its place at once, not when it is done: a run that waits
//!   while the pool has room is told as what it is (the pool holds fewer tasks than it
//!   could: "not concurrent"), never as a thread waiting forever, since on real threads it
//!   only waits longer (`run-waits-when-full`, `run-returns-while-there-is-room`);
//! - a place is free when a worker takes its task, not before: runs handed out in a row,
//!   in an interleaving where no worker has taken a step yet, leave at most `waiting`
//!   tasks not begun, however many workers the pool has (`run-waits-when-full`);
//! - `close` finishes every queued task (`close-finishes-queued-work`);
//! - `size` tasks side by side: tasks that can only finish together, and tasks of 50 ms
//!   that some explored interleaving keeps `size` of in flight at once and real threads
//!   more than one (`tasks-run-side-by-side`);
//! - `invoices`: results in order, one pool of at most `workers`, side by side: no worker
//!   free while an invoice waits to begin, as a pool used in batches leaves one (`invoices`).
//!
//! The work functions of `run-waits-when-full` wait at a gate that the check opens, so
//! that while it is shut no task finishes and each worker holds at most one: then at most
//! `size + waiting` runs can have returned, and a pool that lets one more through did not
//! wait.

use bounded_pool::{BoundedPool, Pending, invoices};
use conveyor::sync::Arc;
use conveyor::sync::atomic::{AtomicBool, Ordering};
// The check's own counts: std's atomics, which add no scheduling point to the search.
use conveyor::thread::{sleep, yield_now};
use grader_kit::expected::with_vat;
use grader_kit::flight::{FlightKeys, ensure_side_by_side};
use grader_kit::oracle::{ensure, panics};
use grader_kit::pools::{Tally, ThreadKeys, expect_in_flight, expect_results, in_flight, watch};
use grader_kit::probe::{current_task, in_program_thread, judged_explored_only, take_threads_started, tasks_seen};
use grader_kit::scenario::{Label, deadlock_means, deadlock_means_with, join_all, spawn};
use grader_kit::stress::{ensure_no_naps, overtaken};
use grader_kit::trace::{begin, call, call_unit, end, note, so_far};
use grader_kit::{Check, Class, Plan, args, label};
use std::fmt::Debug;
use std::sync::atomic::AtomicUsize;
use std::time::Duration;

fn main() {
    grader_kit::main(&[
        Check {
            name: "no-room-for-nothing",
            plan: no_room_for_nothing,
        },
        Check {
            name: "run-waits-when-full",
            plan: run_waits_when_full,
        },
        Check {
            name: "run-returns-while-there-is-room",
            plan: run_returns_while_there_is_room,
        },
        Check {
            name: "close-finishes-queued-work",
            plan: close_finishes_queued_work,
        },
        Check {
            name: "tasks-run-side-by-side",
            plan: tasks_run_side_by_side,
        },
        Check {
            name: "invoices",
            plan: invoices_in_order,
        },
        Check {
            name: "no-busy-waiting",
            plan: no_busy_waiting,
        },
    ]);
}

const THREADS: ThreadKeys = ThreadKeys {
    none: "tp-no-threads",
    too_many: "tp-too-many-threads",
    pool_per_task: "tp-pool-per-task",
    left_running: "tp-left-running",
};

fn start<T: Send + 'static, R: Send + 'static>(
    size: usize,
    waiting: usize,
    work: impl Fn(T) -> Result<R, String> + Send + Sync + 'static,
) -> BoundedPool<T, R> {
    let what = format!("BoundedPool::new({size}, {waiting}, work)");
    begin(&what);
    let pool = BoundedPool::new(size, waiting, work);
    end(&what);
    pool
}

fn run<T: Debug + Send + 'static, R: Send + 'static>(pool: &BoundedPool<T, R>, task: T) -> Pending<R> {
    let what = format!("run({task:?})");
    begin(&what);
    let ticket = pool.run(task);
    end(&what);
    ticket
}

fn wait_all<R: Debug>(tickets: Vec<Pending<R>>) -> Vec<Result<R, String>> {
    tickets
        .into_iter()
        .enumerate()
        .map(|(i, ticket)| call(format!("wait() of task {i}"), || ticket.wait()))
        .collect()
}

fn close<T: Send + 'static, R: Send + 'static>(pool: BoundedPool<T, R>) {
    call_unit("close()", || pool.close());
}

fn pool_label(key: &str, size: usize, waiting: usize, tasks: usize) -> Label {
    label!(key, "size" => size, "waiting" => waiting, "tasks" => tasks)
}

/// `new` with no room for waiting tasks panics, as the contract says; with room for one it
/// works. The refused call is the timeline's first step, and the message quotes it: the
/// same text, made once.
fn no_room_for_nothing(plan: &mut Plan) {
    plan.sequential(label!("bp-scn-no-room"), || {
        let (size, waiting) = (1, 0);
        let what = format!("BoundedPool::new({size}, {waiting}, work)");
        begin(&what);
        let refused = panics(|| drop(BoundedPool::new(size, waiting, |n: u32| Ok(n))));
        end(&what);
        ensure(
            refused,
            Class::WrongOutput,
            "bp-zero-accepted",
            || args!("call" => what),
        );
        let pool = start(1, 1, |n: u32| Ok(n));
        close(pool);
    });
}

/// `size` tasks hold every worker at a shut gate; a shop thread then runs `waiting + 1`
/// more. While the gate is shut, `size + waiting` runs may return, never one more: the last
/// must wait until the gate opens and a worker takes a task.
fn run_waits_when_full(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "bp-run-waits-with-room");
    for (size, waiting) in [(1, 1), (1, 2), (2, 1)] {
        let tasks = size + waiting + 1;
        plan.scenario(pool_label("bp-scn-full", size, waiting, tasks), move || {
            let gate_open = Arc::new(AtomicBool::new(false));
            let gate = Tally::new();
            let room = Arc::new(Room {
                size,
                waiting,
                handed: AtomicUsize::new(0),
                taken: AtomicUsize::new(0),
                by_caller: AtomicUsize::new(0),
            });
            let pool = Arc::new(start(size, waiting, {
                let (gate, room) = (gate.clone(), room.clone());
                move |i: usize| {
                    // Recorded, so that the timeline shows which thread does which task.
                    call(format!("work({i})"), || {
                        room.taken.fetch_add(1, Ordering::SeqCst);
                        if !in_program_thread() {
                            // The shop does the task itself: its run did not wait for room.
                            room.by_caller.store(i + 1, Ordering::SeqCst);
                        }
                        room.tell();
                        gate.wait_until(1);
                        Ok(i * 10)
                    })
                }
            }));
            let returned = Tally::new();
            let shop = spawn("shop", {
                let (pool, gate_open, returned) = (pool.clone(), gate_open.clone(), returned.clone());
                let room = room.clone();
                move || {
                    let mut tickets = Vec::new();
                    for i in 0..tasks {
                        room.handed.store(i, Ordering::SeqCst);
                        room.tell();
                        tickets.push(run(&pool, i));
                        returned.mark(i);
                        let now = returned.count();
                        // Read after the run returned: if the gate is still shut now, it
                        // was shut while the pool held `now` unfinished tasks.
                        let shut = !gate_open.load(Ordering::SeqCst);
                        ensure(
                            !(shut && now > size + waiting),
                            Class::CapacityExceeded,
                            "bp-run-did-not-wait",
                            || args!("size" => size, "waiting" => waiting, "returned" => now),
                        );
                    }
                    tickets
                }
            });
            // Every run that may return before the gate opens has returned.
            returned.wait_until(size + waiting);
            note("bp-note-gate-opens", args!("returned" => size + waiting));
            gate_open.store(true, Ordering::SeqCst);
            gate.mark(0);
            let tickets = join_all(vec![shop]).pop().expect("the shop's tickets");
            every_task_back(pool, tickets, size, waiting);
        });
    }
    two_shops_for_one_room(plan);
    runs_before_the_workers_take(plan);
    // A run woken from its wait must look again: on real threads too, where another run is
    // first only for microseconds, and a wait may wake with no notify at all.
    for (size, waiting) in [(1, 1), (2, 1)] {
        plan.on_real_threads(
            label!("bp-real-overtaken-shop", "size" => size, "waiting" => waiting),
            move || overtaken_shop(size, waiting),
        );
    }
}

/// On real threads: the pool full (every worker holds a task at a gate, the room holds
/// `waiting`), a shop waits in `run`; main lets one task through (a worker finishes it and
/// takes a queued one, which frees a place) and at once runs one itself, round after round
/// (`stress::overtaken`). Judged at every run that returns: the tasks handed out and not
/// done are at most the workers' and the room's, whatever the interleaving. A run that
/// goes on from a wake-up without looking again lets one more in.
fn overtaken_shop(size: usize, waiting: usize) {
    let gate = Arc::new(Gate::default());
    let pool = Arc::new(start(size, waiting, {
        let gate = gate.clone();
        move |i: usize| {
            gate.pass();
            Ok(i * 10)
        }
    }));
    let tickets = Arc::new(std::sync::Mutex::new(Vec::new()));
    let runs = {
        let (pool, gate, tickets) = (pool.clone(), gate.clone(), tickets.clone());
        move || {
            let i = gate.handed.fetch_add(1, Ordering::SeqCst);
            let ticket = run(&pool, i);
            tickets.lock().unwrap_or_else(|e| e.into_inner()).push((i, ticket));
            let returned = gate.returned.fetch_add(1, Ordering::SeqCst) + 1;
            // Read after the run returned: the tasks not done now are at least these.
            let unfinished = returned.saturating_sub(gate.done.load(Ordering::SeqCst));
            ensure(
                unfinished <= size + waiting,
                Class::CapacityExceeded,
                "bp-real-run-squeezed-in",
                || args!("size" => size, "waiting" => waiting, "unfinished" => unfinished),
            );
        }
    };
    let lets_one_through = {
        let gate = gate.clone();
        move || gate.let_one_through()
    };
    overtaken("shop", size + waiting, runs, lets_one_through);
    let mut tickets = std::mem::take(&mut *tickets.lock().unwrap_or_else(|e| e.into_inner()));
    tickets.sort_by_key(|(i, _)| *i);
    let (tasks, tickets): (Vec<usize>, Vec<Pending<usize>>) = tickets.into_iter().unzip();
    let pool = Arc::into_inner(pool).expect("the shop has let go of the pool");
    let want: Vec<Result<usize, String>> = tasks.iter().map(|i| Ok(i * 10)).collect();
    let got = wait_all(tickets);
    close(pool);
    expect_results(
        &got,
        &want,
        (Class::LostItem, "bp-tasks-lost"),
        "bp-out-of-order",
        args!("size" => size, "waiting" => waiting),
    );
}

/// Where the tasks of [`overtaken_shop`] wait until main lets them through, one at a time:
/// the check's own (std's atomics, a nap between looks), so that the only condvar waits on
/// real threads are the pool's.
#[derive(Default)]
struct Gate {
    /// Tasks handed to `run`, numbered from 0.
    handed: AtomicUsize,
    /// Runs that returned.
    returned: AtomicUsize,
    /// Tasks begun.
    begun: AtomicUsize,
    /// Tasks let through, and tasks that went through (done).
    let_through: AtomicUsize,
    done: AtomicUsize,
}

impl Gate {
    /// A task: begun, waits until it is let through, done.
    fn pass(&self) {
        self.begun.fetch_add(1, Ordering::SeqCst);
        loop {
            let done = self.done.load(Ordering::SeqCst);
            if done < self.let_through.load(Ordering::SeqCst)
                && self
                    .done
                    .compare_exchange(done, done + 1, Ordering::SeqCst, Ordering::SeqCst)
                    .is_ok()
            {
                return;
            }
            std::thread::sleep(Duration::from_micros(20));
        }
    }

    /// Lets one task through, and returns once a worker has begun another (it took a
    /// queued task: a place is free) or every task handed out has begun.
    fn let_one_through(&self) {
        let begun = self.begun.load(Ordering::SeqCst);
        self.let_through.fetch_add(1, Ordering::SeqCst);
        loop {
            let now = self.begun.load(Ordering::SeqCst);
            if now > begun || now >= self.handed.load(Ordering::SeqCst) {
                return;
            }
            std::thread::yield_now();
        }
    }
}

/// Runs handed out in a row, while the explorer may keep every worker from taking a step:
/// a task handed out (its run returned) and not begun is either queued or taken by a
/// worker, which holds one at most, has run by then, and begins it afterwards (each worker
/// calls `work` for the tasks it takes). So, whatever the interleaving, the tasks handed
/// out and not begun are at most `waiting` plus the threads that had run by then and begin
/// a task afterwards; a pool that frees a place only when a task is done (room for
/// `size + waiting` tasks not done) lets `size` more through while no worker has taken any.
/// Counted by what the threads do with tasks, never by which threads exist: threads that
/// run beside the workers and begin no task hold none. A thread that a run started holds
/// one too, before it has run, if the first task it begins is that run's own: a worker
/// started with its first task in hand (Java's ThreadPoolExecutor) took that task at its
/// start, and it never waited in the queue. Judged at the end, when every task has begun,
/// and only while explored, where the threads that have run are known.
fn runs_before_the_workers_take(plan: &mut Plan) {
    for (size, waiting) in [(1, 1), (2, 1), (1, 2)] {
        let tasks = size + waiting + 1;
        plan.scenario(pool_label("bp-scn-runs-in-a-row", size, waiting, tasks), move || {
            judged_explored_only();
            // The explored task that began each task, and the task, in the order they began.
            let beginners = Arc::new(std::sync::Mutex::new(Vec::new()));
            let pool = start(size, waiting, {
                let beginners = beginners.clone();
                move |i: usize| {
                    beginners.lock().unwrap().extend(current_task().map(|t| (t, i)));
                    Ok(i * 10)
                }
            });
            let main = current_task();
            let mut tickets = Vec::new();
            let mut handed = Vec::new();
            // The program's threads started so far, before and after each run: which of
            // them each run started (counted as they are started, not as they first run).
            let mut started = Vec::new();
            let mut so_far = take_threads_started();
            for i in 0..tasks {
                tickets.push(run(&pool, i));
                let before = so_far;
                so_far += take_threads_started();
                started.push(before..so_far);
                // Read after the run returned: a worker that takes a task from now on has
                // run by the time the threads are read, so the bound never counts too few.
                let begun = beginners.lock().unwrap().len();
                let ran: Vec<usize> = tasks_seen().into_iter().filter(|&t| Some(t) != main).collect();
                handed.push(Handed {
                    task: i,
                    unbegun: (i + 1).saturating_sub(begun),
                    begun,
                    ran,
                });
            }
            all_back(pool, tickets, size, waiting);
            // Every thread of the program, in the order it was started (shuttle numbers its
            // tasks so; main and the program's threads are all this scenario has): all of
            // them have run once every task is back.
            let threads: Vec<usize> = {
                let mut seen: Vec<usize> = tasks_seen().into_iter().filter(|&t| Some(t) != main).collect();
                seen.sort_unstable();
                seen
            };
            let beginners = beginners.lock().unwrap().clone();
            // The threads a run started whose first task was that run's: each took it as it
            // started.
            let given: Vec<(usize, usize)> = started
                .iter()
                .enumerate()
                .flat_map(|(task, range)| {
                    let threads = threads.get(range.clone()).unwrap_or_default();
                    threads.iter().map(move |&thread| (thread, task))
                })
                .filter(|&(thread, task)| beginners.iter().find(|(t, _)| *t == thread).map(|&(_, i)| i) == Some(task))
                .collect();
            for moment in handed {
                moment.judge(&beginners, &given, waiting);
            }
        });
    }
}

/// The moment a run returned in [`runs_before_the_workers_take`].
struct Handed {
    /// The task whose run had returned.
    task: usize,
    /// Tasks handed out by then and not begun.
    unbegun: usize,
    /// Tasks begun by then.
    begun: usize,
    /// The threads but main that had run by then.
    ran: Vec<usize>,
}

impl Handed {
    /// Fails if more tasks were handed out and not begun than the room and the workers
    /// that could hold one: those of [`Handed::ran`] that began a task afterwards (in
    /// `beginners`, the thread of every task begun and the task, in order), and those not
    /// run yet that a run up to this one started with its own task (`given`: the thread
    /// and the task).
    fn judge(&self, beginners: &[(usize, usize)], given: &[(usize, usize)], waiting: usize) {
        let later: Vec<usize> = beginners[self.begun.min(beginners.len())..]
            .iter()
            .map(|&(t, _)| t)
            .collect();
        let holding = self.ran.iter().filter(|t| later.contains(t)).count();
        let started_with_one = given
            .iter()
            .filter(|&&(thread, task)| task <= self.task && !self.ran.contains(&thread) && later.contains(&thread))
            .count();
        // Both hold a task each; the message counts them together.
        let ran = holding + started_with_one;
        let key = if ran == 0 {
            "bp-queued-before-workers"
        } else {
            "bp-queued-past-room"
        };
        ensure(
            self.unbegun <= waiting + ran,
            Class::CapacityExceeded,
            key,
            || args!("task" => self.task, "waiting" => waiting, "unbegun" => self.unbegun, "ran" => ran, "queued" => self.unbegun - ran),
        );
    }
}

/// Two shops wait for the same room: a pool of one, its worker held at a gate with one
/// task, one more queued, and both shops in `run`. The worker finishes its task and takes
/// the queued one (held too): one shop may now hand out its task, the other must wait
/// again. A `run` that does not look again after it wakes (an `if` around its wait, where
/// a `while` belongs) lets both in: one task more than the room holds. Judged from what
/// ran: the tasks handed out and not yet done never exceed the workers and the room.
fn two_shops_for_one_room(plan: &mut Plan) {
    let (size, waiting) = (1, 1);
    plan.scenario(
        label!("bp-scn-two-shops", "size" => size, "waiting" => waiting),
        move || {
            let gates = [Tally::new(), Tally::new()];
            let second_gate_open = Arc::new(AtomicBool::new(false));
            let (began, done) = (Tally::new(), Arc::new(AtomicUsize::new(0)));
            let pool = Arc::new(start(size, waiting, {
                let (gates, began, done) = (gates.clone(), began.clone(), done.clone());
                move |i: usize| {
                    began.mark(i);
                    if let Some(gate) = gates.get(i) {
                        gate.wait_until(1);
                    }
                    done.fetch_add(1, Ordering::SeqCst);
                    Ok(i * 10)
                }
            }));
            let mut tickets = vec![run(&pool, 0)];
            // The worker holds task 0 before task 1 fills the room.
            began.wait_until(1);
            tickets.push(run(&pool, 1));
            let returned = Tally::new();
            let shops: Vec<_> = [2, 3]
                .into_iter()
                .enumerate()
                .map(|(n, i)| {
                    let (pool, returned, done) = (pool.clone(), returned.clone(), done.clone());
                    let second_gate_open = second_gate_open.clone();
                    // Named apart ("shop 1", "shop 2"): two threads of one name would be
                    // drawn in one column, as if one thread were inside two runs.
                    spawn(format!("shop {}", n + 1), move || {
                        let ticket = run(&pool, i);
                        returned.mark(i);
                        // Read after the run returned: while task 1 is held, the tasks handed
                        // out and not done are at most the worker's one and the room's. A task
                        // may be done before its run is counted as returned, so this is a lower
                        // bound, and never below nothing.
                        let unfinished = (2 + returned.count()).saturating_sub(done.load(Ordering::SeqCst));
                        let held = !second_gate_open.load(Ordering::SeqCst);
                        ensure(
                            !(held && unfinished > size + waiting),
                            Class::CapacityExceeded,
                            "bp-run-squeezed-in",
                            || args!("size" => size, "waiting" => waiting, "unfinished" => unfinished),
                        );
                        ticket
                    })
                })
                .collect();
            gates[0].mark(0);
            // Task 1 in the making, the room free again: one shop's run may return.
            began.wait_until(2);
            returned.wait_until(1);
            second_gate_open.store(true, Ordering::SeqCst);
            gates[1].mark(0);
            tickets.extend(join_all(shops));
            every_task_back(pool, tickets, size, waiting);
        },
    );
}

/// The end of a scenario whose task `i` gives `i × 10`: every ticket waited on, the pool
/// closed once the shops have let go of it, every answer back in the tasks' order.
fn every_task_back(pool: Arc<BoundedPool<usize, usize>>, tickets: Vec<Pending<usize>>, size: usize, waiting: usize) {
    let pool = Arc::into_inner(pool).expect("the shops have let go of the pool");
    all_back(pool, tickets, size, waiting);
}

/// [`every_task_back`] for a pool no shop shares.
fn all_back(pool: BoundedPool<usize, usize>, tickets: Vec<Pending<usize>>, size: usize, waiting: usize) {
    let want: Vec<Result<usize, String>> = (0..tickets.len()).map(|i| Ok(i * 10)).collect();
    let got = wait_all(tickets);
    // Every task is done: a deadlock from here on is close's, not run's.
    deadlock_means(Class::Deadlock, "bp-close-hangs");
    close(pool);
    expect_results(
        &got,
        &want,
        (Class::LostItem, "bp-tasks-lost"),
        "bp-out-of-order",
        args!("size" => size, "waiting" => waiting),
    );
}

/// What a shop stuck in `run` means while the gate is shut: with fewer than
/// `size + waiting` tasks handed out, the pool had room, and its run waited anyway.
struct Room {
    size: usize,
    waiting: usize,
    /// Runs that returned before the one the shop is in.
    handed: AtomicUsize,
    /// Tasks a worker has begun.
    taken: AtomicUsize,
    /// One more than a task the shop did itself in its run, if it did one: then the shop is
    /// held up by that task, not waiting for room.
    by_caller: AtomicUsize,
}

impl Room {
    /// Says what a deadlock now would mean, from what the pool has done so far. Told again
    /// whenever a count changes, so that the last word is the state the threads stopped in.
    fn tell(&self) {
        let by_caller = self.by_caller.load(Ordering::SeqCst);
        if by_caller > 0 {
            deadlock_means_with(
                Class::NotConcurrent,
                "bp-run-does-the-task",
                args!("task" => by_caller - 1, "waiting" => self.waiting),
            );
            return;
        }
        let handed = self.handed.load(Ordering::SeqCst);
        if handed >= self.size + self.waiting {
            // This run must wait until the gate opens: a deadlock now is no early wait.
            deadlock_means(Class::Deadlock, "deadlock");
            return;
        }
        let taken = self.taken.load(Ordering::SeqCst).min(handed);
        // Every worker holds a task: the run waited for room the queue should still have.
        // A room one too small and a taken task that keeps its place look alike here.
        let key = if taken >= self.size {
            "bp-run-waited-room-short"
        } else {
            "bp-run-waited-with-room"
        };
        if taken == 0 {
            // No worker holds a task at the gate: nothing the check does keeps this run
            // waiting, so it waits forever on real threads too.
            deadlock_means(Class::Deadlock, "bp-run-waits-with-room");
            return;
        }
        deadlock_means_with(
            Class::NotConcurrent,
            key,
            args!(
                "task" => handed,
                "size" => self.size,
                "waiting" => self.waiting,
                "taken" => taken,
                "queued" => handed - taken,
                "free" => self.size.saturating_sub(taken),
            ),
        );
    }
}

/// Workers that finish at once: `run` waits only while the queue is full, so a shop that
/// runs many tasks through a small queue gets every result, and never waits forever.
fn run_returns_while_there_is_room(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "bp-run-waits-with-room");
    for (size, waiting, tasks) in [(1, 1, 3), (2, 1, 4), (1, 3, 3)] {
        plan.scenario(pool_label("bp-scn-many", size, waiting, tasks), move || {
            let pool = start(size, waiting, |i: usize| {
                yield_now();
                outcome(i)
            });
            let tickets: Vec<_> = (0..tasks).map(|i| run(&pool, i)).collect();
            let got = wait_all(tickets);
            // Every task is done: a deadlock from here on is close's, not run's.
            deadlock_means(Class::Deadlock, "bp-close-hangs");
            close(pool);
            expect_outcomes(&got, tasks, size, waiting);
        });
    }
    shops_through_a_small_room(plan);
}

/// Two shops run their tasks through a room of two, on two workers that finish at once.
/// Both shops may wait in `run` at the same time, and every place a worker frees must
/// wake one of them: a pool that wakes a shop only when the room was full before the take
/// wakes one for the first of two takes, and the other shop waits for ever with room free
/// (a room of one, or one shop, cannot show it: every take is then from a full room).
fn shops_through_a_small_room(plan: &mut Plan) {
    let (size, waiting, each) = (2, 2, 3);
    plan.scenario(pool_label("bp-scn-shops", size, waiting, 2 * each), move || {
        deadlock_means(Class::Deadlock, "bp-run-not-woken");
        let pool = Arc::new(start(size, waiting, |i: usize| {
            yield_now();
            outcome(i)
        }));
        let shops: Vec<_> = (0..2)
            .map(|n| {
                let pool = pool.clone();
                spawn(format!("shop {}", n + 1), move || {
                    (n * each..(n + 1) * each).map(|i| run(&pool, i)).collect::<Vec<_>>()
                })
            })
            .collect();
        let tickets: Vec<_> = join_all(shops).into_iter().flatten().collect();
        let got = wait_all(tickets);
        // Every task is done: a deadlock from here on is close's, not run's.
        deadlock_means(Class::Deadlock, "bp-close-hangs");
        let pool = Arc::into_inner(pool).expect("the shops have let go of the pool");
        close(pool);
        expect_outcomes(&got, 2 * each, size, waiting);
    });
}

/// The answers of tasks 0, 1, … `tasks − 1` back as [`outcome`] says, in the tasks' order.
fn expect_outcomes(got: &[Result<usize, String>], tasks: usize, size: usize, waiting: usize) {
    let want: Vec<Result<usize, String>> = (0..tasks).map(outcome).collect();
    expect_results(
        got,
        &want,
        (Class::WrongOutput, "bp-wrong-results"),
        "bp-out-of-order",
        args!("size" => size, "waiting" => waiting),
    );
}

/// Every third task fails, the others give their number plus 100: the answer the shop
/// expects back, in its order, whatever order the workers finish in.
fn outcome(i: usize) -> Result<usize, String> {
    if i % 3 == 1 {
        Err(format!("task {i} failed"))
    } else {
        Ok(i + 100)
    }
}

/// `close` right after the tasks are queued: when it returns, every task is done.
fn close_finishes_queued_work(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "bp-close-hangs");
    for (size, waiting, tasks) in [(1, 2, 2), (2, 2, 4), (3, 1, 1)] {
        plan.scenario(pool_label("bp-scn-close", size, waiting, tasks), move || {
            let done = Tally::new();
            let pool = start(size, waiting, {
                let done = done.clone();
                move |i: usize| {
                    yield_now();
                    done.mark(i);
                    Ok(i)
                }
            });
            let tickets: Vec<_> = (0..tasks).map(|i| run(&pool, i)).collect();
            close(pool);
            let finished = done.count();
            ensure(
                finished == tasks,
                Class::EarlyClose,
                "bp-early-close",
                || args!("done" => finished, "tasks" => tasks),
            );
            let got = wait_all(tickets);
            let want: Vec<Result<usize, String>> = (0..tasks).map(Ok).collect();
            expect_results(
                &got,
                &want,
                (Class::WrongOutput, "bp-wrong-results"),
                "bp-out-of-order",
                args!("size" => size, "waiting" => waiting),
            );
        });
    }
}

/// Tasks that can only finish while `size` of them run at once, and tasks that take time
/// ([`tasks_of_50_ms_side_by_side`]).
fn tasks_run_side_by_side(plan: &mut Plan) {
    tasks_of_50_ms_side_by_side(plan);
    plan.on_deadlock(Class::NotConcurrent, "bp-not-concurrent");
    for (size, waiting) in [(2, 1), (3, 2)] {
        plan.scenario(pool_label("bp-scn-side-by-side", size, waiting, size), move || {
            let met = Tally::new();
            let pool = start(size, waiting, {
                let met = met.clone();
                move |i: usize| {
                    met.mark(i);
                    met.wait_until(size);
                    Ok(i)
                }
            });
            let tickets: Vec<_> = (0..size).map(|i| run(&pool, i)).collect();
            let got = wait_all(tickets);
            close(pool);
            let want: Vec<Result<usize, String>> = (0..size).map(Ok).collect();
            expect_results(
                &got,
                &want,
                (Class::WrongOutput, "bp-wrong-results"),
                "bp-out-of-order",
                args!("size" => size, "waiting" => waiting),
            );
        });
    }
}

/// Tasks of 50 ms, more than the workers: the pool keeps `size` of them in flight at once
/// in some explored interleaving, read from when each began and ended (recorded by the
/// check). So on real threads too, where the meeting above would only hang a pool that
/// runs one task at a time there (a hang says nothing of why), and where two in flight at
/// once is what any correct pool shows with tasks that sleep.
fn tasks_of_50_ms_side_by_side(plan: &mut Plan) {
    let each = Duration::from_millis(50);
    for (size, waiting, tasks) in [(2, 2, 4), (3, 1, 6)] {
        let name = label!(
            "bp-scn-timed",
            "size" => size,
            "waiting" => waiting,
            "tasks" => tasks,
            "each" => conveyor::time::millis(each),
        );
        plan.scenario(name, move || {
            let pool = start(size, waiting, move |i: usize| {
                // Recorded: the trace shows when each task began and ended.
                call_unit(format!("work({i})"), || sleep(each));
                Ok(i)
            });
            let tickets: Vec<_> = (0..tasks).map(|i| run(&pool, i)).collect();
            // On real threads every condvar wait also wakes now and then for nothing, as std
            // lets it (the explorer never does): a ticket's wait behind an `if` then goes on
            // before its task is done.
            grader_kit::probe::real_spurious_wakeups(true);
            let got = wait_all(tickets);
            grader_kit::probe::real_spurious_wakeups(false);
            close(pool);
            let want: Vec<Result<usize, String>> = (0..tasks).map(Ok).collect();
            let about = args!("size" => size, "waiting" => waiting);
            expect_results(
                &got,
                &want,
                (Class::WrongOutput, "bp-wrong-results"),
                "bp-out-of-order",
                about.clone(),
            );
            let flight = in_flight(&so_far(), |e| e.what.starts_with("work("));
            expect_in_flight(
                ("bp-too-few-at-once", "bp-real-one-at-a-time"),
                &flight,
                size.min(tasks),
                tasks,
                about,
            );
        });
    }
}

/// The lesson's words for invoices never, or not enough, made side by side.
const FLIGHT: FlightKeys = FlightKeys {
    one_at_a_time: "tp-invoices-one-at-a-time",
    too_few: "tp-invoices-too-few",
    real_one_at_a_time: "tp-invoices-real-one-at-a-time",
    left_free: "tp-invoices-worker-left-free",
};

/// How long the given `invoice` takes for a valid order: its PDF.
const PDF: Duration = Duration::from_millis(50);

/// Orders (number, amount), then workers and the room of the waiting queue.
type Sale = (&'static [(u32, i64)], usize, usize);

/// The sale's orders and others, through queues of every room: results in order, one pool
/// of at most `workers`, closed before `invoices` returns, the invoices made side by side.
fn invoices_in_order(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "bp-run-waits-with-room");
    let data: [Sale; 4] = [
        (&[(1001, 50), (1002, 125), (1003, 80), (1004, 0), (1005, 240)], 2, 1),
        (&[(7, -5), (8, 10), (9, 0), (10, 20)], 1, 2),
        (&[(21, 100), (22, 5), (23, 60)], 3, 10),
        (&[(31, 1000), (32, -1), (33, 30), (34, 45)], 2, 2),
    ];
    for (orders, workers, waiting) in data {
        let name = label!("bp-scn-invoices", "orders" => orders.len(), "workers" => workers, "waiting" => waiting);
        plan.scenario(name, move || {
            // Judged per execution from virtual instants: the clock moves only when every
            // thread waits, so a worker that takes the next invoice the moment it is free
            // is never seen free.
            conveyor::time::timers_fire_only_when_all_wait(grader_kit::probe::KEY);
            let (got, threads) = watch(format!("invoices(…, {workers}, {waiting})"), || {
                invoices(orders, workers, waiting)
            });
            let amounts: Vec<i64> = orders.iter().map(|&(_, amount)| amount).collect();
            let want: Vec<Result<i64, String>> = amounts.iter().map(|&a| with_vat(a)).collect();
            expect_results(
                &got,
                &want,
                (Class::WrongOutput, "ip-invoices-wrong"),
                "ip-invoices-out-of-order",
                args!("workers" => workers, "amounts" => grader_kit::queues::list(&amounts)),
            );
            threads.verdict(workers, orders.len(), &THREADS);
            // Each valid order's invoice takes its PDF's 50 ms; an invalid one none.
            let valid = amounts.iter().filter(|&&a| a > 0).count();
            let about = args!("workers" => workers, "orders" => orders.len());
            ensure_side_by_side(&FLIGHT, workers, &vec![PDF; valid], about);
        });
    }
}

/// How long a slow task of `no-busy-waiting` takes: while it is made, the threads with
/// nothing to do have a whole second of virtual time to wait in, in which a thread that
/// sleeps and looks again naps more often than a pause allows, however seldom it looks.
const SLOW: Duration = Duration::from_secs(1);

/// Slow tasks: while a worker makes one, a `run` that meets a full queue waits for room,
/// an idle worker waits for a task, and main waits on a ticket. Each must block until it is
/// woken, never sleep and look again ([`ensure_no_naps`]); one that never sleeps ends at
/// the step bound. Judged from the explorer's clock, on which a second passes at once.
fn no_busy_waiting(plan: &mut Plan) {
    for (size, waiting, tasks) in [(1, 1, 3), (2, 1, 1)] {
        let name = label!(
            "bp-scn-timed",
            "size" => size,
            "waiting" => waiting,
            "tasks" => tasks,
            "each" => conveyor::time::millis(SLOW),
        );
        plan.scenario(name, move || {
            // Seconds of sleep on real threads would only slow every correct pool down.
            judged_explored_only();
            let pool = start(size, waiting, move |i: usize| {
                call_unit(format!("work({i})"), || sleep(SLOW));
                Ok(i)
            });
            let tickets: Vec<_> = (0..tasks).map(|i| run(&pool, i)).collect();
            let got = wait_all(tickets);
            close(pool);
            let want: Vec<Result<usize, String>> = (0..tasks).map(Ok).collect();
            let about = args!("size" => size, "waiting" => waiting);
            expect_results(
                &got,
                &want,
                (Class::WrongOutput, "bp-wrong-results"),
                "bp-out-of-order",
                about.clone(),
            );
            ensure_no_naps("tp-naps", &vec![SLOW; tasks], about);
        });
    }
}
