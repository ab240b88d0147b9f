//! Hostile submissions (tests/hostile/): each must end failed or refused, with its class,
//! within its limit, and the grader itself must neither hang nor panic. The kinds of
//! attack of issue 12 (forged texts, the given queue, holes of the scan, reads and writes
//! beyond the boundary, floods, builds without limits, explorer-only code, spins) are
//! graded together in `grade`, `check --submission` and `check` with the scan off (see
//! `every_kind_of_attack_fails_in_every_mode_and_leaves_nothing`).
//!
//! A case that is mostly exercise 1's solution is kept as a patch of it (`NAME.patch`, its
//! header comment the first lines it adds); one that is mostly its own code as `NAME.rs`.
//! Each case is a submission folder laid out like the course, made in a temporary folder,
//! and graded with `grader check --all --submission DIR --format json` under a 5 s limit
//! per check. Only exercise 1 is in it: the other exercises are not done, without a build.

use crate::common::{self, grader, root};
use grader::candidate::forbidden;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Seconds a check may run in these tests (its own time). Exercise 1's correct checks must
/// stay well under it beside a whole CI: `nobody-waits-forever` took 1.7 s quiet on the
/// machine of 2026-12-07 and ran past 3 s under the suite's load.
const CHECK_LIMIT: u64 = 5;
/// Seconds a build may run in these tests (from its turn in the shared build folder: the
/// wait while other tests build does not count).
const BUILD_LIMIT: u64 = 120;
/// Seconds the build that never ends may run.
const ENDLESS_BUILD_LIMIT: u64 = 15;
/// The longest a whole grading may take before the test calls it a hang: builds wait for
/// each other's turn in the shared build folder, so several may queue up.
const HANG: Duration = Duration::from_secs(300);

const LIB: &str = "exercises/01-bounded-queue/src/lib.rs";

fn hostile(name: &str) -> PathBuf {
    root().join("grader/tests/hostile").join(name)
}

/// A case's source: its file, or its patch of exercise 1's solution applied.
fn source_of(name: &str) -> String {
    common::hostile(name)
}

/// A submission with `lib` as exercise 1's src/lib.rs.
fn submission(parent: &Path, name: &str, lib: &str) -> PathBuf {
    submission_of(parent, name, LIB, lib)
}

/// A submission with `lib` as the file `path` (an exercise's src/lib.rs).
fn submission_of(parent: &Path, name: &str, path: &str, lib: &str) -> PathBuf {
    let dir = parent.join(name);
    let file = dir.join(path);
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
    grade_within(dir, BUILD_LIMIT)
}

fn grade_within(dir: &Path, build_limit: u64) -> Graded {
    let start = Instant::now();
    let output = grader()
        .args(["check", "--all", "--submission"])
        .arg(dir)
        .args(["--format", "json", "--timeout", &CHECK_LIMIT.to_string()])
        .args(["--build-timeout", &build_limit.to_string()])
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
    let lib = source_of(file);
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
    // Never built: the time is the wait for the slot, which other tests may be building in.
    assert!(
        graded.elapsed < Duration::from_secs(BUILD_LIMIT),
        "{:?}",
        graded.elapsed
    );
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
    // The checks before it keep their results; those after it are not run (one limit,
    // not one per check), each saying why.
    let checks = graded.first()["checks"].as_array().unwrap();
    let passed = checks.iter().filter(|c| c["status"] == "pass").count();
    assert!(passed >= 2, "{:#}", graded.first());
    let spun = checks.iter().position(|c| c["name"] == "len-and-capacity").unwrap();
    assert!(checks[spun + 1..].iter().all(|c| c["status"] == "skip"));
}

#[test]
fn sleeping_for_ever_is_stopped_by_the_clock() {
    // On the explorer a sleep only yields; the scenarios run once on real threads stop it.
    let graded = expect("sleep_forever.rs", "timeout");
    let stopped = graded.failing("timeout");
    assert_ne!(stopped[0]["name"], "output", "{:#}", graded.first());
    let message = stopped[0]["message"].as_str().unwrap();
    assert!(
        message.contains("On real threads") || message.contains("No progress"),
        "{message}"
    );
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
fn a_flood_on_stderr_shows_the_program_s_words_and_none_of_the_explorer_s() {
    let graded = expect("stderr_flood.rs", "resource-limit");
    let flooded = graded.failing("resource-limit");
    let message = flooded[0]["message"].as_str().unwrap();
    assert!(message.contains("more than 64 KiB"), "{message}");
    // What the output began with is the program's: shuttle's line of a deadlock (the kit's
    // own, at start, or one the search found) is no part of it.
    let began = message
        .split_once("The output began with:")
        .map(|(_, b)| b)
        .unwrap_or_default();
    assert!(
        began.trim_start().starts_with("flooding the grader's stderr"),
        "{message}"
    );
    assert!(!message.contains("SHUTTLE"), "{message}");
}

#[test]
fn a_stack_overflow_is_a_crash() {
    expect("stack_overflow.rs", "crash");
}

#[test]
fn a_forged_report_and_an_abort_is_a_crash_not_a_pass() {
    // Nothing here is refused: the defence is the report file tagged with the secret.
    let lib = source_of("forged_report.rs");
    assert_eq!(forbidden::scan(&lib).unwrap(), vec![]);
    let graded = expect("forged_report.rs", "crash");
    assert!(graded.failing("crash").len() >= 5, "{:#}", graded.first());
}

#[test]
fn a_build_that_never_ends_is_stopped() {
    let tmp = tempfile::tempdir().unwrap();
    let lib = source_of("compile_forever.rs");
    let graded = grade_within(&submission(tmp.path(), "compile-forever", &lib), ENDLESS_BUILD_LIMIT);
    assert_eq!(graded.first()["class"], "timeout", "{:#}", graded.first());
    let message = graded.message();
    assert!(
        message.contains(&format!("more than {ENDLESS_BUILD_LIMIT} s")),
        "{message}"
    );
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
    let lib = source_of("cargo_toml/lib.rs");
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
        files.extend(grader::rust_files::rust_files(&root().join(top)));
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
    // The mutants, as the grader writes them out to grade them.
    let (ws, course) = common::course();
    for (lesson, ex) in course.exercises() {
        for m in grader::teacher::mutants::load(&ws, lesson, ex).list {
            let file = m.write().unwrap();
            let refusals = forbidden::scan_file(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            assert!(refusals.is_empty(), "{}: {refusals:?}", file.display());
        }
    }
}

/// The kinds of attack of issue 12, each a hostile submission written anew, with the
/// classes it may end as. All are graded with the scan off (`GRADER_SCAN=off`): what is
/// tested is the compiler's refusals and the OS boundary, which hold without it.
const KINDS: &[(&str, &[&str])] = &[
    // Verdict forging by text. Its take panics right after a wait returned, so the
    // failure shown first may name that cause (no-recheck): either way a failure.
    ("forged_texts.rs", &["panic", "no-recheck"]),
    // The exercise solved by the given code.
    ("given_queue.rs", &["compile-error"]),
    // Holes of the scan: `unsafe` in a macro, compile-time reads by other paths.
    ("unsafe_in_a_macro.rs", &["compile-error"]),
    ("compile_time_reads.rs", &["compile-error"]),
    ("compile_dev_zero.rs", &["compile-error"]),
    // Report forging, cache poisoning, leaks, no isolation: files, environment,
    // processes, threads beyond the scan.
    // Its probes panic inside a take that waited: no-recheck may be shown first; or the
    // grader stops a check for the probes' thousands of threads before they panic.
    ("escape_the_box.rs", &["panic", "no-recheck", "resource-limit"]),
    // Right only under the explorer: its threads wait forever on real threads (told as
    // such where none of them runs), or the scenario is stopped by the clock.
    ("thread_local_queue.rs", &["deadlock", "timeout"]),
    // Floods of the grader.
    ("huge_panic.rs", &["panic", "timeout"]),
    ("compile_error_flood.rs", &["compile-error"]),
    // Builds without limits.
    ("compile_memory.rs", &["resource-limit"]),
    // A spin costs one limit, not one per check.
    ("spin_without_sync.rs", &["timeout"]),
];

/// Built after every hostile one, in the same slots: the untouched stub.
const NEXT: &str = "zz-next";
/// Most the grader may hold in memory while grading the hostile class.
const GRADER_MEMORY: u64 = 256 * 1024 * 1024;
/// Files the hostile submissions try to write outside their sandbox.
const ESCAPES: &[&str] = &[
    "/tmp/grader-hostile-escape",
    "target/grader/built/grader-hostile-poison",
];

/// Runs the grader with `args` (scan off), watching its peak memory; its exit code and stdout.
fn run_watched(args: &[&std::ffi::OsStr], dir: &Path) -> (i32, String, u64) {
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("grader"))
        .env(grader::course::workspace::BUILD_DIR_VAR, common::shared_build_dir())
        .args(args)
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .env("GRADER_LANG", "en")
        .env("GRADER_SCAN", "off")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the grader runs");
    let pid = child.id();
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        std::io::Read::read_to_string(&mut stdout, &mut text).unwrap();
        text
    });
    let mut stderr = child.stderr.take().unwrap();
    let errors = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = std::io::Read::read_to_string(&mut stderr, &mut text);
        text
    });
    let start = Instant::now();
    let mut peak = 0;
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if let Ok(text) = std::fs::read_to_string(format!("/proc/{pid}/status"))
            && let Some(kib) = text
                .lines()
                .find_map(|l| l.strip_prefix("VmHWM:"))
                .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        {
            peak = peak.max(kib * 1024);
        }
        assert!(start.elapsed() < HANG, "the grader hangs: {args:?}");
        std::thread::sleep(Duration::from_millis(50));
    };
    let stderr = errors.join().unwrap();
    assert!(!stderr.contains("panicked"), "the grader panicked: {stderr}");
    let code = status.code().unwrap_or_else(|| {
        use std::os::unix::process::ExitStatusExt;
        panic!("the grader was killed by signal {:?}: {stderr}", status.signal())
    });
    (code, reader.join().unwrap(), peak)
}

