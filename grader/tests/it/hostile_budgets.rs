//! Hostile submissions against the budgets (issue 24): what one check, exercise or
//! submission may cost, counted so that nothing graded beside it changes its verdict.
//!
//! - A neighbour that starts many spinning threads on real threads, graded in
//!   `grade --jobs 2` beside exercise 1's reference solution: the solution's verdict is
//!   the one it gets alone, the neighbour fails, nothing is left running.
//! - A slow pass: right, but every queue on real threads waits a while, each check under
//!   its limit: the exercise's budget stops it, as a timeout of its own.
//! - A constant evaluated for ever, graded with the build's whole limit: the compiler's
//!   own CPU limit stops it within a minute of CPU, as a compile limit.
//! - A classmate built while such a constant holds the shared build folder, beside it in
//!   `grade --jobs 2` and in a grader of its own: its build's time starts with its turn
//!   in the folder, so it gets the verdict it gets alone.

use crate::common::{self, grader, root};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Seconds a check may run in these tests.
const CHECK_LIMIT: u64 = 3;
/// The longest a whole grading may take before the test calls it a hang.
const HANG: Duration = Duration::from_secs(400);

const LIB: &str = "exercises/01-bounded-queue/src/lib.rs";

/// A submission with `lib` as exercise 1's src/lib.rs.
fn submission(parent: &Path, name: &str, lib: &str) -> PathBuf {
    let dir = parent.join(name);
    let file = dir.join(LIB);
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, lib).unwrap();
    dir
}

fn solution() -> String {
    std::fs::read_to_string(root().join("solutions/01-bounded-queue/src/lib.rs")).unwrap()
}

/// `grader grade DIRS --jobs N --format json`, within [`HANG`]: exercise 1's verdict of
/// each submission, by folder name.
fn grade(dirs: &[PathBuf], jobs: usize) -> Vec<(String, serde_json::Value)> {
    grade_within(dirs, jobs, 300, None)
}

/// As [`grade`], each build stopped after `build_limit` seconds, and each compiler of a crate
/// with a candidate's code after `compile_cpu` seconds of CPU (`None`: the default minute).
fn grade_within(
    dirs: &[PathBuf],
    jobs: usize,
    build_limit: u64,
    compile_cpu: Option<u64>,
) -> Vec<(String, serde_json::Value)> {
    let start = Instant::now();
    let cpu: Vec<String> = compile_cpu
        .map(|s| vec!["--compile-cpu".to_string(), s.to_string()])
        .unwrap_or_default();
    let output = grader()
        .arg("grade")
        .args(dirs)
        .args(["--jobs", &jobs.to_string(), "--format", "json"])
        .args(["--timeout", &CHECK_LIMIT.to_string()])
        .args(["--build-timeout", &build_limit.to_string()])
        .args(cpu)
        .timeout(HANG)
        .output()
        .expect("the grader runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "the grader panicked: {stderr}");
    assert!(
        output.status.code().is_some(),
        "killed or hung after {:?}: {stderr}",
        start.elapsed()
    );
    let json: serde_json::Value = serde_json::from_slice(&output.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&output.stdout)));
    json["submissions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| (s["submission"].as_str().unwrap().to_string(), s["exercises"][0].clone()))
        .collect()
}

/// What of a verdict must not change with its neighbours: status, class, points, and
/// each check's status and class (not its time).
fn outcome(verdict: &serde_json::Value) -> serde_json::Value {
    let checks: Vec<serde_json::Value> = verdict["checks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| serde_json::json!([c["name"], c["status"], c["class"]]))
        .collect();
    serde_json::json!({
        "status": verdict["status"],
        "class": verdict["class"],
        "points": verdict["points"],
        "checks": checks,
    })
}

/// No check program is left running: every one of them is a process of the shared
/// build folder, started with `run`, and one whose grader has returned has no grader for
/// a parent (the tests side by side have checks of their own still running).
fn no_check_left() {
    let build = common::shared_build_dir();
    let grader_exe = assert_cmd::cargo::cargo_bin("grader");
    // A moment for the kernel to reap what was killed.
    std::thread::sleep(Duration::from_millis(300));
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(exe) = std::fs::read_link(entry.path().join("exe")) else {
            continue;
        };
        let cmdline = std::fs::read(entry.path().join("cmdline")).unwrap_or_default();
        let cmdline = String::from_utf8_lossy(&cmdline).replace('\0', " ");
        if !(exe.starts_with(&build) && cmdline.trim_end().ends_with(" run")) {
            continue;
        }
        let stat = std::fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
        let parent = stat
            .rsplit_once(')')
            .and_then(|(_, rest)| rest.split_whitespace().nth(1))
            .unwrap_or("1");
        let parent_exe = std::fs::read_link(format!("/proc/{parent}/exe")).ok();
        assert!(
            parent_exe.as_deref() == Some(grader_exe.as_path()),
            "left running: {cmdline}"
        );
    }
}

