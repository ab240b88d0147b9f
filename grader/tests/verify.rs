//! `grader verify` over every exercise: the test suite fails if a stub passes, a
//! solution fails, or any mutant escapes its check.

mod common;
use common::grader;

fn verify(id: &str) {
    let output = grader().args(["verify", id]).output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "grader verify {id} failed:\n{stdout}\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(stdout.contains("mutants/"), "no mutant was verified:\n{stdout}");
}

#[test]
fn exercise_1() {
    verify("exercise-1");
}

#[test]
fn exercise_2() {
    verify("exercise-2");
}

#[test]
fn exercise_3() {
    verify("exercise-3");
}

#[test]
fn exercise_4() {
    verify("exercise-4");
}

#[test]
fn exercise_5() {
    verify("exercise-5");
}

#[test]
fn exercise_6() {
    verify("exercise-6");
}

#[test]
fn exercise_7() {
    verify("exercise-7");
}

#[test]
fn exercise_8() {
    verify("exercise-8");
}

#[test]
fn exercise_9() {
    verify("exercise-9");
}

#[test]
fn exercise_11() {
    verify("exercise-11");
}

#[test]
fn exercise_12() {
    verify("exercise-12");
}

#[test]
fn exercise_13() {
    verify("exercise-13");
}

#[test]
fn exercise_14() {
    verify("exercise-14");
}

#[test]
fn exercise_15() {
    verify("exercise-15");
}

#[test]
fn exercise_16() {
    verify("exercise-16");
}

#[test]
fn exercise_17() {
    verify("exercise-17");
}

#[test]
fn exercise_18() {
    verify("exercise-18");
}