/// What every hostile verdict must be, in any mode: exercise 1 failed with one of
/// `classes`, no points, every check within its limit, nothing leaked or repainted.
fn judge(case: &str, classes: &[&str], first: &serde_json::Value) {
    let class = first["class"].as_str().unwrap_or_default();
    assert_eq!(first["status"], "fail", "{case}: {first:#}");
    // A hostile take that panics right after its wait returned is shown as no-recheck (the
    // ranking puts that cause before the panic it explains): a failure all the same.
    let panicked = classes.contains(&"panic") && class == "no-recheck";
    assert!(
        classes.contains(&class) || panicked,
        "{case}: {class}, not {classes:?}: {first:#}"
    );
    assert_eq!(first["points"], 0, "{case}");
    let text = first.to_string();
    assert!(text.len() < 512 * 1024, "{case}: a verdict of {} bytes", text.len());
    for leak in ["root:x:0", "grader_kit::main", "PATH=", "HOME=", "\\u001b"] {
        assert!(!text.contains(leak), "{case}: {leak} in {first:#}");
    }
    for check in first["checks"].as_array().unwrap() {
        let millis = check["millis"].as_u64().unwrap();
        assert!(
            millis <= CHECK_LIMIT * 1000 + 2000,
            "{case}: {} ran {millis} ms",
            check["name"]
        );
    }
    match case {
        "escape_the_box.rs" => {
            // Every check runs the probes. The grader counts a check's threads every 50 ms
            // while the probes' sleepers exist, so it may stop a check for them before its
            // panic tells what it reached: a limit that held, with nothing to read.
            let checks = first["checks"].as_array().unwrap();
            let told: Vec<&str> = checks
                .iter()
                .filter_map(|c| c["message"].as_str())
                .filter(|m| m.contains("list /:"))
                .collect();
            let stopped = checks.iter().filter(|c| c["class"] == "resource-limit").count();
            assert!(!told.is_empty() || stopped > 0, "{first:#}");
            for message in told {
                assert!(message.contains("list /: [\"error Permission denied"), "{message}");
                assert!(message.contains("setsid: Err"), "{message}");
                // Not even its own program: the kit takes that right back before the candidate runs.
                assert!(message.contains("self: Err"), "{message}");
                let threads: u64 = message.rsplit("threads: ").next().unwrap().trim().parse().unwrap();
                assert!(threads <= 256, "{threads} threads started");
            }
        }
        "compile_error_flood.rs" => {
            assert!(first["message"].as_str().unwrap().contains("more)"), "{first:#}");
        }
        "spin_without_sync.rs" => {
            let checks = first["checks"].as_array().unwrap();
            let spun = checks.iter().position(|c| c["class"] == "timeout").unwrap();
            // The checks after the one that spun are not run, each saying why.
            for later in &checks[spun + 1..] {
                assert_eq!(later["status"], "skip", "{later:#}");
                assert!(later["message"].as_str().unwrap().contains("Not run"), "{later:#}");
            }
        }
        _ => {}
    }
}

/// No process of a check is left: none of those the hostile ones tried to start.
fn no_process_left() {
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let cmdline = std::fs::read(entry.path().join("cmdline")).unwrap_or_default();
        let cmdline = String::from_utf8_lossy(&cmdline).replace('\0', " ");
        assert!(!cmdline.contains("sleep 6543"), "left running: {cmdline}");
    }
}

/// A copy of the course (its sources) whose `target` is the course's own, so that the
/// builds of the grading run are found again: for `grader check` in its own folder.
fn course_copy(into: &Path) -> PathBuf {
    let dir = into.join("course");
    common::copy_course(&dir);
    std::os::unix::fs::symlink(root().join("target"), dir.join("target")).unwrap();
    dir
}

#[test]
fn every_kind_of_attack_fails_in_every_mode_and_leaves_nothing() {
    for file in ESCAPES {
        let _ = std::fs::remove_file(root().join(file));
    }
    let tmp = tempfile::tempdir().unwrap();
    let stub = std::fs::read_to_string(root().join(LIB)).unwrap();
    let mut dirs = Vec::new();
    for (case, _) in KINDS {
        let lib = source_of(case);
        dirs.push(submission(tmp.path(), case.trim_end_matches(".rs"), &lib));
    }
    let next = submission(tmp.path(), NEXT, &stub);
    dirs.push(next.clone());

    // `grade`: the whole hostile class at once, two side by side, the stub last.
    let limits = [
        "--format",
        "json",
        "--timeout",
        &CHECK_LIMIT.to_string(),
        "--build-timeout",
        "120",
    ]
    .map(String::from);
    let mut args: Vec<std::ffi::OsString> = vec!["grade".into()];
    args.extend(dirs.iter().map(|d| d.clone().into_os_string()));
    args.extend(["--jobs", "2"].map(Into::into));
    args.extend(limits.iter().map(Into::into));
    let refs: Vec<&std::ffi::OsStr> = args.iter().map(|a| a.as_os_str()).collect();
    let (code, stdout, peak) = run_watched(&refs, &root());
    assert_eq!(code, 1, "{stdout}");
    assert!(peak < GRADER_MEMORY, "the grader held {} MiB", peak >> 20);
    assert!(!stdout.contains('\u{1b}'), "an escape code in the output");
    let graded: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    let submissions = graded["submissions"].as_array().unwrap();
    let named = |name: &str| {
        submissions
            .iter()
            .find(|s| s["submission"] == name)
            .unwrap_or_else(|| panic!("{name} not graded"))["exercises"][0]
            .clone()
    };
    for (case, classes) in KINDS {
        judge(case, classes, &named(case.trim_end_matches(".rs")));
    }
    assert_eq!(named(NEXT)["class"], "not-done");

    // `check --submission`, each on its own: the same verdicts.
    for ((case, classes), dir) in KINDS.iter().zip(&dirs) {
        let mut args: Vec<std::ffi::OsString> = ["check", "exercise-1", "--submission"].map(Into::into).to_vec();
        args.push(dir.clone().into_os_string());
        args.extend(limits.iter().map(Into::into));
        let refs: Vec<&std::ffi::OsStr> = args.iter().map(|a| a.as_os_str()).collect();
        let (code, stdout, _) = run_watched(&refs, &root());
        assert_eq!(code, 1, "{case}: {stdout}");
        judge(case, classes, &serde_json::from_str(&stdout).unwrap());
    }

    // `check` in the course's own folder, the file where the student edits it.
    let course = course_copy(tmp.path());
    for (case, classes) in KINDS {
        std::fs::write(course.join(LIB), source_of(case)).unwrap();
        let mut args: Vec<std::ffi::OsString> = ["check", "exercise-1"].map(Into::into).to_vec();
        args.extend(limits.iter().map(Into::into));
        let refs: Vec<&std::ffi::OsStr> = args.iter().map(|a| a.as_os_str()).collect();
        let (code, stdout, _) = run_watched(&refs, &course);
        assert_eq!(code, 1, "{case}: {stdout}");
        judge(case, classes, &serde_json::from_str(&stdout).unwrap());
    }

    // Nothing written outside, nothing left running, the next submission unaffected.
    for file in ESCAPES {
        assert!(!root().join(file).exists(), "{file} was written");
    }
    no_process_left();
    let mut args: Vec<std::ffi::OsString> = ["check", "exercise-1", "--submission"].map(Into::into).to_vec();
    args.push(next.into_os_string());
    args.extend(limits.iter().map(Into::into));
    let refs: Vec<&std::ffi::OsStr> = args.iter().map(|a| a.as_os_str()).collect();
    let (_, stdout, _) = run_watched(&refs, &root());
    let next: serde_json::Value = serde_json::from_str(&stdout).unwrap();
    assert_eq!(next["class"], "not-done", "{next:#}");
}

