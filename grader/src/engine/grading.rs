//! What the phases of one grading carry from one to the next: the verdict so far, the
//! programs built, and what the checks that ran have settled (every point earned, a check
//! stopped by the clock, what the exercise may still spend).

use super::job::Job;
use super::limits::{stopped_by_clock, wall};
use crate::compile::Built;
use crate::verdict::said::Said;
use crate::verdict::{CheckStatus, CheckVerdict, ExerciseVerdict};
use grader_report::args;
use std::time::Duration;

pub(super) struct Grading {
    pub verdict: ExerciseVerdict,
    /// The programs built from the candidate, the given main among them where its output
    /// is compared.
    pub built: Built,
    /// No check has failed or been skipped so far.
    pub earned_all: bool,
    /// A check was stopped by the clock (code that spins, a budget spent): none after it
    /// runs, each says why.
    pub spun: bool,
    /// What the exercise's checks may still spend together, of their own time.
    pub exercise_left: Duration,
}

impl Grading {
    /// After a check stopped by the clock no check runs: check `index` is skipped, saying
    /// why, and its points are not earned. `false` when no check was stopped.
    pub fn skipped_after_spin(&mut self, job: &Job, index: usize) -> bool {
        if !self.spun {
            return false;
        }
        self.earned_all = false;
        let mut skipped = CheckVerdict::skipped(&job.exercise.checks[index].name);
        skipped.said = Some(Said::key("spin-budget", args!("seconds" => wall(job).as_secs())));
        self.verdict.checks[index] = skipped;
        true
    }

    /// Check `index` has its verdict: points still earned only if it passed, and a
    /// check stopped by the clock stops the ones after it.
    pub fn settle(&mut self, index: usize, verdict: CheckVerdict) {
        self.earned_all &= verdict.status == CheckStatus::Pass;
        self.spun |= stopped_by_clock(&verdict);
        self.verdict.checks[index] = verdict;
    }
}
