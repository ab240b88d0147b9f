//! `grader check` end to end, on exercise 1: the stub, the solution, a mutant and its
//! replay, a refusal, a compile error, and the JSON result's shape.

use crate::common;
use crate::common::{check_json, grader, root};
use predicates::prelude::*;

#[test]
fn the_stub_is_not_done_with_a_pointer_to_the_file() {
    let (code, json) = check_json("exercise-1", &[]);
    assert_eq!(code, 1);
    assert_eq!(json["status"], "fail");
    assert_eq!(json["class"], "not-done");
    let checks = json["checks"].as_array().unwrap();
    assert!(checks.len() >= 8);
    // Every explored check meets a todo!(); the output on real threads is not compared then.
    for check in checks {
        match check["name"].as_str().unwrap() {
            "output" => assert_eq!(check["status"], "skip", "{check:#}"),
            _ => assert_eq!(check["class"], "not-done", "{check:#}"),
        }
    }
    let fifo = checks.iter().find(|c| c["name"] == "fifo").unwrap();
    let message = fifo["message"].as_str().unwrap();
    // Where to start, with the function that holds the todo!() reached, and nothing to replay.
    assert!(
        message.contains("start at exercises/01-bounded-queue/src/lib.rs:24 (`new`)"),
        "{message}"
    );
    assert!(checks.iter().all(|c| c["replay"].is_null()), "{json:#}");
    let text = grader().args(["check", "exercise-1"]).output().unwrap();
    let text = String::from_utf8(text.stdout).unwrap();
    assert_eq!(text.matches("start at").count(), 1, "{text}");
    assert!(!text.contains("--replay"), "{text}");
}

#[test]
fn the_solution_passes_by_slug() {
    let (code, json) = check_json("bounded-queue", &["--file", "solutions/01-bounded-queue/src/lib.rs"]);
    assert_eq!(code, 0, "{json:#}");
    assert_eq!(json["status"], "pass");
    assert_eq!(json["exercise"], "exercise-1");
    assert_eq!(json["slug"], "bounded-queue");
    for check in json["checks"].as_array().unwrap() {
        assert_eq!(check["status"], "pass", "{check:#}");
        assert!(check["replay"].is_null());
    }
}