// ---------------------------------------------------------------------------------------
// Issue 24, from inside the check process: the compiler's soundness holes, inherited
// descriptors, processes that outlive their check, and the probe reached by a path.

/// The output formats a verdict can be written in, by mode (check writes text and JSON).
fn formats(mode: Mode) -> &'static [&'static str] {
    match mode {
        Mode::Grade => &["text", "json", "junit", "gradescope"],
        _ => &["text", "json"],
    }
}

/// How one hostile submission is graded: `grade` (beside the untouched stub),
/// `check --submission`, or `check` in a copy of the course.
#[derive(Clone, Copy, Debug)]
enum Mode {
    Grade,
    Submission,
    Check,
}

const MODES: [Mode; 3] = [Mode::Grade, Mode::Submission, Mode::Check];

/// The grader run in `mode` on `lib` as exercise 1 (scan on unless `scan_off`), with
/// `inherit` open as its descriptor 9 when given: its exit code and stdout.
fn graded_in(mode: Mode, lib: &str, format: &str, scan_off: bool, inherit: Option<&Path>) -> (i32, String) {
    graded_as(mode, EXERCISE_1, lib, format, scan_off, inherit)
}

/// An exercise as the grader is asked for it, and the file of it a submission hands in.
type Exercise = (&'static str, &'static str);

const EXERCISE_1: Exercise = ("exercise-1", LIB);
const EXERCISE_4: Exercise = ("exercise-4", "exercises/04-invoice-pool/src/lib.rs");

/// As [`graded_in`], for `exercise`.
fn graded_as(
    mode: Mode,
    exercise: Exercise,
    lib: &str,
    format: &str,
    scan_off: bool,
    inherit: Option<&Path>,
) -> (i32, String) {
    let build = BuildLimits {
        wall: BUILD_LIMIT,
        compile_cpu: None,
    };
    graded_within(mode, exercise, lib, format, scan_off, inherit, build)
}

/// A build's limits, in seconds: its wall clock, and each compiler's CPU (`None`: the
/// default minute).
struct BuildLimits {
    wall: u64,
    compile_cpu: Option<u64>,
}

/// As [`graded_as`], the build within `build`'s limits.
fn graded_within(
    mode: Mode,
    exercise: Exercise,
    lib: &str,
    format: &str,
    scan_off: bool,
    inherit: Option<&Path>,
    build: BuildLimits,
) -> (i32, String) {
    let (id, path) = exercise;
    let tmp = tempfile::tempdir().unwrap();
    let dir = submission_of(tmp.path(), "hostile", path, lib);
    let mut limits = vec![
        "--format".to_string(),
        format.to_string(),
        "--timeout".into(),
        CHECK_LIMIT.to_string(),
        "--build-timeout".into(),
        build.wall.to_string(),
    ];
    if let Some(seconds) = build.compile_cpu {
        limits.extend(["--compile-cpu".to_string(), seconds.to_string()]);
    }
    let mut command = std::process::Command::new(assert_cmd::cargo::cargo_bin("grader"));
    let cwd = match mode {
        Mode::Grade => {
            command.arg("grade").arg(&dir);
            // Gradescope's results are of one submission; the others get the stub beside.
            if format != "gradescope" {
                let stub = std::fs::read_to_string(root().join(LIB)).unwrap();
                command.arg(submission(tmp.path(), NEXT, &stub));
            }
            root()
        }
        Mode::Submission => {
            command.args(["check", id, "--submission"]).arg(&dir);
            root()
        }
        Mode::Check => {
            let course = course_copy(tmp.path());
            std::fs::write(course.join(path), lib).unwrap();
            command.args(["check", id]);
            course
        }
    };
    command
        .args(limits)
        .current_dir(cwd)
        .env(grader::course::workspace::BUILD_DIR_VAR, common::shared_build_dir())
        .env("NO_COLOR", "1")
        .env("GRADER_LANG", "en")
        .env("GRADER_SCAN", if scan_off { "off" } else { "on" });
    if let Some(path) = inherit {
        let file = std::fs::File::open(path).unwrap();
        use std::os::fd::AsRawFd;
        use std::os::unix::process::CommandExt;
        let fd = file.as_raw_fd();
        // SAFETY: dup2 between fork and exec, on the child's own descriptors; `file` outlives the spawn.
        unsafe {
            command.pre_exec(move || {
                if libc::dup2(fd, 9) == 9 {
                    Ok(())
                } else {
                    Err(std::io::Error::last_os_error())
                }
            });
        }
        let output = command.output().expect("the grader runs");
        drop(file);
        return finished(output);
    }
    finished(command.output().expect("the grader runs"))
}

fn finished(output: std::process::Output) -> (i32, String) {
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "the grader panicked: {stderr}");
    let code = output.status.code().unwrap_or_else(|| {
        use std::os::unix::process::ExitStatusExt;
        panic!("the grader was killed by signal {:?}: {stderr}", output.status.signal())
    });
    (code, String::from_utf8_lossy(&output.stdout).into_owned())
}

/// Exercise 1's verdict in a JSON output of any mode.
fn exercise_1(mode: Mode, stdout: &str) -> serde_json::Value {
    exercise_of(mode, "exercise-1", stdout)
}

/// The verdict of exercise `id` in a JSON output of any mode.
fn exercise_of(mode: Mode, id: &str, stdout: &str) -> serde_json::Value {
    let json: serde_json::Value = serde_json::from_str(stdout).unwrap_or_else(|e| panic!("{e}: {stdout}"));
    match mode {
        Mode::Grade => json["submissions"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["submission"] == "hostile")
            .expect("graded")["exercises"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["exercise"] == id)
            .unwrap_or_else(|| panic!("{id} not graded: {stdout}"))
            .clone(),
        _ => json,
    }
}

/// Processes a hostile case started and named (a thread `hostile-leak`) that still run.
fn leaked() -> Vec<String> {
    let mut found = Vec::new();
    for process in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(tasks) = std::fs::read_dir(process.path().join("task")) else {
            continue;
        };
        for task in tasks.flatten() {
            if std::fs::read_to_string(task.path().join("comm")).is_ok_and(|c| c.trim() == "hostile-leak") {
                found.push(process.file_name().to_string_lossy().into_owned());
            }
        }
    }
    found
}

#[test]
fn the_safe_transmute_is_refused_in_every_mode() {
    for case in ["safe_transmute.rs", "safe_transmute_in_a_macro.rs"] {
        let lib = source_of(case);
        let reasons: Vec<&str> = forbidden::scan(&lib).unwrap().iter().map(|r| r.reason).collect();
        assert!(reasons.contains(&"forbidden-lifetime"), "{case}: {reasons:?}");
        assert!(reasons.contains(&"forbidden-higher-ranked"), "{case}: {reasons:?}");
        for mode in MODES {
            let (code, stdout) = graded_in(mode, &lib, "json", false, None);
            assert_eq!(code, 1, "{case} {mode:?}: {stdout}");
            let first = exercise_1(mode, &stdout);
            assert_eq!(first["class"], "forbidden-api", "{case} {mode:?}: {first:#}");
            let message = first["message"].as_str().unwrap();
            assert!(message.contains("names a lifetime"), "{case} {mode:?}: {message}");
            assert!(message.contains("elide the lifetime or write '_"), "{message}");
            assert!(message.contains(&format!("{LIB}:")), "{message}");
        }
    }
}

