//! Hidden checks of exercise 4, the invoice pool.
//!
//! The work functions the checks hand to the pool wait on one another through a `Tally`
//! (conveyor's Mutex and Condvar), so that tasks finish in an order the check chooses, or
//! can only finish while they run side by side. Other work functions sleep: on the
//! explorer's virtual clock a task of 50 ms takes 50 ms, and the clock may also pass a
//! deadline while other threads could still run (as if they were slow). Whether tasks ran
//! side by side is read from the trace: in some explored execution, as many tasks as the
//! pool has workers were in flight at once (begun, not finished); how long the whole took
//! is a figure shown, never the judge. The oracles look only at behaviour: what the
//! tickets give, how many threads were started, what was done when `close` returned,
//! whether `run` waited.

use conveyor::thread::{sleep, yield_now};
use conveyor::time::{Duration, millis};
use grader_kit::oracle::{ensure, timed, timed_shown};
use grader_kit::pools::{Tally, expect_in_flight, expect_results, in_flight};
use grader_kit::probe::{
    forget_running_threads, judged_explored_only, name_unnamed_threads, program_threads_ended, take_threads_started,
    threads_running,
};
use grader_kit::queues::list;
use grader_kit::scenario::{Label, Meaning, Queued, deadlock_explained_by, deadlock_means};
use grader_kit::stress::{LATE_RUNS, NotAtOnce, at_once, ensure_no_naps, let_them_wait};
use grader_kit::trace::{Event, Kind, begin, call, call_unit, died, end, note, open_call_indices, open_calls, so_far};
use grader_kit::{Check, Class, Plan, args, fail, label};
use invoice_pool::{Pending, WorkerPool, invoice, invoices};
use std::fmt::Debug;

fn main() {
    // In the order of lesson.toml. Most checks close their pool, need tasks side by side and
    // meet an error, so the checks of those come first: the first failure a student reads
    // should name the real bug.
    grader_kit::main(&[
        Check {
            name: "invoice",
            plan: invoice_amounts,
        },
        Check {
            name: "close-finishes-queued-work",
            plan: close_finishes_queued_work,
        },
        Check {
            name: "close-wakes-idle-workers",
            plan: close_wakes_idle_workers,
        },
        Check {
            name: "tasks-run-side-by-side",
            plan: tasks_run_side_by_side,
        },
        Check {
            name: "workers-work-at-once",
            plan: workers_work_at_once,
        },
        Check {
            name: "run-returns-at-once",
            plan: run_returns_at_once,
        },
        Check {
            name: "errors-stay-with-their-task",
            plan: errors_stay_with_their_task,
        },
        Check {
            name: "worker-survives-panics",
            plan: worker_survives_panics,
        },
        Check {
            name: "results-in-input-order",
            plan: results_in_input_order,
        },
        Check {
            name: "thread-count",
            plan: thread_count,
        },
        Check {
            name: "no-busy-waiting",
            plan: no_busy_waiting,
        },
        Check {
            name: "invoices",
            plan: invoices_in_order,
        },
    ]);
}

// Calls into the pool, recorded so that a report can say where a thread was stuck.
// A pool and a ticket have no Debug: `new` and `run` record the call only.

fn start<T: Send + 'static, R: Send + 'static>(
    size: usize,
    work: impl Fn(T) -> Result<R, String> + Send + Sync + 'static,
) -> WorkerPool<T, R> {
    let what = format!("WorkerPool::new({size}, work)");
    // The threads a pool starts without a name are its workers: "worker 1", "worker 2", …
    name_unnamed_threads("worker");
    // Counted from here, so that `a_worker_ended` knows the threads this pool started.
    take_threads_started();
    begin(&what);
    let pool = WorkerPool::new(size, work);
    end(&what);
    pool
}

/// A ticket with the task it was handed out for, as the trace shows that task (`3`).
struct Ticket<R> {
    task: String,
    pending: Pending<R>,
}

fn run_all<T: Debug + Send + 'static, R: Send + 'static>(pool: &WorkerPool<T, R>, tasks: Vec<T>) -> Vec<Ticket<R>> {
    tasks
        .into_iter()
        .map(|task| {
            let task_shown = format!("{task:?}");
            let what = format!("run({task_shown})");
            begin(&what);
            let pending = pool.run(task);
            end(&what);
            Ticket {
                task: task_shown,
                pending,
            }
        })
        .collect()
}

/// Waits on the tickets in the order given, each named by its own task (`wait() of task
/// 3`), not by its place among them: a scenario waits on the tickets of later tasks too.
fn wait_all<R: Debug>(tickets: Vec<Ticket<R>>) -> Vec<Result<R, String>> {
    tickets
        .into_iter()
        .map(|ticket| call(format!("wait() of task {}", ticket.task), || ticket.pending.wait()))
        .collect()
}

