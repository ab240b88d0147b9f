//! `--format gradescope`: Gradescope's `results.json` for one submission (an autograder
//! grades one at a time; the "Output format" of Gradescope's autograder specification,
//! schema docs/schemas/gradescope-results.schema.json): the score, the time it took, and
//! one test per exercise with its points, passed or failed, and the report a student
//! would see from `grader check` as Markdown (`output_format: "md"`). An exercise whose
//! lesson.toml sets `visibility` gets it as the test's visibility (the hidden checks'
//! verdict kept until the deadline, say). No leaderboard: a course has none.
//!
//! A submission the grader could not judge prints nothing (see `render`'s caller): an
//! empty results.json is Gradescope's "the autograder failed", never 0 points.

use crate::candidate::submission::SubmissionVerdict;
use crate::course::i18n::{Catalog, pick};
use crate::course::manifest::{Course, Visibility};
use crate::verdict::Status;
use serde::Serialize;

#[derive(Serialize)]
struct Results {
    score: f64,
    execution_time: u64,
    output: String,
    output_format: &'static str,
    test_output_format: &'static str,
    tests: Vec<Test>,
    extra_data: Extra,
}

#[derive(Serialize)]
struct Test {
    name: String,
    number: String,
    score: f64,
    max_score: f64,
    status: &'static str,
    output: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    visibility: Option<&'static str>,
}

#[derive(Serialize)]
struct Extra {
    max_points: u32,
    status: Status,
    ignored: Vec<String>,
}

pub fn render(submission: &SubmissionVerdict, course: &Course, catalog: &Catalog) -> String {
    let tests = submission
        .exercises
        .iter()
        .map(|v| {
            let exercise = course.find(&v.slug).map(|(_, e)| e);
            let title = exercise.map(|e| pick(&e.title, catalog.lang())).unwrap_or_default();
            Test {
                name: format!("{} · {} · {title}", v.exercise, v.slug),
                number: v.exercise.trim_start_matches("exercise-").to_string(),
                score: v.points as f64,
                max_score: v.max_points as f64,
                status: if v.status == Status::Pass { "passed" } else { "failed" },
                output: super::markdown::exercise(v, course, catalog),
                visibility: exercise.and_then(|e| e.visibility).map(visibility),
            }
        })
        .collect();
    let results = Results {
        score: submission.points as f64,
        execution_time: submission.millis.div_ceil(1000),
        output: super::markdown::table(submission, course, catalog),
        output_format: "md",
        test_output_format: "md",
        tests,
        extra_data: Extra {
            max_points: submission.max_points,
            status: submission.status,
            ignored: submission.ignored.iter().map(|i| i.path.clone()).collect(),
        },
    };
    serde_json::to_string_pretty(&results).expect("the results serialise")
}

/// Gradescope's word for a visibility.
fn visibility(v: Visibility) -> &'static str {
    match v {
        Visibility::Hidden => "hidden",
        Visibility::AfterDueDate => "after_due_date",
        Visibility::AfterPublished => "after_published",
        Visibility::Visible => "visible",
    }
}
