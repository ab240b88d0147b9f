//! `--format prairielearn`: the `results.json` of PrairieLearn's external grading
//! (docs "External Grading", section "Grading results"; schema written from it:
//! docs/schemas/prairielearn-results.schema.json).
//!
//! A PrairieLearn question hands in one exercise's `lib.rs`, so the results hold the
//! exercises the submission has a file for, and `score` is their points over their
//! maximum, between 0 and 1. A submission that cannot be graded (an exercise the grader
//! could not judge: the course's checks do not build, an error of the grader's own; or
//! no exercise's file at all) is `gradable: false` with the reason, which PrairieLearn
//! neither scores nor counts as an attempt: never 0 points for the grader's trouble.

use crate::candidate::submission::{SubmissionVerdict, lib_path};
use crate::course::i18n::Catalog;
use crate::course::manifest::Course;
use crate::verdict::{ExerciseVerdict, Status};
use grader_report::args;
use serde::Serialize;
use std::path::Path;

#[derive(Serialize)]
struct Results {
    gradable: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    score: Option<f64>,
    message: String,
    output: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    format_errors: Vec<String>,
    tests: Vec<Test>,
}

#[derive(Serialize)]
struct Test {
    name: String,
    points: u32,
    max_points: u32,
    message: String,
    output: String,
}

pub fn render(submission: &SubmissionVerdict, course: &Course, catalog: &Catalog) -> String {
    let handed_in: Vec<&ExerciseVerdict> = submission
        .exercises
        .iter()
        .filter(|v| has_file(submission, course, v))
        .collect();
    let errors: Vec<String> = handed_in
        .iter()
        .filter(|v| v.status == Status::Error)
        .map(|v| {
            format!(
                "{}: {}",
                v.exercise,
                v.message.clone().unwrap_or_else(|| catalog.text("grader-error"))
            )
        })
        .collect();
    let tests: Vec<Test> = handed_in
        .iter()
        .map(|v| Test {
            name: format!("{} {}", v.exercise, v.slug),
            points: v.points,
            max_points: v.max_points,
            message: super::markdown::outcome(v, catalog),
            output: match course.find(&v.slug) {
                Some((_, ex)) => crate::verdict::render::verdict(v, ex, catalog),
                None => v.message.clone().unwrap_or_default(),
            },
        })
        .collect();
    let (points, max): (u32, u32) = handed_in
        .iter()
        .fold((0, 0), |(p, m), v| (p + v.points, m + v.max_points));
    let mut output = tests.iter().map(|t| t.output.as_str()).collect::<Vec<_>>().join("\n");
    if let Some(note) = &submission.ignored_note {
        output = format!("{note}\n\n{output}");
    }
    let results = if handed_in.is_empty() {
        let message = catalog.text("prairielearn-nothing-handed-in");
        Results {
            gradable: false,
            score: None,
            format_errors: vec![message.clone()],
            message,
            output,
            tests,
        }
    } else if !errors.is_empty() || max == 0 {
        Results {
            gradable: false,
            score: None,
            message: catalog.text("prairielearn-not-gradable"),
            format_errors: errors,
            output,
            tests,
        }
    } else {
        Results {
            gradable: true,
            score: Some(f64::from(points) / f64::from(max)),
            message: catalog.get("grade-points", &args!("points" => points, "max" => max)),
            format_errors: Vec::new(),
            output,
            tests,
        }
    };
    serde_json::to_string_pretty(&results).expect("the results serialise")
}

/// Whether the submission holds the exercise's `lib.rs` (a file, not a link: a link is
/// never followed, and is graded as missing).
fn has_file(submission: &SubmissionVerdict, course: &Course, v: &ExerciseVerdict) -> bool {
    course.find(&v.slug).is_some_and(|(_, ex)| {
        std::fs::symlink_metadata(Path::new(&submission.path).join(lib_path(ex))).is_ok_and(|m| m.is_file())
    })
}