fn close<T: Send + 'static, R: Send + 'static>(pool: WorkerPool<T, R>) {
    call_unit("close()", || pool.close());
}

/// The tickets of a pool of `size` must give `want`, in this order.
fn expect_tickets<R: Debug + PartialEq>(got: &[Result<R, String>], want: &[Result<R, String>], size: usize) {
    let about = args!("size" => size);
    expect_results(
        got,
        want,
        (Class::WrongOutput, "ip-wrong-results"),
        "ip-out-of-order",
        about,
    );
}

/// Whether a thread the pool started has already ended, read from what ran: the pool has
/// started more threads than are still running. Asked before `close`, when no worker may
/// have stopped yet; a pool that replaced a dead worker has still lost one. Known only
/// under the explorer, which counts the running threads (on real threads: false).
fn a_worker_ended() -> bool {
    conveyor::time::virtual_now(grader_kit::probe::KEY).is_some() && take_threads_started() > threads_running()
}

/// Like [`expect_tickets`] where tasks fail. A wrong result is a worker that died only
/// when a worker did end (`ended`, from [`a_worker_ended`]): a ticket that gave up
/// waiting while its worker still ran is a wrong result, not a dead worker.
fn expect_despite_failures<R: Debug + PartialEq>(
    got: &[Result<R, String>],
    want: &[Result<R, String>],
    size: usize,
    ended: bool,
) {
    let about = args!("size" => size);
    let wrong = if ended {
        (Class::WorkerDied, "ip-error-spread")
    } else {
        (Class::WrongOutput, "ip-wrong-results")
    };
    expect_results(got, want, wrong, "ip-out-of-order", about);
}

/// What `invoice` must give: the amount plus 20 % VAT (amounts here are multiples of 5, so
/// no rounding is involved), or the contract's error.
fn with_vat(amount: i64) -> Result<i64, String> {
    if amount <= 0 {
        Err("invalid amount".to_string())
    } else {
        Ok(amount + amount / 5)
    }
}

fn invoice_amounts(plan: &mut Plan) {
    for (key, amounts) in [
        ("ip-scn-invoice-valid", &[50i64, 5, 10, 45, 125, 1000, 2500][..]),
        ("ip-scn-invoice-invalid", &[0, -5, -100][..]),
    ] {
        plan.sequential(label!(key), move || {
            for &amount in amounts {
                let (got, took) = timed(|| call(format!("invoice({amount})"), || invoice(amount)));
                let want = with_vat(amount);
                ensure(
                    got == want,
                    Class::WrongOutput,
                    "ip-invoice-wrong",
                    || args!("amount" => amount, "got" => format!("{got:?}"), "want" => format!("{want:?}")),
                );
                // The PDF is the work that a pool does side by side: the contract's 50 ms.
                ensure(
                    amount <= 0 || took == PDF,
                    Class::WrongOutput,
                    "ip-invoice-pdf-time",
                    || args!("amount" => amount, "took" => millis(took), "want" => millis(PDF)),
                );
            }
        });
    }
}

/// How long making an invoice's PDF takes: `thread::sleep(50 ms)`, by the contract.
const PDF: Duration = Duration::from_millis(50);

/// The sale's orders, as the given main has them.
const SALE: [(u32, i64); 8] = conveyor::sale::ORDERS;

/// What the real-thread phase says of tasks one at a time there: the grader's own words,
/// which fit every pool of tasks.
const REAL_ONE_AT_A_TIME: &str = "real-threads-one-at-a-time";

