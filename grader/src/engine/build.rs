//! The build step of a grading: the candidate's programs (the checks and, where its output
//! is compared, the given main), all before any runs, in the job's slot, and what a build
//! that failed says.

use super::job::Job;
use crate::compile::{self, BuildError, Built, Programs};
use crate::verdict::said::Said;
use grader_report::{Class, args};
use std::time::Duration;

/// How long building a candidate may take: the job's own setting, else the default.
pub(super) fn timeout(job: &Job) -> Duration {
    job.settings.build_timeout.unwrap_or(compile::BUILD_TIMEOUT)
}

/// The limits of building the job's candidate: its settings', else the defaults.
pub(super) fn bound(job: &Job) -> compile::Bound {
    compile::Bound {
        limit: timeout(job),
        compile_cpu: job.settings.compile_cpu.unwrap_or(compile::CANDIDATE_COMPILE_CPU),
        cancel: Some(job.cancel.clone()),
        reuse: job.reuse,
    }
}

/// Builds `programs` of the job's candidate (its source as read, never the file again),
/// stopped at the build's timeout or when the grading is cancelled.
pub(super) fn programs(job: &Job, programs: Programs) -> Result<Built, BuildError> {
    let bound = bound(job);
    compile::build(job.ws, job.lesson, job.exercise, job.source, job.slot, programs, &bound)
}

/// What a build that failed says.
pub(super) enum Failed {
    /// The candidate's failure: its class and what to say.
    Candidate(Class, Said),
    /// A failure of the course or the machine: what to say of the grader's error.
    Grader(Said),
}

/// What the build's `error` says, `shown` naming the candidate's file, built within `bound`.
pub(super) fn build_failure(error: BuildError, shown: &str, bound: &compile::Bound) -> Failed {
    match error {
        BuildError::Timeout => Failed::Candidate(
            Class::Timeout,
            Said::key(
                "build-timeout",
                args!("file" => shown, "seconds" => bound.limit.as_secs()),
            ),
        ),
        BuildError::CompileTime => Failed::Candidate(
            Class::Timeout,
            Said::key(
                "compile-cpu-limit",
                args!("file" => shown, "seconds" => bound.compile_cpu().as_secs()),
            ),
        ),
        BuildError::Limit => Failed::Candidate(
            Class::ResourceLimit,
            Said::key(
                "build-limit",
                args!(
                    "file" => shown,
                    "mib" => crate::boundary::sandbox::CANDIDATE_MEMORY / (1024 * 1024),
                    "file_mib" => crate::boundary::sandbox::CANDIDATE_FILE_SIZE / (1024 * 1024)
                ),
            ),
        ),
        BuildError::Student { rendered } => Failed::Candidate(
            Class::CompileError,
            Said::Lines(vec![
                Said::key("compile-error", args!("file" => shown)),
                Said::Text(rendered),
            ]),
        ),
        BuildError::Api { rendered } => Failed::Candidate(
            Class::CompileError,
            Said::Lines(vec![
                Said::key("api-mismatch", args!("file" => shown)),
                Said::Text(rendered),
            ]),
        ),
        BuildError::Setup(e) => Failed::Grader(Said::key("setup-error", args!("error" => e))),
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
