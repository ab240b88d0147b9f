//! Every entry point that grades reaches its verdict through the one engine: the same
//! file gets the same verdict from `check`, `check --file`, `check ID --submission`,
//! `check --all --submission` and `grade`, each naming the file as the student knows it
//! (a submission is graded from a copy the student never sees). The file is refused
//! before anything is built, so the test is quick. `check --all` on the student's own
//! workspace goes the way of `check` (`check::check_file`) but builds every other
//! exercise; `verify` and `watch` have their own tests (all_exercises.rs, workflow.rs).

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

/// The candidate is read once per grading: the scan, the build, every check's todo sites
/// and the explanation all judge that one text. The file is a named pipe that serves the
/// solution to the first reader and the stub (whose `todo!()`s fail every check) to any
/// reader after it, so a second read would change the verdict; the pipe also counts its
/// readers.
#[test]
fn the_candidate_is_read_once_and_that_text_is_judged_throughout() {
    use std::os::unix::fs::OpenOptionsExt;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};
    let ws = Copy::new();
    let ex = ws.first();
    let solution = std::fs::read_to_string(ws.ws().solution_file(&ex)).unwrap();
    let stub = ws.read(&ex);
    assert!(stub.contains("todo!"), "exercise 1's stub is not a stub:\n{stub}");
    let dir = tempfile::tempdir().unwrap();
    let pipe = dir.path().join("lib.rs");
    let made = std::process::Command::new("mkfifo").arg(&pipe).status().unwrap();
    assert!(made.success(), "mkfifo failed");
    let readers = Arc::new(AtomicUsize::new(0));
    {
        let (pipe, readers) = (pipe.clone(), readers.clone());
        // Opening a pipe to write waits for a reader; the thread ends with the test.
        std::thread::spawn(move || {
            loop {
                let Ok(mut writer) = std::fs::OpenOptions::new().write(true).open(&pipe) else {
                    return;
                };
                let text = if readers.fetch_add(1, Ordering::SeqCst) == 0 {
                    &solution
                } else {
                    &stub
                };
                let _ = std::io::Write::write_all(&mut writer, text.as_bytes());
                drop(writer);
                // A writer that opens while the reader still holds the pipe would append
                // to what it reads: wait until it has closed it (a writer that does not
                // wait is refused, ENXIO, only when no reader holds the pipe).
                while std::fs::OpenOptions::new()
                    .write(true)
                    .custom_flags(libc::O_NONBLOCK)
                    .open(&pipe)
                    .is_ok()
                {
                    std::thread::sleep(std::time::Duration::from_millis(5));
                }
            }
        });
    }
    let verdict = json(&ws, &["check", "exercise-1", "--file", pipe.to_str().unwrap()]);
    assert_eq!(
        readers.load(Ordering::SeqCst),
        1,
        "the candidate was read again: {verdict:#}"
    );
    assert_eq!(
        verdict["status"], "pass",
        "the first text was not the one judged: {verdict:#}"
    );
}

/// Exercise 1's verdict of a submission whose file is `text`, by each entry point that
/// grades submissions (`check --submission`, `grade`), with the entry's name.
fn graded_as_a_submission(ws: &Copy, text: &[u8]) -> [(&'static str, serde_json::Value); 2] {
    let class = tempfile::tempdir().unwrap();
    let student = class.path().join("ada");
    let file = student.join(FILE);
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, text).unwrap();
    let dir = student.to_str().unwrap();
    [
        (
            "check --submission",
            json(ws, &["check", "exercise-1", "--submission", dir]),
        ),
        ("grade", first_exercise(&json(ws, &["grade", dir]))),
    ]
}

/// A compile error of a submission names the file as the student knows it, not the
/// private copy the grader compiled: the compiler only ever saw the copy.
#[test]
fn a_submissions_compile_error_names_its_file_as_the_student_knows_it() {
    let ws = Copy::new();
    for (entry, verdict) in graded_as_a_submission(&ws, b"pub fn broken( {\n") {
        assert_eq!(verdict["class"], "compile-error", "{entry}: {verdict:#}");
        let message = verdict["message"].as_str().unwrap_or_default();
        assert!(message.contains(&format!("--> {FILE}:1:")), "{entry}: {message}");
        assert!(
            !message.contains("target/grader"),
            "{entry} shows the scratch copy: {message}"
        );
    }
}

/// The checks run programs compiled from the grader's copy of a submission, and they name
/// that copy where the code panicked: the verdict names the submission's file where the
/// report comes in (`candidate/copy_names.rs`), never by renaming its messages afterwards.
#[test]
fn a_submissions_panic_names_its_file_as_the_student_knows_it() {
    let ws = Copy::new();
    let stub = std::fs::read(ws.root().join(FILE)).unwrap();
    for (entry, verdict) in graded_as_a_submission(&ws, &stub) {
        assert_eq!(verdict["class"], "not-done", "{entry}: {verdict:#}");
        // The stub's todo!() reached, at its line of the student's file.
        let failed: Vec<&str> = verdict["checks"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["status"] == "fail")
            .filter_map(|c| c["message"].as_str())
            .collect();
        assert!(!failed.is_empty(), "{entry}: {verdict:#}");
        for message in failed {
            assert!(message.contains(&format!("{FILE}:")), "{entry}: {message}");
        }
        let all = verdict.to_string();
        assert!(!all.contains("target/grader"), "{entry} shows the scratch copy: {all}");
    }
}
