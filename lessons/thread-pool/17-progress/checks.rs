//! Hidden checks of exercise 17, the progress lines.
//!
//! The check's `done` records every call, with the virtual time it came at. What the
//! lesson teaches, and the check that demands it:
//! - progress counted in one step: the counts must be 1, 2, … n, each once, in that order,
//!   in every explored interleaving (orders of the same length finish at the same virtual
//!   time, so their workers race to count); the same counts in another order are
//!   `out-of-order`, a count missing or twice `wrong-output` (`counts-one-by-one`);
//! - as soon as done: the k-th call must come at the virtual instant the k-th task
//!   finished, read from what ran: the given pool's tasks as they returned, or, for a pool
//!   of the student's own, the invoices' sleeps as they ended (then only lateness shows:
//!   an invalid order's invoice leaves no event) (`as-soon-as-done`);
//! - the invoices in the orders' order (`invoices-in-order`);
//! - every order handed out before a ticket is waited on, so that `workers` invoices are
//!   made at once, seen in the execution's sleeps (`side-by-side`).

use grader_kit::expected::with_vat;
use grader_kit::flight::{FlightKeys, ensure_side_by_side};
use grader_kit::pools::{ThreadKeys, expect_results, same_items, watch};
use grader_kit::queues::list;
use grader_kit::stress::{ensure_no_naps, late_in_every_run};
use grader_kit::{Check, Class, Plan, args, fail, label};
use progress::invoices_with_progress;
use std::sync::{Arc, Mutex};
use std::time::Duration;

fn main() {
    grader_kit::main(&[
        Check {
            name: "counts-one-by-one",
            plan: counts_one_by_one,
        },
        Check {
            name: "as-soon-as-done",
            plan: as_soon_as_done,
        },
        Check {
            name: "invoices-in-order",
            plan: invoices_in_order,
        },
        Check {
            name: "side-by-side",
            plan: side_by_side,
        },
    ]);
}

const THREADS: ThreadKeys = ThreadKeys {
    none: "tp-no-threads",
    too_many: "tp-too-many-threads",
    pool_per_task: "tp-pool-per-task",
    left_running: "tp-left-running",
};

/// What one call of `done` said, and when (virtual time; None on real threads), and how
/// many events real threads had recorded by then (their sleeps: on real threads the only
/// order there is between the calls and the invoices' ends).
type Call = (usize, usize, Option<Duration>, usize);

/// Runs `invoices_with_progress` on `orders` and `workers`, recording the calls of `done`.
/// A plain std lock: it is held for no scheduling point, so it adds none to the search.
fn run(orders: &'static [(u32, i64)], workers: usize) -> (Vec<Result<i64, String>>, Vec<Call>) {
    run_printing(orders, workers, None)
}

/// [`run`], with a `done` that takes `print` to print its line (the check's own pause, not
/// recorded as the program's): a thread that must wait for its turn to report meanwhile
/// waits, or it keeps trying while the clock stands still (it moves only when every thread
/// waits), until the explorer's step bound tells it as a busy wait.
fn run_printing(
    orders: &'static [(u32, i64)],
    workers: usize,
    print: Option<Duration>,
) -> (Vec<Result<i64, String>>, Vec<Call>) {
    // Judged per execution from virtual instants: the clock here moves only when every
    // thread waits, so no time passes between a task's end and a `done` called right after.
    conveyor::time::timers_fire_only_when_all_wait(grader_kit::probe::KEY);
    let calls: Arc<Mutex<Vec<Call>>> = Arc::default();
    let (got, threads) = watch(format!("invoices_with_progress(…, {workers}, done)"), || {
        let calls = calls.clone();
        invoices_with_progress(orders, workers, move |k, n| {
            let at = conveyor::time::virtual_now(grader_kit::probe::KEY);
            // Printing a line takes a moment: another worker may run meanwhile.
            match print {
                Some(print) => grader_kit::probe::quietly(|| conveyor::thread::sleep(print)),
                None => conveyor::thread::yield_now(),
            }
            let real = grader_kit::probe::real_events_so_far().len();
            calls.lock().unwrap_or_else(|e| e.into_inner()).push((k, n, at, real));
        })
    });
    let want: Vec<Result<i64, String>> = orders.iter().map(|&(_, amount)| with_vat(amount)).collect();
    let amounts: Vec<i64> = orders.iter().map(|&(_, amount)| amount).collect();
    expect_results(
        &got,
        &want,
        (Class::WrongOutput, "ip-invoices-wrong"),
        "ip-invoices-out-of-order",
        args!("workers" => workers, "amounts" => list(&amounts)),
    );
    // A thread that waits for the next task to finish (a progress thread, a caller on a
    // ticket) blocks until it does: one that sleeps and looks again polls. Before the
    // threads are counted: a poller's naps are no invoices in the making.
    let valid = amounts.iter().filter(|&&amount| amount > 0).count();
    ensure_no_naps("tp-naps", &vec![PDF; valid], args!("workers" => workers));
    threads.verdict(workers, orders.len(), &THREADS);
    let calls = calls.lock().unwrap_or_else(|e| e.into_inner()).clone();
    (got, calls)
}

