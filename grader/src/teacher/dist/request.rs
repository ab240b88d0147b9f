//! What `grader dist` is asked for: the request and the platform whose grading goes into
//! the template. Its own file, so that `platforms.rs` can read a request without
//! importing the `dist` that calls it.

use crate::course::manifest::Exercise;
use std::path::Path;

/// Where the template's grading runs: what `dist` writes beside the course's files. What
/// each one writes, as `grader dist --help` says it: cli-choice-dist-platform-* in the
/// catalog (grader/locales); the variants carry no doc comments, which clap would show.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Platform {
    Classroom50,
    GithubActions,
    Gitlab,
}

impl Platform {
    pub fn name(self) -> &'static str {
        match self {
            Platform::Classroom50 => "Classroom 50",
            Platform::GithubActions => "GitHub Actions",
            Platform::Gitlab => "GitLab CI",
        }
    }
}

/// What `dist` is asked for.
pub struct Request<'a> {
    pub out: &'a Path,
    /// `OWNER/REPO` of the course, as the workflow checks it out.
    pub course: &'a str,
    /// The commit of the course the workflow grades against.
    pub reference: &'a str,
    /// Exercises whose solutions go out too (a later release).
    pub with_solutions: Vec<&'a Exercise>,
    pub platform: Platform,
}
