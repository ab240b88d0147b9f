//! Hidden checks of exercise 11, the thumbnails.
//!
//! What the lesson teaches, and the check that demands it:
//! - a size counts characters, not bytes, and making it takes 2 ms per KB (`thumbnail`,
//!   against the shop's oracle and the virtual clock);
//! - one pool of at most `workers` threads, closed before `thumbnails` returns (`one-pool`);
//! - every photo handed out before any ticket is waited on, so that the workers make
//!   `workers` thumbnails side by side: seen in the execution's sleeps, never two at once
//!   for a loop that waits on each ticket before the next `run`, or for the lazy
//!   `map(run).map(wait)` chain (`side-by-side`);
//! - the sizes in the photos' order, whatever order the workers finish in
//!   (`results-in-input-order`), in every explored interleaving.

use grader_kit::expected::thumbnail_kb;
use grader_kit::flight::{FlightKeys, photos_side_by_side};
use grader_kit::oracle::{ensure, now, timed};
use grader_kit::pools::{ThreadKeys, expect_results, watch};
use grader_kit::trace::call;
use grader_kit::{Check, Class, Plan, args, label};
use thumbnails::{thumbnail, thumbnails};

fn main() {
    grader_kit::main(&[
        Check {
            name: "thumbnail",
            plan: thumbnail_sizes,
        },
        Check {
            name: "one-pool",
            plan: one_pool,
        },
        Check {
            name: "side-by-side",
            plan: side_by_side,
        },
        Check {
            name: "results-in-input-order",
            plan: results_in_input_order,
        },
    ]);
}

/// What the lesson's pool exercises say about threads; shared by the thumbnail exercises.
const THREADS: ThreadKeys = ThreadKeys {
    none: "tp-no-threads",
    too_many: "tp-too-many-threads",
    pool_per_task: "tp-pool-per-task",
    left_running: "tp-left-running",
};

fn thumbnail_sizes(plan: &mut Plan) {
    let names: [(&str, &[&str]); 3] = [
        (
            "th-scn-cyrillic",
            &[
                "яке.jpg",
                "часовник.jpg",
                "шал.png",
                "пуловер.jpeg",
                "ключодържател.jpg",
            ],
        ),
        ("th-scn-latin", &["a.jpg", "bag.png", "summer-sale-banner.jpg", "x"]),
        (
            "th-scn-corrupted",
            &[
                "повредена.jpg",
                "повреденаснимка.png",
                "неповредена.jpg",
                "повреден.jpg",
            ],
        ),
    ];
    for (key, images) in names {
        plan.sequential(label!(key), move || {
            for image in images {
                let (got, took) = timed(|| call(format!("thumbnail({image:?})"), || thumbnail(image)));
                let want = thumbnail_kb(image);
                ensure(got == want, Class::WrongOutput, "th-thumbnail-wrong", || {
                    args!(
                        "image" => image,
                        "got" => format!("{got:?}"),
                        "want" => format!("{want:?}"),
                        "chars" => image.chars().count(),
                        "bytes" => image.len(),
                    )
                });
                // The work takes its time: a thumbnail is made in 2 ms per KB (virtual
                // time, none on real threads), a corrupted file refused at once.
                if let (Ok(kb), Some(_)) = (want.clone(), now()) {
                    let should = std::time::Duration::from_millis(2 * u64::from(kb));
                    ensure(took == should, Class::WrongOutput, "th-thumbnail-took", || {
                        args!(
                            "image" => image,
                            "kb" => kb,
                            "took" => conveyor::time::millis(took),
                            "want" => conveyor::time::millis(should),
                        )
                    });
                }
            }
        });
    }
}

/// `thumbnails` on `images` with `workers`: the shop's sizes in the photos' order, from one
/// pool of at most `workers` threads, closed before it returns.
fn batch(images: &[&str], workers: usize) {
    let (got, threads) = watch(format!("thumbnails(…, {workers})"), || thumbnails(images, workers));
    let want: Vec<Result<u32, String>> = images.iter().map(|image| thumbnail_kb(image)).collect();
    let about = args!("workers" => workers, "images" => images.join(", "));
    expect_results(
        &got,
        &want,
        (Class::WrongOutput, "th-wrong-sizes"),
        "th-out-of-order",
        about,
    );
    threads.verdict(workers, images.len(), &THREADS);
}

/// The lesson's words for work that was never, or not enough, side by side.
const FLIGHT: FlightKeys = FlightKeys {
    one_at_a_time: "tp-one-at-a-time",
    too_few: "tp-too-few-at-once",
    real_one_at_a_time: "tp-real-one-at-a-time",
    left_free: "tp-photos-worker-left-free",
};

/// More photos than workers, at least two workers: `thumbnails` must keep every worker
/// making a thumbnail at once, seen in the execution's events (who was inside a sleep
/// when), not in a makespan worked out from the sizes.
fn side_by_side(plan: &mut Plan) {
    // The last: more workers than any cap a program might put on them (`workers.min(4)`).
    // Fewer photos than workers too: each of them still made at once, on a pool of
    // `workers` (a pool made smaller for a small batch makes them one after another).
    let data: [(&'static [&'static str], usize); 6] = [
        (&["шапка.jpg", "яке.jpg", "шал.jpg"], 2),
        (&["колан.jpg", "чанта.jpg"], 3),
        (&["чанта.jpg", "обувки.jpg", "колан.jpg", "раница.jpg"], 2),
        (&["a.jpg", "bb.jpg", "ccc.jpg", "dddd.jpg", "e.jpg"], 3),
        (&["чадър.jpg", "ръкавици.jpg", "шал.jpg"], 3),
        (&["a.jpg", "bb.jpg", "ccc.jpg", "dddd.jpg", "e.jpg", "ff.jpg"], 6),
    ];
    photos_side_by_side(plan, &data, batch_label, &FLIGHT, batch);
}

fn batch_label(images: &[&str], workers: usize) -> grader_kit::scenario::Label {
    label!("tp-scn-batch", "images" => images.len(), "workers" => workers)
}

/// More photos than workers, and pools of every size: one pool, never more threads.
fn one_pool(plan: &mut Plan) {
    let data: [(&'static [&'static str], usize); 4] = [
        (&["шапка.jpg", "яке.jpg", "шал.jpg"], 1),
        (&["чанта.jpg", "обувки.jpg", "колан.jpg", "раница.jpg"], 2),
        (&["a.jpg", "bb.jpg", "ccc.jpg", "dddd.jpg", "e.jpg"], 3),
        (&["чадър.jpg", "ръкавици.jpg"], 4),
    ];
    for (images, workers) in data {
        plan.scenario(batch_label(images, workers), move || batch(images, workers));
    }
}

/// Photos of different sizes, the biggest first, so that they finish in another order than
/// they were handed out; and a photo given twice, whose two results both belong in its
/// places (results kept by name, not by place, lose one).
fn results_in_input_order(plan: &mut Plan) {
    let data: [(&'static [&'static str], usize); 4] = [
        (&["часовник.jpg", "яке.jpg", "обувки.jpg"], 2),
        (&["ключодържател.jpg", "шал.jpg", "колан.jpg", "яке.jpg"], 3),
        (&["пуловер.jpg", "шал.jpg", "сандали.jpg", "ш.jpg", "яке.jpg"], 2),
        (&["яке.jpg", "часовник.jpg", "яке.jpg"], 2),
    ];
    for (images, workers) in data {
        plan.scenario(batch_label(images, workers), move || batch(images, workers));
    }
}
