//! Hidden checks of exercise 13, where the error went.
//!
//! Batches with and without corrupted photos, with pools of every size: `all_sizes` must
//! give every size in order when nothing is corrupted and the error when something is, in
//! every explored interleaving; and when it returns, every worker it started has stopped.

use grader_kit::pools::{ThreadKeys, same_items, watch};
use grader_kit::shop::thumbnail_kb;
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
    let corrupted = images.iter().filter(|i| thumbnail_kb(i).is_err()).count();
    let name = label!(
        "pe-scn-batch",
        "images" => images.len(),
        "corrupted" => corrupted,
        "workers" => workers,
    );
    plan.scenario(name, move || batch(images, workers));
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
        scenario(plan, images, workers);
    }
}
