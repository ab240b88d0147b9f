//! The real-thread phase: after the explorer found nothing, each explored check's
//! scenarios once on real threads, side by side (`ahead.rs`) and taken in order; the first
//! failure ends the phase. Code right only under the explorer is wrong, but real threads
//! do not give the same answer on every run, so this runs only when every explored check
//! passed.

use super::ahead::Ahead;
use super::budget::Budget;
use super::check::{launch, read};
use super::cores;
use super::grading::Grading;
use super::job::Job;
use super::limits::{budget_spent, cut_to, limit, limits, speculative_limit, spend, stopped_by_clock, within_budget};
use crate::child::Cancel;
use crate::i18n::Catalog;
use crate::verdict::{CheckStatus, CheckVerdict};

/// Runs the scenarios of the explored checks `explored` once on real threads into
/// `grading`. `false`: the grading was cancelled, its verdict is not to be used.
pub(super) fn run(job: &Job, budget: &Budget, catalog: &Catalog, grading: &mut Grading, explored: &[usize]) -> bool {
    let ex = job.exercise;
    let speculative = speculative_limit(job, budget, grading.exercise_left);
    let built = &grading.built;
    let (verdict, earned_all, spun, exercise_left) = (
        &mut grading.verdict,
        &mut grading.earned_all,
        &mut grading.spun,
        &mut grading.exercise_left,
    );
    std::thread::scope(|scope| {
        let mut ahead = Ahead::start(
            scope,
            explored.len(),
            cores::try_take_up_to(explored.len().saturating_sub(1)),
            speculative,
            job.cancel,
            |at, cancel: &Cancel| {
                let spec = &ex.checks[explored[at]];
                launch(job, built, spec, None, true, limits(job, speculative), cancel)
            },
        );
        for (at, &index) in explored.iter().enumerate() {
            if job.cancel.is_cancelled() {
                return false;
            }
            let spec = &ex.checks[index];
            let (limit, by) = limit(job, budget, *exercise_left);
            let slot = if limit.is_zero() {
                budget_spent(job, CheckVerdict::skipped(&spec.name), by, catalog)
            } else {
                let Some(ran) = ahead.take(at) else { return false };
                cut_to(limit, ahead.limit, read(job, spec, ran, catalog), catalog)
            };
            let slot = within_budget(job, slot, limit, by, catalog);
            spend(budget, exercise_left, &slot);
            *spun |= stopped_by_clock(&slot);
            let checked = &mut verdict.checks[index];
            checked.millis += slot.millis;
            if slot.status != CheckStatus::Pass {
                *earned_all = false;
                *checked = slot;
                // The first failure on real threads ends the phase, as in turn.
                ahead.stop_after(at);
                break;
            }
        }
        true
    })
}
