//! The build step of a grading: the candidate's programs (the checks and, where its output
//! is compared, the given main), all before any runs, in the job's slot, and what a build
//! that failed says.

use super::job::Job;
use crate::compile::{self, BuildError, Built, Programs};
use crate::course::i18n::Catalog;
use grader_report::{Class, args};
use std::time::Duration;

/// How long building a candidate may take: the job's own setting, else the default.
pub(super) fn timeout(job: &Job) -> Duration {
    job.settings.build_timeout.unwrap_or(compile::BUILD_TIMEOUT)
}

/// Builds `programs` of the job's candidate (its source as read, never the file again),
/// stopped at the build's timeout or when the grading is cancelled.
pub(super) fn programs(job: &Job, programs: Programs) -> Result<Built, BuildError> {
    let bound = compile::Bound {
        limit: timeout(job),
        cancel: Some(job.cancel.clone()),
        reuse: job.reuse,
    };
    compile::build(job.ws, job.lesson, job.exercise, job.source, job.slot, programs, &bound)
}

/// What a build that failed says, worded for the verdict.
pub(super) enum Failed {
    /// The candidate's failure: its class and message.
    Candidate(Class, String),
    /// A failure of the course or the machine: the message of the grader's error.
    Grader(String),
}

/// What the build's `error` says, `shown` naming the candidate's file.
pub(super) fn build_failure(error: BuildError, shown: &str, limit: Duration, catalog: &Catalog) -> Failed {
    match error {
        BuildError::Timeout => Failed::Candidate(
            Class::Timeout,
            catalog.get("build-timeout", &args!("file" => shown, "seconds" => limit.as_secs())),
        ),
        BuildError::CompileTime => Failed::Candidate(
            Class::Timeout,
            catalog.get(
                "compile-cpu-limit",
                &args!("file" => shown, "seconds" => compile::CANDIDATE_COMPILE_CPU.min(limit).as_secs()),
            ),
        ),
        BuildError::Limit => Failed::Candidate(
            Class::ResourceLimit,
            catalog.get(
                "build-limit",
                &args!(
                    "file" => shown,
                    "mib" => crate::boundary::sandbox::CANDIDATE_MEMORY / (1024 * 1024),
                    "file_mib" => crate::boundary::sandbox::CANDIDATE_FILE_SIZE / (1024 * 1024)
                ),
            ),
        ),
        BuildError::Student { rendered } => {
            let head = catalog.get("compile-error", &args!("file" => shown));
            Failed::Candidate(Class::CompileError, format!("{head}\n{rendered}"))
        }
        BuildError::Api { rendered } => {
            let head = catalog.get("api-mismatch", &args!("file" => shown));
            Failed::Candidate(Class::CompileError, format!("{head}\n{rendered}"))
        }
        BuildError::Setup(e) => Failed::Grader(catalog.get("setup-error", &args!("error" => e))),
    }
}

/// Holds the scratch slot of `job` until dropped.
pub(super) fn lock_slot(job: &Job) -> Option<std::fs::File> {
    let dir = job.ws.scratch_dir().join("ws");
    std::fs::create_dir_all(&dir).ok()?;
    let file = std::fs::File::create(dir.join(format!("{}-{}.lock", job.exercise.slug, job.slot))).ok()?;
    file.lock().ok()?;
    Some(file)
}
