//! The explored phase: each explored check's scenarios searched on the controlled
//! scheduler, the checks side by side (`ahead.rs`) and their results taken in their fixed
//! order, so that the verdict is the one of running them in turn, on every run.

use super::budget::Budget;
use super::grading::Grading;
use super::in_turn::{self, Phase};
use super::job::{Job, Stage};
use super::limits::speculative_limit;
use crate::verdict::CheckStatus;

/// Runs the explored checks `explored` (indices into the exercise's checks) of `job`
/// into `grading`, calling `failed` at each check that fails. `false`: the grading was
/// cancelled, its verdict is not to be used.
pub(super) fn run(
    job: &Job,
    budget: &Budget,
    progress: &mut dyn FnMut(Stage),
    grading: &mut Grading,
    explored: &[usize],
    failed: &mut dyn FnMut(),
) -> bool {
    let ex = job.exercise;
    let total = ex.checks.len();
    let speculative = speculative_limit(job, budget, grading.exercise_left);
    let replay = job.replay.as_ref().map(|(_, replay)| replay.clone());
    // The programs apart from the grading, which the loop changes through its methods.
    let built = grading.built.clone();
    std::thread::scope(|scope| {
        let mut ahead = in_turn::start(scope, job, &built, explored, Phase::Explored(replay), speculative);
        for (at, &index) in explored.iter().enumerate() {
            if job.cancel.is_cancelled() {
                return false;
            }
            let spec = &ex.checks[index];
            // One check that ran into its wall-clock limit costs that limit once: code that
            // spins would make every later check wait just as long. The rule: after the first
            // check stopped by the clock, no further check runs (each says why). The checks are
            // taken in the same order every time, so the verdict is the same every time.
            if grading.skipped_after_spin(job, index) {
                continue;
            }
            progress(Stage::Checking {
                index,
                total,
                name: &spec.name,
            });
            let Some(verdict) = in_turn::take(&mut ahead, at..at + 1, index, job, budget, &mut grading.exercise_left)
            else {
                return false;
            };
            progress(Stage::Checked {
                index,
                total,
                verdict: &verdict,
            });
            if verdict.status != CheckStatus::Pass {
                failed();
            }
            grading.settle(index, verdict);
            if grading.spun {
                ahead.stop_after(at);
            }
        }
        true
    })
}