/// The public holes a red team brought past the token scan on 2026-12-07, each with what
/// refuses it now and the words the student reads first.
#[test]
fn the_holes_past_the_token_scan_are_refused_in_every_mode() {
    for (case, reason, says) in [
        (
            "safe_transmute_by_a_static_closure.rs",
            "forbidden-projection",
            "`T::Associated` names an associated type",
        ),
        (
            "safe_transmute_through_labels.rs",
            "forbidden-macro-rules",
            "`macro_rules! helpers` defines a macro",
        ),
        (
            "dyn_transmute_raw_sized.rs",
            "forbidden-sized",
            "`?Sized` relaxes a bound",
        ),
        (
            "safe_transmute_through_peek_mut.rs",
            "forbidden-peek-mut",
            "`peek_mut` writes into a Peekable",
        ),
        (
            "safe_transmute_through_a_fn_pointer.rs",
            "forbidden-fn-pointer",
            "is a function pointer type with a reference",
        ),
        (
            "machine_code_before_main.rs",
            "forbidden-asm",
            "`cfg_select` writes machine code",
        ),
    ] {
        let lib = source_of(case);
        let reasons: Vec<&str> = forbidden::scan(&lib).unwrap().iter().map(|r| r.reason).collect();
        assert_eq!(reasons.first(), Some(&reason), "{case}: {reasons:?}");
        for mode in MODES {
            let (code, stdout) = graded_in(mode, &lib, "json", false, None);
            assert_eq!(code, 1, "{case} {mode:?}: {stdout}");
            let first = exercise_1(mode, &stdout);
            assert_eq!(first["class"], "forbidden-api", "{case} {mode:?}: {first:#}");
            assert_eq!(first["points"], 0, "{case} {mode:?}");
            let message = first["message"].as_str().unwrap();
            assert!(message.contains(says), "{case} {mode:?}: {message}");
        }
    }
}

#[test]
fn the_safe_transmute_with_the_scan_off_forges_nothing() {
    // The next layer: a report without its secret is no report.
    let lib = source_of("safe_transmute.rs");
    for mode in MODES {
        let (code, stdout) = graded_in(mode, &lib, "json", true, None);
        assert_eq!(code, 1, "{mode:?}: {stdout}");
        let first = exercise_1(mode, &stdout);
        assert_eq!(first["class"], "crash", "{mode:?}: {first:#}");
        assert_eq!(first["points"], 0);
    }
}

/// A token the grader's caller holds on descriptor 9, as a CI runner might.
const TOKEN: &str = "ci-token-5b1f0e3d9a7c";

#[test]
fn an_inherited_descriptor_reaches_no_check() {
    let tmp = tempfile::tempdir().unwrap();
    let token = tmp.path().join("token");
    std::fs::write(&token, TOKEN).unwrap();
    let lib = source_of("safe_transmute_in_a_macro.rs");
    for mode in MODES {
        for format in formats(mode) {
            let (code, stdout) = graded_in(mode, &lib, format, true, Some(&token));
            assert_eq!(code, 1, "{mode:?} {format}: {stdout}");
            assert!(!stdout.contains(TOKEN), "{mode:?} {format}: the token leaked: {stdout}");
            if *format == "json" {
                let first = exercise_1(mode, &stdout);
                // Its take panics right after a wait returned: no-recheck may be shown first.
                judge("safe_transmute_in_a_macro.rs", &["panic"], &first);
                let text = first.to_string();
                // The hole ran, and found the descriptor closed (EBADF), not filtered out.
                assert!(text.contains("what the hole reached: fd 9: Err"), "{mode:?}: {first:#}");
                assert!(text.contains("code: 9"), "{mode:?}: {first:#}");
            }
        }
    }
    for pid in leaked() {
        let _ = std::process::Command::new("kill").args(["-9", &pid]).status();
    }
}

// ---------------------------------------------------------------------------------------
// Issue 24, item 4: telling the explorer apart buys nothing, since real threads judge
// behaviour too (grader-kit's `stress::let_them_wait` and side by side on real threads).

/// Exercise 11's file, the thumbnails: the pool exercises' hostile cases are written for it.
const THUMBNAILS: &str = "exercises/11-thumbnails/src/lib.rs";

// One test per case, so that the two test threads share them: each is graded in every mode.

#[test]
fn telling_the_explorer_by_its_clock_buys_a_busy_waiting_queue_nothing() {
    // Busy-waiting put and take on real threads: the CPU they burn while they must wait.
    // On a loaded machine (a whole CI beside it) a check whose real-thread scenario spins
    // before any wait is measured may run out of its time first: that limit fails it too.
    explorer_detected(
        "explorer_by_the_clock_busy_waits.rs",
        "exercise-1",
        LIB,
        &["busy-wait", "timeout"],
    );
}

#[test]
fn telling_the_explorer_by_its_stack_buys_a_lost_wake_up_nothing() {
    // A waiter count read outside the lock on real threads only: the real-thread phase
    // takes locks with pauses (`grader_probe::real_jitter`), so that a thread passes
    // between the read and the lock, and the threads left waiting are told as such.
    explorer_detected(
        "lost_wake_up_unexplored_by_the_stack.rs",
        "exercise-1",
        LIB,
        &["deadlock", "timeout"],
    );
}

#[test]
fn a_threads_name_does_not_tell_the_explorer() {
    // An unnamed worker's name was "thread 1" under the explorer and `None` on real threads;
    // it is the name as given everywhere now, so the ticket that polls where a worker has
    // no name polls while explored too, and is found there, with its replay.
    for (mode, verdict) in failed_unscanned(
        "explorer_by_a_threads_name.rs",
        "exercise-4",
        "exercises/04-invoice-pool/src/lib.rs",
        // A spin the explorer may also meet first as the check's time running out.
        &["busy-wait", "timeout"],
    ) {
        let failed = first_failing(&verdict);
        if failed["class"] == "busy-wait" {
            assert!(failed["replay"].is_string(), "{mode:?}: {failed:#}");
        }
    }
}

#[test]
fn a_try_put_that_gives_up_on_a_held_lock_only_on_real_threads_is_seen_there() {
    // Told apart by std's hash keys, which every OS thread draws alike: on real threads,
    // try_puts with room beside threads that hold the lock again and again.
    explorer_detected(
        "explorer_by_hash_keys.rs",
        "exercise-1",
        "exercises/01-bounded-queue/src/lib.rs",
        &["wrong-output"],
    );
}

#[test]
fn a_failure_in_a_file_nested_deep_is_told_and_the_grader_goes_on() {
    // Under the scan's limit, deep enough to overflow a parse on a small stack: the
    // failure's places are read on the parse thread, as the scan reads the file.
    failed_unscanned(
        "deep_types_in_a_failing_queue.rs",
        "exercise-1",
        "exercises/01-bounded-queue/src/lib.rs",
        &["capacity-exceeded", "no-recheck"],
    );
}

#[test]
fn a_ticket_that_spins_only_on_real_threads_is_seen_there() {
    // Every scenario on real threads counts what the program's threads did: a wait that
    // spins makes thousands of operations where a correct one makes tens.
    explorer_detected(
        "ticket_spins_unexplored.rs",
        "exercise-4",
        "exercises/04-invoice-pool/src/lib.rs",
        // Or, under the tests' short limits, a check whose spin runs into its time.
        &["busy-wait", "timeout"],
    );
}

#[test]
fn a_pool_left_running_only_on_real_threads_is_seen_there() {
    // Told apart by stack addresses, which still tell: threads still running when the
    // function returned are counted on real threads too.
    for (mode, verdict) in failed_unscanned(
        "pool_left_running_unexplored.rs",
        "exercise-13",
        "exercises/13-where-the-error-went/src/lib.rs",
        &["early-close"],
    ) {
        let failed = first_failing(&verdict);
        assert!(failed["replay"].is_null(), "{mode:?}: {failed:#}");
    }
}

#[test]
fn orders_dealt_in_turn_only_on_real_threads_are_seen_there() {
    // Told apart by the clock's steps: pools of one worker each, dealt in turn, only there.
    explorer_detected(
        "orders_dealt_in_turn_unexplored.rs",
        "exercise-18",
        "exercises/18-timeout/src/lib.rs",
        &["not-concurrent"],
    );
}

#[test]
fn telling_the_explorer_by_its_clock_buys_a_napping_queue_nothing() {
    // Naps instead of a wait on real threads, longer than the measurement: inside a sleep.
    // A check whose real-thread scenario naps before any wait is measured may run out of
    // its time first (seen under load, in `fifo`): that limit holding fails it too.
    explorer_detected(
        "explorer_by_the_clock_naps.rs",
        "exercise-1",
        LIB,
        &["busy-wait", "timeout"],
    );
}

#[test]
fn telling_the_explorer_by_its_clock_buys_invoices_one_at_a_time_nothing() {
    // Invoices one at a time on real threads: never two PDFs in flight at once.
    explorer_detected(
        "invoices_one_at_a_time_unexplored.rs",
        "exercise-4",
        "exercises/04-invoice-pool/src/lib.rs",
        &["not-concurrent"],
    );
}

