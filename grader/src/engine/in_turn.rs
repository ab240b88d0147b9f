//! What the two phases that run checks side by side share (`explored.rs`,
//! `real_threads.rs`): the checks started ahead of the judge (`ahead.rs`), each with the
//! longest limit it could be given, and taken back one at a time, in order, each cut to
//! the limit its turn gives it and its time taken off the budgets.

use super::ahead::Ahead;
use super::budget::Budget;
use super::check::{Ran, launch, read};
use super::cores;
use super::job::Job;
use super::limits::{budget_spent, cut_to, limit, limits, spend, within_budget};
use crate::boundary::child::Cancel;
use crate::compile::Built;
use crate::verdict::CheckVerdict;
use grader_report::channel::Replay;
use std::time::Duration;

/// Starts the checks at `indices` (into the exercise's checks) in `scope`, as many side
/// by side as the grader's permits allow, each under `speculative` (the longest limit
/// any of them can be given): explored with `replay`, or once on real threads.
pub(super) fn start<'scope, 'env>(
    scope: &'scope std::thread::Scope<'scope, 'env>,
    job: &'env Job<'env>,
    built: &'env Built,
    indices: &'env [usize],
    replay: Option<Replay>,
    real_threads: bool,
    speculative: Duration,
) -> Ahead<Ran> {
    let checks = &job.exercise.checks;
    Ahead::start(
        scope,
        indices.len(),
        cores::try_take_up_to(indices.len().saturating_sub(1)),
        speculative,
        job.cancel,
        move |at, cancel: &Cancel| {
            let spec = &checks[indices[at]];
            let limits = limits(job, speculative);
            launch(job, built, spec, replay.clone(), real_threads, limits, cancel)
        },
    )
}

/// The verdict of the check at position `at` of `ahead` (the exercise's check `index`),
/// as if it had run alone at its turn: with the limit left to it, or not run at all when
/// a budget is spent. `None`: the grading was cancelled.
pub(super) fn take(
    ahead: &mut Ahead<Ran>,
    at: usize,
    index: usize,
    job: &Job,
    budget: &Budget,
    exercise_left: &mut Duration,
) -> Option<CheckVerdict> {
    let spec = &job.exercise.checks[index];
    let (limit, by) = limit(job, budget, *exercise_left);
    let verdict = if limit.is_zero() {
        budget_spent(job, CheckVerdict::skipped(&spec.name), by)
    } else {
        let ran = ahead.take(at)?;
        cut_to(limit, ahead.limit, read(job, spec, ran))
    };
    let verdict = within_budget(job, verdict, limit, by);
    spend(budget, exercise_left, &verdict);
    Some(verdict)
}
