//! Hidden checks of exercise 15, the pool that was no faster.
//!
//! What the lesson teaches: a pool is only faster when every photo is handed out before a
//! ticket is waited on; a `run` followed by its own `wait` in the same step, in a loop or
//! in a lazy `map(run).map(wait)` chain, makes one thumbnail at a time. The check that
//! demands it, `side-by-side`, reads from the execution's sleeps how many thumbnails were
//! in the making at once: as many as there are workers (never one, never two of three).
//! How long the batch took on the virtual clock, and how long a pool that hands every
//! photo to the next free worker takes, are figures the message shows, not the judge.
//! The given main's question, "took over 0.5 s?", is asked here too, on the same six
//! photos: the answer is the virtual clock's, the same on every run. `one-pool`: the fix
//! is not a thread or a pool per photo.

use grader_kit::expected::thumbnail_kb;
use grader_kit::flight::{FlightKeys, ensure_side_by_side, photo_costs};
use grader_kit::pools::{ThreadKeys, expect_results, makespan, watch};
use grader_kit::{Check, Class, Plan, args, label};
use sequential_bug::thumbnails;
use std::time::Duration;

fn main() {
    grader_kit::main(&[
        Check {
            name: "side-by-side",
            plan: side_by_side,
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

/// How long a FIFO pool of `workers` takes for `images`: 2 ms per KB, nothing for a
/// corrupted photo.
fn side_by_side_time(images: &[&str], workers: usize) -> Duration {
    let costs: Vec<Duration> = images
        .iter()
        .map(|image| Duration::from_millis(2 * u64::from(thumbnail_kb(image).unwrap_or(0))))
        .collect();
    makespan(&costs, workers)
}

/// `thumbnails` on `images`: the shop's sizes in order, one pool, back in time.
fn batch(images: &[&str], workers: usize) {
    // Judged per execution from the sleeps in flight (a FIFO pool's time is only a figure
    // shown): the clock here moves only when every thread waits, so a pool is not blamed
    // for a worker the search made slow.
    conveyor::time::timers_fire_only_when_all_wait(grader_kit::probe::KEY);
    let start = conveyor::time::virtual_now(grader_kit::probe::KEY);
    let (got, threads) = watch(format!("thumbnails(…, {workers})"), || thumbnails(images, workers));
    let took = conveyor::time::virtual_now(grader_kit::probe::KEY)
        .zip(start)
        .map(|(end, start)| end - start);
    let want: Vec<Result<u32, String>> = images.iter().map(|image| thumbnail_kb(image)).collect();
    expect_results(
        &got,
        &want,
        (Class::WrongOutput, "th-wrong-sizes"),
        "th-out-of-order",
        args!("workers" => workers, "images" => images.join(", ")),
    );
    threads.verdict(workers, images.len(), &THREADS);
    // The figures the message shows (no time taken on real threads, where none is read);
    // the judge is what ran at once.
    let figures = args!(
        "images" => images.len(),
        "workers" => workers,
        "took" => took.unwrap_or_default().as_millis(),
        "bound" => side_by_side_time(images, workers).as_millis(),
        "one-by-one" => side_by_side_time(images, 1).as_millis(),
    );
    ensure_side_by_side(&FLIGHT, workers, &photo_costs(images), figures);
}

/// The words of this exercise for a pool that was no faster.
const FLIGHT: FlightKeys = FlightKeys {
    one_at_a_time: "sb-one-at-a-time",
    too_few: "sb-too-few-at-once",
    real_one_at_a_time: "tp-real-one-at-a-time",
    left_free: "tp-photos-worker-left-free",
};

fn scenario(plan: &mut Plan, key: &str, images: &'static [&'static str], workers: usize) {
    let name = label!(key, "images" => images.len(), "workers" => workers);
    plan.scenario(name, move || batch(images, workers));
}

/// The given main's six photos on 3 workers (0.58 s one by one, about 0.2 s side by side),
/// and other lists and pools.
fn side_by_side(plan: &mut Plan) {
    scenario(
        plan,
        "sb-scn-given",
        &[
            "чанта.jpg",
            "обувки.jpg",
            "яке.jpg",
            "шапка.jpg",
            "часовник.jpg",
            "раница.jpg",
        ],
        3,
    );
    let data: [(&'static [&'static str], usize); 3] = [
        (&["шал.jpg", "колан.jpg", "яке.jpg"], 3),
        (&["a.jpg", "bb.jpg", "повредена.jpg", "ccc.jpg"], 2),
        (
            &["часовник.jpg", "ключодържател.jpg", "шапка.jpg", "яке.jpg", "ш.jpg"],
            4,
        ),
    ];
    for (images, workers) in data {
        scenario(plan, "tp-scn-batch", images, workers);
    }
}

/// More photos than workers: one pool of at most `workers`, not a thread per photo.
fn one_pool(plan: &mut Plan) {
    let data: [(&'static [&'static str], usize); 2] = [
        (&["чанта.jpg", "обувки.jpg", "яке.jpg", "шапка.jpg"], 2),
        (&["a.jpg", "bb.jpg", "ccc.jpg"], 1),
    ];
    for (images, workers) in data {
        scenario(plan, "tp-scn-batch", images, workers);
    }
}
