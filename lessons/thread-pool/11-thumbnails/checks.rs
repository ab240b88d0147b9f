//! Hidden checks of exercise 11, the thumbnails.
//!
//! `thumbnail` is checked on its own against the shop's oracle (characters, not bytes);
//! `thumbnails` on photo lists and pool sizes of every kind: the sizes must come in the
//! photos' order in every explored interleaving, made in one pool of at most `workers`
//! threads, all of them stopped when it returns.

use grader_kit::oracle::ensure;
use grader_kit::pools::{ThreadKeys, expect_results, watch};
use grader_kit::shop::thumbnail_kb;
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
                let got = call(format!("thumbnail({image:?})"), || thumbnail(image));
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
/// they were handed out.
fn results_in_input_order(plan: &mut Plan) {
    let data: [(&'static [&'static str], usize); 3] = [
        (&["часовник.jpg", "яке.jpg", "обувки.jpg"], 2),
        (&["ключодържател.jpg", "шал.jpg", "колан.jpg", "яке.jpg"], 3),
        (&["пуловер.jpg", "шал.jpg", "сандали.jpg", "ш.jpg", "яке.jpg"], 2),
    ];
    for (images, workers) in data {
        plan.scenario(batch_label(images, workers), move || batch(images, workers));
    }
}