/// `invoices` on the sale's data and on others: the same results in every interleaving, in
/// the orders' order, made by at most `workers` threads, side by side: invoices made one
/// at a time take the time of all their PDFs one after another.
fn invoices_in_order(plan: &mut Plan) {
    let data: [(&[(u32, i64)], usize); 4] = [
        (&SALE, 4),
        (&[(7, -5), (8, 10), (9, 0), (10, 20)], 2),
        (&[(21, 100), (22, 5), (23, 60), (24, 0), (25, 45)], 1),
        (&[(31, 1000), (32, -1), (33, 30)], 3),
    ];
    for (orders, workers) in data {
        plan.scenario(invoices_label(orders.len(), workers), move || {
            let amounts: Vec<i64> = orders.iter().map(|&(_, amount)| amount).collect();
            take_threads_started();
            // Shown, never judged: this scenario runs on real threads too, where side by
            // side is judged again (a program that is concurrent only when explored fails).
            let (got, took) = timed_shown(|| call(format!("invoices(…, {workers})"), || invoices(orders, workers)));
            let started = take_threads_started();
            let want: Vec<Result<i64, String>> = amounts.iter().map(|&a| with_vat(a)).collect();
            let about = args!("workers" => workers, "amounts" => list(&amounts));
            expect_results(
                &got,
                &want,
                (Class::WrongOutput, "ip-invoices-wrong"),
                "ip-invoices-out-of-order",
                about,
            );
            ensure(
                started > 0,
                Class::NotConcurrent,
                "ip-invoices-no-threads",
                || args!("workers" => workers),
            );
            at_most_size(workers, started, orders.len());
            // Side by side, as the trace shows it: PDFs (the workers' sleeps) in flight at
            // once. How long the whole took is shown, never judged: an invoice may take
            // time the contract does not name (a pause before it refuses an amount, say).
            let pdfs = amounts.iter().filter(|&&a| a > 0).count();
            let flight = in_flight(&so_far(), |e| e.what.starts_with("sleep("));
            let about = args!("workers" => workers, "orders" => orders.len(), "took" => millis(took));
            expect_in_flight(
                ("ip-invoices-one-at-a-time", REAL_ONE_AT_A_TIME),
                &flight,
                workers.min(pdfs),
                pdfs,
                about,
            );
        });
    }
}

/// "invoices of 8 orders, 4 workers", in the student's language.
fn invoices_label(orders: usize, workers: usize) -> Label {
    label!("ip-scn-invoices", "orders" => orders, "workers" => workers)
}

fn at_most_size(size: usize, started: usize, tasks: usize) {
    ensure(
        started <= size,
        Class::TooManyThreads,
        "ip-too-many-threads",
        || args!("size" => size, "started" => started, "tasks" => tasks),
    );
}

/// How the tasks of a scenario finish.
#[derive(Clone, Copy)]
enum Finish {
    /// Task 0 finishes only after every other task: needs two workers in any correct pool.
    FirstLast,
    /// The last task finishes first, the first last: needs a worker per task.
    Reversed,
}

impl Finish {
    /// The catalog key of the scenario's label: "pool of 2, 4 tasks, task 0 finishes last".
    fn key(self) -> &'static str {
        match self {
            Finish::FirstLast => "ip-scn-first-last",
            Finish::Reversed => "ip-scn-reversed",
        }
    }

    /// How many other tasks must be done before task `i` of `count` may finish.
    fn after(self, i: usize, count: usize) -> usize {
        match self {
            Finish::FirstLast if i == 0 => count - 1,
            Finish::FirstLast => 0,
            Finish::Reversed => count - 1 - i,
        }
    }
}

/// Tasks finish in another order than they were given; each ticket must still give its own
/// task's result (or error).
fn results_in_input_order(plan: &mut Plan) {
    queued_behind_a_busy_worker(plan);
    for (size, count, finish) in [
        (2, 4, Finish::FirstLast),
        (3, 3, Finish::Reversed),
        (3, 5, Finish::FirstLast),
    ] {
        plan.scenario(pool_label(finish.key(), size, count), move || {
            let tally = Tally::new();
            // One failing task among them: its error must stay in its place too.
            let result = |i: usize| {
                if i == 2 {
                    Err(format!("task {i} failed"))
                } else {
                    Ok(100 + i)
                }
            };
            let pool = start(size, {
                let tally = tally.clone();
                // Recorded, so that the trace shows which task a worker is in, and which
                // task no worker has begun.
                move |i: usize| {
                    call(format!("work({i})"), || {
                        tally.wait_until(finish.after(i, count));
                        tally.mark(i);
                        result(i)
                    })
                }
            });
            let tickets = run_all(&pool, (0..count).collect());
            // On real threads every condvar wait also wakes now and then for nothing, as std
            // lets it (the explorer never does): a ticket's wait behind an `if` then goes on
            // before its task is done.
            grader_kit::probe::real_spurious_wakeups(true);
            let got = wait_all(tickets);
            grader_kit::probe::real_spurious_wakeups(false);
            close(pool);
            let want: Vec<_> = (0..count).map(result).collect();
            let about = args!("size" => size, "finished" => list(&tally.order()));
            expect_results(
                &got,
                &want,
                (Class::WrongOutput, "ip-wrong-results"),
                "ip-finished-out-of-order",
                about,
            );
        });
    }
}

