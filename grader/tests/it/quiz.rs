//! The quizzes (exercises 10 and 19): `grader quiz` through stdin, answered wrong once
//! and right once; `grader check` on the answers file it wrote and on one written by
//! hand; `grader verify` of both; the lessons no longer print the answers.
//! Tests that write answers work on a copy of the course (a quiz builds nothing, so the
//! manifests, the lessons and the exercise folders are enough).

use crate::common;
use crate::common::grader;
use grader::course::manifest::{Course, Exercise};
use grader::course::quiz::{Given, Kind, Quiz};
use std::path::Path;

struct Copy {
    dir: tempfile::TempDir,
}

impl Copy {
    fn new() -> Copy {
        let dir = tempfile::tempdir().unwrap();
        let root = common::root();
        for sub in ["lessons", "exercises"] {
            common::copy_dir(&root.join(sub), &dir.path().join(sub));
        }
        std::fs::copy(root.join("Cargo.toml"), dir.path().join("Cargo.toml")).unwrap();
        Copy { dir }
    }

    fn root(&self) -> &Path {
        self.dir.path()
    }

    fn grader(&self) -> assert_cmd::Command {
        let mut cmd = grader();
        cmd.current_dir(self.root());
        cmd
    }

    fn answers(&self, dir: &str) -> std::path::PathBuf {
        self.root().join("exercises").join(dir).join("answers.toml")
    }
}

fn quiz_of(number: u32) -> (Exercise, Quiz) {
    let course = Course::load(&common::root().join("lessons")).unwrap();
    let (_, ex) = course.find(&number.to_string()).unwrap();
    (ex.clone(), ex.quiz.clone().expect("a quiz"))
}

/// What a student types for `given`: lines end with an empty line.
fn typed(given: &Given) -> String {
    match given {
        Given::Lines(lines) => format!("{}\n\n", lines.join("\n")),
        Given::Word(word) => format!("{word}\n"),
        Given::Line(n) => format!("{n}\n"),
        Given::Choice(i) => format!("{}\n", grader::course::quiz::letter(*i)),
    }
}

/// For every question a wrong answer first, then the right one.
fn wrong_then_right(quiz: &Quiz) -> String {
    quiz.questions
        .iter()
        .map(|q| {
            let wrong = q.wrong_answers().remove(0);
            format!("{}{}", typed(&wrong), typed(&q.right()))
        })
        .collect()
}

fn check_json(ws: &Copy, id: &str) -> (i32, serde_json::Value) {
    let output = ws.grader().args(["check", id, "--format", "json"]).output().unwrap();
    let json = serde_json::from_slice(&output.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&output.stdout)));
    (output.status.code().unwrap(), json)
}

fn answered_wrong_once_and_right_once(lesson: &str, number: u32) {
    let (ex, quiz) = quiz_of(number);
    let ws = Copy::new();
    let (code, json) = check_json(&ws, &ex.id());
    assert_eq!(code, 1, "the template is not done: {json}");
    assert_eq!(json["class"], "not-done");

    let output = ws
        .grader()
        .args(["quiz", lesson])
        .write_stdin(wrong_then_right(&quiz))
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{out}");
    assert_eq!(out.matches("✗ Not right.").count(), quiz.questions.len(), "{out}");
    assert_eq!(out.matches("✓ Right.").count(), quiz.questions.len(), "{out}");
    // The explanation after the right answer, the hint after the wrong one.
    let first = &quiz.questions[0];
    assert!(out.contains(first.explanation("en")), "{out}");
    assert!(out.contains(&first.hint_for(&first.wrong_answers()[0], "en")), "{out}");

    let (code, json) = check_json(&ws, &ex.id());
    assert_eq!(code, 0, "{json}");
    assert_eq!(json["points"], json["max_points"]);
    assert_eq!(json["checks"].as_array().unwrap().len(), quiz.questions.len());
    ws.grader().args(["check", &ex.id()]).assert().code(0);
    // Done in the list, and the header of the file is still there.
    let list = ws.grader().arg("list").output().unwrap();
    let list = String::from_utf8_lossy(&list.stdout);
    let row = list.lines().find(|l| l.contains(&ex.slug)).unwrap();
    assert!(row.contains("done"), "{list}");
    let text = std::fs::read_to_string(ws.answers(&ex.dir)).unwrap();
    assert!(text.starts_with("# Your answers to the quiz"), "{text}");
}

#[test]
fn quiz_10_wrong_once_and_right_once_then_check_passes() {
    answered_wrong_once_and_right_once("producer-consumer", 10);
}

