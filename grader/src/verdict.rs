//! The verdict on one exercise: what `check --format json` prints and what the text
//! report is drawn from; below it, every way it is told (the text, the timeline, the
//! picture, the machine formats, a class's report, the replay command) and what makes
//! the candidate's words safe to show.

pub mod clean;
pub mod cohort_report;
pub mod formats;
pub mod picture;
pub mod render;
pub mod replays;
pub mod said;
pub mod terminal;
pub mod timeline;
pub mod told;

use grader_report::Class;
use grader_report::channel::Failure;
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
    /// The class of the failing check shown in full, [`ExerciseVerdict::shown`] (or of the
    /// refusal / compile error).
    pub class: Option<Class>,
    /// What went wrong before any check could run, in the student's language: [`said`]
    /// worded at the end of the grading.
    ///
    /// [`said`]: ExerciseVerdict::said
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// What the engine said went wrong, as data (`verdict/said.rs`).
    #[serde(skip)]
    pub said: Option<said::Said>,
    pub points: u32,
    pub max_points: u32,
    pub checks: Vec<CheckVerdict>,
    /// Set for a replay (`check --replay`): one interleaving of one check ran, and
    /// `checks` holds that check alone. It shows a bug again or that this interleaving no
    /// longer fails; never a verdict on the whole exercise, so it earns no points.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub replayed: Option<Replayed>,
}

/// What a replay ran, and how to run every check instead.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Replayed {
    /// The check whose interleaving ran.
    pub check: String,
    /// Its scenario, as in the replay argument.
    pub scenario: usize,
    /// The command that checks the same file with every check: `grader check ID [--file PATH]`.
    pub every_check: String,
}

#[derive(Clone, Debug, Serialize)]
pub struct CheckVerdict {
    pub name: String,
    pub status: CheckStatus,
    pub class: Option<Class>,
    /// What the check found, in the student's language: [`said`] worded, or the failure
    /// told (`verdict/told.rs`), at the end of the grading.
    ///
    /// [`said`]: CheckVerdict::said
    pub message: Option<String>,
    /// What the engine said of the check where it did not fail by its report (a limit, a
    /// crash, a wrong output, a check skipped), as data.
    #[serde(skip)]
    pub said: Option<said::Said>,
    /// The command that replays exactly the failing interleaving.
    pub replay: Option<String>,
    /// The same command as a person is shown it: a long schedule as a short handle
    /// (`verdict/replays.rs`); the machine formats keep `replay`.
    #[serde(skip)]
    pub replay_typed: Option<String>,
    /// The scenario that failed, e.g. "capacity 1, 2 producers × 3 items, 3 consumers".
    #[serde(skip_serializing_if = "Option::is_none")]
    pub scenario: Option<String>,
    /// Threads left waiting, each with the call it was stuck in.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub stuck: Vec<String>,
    /// Interleavings explored.
    pub schedules: u64,
    /// For a failure the explorer found: how many interleavings the search that found it
    /// explored, up to and including the first that failed, shrinking not counted (what
    /// finding it took).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub found_after: Option<u64>,
    pub millis: u64,
    #[serde(skip)]
    pub failure: Option<Failure>,
    /// The failing interleaving, step by step (see `timeline`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub timeline: Vec<crate::verdict::timeline::Row>,
    /// Sentences under the timeline: who waits since when, which function to look at.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub explanation: Vec<String>,
    /// Expected and actual output, for a snapshot that does not match.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub diff: Option<String>,
    /// The student's functions the explanation points at, with their lines in the text
    /// that was graded: what "Look at take() in …:48" says, as data for the formats that
    /// annotate lines (`verdict/formats/github.rs`).
    #[serde(skip)]
    pub look_at: Vec<LookAt>,
    /// For a replay: the scenario it named, which the check does not have (the check
    /// program said so, and ran nothing). Not the student's: `grader check` refuses the
    /// replay as its usage error.
    #[serde(skip)]
    pub no_scenario: Option<grader_report::channel::NoScenario>,
}

/// One of the student's functions a failure points at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LookAt {
    pub function: String,
    /// 1-based, in the candidate as it was read for grading.
    pub line: usize,
}

impl CheckVerdict {
    /// The replay command to show a person: the short form where there is one.
    pub fn replay_shown(&self) -> Option<&String> {
        self.replay_typed.as_ref().or(self.replay.as_ref())
    }

    pub fn skipped(name: &str) -> CheckVerdict {
        CheckVerdict {
            name: name.to_string(),
            status: CheckStatus::Skip,
            class: None,
            message: None,
            said: None,
            replay: None,
            replay_typed: None,
            scenario: None,
            stuck: Vec::new(),
            schedules: 0,
            found_after: None,
            millis: 0,
            failure: None,
            timeline: Vec::new(),
            explanation: Vec::new(),
            diff: None,
            look_at: Vec::new(),
            no_scenario: None,
        }
    }
}

