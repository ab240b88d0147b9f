//! `--format gradescope`: Gradescope's `results.json` for one submission (an autograder
//! grades one at a time): the score, and one test per exercise with its points, passed or
//! failed, and the report a student would see from `grader check`.

use crate::i18n::{Catalog, pick};
use crate::manifest::Course;
use crate::submission::SubmissionVerdict;
use crate::verdict::Status;
use grader_kit::args;
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
            let output = match exercise {
                Some(e) => crate::render::verdict(v, e, catalog),
                None => v.message.clone().unwrap_or_default(),
            };
            Test {
                name: format!("{} · {} · {title}", v.exercise, v.slug),
                number: v.exercise.trim_start_matches("exercise-").to_string(),
                score: v.points as f64,
                max_score: v.max_points as f64,
                status: if v.status == Status::Pass { "passed" } else { "failed" },
                output,
            }
        })
        .collect();
    let mut output = catalog.get(
        "grade-points",
        &args!("points" => submission.points, "max" => submission.max_points),
    );
    if let Some(note) = &submission.ignored_note {
        output.push_str(&format!("\n{note}"));
    }
    let results = Results {
        score: submission.points as f64,
        execution_time: submission.millis.div_ceil(1000),
        output,
        output_format: "text",
        test_output_format: "text",
        tests,
        extra_data: Extra {
            max_points: submission.max_points,
            status: submission.status,
            ignored: submission.ignored.iter().map(|i| i.path.clone()).collect(),
        },
    };
    serde_json::to_string_pretty(&results).expect("the results serialise")
}