/// The counts must be exactly (1, n), (2, n), … (n, n), for the n `orders`.
fn expect_counts(calls: &[Call], orders: &[(u32, i64)]) {
    let count = orders.len();
    let said: Vec<(usize, usize)> = calls.iter().map(|&(k, n, _, _)| (k, n)).collect();
    let want: Vec<(usize, usize)> = (1..=count).map(|k| (k, count)).collect();
    if said != want {
        let show = |c: &[(usize, usize)]| c.iter().map(|(k, n)| format!("{k}/{n}")).collect::<Vec<_>>().join(", ");
        let args = args!("got" => show(&said), "want" => show(&want), "count" => count);
        // Every count once, in another order (done(3) before done(2)): an order violation.
        if same_items(&said, &want) {
            fail(Class::OutOfOrder, "pg-counts-out-of-order", args);
        }
        // Fewer calls, none wrong nor twice: some tasks were never counted. Where an
        // invoice failed, most likely that one (which no lock around the count mends);
        // where none did, a call that was skipped (a `try_lock` that found the lock taken).
        let distinct = said.iter().enumerate().all(|(i, c)| !said[..i].contains(c));
        if said.len() < want.len() && distinct && said.iter().all(|c| want.contains(c)) {
            let mut args = args;
            args.insert("calls".into(), said.len().to_string());
            let any_failed = orders.iter().any(|&(_, amount)| with_vat(amount).is_err());
            let key = if any_failed {
                "pg-counts-missing"
            } else {
                "pg-counts-skipped"
            };
            fail(Class::WrongOutput, key, args);
        }
        // Where the calls show a plain mistake rather than a race, that is what is said:
        // a total that is not the number of orders, every count one too low, a call more
        // than there are tasks with every count still in order.
        let key = if said.iter().any(|&(_, n)| n != count) {
            "pg-counts-wrong-total"
        } else if said.len() == count && said.iter().zip(&want).all(|(&(k, _), &(w, _))| k + 1 == w) {
            "pg-counts-from-zero"
        } else if said.len() > count && said[..count] == want[..] {
            "pg-counts-extra-call"
        } else {
            "pg-counts-wrong"
        };
        fail(Class::WrongOutput, key, args);
    }
}

fn scenario_label(orders: &[(u32, i64)], workers: usize) -> grader_kit::scenario::Label {
    label!("ip-scn-invoices", "orders" => orders.len(), "workers" => workers)
}

