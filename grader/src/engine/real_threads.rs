//! The real-thread phase: each explored check's scenarios once on real threads, taken in
//! order after the explorer found nothing; the first failure ends the phase. Code right
//! only under the explorer is wrong, but real threads do not give the same answer on every
//! run, so their verdicts count only when every explored check passed.
//!
//! The checks start with the explored ones ([`start`]), on workers of their own that hold
//! no core (`in_turn.rs`): they mostly sleep while their threads must wait, and the
//! explorers use the cores meanwhile. Their results wait for the judge; when an explored
//! check fails they are never taken, and dropping them kills what still runs.

use super::ahead::Ahead;
use super::budget::Budget;
use super::check::Ran;
use super::grading::Grading;
use super::in_turn::{self, PARTS, Phase};
use super::job::Job;
use super::limits::{speculative_limit, stopped_by_clock};
use crate::compile::Built;
use crate::verdict::{CheckStatus, CheckVerdict};
use std::time::Duration;

/// Starts the scenarios of the explored checks `explored` on real threads in `scope`,
/// ahead of the judge, each with the longest limit it could be given (`exercise_left`:
/// what the exercise may spend before any check ran). [`run`] cuts each to its turn.
pub(super) fn start<'scope, 'env>(
    scope: &'scope std::thread::Scope<'scope, 'env>,
    job: &'env Job<'env>,
    built: &'env Built,
    explored: &'env [usize],
    budget: &Budget,
    exercise_left: Duration,
) -> Ahead<Ran> {
    let speculative = speculative_limit(job, budget, exercise_left);
    in_turn::start(scope, job, built, explored, Phase::RealThreads, speculative)
}

/// Takes the real-thread results of `ahead` (started by [`start`] for `explored`) into
/// `grading`, in order, each check's parts as one: the time of all of them, and the failure
/// the scenarios in turn would have met first. `false`: the grading was cancelled, its
/// verdict is not to be used.
pub(super) fn run(job: &Job, budget: &Budget, grading: &mut Grading, explored: &[usize], mut ahead: Ahead<Ran>) -> bool {
    for (at, &index) in explored.iter().enumerate() {
        let mut first: Option<(usize, CheckVerdict)> = None;
        let mut millis = 0;
        for part in 0..PARTS {
            if job.cancel.is_cancelled() {
                return false;
            }
            let position = at * PARTS + part;
            let Some(verdict) = in_turn::take(&mut ahead, position, index, job, budget, &mut grading.exercise_left)
            else {
                return false;
            };
            millis += verdict.millis;
            if verdict.status != CheckStatus::Pass && first.as_ref().is_none_or(|f| met_before((part, &verdict), f)) {
                first = Some((part, verdict));
            }
        }
        let checked = &mut grading.verdict.checks[index];
        checked.millis += millis;
        if let Some((_, mut verdict)) = first {
            grading.spun |= stopped_by_clock(&verdict);
            grading.earned_all = false;
            verdict.millis = checked.millis;
            *checked = verdict;
            // The first failure on real threads ends the phase, as in turn.
            ahead.stop_after(at * PARTS + PARTS - 1);
            break;
        }
    }
    true
}

/// Whether the failure `verdict` of part `part` is one the check's scenarios run in turn
/// would have met before `earlier` (of a part before it): at a lower scenario. A failure
/// that names no scenario (a hang, a crash) is taken to be at its part's first.
fn met_before((part, verdict): (usize, &CheckVerdict), (earlier_part, earlier): &(usize, CheckVerdict)) -> bool {
    let scenario = |part: usize, v: &CheckVerdict| v.failure.as_ref().map_or(part, |f| f.variant);
    scenario(part, verdict) < scenario(*earlier_part, earlier)
}
