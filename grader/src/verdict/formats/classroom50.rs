//! `--format classroom50`: what a Classroom 50 autograder hands its runner, in the
//! student's checkout (the submission folder): `result.json` of the schema
//! `classroom50/result/v1` and `release-body.md`, the Markdown of the submission's
//! release. The contract is the wiki page "Autograders" of foundation50/classroom50
//! ("The result.json contract", "Writing an autograder.py"); the schema, copied from that
//! repository, is docs/schemas/classroom50-result-v1.schema.json.
//!
//! The identity of the submission comes from the variables the runner sets: CLASSROOM,
//! ASSIGNMENT, SUBMISSION_TAG, COMMIT_URL and RELEASE_URL must be there (a missing one
//! stops the grader with exit code 2 before anything is graded); REVIEW_URL falls back to
//! COMMIT_URL as in the wiki's templates; OWNER (else USERNAME) and ASSIGNMENT_TYPE, which
//! the runner stamps itself, are written when set.

use super::platform::shared::{Lookup, required};
use crate::candidate::submission::SubmissionVerdict;
use crate::course::i18n::Catalog;
use crate::course::manifest::Course;
use crate::error::CommandError;
use crate::verdict::Status;
use serde::Serialize;
use std::path::Path;

pub const SCHEMA: &str = "classroom50/result/v1";
pub const RESULT: &str = "result.json";
pub const RELEASE_BODY: &str = "release-body.md";

/// The runner's variables the result is stamped with.
#[derive(Clone, Debug)]
pub struct Identity {
    classroom: String,
    assignment: String,
    submission: String,
    commit: String,
    release: String,
    review: String,
    owner: Option<String>,
    assignment_type: Option<String>,
}

impl Identity {
    pub fn read(lookup: Lookup) -> Result<Identity, CommandError> {
        let classroom = required(lookup, "CLASSROOM")?;
        let assignment = required(lookup, "ASSIGNMENT")?;
        let submission = required(lookup, "SUBMISSION_TAG")?;
        let commit = required(lookup, "COMMIT_URL")?;
        Ok(Identity {
            classroom,
            assignment,
            submission,
            release: required(lookup, "RELEASE_URL")?,
            review: lookup("REVIEW_URL").unwrap_or_else(|| commit.clone()),
            commit,
            owner: lookup("OWNER").or_else(|| lookup("USERNAME")),
            assignment_type: lookup("ASSIGNMENT_TYPE"),
        })
    }
}

#[derive(Serialize)]
struct ResultFile<'a> {
    schema: &'static str,
    classroom: &'a str,
    assignment: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    assignment_type: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    owner: Option<&'a str>,
    submission: &'a str,
    commit: &'a str,
    release: &'a str,
    review: &'a str,
    datetime: String,
    score: u32,
    #[serde(rename = "max-score")]
    max_score: u32,
    tests: Vec<Test>,
}

/// One exercise. `message` is an extra field, which the schema lets a test carry.
#[derive(Serialize)]
struct Test {
    #[serde(rename = "test-name")]
    name: String,
    passed: bool,
    score: u32,
    #[serde(rename = "max-score")]
    max_score: u32,
    message: String,
}

/// `result.json`: one test per exercise, worth its points.
pub fn result(submission: &SubmissionVerdict, identity: &Identity, catalog: &Catalog) -> String {
    let tests = submission
        .exercises
        .iter()
        .map(|v| Test {
            name: format!("{} {}", v.exercise, v.slug),
            passed: v.status == Status::Pass,
            score: v.points,
            max_score: v.max_points,
            message: super::markdown::outcome(v, catalog),
        })
        .collect();
    let result = ResultFile {
        schema: SCHEMA,
        classroom: &identity.classroom,
        assignment: &identity.assignment,
        assignment_type: identity.assignment_type.as_deref(),
        owner: identity.owner.as_deref(),
        submission: &identity.submission,
        commit: &identity.commit,
        release: &identity.release,
        review: &identity.review,
        datetime: super::platform::shared::utc_now(),
        score: submission.points,
        max_score: submission.max_points,
        tests,
    };
    serde_json::to_string_pretty(&result).expect("the result serialises")
}

/// Writes `result.json` and `release-body.md` into the submission's folder, the
/// student's checkout the runner reads them from.
pub fn write(
    submission: &SubmissionVerdict,
    identity: &Identity,
    course: &Course,
    catalog: &Catalog,
) -> Result<(), CommandError> {
    let dir = Path::new(&submission.path);
    super::platform::shared::write(&dir.join(RESULT), &result(submission, identity, catalog))?;
    super::platform::shared::write(
        &dir.join(RELEASE_BODY),
        &super::markdown::summary(submission, course, catalog),
    )
}
