//! Hidden checks of exercise 12, the pool's errors.
//!
//! Photo lists with corrupted files in every position (first, last, several, all), with
//! pools of every size: each photo must get its own size or its own error, in the photos'
//! order, in every explored interleaving; an error never ends the batch, spreads to other
//! photos, or turns into a size.

use grader_kit::pools::{Mismatch, ThreadKeys, mismatch, watch};
use grader_kit::queues::list;
use grader_kit::shop::thumbnail_kb;
use grader_kit::{Check, Class, Plan, args, fail, label};
use pool_errors::thumbnails;

fn main() {
    grader_kit::main(&[
        Check {
            name: "errors-stay-with-their-photo",
            plan: errors_stay_with_their_photo,
        },
        Check {
            name: "one-pool",
            plan: one_pool,
        },
    ]);
}

const THREADS: ThreadKeys = ThreadKeys {
    none: "tp-no-threads",
    too_many: "tp-too-many-threads",
    pool_per_task: "tp-pool-per-task",
    left_running: "tp-left-running",
};

/// `thumbnails` on `images` with `workers`: each photo its own size or error, in order.
fn batch(images: &[&str], workers: usize) {
    let (got, threads) = watch(format!("thumbnails(…, {workers})"), || thumbnails(images, workers));
    let want: Vec<Result<u32, String>> = images.iter().map(|image| thumbnail_kb(image)).collect();
    if let Some(found) = mismatch(&got, &want) {
        let about = args!(
            "workers" => workers,
            "images" => images.join(", "),
            "got" => list(&got),
            "want" => list(&want),
        );
        match found {
            Mismatch::Spread => fail(Class::WorkerDied, "pe-error-spread", about),
            Mismatch::Swallowed => fail(Class::WrongOutput, "pe-error-swallowed", about),
            Mismatch::Wrong => fail(Class::WrongOutput, "pe-wrong", about),
            Mismatch::Reordered => fail(Class::OutOfOrder, "th-out-of-order", about),
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

/// A corrupted photo first, in the middle, last, twice, or every one.
fn errors_stay_with_their_photo(plan: &mut Plan) {
    let data: [(&'static [&'static str], usize); 5] = [
        (&["повредена.jpg", "чанта.jpg", "яке.jpg"], 1),
        (&["шал.jpg", "повредена-1.jpg", "обувки.jpg", "колан.jpg"], 2),
        (&["часовник.jpg", "шапка.jpg", "повредена.png"], 3),
        (
            &["повредена-а.jpg", "раница.jpg", "повредена-б.jpg", "яке.jpg", "шал.jpg"],
            2,
        ),
        (&["повредена1.jpg", "повредена2.jpg"], 2),
    ];
    for (images, workers) in data {
        scenario(plan, images, workers);
    }
}

/// Errors among more photos than workers: still one pool of at most `workers`, and closed.
fn one_pool(plan: &mut Plan) {
    let data: [(&'static [&'static str], usize); 3] = [
        (&["чанта.jpg", "повредена.jpg", "обувки.jpg", "яке.jpg"], 1),
        (&["a.jpg", "повредена.jpg", "bb.jpg", "ccc.jpg", "повредена-2.jpg"], 3),
        (&["повредена.jpg", "шал.jpg"], 4),
    ];
    for (images, workers) in data {
        scenario(plan, images, workers);
    }
}