#[test]
fn a_mutant_fails_the_same_way_twice_and_its_replay_reproduces_it() {
    let mutant = &common::mutant("exercise-1", "lost_wakeup_shared_condvar");
    let (code, first) = check_json("exercise-1", &["--file", mutant]);
    assert_eq!(code, 1);
    let (_, second) = check_json("exercise-1", &["--file", mutant]);
    let failing = |json: &serde_json::Value| -> Vec<(String, String, String)> {
        json["checks"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["status"] == "fail")
            .map(|c| (c["name"].to_string(), c["class"].to_string(), c["replay"].to_string()))
            .collect()
    };
    assert_eq!(failing(&first), failing(&second));
    let check = first["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "nobody-waits-forever")
        .unwrap();
    assert_eq!(check["class"], "deadlock");
    let replay = check["replay"].as_str().unwrap();
    // The file checked is not the exercise's own: the command names it, as it was given.
    assert!(
        replay.starts_with(&format!(
            "grader check exercise-1 --file {mutant} --replay nobody-waits-forever:"
        )),
        "{replay}"
    );
    assert!(!check["stuck"].as_array().unwrap().is_empty(), "{check:#}");

    // The printed command, run as printed, fails the same way.
    let again = replayed(replay);
    let replayed = again["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "nobody-waits-forever")
        .unwrap();
    assert_eq!(replayed["class"], "deadlock");
    assert_eq!(replayed["message"], check["message"]);
    assert_eq!(replayed["replay"], check["replay"]);
}

/// A file whose path a shell would split or read into is quoted in the replay command,
/// which, pasted, replays it; a schedule cut short (a terminal that cut the line) is the
/// command's usage error, said as such, with no code of the student's run; a schedule a
/// terminal wrapped, pasted whole inside quotes, still replays.
#[test]
fn a_replay_names_a_quoted_file_and_a_cut_schedule_is_a_usage_error() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("my mutant's lib.rs");
    let mutant = common::mutant("exercise-1", "lost_wakeup_shared_condvar");
    std::fs::copy(root().join(&mutant), &file).unwrap();
    let (code, json) = check_json("exercise-1", &["--file", file.to_str().unwrap()]);
    assert_eq!(code, 1);
    let check = json["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "nobody-waits-forever")
        .unwrap()
        .clone();
    let replay = check["replay"].as_str().unwrap();
    let quoted = format!("'{}'", file.display().to_string().replace('\'', r"'\''"));
    assert!(
        replay.starts_with(&format!("grader check exercise-1 --file {quoted} --replay ")),
        "{replay}"
    );
    let again = replayed(replay);
    assert_eq!(again["checks"][0]["class"], "deadlock", "{again:#}");
    assert_eq!(again["checks"][0]["message"], check["message"]);

    // The argument after --replay, wrapped as a terminal wraps it, pasted inside quotes.
    let arg = replay.split("--replay ").nth(1).unwrap();
    let wrapped = format!("{}\n  {}", &arg[..arg.len() - 6], &arg[arg.len() - 6..]);
    let (code, again) = check_json("exercise-1", &["--file", file.to_str().unwrap(), "--replay", &wrapped]);
    assert_eq!(code, 1, "{again:#}");
    assert_eq!(again["checks"][0]["message"], check["message"]);

    // Cut short, or the schedule's first byte changed: exit 2, the command's error.
    let cut = &arg[..arg.len() - 4];
    let changed = arg.replacen(":91", ":92", 1);
    for bad in [cut, &arg[..arg.len() - 1], changed.as_str()] {
        let output = grader()
            .args(["check", "exercise-1", "--file", file.to_str().unwrap(), "--replay", bad])
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{bad}");
        assert!(output.stdout.is_empty(), "{bad}: no verdict");
        let said = String::from_utf8_lossy(&output.stderr);
        assert!(
            said.contains("after --replay does not decode") && said.contains("Paste the whole command"),
            "{said}"
        );
        assert!(!said.contains("exit or abort"), "{said}");
    }
}

/// A scenario the check does not have (a number changed in a paste) is the command's
/// usage error, as an undecodable schedule is: exit 2, said in the student's language,
/// nothing on stdout, nothing blamed on the code. Only the check program knows its
/// scenarios: it says so in its report, before any code of the student's runs.
#[test]
fn a_replay_of_a_scenario_the_check_does_not_have_is_a_usage_error() {
    let solution = "solutions/01-bounded-queue/src/lib.rs";
    // A schedule that decodes (one of no steps): only the scenario is wrong.
    let replay = "fifo:99:91010000";
    for (lang, says) in [
        ("en", "The check fifo of exercise-1 has no scenario 99"),
        ("de", "Die Prüfung fifo von exercise-1 hat kein Szenario 99"),
        ("bg", "Проверката fifo на exercise-1 няма сценарий 99"),
    ] {
        for format in ["text", "json"] {
            let output = grader()
                .args(["check", "exercise-1", "--file", solution, "--replay", replay])
                .args(["--lang", lang, "--format", format, "--color", "never", "--no-html"])
                .output()
                .unwrap();
            let said = String::from_utf8_lossy(&output.stderr);
            assert_eq!(output.status.code(), Some(2), "{lang} {format}: {said}");
            assert!(output.stdout.is_empty(), "{lang} {format}: no verdict");
            assert!(said.contains(says), "{lang} {format}: {said}");
            assert!(!said.contains("exit code 2"), "{said}");
        }
    }
}

/// A submission's file is graded from a copy in the grader's slot; its replay command
/// names the submission's own file, from `check --submission` and `grade` alike, and
/// replays it.
#[test]
fn a_submission_s_replay_names_its_file_and_replays_it() {
    let dir = tempfile::tempdir().unwrap();
    let lib = dir.path().join("exercises/01-bounded-queue/src/lib.rs");
    std::fs::create_dir_all(lib.parent().unwrap()).unwrap();
    let mutant = common::mutant("exercise-1", "lost_wakeup_shared_condvar");
    std::fs::copy(root().join(&mutant), &lib).unwrap();
    let sub = dir.path().to_str().unwrap();
    let (code, json) = check_json("exercise-1", &["--submission", sub]);
    assert_eq!(code, 1, "{json:#}");
    let failing = |checks: &serde_json::Value| {
        checks
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["name"] == "nobody-waits-forever")
            .cloned()
            .unwrap()
    };
    let check = failing(&json["checks"]);
    let replay = check["replay"].as_str().unwrap();
    assert!(
        replay.starts_with(&format!("grader check exercise-1 --file {} --replay ", lib.display())),
        "{replay}"
    );
    let graded = grader().args(["grade", sub, "--format", "json"]).output().unwrap();
    let graded: serde_json::Value = serde_json::from_slice(&graded.stdout).unwrap();
    let in_grade = failing(&graded["submissions"][0]["exercises"][0]["checks"]);
    assert_eq!(in_grade["replay"], check["replay"]);

    let again = replayed(replay);
    assert_eq!(again["checks"][0]["class"], "deadlock");
    assert_eq!(again["checks"][0]["message"], check["message"]);
}

/// A replay runs one interleaving of one check: a check the exercise does not explore is
/// refused (it would skip every check, which must never read as a pass), and a replay,
/// whatever it shows, earns no points.
#[test]
fn a_replay_of_a_check_not_explored_is_refused_and_no_replay_earns_points() {
    let mutant = &common::mutant("exercise-1", "lost_wakeup_shared_condvar");
    for check in ["no-such-check", "output"] {
        let output = grader()
            .args([
                "check",
                "exercise-1",
                "--replay",
                &format!("{check}:0:1"),
                "--file",
                mutant,
            ])
            .args(["--format", "json"])
            .output()
            .unwrap();
        assert_eq!(output.status.code(), Some(2), "{check}");
        assert!(output.stdout.is_empty(), "{check}: no verdict");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.contains(check) && stderr.contains("nobody-waits-forever"),
            "{stderr}"
        );
    }
    let (_, failing) = check_json("exercise-1", &["--file", mutant]);
    let replay = failing["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "nobody-waits-forever")
        .and_then(|c| c["replay"].as_str())
        .unwrap()
        .to_string();
    // The same interleaving on the solution, where it no longer fails: only that check,
    // said to be a replay, never a pass of the exercise.
    let arg = replay.split("--replay ").nth(1).unwrap();
    let solution = "solutions/01-bounded-queue/src/lib.rs";
    let (code, replayed) = check_json("exercise-1", &["--replay", arg, "--file", solution]);
    assert_eq!(code, 0, "{replayed:#}");
    assert_eq!(replayed["points"], 0, "{replayed:#}");
    assert_eq!(replayed["status"], "pass");
    assert_eq!(replayed["replayed"]["check"], "nobody-waits-forever", "{replayed:#}");
    let every = replayed["replayed"]["every_check"].as_str().unwrap();
    assert_eq!(every, format!("grader check exercise-1 --file {solution}"));
    let checks = replayed["checks"].as_array().unwrap();
    assert_eq!(checks.len(), 1, "{replayed:#}");
    assert_eq!(checks[0]["name"], "nobody-waits-forever");
    let output = grader()
        .args(["check", "exercise-1", "--replay", arg, "--file", solution])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0));
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(!text.contains("every check passes"), "{text}");
    assert!(!text.contains("not run"), "{text}");
    assert!(
        text.contains(&format!(
            "exercise-1: the replayed interleaving of nobody-waits-forever no longer fails with this code. \
             That was one interleaving of one check: run `{every}` for every check."
        )),
        "{text}"
    );
    assert_eq!(text.matches('✓').count(), 1, "{text}");
}

