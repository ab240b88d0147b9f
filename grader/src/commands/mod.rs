//! One module per command; `cli` parses the command line and dispatches here.

pub mod check;
pub mod completions;
pub mod grade;
pub mod hint;
pub mod lesson;
pub mod list;
pub mod next;
pub mod quiz;
pub mod reset;
pub mod solution;
pub mod watch;

/// How `grader check` writes its verdict: for a person, or as JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Text,
    Json,
}
