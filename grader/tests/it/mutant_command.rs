//! `grader mutant new|edit|save`: a mutant written as a program and kept as a patch, on a
//! copy of the workspace; refused in a student's copy. And what `grader verify` is told
//! about a mutants folder that does not fit together (cheap: no builds).

use crate::common::Copy;
use predicates::prelude::*;
use std::path::PathBuf;

/// Where `grader mutant edit` writes the program of a mutant of exercise folder `dir`.
fn edit_file(ws: &Copy, dir: &str, name: &str) -> PathBuf {
    ws.root().join(format!("target/grader/mutant-edits/{dir}/{name}.rs"))
}

/// Exercise `id`'s mutants as the grader reads them in the copy.
fn mutants_of(ws: &Copy, id: &str) -> grader::teacher::mutants::Mutants {
    let course = ws.course();
    let (lesson, ex) = course.find(id).unwrap();
    grader::teacher::mutants::load(&ws.ws(), lesson, ex)
}

const MUTANTS: &str = "lessons/producer-consumer/02-poison-pills/mutants";

#[test]
fn a_mutant_is_edited_as_a_program_and_saved_as_its_patch() {
    let ws = Copy::new();
    let before = mutants_of(&ws, "exercise-2");
    assert!(before.problems.is_empty(), "{:?}", before.problems);
    let missed = before.list.iter().find(|m| m.name == "missed_pill").unwrap();

    // edit: the mutant as a program, where the grader says.
    ws.grader()
        .args(["mutant", "edit", "exercise-2", "missed_pill"])
        .assert()
        .success()
        .stdout(predicate::str::contains("grader mutant save exercise-2 missed_pill"));
    let edit = edit_file(&ws, "02-poison-pills", "missed_pill");
    let program = std::fs::read_to_string(&edit).unwrap();
    assert_eq!(program, missed.source().unwrap());
    // An edit not saved is never overwritten.
    ws.grader()
        .args(["mutant", "edit", "exercise-2", "missed_pill"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("not yet saved"));

    // save: the changed program becomes the patch, the edit goes.
    let changed = program.replacen('\n', "\n// changed by the teacher\n", 3);
    std::fs::write(&edit, &changed).unwrap();
    ws.grader()
        .args(["mutant", "save", "exercise-2", "missed_pill"])
        .assert()
        .success()
        .stdout(predicate::str::contains("missed_pill.patch"));
    assert!(!edit.exists());
    let after = mutants_of(&ws, "exercise-2");
    assert!(after.problems.is_empty(), "{:?}", after.problems);
    let missed = after.list.iter().find(|m| m.name == "missed_pill").unwrap();
    assert_eq!(missed.source().unwrap(), changed);
    assert_eq!(missed.class.id(), "deadlock");
    let patch = std::fs::read_to_string(&missed.patch).unwrap();
    assert!(patch.starts_with("--- a/src/lib.rs\n+++ b/src/lib.rs\n"), "{patch}");
    // Nothing left to save.
    ws.grader()
        .args(["mutant", "save", "exercise-2", "missed_pill"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("no edit of missed_pill"));
}

#[test]
fn a_new_mutant_starts_as_its_base_with_its_entry() {
    let ws = Copy::new();
    let count = mutants_of(&ws, "exercise-2").list.len();
    let new = |name: &str, class: &str| {
        ws.grader()
            .args(["mutant", "new", "exercise-2", name, "--class", class])
            .args([
                "--check",
                "front-with-packers",
                "--about",
                "the front puts a pill \"late\"",
            ])
            .assert()
    };
    new("late_pill", "deadlock")
        .success()
        .stdout(predicate::str::contains("mutants.toml"));
    let edit = edit_file(&ws, "02-poison-pills", "late_pill");
    let solution = std::fs::read_to_string(ws.root().join("solutions/02-poison-pills/src/lib.rs")).unwrap();
    assert_eq!(std::fs::read_to_string(&edit).unwrap(), solution);
    // Until saved, the mutant is its base: its patch applies and changes nothing.
    let mutants = mutants_of(&ws, "exercise-2");
    assert!(mutants.problems.is_empty(), "{:?}", mutants.problems);
    assert_eq!(mutants.list.len(), count + 1);
    let late = mutants.list.iter().find(|m| m.name == "late_pill").unwrap();
    assert_eq!(late.source().unwrap(), solution);
    assert_eq!(late.about, "the front puts a pill \"late\"");
    assert_eq!(late.check.as_deref(), Some("front-with-packers"));

    let wrong = solution.replacen("pub fn", "// the teacher's bug\npub fn", 1);
    std::fs::write(&edit, &wrong).unwrap();
    ws.grader()
        .args(["mutant", "save", "exercise-2", "late_pill"])
        .assert()
        .success();
    let mutants = mutants_of(&ws, "exercise-2");
    let late = mutants.list.iter().find(|m| m.name == "late_pill").unwrap();
    assert_eq!(late.source().unwrap(), wrong);

    // Refused: a name taken, a class or check that does not exist, a name that is no name.
    new("late_pill", "deadlock")
        .code(2)
        .stderr(predicate::str::contains("already"));
    new("other", "slow")
        .code(2)
        .stderr(predicate::str::contains("no class slow"));
    new("Bad-Name", "deadlock").code(2);
    ws.grader()
        .args(["mutant", "new", "exercise-2", "other", "--class", "deadlock"])
        .args(["--check", "nothing", "--about", "x"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("no check nothing"));
    assert_eq!(mutants_of(&ws, "exercise-2").list.len(), count + 1);
}

#[test]
fn the_mutant_command_is_refused_in_a_students_copy() {
    let ws = Copy::new();
    std::fs::write(ws.root().join("course.toml"), "role = \"student\"\n").unwrap();
    for action in ["new", "edit", "save"] {
        ws.grader()
            .args(["mutant", action, "exercise-2", "missed_pill"])
            .args(if action == "new" {
                &["--class", "deadlock", "--about", "x"][..]
            } else {
                &[][..]
            })
            .assert()
            .code(2)
            .stderr(predicate::str::contains("is for teachers"));
    }
    assert!(!edit_file(&ws, "02-poison-pills", "missed_pill").exists());
}

#[test]
fn a_folder_that_does_not_fit_together_is_told_mutant_by_mutant() {
    let ws = Copy::new();
    let dir = ws.root().join(MUTANTS);
    // An entry without its patch, a patch without its entry, a patch that no longer applies.
    std::fs::rename(dir.join("missed_pill.patch"), dir.join("stray.patch")).unwrap();
    let solution = ws.root().join("solutions/02-poison-pills/src/lib.rs");
    let text = std::fs::read_to_string(&solution).unwrap();
    std::fs::write(&solution, text.replace("for ", "for  ")).unwrap();
    let mutants = mutants_of(&ws, "exercise-2");
    let problems: Vec<(String, String)> = mutants
        .problems
        .iter()
        .map(|p| {
            (
                p.file.file_name().unwrap().to_string_lossy().to_string(),
                p.error.clone(),
            )
        })
        .collect();
    assert!(
        problems
            .iter()
            .any(|(f, e)| f == "missed_pill.patch" && e.contains("no patch file")),
        "{problems:?}"
    );
    assert!(
        problems
            .iter()
            .any(|(f, e)| f == "stray.patch" && e.contains("without an entry")),
        "{problems:?}"
    );
    let broken: Vec<&str> = mutants
        .list
        .iter()
        .filter(|m| m.source().is_err_and(|e| e.to_string().contains("no longer applies")))
        .map(|m| m.name.as_str())
        .collect();
    assert!(!broken.is_empty(), "a changed solution breaks some patch");
}