#[test]
fn quiz_19_wrong_once_and_right_once_then_check_passes() {
    answered_wrong_once_and_right_once("thread-pool", 19);
}

#[test]
fn a_second_run_asks_only_what_is_not_right_yet() {
    let (ex, quiz) = quiz_of(10);
    let ws = Copy::new();
    // First run: every answer wrong, then Enter to go on.
    let wrong: String = quiz
        .questions
        .iter()
        .map(|q| format!("{}\n", typed(&q.wrong_answers()[0])))
        .collect();
    let output = ws
        .grader()
        .args(["quiz", &ex.id()])
        .write_stdin(wrong)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let (code, json) = check_json(&ws, &ex.id());
    assert_eq!(code, 1);
    assert_eq!(json["class"], "wrong-answer");
    assert_eq!(json["points"], 0);

    // Second run: the first question right, then the input ends.
    let output = ws
        .grader()
        .args(["quiz", "producer-consumer"])
        .write_stdin(typed(&quiz.questions[0].right()))
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(out.contains("1 of 7 answers are right"), "{out}");

    // Third run: the first is kept and not asked again.
    let output = ws
        .grader()
        .args(["quiz", "10"])
        .write_stdin(typed(&quiz.questions[1].right()))
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(out.contains("✓ Question 1 is answered right already."), "{out}");
    assert!(out.contains("2 of 7 answers are right"), "{out}");
    let (_, json) = check_json(&ws, &ex.id());
    assert_eq!(json["points"], 2, "one point per right answer: {json}");
}

#[test]
fn a_hand_written_answers_file_is_graded() {
    let ws = Copy::new();
    let file = ws.answers("10-quiz");
    // Any spelling a person would write: a number for a line, a capital letter, a
    // Cyrillic letter, the output as one string, comments of their own.
    std::fs::write(
        &file,
        "# my answers\n\
         predict-the-output = \"\"\"\ntrue\ntrue\nfalse\n1001\ntrue\n2\n\"\"\"\n\
         pills = \" packers \"\n\
         find-the-bug = \"line 3\"\n\
         full-queue = \"A\"\n\
         why-a-limit = \"б\"  # b, typed on a Bulgarian keyboard\n\
         how-many-pills = 1\n\
         how-to-know = \"a)\"\n",
    )
    .unwrap();
    let (code, json) = check_json(&ws, "exercise-10");
    assert_eq!(code, 0, "{json}");
    assert_eq!(json["points"], 7);

    // Wrong answers fail as wrong-answer, and never say what is right.
    std::fs::write(
        &file,
        "predict-the-output = [\"true\", \"true\", \"true\", \"1001\", \"true\", \"3\"]\n\
         pills = \"2\"\nfind-the-bug = 6\nfull-queue = \"b\"\nwhy-a-limit = \"z\"\n",
    )
    .unwrap();
    let (code, json) = check_json(&ws, "exercise-10");
    assert_eq!(code, 1);
    let checks = json["checks"].as_array().unwrap();
    let class = |name: &str| {
        checks.iter().find(|c| c["name"] == name).unwrap()["class"]
            .as_str()
            .unwrap()
            .to_string()
    };
    for name in [
        "predict-the-output",
        "pills",
        "find-the-bug",
        "full-queue",
        "why-a-limit",
    ] {
        assert_eq!(class(name), "wrong-answer", "{name}: {json}");
    }
    for name in ["how-many-pills", "how-to-know"] {
        assert_eq!(class(name), "not-done", "{name}: {json}");
    }
    let messages: String = checks
        .iter()
        .map(|c| c["message"].as_str().unwrap_or("").to_string())
        .collect();
    assert!(!messages.contains("1001, true, 2"), "{messages}");
    assert!(!messages.contains("packers"), "{messages}");
    assert!(messages.contains("z is not one of the options"), "{messages}");
    assert!(
        messages.contains("2 is right for the given `main` only"),
        "the known mistake's hint: {messages}"
    );

    // The text report names the class and the question.
    let output = ws.grader().args(["check", "exercise-10"]).output().unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.contains("✗ predict-the-output — wrong answer"), "{text}");
    assert!(text.contains("Scenario: A queue with room for 2"), "{text}");

    // A file that is not TOML says where, and is not overwritten by grader quiz.
    std::fs::write(&file, "pills = \n").unwrap();
    let (code, json) = check_json(&ws, "exercise-10");
    assert_eq!(code, 1);
    assert!(json["message"].as_str().unwrap().contains("cannot be read"), "{json}");
    ws.grader()
        .args(["quiz", "exercise-10"])
        .write_stdin("a\n")
        .assert()
        .code(2);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "pills = \n");
}

