//! What the two phases that run checks side by side share (`explored.rs`,
//! `real_threads.rs`): the checks started ahead of the judge (`ahead.rs`), each with the
//! longest limit it could be given, and taken back one at a time, in order, each cut to
//! the limit its turn gives it and its time taken off the budgets.

use super::ahead::Ahead;
use super::budget::Budget;
use super::check::{Ran, launch, read};
use super::cores::{self, Permit};
use super::job::Job;
use super::limits::{budget_spent, cut_to, limit, limits, spend, within_budget};
use crate::boundary::child::Cancel;
use crate::compile::Built;
use crate::verdict::CheckVerdict;
use grader_report::channel::{Part, Replay};
use std::time::Duration;

/// How a phase runs its checks.
#[derive(Clone)]
pub(super) enum Phase {
    /// Explored, or the one interleaving of a replay; as many side by side as the
    /// grader's permits allow.
    Explored(Option<Replay>),
    /// Each scenario once on real threads, a check as [`PARTS`] processes (its scenarios
    /// dealt out in turn), up to [`SLEEPERS`] of them at once, holding no permit.
    RealThreads,
}

/// A check on real threads mostly sleeps: its scenarios give the threads they start time
/// to reach their waits and then measure them (`grader_kit::stress::let_them_wait`, a
/// quarter of a second each), so it would hold a core it hardly uses, and a check of five
/// such scenarios would take over a second alone. Its oracles are made to hold on a
/// loaded machine (a blocked thread uses no CPU and makes no operation however busy the
/// machine is), so the explorers and parts beside it change no verdict.
pub(super) const PARTS: usize = 3;

/// The most processes of one grading on real threads at once: each mostly sleeps, but its
/// threads must still get a CPU soon after they start, to reach their waits within the
/// kit's settling time (100 ms).
const SLEEPERS: usize = 12;

/// Starts the checks at `indices` (into the exercise's checks) in `scope`, each under
/// `speculative` (the longest limit any of them can be given), as `phase` runs them: one
/// position per check explored, [`PARTS`] positions per check on real threads (check
/// `indices[p / PARTS]`, part `p % PARTS`).
pub(super) fn start<'scope, 'env>(
    scope: &'scope std::thread::Scope<'scope, 'env>,
    job: &'env Job<'env>,
    built: &'env Built,
    indices: &'env [usize],
    phase: Phase,
    speculative: Duration,
) -> Ahead<Ran> {
    let checks = &job.exercise.checks;
    let (positions, workers) = match phase {
        Phase::Explored(_) => (indices.len(), explorers(indices.len())),
        Phase::RealThreads => {
            let positions = indices.len() * PARTS;
            (positions, (0..positions.min(SLEEPERS)).map(|_| None).collect())
        }
    };
    Ahead::start(
        scope,
        positions,
        workers,
        speculative,
        job.cancel,
        move |at, cancel: &Cancel| {
            let limits = limits(job, speculative);
            match &phase {
                Phase::Explored(replay) => {
                    launch(job, built, &checks[indices[at]], replay.clone(), None, limits, cancel)
                }
                Phase::RealThreads => {
                    let part = Part {
                        index: at % PARTS,
                        of: PARTS,
                    };
                    launch(job, built, &checks[indices[at / PARTS]], None, Some(part), limits, cancel)
                }
            }
        },
    )
}

/// One worker thread per explored check that may run at once: the grading's own and one
/// per permit free now.
fn explorers(checks: usize) -> Vec<Option<Permit>> {
    std::iter::once(None)
        .chain(cores::try_take_up_to(checks.saturating_sub(1)).into_iter().map(Some))
        .collect()
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
