//! Working with the grader day to day: `watch`, `next`, `reset`, `solution`, `new`,
//! `completions`, and the progress file. Every test that changes files works on a copy
//! of the workspace in a temporary folder.

use crate::common;
use crate::common::{Copy, grader};
use clap::CommandFactory;
use grader::course::manifest::Exercise;
use grader::student::state::Progress;
use predicates::prelude::*;
use std::io::{Read, Write};
use std::path::PathBuf;
use std::process::{Child, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

fn stdout(output: &std::process::Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

// ---------------------------------------------------------------- next, list and the state file

#[test]
fn next_names_the_first_exercise_not_done() {
    let ws = Copy::new();
    let all = ws.exercises();
    ws.grader()
        .arg("next")
        .assert()
        .success()
        .stdout(predicate::str::contains(format!(
            "Next: {} · {}",
            all[0].id(),
            all[0].slug
        )))
        .stdout(predicate::str::contains(format!("exercises/{}/src/lib.rs", all[0].dir)));

    ws.record(&all[0], true);
    ws.grader()
        .arg("next")
        .assert()
        .success()
        .stdout(predicate::str::contains(format!("Next: {}", all[1].id())));

    // A failing exercise is not done: it is next again.
    ws.record(&all[0], false);
    ws.grader()
        .arg("next")
        .assert()
        .success()
        .stdout(predicate::str::contains(format!("Next: {}", all[0].id())));

    for ex in &all {
        ws.record(ex, true);
    }
    ws.grader()
        .arg("next")
        .assert()
        .success()
        .stdout(predicate::str::contains("Every exercise is done"));
}

#[test]
fn the_state_file_is_plain_toml_that_travels_to_another_machine() {
    let ws = Copy::new();
    let all = ws.exercises();
    ws.record(&all[0], true);
    ws.record(&all[1], false);

    let text = ws.progress();
    assert!(text.starts_with("# Your progress"), "{text}");
    let parsed: toml::Value = toml::from_str(&text).unwrap();
    assert_eq!(parsed["exercise"][&all[0].slug]["status"].as_str(), Some("done"));
    assert_eq!(parsed["exercise"][&all[1].slug]["status"].as_str(), Some("failing"));
    assert!(
        !text.contains(&ws.root().display().to_string()),
        "no paths in the state file: {text}"
    );

    let list = |ws: &Copy| {
        let output = ws.grader().arg("list").output().unwrap();
        assert!(output.status.success());
        stdout(&output)
    };
    let row = |out: &str, ex: &Exercise| {
        out.lines()
            .find(|l| l.contains(&format!(" {} ", ex.slug)))
            .unwrap_or_else(|| panic!("no row for {}: {out}", ex.slug))
            .to_string()
    };
    let here = list(&ws);
    assert!(row(&here, &all[0]).contains("done"), "{here}");
    assert!(row(&here, &all[1]).contains("failing"), "{here}");
    assert!(row(&here, &all[2]).contains("not started"), "{here}");

    // Another machine: the same files and the state file copied over.
    let there = Copy::new();
    for ex in &all[..2] {
        there.write(ex, &ws.read(ex));
    }
    std::fs::copy(
        ws.root().join(".grader-progress.toml"),
        there.root().join(".grader-progress.toml"),
    )
    .unwrap();
    assert_eq!(list(&there), here);

    // A status counts only while the file is unchanged.
    ws.write(&all[0], &format!("{}\n// changed\n", ws.read(&all[0])));
    assert!(row(&list(&ws), &all[0]).contains("failing"));
}

// ---------------------------------------------------------------- solution

#[test]
fn solution_only_once_the_exercise_is_done() {
    let ws = Copy::new();
    let ex = ws.first();
    let reference = std::fs::read_to_string(ws.root().join("solutions").join(&ex.dir).join("src/lib.rs")).unwrap();
    let marker = reference
        .lines()
        .find(|l| l.contains("fn ") && l.len() < 50)
        .expect("a short line of the solution")
        .trim()
        .to_string();

    ws.grader()
        .args(["solution", &ex.id()])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("not done yet"))
        .stdout(predicate::str::contains(&marker).not());

    ws.record(&ex, false);
    ws.grader().args(["solution", &ex.id()]).assert().code(1);

    ws.record(&ex, true);
    ws.grader()
        .args(["solution", &ex.slug])
        .env("COLUMNS", "160")
        .assert()
        .success()
        .stdout(predicate::str::contains("yours: exercises/"))
        .stdout(predicate::str::contains("reference: solutions/"))
        .stdout(predicate::str::contains(" │ "))
        .stdout(predicate::str::contains(&marker));

    // Narrow: one after the other.
    ws.grader()
        .args(["solution", &ex.id()])
        .env("COLUMNS", "80")
        .assert()
        .success()
        .stdout(predicate::str::contains("── yours:"))
        .stdout(predicate::str::contains("── reference:"));

    // Passed once is enough, even if a later check fails.
    ws.record(&ex, false);
    ws.grader().args(["solution", &ex.id()]).assert().success();
}

// ---------------------------------------------------------------- reset

#[test]
fn reset_asks_first_and_puts_the_committed_stub_back() {
    let ws = Copy::new();
    let ex = ws.first();
    let stub = ws.read(&ex);
    if !ws.commit(&["exercises"]) {
        eprintln!("git is not available: skipped");
        return;
    }

    let mine = "// my attempt\npub struct BoundedQueue;\n";
    ws.write(&ex, mine);
    ws.record(&ex, false);
    {
        let mut progress = Progress::load(ws.root());
        progress.exercise.get_mut(&ex.slug).unwrap().hints = 2;
        progress.save(ws.root());
    }

    ws.grader()
        .args(["reset", &ex.id()])
        .write_stdin("n\n")
        .assert()
        .code(1)
        .stderr(predicate::str::contains("Put the stub back into"))
        .stdout(predicate::str::contains("Nothing was changed"));
    assert_eq!(ws.read(&ex), mine);

    // No answer at all is a no.
    ws.grader().args(["reset", &ex.id()]).write_stdin("").assert().code(1);
    assert_eq!(ws.read(&ex), mine);

    ws.grader()
        .args(["reset", &ex.id()])
        .write_stdin("y\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("is the stub again"))
        .stdout(predicate::str::contains("from git, HEAD"));
    assert_eq!(ws.read(&ex), stub);

    // The student's version is kept.
    let backups: Vec<PathBuf> = std::fs::read_dir(ws.root().join(".grader-backups"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    assert_eq!(backups.len(), 1);
    assert_eq!(std::fs::read_to_string(&backups[0]).unwrap(), mine);

    // The verdict is forgotten, the hints are not.
    let progress = Progress::load(ws.root());
    let entry = &progress.exercise[&ex.slug];
    assert_eq!(
        (entry.status, entry.hints),
        (grader::student::state::Last::Unchecked, 2)
    );
    ws.grader()
        .arg("list")
        .assert()
        .stdout(predicate::str::is_match(format!(r"{}\s+not started", ex.slug)).unwrap());

    // Nothing to do the second time.
    ws.grader()
        .args(["reset", &ex.id(), "--yes"])
        .assert()
        .success()
        .stdout(predicate::str::contains("is the stub already"));
}

#[test]
fn reset_yes_does_not_ask() {
    let ws = Copy::new();
    let ex = ws.first();
    let stub = ws.read(&ex);
    if !ws.commit(&["exercises"]) {
        eprintln!("git is not available: skipped");
        return;
    }
    ws.write(&ex, "pub struct Mine;\n");
    ws.grader()
        .args(["reset", &ex.slug, "--yes"])
        .assert()
        .success()
        .stderr(predicate::str::contains("Put the stub back").not());
    assert_eq!(ws.read(&ex), stub);
}

#[test]
fn reset_says_so_when_there_is_no_committed_stub() {
    let ws = Copy::new();
    let ex = ws.first();
    // No git, not a copy made by dist: nothing was committed, so nothing is put back,
    // however untouched the grader once saw the file.
    ws.grader().arg("list").assert().success();
    ws.write(&ex, "pub struct Mine;\n");
    ws.grader()
        .args(["reset", &ex.id(), "--yes"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("No committed stub"))
        .stderr(predicate::str::contains("git has no"));
    assert_eq!(ws.read(&ex), "pub struct Mine;\n");
    assert!(!ws.root().join("target/grader/stubs").exists());
}

#[test]
fn reset_takes_the_stub_from_git_head() {
    let ws = Copy::new();
    let ex = ws.first();
    let stub = ws.read(&ex);
    let git = |args: &[&str]| {
        std::process::Command::new("git")
            .args(args)
            .current_dir(ws.root())
            .env("GIT_CONFIG_NOSYSTEM", "1")
            .env("GIT_CONFIG_GLOBAL", "/dev/null")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    };
    if !git(&["init", "-q"]) {
        eprintln!("git is not available: skipped");
        return;
    }
    let rel = format!("exercises/{}/src/lib.rs", ex.dir);
    assert!(git(&["add", &rel]));
    assert!(git(&[
        "-c",
        "user.name=Teacher",
        "-c",
        "user.email=teacher@example.org",
        "commit",
        "-qm",
        "the stub"
    ]));
    ws.write(&ex, "pub struct Mine;\n");
    ws.grader()
        .args(["reset", &ex.id(), "--yes"])
        .assert()
        .success()
        .stdout(predicate::str::contains("from git, HEAD"));
    assert_eq!(ws.read(&ex), stub);
}

// ---------------------------------------------------------------- new

#[test]
fn new_lays_out_an_exercise_that_list_shows() {
    let ws = Copy::new();
    let before = ws.exercises();
    let number = before.iter().map(|e| e.number).max().unwrap() + 1;
    let dir = format!("{number:02}-overflow-alarm");
    ws.grader()
        .args(["new", "producer-consumer", "overflow-alarm"])
        .assert()
        .success()
        .stdout(predicate::str::contains(format!("exercise-{number} (overflow-alarm)")))
        .stdout(predicate::str::contains("grader verify overflow-alarm"));

    for file in [
        format!("exercises/{dir}/Cargo.toml"),
        format!("exercises/{dir}/src/lib.rs"),
        format!("exercises/{dir}/src/main.rs"),
        format!("solutions/{dir}/src/lib.rs"),
        format!("lessons/producer-consumer/{dir}/checks.rs"),
        format!("lessons/producer-consumer/{dir}/snapshots/output.snap"),
        format!("lessons/producer-consumer/{dir}/mutants/mutants.toml"),
        format!("lessons/producer-consumer/{dir}/mutants/example_lost_update.patch"),
    ] {
        assert!(ws.root().join(&file).is_file(), "{file} is missing");
    }
    assert!(
        ws.root()
            .join(format!("lessons/producer-consumer/{dir}/alternatives"))
            .is_dir()
    );
    let stub = std::fs::read_to_string(ws.root().join(format!("exercises/{dir}/src/lib.rs"))).unwrap();
    assert!(stub.contains("todo!()"), "{stub}");
    assert!(
        grader::candidate::forbidden::scan_file(&ws.root().join(format!("exercises/{dir}/src/lib.rs")))
            .is_ok_and(|r| r.is_empty())
    );
    let snapshot = grader::engine::snapshot::expected(
        &ws.root()
            .join(format!("lessons/producer-consumer/{dir}/snapshots/output.snap")),
    )
    .unwrap();
    assert_eq!(snapshot.trim(), "");

    // In the manifest, with a title and hints in every language and two checks.
    let course = ws.course();
    let (lesson, ex) = course.find("overflow-alarm").expect("the new exercise in the manifest");
    // The example mutant: a patch of the solution that applies, with its entry.
    let mutants = grader::teacher::mutants::load(
        &grader::course::workspace::Workspace {
            root: ws.root().to_path_buf(),
        },
        lesson,
        ex,
    );
    assert!(mutants.problems.is_empty(), "{:?}", mutants.problems);
    assert_eq!(mutants.list.len(), 1);
    assert_eq!(mutants.list[0].class.id(), "lost-item");
    assert!(mutants.list[0].is_example());
    assert!(
        mutants.list[0]
            .source()
            .unwrap()
            .contains("let seen = *total.lock().unwrap();")
    );
    assert_eq!(
        (lesson.id.as_str(), ex.number, ex.dir.as_str()),
        ("producer-consumer", number, dir.as_str())
    );
    for lang in grader::course::i18n::LANGUAGES {
        assert!(ex.title.contains_key(lang) && ex.hints.contains_key(lang), "{lang}");
    }
    let checks: Vec<&str> = ex.checks.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(checks, ["output", "example"]);

    // The example check's message, in every language.
    for lang in grader::course::i18n::LANGUAGES {
        let catalog = grader::course::i18n::Catalog::load(lang, Some(&ws.root().join("lessons")));
        assert!(catalog.has("overflow-alarm-example-lost"), "{lang}");
    }

    // `grader list` shows it; no copy of the example is kept for `grader reset`
    // (tests/it/teacher.rs: reset never puts the example back over the teacher's stub).
    ws.grader()
        .arg("list")
        .assert()
        .success()
        .stdout(predicate::str::is_match(r"overflow-alarm\s+not started").unwrap());
    assert!(!ws.root().join("target/grader/stubs").join(&dir).exists());

    // What cannot be laid out is refused, and nothing changes.
    let manifest = std::fs::read_to_string(ws.root().join("lessons/producer-consumer/lesson.toml")).unwrap();
    for (args, says) in [
        (["new", "producer-consumer", "overflow-alarm"], "taken already"),
        (["new", "producer-consumer", "Bad_Name"], "cannot name an exercise"),
        (["new", "no-such-lesson", "chain"], "There is no lesson no-such-lesson"),
        (["new", "producer-consumer", "grader-kit"], "taken already"),
    ] {
        ws.grader()
            .args(args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(says));
    }
    assert_eq!(
        std::fs::read_to_string(ws.root().join("lessons/producer-consumer/lesson.toml")).unwrap(),
        manifest
    );
    assert_eq!(ws.exercises().len(), before.len() + 1);
}

/// Builds the new exercise three times (stub, solution, example mutant): slow on a fresh copy.
#[test]
fn new_exercise_verifies_at_once_and_lists_what_is_missing() {
    let ws = Copy::new();
    ws.grader()
        .args(["new", "producer-consumer", "overflow-alarm"])
        .assert()
        .success();
    let output = ws.grader().args(["verify", "overflow-alarm"]).output().unwrap();
    let out = stdout(&output);
    assert_eq!(
        output.status.code(),
        Some(1),
        "{out}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    let row = |candidate: &str, says: &str| {
        assert!(
            out.lines().any(|l| l.contains(candidate) && l.contains(says)),
            "no row {candidate} … {says}:\n{out}"
        );
    };
    // The example works: the stub is not done, the example mutant is caught…
    row("✓ exercises/", "expected not-done, got not-done");
    row(
        "✓ lessons/producer-consumer/",
        "expected lost-item (example), shown first, got lost-item",
    );
    // …and what is still to write is listed.
    row("✗ solutions/", "wrong-output (output)");
    row("snapshots/output.snap", "expected the given main's output, got empty");
    row(
        "mutants/",
        "expected a mutant of your own, got only the example of grader new",
    );
    row("lesson.toml: title", "missing or a placeholder in en, de, bg");
    row("lesson.toml: hints", "missing or a placeholder in en, de, bg");
    row("checks.rs", "still the example of grader new");
    row("src/lib.rs", "still the example of grader new");
}

// ---------------------------------------------------------------- completions and help

#[test]
fn completions_for_bash_zsh_and_fish_anywhere() {
    let elsewhere = tempfile::tempdir().unwrap();
    for (shell, looks_like) in [
        ("bash", "complete -F"),
        ("zsh", "#compdef grader"),
        ("fish", "complete -c grader"),
    ] {
        let mut cmd = grader();
        cmd.current_dir(elsewhere.path())
            .args(["completions", shell])
            .assert()
            .success()
            .stdout(predicate::str::contains(looks_like))
            .stdout(predicate::str::contains("watch"))
            .stdout(predicate::str::contains("solution"));
    }
    grader().args(["completions", "tcsh"]).assert().code(2);
}

#[test]
fn every_command_shows_an_example_in_its_help() {
    for sub in grader::cli::Cli::command().get_subcommands() {
        let name = sub.get_name().to_string();
        grader()
            .args([name.as_str(), "--help"])
            .assert()
            .success()
            .stdout(predicate::str::contains("Example: grader"));
    }
    // The examples stand on lines of their own.
    grader()
        .args(["watch", "--help"])
        .assert()
        .stdout(predicate::str::contains("\nExample: grader watch exercise-1\n"));
}

// ---------------------------------------------------------------- watch

/// `grader watch` in the background, its output collected as it comes.
struct Watching {
    child: Child,
    out: Arc<Mutex<String>>,
}

impl Watching {
    fn start(ws: &Copy, args: &[&str]) -> Watching {
        let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("grader"))
            .env(grader::course::workspace::BUILD_DIR_VAR, common::shared_build_dir())
            .current_dir(ws.root())
            .env("NO_COLOR", "1")
            .env("GRADER_LANG", "en")
            .arg("watch")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let out = Arc::new(Mutex::new(String::new()));
        let mut pipe = child.stdout.take().unwrap();
        let collected = out.clone();
        std::thread::spawn(move || {
            let mut buf = [0u8; 4096];
            while let Ok(n) = pipe.read(&mut buf) {
                if n == 0 {
                    break;
                }
                collected.lock().unwrap().push_str(&String::from_utf8_lossy(&buf[..n]));
            }
        });
        Watching { child, out }
    }

    fn output(&self) -> String {
        self.out.lock().unwrap().clone()
    }

    /// Waits until the output satisfies `done`.
    fn until(&self, what: &str, done: impl Fn(&str) -> bool) {
        let start = Instant::now();
        while !done(&self.output()) {
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "waited for {what} in vain:\n{}",
                self.output()
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    fn key(&mut self, key: &str) {
        let stdin = self.child.stdin.as_mut().unwrap();
        stdin.write_all(format!("{key}\n").as_bytes()).unwrap();
        stdin.flush().unwrap();
    }

    /// Waits for the watch to end by itself; its exit code.
    fn wait(&mut self) -> i32 {
        let start = Instant::now();
        loop {
            if let Some(status) = self.child.try_wait().unwrap() {
                return status.code().unwrap_or(-1);
            }
            assert!(start.elapsed() < Duration::from_secs(30), "the watch did not quit");
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Watching {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Files the grader refuses before building anything, so the watch answers at once.
const USES_STD_SYNC: &str = "use std::sync::Mutex;\n\npub fn made() -> Mutex<u32> {\n    Mutex::new(1)\n}\n";
const USES_STD_THREAD: &str = "use std::thread;\n\npub fn made() {\n    thread::yield_now();\n}\n";

fn watch_sees_each_save(args: &[&str], says: &str) {
    let ws = Copy::new();
    let ex = ws.first();
    ws.write(&ex, USES_STD_SYNC);
    let mut watch = Watching::start(&ws, &[&[ex.id().as_str()][..], args].concat());
    watch.until("the first verdict", |o| {
        o.contains("→ write `use conveyor::sync::Mutex;`")
    });
    let out = watch.output();
    assert!(out.contains(says), "{out}");
    assert!(
        out.contains(&format!("── {} · {} · first check", ex.id(), ex.slug)),
        "{out}"
    );
    assert!(out.contains("Keys: n next exercise"), "{out}");

    // A save: checked again, without a key, below a separator; the first verdict stays.
    std::thread::sleep(Duration::from_millis(300));
    ws.write(&ex, USES_STD_THREAD);
    watch.until("the verdict on the save", |o| {
        o.contains("→ write `use conveyor::thread;`")
    });
    let out = watch.output();
    let second = out.find("after a save").expect("a separator for the save");
    assert!(out[..second].contains("→ write `use conveyor::sync::Mutex;`"), "{out}");
    assert!(out[second..].contains("→ write `use conveyor::thread;`"), "{out}");
    assert!(out[second..].contains(&format!("{}: not yet", ex.id())), "{out}");

    // The verdict is recorded, as `grader check` records it.
    watch.until("the progress file", |_| ws.progress().contains("failing"));

    watch.key("q");
    assert_eq!(watch.wait(), 0);
    assert!(watch.output().contains("Watch ended."));
}

#[test]
fn watch_checks_again_on_each_save_with_file_events() {
    watch_sees_each_save(&[], "every save checks it again");
}

#[test]
fn watch_polls_when_asked_to_and_says_so() {
    watch_sees_each_save(&["--poll"], "by looking for changes every 1 s");
}

#[test]
fn watch_keys_hint_list_and_next() {
    let ws = Copy::new();
    let all = ws.exercises();
    ws.write(&all[0], USES_STD_SYNC);
    ws.write(&all[1], USES_STD_THREAD);
    let mut watch = Watching::start(&ws, &[]);
    // Without an id: the first exercise not done.
    watch.until("the first verdict", |o| {
        o.contains("→ write `use conveyor::sync::Mutex;`")
    });
    watch.key("h");
    watch.until("a hint", |o| o.contains("Hint 1 of"));
    watch.key("l");
    watch.until("the list", |o| o.contains("not started") || o.contains("failing  "));
    watch.key("n");
    watch.until("the next exercise", |o| o.contains(&format!("Next: {}", all[1].id())));
    watch.until("its verdict", |o| o.contains("→ write `use conveyor::thread;`"));
    watch.key("q");
    assert_eq!(watch.wait(), 0);
}

#[test]
fn watch_reset_key_asks_first() {
    let ws = Copy::new();
    let ex = ws.first();
    let stub = ws.read(&ex);
    if !ws.commit(&["exercises"]) {
        eprintln!("git is not available: skipped");
        return;
    }
    ws.write(&ex, USES_STD_SYNC);
    let mut watch = Watching::start(&ws, &[&ex.id()]);
    watch.until("the first verdict", |o| {
        o.contains("→ write `use conveyor::sync::Mutex;`")
    });
    watch.key("r");
    watch.until("the question", |o| o.contains("Put the stub back"));
    watch.key("n");
    watch.until("the answer", |o| o.contains("Nothing was changed"));
    assert_eq!(ws.read(&ex), USES_STD_SYNC);
    watch.key("r");
    watch.key("y");
    watch.until("the reset", |o| o.contains("is the stub again"));
    assert_eq!(ws.read(&ex), stub);
    watch.key("q");
    assert_eq!(watch.wait(), 0);
}

#[test]
fn watch_caps_a_flood_of_output() {
    let ws = Copy::new();
    let ex = ws.first();
    let flood: String = (0..400)
        .map(|i| format!("pub fn f{i}() {{\n    let _ = std::sync::Mutex::new({i});\n}}\n"))
        .collect();
    ws.write(&ex, &flood);
    let mut watch = Watching::start(&ws, &[&ex.id()]);
    watch.until("the verdict", |o| o.contains(&format!("{}: not yet", ex.id())));
    let out = watch.output();
    assert!(
        out.contains(&format!(
            "more lines not shown here: grader check {} shows them all",
            ex.id()
        )),
        "{out}"
    );
    assert!(out.lines().count() < 260, "{} lines", out.lines().count());
    watch.key("q");
    assert_eq!(watch.wait(), 0);
}

/// The processes of this machine running the program file named `needle`: by the file
/// the kernel executed (`/proc/PID/exe`), since a check is started from a descriptor under
/// a fixed `argv[0]` that does not name it.
fn processes_with(needle: &str) -> Vec<u32> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else {
            continue;
        };
        let Ok(program) = std::fs::read_link(entry.path().join("exe")) else {
            continue;
        };
        if program.file_name().is_some_and(|name| name.to_string_lossy() == needle) {
            found.push(pid);
        }
    }
    found
}

#[test]
#[cfg(target_os = "linux")]
fn watch_stops_the_check_in_progress_on_a_save_with_its_processes() {
    let ws = Copy::new();
    let ex = ws.first();
    // The solution with a take that spins: its first check runs until its limit.
    let solution = std::fs::read_to_string(ws.root().join("solutions").join(&ex.dir).join("src/lib.rs")).unwrap();
    let spinning = solution.replacen(
        "pub fn take(&self) -> T {",
        "#[allow(unreachable_code, clippy::empty_loop)]\n    pub fn take(&self) -> T {\n        loop {}",
        1,
    );
    assert_ne!(spinning, solution, "the solution's take was not found");
    ws.write(&ex, &spinning);
    let program = format!("checks-{}--watch", ex.slug);
    let mut watch = Watching::start(&ws, &[&ex.id()]);
    // Its first build may build the course's dependencies too.
    let start = Instant::now();
    while processes_with(&program).is_empty() {
        assert!(
            start.elapsed() < Duration::from_secs(900),
            "no check started:\n{}",
            watch.output()
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    let seen = Instant::now();
    ws.write(&ex, USES_STD_SYNC);
    watch.until("the verdict on the save", |o| {
        o.contains("→ write `use conveyor::sync::Mutex;`")
    });
    let out = watch.output();
    assert!(out.contains("(the check in progress was stopped)"), "{out}");
    assert!(
        !out.contains("No progress for"),
        "the spinning check's verdict was shown:\n{out}"
    );
    // Left alone, the check would end at its limit, 10 s after it started.
    while !processes_with(&program).is_empty() {
        assert!(seen.elapsed() < Duration::from_secs(8), "the stopped check still runs");
        std::thread::sleep(Duration::from_millis(50));
    }
    watch.key("q");
    assert_eq!(watch.wait(), 0);
}