/// Tasks that can only finish while they all run at once: a pool that works on one task at
/// a time (or has fewer workers than asked for) leaves every thread waiting.
fn tasks_run_side_by_side(plan: &mut Plan) {
    plan.on_deadlock(Class::NotConcurrent, "ip-not-concurrent");
    close_hangs_means_deadlock(plan);
    queued_behind_a_busy_worker(plan);
    for (size, together) in [(2, 2), (3, 3), (4, 2)] {
        plan.scenario(pool_label("ip-scn-side-by-side", size, together), move || {
            let tally = Tally::new();
            let pool = start(size, {
                let tally = tally.clone();
                // Recorded, so that the timeline shows which worker works on which task.
                move |i: usize| {
                    call(format!("work({i})"), || {
                        tally.mark(i);
                        tally.wait_until(together);
                        Ok(format!("met {i}"))
                    })
                }
            });
            let tickets = run_all(&pool, (0..together).collect());
            let got = wait_all(tickets);
            close(pool);
            let want: Vec<_> = (0..together).map(|i| Ok(format!("met {i}"))).collect();
            expect_tickets(&got, &want, size);
        });
    }
}

/// `run` must not wait for a task, nor for a free worker: while every worker is busy with a
/// task of 50 ms, `run` returns at virtual time 0; and tasks that wait until the caller has
/// queued them all must not leave the caller waiting.
fn run_returns_at_once(plan: &mut Plan) {
    for (size, count, each) in [(1, 3, 50), (2, 5, 30)] {
        plan.scenario(timed_label("ip-scn-run-while-busy", size, count, each), move || {
            let each = Duration::from_millis(each);
            let pool = start(size, move |i: usize| {
                sleep(each);
                Ok(i)
            });
            let tickets: Vec<_> = (0..count)
                .map(|i| match at_once(|| run_all(&pool, vec![i])) {
                    Ok(mut ticket) => ticket.remove(0),
                    Err(NotAtOnce::Explored(took)) => fail(
                        Class::NotConcurrent,
                        "ip-run-not-at-once",
                        args!("task" => i, "took" => millis(took), "size" => size, "each" => millis(each)),
                    ),
                    Err(NotAtOnce::RealThreads(_)) => fail(
                        Class::NotConcurrent,
                        "ip-real-run-waited",
                        args!("task" => i, "size" => size, "each" => millis(each), "runs" => LATE_RUNS),
                    ),
                })
                .collect();
            let got = wait_all(tickets);
            close(pool);
            let want: Vec<_> = (0..count).map(Ok).collect();
            expect_tickets(&got, &want, size);
        });
    }
    plan.on_deadlock(Class::NotConcurrent, "ip-run-waits");
    close_hangs_means_deadlock(plan);
    for (size, count) in [(1, 3), (2, 4)] {
        plan.scenario(pool_label("ip-scn-run-returns", size, count), move || {
            let all_queued = Tally::new();
            let pool = start(size, {
                let all_queued = all_queued.clone();
                move |i: usize| {
                    all_queued.wait_until(1);
                    Ok(i as u64 * 7)
                }
            });
            let tickets = run_all(&pool, (0..count).collect());
            note("ip-note-all-queued", args!());
            all_queued.mark(0);
            let got = wait_all(tickets);
            close(pool);
            let want: Vec<_> = (0..count).map(|i| Ok(i as u64 * 7)).collect();
            expect_tickets(&got, &want, size);
        });
    }
}

/// Tasks of a few tens of ms on the virtual clock: a pool of `size` keeps `size` of them
/// busy at once (all of them, if there are fewer), however it hands them out.
fn workers_work_at_once(plan: &mut Plan) {
    // The last: more workers than any cap a pool might put on them (`size.min(4)`).
    for (size, count, each) in [(2, 4, 50), (3, 7, 30), (4, 3, 50), (6, 6, 20)] {
        plan.scenario(timed_label("ip-scn-timed-tasks", size, count, each), move || {
            let each = Duration::from_millis(each);
            let done = Tally::new();
            // Shown, never judged, as in `invoices`: real threads judge side by side too.
            let ((got, pool), took) = timed_shown(|| {
                let pool = start(size, {
                    let done = done.clone();
                    move |i: usize| {
                        // Recorded: the trace shows when each task began and ended.
                        call_unit(format!("work({i})"), || sleep(each));
                        done.mark(i);
                        Ok(i * 10)
                    }
                });
                // As each run returned: the threads started so far, and the tasks handed out
                // and not finished.
                let mut started = take_threads_started();
                let mut moments = Vec::new();
                let mut tickets = Vec::new();
                for i in 0..count {
                    tickets.extend(run_all(&pool, vec![i]));
                    started += take_threads_started();
                    moments.push((started, i + 1 - done.count()));
                }
                let got = wait_all(tickets);
                started += take_threads_started();
                starts_enough_workers(size, started, &moments);
                (got, pool)
            });
            close(pool);
            let want: Vec<_> = (0..count).map(|i| Ok(i * 10)).collect();
            expect_tickets(&got, &want, size);
            let flight = in_flight(&so_far(), |e| e.what.starts_with("work("));
            let about = args!("workers" => size, "took" => millis(took));
            expect_in_flight(
                ("ip-too-few-at-once", REAL_ONE_AT_A_TIME),
                &flight,
                size.min(count),
                count,
                about,
            );
        });
    }
}

