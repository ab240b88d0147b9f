//! Time is explored, not assumed: a "fix" that sleeps a little and tries again is found
//! by the explorer (the clock may pass the sleep while a packer is still busy), so its
//! verdict is the explorer's, the same on a quiet machine and on one whose cores are all
//! busy. Exercise 8's `sleep_then_retry_once` mutant, graded twice. And what real threads
//! judge after the explorer (issue 24: CPU burnt while waiting, tasks side by side) gives
//! the same verdicts quiet and under load.

use crate::common;
use crate::common::check_json;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// What a verdict says, as far as the machine must not change it: every check's status,
/// class, message and replay command.
fn verdict(json: &serde_json::Value) -> Vec<(String, String, String, String)> {
    json["checks"]
        .as_array()
        .expect("checks")
        .iter()
        .map(|c| {
            (
                c["name"].to_string(),
                c["status"].to_string(),
                c["class"].to_string(),
                format!("{} {}", c["message"], c["replay"]),
            )
        })
        .collect()
}

/// Runs `f` while every core spins in a busy loop of this process.
fn under_load<R>(f: impl FnOnce() -> R) -> R {
    let stop = Arc::new(AtomicBool::new(false));
    let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
    let spinners: Vec<_> = (0..cores * 2)
        .map(|_| {
            let stop = stop.clone();
            std::thread::spawn(move || {
                let mut x = 0u64;
                while !stop.load(Ordering::Relaxed) {
                    x = std::hint::black_box(x.wrapping_mul(6364136223846793005).wrapping_add(1));
                }
            })
        })
        .collect();
    let result = f();
    stop.store(true, Ordering::Relaxed);
    for s in spinners {
        s.join().unwrap();
    }
    result
}

#[test]
fn sleep_and_retry_fails_by_the_explorer_quiet_and_under_load() {
    let mutant = &common::mutant("exercise-8", "sleep_then_retry_once");
    let (code, quiet) = check_json("exercise-8", &["--file", mutant]);
    assert_eq!(code, 1, "{quiet:#}");
    let (loaded_code, loaded) = under_load(|| check_json("exercise-8", &["--file", mutant]));
    assert_eq!(loaded_code, 1, "{loaded:#}");
    assert_eq!(verdict(&quiet), verdict(&loaded));

    let check = quiet["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["status"] == "fail")
        .expect("a failing check");
    assert_eq!(check["name"], "every-order-packed", "{check:#}");
    assert_eq!(check["class"], "lost-item", "{check:#}");
    // Found by the explorer: a replay of the interleaving, not a run on real threads.
    let replay = check["replay"].as_str().expect("a replay");
    assert!(
        replay.starts_with(&format!(
            "grader check exercise-8 --file {mutant} --replay every-order-packed:"
        )),
        "{replay}"
    );
    // The replayed interleaving is one where the front's sleep ended while a packer was
    // still in a call it had begun: the clock passed the millisecond, the packer was slow.
    let words: Vec<&str> = replay.split_whitespace().skip(1).collect();
    let output = common::grader()
        .args(&words)
        .args(["--format", "json"])
        .output()
        .unwrap();
    let again: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let replayed = again["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "every-order-packed")
        .unwrap();
    assert_eq!(replayed["class"], "lost-item");
    assert_eq!(replayed["message"], check["message"]);
    let timeline = replayed["timeline"].to_string();
    assert!(timeline.contains("sleep(1 ms)"), "{timeline}");
}

/// The real-thread phase measures behaviour (the CPU a waiting thread burns, tasks in
/// flight at once) with margins that hold on any machine: on a machine whose cores all
/// spin, the reference solutions still pass, code that behaves only while it is explored
/// still fails on real threads with the same verdict as on a quiet one, and a failure the
/// explorer found stays the explorer's (its replay), which no run on real threads can turn.
#[test]
fn real_threads_judge_behaviour_the_same_quiet_and_under_load() {
    let root = common::root();
    let cases = [
        ("exercise-1", "solutions/01-bounded-queue/src/lib.rs"),
        ("exercise-1", "grader/tests/hostile/explorer_by_the_clock_busy_waits.rs"),
        ("exercise-4", "solutions/04-invoice-pool/src/lib.rs"),
        (
            "exercise-4",
            "grader/tests/hostile/invoices_one_at_a_time_unexplored.rs",
        ),
    ];
    for (id, file) in cases {
        let file = root.join(file);
        let file = file.to_str().unwrap();
        let (code, quiet) = check_json(id, &["--file", file]);
        let (loaded_code, loaded) = under_load(|| check_json(id, &["--file", file]));
        assert_eq!(code, loaded_code, "{file}: {quiet:#} {loaded:#}");
        // The message of a real-thread failure quotes what was measured (the CPU used, the
        // operations made), which differs from run to run: the verdict is the rest.
        let classes =
            |json: &serde_json::Value| -> Vec<_> { verdict(json).into_iter().map(|c| (c.0, c.1, c.2)).collect() };
        if file.contains("solutions") {
            assert_eq!(classes(&quiet), classes(&loaded), "{file}");
        } else {
            // Which check's real-thread phase sees a spin first is a race between real
            // threads (exercise 1's `fifo` sees a short scenario's spin one run in several,
            // and the first real-thread failure stops the others' phases): the exercise's
            // class and points are the verdict, and every failure comes from real threads.
            for json in [&quiet, &loaded] {
                assert_eq!(
                    (&json["class"], &json["points"]),
                    (&quiet["class"], &quiet["points"]),
                    "{file}"
                );
                for check in json["checks"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter(|c| c["status"] == "fail")
                {
                    assert_eq!(check["class"], quiet["class"], "{file}: {check:#}");
                    assert!(check["replay"].is_null(), "{file}: {check:#}");
                }
            }
        }
        if file.contains("solutions") {
            assert_eq!(code, 0, "{file}: {loaded:#}");
        } else {
            assert_eq!(code, 1, "{file}: {loaded:#}");
            let class = if id == "exercise-1" {
                "busy-wait"
            } else {
                "not-concurrent"
            };
            assert_eq!(loaded["class"], class, "{loaded:#}");
        }
    }
    // Found by the explorer, with its replay, on a loaded machine too.
    let mutant = &common::mutant("exercise-1", "busy_wait_take");
    let (code, loaded) = under_load(|| check_json("exercise-1", &["--file", mutant]));
    assert_eq!(code, 1, "{loaded:#}");
    let failed = loaded["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["status"] == "fail")
        .expect("a failing check");
    assert_eq!(failed["class"], "busy-wait", "{failed:#}");
    assert!(failed["replay"].as_str().is_some(), "{failed:#}");
}
