//! The verdict on one exercise: what `check --format json` prints and what the text
//! report is drawn from.

use grader_kit::Class;
use grader_kit::report::Failure;
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    Pass,
    Fail,
    /// The grader could not judge: a broken course or machine, not the student's code.
    Error,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum CheckStatus {
    Pass,
    Fail,
    /// Not run: an earlier step (refusal, compile error) already decided.
    Skip,
}

#[derive(Clone, Debug, Serialize)]
pub struct ExerciseVerdict {
    pub exercise: String,
    pub slug: String,
    pub status: Status,
    /// The class of the first failing check (or of the refusal / compile error).
    pub class: Option<Class>,
    /// What went wrong before any check could run, in the student's language.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    pub points: u32,
    pub max_points: u32,
    pub checks: Vec<CheckVerdict>,
}

#[derive(Clone, Debug, Serialize)]
pub struct CheckVerdict {
    pub name: String,
    pub status: CheckStatus,
    pub class: Option<Class>,
    pub message: Option<String>,
    /// The command that replays exactly the failing interleaving.
    pub replay: Option<String>,
    /// The scenario that failed, e.g. "capacity 1, 2 producers × 3 items, 3 consumers".
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scenario: Option<String>,
    /// Threads left waiting, each with the call it was stuck in.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub stuck: Vec<String>,
    /// Interleavings explored.
    pub schedules: u64,
    pub millis: u64,
    #[serde(skip)]
    pub failure: Option<Failure>,
    /// The failing interleaving, step by step (see `timeline`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub timeline: Vec<crate::timeline::Row>,
    /// Sentences under the timeline: who waits since when, which function to look at.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub explanation: Vec<String>,
    /// Expected and actual output, for a snapshot that does not match.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub diff: Option<String>,
}

impl CheckVerdict {
    pub fn skipped(name: &str) -> CheckVerdict {
        CheckVerdict {
            name: name.to_string(),
            status: CheckStatus::Skip,
            class: None,
            message: None,
            replay: None,
            scenario: None,
            stuck: Vec::new(),
            schedules: 0,
            millis: 0,
            failure: None,
            timeline: Vec::new(),
            explanation: Vec::new(),
            diff: None,
        }
    }
}

impl ExerciseVerdict {
    /// Classes of the failing checks, in order.
    pub fn failing_classes(&self) -> Vec<Class> {
        self.checks
            .iter()
            .filter(|c| c.status == CheckStatus::Fail)
            .filter_map(|c| c.class)
            .collect()
    }

    pub fn exit_code(&self) -> i32 {
        match self.status {
            Status::Pass => 0,
            Status::Fail => 1,
            Status::Error => 2,
        }
    }
}
