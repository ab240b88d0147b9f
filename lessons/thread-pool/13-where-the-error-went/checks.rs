//! Hidden checks of exercise 13, where the error went.
//!
//! What the lesson teaches, and the check that demands it:
//! - collected into `Result<Vec<_>, _>`, one corrupted photo is the whole batch's answer,
//!   and without one every size comes in the photos' order (`an-error-ends-the-batch`,
//!   `sizes-in-order`), in every explored interleaving;
//! - yet every task handed out still finishes: when `all_sizes` returns, early or not,
//!   every worker it started has stopped, none left running with tasks
//!   (`every-task-finishes`);
//! - every photo handed out before a ticket is waited on, so that `workers` thumbnails are
//!   made at once, seen in the execution's sleeps (`side-by-side`).

use grader_kit::expected::thumbnail_kb;
use grader_kit::flight::{FlightKeys, of_work, photo_costs, photos_side_by_side};
use grader_kit::pools::{ThreadKeys, same_items, watch};
use grader_kit::{Check, Class, Plan, args, fail, label};
use where_the_error_went::all_sizes;

fn main() {
    grader_kit::main(&[
        Check {
            name: "an-error-ends-the-batch",
            plan: an_error_ends_the_batch,
        },
        Check {
            name: "sizes-in-order",
            plan: sizes_in_order,
        },
        Check {
            name: "every-task-finishes",
            plan: every_task_finishes,
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

/// `all_sizes` on `images` with `workers`, against collecting the shop's results in order.
fn batch(images: &[&str], workers: usize) {
    let (got, threads) = watch(format!("all_sizes(…, {workers})"), || all_sizes(images, workers));
    let want: Result<Vec<u32>, String> = images.iter().map(|image| thumbnail_kb(image)).collect();
    if got != want {
        let about = args!(
            "workers" => workers,
            "images" => images.join(", "),
            "got" => format!("{got:?}"),
            "want" => format!("{want:?}"),
        );
        match (&got, &want) {
            (Ok(got), Ok(want)) if same_items(got, want) => fail(Class::OutOfOrder, "we-out-of-order", about),
            (Ok(_), Err(_)) => fail(Class::WrongOutput, "we-error-lost", about),
            (Err(_), Ok(_)) => fail(Class::WrongOutput, "we-error-made-up", about),
            _ => fail(Class::WrongOutput, "we-wrong", about),
        }
    }
    threads.verdict(workers, images.len(), &THREADS);
}

fn scenario(plan: &mut Plan, images: &'static [&'static str], workers: usize) {
    plan.scenario(batch_label(images, workers), move || batch(images, workers));
}

/// "4 photos, 1 corrupted, 2 workers", in the student's language.
fn batch_label(images: &[&str], workers: usize) -> grader_kit::scenario::Label {
    let corrupted = images.iter().filter(|i| thumbnail_kb(i).is_err()).count();
    label!("pe-scn-batch", "images" => images.len(), "corrupted" => corrupted, "workers" => workers)
}

const FLIGHT: FlightKeys = FlightKeys {
    one_at_a_time: "tp-one-at-a-time",
    too_few: "tp-too-few-at-once",
    real_one_at_a_time: "tp-real-one-at-a-time",
    left_free: "tp-photos-worker-left-free",
};

/// More good photos than workers, with and without an error: every worker makes a
/// thumbnail at once, seen in who was inside a sleep when.
fn side_by_side(plan: &mut Plan) {
    // Fewer photos than workers too: both made at once.
    let data: [(&'static [&'static str], usize); 4] = [
        (&["чанта.jpg", "яке.jpg", "обувки.jpg"], 2),
        (&["обувки.jpg", "шал.jpg"], 4),
        (&["шал.jpg", "колан.jpg", "повредена.jpg", "часовник.jpg"], 3),
        (&["a.jpg", "bb.jpg", "ccc.jpg", "dddd.jpg"], 3),
    ];
    photos_side_by_side(plan, &data, batch_label, &FLIGHT, batch);
}

/// A corrupted photo first, in the middle, last, or twice: the batch is an error.
fn an_error_ends_the_batch(plan: &mut Plan) {
    let data: [(&'static [&'static str], usize); 4] = [
        (&["повредена.jpg", "шал.jpg", "яке.jpg"], 2),
        (&["чанта.jpg", "повредена-1.jpg", "обувки.jpg", "колан.jpg"], 3),
        (&["часовник.jpg", "шапка.jpg", "повредена.png"], 1),
        (&["раница.jpg", "повредена-а.jpg", "яке.jpg", "повредена-б.jpg"], 2),
    ];
    for (images, workers) in data {
        scenario(plan, images, workers);
    }
}

/// Nothing corrupted: every size, in the photos' order (the biggest first, so that they
/// finish in another order).
fn sizes_in_order(plan: &mut Plan) {
    let data: [(&'static [&'static str], usize); 3] = [
        (&["часовник.jpg", "яке.jpg", "обувки.jpg"], 2),
        (&["ключодържател.jpg", "шал.jpg", "колан.jpg", "яке.jpg"], 3),
        (&["a.jpg"], 1),
    ];
    for (images, workers) in data {
        scenario(plan, images, workers);
    }
}

/// The error early and many photos after it, on few workers: the tasks handed out after the
/// error must still be finished, the workers stopped, when `all_sizes` returns.
fn every_task_finishes(plan: &mut Plan) {
    let data: [(&'static [&'static str], usize); 3] = [
        (&["повредена.jpg", "чанта.jpg", "обувки.jpg", "яке.jpg"], 1),
        (
            &["шал.jpg", "повредена.jpg", "часовник.jpg", "раница.jpg", "колан.jpg"],
            2,
        ),
        (&["повредена.jpg", "повредена-2.jpg", "шапка.jpg"], 3),
    ];
    for (images, workers) in data {
        plan.scenario(batch_label(images, workers), move || {
            batch(images, workers);
            every_photo_made(images, workers);
        });
    }
}

/// Every photo handed out was made by the time `all_sizes` returned: each of its pieces of
/// work (a thumbnail's pause, `photo_costs`) began and ended, in what the threads did
/// (the explored execution's events, or the real threads' record). A task that skips its
/// thumbnail once an error is known (cancelled, or failed fast) left photos unmade.
/// Handed out: the given pool's runs that returned. Of `n` of them at most the corrupted
/// ones take no time, so at least `n − corrupted` photos must have been made, in whatever
/// order they were handed out; a photo never handed out (a run after a wait, stopped at the
/// error: the bug of `side-by-side`) is not asked for. A pool of the student's own records
/// no runs, and is asked for nothing here.
fn every_photo_made(images: &[&str], workers: usize) {
    let costs = photo_costs(images);
    let events = if conveyor::time::virtual_now(grader_kit::probe::KEY).is_some() {
        grader_kit::probe::events_so_far()
    } else {
        grader_kit::probe::real_events_so_far()
    };
    let handed_out = events
        .iter()
        .filter(|e| e.kind == grader_kit::probe::EventKind::Return && e.what == "pool.run(…)")
        .count();
    let want = handed_out.saturating_sub(images.len() - costs.len()).min(costs.len());
    let made = of_work(&events, &costs).work.iter().filter(|w| w.to.is_some()).count();
    if made < want {
        fail(
            Class::EarlyClose,
            "we-photos-not-made",
            args!("images" => images.join(", "), "workers" => workers, "made" => made, "want" => want),
        );
    }
}
