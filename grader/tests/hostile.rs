//! Hostile submissions (tests/hostile/): each must end failed or refused, with its class,
//! within its limit, and the grader itself must neither hang nor panic.
//!
//! Each case is a submission folder laid out like the course, made in a temporary folder,
//! and graded with `grader check --all --submission DIR --format json` under a 3 s limit
//! per check. Only exercise 1 is in it: the other exercises are not done, without a build.

mod common;
use common::{grader, root};
use grader::forbidden;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Seconds a check may run in these tests.
const CHECK_LIMIT: u64 = 3;
/// Seconds a build may run in these tests.
const BUILD_LIMIT: u64 = 15;
/// The longest a whole grading may take before the test calls it a hang: builds wait for
/// each other on cargo's lock, so several may queue up.
const HANG: Duration = Duration::from_secs(300);

const LIB: &str = "exercises/01-bounded-queue/src/lib.rs";

fn hostile(name: &str) -> PathBuf {
    root().join("grader/tests/hostile").join(name)
}

/// A submission with `lib` as exercise 1's src/lib.rs.
fn submission(parent: &Path, name: &str, lib: &str) -> PathBuf {
    let dir = parent.join(name);
    let file = dir.join(LIB);
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, lib).unwrap();
    dir
}

struct Graded {
    code: i32,
    json: serde_json::Value,
    elapsed: Duration,
}

impl Graded {
    fn exercise(&self, id: &str) -> &serde_json::Value {
        self.json["exercises"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["exercise"] == id)
            .unwrap()
    }

    fn first(&self) -> &serde_json::Value {
        self.exercise("exercise-1")
    }

    fn message(&self) -> String {
        self.first()["message"].as_str().unwrap_or_default().to_string()
    }

    fn failing(&self, class: &str) -> Vec<&serde_json::Value> {
        self.first()["checks"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["status"] == "fail" && c["class"] == class)
            .collect()
    }
}

fn grade(dir: &Path) -> Graded {
    let start = Instant::now();
    let output = grader()
        .args(["check", "--all", "--submission"])
        .arg(dir)
        .args(["--format", "json", "--timeout", &CHECK_LIMIT.to_string()])
        .args(["--build-timeout", &BUILD_LIMIT.to_string()])
        .timeout(HANG)
        .output()
        .expect("the grader runs");
    let elapsed = start.elapsed();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "the grader panicked: {stderr}");
    let code = output
        .status
        .code()
        .unwrap_or_else(|| panic!("the grader was killed or hung ({elapsed:?}): {stderr}"));
    let json = serde_json::from_slice(&output.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&output.stdout)));
    Graded { code, json, elapsed }
}

/// Grades `file` of tests/hostile/ and checks the verdict: exit 1, exercise 1 failed with
/// `class`, the other exercises not done, and every check within its limit.
fn expect(file: &str, class: &str) -> Graded {
    let tmp = tempfile::tempdir().unwrap();
    let lib = std::fs::read_to_string(hostile(file)).unwrap();
    let dir = submission(tmp.path(), file.trim_end_matches(".rs"), &lib);
    let graded = grade(&dir);
    let first = graded.first();
    assert_eq!(graded.code, 1, "{file}: {:#}", graded.json);
    assert_eq!(graded.json["status"], "fail");
    assert_eq!(first["status"], "fail", "{file}: {first:#}");
    assert_eq!(first["class"], class, "{file}: {first:#}");
    assert_eq!(first["points"], 0);
    for other in graded.json["exercises"].as_array().unwrap().iter().skip(1) {
        assert_eq!(other["class"], "not-done", "{other:#}");
    }
    for check in first["checks"].as_array().unwrap() {
        let millis = check["millis"].as_u64().unwrap();
        assert!(
            millis <= CHECK_LIMIT * 1000 + 2000,
            "{file}: {} ran {millis} ms, over its limit",
            check["name"]
        );
    }
    eprintln!("{file}: {class} in {:.1} s", graded.elapsed.as_secs_f64());
    graded
}