/// "pool of 2, 4 tasks of 50 ms", with the catalog `key`.
/// A pool that starts its workers as tasks come must not leave a task waiting behind busy
/// workers while it may still start one: as `run(task)` returned (`moments`, in the tasks'
/// order: the threads started by then, the tasks handed out and not finished), the tasks
/// not finished are at most the threads started. Whatever the interleaving: a lazy pool
/// that starts a worker whenever fewer are idle than tasks are queued (deciding under its
/// lock) has then no more queued tasks than idle workers. One that counts a worker it woke
/// as still idle starts none for the next task, which waits behind a busy one. Asked only
/// of a pool that started fewer than `size` threads in all (`started`, by the tasks' end):
/// one that starts its workers in `new` has them all, and one whose own thread starts
/// them, a little later than the runs that needed them, has started them by the end.
fn starts_enough_workers(size: usize, started: usize, moments: &[(usize, usize)]) {
    if started >= size {
        return;
    }
    for (task, &(by_then, unfinished)) in moments.iter().enumerate() {
        ensure(
            unfinished <= by_then,
            Class::NotConcurrent,
            "ip-lazy-too-few-started",
            || args!("size" => size, "started" => by_then, "task" => task, "unfinished" => unfinished),
        );
    }
}

fn timed_label(key: &str, size: usize, tasks: usize, each: u64) -> Label {
    label!(key, "size" => size, "tasks" => tasks, "each" => millis(Duration::from_millis(each)))
}

/// More tasks than workers: a pool never starts more threads than `size`.
fn thread_count(plan: &mut Plan) {
    for (size, count) in [(1, 3), (2, 5), (3, 2)] {
        plan.scenario(pool_label("ip-scn-pool", size, count), move || {
            take_threads_started();
            let pool = start(size, |i: usize| {
                yield_now();
                Ok(i + 1)
            });
            let tickets = run_all(&pool, (0..count).collect());
            let got = wait_all(tickets);
            close(pool);
            at_most_size(size, take_threads_started(), count);
            let want: Vec<_> = (0..count).map(|i| Ok(i + 1)).collect();
            expect_tickets(&got, &want, size);
        });
    }
}

/// How long a slow task of `no-busy-waiting` takes: while it is made, the other workers
/// and main have a whole second of virtual time with nothing to do but wait, in which a
/// thread that sleeps and looks again naps more often than a pause allows, however seldom
/// it looks (every few hundred ms, say).
const SLOW: Duration = Duration::from_secs(1);

/// While some workers make slow tasks, the others have nothing to do but wait for a task,
/// and main nothing but wait on the tickets: each must block until it is woken (a worker in
/// `recv` or `Condvar::wait` on the queue, a ticket's `wait` in `recv` on its answer), never
/// sleep and look again. A thread that naps while it waits ([`ensure_no_naps`]) is busy
/// waiting, only slower; one that never sleeps ends at the step bound. Judged from the
/// explorer's clock, on which a second passes at once.
fn no_busy_waiting(plan: &mut Plan) {
    for (size, count) in [(2, 1), (3, 2)] {
        let each = SLOW.as_millis() as u64;
        plan.scenario(timed_label("ip-scn-timed-tasks", size, count, each), move || {
            // A second of sleep on real threads would only slow every correct pool down.
            judged_explored_only();
            let pool = start(size, move |i: usize| {
                call_unit(format!("work({i})"), || sleep(SLOW));
                Ok(i)
            });
            let tickets = run_all(&pool, (0..count).collect());
            let got = wait_all(tickets);
            close(pool);
            let want: Vec<_> = (0..count).map(Ok).collect();
            expect_tickets(&got, &want, size);
            ensure_no_naps("tp-naps", &vec![SLOW; count], args!("size" => size));
        });
    }
    // A pool with nothing to do, on real threads too: its workers must block in their wait
    // for a task, not spin, whatever a program does where it can tell it is explored
    // (there the search sees a spinning worker by its steps).
    for size in [2, 3] {
        plan.scenario(label!("ip-scn-idle-pool", "size" => size), move || {
            let pool = start(size, |i: usize| Ok(i));
            // The pool's threads, started by new, are the ones that wait.
            let_them_wait(&format!("WorkerPool::new({size}, work)"));
            close(pool);
        });
    }
}

