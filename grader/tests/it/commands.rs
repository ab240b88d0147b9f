//! `grader list` and `grader hint`.

use crate::common;
use crate::common::grader;
use predicates::prelude::*;

#[test]
fn list_shows_the_four_seed_exercises() {
    let assert = grader().arg("list").assert().success();
    let out = String::from_utf8(assert.get_output().stdout.clone()).unwrap();
    for slug in ["bounded-queue", "poison-pills", "two-entrances", "invoice-pool"] {
        assert!(out.contains(slug), "{out}");
    }
}

#[test]
fn list_and_hint_speak_the_chosen_language() {
    grader()
        .args(["--lang", "de", "list"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Eine begrenzte blockierende Warteschlange"));
    grader()
        .args(["--lang", "bg", "list"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Ограничена блокираща опашка"));
}

#[test]
fn hint_shows_one_more_each_time() {
    let dir = tempfile::tempdir().unwrap();
    // A copy of the workspace's manifests is enough for hints: no build involved.
    let root = common::root();
    let copy = dir.path();
    for sub in ["lessons", "exercises"] {
        common::copy_dir(&root.join(sub), &copy.join(sub));
    }
    std::fs::copy(root.join("Cargo.toml"), copy.join("Cargo.toml")).unwrap();
    let hint = || {
        let mut cmd = grader();
        cmd.current_dir(copy).args(["hint", "exercise-1"]);
        cmd
    };
    hint()
        .assert()
        .success()
        .stdout(predicate::str::contains("Hint 1 of").and(predicate::str::contains("Hint 2 of").not()));
    hint().assert().success().stdout(predicate::str::contains("Hint 2 of"));
    let state = std::fs::read_to_string(copy.join(".grader-progress.toml")).unwrap();
    assert!(state.contains("hints = 2"), "{state}");
    // Without an id: the exercise `grader next` names, here still exercise 1.
    grader()
        .current_dir(copy)
        .arg("hint")
        .assert()
        .success()
        .stdout(predicate::str::contains("exercise-1").and(predicate::str::contains("Hint 3 of")));
}

#[test]
fn lessons_show_in_each_language() {
    let cases = [
        ("producer-consumer", "en", "# Producer and consumer"),
        ("producer-consumer", "de", "# Producer und Consumer"),
        ("producer-consumer", "bg", "# Производител и потребител"),
        ("thread-pool", "en", "# Thread pool"),
        ("thread-pool", "de", "# Thread-Pool"),
        ("thread-pool", "bg", "# Пул от нишки и задачи"),
    ];
    for (lesson, lang, heading) in cases {
        grader()
            .args(["--lang", lang, "lesson", lesson])
            .assert()
            .success()
            .stdout(predicate::str::starts_with(heading));
    }
    // An exercise leads to its lesson; an unknown id is a usage error.
    grader()
        .args(["lesson", "exercise-4"])
        .assert()
        .success()
        .stdout(predicate::str::contains("WorkerPool"));
    grader().args(["lesson", "nope"]).assert().code(2);
}

#[test]
fn the_programs_report_in_the_chosen_language_equals_its_snapshot() {
    // The output check runs the given main with the chosen language and compares it with
    // output.<lang>.snap: a pass in each language is the report, equal to its snapshot.
    for lang in ["en", "de", "bg"] {
        grader()
            .args([
                "--lang",
                lang,
                "check",
                "exercise-2",
                "--file",
                "solutions/02-poison-pills/src/lib.rs",
                "--format",
                "json",
            ])
            .assert()
            .code(0);
    }
    // The locale alone picks the language, as for `cargo run -p poison-pills`.
    assert_eq!(conveyor::report::normalise("bg_BG.UTF-8"), Some("bg"));
    assert_eq!(conveyor::report::normalise("de_DE@euro"), Some("de"));
    assert_eq!(conveyor::report::normalise("fr_FR.UTF-8"), None);
}

#[test]
fn a_missed_pill_is_explained_in_each_language() {
    let mutant = &common::mutant("exercise-2", "missed_pill");
    for (lang, words) in [
        ("en", "thread waits forever"),
        ("de", "Thread wartet ewig"),
        ("bg", "нишка чака вечно"),
    ] {
        grader()
            .args([
                "--lang",
                lang,
                "check",
                "exercise-2",
                "--file",
                mutant,
                "--color",
                "never",
            ])
            .assert()
            .code(1)
            .stdout(predicate::str::contains(words));
    }
}
