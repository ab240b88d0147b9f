//! Quizzes: the questions are data in the lesson's folder, the answers a file in the
//! student's.
//!
//! `lessons/<lesson>/NN-quiz/quiz.toml` holds each question with its text, its program
//! (if any), its options, the right answer, a hint for a wrong answer and a short
//! explanation, in every language. The student's answers are in
//! `exercises/NN-quiz/answers.toml`, written by `grader quiz` or by hand; `grader check`
//! grades that file like any exercise, one check per question.
//!
//! An answer is read the same way wherever it comes from (a typed line, the answers
//! file, the right answer in quiz.toml), into a [`Given`], so that the three can only
//! be compared one way.
//!
//! The questions are in `course/quiz/questions.rs` and the answers file in `course/quiz/answers.rs`,
//! below the manifest that loads a quiz and the workspace that finds its answers; this
//! file grades, with the verdict's types.

pub(crate) mod answers;
pub(crate) mod questions;

pub use answers::{ANSWERS_FILE, Answers, AnswersError, default_header, right_answers, template};
pub use questions::{
    Code, Given, Invalid, Judgement, Kind, Mistake, QUIZ_FILE, Question, Quiz, invalid_message, letter,
};

use crate::course::i18n::Catalog;
use crate::course::manifest::Exercise;
use crate::course::workspace::Workspace;
use crate::verdict::{CheckStatus, ExerciseVerdict, Status};
use grader_report::{Class, args};
use std::path::Path;

/// Grades the answers in `file`: one check per question, `not-done` for one not
/// answered, `wrong-answer` for a wrong one. A failure says what was answered and
/// where to look again, never what is right. Points in proportion to the right answers.
pub fn grade(ws: &Workspace, ex: &Exercise, quiz: &Quiz, file: &Path, catalog: &Catalog) -> ExerciseVerdict {
    grade_answers(ex, quiz, &ws.show(file), Answers::read(file), catalog)
}