/// Some tasks fail: each error reaches only its own ticket, and the worker goes on. Every
/// worker meets an error early, so a worker that stops after one leaves tasks undone.
fn errors_stay_with_their_task(plan: &mut Plan) {
    plan.on_deadlock(Class::WorkerDied, "ip-worker-died")
        .on_panic(Class::WorkerDied);
    close_hangs_means_deadlock(plan);
    let data: [(usize, &[bool]); 3] = [
        (1, &[true, false, true, false]),
        (2, &[true, true, false, false, false]),
        (3, &[false, true, true, true, false, false]),
    ];
    for (size, fails) in data {
        plan.scenario(marked_label("ip-scn-tasks-fail", size, fails), move || {
            let result = |i: usize| {
                if fails[i] {
                    Err(format!("task {i} failed"))
                } else {
                    Ok(format!("task {i} done"))
                }
            };
            let pool = start(size, move |i: usize| {
                yield_now();
                result(i)
            });
            let tickets = run_all(&pool, (0..fails.len()).collect());
            let got = wait_all(tickets);
            let ended = a_worker_ended();
            close(pool);
            let want: Vec<_> = (0..fails.len()).map(result).collect();
            expect_despite_failures(&got, &want, size, ended);
        });
    }
}

/// A `close()` that never returns is about closing (workers nobody told to stop), whatever
/// else the scenario was built to show: every ticket had its answer by then.
fn close_hangs_means_deadlock(plan: &mut Plan) {
    plan.on_deadlock_in("close()", Class::Deadlock, "ip-nobody-wakes");
}

/// A deadlock in which a task handed out (`run(2)` returned) was never begun (no
/// `work(2)`) while one worker is inside a task and another waits for work: the pool deals
/// its tasks out in advance (a queue per worker, say), so a task waits behind a busy
/// worker while a free one has nothing to do. That is a pool that does not run its tasks
/// side by side, whatever the scenario was built to show, and not a `wait` that hangs.
fn queued_behind_a_busy_worker(plan: &mut Plan) {
    plan.on_queued_while_idle(Queued {
        handed: "run(",
        begun: "work(",
        class: Class::NotConcurrent,
        key: "ip-queued-while-idle",
    });
}

/// A scenario of a pool of `size` given `tasks` tasks: "pool of 2, 5 tasks", say, with the catalog `key`.
fn pool_label(key: &str, size: usize, tasks: usize) -> Label {
    label!(key, "size" => size, "tasks" => tasks)
}

/// A scenario of a pool of `size` where the tasks marked true fail or panic: "pool of 2,
/// tasks that fail: 0, 1", with the catalog `key`.
fn marked_label(key: &str, size: usize, marks: &[bool]) -> Label {
    let tasks: Vec<usize> = (0..marks.len()).filter(|&i| marks[i]).collect();
    label!(key, "size" => size, "count" => tasks.len(), "tasks" => list(&tasks))
}

/// What a panicked task's ticket gives, whatever the pool's message: any `Err`.
const ANY_ERROR: &str = "…";