#[test]
fn telling_the_explorer_by_its_clock_buys_thumbnails_one_at_a_time_nothing() {
    // Thumbnails one at a time on real threads: never two photos in the making at once.
    explorer_detected(
        "thumbnails_one_at_a_time_unexplored.rs",
        "exercise-11",
        THUMBNAILS,
        &["not-concurrent"],
    );
}

#[test]
fn telling_the_explorer_by_its_clock_buys_a_bounded_pool_one_at_a_time_nothing() {
    // A bounded pool's workers one at a time on real threads.
    explorer_detected(
        "bounded_pool_one_at_a_time_unexplored.rs",
        "exercise-16",
        "exercises/16-bounded-pool/src/lib.rs",
        &["not-concurrent"],
    );
}

#[test]
fn telling_the_explorer_by_its_clock_buys_a_spinning_idle_pool_nothing() {
    // Idle workers that spin on real threads: an idle pool is measured there too.
    explorer_detected(
        "pool_workers_spin_unexplored.rs",
        "exercise-4",
        "exercises/04-invoice-pool/src/lib.rs",
        &["busy-wait"],
    );
}

#[test]
fn a_progress_thread_that_spins_on_a_lock_only_on_real_threads_is_seen_there() {
    // A lock one thread takes again and again alone is taken without the phase's pauses:
    // the spin's operations show.
    explorer_detected(
        "progress_spins_on_a_lock_unexplored.rs",
        "exercise-17",
        "exercises/17-progress/src/lib.rs",
        &["busy-wait", "timeout"],
    );
}

#[test]
fn a_run_that_waits_for_a_free_worker_only_on_real_threads_is_seen_there() {
    // The order of events judges it there: a task ended while run ran, before it
    // returned, in each of three runs.
    explorer_detected(
        "run_waits_for_a_free_worker_unexplored.rs",
        "exercise-4",
        "exercises/04-invoice-pool/src/lib.rs",
        &["not-concurrent"],
    );
}

#[test]
fn a_pool_of_two_where_it_is_not_explored_is_seen_on_real_threads() {
    // A pool of N given N tasks or more has N in flight at once, in one of three runs.
    explorer_detected(
        "thumbnails_on_two_workers_unexplored.rs",
        "exercise-11",
        THUMBNAILS,
        &["not-concurrent"],
    );
}

#[test]
fn a_few_photos_one_at_a_time_where_it_is_not_explored_are_seen_on_real_threads() {
    // Two or three tasks one at a time count too, in each of three runs.
    explorer_detected(
        "photos_one_at_a_time_when_few_unexplored.rs",
        "exercise-13",
        "exercises/13-where-the-error-went/src/lib.rs",
        &["not-concurrent"],
    );
}

#[test]
fn a_run_that_polls_its_threads_instead_of_joining_them_is_busy_waiting() {
    // Everywhere, not only where it is not explored: main's naps that look again, more in
    // some executions than in others.
    for (mode, verdict) in failed_unscanned(
        "run_polls_its_entrances.rs",
        "exercise-3",
        "exercises/03-two-entrances/src/lib.rs",
        &["busy-wait"],
    ) {
        let failed = first_failing(&verdict);
        let message = failed["message"].as_str().unwrap();
        assert!(message.contains("slept and looked again"), "{mode:?}: {failed:#}");
    }
}

#[test]
fn a_dispatcher_that_deals_without_ready_only_on_real_threads_is_seen_there() {
    // Conveyor counts the messages inside each channel on real threads too.
    explorer_detected(
        "dispatch_deals_without_ready_unexplored.rs",
        "exercise-9",
        "exercises/09-messages/src/lib.rs",
        &["capacity-exceeded"],
    );
}

#[test]
fn telling_the_explorer_by_its_clock_buys_progress_reported_late_nothing() {
    // done called as the tickets are waited on, on real threads: the first report comes
    // after the first PDF ended, though an invalid order was done at once.
    explorer_detected(
        "progress_reported_when_waited_unexplored.rs",
        "exercise-17",
        "exercises/17-progress/src/lib.rs",
        &["wrong-output"],
    );
}

#[test]
fn telling_the_explorer_by_its_clock_buys_the_later_reports_late_nothing() {
    // The first task reported in time, the others once every ticket was waited on: on one
    // worker a report after a later PDF ended is late, in each of three runs.
    explorer_detected(
        "progress_late_after_the_first_unexplored.rs",
        "exercise-17",
        "exercises/17-progress/src/lib.rs",
        &["wrong-output"],
    );
}

#[test]
fn telling_the_explorer_by_its_clock_buys_a_deadline_from_the_call_nothing() {
    // A deadline counted from the call on real threads: an order with a quick PDF, queued
    // behind a slow one, times out (a timeout in place of a result is forgiven on real
    // threads only for a PDF near the limit).
    explorer_detected(
        "deadline_from_the_call_unexplored.rs",
        "exercise-18",
        "exercises/18-timeout/src/lib.rs",
        &["wrong-output"],
    );
}

#[test]
fn telling_the_explorer_by_its_clock_buys_a_put_that_does_not_look_again_nothing() {
    // A woken put behind an `if` on real threads: overtaken round after round, and woken
    // spuriously while the queue is full, it overfills the queue.
    looks_again_only_explored(
        "no_recheck_put_unexplored.rs",
        "exercise-1",
        LIB,
        &["woken-thread-rechecks", "every-item-once"],
        "no-recheck",
    );
}

#[test]
fn telling_the_explorer_by_its_clock_buys_a_take_that_does_not_look_again_nothing() {
    // A woken take behind an `if` on real threads panics on the empty queue, right after its
    // wait returned: no-recheck in whichever check meets the race first.
    looks_again_only_explored(
        "no_recheck_take_unexplored.rs",
        "exercise-1",
        LIB,
        &[
            "woken-thread-rechecks",
            "every-item-once",
            "take-waits-when-empty",
            "nobody-waits-forever",
            "fifo",
        ],
        "no-recheck",
    );
}

#[test]
fn telling_the_explorer_by_its_clock_buys_an_express_put_that_does_not_look_again_nothing() {
    looks_again_only_explored(
        "express_first_put_no_recheck_unexplored.rs",
        "exercise-6",
        EXPRESS_FIRST,
        &["put-waits-when-full", "every-item-once", "run-packs-every-order"],
        "no-recheck",
    );
}

#[test]
fn telling_the_explorer_by_its_clock_buys_an_express_take_that_does_not_look_again_nothing() {
    looks_again_only_explored(
        "express_first_take_no_recheck_unexplored.rs",
        "exercise-6",
        EXPRESS_FIRST,
        &[
            "take-waits-for-either-lane",
            "put-waits-when-full",
            "express-first-while-waiting",
            "every-item-once",
        ],
        "no-recheck",
    );
}

#[test]
fn telling_the_explorer_by_its_clock_buys_a_run_that_does_not_look_again_nothing() {
    // A run behind an `if`, woken with notify_one: exercise 16 names that bug
    // capacity-exceeded (its mutant if_not_while_in_run).
    looks_again_only_explored(
        "bounded_pool_no_recheck_unexplored.rs",
        "exercise-16",
        "exercises/16-bounded-pool/src/lib.rs",
        &["run-waits-when-full"],
        "capacity-exceeded",
    );
}

/// Exercise 6's file, express first.
const EXPRESS_FIRST: &str = "exercises/06-express-first/src/lib.rs";

/// A wait behind an `if` only where it is not explored, in the exercise (id, file) it is
/// written for, fails in every mode with `class` on real threads, in the check that has the
/// rounds of it or in one of `checks` that met the race first.
fn looks_again_only_explored(case: &str, id: &'static str, path: &'static str, checks: &[&str], class: &str) {
    for (mode, verdict) in failed_unscanned(case, id, path, &[class]) {
        let failed = first_failing(&verdict);
        assert!(
            checks.contains(&failed["name"].as_str().unwrap_or_default()),
            "{case} {mode:?}: {failed:#}"
        );
        assert_eq!(failed["class"], class, "{case} {mode:?}: {failed:#}");
        // Found on real threads (every explored check passed): no replay to give.
        assert!(failed["replay"].is_null(), "{case} {mode:?}: {failed:#}");
        // Said by the message, or by the scenario where it runs only on real threads.
        let message = failed["message"].as_str().unwrap();
        let scenario = failed["scenario"].as_str().unwrap_or_default();
        assert!(
            message.starts_with("On real threads") || scenario.starts_with("on real threads"),
            "{case} {mode:?}: {failed:#}"
        );
    }
}