#[test]
fn a_neighbour_spinning_on_many_threads_changes_no_other_verdict() {
    let tmp = tempfile::tempdir().unwrap();
    let alone = submission(tmp.path(), "alone", &solution());
    let alone = grade(&[alone], 1);
    let expected = outcome(&alone[0].1);
    assert_eq!(alone[0].1["status"], "pass", "{:#}", alone[0].1);

    for case in ["budget_neighbour_250_threads", "budget_neighbour_spins"] {
        let dir = tmp.path().join(case);
        let neighbour = submission(&dir, "a-neighbour", &common::hostile(case));
        let correct = submission(&dir, "b-correct", &solution());
        let start = Instant::now();
        let graded = grade(&[neighbour, correct], 2);
        let (_, neighbour) = graded.iter().find(|(n, _)| n == "a-neighbour").unwrap();
        let (_, correct) = graded.iter().find(|(n, _)| n == "b-correct").unwrap();
        assert_eq!(
            outcome(correct),
            expected,
            "{case}: the correct one beside it: {correct:#}"
        );
        assert_eq!(neighbour["status"], "fail", "{case}: {neighbour:#}");
        // Stopped by its CPU time or its threads, or seen spinning where a scenario
        // measures what its threads do while they must wait: each names what it did.
        let class = neighbour["class"].as_str().unwrap();
        assert!(
            ["timeout", "resource-limit", "busy-wait"].contains(&class),
            "{case}: {class}: {neighbour:#}"
        );
        // Each check of the neighbour ended within its limit's backstop.
        for check in neighbour["checks"].as_array().unwrap() {
            let millis = check["millis"].as_u64().unwrap();
            assert!(millis <= CHECK_LIMIT * 1000 * 5 + 2000, "{case}: {check:#}");
        }
        eprintln!("{case}: {class}, both graded in {:.1} s", start.elapsed().as_secs_f64());
        no_check_left();
    }
}

/// `grader check exercise-1 --submission DIR --format json`: its verdict.
fn check_submission(dir: &Path) -> serde_json::Value {
    let output = grader()
        .args(["check", "exercise-1", "--submission"])
        .arg(dir)
        .args([
            "--format",
            "json",
            "--timeout",
            &CHECK_LIMIT.to_string(),
            "--build-timeout",
            "300",
        ])
        .timeout(HANG)
        .output()
        .expect("the grader runs");
    serde_json::from_slice(&output.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&output.stdout)))
}

#[test]
fn a_slow_pass_is_stopped_by_the_exercise_budget() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = submission(tmp.path(), "slow", &common::hostile("budget_slow_pass"));
    let graded = grade(std::slice::from_ref(&dir), 1);
    let checked = check_submission(&dir);
    for verdict in [&graded[0].1, &checked] {
        assert_eq!(verdict["status"], "fail", "{verdict:#}");
        assert_eq!(verdict["class"], "timeout", "{verdict:#}");
        assert_eq!(verdict["points"], 0);
        let checks = verdict["checks"].as_array().unwrap();
        let stopped: Vec<_> = checks.iter().filter(|c| c["status"] == "fail").collect();
        assert_eq!(stopped.len(), 1, "{verdict:#}");
        let message = stopped[0]["message"].as_str().unwrap();
        let budget = CHECK_LIMIT * 3;
        assert!(message.contains(&format!("more than {budget} s together")), "{message}");
        // Every check under its own limit, all of them together not far over the budget.
        let mut spent = 0;
        for check in checks {
            let millis = check["millis"].as_u64().unwrap();
            assert!(millis <= 2 * CHECK_LIMIT * 1000 + 500, "{check:#}");
            spent += millis;
        }
        assert!(
            spent <= budget * 1000 + CHECK_LIMIT * 1000 * 2,
            "{spent} ms: {verdict:#}"
        );
    }
    no_check_left();
}

#[test]
fn a_constant_evaluated_for_ever_is_stopped_by_the_compilers_own_limit() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = submission(tmp.path(), "const-forever", &common::hostile("budget_const_forever"));
    let start = Instant::now();
    // The build may take its whole 600 s: the compiler's CPU limit ends it long before. Set
    // lower than its minute (the same rule), so that it holds a core and the shared build
    // folder for seconds.
    let seconds = 10;
    let graded = grade_within(&[dir], 1, 600, Some(seconds));
    let elapsed = start.elapsed();
    let verdict = &graded[0].1;
    assert_eq!(verdict["class"], "timeout", "{verdict:#}");
    let message = verdict["message"].as_str().unwrap();
    assert!(
        message.contains(&format!("kept the compiler busy for more than {seconds} s")),
        "{message}"
    );
    assert!(message.contains(LIB), "{message}");
    assert!(elapsed < Duration::from_secs(400), "{elapsed:?}");
    eprintln!("const evaluated for ever: stopped after {:.0} s", elapsed.as_secs_f64());
}