/// Orders that finish at the same moment on several workers: their workers count at once.
fn counts_one_by_one(plan: &mut Plan) {
    let data: [(&'static [(u32, i64)], usize); 3] = [
        (&[(1, 10), (2, 20), (3, 30)], 3),
        (&[(4, 5), (5, 0), (6, 15), (7, 25)], 2),
        (&[(8, 40), (9, 45)], 2),
    ];
    for (orders, workers) in data {
        plan.scenario(scenario_label(orders, workers), move || {
            let (_, calls) = run(orders, workers);
            expect_counts(&calls, orders);
        });
    }
    // Orders that finish together, and a line that takes 5 ms to print: the workers whose
    // turn to report has not come wait for it.
    let (orders, workers): (&'static [(u32, i64)], usize) = (&[(11, 10), (12, 10), (13, 10)], 3);
    plan.scenario(
        label!("pg-scn-slow-print", "orders" => orders.len(), "workers" => workers),
        move || {
            let (_, calls) = run_printing(orders, workers, Some(Duration::from_millis(5)));
            expect_counts(&calls, orders);
        },
    );
}

/// The k-th call comes when the k-th task finishes: invalid orders (done at once) after
/// valid ones, so that finishing and waiting on the tickets in order come apart.
fn as_soon_as_done(plan: &mut Plan) {
    let data: [(&'static [(u32, i64)], usize); 3] = [
        (&[(1, 100), (2, 0)], 2),
        (&[(3, 50), (4, 60), (5, -5), (6, 70)], 3),
        (&[(7, 80), (8, 0), (9, 90)], 1),
    ];
    for (orders, workers) in data {
        plan.scenario(scenario_label(orders, workers), move || {
            let (_, calls) = run(orders, workers);
            expect_counts(&calls, orders);
            let (finished, every_task) = finish_instants();
            if calls.first().is_some_and(|c| c.2.is_none()) {
                reported_before_the_first_invoice_ended(orders, workers, calls.clone());
                reported_before_the_next_invoice_ended(orders, workers, calls.clone());
            }
            for (&(k, _, at, _), &want) in calls.iter().zip(&finished) {
                // On real threads there is no virtual clock: the order above is all there is.
                let Some(at) = at else { return };
                // Where only the invoices' sleeps are seen, an invalid order's task is
                // missing from `finished`: a call may then come before the sleep it is
                // paired with, never after it.
                if at > want || (every_task && at < want) {
                    let ms = |d: Duration| d.as_millis().to_string();
                    fail(
                        Class::WrongOutput,
                        if at > want { "pg-late" } else { "pg-early" },
                        args!("k" => k, "at" => ms(at), "want" => ms(want), "workers" => workers),
                    );
                }
            }
        });
    }
}

/// On real threads, where no clock is read: an invalid order among the first `workers`
/// after a valid one is done at once, so its `done` must come before the first invoice's
/// PDF (50 ms) has ended, not once the caller has waited on the valid order's ticket. The
/// real threads' sleeps are what orders the two; a worker late by the whole PDF is what a
/// correct program would need to fail this, and a loaded machine gives it that now and
/// then (a worker scheduled 50 ms late). A program that reports at the wait is late in
/// every run: late in each run of [`late_in_every_run`] is the program's.
fn reported_before_the_first_invoice_ended(orders: &'static [(u32, i64)], workers: usize, calls: Vec<Call>) {
    let first_valid = orders.iter().position(|&(_, amount)| amount > 0);
    let early_invalid = orders
        .iter()
        .take(workers)
        .enumerate()
        .any(|(i, &(_, amount))| amount <= 0 && first_valid.is_some_and(|v| v < i));
    if !early_invalid {
        return;
    }
    // The first run is the scenario's own, whose real events begin at the first.
    let mut first = Some(calls);
    let late = late_in_every_run(|from| match first.take() {
        Some(calls) => reported_late(&calls, 0),
        None => reported_late(&run(orders, workers).1, from),
    });
    if let Some(k) = late {
        fail(
            Class::WrongOutput,
            "pg-real-late",
            args!("k" => k, "workers" => workers),
        );
    }
}

/// On real threads, where no clock is read, with one worker: its tasks finish in the
/// orders' order, so the k-th `done` must come before the PDF of the next valid order after
/// the k-th has ended (on one worker it begins only after the k-th task finished). A
/// program that reports the first task as it ends and the rest once every ticket was
/// waited on (a red team's, 2026-12-07) is late by whole PDFs in every run; a correct one
/// only where a loaded machine holds its report back for a whole PDF, and not in each of
/// [`late_in_every_run`]'s runs.
fn reported_before_the_next_invoice_ended(orders: &'static [(u32, i64)], workers: usize, calls: Vec<Call>) {
    if workers != 1 {
        return;
    }
    let mut first = Some(calls);
    let late = late_in_every_run(|from| match first.take() {
        Some(calls) => reported_after_the_next(&calls, orders, 0),
        None => reported_after_the_next(&run(orders, workers).1, orders, from),
    });
    if let Some(k) = late {
        fail(
            Class::WrongOutput,
            "pg-real-late-next",
            args!("k" => k, "workers" => workers),
        );
    }
}

/// The first `done` (its count k) that came after more PDFs had ended than the first k
/// orders have valid ones, in the run whose real events begin at `from`: one worker makes
/// them in the orders' order.
fn reported_after_the_next(calls: &[Call], orders: &[(u32, i64)], from: usize) -> Option<usize> {
    let events = grader_kit::probe::real_events_so_far();
    let ended = |upto: usize| {
        events
            .iter()
            .take(upto)
            .skip(from)
            .filter(|e| e.kind == grader_kit::probe::EventKind::Return && e.what.starts_with("sleep("))
            .count()
    };
    calls.iter().find_map(|&(k, _, _, seen)| {
        let valid = orders.iter().take(k).filter(|&&(_, amount)| amount > 0).count();
        (ended(seen) > valid).then_some(k)
    })
}

/// The first `done`'s task where it came after the first invoice's PDF ended, in the run
/// whose real events begin at `from`.
fn reported_late(calls: &[Call], from: usize) -> Option<usize> {
    let events = grader_kit::probe::real_events_so_far();
    let first_end = events
        .iter()
        .skip(from)
        .position(|e| e.kind == grader_kit::probe::EventKind::Return && e.what.starts_with("sleep("))?
        + from;
    calls.first().filter(|c| c.3 > first_end).map(|&(k, ..)| k)
}

/// When the tasks finished, earliest first, from the execution's events, and whether that
/// is every task: the given pool records each task's end; a pool of the student's own
/// shows only the invoices' sleeps, which invalid orders do not take.
fn finish_instants() -> (Vec<Duration>, bool) {
    let mut tasks: Vec<Duration> = grader_kit::probe::events_so_far()
        .iter()
        .filter(|e| e.kind == grader_kit::probe::EventKind::Return && e.what.starts_with("task "))
        .filter_map(|e| e.at)
        .collect();
    if !tasks.is_empty() {
        tasks.sort();
        return (tasks, true);
    }
    // The invoices' sleeps, as the kit reads the work an execution did.
    let mut sleeps: Vec<Duration> = grader_kit::flight::so_far().work.iter().filter_map(|w| w.to).collect();
    sleeps.sort();
    (sleeps, false)
}

/// The sale and other orders: the invoices in the orders' order, the progress complete.
fn invoices_in_order(plan: &mut Plan) {
    let data: [(&'static [(u32, i64)], usize); 3] = [
        (&conveyor::sale::ORDERS, conveyor::sale::WORKERS),
        (&[(21, 100), (22, -1), (23, 60)], 2),
        (&[(31, 5)], 1),
    ];
    for (orders, workers) in data {
        plan.scenario(scenario_label(orders, workers), move || {
            let (_, calls) = run(orders, workers);
            expect_counts(&calls, orders);
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

/// More valid orders than workers: every worker makes an invoice at once, seen in who was
/// inside the invoice's sleep when.
fn side_by_side(plan: &mut Plan) {
    let data: [(&'static [(u32, i64)], usize); 3] = [
        (&[(1, 10), (2, 20), (3, 30)], 3),
        (&[(4, 5), (5, 0), (6, 15), (7, 25)], 2),
        (&conveyor::sale::ORDERS, conveyor::sale::WORKERS),
    ];
    for (orders, workers) in data {
        plan.scenario(scenario_label(orders, workers), move || {
            let (_, calls) = run(orders, workers);
            expect_counts(&calls, orders);
            // Each valid order's invoice takes its PDF's 50 ms; an invalid one none.
            let valid = orders.iter().filter(|&&(_, amount)| amount > 0).count();
            let about = args!("workers" => workers, "orders" => orders.len());
            ensure_side_by_side(&FLIGHT, workers, &vec![PDF; valid], about);
        });
    }
}