/// A task that panics fails alone: its ticket gives an `Err`, the worker goes on. Nor may a
/// ticket dropped without waiting hurt the worker that answers it.
fn worker_survives_panics(plan: &mut Plan) {
    // The tasks below panic on purpose: a panic that reaches the check is one the pool let
    // through, and says so in the student's terms rather than "your code panicked".
    plan.on_deadlock(Class::WorkerDied, "ip-worker-died")
        .on_panic(Class::WorkerDied)
        .on_check_panic(Class::WorkerDied, "ip-task-panic-escaped");
    close_hangs_means_deadlock(plan);
    let data: [(usize, &[bool]); 2] = [(1, &[true, false, false]), (2, &[false, true, true, false, false])];
    for (size, panics) in data {
        plan.scenario(marked_label("ip-scn-tasks-panic", size, panics), move || {
            deadlock_explained_by(panic_never_answered);
            // Recorded, so that the timeline draws each worker's lane, the one whose task
            // panicked and its replacement, if any, included.
            let pool = start(size, move |i: usize| {
                call(format!("work({i})"), || {
                    if panics[i] {
                        panic_on_purpose(i);
                    }
                    Ok(i * 2)
                })
            });
            let tickets = run_all(&pool, (0..panics.len()).collect());
            // Only the panics fail here, so any error counts as the right one.
            let got: Vec<_> = wait_all(tickets)
                .into_iter()
                .map(|r| r.map_err(|_| ANY_ERROR.to_string()))
                .collect();
            let ended = a_worker_ended();
            close(pool);
            let want: Vec<_> = (0..panics.len())
                .map(|i| {
                    if panics[i] {
                        Err(ANY_ERROR.to_string())
                    } else {
                        Ok(i * 2)
                    }
                })
                .collect();
            expect_despite_failures(&got, &want, size, ended);
        });
    }
    // After a panic the pool still has all its workers: a worker that died and was not
    // replaced leaves tasks that can only finish side by side waiting forever. A pool that
    // catches the panic passes, and so does one that starts a replacement. The same tasks
    // run once before the panic, so that a pool that never ran them side by side is told
    // apart from one that lost a worker.
    for size in [2usize, 3] {
        plan.scenario(pool_label("ip-scn-size-after-panic", size, size), move || {
            deadlock_explained_by(panic_never_answered);
            let together = Tally::new();
            let pool = start(size, {
                let together = together.clone();
                move |i: usize| {
                    call(format!("work({i})"), || {
                        if i == 0 {
                            panic_on_purpose(0);
                        }
                        together.mark(i);
                        // Tasks 1..=size before the panic, size+1..=2·size after it.
                        together.wait_until(if i <= size { size } else { 2 * size });
                        Ok(i)
                    })
                }
            });
            let batch = |range: std::ops::RangeInclusive<usize>| {
                let tickets = run_all(&pool, range.clone().collect());
                let got: Vec<_> = wait_all(tickets)
                    .into_iter()
                    .map(|r| r.map_err(|_| ANY_ERROR.to_string()))
                    .collect();
                let want: Vec<_> = range
                    .map(|i| if i == 0 { Err(ANY_ERROR.to_string()) } else { Ok(i) })
                    .collect();
                (got, want)
            };
            deadlock_means(Class::NotConcurrent, "ip-not-concurrent");
            let before = batch(1..=size);
            deadlock_means(Class::WorkerDied, "ip-worker-died");
            let panicked = batch(0..=0);
            let after = batch(size + 1..=2 * size);
            let ended = a_worker_ended();
            close(pool);
            for (got, want) in [before, panicked, after] {
                expect_despite_failures(&got, &want, size, ended);
            }
        });
    }
    // No task panics here: a panic is the pool's own.
    plan.on_panic(Class::WorkerDied);
    plan.scenario(label!("ip-scn-ticket-dropped"), || {
        let dropped = Tally::new();
        let pool = start(1, {
            let dropped = dropped.clone();
            move |i: usize| {
                // Task 0 answers only once its ticket is gone.
                if i == 0 {
                    dropped.wait_until(1);
                }
                Ok(i)
            }
        });
        drop(run_all(&pool, vec![0]));
        note("ip-note-ticket-dropped", args!("task" => 0));
        dropped.mark(0);
        let got = wait_all(run_all(&pool, vec![1]));
        let ended = a_worker_ended();
        close(pool);
        expect_despite_failures(&got, &[Ok(1)], 1, ended);
    });
}

/// The panic of a task the check makes fail on purpose, noted first so that the
/// timeline shows where it happened even where the pool catches it (the task's call then
/// never returns, and the worker goes on), and so that [`panic_never_answered`] can
/// tell a worker that went on from one the panic ended.
fn panic_on_purpose(task: usize) -> ! {
    note(TASK_PANICS, args!("task" => task));
    panic!("task {task} panics on purpose");
}

/// The note of [`panic_on_purpose`].
const TASK_PANICS: &str = "ip-note-task-panics";

/// A deadlock in which no worker died: a task panicked, the worker that ran it went on
/// (it did something after the panic, and no thread of the program ended), and a thread
/// waits forever for the ticket of that very task. The panic was caught, but its ticket
/// was never answered: the waiting is the bug, not a dead worker. Read from the trace;
/// None where it shows otherwise (a thread ended, or the wait is for another ticket), and
/// then the check's meaning stands.
fn panic_never_answered(events: &[Event]) -> Option<Meaning> {
    if !died(events).is_empty() || program_threads_ended() > 0 {
        return None;
    }
    let (at, panicked) = events
        .iter()
        .enumerate()
        .find(|(_, e)| e.kind == Kind::Note && e.what == TASK_PANICS)?;
    let worker = panicked.thread.clone();
    let went_on = events[at + 1..].iter().any(|e| e.thread == worker);
    // The task's call as the trace has it open on that worker: `work(0)`.
    let task = open_call_indices(&events[..at])
        .into_iter()
        .map(|i| &events[i])
        .find(|c| c.thread == worker && c.what.starts_with("work("))?
        .what
        .clone();
    let number = task.strip_prefix("work(")?.strip_suffix(')')?.to_string();
    let (waiter, waits) = open_calls(events)
        .into_iter()
        .find(|(_, c)| *c == format!("wait() of task {number}"))?;
    went_on.then(|| {
        (
            Class::Deadlock,
            "ip-panic-never-answered",
            args!("worker" => worker, "task" => task, "waiter" => waiter, "waits" => waits),
        )
    })
}

