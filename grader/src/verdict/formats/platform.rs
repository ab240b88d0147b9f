//! Which platform a submission is graded for, what its format reads from the environment
//! before grading, and where each format's results go.

pub mod shared;

use crate::error::CommandError;
pub use shared::{Lookup, process_env};
use shared::{append, required, write};
use std::path::Path;

/// The formats that grade one submission for a platform.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Platform {
    Gradescope,
    PrairieLearn,
    Classroom50,
    Github,
    Gitlab,
}

/// A platform's format with what it read from the environment before grading.
pub enum Prepared {
    Gradescope,
    PrairieLearn,
    Classroom50(super::classroom50::Identity),
    Github { summary: std::path::PathBuf },
    Gitlab,
}

/// The JUnit report written beside the submission for GitHub's artifact and GitLab's
/// `artifacts:reports:junit`.
pub const JUNIT: &str = "grader-junit.xml";

impl Platform {
    /// Reads the platform's variables: the error names the first one missing.
    pub fn prepare(self, lookup: Lookup) -> Result<Prepared, CommandError> {
        Ok(match self {
            Platform::Gradescope => Prepared::Gradescope,
            Platform::PrairieLearn => Prepared::PrairieLearn,
            Platform::Classroom50 => Prepared::Classroom50(super::classroom50::Identity::read(lookup)?),
            Platform::Github => Prepared::Github {
                summary: required(lookup, "GITHUB_STEP_SUMMARY")?.into(),
            },
            Platform::Gitlab => Prepared::Gitlab,
        })
    }
}

impl Prepared {
    /// Writes the platform's files and prints what goes on stdout; the exit code. A
    /// submission the grader could not judge (exit code 2) is never handed to a platform as
    /// points: Gradescope gets no results.json, Classroom 50 no result.json (its runner
    /// then records an error), PrairieLearn `gradable: false`.
    pub fn emit(
        &self,
        graded: &super::Graded,
        course: &crate::course::manifest::Course,
        catalog: &crate::course::i18n::Catalog,
    ) -> Result<i32, CommandError> {
        let submission = &graded.submissions[0];
        let broken = submission.status == crate::verdict::Status::Error;
        let dir = Path::new(&submission.path);
        match self {
            Prepared::Gradescope => {
                if !broken {
                    println!("{}", super::gradescope::render(submission, course, catalog));
                }
            }
            Prepared::PrairieLearn => println!("{}", super::prairielearn::render(submission, course, catalog)),
            Prepared::Classroom50(identity) => {
                print!("{}", log(submission, course, catalog));
                if broken {
                    let _ = std::fs::remove_file(dir.join(super::classroom50::RESULT));
                } else {
                    super::classroom50::write(submission, identity, course, catalog)?;
                }
            }
            Prepared::Github { summary } => {
                print!("{}", log(submission, course, catalog));
                print!("{}", super::github::annotations(submission, course, catalog));
                append(summary, &super::markdown::summary(submission, course, catalog))?;
                write(&dir.join(JUNIT), &super::junit::render(graded, catalog))?;
            }
            Prepared::Gitlab => {
                print!("{}", log(submission, course, catalog));
                write(&dir.join(JUNIT), &super::junit::render(graded, catalog))?;
            }
        }
        Ok(graded.exit_code())
    }
}

/// For a CI log: a line per exercise, then the first failure in full.
fn log(
    submission: &crate::candidate::submission::SubmissionVerdict,
    course: &crate::course::manifest::Course,
    catalog: &crate::course::i18n::Catalog,
) -> String {
    let mut out = super::text::submission(submission, catalog);
    if let Some(first) = submission
        .exercises
        .iter()
        .find(|v| v.status != crate::verdict::Status::Pass)
        && let Some((_, ex)) = course.find(&first.slug)
    {
        out.push('\n');
        out.push_str(&crate::verdict::render::verdict(first, ex, catalog));
    }
    out
}