#[test]
fn grader_quiz_keeps_the_header_and_the_keys_it_does_not_know() {
    let (ex, quiz) = quiz_of(19);
    let ws = Copy::new();
    let file = ws.answers(&ex.dir);
    std::fs::write(
        &file,
        "# Ada's answers, written on the train\n\nnote = \"ask about 13\"\n",
    )
    .unwrap();
    ws.grader()
        .args(["quiz", "thread-pool"])
        .write_stdin(typed(&quiz.questions[0].right()))
        .assert()
        .code(1);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.starts_with("# Ada's answers, written on the train\n"), "{text}");
    assert!(text.contains("note = \"ask about 13\""), "{text}");
    assert!(text.contains("find-the-bug = 6"), "{text}");
    // Every question has its key, to be filled in by hand.
    for q in &quiz.questions {
        assert!(text.contains(&format!("\n{} = ", q.id)), "{}: {text}", q.id);
    }
}

#[test]
fn an_answer_that_is_not_an_option_is_asked_again() {
    let ws = Copy::new();
    let (ex, quiz) = quiz_of(10);
    let choice = quiz.questions.iter().position(|q| q.kind == Kind::Choice).unwrap();
    // Skip the questions before it, then a letter that is no option, then a right one.
    let input = format!("{}x\n{}", "\n".repeat(choice), typed(&quiz.questions[choice].right()));
    let output = ws
        .grader()
        .args(["quiz", &ex.id()])
        .write_stdin(input)
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(
        out.contains("x is not one of the options: type a letter from a to c."),
        "{out}"
    );
    assert_eq!(out.matches("✓ Right.").count(), 1, "{out}");
    assert_eq!(out.matches("Left open for now.").count(), choice, "{out}");
}

#[test]
fn the_quiz_speaks_german_and_bulgarian() {
    let ws = Copy::new();
    for (lang, says) in [("de", "Sag die Ausgabe voraus"), ("bg", "Предвиди изхода")] {
        let output = ws
            .grader()
            .args(["--lang", lang, "quiz", "producer-consumer"])
            .write_stdin("")
            .output()
            .unwrap();
        let out = String::from_utf8_lossy(&output.stdout);
        assert!(out.contains(says), "{lang}: {out}");
    }
}

#[test]
fn verify_quiz_10() {
    verify("exercise-10");
}

#[test]
fn verify_quiz_19() {
    verify("exercise-19");
}

fn verify(id: &str) {
    let output = grader().args(["verify", id]).output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "grader verify {id} failed:\n{stdout}");
    assert!(stdout.contains("expected not-done, got not-done"), "{stdout}");
    assert!(stdout.contains("quiz.toml: answers"), "{stdout}");
    assert!(stdout.contains("wrong answers 1"), "{stdout}");
}

#[test]
fn verify_fails_a_quiz_whose_template_is_answered() {
    let ws = Copy::new();
    let (ex, quiz) = quiz_of(10);
    std::fs::write(ws.answers(&ex.dir), grader::course::quiz::right_answers(&quiz, &ex)).unwrap();
    let output = ws.grader().args(["verify", "exercise-10"]).output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{stdout}");
    assert!(stdout.contains("expected not-done, got pass"), "{stdout}");
}

#[test]
fn the_handed_out_answers_files_are_the_templates() {
    for number in [10, 19] {
        let (ex, quiz) = quiz_of(number);
        let file = common::root().join(grader::course::workspace::student_path(&ex));
        assert_eq!(
            std::fs::read_to_string(&file).unwrap(),
            grader::course::quiz::template(&quiz, &ex),
            "{} is not the template of its quiz.toml (grader reset makes it anew where git has none)",
            file.display()
        );
    }
}

#[test]
fn the_lessons_no_longer_print_the_answers() {
    for lesson in ["producer-consumer", "thread-pool"] {
        for lang in ["en", "de", "bg"] {
            let output = grader().args(["--lang", lang, "lesson", lesson]).output().unwrap();
            let text = String::from_utf8_lossy(&output.stdout);
            assert!(!text.contains("<details>"), "{lesson} {lang}");
            assert!(text.contains(&format!("grader quiz {lesson}")), "{lesson} {lang}");
        }
    }
    let text =
        String::from_utf8_lossy(&grader().args(["lesson", "producer-consumer"]).output().unwrap().stdout).to_string();
    assert!(!text.contains("`true`, `true`, `false`, `1001`"), "{text}");
}