/// How much a failure tells about its cause, most first: when several checks fail, the
/// student reads the one that names the bug in full, the others one line each. A woken
/// thread that did not look again explains the panic or the overfilled queue it causes;
/// a lost item explains a wrong output; a deadlock whose cause is named (a lost wake-up,
/// a missed pill) says more than a deadlock alone. Checks of the same rank keep the
/// manifest's order, which is the lesson's teaching order.
pub fn rank(check: &CheckVerdict) -> u8 {
    let named_cause = check
        .failure
        .as_ref()
        .is_some_and(|f| f.cause.as_ref().is_some_and(|c| c.is_deadlock()) || f.finding.key != "deadlock");
    let stuck = check.failure.as_ref().is_some_and(|f| !f.stuck.is_empty());
    match check.class {
        // A quiz's questions, answered wrong or not yet, in the quiz's own order.
        Some(Class::NotDone | Class::CompileError | Class::ForbiddenApi | Class::WrongAnswer) => 0,
        Some(Class::NoRecheck) => 1,
        Some(
            Class::LostItem
            | Class::DuplicateItem
            | Class::CapacityExceeded
            | Class::OutOfOrder
            | Class::EarlyClose
            | Class::WorkerDied
            | Class::TooManyThreads
            | Class::BusyWait,
        ) => 2,
        // The threads seen waiting forever, with the cause named, before a cause foretold
        // by an oracle (one pill too few, counted) that shows no thread waiting.
        Some(Class::Deadlock) if named_cause && stuck => 3,
        Some(Class::Deadlock) if named_cause => 4,
        Some(Class::Deadlock | Class::NotConcurrent) => 5,
        Some(Class::WrongOutput) => 6,
        Some(Class::Panic) => 7,
        Some(Class::Timeout | Class::ResourceLimit | Class::Crash) => 8,
        None => 9,
    }
}

impl ExerciseVerdict {
    /// The verdict before anything is judged: passing, every check (or question) not run.
    pub fn unjudged(ex: &crate::course::manifest::Exercise) -> ExerciseVerdict {
        ExerciseVerdict {
            exercise: ex.id(),
            slug: ex.slug.clone(),
            status: Status::Pass,
            class: None,
            message: None,
            said: None,
            points: 0,
            max_points: ex.points,
            checks: ex
                .check_names()
                .iter()
                .map(|name| CheckVerdict::skipped(name))
                .collect(),
            replayed: None,
        }
    }

    /// The failing check a student reads in full: the most specific cause (see [`rank`]),
    /// the first in the manifest's order among equals.
    pub fn shown(&self) -> Option<&CheckVerdict> {
        self.checks
            .iter()
            .filter(|c| c.status == CheckStatus::Fail)
            .min_by_key(|c| rank(c))
    }

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

#[cfg(test)]
mod tests {
    use super::*;
    use grader_report::Finding;
    use grader_report::channel::Failure;

    fn failing(name: &str, class: Class, key: &str) -> CheckVerdict {
        let mut check = CheckVerdict::skipped(name);
        check.status = CheckStatus::Fail;
        check.class = Some(class);
        let finding = Finding {
            class,
            key: key.into(),
            args: Default::default(),
        };
        check.failure = Some(Failure::of(finding, 0, Default::default()));
        check
    }

    fn verdict(checks: Vec<CheckVerdict>) -> ExerciseVerdict {
        ExerciseVerdict {
            exercise: "exercise-1".into(),
            slug: "bounded-queue".into(),
            status: Status::Fail,
            class: None,
            message: None,
            said: None,
            points: 0,
            max_points: 10,
            checks,
            replayed: None,
        }
    }

    fn shown(checks: Vec<CheckVerdict>) -> String {
        verdict(checks).shown().map(|c| c.name.clone()).unwrap_or_default()
    }

    #[test]
    fn the_cause_is_shown_before_its_symptoms() {
        // The panic of a woken taker is explained by the check that names it.
        assert_eq!(
            shown(vec![
                failing("take-waits-when-empty", Class::Panic, "student-panic"),
                failing("woken-thread-rechecks", Class::NoRecheck, "capacity-exceeded"),
            ]),
            "woken-thread-rechecks"
        );
        assert_eq!(
            shown(vec![
                failing("output", Class::WrongOutput, "output-differs"),
                failing("every-item-once", Class::LostItem, "lost-item"),
            ]),
            "every-item-once"
        );
        // A deadlock whose cause the check names says more than one it does not.
        assert_eq!(
            shown(vec![
                failing("a", Class::Deadlock, "deadlock"),
                failing("b", Class::Deadlock, "pp-left-waiting"),
            ]),
            "b"
        );
    }

    #[test]
    fn threads_seen_waiting_come_before_a_wait_foretold() {
        let counted = failing("one-pill-per-packer", Class::Deadlock, "pp-pills-count");
        let mut seen = failing("front-with-packers", Class::Deadlock, "pp-missed-pill");
        if let Some(f) = seen.failure.as_mut() {
            f.stuck.push(grader_report::channel::Stuck {
                thread: "packer 2".into(),
                call: Some("take()".into()),
            });
        }
        assert_eq!(shown(vec![counted, seen]), "front-with-packers");
    }

    #[test]
    fn equals_keep_the_teaching_order() {
        assert_eq!(
            shown(vec![
                failing("first", Class::LostItem, "lost-item"),
                failing("second", Class::DuplicateItem, "duplicate-item"),
            ]),
            "first"
        );
        assert_eq!(shown(vec![CheckVerdict::skipped("output")]), "");
    }
}