/// A busy-wait's schedule is kilobytes (every step until the bound): the terminal shows a
/// handle short enough to type, which replays the same failure; the JSON keeps the long form.
#[test]
fn a_busy_wait_is_replayed_by_a_short_handle_and_the_json_keeps_the_long_form() {
    // Exercise 8's front that retries in a loop: its schedules are ~2.6 KB.
    let mutant = &common::mutant("exercise-8", "retry_loop_spins");
    let output = grader()
        .args(["check", "exercise-8", "--file", mutant])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let text = String::from_utf8_lossy(&output.stdout);
    let typed = text
        .lines()
        .map(str::trim)
        .find(|l| l.starts_with("grader check exercise-8 --file "))
        .unwrap_or_else(|| panic!("no replay command shown:\n{text}"));
    let arg = typed.split(" --replay ").nth(1).unwrap();
    assert!(arg.len() < 100, "the replay shown is not short: {typed}");
    let check = arg.split(':').next().unwrap().to_string();
    assert!(typed.contains(":@"), "{typed}");

    let (_, json) = check_json("exercise-8", &["--file", mutant]);
    let failed = |json: &serde_json::Value| {
        json["checks"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["name"] == check.as_str())
            .cloned()
            .unwrap_or_else(|| panic!("no check {check}: {json:#}"))
    };
    let long = failed(&json)["replay"].as_str().unwrap().to_string();
    assert!(long.len() > 1000, "the busy-wait's schedule is short already: {long}");
    assert!(!text.contains(&long), "the long form is shown too:\n{text}");

    // One line, in JSON as in a terminal: no line break inside the schedule.
    let schedule = long.rsplit(':').next().unwrap();
    assert!(schedule.chars().all(|c| c.is_ascii_hexdigit()), "{long}");

    // The handle, run as shown, fails the same way the long form does.
    let again = failed(&replayed(typed));
    assert_eq!(again["class"], "busy-wait");
    assert_eq!(again["message"], failed(&json)["message"]);
    assert_eq!(again["replay"], long.as_str());

    // A handle this machine never made: exit 2, naming the file it looked for.
    let output = grader()
        .args([
            "check",
            "exercise-8",
            "--replay",
            &format!("{check}:0:@0123456789abcdef"),
        ])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("target/grader/replays/0123456789abcdef"), "{said}");
}

