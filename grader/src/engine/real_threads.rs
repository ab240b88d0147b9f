//! The real-thread phase: each explored check's scenarios once on real threads, taken in
//! order after the explorer found nothing; the first failure ends the phase. Code right
//! only under the explorer is wrong, but real threads do not give the same answer on every
//! run, so their verdicts count only when every explored check passed.
//!
//! Where someone waits for the verdict (`check`, `watch`: `Settings::sooner`), they start
//! with the explored ones ([`start`]), on workers of their own that hold no core
//! (`in_turn.rs`): they mostly sleep while their threads must wait, and the explorers use
//! the cores meanwhile. Their results wait for the judge; at the first explored check
//! that fails they are killed unread. A command that grades many (`grade`, `verify`)
//! starts them only when every explored check passed, as many at once as its permits: no
//! work thrown away, and a submission in `grade --jobs N` has no more processes beside
//! its neighbour than its permits.

use super::ahead::Ahead;
use super::budget::Budget;
use super::check::Ran;
use super::grading::Grading;
use super::in_turn::{self, Phase};
use super::job::Job;
use super::limits::{speculative_limit, stopped_by_clock};
use crate::compile::Built;
use crate::verdict::CheckStatus;
use std::time::Duration;

/// The real-thread phase started: its checks' processes, and how many make one check.
pub(super) struct Started {
    ahead: Ahead<Ran>,
    parts: usize,
}

/// Starts the scenarios of the explored checks `explored` on real threads in `scope`,
/// ahead of the judge, each with the longest limit it could be given (`exercise_left`:
/// what the exercise may spend now), many at once where the settings say so
/// (`Settings::many_sleepers`, `in_turn::Phase`). [`run`] cuts each to its turn.
pub(super) fn start<'scope, 'env>(
    scope: &'scope std::thread::Scope<'scope, 'env>,
    job: &'env Job<'env>,
    built: &'env Built,
    explored: &'env [usize],
    budget: &Budget,
    exercise_left: Duration,
) -> Started {
    let speculative = speculative_limit(job, budget, exercise_left);
    let phase = Phase::RealThreads {
        many: job.settings.many_sleepers(),
    };
    let parts = phase.parts();
    Started {
        ahead: in_turn::start(scope, job, built, explored, phase, speculative),
        parts,
    }
}

/// Takes the real-thread results of `started` (by [`start`], for `explored`) into
/// `grading`, in order, each check's parts as one (`in_turn::take`). `false`: the grading
/// was cancelled, its verdict is not to be used.
pub(super) fn run(job: &Job, budget: &Budget, grading: &mut Grading, explored: &[usize], started: Started) -> bool {
    let Started { mut ahead, parts } = started;
    for (at, &index) in explored.iter().enumerate() {
        if job.cancel.is_cancelled() {
            return false;
        }
        let positions = at * parts..(at + 1) * parts;
        let Some(verdict) = in_turn::take(&mut ahead, positions, index, job, budget, &mut grading.exercise_left) else {
            return false;
        };
        grading.spun |= stopped_by_clock(&verdict);
        let checked = &mut grading.verdict.checks[index];
        checked.millis += verdict.millis;
        if verdict.status != CheckStatus::Pass {
            grading.earned_all = false;
            *checked = verdict;
            // The first failure on real threads ends the phase, as in turn.
            ahead.stop_after((at + 1) * parts - 1);
            break;
        }
    }
    true
}
