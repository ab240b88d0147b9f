//! `--format json`: the grader's own schema (docs/schemas/grade.schema.json), with points.

use super::{Graded, Shard};
use crate::candidate::submission::SubmissionVerdict;
use serde::Serialize;

/// The schema's name and version, the document's first field.
pub const SCHEMA: &str = "grader-grade/1";

#[derive(Serialize)]
struct Document<'a> {
    schema: &'static str,
    grader: String,
    shard: Option<Shard>,
    /// Submissions given, before sharding.
    given: usize,
    jobs: usize,
    millis: u64,
    points: u32,
    max_points: u32,
    submissions: &'a [SubmissionVerdict],
    /// What the class got wrong, per exercise: the numbers of `--report`.
    class: crate::verdict::cohort_report::CohortReport,
}

pub fn render(graded: &Graded) -> String {
    let document = Document {
        schema: SCHEMA,
        grader: format!("grader {}", env!("CARGO_PKG_VERSION")),
        shard: graded.shard,
        given: graded.given,
        jobs: graded.jobs,
        millis: graded.elapsed.as_millis() as u64,
        points: graded.points(),
        max_points: graded.max_points(),
        submissions: &graded.submissions,
        class: crate::verdict::cohort_report::CohortReport::of(&graded.submissions),
    };
    serde_json::to_string_pretty(&document).expect("the result serialises")
}