/// The reference solution, made a file no build has seen (a comment of its own): built
/// again, never taken from the cache of programs.
fn fresh_solution() -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos();
    format!("// classmate {nanos}\n{}", solution())
}

/// Whether a compiler runs among the descendants of process `pid`.
fn compiling_under(pid: u32) -> bool {
    let parents: Vec<(u32, u32, String)> = std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter_map(|e| {
            let stat = std::fs::read_to_string(e.path().join("stat")).ok()?;
            let (head, rest) = stat.rsplit_once(')')?;
            let name = head.split_once('(')?.1.to_string();
            let parent = rest.split_whitespace().nth(1)?.parse().ok()?;
            Some((e.file_name().to_str()?.parse().ok()?, parent, name))
        })
        .collect();
    let descends = |mut p: u32| {
        for _ in 0..64 {
            if p == pid {
                return true;
            }
            match parents.iter().find(|(q, _, _)| *q == p) {
                Some((_, parent, _)) if *parent != 0 => p = *parent,
                _ => return false,
            }
        }
        false
    };
    parents.iter().any(|(p, _, name)| name == "rustc" && descends(*p))
}

/// The CPU seconds the hostile neighbour's compiler may use in these tests
/// (`--compile-cpu`): it holds the shared build folder at least that long of the wall
/// clock. Lower than the default minute, which would hold every other build of the test
/// suite that long.
const NEIGHBOUR_COMPILE_CPU: u64 = 30;

/// The classmate's build limit in these tests: under the CPU the neighbour's compiler holds
/// the shared build folder for (so at least that long of the wall clock, from its start,
/// which the classmate's grader follows), so that counting the wait would time the
/// classmate out on any machine; above what its own build takes on a loaded one.
const CLASSMATE_BUILD_LIMIT: u64 = NEIGHBOUR_COMPILE_CPU - 5;

#[test]
fn a_classmates_build_does_not_count_the_time_a_neighbour_holds_the_build_folder() {
    let tmp = tempfile::tempdir().unwrap();
    let alone = submission(&tmp.path().join("alone"), "b-classmate", &fresh_solution());
    let alone = grade_within(&[alone], 1, CLASSMATE_BUILD_LIMIT, None);
    let expected = outcome(&alone[0].1);
    assert_eq!(alone[0].1["status"], "pass", "{:#}", alone[0].1);

    // In a grader of its own, started once the neighbour's compiler holds the folder: the
    // neighbour is surely first (beside it in one `grade`, the first to build is either).
    let hostile = submission(
        &tmp.path().join("apart"),
        "a-hostile",
        &common::hostile("budget_const_forever"),
    );
    let mut neighbour = std::process::Command::new(assert_cmd::cargo::cargo_bin("grader"))
        .args(["check", "exercise-1", "--submission"])
        .arg(&hostile)
        .args(["--format", "json", "--build-timeout", "600"])
        .args(["--compile-cpu", &NEIGHBOUR_COMPILE_CPU.to_string()])
        .current_dir(root())
        .env(grader::course::workspace::BUILD_DIR_VAR, common::shared_build_dir())
        .env("GRADER_LANG", "en")
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("the grader runs");
    let start = Instant::now();
    while !compiling_under(neighbour.id()) {
        assert!(start.elapsed() < HANG, "the neighbour never compiled");
        assert!(
            neighbour.try_wait().unwrap().is_none(),
            "the neighbour ended before compiling"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    let apart = submission(&tmp.path().join("apart"), "b-classmate", &fresh_solution());
    let graded = grade_within(&[apart], 1, CLASSMATE_BUILD_LIMIT, None);
    assert_eq!(
        outcome(&graded[0].1),
        expected,
        "after its neighbour: {:#}",
        graded[0].1
    );
    let _ = neighbour.wait();

    // Beside it in `grade --jobs 2`, as the red team graded them.
    let dir = tmp.path().join("beside");
    let hostile = submission(&dir, "a-hostile", &common::hostile("budget_const_forever"));
    let beside = submission(&dir, "b-classmate", &fresh_solution());
    let graded = grade_within(
        &[hostile, beside],
        2,
        CLASSMATE_BUILD_LIMIT,
        Some(NEIGHBOUR_COMPILE_CPU),
    );
    let (_, correct) = graded.iter().find(|(n, _)| n == "b-classmate").unwrap();
    assert_eq!(outcome(correct), expected, "beside its neighbour: {correct:#}");
    let (_, hostile) = graded.iter().find(|(n, _)| n == "a-hostile").unwrap();
    assert_eq!(hostile["class"], "timeout", "{hostile:#}");
}
