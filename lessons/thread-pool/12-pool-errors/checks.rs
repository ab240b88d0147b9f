//! Hidden checks of exercise 12, the pool's errors.
//!
//! What the lesson teaches, and the check that demands it:
//! - a corrupted photo fails alone: photo lists with corrupted files in every position
//!   (first, last, several, all), with pools of every size, must give each photo its own
//!   size or its own error, in the photos' order, in every explored interleaving; an error
//!   never ends the batch, spreads to other photos, or turns into a size
//!   (`errors-stay-with-their-photo`). A list that ends early is said as what it is ("2
//!   results for 4 photos"), not as a worker that died: the given pool's workers outlive
//!   every error;
//! - one pool of at most `workers`, closed before `thumbnails` returns (`one-pool`);
//! - every photo handed out before a ticket is waited on, errors or not, so that `workers`
//!   thumbnails are made at once, seen in the execution's sleeps (`side-by-side`).

use grader_kit::expected::thumbnail_kb;
use grader_kit::flight::{FlightKeys, photos_side_by_side};
use grader_kit::pools::{Mismatch, ThreadKeys, mismatch, watch};
use grader_kit::queues::list;
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
            "results" => got.len(),
            "count" => want.len(),
        );
        match found {
            // What the trace shows is a list, not a worker that ended: say the symptom.
            Mismatch::Spread if got.len() != want.len() => fail(Class::WrongOutput, "pe-results-missing", about),
            Mismatch::Spread => fail(Class::WrongOutput, "pe-error-spread", about),
            Mismatch::Swallowed => fail(Class::WrongOutput, "pe-error-swallowed", about),
            Mismatch::Wrong => fail(Class::WrongOutput, "pe-wrong", about),
            Mismatch::Reordered => fail(Class::OutOfOrder, "th-out-of-order", about),
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

/// Corrupted photos among more good ones than workers: every worker makes a thumbnail at
/// once, seen in who was inside a sleep when.
fn side_by_side(plan: &mut Plan) {
    // Fewer photos than workers too: both good ones made at once.
    let data: [(&'static [&'static str], usize); 5] = [
        (&["шал.jpg", "повредена-1.jpg", "обувки.jpg", "колан.jpg"], 2),
        (&["повредена.jpg", "яке.jpg", "чанта.jpg"], 4),
        (&["повредена.jpg", "чанта.jpg", "яке.jpg", "шапка.jpg"], 3),
        (&["a.jpg", "повредена.jpg", "bb.jpg"], 2),
        // Enough photos that take time for the real-thread phase to judge too.
        (&["раница.jpg", "шал.jpg", "повредена.png", "колан.jpg", "яке.jpg"], 2),
    ];
    photos_side_by_side(plan, &data, batch_label, &FLIGHT, batch);
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