/// The verdicts, in every mode, of hostile `case` in the exercise (id, file) it is written
/// for: the scan lets it through (what stops it comes later), and each fails with one of
/// `classes`.
fn failed_unscanned(
    case: &str,
    id: &'static str,
    path: &'static str,
    classes: &[&str],
) -> Vec<(Mode, serde_json::Value)> {
    let lib = source_of(case);
    assert!(
        forbidden::scan(&lib).unwrap().is_empty(),
        "{case}: the scan must let it through"
    );
    MODES
        .iter()
        .map(|&mode| {
            let (code, stdout) = graded_as(mode, (id, path), &lib, "json", false, None);
            assert_eq!(code, 1, "{case} {mode:?}: {stdout}");
            let verdict = exercise_of(mode, id, &stdout);
            judge(case, classes, &verdict);
            (mode, verdict)
        })
        .collect()
}

/// Code that behaves well only while its clock stands still (explored), in the exercise
/// (id, file) it is written for, fails in every mode with one of `classes`, found on real
/// threads.
fn explorer_detected(case: &str, id: &'static str, path: &'static str, classes: &[&str]) {
    for (mode, verdict) in failed_unscanned(case, id, path, classes) {
        let failed = first_failing(&verdict);
        // Found on real threads (every explored check passed): no replay to give.
        assert!(failed["replay"].is_null(), "{case} {mode:?}: {failed:#}");
        if failed["class"] == "timeout" {
            continue;
        }
        // Said by the message, or by the scenario where it runs only on real threads.
        let message = failed["message"].as_str().unwrap();
        let scenario = failed["scenario"].as_str().unwrap_or_default();
        assert!(
            message.starts_with("On real threads") || scenario.starts_with("on real threads"),
            "{case} {mode:?}: {failed:#}"
        );
    }
}

/// Threads beside the workers that do nothing with the tasks, in the exercise (id, file)
/// each is written for, the check that must fail and its class: what is in flight at once
/// is the exercise's tasks, not threads inside a sleep; what holds a task is a thread
/// that begins one, not any thread that ran.
const DECOYS: &[(&str, &str, &str, &str, &str)] = &[
    (
        "thumbnails_beside_decoy_sleepers.rs",
        "exercise-11",
        THUMBNAILS,
        "side-by-side",
        "not-concurrent",
    ),
    // Helpers that run and take no task are no workers holding one: the queue held more
    // than its room while no worker had taken a task.
    (
        "places_freed_with_helpers.rs",
        "exercise-16",
        "exercises/16-bounded-pool/src/lib.rs",
        "run-waits-when-full",
        "capacity-exceeded",
    ),
];

#[test]
fn decoys_beside_the_workers_buy_nothing() {
    for &(case, id, path, check, class) in DECOYS {
        for (mode, verdict) in failed_unscanned(case, id, path, &[class]) {
            let failed = first_failing(&verdict);
            assert_eq!(failed["name"], check, "{case} {mode:?}: {failed:#}");
            // Every other check passes: the sizes, the one pool, the order are right.
            let others_pass = verdict["checks"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|c| c["name"] != check && c["name"] != "output")
                .all(|c| c["status"] == "pass");
            assert!(others_pass, "{case} {mode:?}: {verdict:#}");
        }
    }
}