#[test]
fn std_sync_is_refused_before_compiling_with_file_and_line() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("lib.rs");
    let solution = std::fs::read_to_string(root().join("solutions/01-bounded-queue/src/lib.rs")).unwrap();
    std::fs::write(
        &file,
        solution.replace(
            "use conveyor::sync::{Condvar, Mutex, MutexGuard};",
            "use std::sync::{Condvar, Mutex, MutexGuard};",
        ),
    )
    .unwrap();
    let (code, json) = check_json("exercise-1", &["--file", file.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert_eq!(json["class"], "forbidden-api");
    let message = json["message"].as_str().unwrap();
    // One line for the import, with the line to write instead; its names' uses are not blamed.
    assert!(
        message.contains(
            "lib.rs:3: `use std::sync::{Condvar, Mutex, MutexGuard};` → write `use conveyor::sync::{Condvar, Mutex, MutexGuard};`"
        ),
        "{message}"
    );
    assert_eq!(message.matches("lib.rs:").count(), 1, "{message}");
    assert!(json["checks"].as_array().unwrap().iter().all(|c| c["status"] == "skip"));
}

#[test]
fn a_compile_error_is_reported_as_such() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("lib.rs");
    std::fs::write(&file, "pub struct BoundedQueue<T> { x: T }\nfn broken( {}\n").unwrap();
    let (code, json) = check_json("exercise-1", &["--file", file.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert_eq!(json["class"], "compile-error");
}

#[test]
fn text_output_names_the_class_threads_and_replay() {
    grader()
        .args([
            "check",
            "exercise-1",
            "--file",
            &common::mutant("exercise-1", "forgotten_notify_in_put"),
        ])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("thread waits forever"))
        .stdout(predicate::str::contains("consumer waits in take() since step"))
        .stdout(predicate::str::contains("main waits in join() since step"))
        .stdout(predicate::str::contains("What happened, step by step"))
        .stdout(predicate::str::contains("grader check exercise-1 --file "))
        .stdout(predicate::str::contains(" --replay "));
}

#[test]
fn unknown_exercises_and_bad_usage_exit_2() {
    grader()
        .args(["check", "exercise-99"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("bounded-queue"));
    grader()
        .args(["check", "bounded-qeue"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("Did you mean bounded-queue?"));
    grader().args(["check", "exercise-1", "--all"]).assert().code(2);
    grader()
        .args(["check", "exercise-1", "--replay", "nonsense"])
        .assert()
        .code(2);
}

/// A printed replay command run as printed, in JSON: it must fail again (exit code 1).
fn replayed(command: &str) -> serde_json::Value {
    let output = common::printed(command).args(["--format", "json"]).output().unwrap();
    assert_eq!(
        output.status.code(),
        Some(1),
        "{command}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).unwrap()
}