/// Grades `answers`, read from the file the student knows as `shown` (or why they could
/// not be): a submission's answers are graded from a copy, whose name means nothing to
/// its student.
pub fn grade_answers(
    ex: &Exercise,
    quiz: &Quiz,
    shown: &str,
    answers: Result<Answers, AnswersError>,
    catalog: &Catalog,
) -> ExerciseVerdict {
    let lang = catalog.lang();
    let mut verdict = ExerciseVerdict::unjudged(ex);
    let answers = match answers {
        Ok(answers) => answers,
        Err(error) => {
            verdict.status = Status::Fail;
            verdict.class = Some(Class::WrongAnswer);
            verdict.message = Some(catalog.get("quiz-bad-file", &args!("file" => shown, "error" => error.to_string())));
            return verdict;
        }
    };
    let mut right = 0;
    for (q, check) in quiz.questions.iter().zip(verdict.checks.iter_mut()) {
        check.scenario = Some(q.title(lang));
        let given = answers.given(q);
        let (class, message) = match q.judge(given.clone()) {
            Judgement::Right => {
                check.status = CheckStatus::Pass;
                right += 1;
                continue;
            }
            Judgement::Kept => {
                check.message = Some(catalog.text("quiz-kept-check"));
                continue;
            }
            Judgement::Unanswered => (
                Class::NotDone,
                catalog.get("quiz-unanswered", &args!("id" => ex.id(), "file" => shown)),
            ),
            Judgement::Invalid(invalid) => {
                let raw = match answers.values.get(&q.id) {
                    Some(toml::Value::String(text)) => text.clone(),
                    Some(value) => value.to_string(),
                    None => String::new(),
                };
                (Class::WrongAnswer, invalid_message(&invalid, &raw, catalog))
            }
            Judgement::Wrong => {
                let given = given.ok().flatten().expect("a wrong answer was given");
                (
                    Class::WrongAnswer,
                    catalog.get(
                        "quiz-wrong-answer",
                        &args!("given" => given.show(), "hint" => q.hint_for(&given, lang)),
                    ),
                )
            }
        };
        check.status = CheckStatus::Fail;
        check.class = Some(class);
        check.message = Some(message);
    }
    if let Some(first) = verdict.checks.iter().find(|c| c.status == CheckStatus::Fail) {
        verdict.status = Status::Fail;
        verdict.class = first.class;
    } else if !quiz.has_answers() {
        // Nothing to judge with: the course that has the answers grades them.
        verdict.status = Status::Error;
    }
    if !quiz.has_answers() {
        verdict.message = Some(catalog.get("quiz-no-answers", &args!("id" => ex.id())));
    }
    verdict.points = ex.points * right / quiz.questions.len() as u32;
    verdict
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::course::i18n::{LANGUAGES, Text};

    fn question(kind: Kind, answer: toml::Value) -> Question {
        let text: Text = LANGUAGES.iter().map(|l| (l.to_string(), "x".to_string())).collect();
        Question {
            id: "q".into(),
            kind,
            text: text.clone(),
            code: Some(Code::Same("one\ntwo\nthree\n".into())),
            options: vec![text.clone(), text.clone(), text.clone()],
            answer: Some(answer),
            hint: text.clone(),
            explain: Some(text),
            mistakes: Vec::new(),
        }
    }

    #[test]
    fn answers_are_read_the_same_way_typed_or_written() {
        let choice = question(Kind::Choice, "b".into());
        for typed in ["b", "B", " b) ", "2", "б"] {
            assert_eq!(choice.read_text(typed), Ok(Some(Given::Choice(1))), "{typed}");
        }
        assert_eq!(choice.read(&toml::Value::Integer(2)), Ok(Some(Given::Choice(1))));
        assert_eq!(choice.read_text("d"), Err(Invalid::NotAnOption { last: 'c' }));
        assert_eq!(choice.read_text(""), Ok(None));

        // Options that are numbers: the number typed is the option, never its position.
        let mut counted = question(Kind::Choice, "c".into());
        counted.options = ["8", "9", "80"]
            .iter()
            .map(|n| LANGUAGES.iter().map(|l| (l.to_string(), n.to_string())).collect())
            .collect();
        assert_eq!(counted.read_text("80"), Ok(Some(Given::Choice(2))));
        assert_eq!(counted.read_text("8"), Ok(Some(Given::Choice(0))));
        assert_eq!(counted.read_text("2"), Err(Invalid::NotAnOption { last: 'c' }));
        assert_eq!(counted.read_text("c"), Ok(Some(Given::Choice(2))));

        let bug = question(Kind::FindTheBug, toml::Value::Integer(3));
        assert_eq!(bug.read_text("line 3"), Ok(Some(Given::Line(3))));
        assert_eq!(bug.read_text("4"), Err(Invalid::NotALine { last: 3 }));

        let output = question(Kind::Output, toml::Value::Array(vec!["a".into(), "b".into()]));
        assert_eq!(
            output.read_text(" a \nb\n\n"),
            Ok(Some(Given::Lines(vec!["a".into(), "b".into()])))
        );
        assert_eq!(output.judge(output.read_text("a\nb")), Judgement::Right);
        assert_eq!(output.judge(output.read_text("b\na")), Judgement::Wrong);

        let fill = question(Kind::FillIn, "wait_ms".into());
        assert_eq!(fill.judge(fill.read_text(" wait_ms ")), Judgement::Right);
        assert_eq!(fill.judge(fill.read_text("compute_ms")), Judgement::Wrong);
    }

    #[test]
    fn the_answers_file_keeps_its_header_and_unknown_keys() {
        let quiz = Quiz {
            questions: vec![question(Kind::Choice, "b".into())],
        };
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join(ANSWERS_FILE);
        std::fs::write(&file, "# mine\n# all mine\n\nq = \"a\"\nnote = \"for me\"\n").unwrap();
        let mut answers = Answers::read(&file).unwrap();
        assert_eq!(answers.header, "# mine\n# all mine");
        answers.set(&quiz.questions[0], &Given::Choice(1));
        let text = answers.render(&quiz, "# default");
        assert_eq!(text, "# mine\n# all mine\n\nq = \"b\"\nnote = \"for me\"\n");
        assert_eq!(Answers::default().render(&quiz, "# default"), "# default\n\nq = \"\"\n");
    }
}
