//! The real-thread phase: after the explorer found nothing, each explored check's
//! scenarios once on real threads, side by side (`ahead.rs`) and taken in order; the first
//! failure ends the phase. Code right only under the explorer is wrong, but real threads
//! do not give the same answer on every run, so this runs only when every explored check
//! passed.

use super::budget::Budget;
use super::grading::Grading;
use super::in_turn;
use super::job::Job;
use super::limits::{speculative_limit, stopped_by_clock};
use crate::verdict::CheckStatus;

/// Runs the scenarios of the explored checks `explored` once on real threads into
/// `grading`. `false`: the grading was cancelled, its verdict is not to be used.
pub(super) fn run(job: &Job, budget: &Budget, grading: &mut Grading, explored: &[usize]) -> bool {
    let speculative = speculative_limit(job, budget, grading.exercise_left);
    std::thread::scope(|scope| {
        let mut ahead = in_turn::start(scope, job, &grading.built, explored, None, true, speculative);
        for (at, &index) in explored.iter().enumerate() {
            if job.cancel.is_cancelled() {
                return false;
            }
            let Some(verdict) = in_turn::take(&mut ahead, at, index, job, budget, &mut grading.exercise_left) else {
                return false;
            };
            grading.spun |= stopped_by_clock(&verdict);
            let checked = &mut grading.verdict.checks[index];
            checked.millis += verdict.millis;
            if verdict.status != CheckStatus::Pass {
                grading.earned_all = false;
                *checked = verdict;
                // The first failure on real threads ends the phase, as in turn.
                ahead.stop_after(at);
                break;
            }
        }
        true
    })
}