#[test]
fn a_submission_without_answers_is_not_done_and_one_with_them_passes() {
    let (ex, quiz) = quiz_of(19);
    let dir = tempfile::tempdir().unwrap();
    let output = grader()
        .args(["check", &ex.id(), "--submission"])
        .arg(dir.path())
        .args(["--format", "json"])
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["class"], "not-done", "{json}");
    assert_eq!(json["checks"].as_array().unwrap().len(), quiz.questions.len());

    let file = dir.path().join(grader::course::workspace::student_path(&ex));
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, grader::course::quiz::right_answers(&quiz, &ex)).unwrap();
    let output = grader()
        .args(["check", &ex.id(), "--submission"])
        .arg(dir.path())
        .args(["--format", "json"])
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(output.status.code(), Some(0), "{json}");
    assert_eq!(json["points"], 8);
}

#[test]
fn next_and_solution_of_a_quiz() {
    let ws = Copy::new();
    let (ex, quiz) = quiz_of(10);
    ws.grader()
        .args(["solution", &ex.id()])
        .assert()
        .code(1)
        .stdout(predicates::str::contains("once"));
    std::fs::write(ws.answers(&ex.dir), grader::course::quiz::right_answers(&quiz, &ex)).unwrap();
    ws.grader().args(["check", &ex.id()]).assert().code(0);
    let output = ws.grader().args(["solution", &ex.id()]).output().unwrap();
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(out.contains("Answer: true, true, false, 1001, true, 2"), "{out}");
    assert!(
        out.contains("Answer: a) It waits until a packer takes an order"),
        "{out}"
    );
}

#[test]
fn a_graded_quiz_matches_the_json_schema() {
    let (ex, quiz) = quiz_of(10);
    let dir = tempfile::tempdir().unwrap();
    let sub = dir.path().join("ada");
    let file = sub.join(grader::course::workspace::student_path(&ex));
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    // One right, one wrong, one that is no option, the rest not answered.
    let right = quiz.questions[0].right().to_value();
    std::fs::write(
        &file,
        format!("predict-the-output = {right}\npills = \"1\"\nfull-queue = \"z\"\n"),
    )
    .unwrap();
    let output = grader()
        .arg("grade")
        .arg(&sub)
        .args(["--format", "json"])
        .output()
        .unwrap();
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let text = std::fs::read_to_string(common::root().join("docs/schemas/grade.schema.json")).unwrap();
    let schema: serde_json::Value = serde_json::from_str(&text).unwrap();
    let validator = jsonschema::validator_for(&schema).unwrap();
    let errors: Vec<String> = validator.iter_errors(&json).map(|e| e.to_string()).collect();
    assert!(errors.is_empty(), "{errors:#?}\n{json:#}");
    let graded = json["submissions"].as_array().and_then(|s| s.first()).unwrap_or(&json)["exercises"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["exercise"] == "exercise-10")
        .unwrap()
        .clone();
    assert_eq!(graded["points"], 1, "{graded:#}");
    assert_eq!(graded["class"], "wrong-answer", "{graded:#}");
}

#[test]
fn a_students_copy_without_the_answers_keeps_them_for_grading() {
    let ws = Copy::new();
    let (ex, quiz) = quiz_of(10);
    // What `grader dist` hands out: the questions without answers, mistakes, explanations.
    let questions = ws.root().join("lessons/producer-consumer/10-quiz/quiz.toml");
    let stripped = grader::teacher::dist::strip_answers(&std::fs::read_to_string(&questions).unwrap()).unwrap();
    std::fs::write(&questions, stripped).unwrap();
    ws.grader().arg("list").assert().success();
    let output = ws
        .grader()
        .args(["quiz", &ex.id()])
        .write_stdin(typed(&quiz.questions[0].wrong_answers()[0]))
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(0), "{out}");
    assert!(out.contains("Kept."), "{out}");
    assert!(
        !out.contains("Not right") && !out.contains("✓ Right"),
        "nothing to judge with: {out}"
    );
    assert!(out.contains("1 of 7 questions answered"), "{out}");
    let text = std::fs::read_to_string(ws.answers(&ex.dir)).unwrap();
    assert!(text.contains("predict-the-output = [\"true\""), "{text}");
    // Checking here cannot judge; the course that has the answers does.
    let (code, json) = check_json(&ws, &ex.id());
    assert_eq!(code, 1, "the others are not answered yet: {json}");
    assert!(
        json["message"].as_str().unwrap().contains("not their answers"),
        "{json}"
    );
}