/// The first check of `verdict` that failed.
fn first_failing(verdict: &serde_json::Value) -> &serde_json::Value {
    verdict["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["status"] == "fail")
        .expect("a failing check")
}

/// `exercise`'s verdict in a JSON output of any mode.
fn verdict_of(mode: Mode, exercise: Exercise, stdout: &str) -> serde_json::Value {
    let json: serde_json::Value = serde_json::from_str(stdout).unwrap_or_else(|e| panic!("{e}: {stdout}"));
    let submission = match mode {
        Mode::Grade => json["submissions"]
            .as_array()
            .unwrap()
            .iter()
            .find(|s| s["submission"] == "hostile")
            .expect("graded")
            .clone(),
        _ => return json,
    };
    submission["exercises"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["exercise"] == exercise.0)
        .unwrap_or_else(|| panic!("{} not in {submission:#}", exercise.0))
        .clone()
}

#[test]
fn a_process_started_out_of_the_group_is_refused_and_nothing_survives() {
    // The OS boundary alone (scan off): `std` through a module is a path the scan may not
    // read, and what stops the process is the seccomp filter, not the scan. In a check (the
    // kit's layer) and in the given main (the grader's layer: its output shows what it got).
    for (case, class, field) in [
        ("fork_out_of_the_group.rs", "panic", "message"),
        ("fork_in_the_given_main.rs", "wrong-output", "diff"),
    ] {
        let lib = source_of(case);
        for mode in MODES {
            let (code, stdout) = graded_in(mode, &lib, "json", true, None);
            assert_eq!(code, 1, "{case} {mode:?}: {stdout}");
            let first = exercise_1(mode, &stdout);
            judge(case, &[class], &first);
            let said: Vec<&str> = first["checks"]
                .as_array()
                .unwrap()
                .iter()
                .filter_map(|c| c[field].as_str())
                .filter(|m| m.contains("sleeper: "))
                .collect();
            assert!(!said.is_empty(), "{case} {mode:?}: {first:#}");
            for text in said {
                // EPERM is the filter's answer to clone without CLONE_THREAD; Landlock's
                // refusal to execute would be EACCES ("Permission denied"), after a process
                // was made.
                assert!(text.contains("sleeper: Err"), "{case} {mode:?}: {text}");
                assert!(text.contains("self: Err"), "{case} {mode:?}: {text}");
                assert_eq!(
                    text.matches("Operation not permitted").count(),
                    2,
                    "{case} {mode:?}: {text}"
                );
            }
            no_process_left();
        }
    }
}

/// What the disk cases leave where a check might write, if anything was written.
fn fill_left() -> Vec<PathBuf> {
    let places = [std::env::temp_dir(), PathBuf::from("/tmp"), root()];
    places
        .iter()
        .filter_map(|place| std::fs::read_dir(place).ok())
        .flat_map(|entries| entries.flatten())
        .filter(|e| e.file_name().to_string_lossy().starts_with("grader-hostile-fill-"))
        .map(|e| e.path())
        .collect()
}

#[test]
fn a_check_and_the_given_main_write_no_file() {
    // The OS boundary alone (scan off): neither a check nor the given main needs a file, so
    // Landlock gives them no writable folder at all (the red team filled 2.6 GB of a
    // check's temporary folder in ten seconds, 16 MiB per file).
    for (case, class, field) in [
        ("fill_the_disk.rs", "panic", "message"),
        ("fill_the_disk_from_the_given_main.rs", "wrong-output", "diff"),
    ] {
        let lib = source_of(case);
        for mode in MODES {
            let (code, stdout) = graded_in(mode, &lib, "json", true, None);
            assert_eq!(code, 1, "{case} {mode:?}: {stdout}");
            let first = exercise_1(mode, &stdout);
            judge(case, &[class], &first);
            let said: Vec<&str> = first["checks"]
                .as_array()
                .unwrap()
                .iter()
                .filter_map(|c| c[field].as_str())
                .filter(|m| m.contains("disk: "))
                .collect();
            assert!(!said.is_empty(), "{case} {mode:?}: {first:#}");
            for text in said {
                assert!(text.contains("disk: wrote 0 files"), "{case} {mode:?}: {text}");
                assert!(text.contains("Permission denied"), "{case} {mode:?}: {text}");
            }
        }
    }
    let left = fill_left();
    for file in &left {
        let _ = std::fs::remove_file(file);
    }
    assert!(left.is_empty(), "written: {left:?}");
}

#[test]
fn a_constant_evaluated_where_the_checks_instantiate_it_is_stopped_by_the_compilers_limit() {
    // Not the candidate's compiler: the checks' and the given main's, where its generic
    // code is instantiated. Graded with the build's whole limit (the wall clock of a
    // shared machine may give a minute of CPU in a few): the CPU limit of every compiler
    // of a crate with the candidate's code ends it before, where it ran that whole limit.
    // That limit set lower than its minute (`--compile-cpu`): the same rule, and each of the
    // two compilers holds a core and the shared build folder for seconds, not a minute.
    let case = "const_slow_where_instantiated.rs";
    let lib = source_of(case);
    assert!(forbidden::scan(&lib).unwrap().is_empty(), "the scan lets it through");
    let seconds = COMPILE_CPU;
    for mode in MODES {
        let start = Instant::now();
        let build = BuildLimits {
            wall: 600,
            compile_cpu: Some(seconds),
        };
        let (code, stdout) = graded_within(mode, EXERCISE_1, &lib, "json", false, None, build);
        let elapsed = start.elapsed();
        assert_eq!(code, 1, "{mode:?}: {stdout}");
        let first = exercise_1(mode, &stdout);
        assert_eq!(first["class"], "timeout", "{mode:?}: {first:#}");
        assert_eq!(first["points"], 0);
        let message = first["message"].as_str().unwrap();
        assert!(
            message.contains(&format!("kept the compiler busy for more than {seconds} s")),
            "{mode:?}: {message}"
        );
        // Which limit is told by the build's time: at least the CPU limit, less than the wall's.
        assert!(message.contains(LIB), "{mode:?}: {message}");
        eprintln!("{case} {mode:?}: stopped after {:.0} s", elapsed.as_secs_f64());
    }
}

/// The CPU seconds each compiler of a candidate's crate may use, where a test waits for that
/// limit (`--compile-cpu`): well above a correct file's (the checks program: 1.4 s), well
/// under the default minute, which would hold the shared build folder that long.
const COMPILE_CPU: u64 = 10;

/// What each failing check of `verdict` said it could draw a coin from, in check order.
fn coins_of(verdict: &serde_json::Value) -> Vec<String> {
    verdict["checks"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| c["message"].as_str())
        .filter_map(|m| m.split_once("coins: ").map(|(_, coins)| coins.to_string()))
        .collect()
}

/// What of a verdict is its verdict: status, class, points, and each check's status and class.
fn verdict_outcome(verdict: &serde_json::Value) -> serde_json::Value {
    let checks: Vec<serde_json::Value> = verdict["checks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| serde_json::json!([c["name"], c["status"], c["class"]]))
        .collect();
    serde_json::json!([verdict["status"], verdict["class"], verdict["points"], checks])
}

#[test]
fn a_check_process_draws_no_coin() {
    // The same submission, the same verdict on every run: what a check process could draw
    // a coin from (std's hash keys, addresses, a HashMap's order), said in its panics, is
    // the same in every run of a mode; the keys and the order in every mode (an address
    // may differ between programs built in different slots, never between runs).
    let case = "coins_per_process.rs";
    let lib = source_of(case);
    assert!(forbidden::scan(&lib).unwrap().is_empty(), "the scan lets it through");
    let mut keys_and_order = Vec::new();
    for mode in MODES {
        let runs: Vec<Vec<String>> = (0..2)
            .map(|_| {
                let (code, stdout) = graded_in(mode, &lib, "json", false, None);
                assert_eq!(code, 1, "{mode:?}: {stdout}");
                let first = exercise_1(mode, &stdout);
                judge(case, &["panic"], &first);
                coins_of(&first)
            })
            .collect();
        assert!(!runs[0].is_empty(), "{mode:?}: no coins said");
        // Stacks too: the kit's own threads (its readers of what the program prints) are
        // running with their heaps before any code of the candidate's.
        assert_eq!(runs[0], runs[1], "{mode:?}: a coin differs from run to run");
        let without_addresses: Vec<String> = runs[0]
            .iter()
            .map(|coins| {
                let kept: Vec<&str> = coins
                    .split(", ")
                    .filter(|part| !part.starts_with("stack ") && !part.starts_with("heap "))
                    .collect();
                kept.join(", ")
            })
            .collect();
        keys_and_order.push(without_addresses);
    }
    assert!(keys_and_order.windows(2).all(|w| w[0] == w[1]), "{keys_and_order:#?}");

    // The red team's coin, a bug in half of the processes by std's hash keys: one verdict
    // in five runs (it was pass, fail, pass, fail, fail).
    let coin = source_of("coin_per_process.rs");
    let verdicts: Vec<serde_json::Value> = (0..5)
        .map(|_| {
            let (_, stdout) = graded_in(Mode::Submission, &coin, "json", false, None);
            verdict_outcome(&exercise_1(Mode::Submission, &stdout))
        })
        .collect();
    assert!(verdicts.windows(2).all(|w| w[0] == w[1]), "{verdicts:#?}");

    // A correct queue that hashes still passes, in every mode: the fixed keys are keys.
    let hashing = source_of("hash_map_queue.rs");
    for mode in MODES {
        let (_, stdout) = graded_in(mode, &hashing, "json", false, None);
        let first = exercise_1(mode, &stdout);
        assert_eq!(first["status"], "pass", "{mode:?}: {first:#}");
    }
}

#[test]
fn the_probe_is_out_of_reach_by_any_path() {
    // Scan off: what stops these is the crate layout (the probe is not conveyor's, and the
    // candidate's crate depends on conveyor only), in every mode.
    for (case, says) in [
        ("reexported_probe.rs", "module `probe` is private"),
        ("probe_by_crate_name.rs", "can't find crate for `grader_probe`"),
        // Whether it is explored is the checks' to ask: the reading takes the kit's key.
        (
            "explorer_by_virtual_now.rs",
            "takes 1 argument but 0 arguments were supplied",
        ),
    ] {
        let lib = source_of(case);
        for mode in MODES {
            let (code, stdout) = graded_in(mode, &lib, "json", true, None);
            assert_eq!(code, 1, "{case} {mode:?}: {stdout}");
            let first = exercise_1(mode, &stdout);
            assert_eq!(first["class"], "compile-error", "{case} {mode:?}: {first:#}");
            assert_eq!(first["points"], 0);
            let message = first["message"].as_str().unwrap();
            assert!(message.contains(says), "{case} {mode:?}: {message}");
            if case == "reexported_probe.rs" {
                // The clock's switch is not the candidate's to throw either: it takes the kit's key.
                assert!(
                    message.contains("timers_fire_only_when_all_wait"),
                    "{mode:?}: {message}"
                );
            }
        }
    }
}

#[test]
fn exercise_4_cannot_hand_in_the_given_pool() {
    // Scan off: what stops it is conveyor built without its `pool` feature for exercise 4.
    let lib = source_of("lazy_given_pool.rs");
    for mode in MODES {
        let (code, stdout) = graded_as(mode, EXERCISE_4, &lib, "json", true, None);
        assert_eq!(code, 1, "{mode:?}: {stdout}");
        let verdict = verdict_of(mode, EXERCISE_4, &stdout);
        assert_eq!(verdict["class"], "compile-error", "{mode:?}: {verdict:#}");
        assert_eq!(verdict["points"], 0);
        let message = verdict["message"].as_str().unwrap();
        assert!(message.contains("`WorkerPool` in `conveyor`"), "{mode:?}: {message}");
    }
}

// ---------------------------------------------------------------------------------------
// No text of a student's may crash the grader, and with it a class's grading.

/// Exercise 10, a quiz: its answers file, which the grader reads as TOML.
const QUIZ_10: Exercise = ("exercise-10", "exercises/10-quiz/answers.toml");

/// In `grade`, the untouched stub graded beside the hostile submission got its verdict.
fn next_graded(stdout: &str) {
    let json: serde_json::Value = serde_json::from_str(stdout).unwrap();
    let next = json["submissions"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["submission"] == NEXT)
        .unwrap_or_else(|| panic!("{NEXT} not graded: {stdout}"));
    assert_eq!(next["exercises"][0]["class"], "not-done", "{next:#}");
}

#[test]
fn code_nested_too_deep_to_parse_is_refused_and_the_class_goes_on() {
    // Brackets 3 000 deep overflowed syn's stack: the grader aborted, a class's report empty.
    let lib = source_of("deep_nesting.rs");
    let line = lib.lines().position(|l| l.starts_with("pub fn deep")).unwrap() + 2;
    for mode in MODES {
        let (code, stdout) = graded_in(mode, &lib, "json", false, None);
        assert_eq!(code, 1, "{mode:?}: {stdout}");
        let first = exercise_1(mode, &stdout);
        assert_eq!(first["class"], "forbidden-api", "{mode:?}: {first:#}");
        let message = first["message"].as_str().unwrap();
        assert!(message.contains(&format!("{LIB}:{line}:")), "{mode:?}: {message}");
        assert!(
            message.contains("nested deeper here than any exercise needs"),
            "{message}"
        );
        if let Mode::Grade = mode {
            next_graded(&stdout);
        }
    }
    // With the scan off nothing refuses it, and what else reads the text (its `todo!()`
    // sites, read before anything is built) reads none of it, without crashing either:
    // the compiler gets it, and is stopped at its limits (1.5 GiB with this toolchain).
    let (code, stdout) = graded_in(Mode::Submission, &lib, "json", true, None);
    assert_eq!(code, 1, "{stdout}");
    let first = exercise_1(Mode::Submission, &stdout);
    assert_eq!(first["status"], "fail", "{first:#}");
    let class = first["class"].as_str().unwrap_or_default();
    assert!(["resource-limit", "compile-error"].contains(&class), "{first:#}");
}

#[test]
fn answers_nested_too_deep_are_refused_and_the_class_goes_on() {
    // 50 000 nested arrays in answers.toml crashed the grader without any compilation.
    let answers = format!("q1 = {}{}\n", "[".repeat(50_000), "]".repeat(50_000));
    for mode in MODES {
        let (code, stdout) = graded_as(mode, QUIZ_10, &answers, "json", false, None);
        assert_eq!(code, 1, "{mode:?}: {stdout}");
        let verdict = verdict_of(mode, QUIZ_10, &stdout);
        assert_eq!(verdict["class"], "wrong-answer", "{mode:?}: {verdict:#}");
        let message = verdict["message"].as_str().unwrap();
        // Named as the student knows it, never as the grader's copy in a submission's slot.
        assert!(
            message.starts_with("exercises/10-quiz/answers.toml cannot be read"),
            "{mode:?}: {message}"
        );
        assert!(message.contains("recurs"), "{mode:?}: {message}");
        if let Mode::Grade = mode {
            next_graded(&stdout);
        }
    }
}

#[test]
fn std_named_through_its_own_self_is_refused_in_every_mode() {
    // `mod m { pub use std::{self}; }` then `m::std::fs`: a path the scan did not read as std.
    let lib = source_of("std_through_self.rs");
    let refused = forbidden::scan(&lib).unwrap();
    assert_eq!(refused.len(), 1, "{refused:?}");
    assert_eq!(refused[0].found, "use std::{self}");
    for mode in MODES {
        let (code, stdout) = graded_in(mode, &lib, "json", false, None);
        assert_eq!(code, 1, "{mode:?}: {stdout}");
        let first = exercise_1(mode, &stdout);
        assert_eq!(first["class"], "forbidden-api", "{mode:?}: {first:#}");
        let message = first["message"].as_str().unwrap();
        assert!(message.contains(&format!("{LIB}:5:")), "{mode:?}: {message}");
        assert!(message.contains("`use std::{self}` renames std"), "{mode:?}: {message}");
    }
}

#[test]
fn a_check_s_temporary_folder_names_nothing_of_the_check() {
    // Scan off, so that the candidate can read std::env::temp_dir() and say it. A check
    // writes no file, so it is given no temporary folder (no TMPDIR): std's default, the
    // same for every check, which it may not write either.
    let lib = source_of("tmp_names_the_check.rs");
    for mode in MODES {
        let (code, stdout) = graded_in(mode, &lib, "json", true, None);
        assert_eq!(code, 1, "{mode:?}: {stdout}");
        let first = exercise_1(mode, &stdout);
        let checks = first["checks"].as_array().unwrap();
        let folders: Vec<String> = checks
            .iter()
            .filter_map(|c| c["message"].as_str())
            .filter_map(|m| m.split("tmp: ").nth(1))
            .map(|rest| rest.split(' ').next().unwrap().to_string())
            .collect();
        assert!(folders.len() >= 5, "{mode:?}: {first:#}");
        for folder in &folders {
            assert_eq!(folder, "/tmp", "{mode:?}: {first:#}");
        }
        if let Mode::Grade = mode {
            next_graded(&stdout);
        }
    }
}

/// The command each line of `log` is to GitHub's runner, read as it reads them
/// (actions/runner, `ActionCommand.TryParseV2`: a line that starts with `::` after its
/// blanks, then the command up to the next `::`; `TryParse`: `##[` anywhere, up to `]`).
fn workflow_commands(log: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in log.lines() {
        if let Some(rest) = line.trim_start().strip_prefix("::")
            && let Some(end) = rest.find("::")
        {
            found.push(rest[..end].to_string());
        }
        if let Some(at) = line.find("##[")
            && let Some(end) = line[at..].find(']')
        {
            found.push(line[at + 3..at + end].to_string());
        }
    }
    found
}

/// What a CI log shows of a grading: no command but the grader's own annotations, nothing
/// that repaints, and the student's words still there for a person to read.
fn no_command_in(case: &str, log: &str) {
    for command in workflow_commands(log) {
        assert!(
            command.starts_with("error file=exercises/") && !command.contains("INJECTED"),
            "{case}: a workflow command `{command}` in\n{log}"
        );
    }
    assert!(!log.contains('\r') && !log.contains('\u{1b}'), "{case}: {log:?}");
}

/// The files of a submission whose names hold workflow commands (git allows a newline in
/// one), beside exercise 1's `lib.rs` that panics with more.
fn with_named_files(dir: &Path) {
    for name in [
        "a\n::stop-commands::INJECTED",
        "exercises/01-bounded-queue/src/x\n::error title=INJECTED::from a file name\n",
        "##[error]INJECTED",
        "[INJECTED](https://example.com/x) <img src=x>",
    ] {
        let file = dir.join(name);
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(file, "x").unwrap();
    }
}

#[test]
fn no_text_of_a_student_s_is_a_workflow_command_in_any_format() {
    let lib = source_of("workflow_commands.rs");
    let tmp = tempfile::tempdir().unwrap();
    let dir = submission(tmp.path(), "hostile", &lib);
    with_named_files(&dir);
    let summary = tmp.path().join("summary.md");
    let classroom = [
        ("CLASSROOM", "concurrency"),
        ("ASSIGNMENT", "queues"),
        ("SUBMISSION_TAG", "submit/1"),
        ("COMMIT_URL", "https://example.com/commit/1"),
        ("RELEASE_URL", "https://example.com/release/1"),
    ];
    let limits = ["--timeout", "3", "--build-timeout", "120"];
    let run = |args: &[&std::ffi::OsStr], cwd: &Path| {
        let output = std::process::Command::new(assert_cmd::cargo::cargo_bin("grader"))
            .args(args)
            .args(limits)
            .current_dir(cwd)
            .env(grader::course::workspace::BUILD_DIR_VAR, common::shared_build_dir())
            .env("NO_COLOR", "1")
            .env("GRADER_LANG", "en")
            .env("GITHUB_STEP_SUMMARY", &summary)
            .envs(classroom)
            .output()
            .expect("the grader runs");
        let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
        let (code, stdout) = finished(output);
        assert_eq!(code, 1, "{args:?}: {stdout}");
        format!("{stdout}{stderr}")
    };
    // `grade`, in every format: all of them are written to a CI log.
    for format in ["text", "json", "junit", "github", "gitlab", "classroom50", "gradescope"] {
        let args = ["grade".as_ref(), dir.as_os_str(), "--format".as_ref(), format.as_ref()];
        let log = run(&args, &root());
        no_command_in(format, &log);
        // The person reading still reads what the student wrote and named (`grade`'s text
        // shows a panic's first line only).
        assert!(log.contains("error]INJECTED"), "{format}: {log}");
        if format != "text" {
            assert!(log.contains("add-mask"), "{format}: {log}");
        }
        if ["text", "github", "gitlab", "classroom50"].contains(&format) {
            assert!(log.contains("a␊::stop-commands"), "{format}: {log}");
        }
        // The grader's own annotations still are commands, exercise 1's among them.
        if format == "github" {
            let own = workflow_commands(&log);
            assert!(
                own.iter()
                    .any(|c| c.starts_with("error file=exercises/01-bounded-queue/src/lib.rs,")),
                "{own:?}"
            );
        }
    }
    // The job summary: the files' names as written, no link or image made of them.
    let summary = std::fs::read_to_string(&summary).unwrap();
    assert!(summary.contains("a␊"), "{summary}");
    assert!(!summary.contains("[INJECTED]("), "{summary}");
    assert!(
        summary.contains("\\[INJECTED\\]\\(") && summary.contains("\\<img src\\=x\\>"),
        "{summary}"
    );
    // `check --submission` and `check`, as a person or a script reads them.
    let course = course_copy(tmp.path());
    std::fs::write(course.join(LIB), &lib).unwrap();
    for format in ["text", "json"] {
        let args = [
            "check".as_ref(),
            "exercise-1".as_ref(),
            "--submission".as_ref(),
            dir.as_os_str(),
            "--format".as_ref(),
            format.as_ref(),
        ];
        no_command_in(format, &run(&args, &root()));
        let args = ["check", "exercise-1", "--format", format].map(std::ffi::OsStr::new);
        no_command_in(format, &run(&args, &course));
    }
}