/// A refusal: before compiling, naming the file as the student knows it and a line.
fn expect_refused(file: &str, says: &str) {
    let graded = expect(file, "forbidden-api");
    let message = graded.message();
    assert!(message.contains(&format!("{LIB}:")), "{message}");
    assert!(message.contains(says), "{file}: {message}");
    assert!(
        graded.first()["checks"]
            .as_array()
            .unwrap()
            .iter()
            .all(|c| c["status"] == "skip"),
        "a refused file is never run"
    );
    assert!(graded.elapsed < Duration::from_secs(30), "{:?}", graded.elapsed);
}

#[test]
fn spinning_without_synchronisation_is_stopped_by_the_clock() {
    let graded = expect("spin_without_sync.rs", "timeout");
    let stopped = graded.failing("timeout");
    assert_eq!(stopped.len(), 1, "only the check that calls is_empty spins");
    assert_eq!(stopped[0]["name"], "len-and-capacity");
    let message = stopped[0]["message"].as_str().unwrap();
    assert!(
        message.contains(&format!("No progress for {CHECK_LIMIT} s")),
        "{message}"
    );
    // One spinning check hides none of the others' results.
    let passed = graded.first()["checks"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["status"] == "pass")
        .count();
    assert!(passed >= 8, "{:#}", graded.first());
}

#[test]
fn sleeping_for_ever_is_stopped_by_the_clock() {
    let graded = expect("sleep_forever.rs", "timeout");
    assert_eq!(graded.failing("timeout")[0]["name"], "output");
}