/// `close` right after the tasks are queued: when it returns, every task is done, and
/// the tickets still give their results.
fn close_finishes_queued_work(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "ip-nobody-wakes");
    for (size, count) in [(1, 3), (2, 5), (3, 4)] {
        plan.scenario(pool_label("ip-scn-close-at-once", size, count), move || {
            let done = Tally::new();
            let pool = start(size, {
                let done = done.clone();
                move |i: usize| {
                    yield_now();
                    done.mark(i);
                    Ok(i * 3)
                }
            });
            let tickets = run_all(&pool, (0..count).collect());
            close(pool);
            let finished = done.order().len();
            ensure(
                finished == count,
                Class::EarlyClose,
                "ip-early-close",
                || args!("done" => finished, "tasks" => count),
            );
            let got = wait_all(tickets);
            let want: Vec<_> = (0..count).map(|i| Ok(i * 3)).collect();
            expect_tickets(&got, &want, size);
        });
    }
    close_after_a_panic(plan);
}

/// `close` after a task panicked, with tasks still queued behind it: when `close` returns,
/// those are done too, whichever worker took them. A pool that starts a new worker in
/// place of one a panic ended (the `threadpool` crate's sentinel) must wait for that one
/// as well; one that joins only the workers it started returns while the new one still
/// works through the queue. Judged only while a thread of the pool still runs when `close`
/// returns: tasks left undone by a worker that died and was not replaced are
/// `worker-survives-panics`'s to say, in its words, and so are a panic that reaches the
/// check and a `close` that hangs after one.
///
/// The other tasks are handed out, and `close` called, only once the panic is over: the
/// clock moves (main's sleep ends) only when every thread waits, so by then the thread the
/// panic hit has finished unwinding, ended or back at work. (Explored threads share one OS
/// thread, and with it std's count of panics under way: a lock that main let go while a
/// worker was still unwinding would be poisoned, which it never is on real threads.)
fn close_after_a_panic(plan: &mut Plan) {
    plan.on_deadlock(Class::WorkerDied, "ip-worker-died")
        .on_panic(Class::WorkerDied)
        .on_check_panic(Class::WorkerDied, "ip-task-panic-escaped");
    for (size, count) in [(1, 3), (2, 5)] {
        plan.scenario(pool_label("ip-scn-panic-then-close", size, count), move || {
            judged_explored_only();
            conveyor::time::timers_fire_only_when_all_wait(grader_kit::probe::KEY);
            // Counted from this pool's start: what still runs when close returns is its own.
            forget_running_threads();
            let done = Tally::new();
            let pool = start(size, {
                let done = done.clone();
                move |i: usize| {
                    call(format!("work({i})"), || {
                        if i == 0 {
                            panic_on_purpose(0);
                        }
                        yield_now();
                        done.mark(i);
                        Ok(i * 3)
                    })
                }
            });
            // The tickets are kept, not waited on: what close did is the question here.
            let _panicked = run_all(&pool, vec![0]);
            sleep(Duration::from_millis(1));
            let _tickets = run_all(&pool, (1..count).collect());
            close(pool);
            let finished = done.count();
            let running = threads_running();
            ensure(
                finished == count - 1 || running == 0,
                Class::EarlyClose,
                "ip-early-close-after-panic",
                || args!("done" => finished, "tasks" => count - 1, "running" => running),
            );
        });
    }
}

/// `close` while workers sleep waiting for tasks, or are about to: each must learn that the
/// queue is closed, or `close` waits for it forever.
fn close_wakes_idle_workers(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "ip-nobody-wakes");
    // At least one task each: a pool that starts its workers lazily may start none for no
    // task, and an execution without threads gives the PCT search nothing to explore.
    for (size, count) in [(3, 1), (2, 2), (3, 4)] {
        plan.scenario(pool_label("ip-scn-waited-then-close", size, count), move || {
            let pool = start(size, |i: usize| Ok(i));
            let tickets = run_all(&pool, (0..count).collect());
            let got = wait_all(tickets);
            close(pool);
            let want: Vec<_> = (0..count).map(Ok).collect();
            expect_tickets(&got, &want, size);
        });
    }
}
