//! Every entry point that grades reaches its verdict through the one engine: the same
//! file gets the same verdict from `check`, `check --file`, `check ID --submission`,
//! `check --all --submission` and `grade`, each naming the file as the student knows it
//! (a submission is graded from a copy the student never sees). The file is refused
//! before anything is built, so the test is quick. `check --all` on the student's own
//! workspace goes the way of `check` (`check::check_file`) but builds every other
//! exercise; `verify` and `watch` have their own tests (tests/verify.rs,
//! tests/it/workflow.rs).

use crate::common::Copy;
use std::path::Path;

/// A lib.rs that uses std's locks: refused as forbidden-api, naming line 1.
const USES_STD_SYNC: &str = "use std::sync::Mutex;\n\npub fn made() -> Mutex<u32> {\n    Mutex::new(1)\n}\n";

const FILE: &str = "exercises/01-bounded-queue/src/lib.rs";

fn json(ws: &Copy, args: &[&str]) -> serde_json::Value {
    let output = ws.grader().args(args).args(["--format", "json"]).output().unwrap();
    serde_json::from_slice(&output.stdout)
        .unwrap_or_else(|e| panic!("{args:?}: not JSON ({e}): {}", String::from_utf8_lossy(&output.stdout)))
}

/// Exercise 1's verdict out of a submission's (or a class's first submission's) result.
fn first_exercise(result: &serde_json::Value) -> serde_json::Value {
    let submission = result.get("submissions").map_or(result, |all| &all[0]);
    submission["exercises"][0].clone()
}

fn assert_refused(verdict: &serde_json::Value, shown: &str, entry: &str) {
    assert_eq!(verdict["exercise"], "exercise-1", "{entry}: {verdict:#}");
    assert_eq!(verdict["status"], "fail", "{entry}: {verdict:#}");
    assert_eq!(verdict["class"], "forbidden-api", "{entry}: {verdict:#}");
    assert_eq!(verdict["points"], 0, "{entry}: {verdict:#}");
    let message = verdict["message"].as_str().unwrap_or_default();
    assert!(message.contains(&format!("{shown}:1")), "{entry}: {message}");
    assert!(
        !message.contains("target/grader"),
        "{entry} shows the scratch copy: {message}"
    );
}

fn submission(dir: &Path) {
    let file = dir.join(FILE);
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(file, USES_STD_SYNC).unwrap();
}

#[test]
fn every_entry_point_gives_the_engines_verdict() {
    let ws = Copy::new();
    let ex = ws.first();
    ws.write(&ex, USES_STD_SYNC);
    let class = tempfile::tempdir().unwrap();
    let student = class.path().join("ada");
    submission(&student);
    let dir = student.to_str().unwrap();

    assert_refused(&json(&ws, &["check", "exercise-1"]), FILE, "check");
    let elsewhere = class.path().join("draft.rs");
    std::fs::write(&elsewhere, USES_STD_SYNC).unwrap();
    let draft = elsewhere.to_str().unwrap();
    assert_refused(
        &json(&ws, &["check", "exercise-1", "--file", draft]),
        draft,
        "check --file",
    );
    assert_refused(
        &json(&ws, &["check", "exercise-1", "--submission", dir]),
        FILE,
        "check --submission",
    );
    assert_refused(
        &first_exercise(&json(&ws, &["check", "--all", "--submission", dir])),
        FILE,
        "check --all --submission",
    );
    assert_refused(&first_exercise(&json(&ws, &["grade", dir])), FILE, "grade");
}
