//! What the phases of one grading carry from one to the next: the verdict so far, the
//! programs built, and what the checks that ran have settled (every point earned, a check
//! stopped by the clock, what the exercise may still spend).

use crate::compile::Built;
use crate::verdict::ExerciseVerdict;
use std::time::Duration;

pub(super) struct Grading {
    pub verdict: ExerciseVerdict,
    /// The programs built from the candidate; the given main is added when its output
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