#[test]
fn a_memory_bomb_hits_the_memory_limit() {
    let graded = expect("memory_bomb.rs", "resource-limit");
    let message = graded.failing("resource-limit")[0]["message"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(message.contains("512 MiB"), "{message}");
}

#[test]
fn an_output_flood_is_cut_and_said_so() {
    let graded = expect("output_flood.rs", "resource-limit");
    let flooded = graded.failing("resource-limit");
    let message = flooded[0]["message"].as_str().unwrap();
    assert!(message.contains("more than 64 KiB"), "{message}");
    assert!(
        message.contains("flooding the grader's pipe"),
        "the first part is kept: {message}"
    );
    assert!(message.len() < 4096, "only the first lines are shown");
}

#[test]
fn a_stack_overflow_is_a_crash() {
    expect("stack_overflow.rs", "crash");
}

#[test]
fn a_forged_report_and_an_abort_is_a_crash_not_a_pass() {
    // Nothing here is refused: the defence is the report file tagged with the secret.
    let lib = std::fs::read_to_string(hostile("forged_report.rs")).unwrap();
    assert_eq!(forbidden::scan(&lib).unwrap(), vec![]);
    let graded = expect("forged_report.rs", "crash");
    assert!(graded.failing("crash").len() >= 5, "{:#}", graded.first());
}

#[test]
fn a_build_that_never_ends_is_stopped() {
    let graded = expect("compile_forever.rs", "timeout");
    let message = graded.message();
    assert!(message.contains(&format!("more than {BUILD_LIMIT} s")), "{message}");
    assert!(message.contains(LIB), "{message}");
}

#[test]
fn exit_is_refused() {
    expect_refused("exit_success.rs", "std::process::exit");
}

#[test]
fn exit_through_a_macro_is_refused() {
    expect_refused("exit_through_a_macro.rs", "$krate");
}

#[test]
fn a_panic_hook_is_refused() {
    expect_refused("panic_hook.rs", "std::panic::set_hook");
}

#[test]
fn reading_the_checks_at_compile_time_is_refused() {
    expect_refused("include_checks.rs", "include_str!");
}

#[test]
fn unsafe_is_refused() {
    expect_refused("unsafe_code.rs", "unsafe");
}

#[test]
fn std_locks_behind_the_explorers_back_are_refused() {
    expect_refused("std_locks.rs", "std::sync");
}

#[test]
fn a_manifest_with_a_dependency_and_a_build_script_is_ignored() {
    let tmp = tempfile::tempdir().unwrap();
    let marker = tmp.path().join("build-script-ran");
    let lib = std::fs::read_to_string(hostile("cargo_toml/lib.rs")).unwrap();
    let dir = submission(tmp.path(), "cargo-toml", &lib);
    let exercise = dir.join("exercises/01-bounded-queue");
    std::fs::copy(hostile("cargo_toml/manifest.toml"), exercise.join("Cargo.toml")).unwrap();
    let build = std::fs::read_to_string(hostile("cargo_toml/build_script.rs")).unwrap();
    std::fs::write(
        exercise.join("build.rs"),
        build.replace("MARKER_PATH", marker.to_str().unwrap()),
    )
    .unwrap();
    let graded = grade(&dir);
    assert_eq!(graded.code, 1);
    // Graded on lib.rs alone: the dependency it asks for does not exist.
    assert_eq!(graded.first()["class"], "compile-error", "{:#}", graded.first());
    assert!(graded.message().contains("parking_lot"), "{}", graded.message());
    assert!(!marker.exists(), "the submission's build.rs ran");
    let ignored: Vec<(String, bool)> = graded.json["ignored"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| (i["path"].as_str().unwrap().to_string(), i["changed"].as_bool().unwrap()))
        .collect();
    assert!(
        ignored.contains(&("exercises/01-bounded-queue/Cargo.toml".to_string(), true)),
        "{ignored:?}"
    );
    assert!(
        ignored.contains(&("exercises/01-bounded-queue/build.rs".to_string(), false)),
        "{ignored:?}"
    );
    let note = graded.json["ignored_note"].as_str().unwrap();
    assert!(
        note.contains("exercises/01-bounded-queue/Cargo.toml (changed)"),
        "{note}"
    );
    assert!(note.contains("exercises/01-bounded-queue/build.rs (new)"), "{note}");
}

#[test]
fn replaced_checks_and_snapshots_are_ignored() {
    let tmp = tempfile::tempdir().unwrap();
    let stub = std::fs::read_to_string(root().join(LIB)).unwrap();
    let dir = submission(tmp.path(), "fake-checks", &stub);
    let lesson = dir.join("lessons/producer-consumer/01-bounded-queue");
    std::fs::create_dir_all(lesson.join("snapshots")).unwrap();
    std::fs::copy(hostile("fake_checks/checks.rs"), lesson.join("checks.rs")).unwrap();
    std::fs::copy(hostile("fake_checks/output.snap"), lesson.join("snapshots/output.snap")).unwrap();
    std::fs::write(
        dir.join("exercises/01-bounded-queue/src/helper.rs"),
        "pub fn help() {}\n",
    )
    .unwrap();
    let graded = grade(&dir);
    assert_eq!(graded.code, 1);
    assert_eq!(
        graded.first()["class"],
        "not-done",
        "the course's own checks ran on the stub"
    );
    let kinds: Vec<(String, String)> = graded.json["ignored"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| {
            (
                i["path"].as_str().unwrap().to_string(),
                i["kind"].as_str().unwrap().to_string(),
            )
        })
        .collect();
    for (path, kind) in [
        ("lessons/producer-consumer/01-bounded-queue/checks.rs", "checks"),
        (
            "lessons/producer-consumer/01-bounded-queue/snapshots/output.snap",
            "snapshot",
        ),
        ("exercises/01-bounded-queue/src/helper.rs", "other"),
    ] {
        assert!(
            kinds.contains(&(path.to_string(), kind.to_string())),
            "{path}: {kinds:?}"
        );
    }
}

#[test]
fn a_link_to_the_reference_solution_is_not_followed() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("link");
    let file = dir.join(LIB);
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::os::unix::fs::symlink(root().join("solutions/01-bounded-queue/src/lib.rs"), &file).unwrap();
    let graded = grade(&dir);
    assert_eq!(graded.code, 1);
    assert_eq!(graded.first()["class"], "not-done");
    assert_eq!(graded.json["ignored"][0]["kind"], "not-a-file");
}

#[test]
fn every_file_of_the_course_passes_the_scanner() {
    let mut files = Vec::new();
    for top in ["exercises", "solutions", "lessons"] {
        collect(&root().join(top), &mut files);
    }
    assert!(files.len() > 40, "{files:?}");
    // What a student hands in: the stubs, the solutions, the alternatives and mutants (the
    // given main.rs and the hidden checks are the course's own, never scanned).
    for file in files {
        if file.ends_with("main.rs") || file.ends_with("checks.rs") {
            continue;
        }
        let refusals = forbidden::scan_file(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        assert!(refusals.is_empty(), "{}: {refusals:?}", file.display());
    }
}

fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}
