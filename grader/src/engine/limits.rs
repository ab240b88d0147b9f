//! What a check may spend at its turn: its own limit, or what is left of the exercise's
//! or the submission's budget, whichever is least; a check that ran ahead cut to it; and
//! what it spent, taken off both budgets. Shared by the phases of a grading.

use super::budget::{Budget, EXERCISE_BUDGET, SUBMISSION_BUDGET, exercise_budget};
use super::job::Job;
use super::outcome::failed;
use crate::boundary::child::{self, Limits};
use crate::verdict::CheckVerdict;
use crate::verdict::said::Said;
use grader_report::{Class, args};
use std::time::Duration;

/// How long each check may run.
pub(super) fn wall(job: &Job) -> Duration {
    job.settings
        .timeout
        .unwrap_or(Duration::from_secs(job.exercise.timeout))
}

/// Which budget bounds a check when it is less than its own limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum By {
    Check,
    Exercise,
    Submission,
}

/// How long the next check may run: its own limit, or what is left of the exercise's or
/// the submission's budget, whichever is least, and which that is.
pub(super) fn limit(job: &Job, budget: &Budget, exercise_left: Duration) -> (Duration, By) {
    let mut least = (wall(job), By::Check);
    if exercise_left < least.0 {
        least = (exercise_left, By::Exercise);
    }
    if let Some(left) = budget.left()
        && left < least.0
    {
        least = (left, By::Submission);
    }
    least
}

/// The longest limit any check of a phase can be given at its turn: its own, unless the
/// submission's budget is shorter (the exercise's is three of its own). Checks that run
/// ahead (`ahead.rs`) are started with it and cut at their turn ([`cut_to`]).
pub(super) fn speculative_limit(job: &Job, budget: &Budget, exercise_left: Duration) -> Duration {
    let mut longest = wall(job).min(exercise_left);
    if let Some(left) = budget.left() {
        longest = longest.min(left);
    }
    longest
}

/// A check's process limits under `limit`.
pub(super) fn limits(job: &Job, limit: Duration) -> Limits {
    Limits {
        wall: limit,
        output: child::DEFAULT_OUTPUT,
        memory: Some(job.settings.memory.unwrap_or(child::DEFAULT_MEMORY)),
    }
}

/// A check stopped by the clock (code that spins, a budget spent): the checks after it
/// do not run.
pub(super) fn stopped_by_clock(verdict: &CheckVerdict) -> bool {
    verdict.class == Some(Class::Timeout) && verdict.failure.is_none()
}

/// A check run ahead with the limit `ran_with`, as if it had been run in turn with the
/// shorter `limit`: stopped there if it ran longer (or was stopped at its own, longer,
/// limit), else unchanged. Its limit only ever stops a check, so a check that finished
/// within `limit` has the verdict it would have had.
pub(super) fn cut_to(limit: Duration, ran_with: Duration, verdict: CheckVerdict) -> CheckVerdict {
    let over = verdict.millis > limit.as_millis() as u64 || stopped_by_clock(&verdict);
    if limit >= ran_with || !over {
        return verdict;
    }
    let mut cut = CheckVerdict::skipped(&verdict.name);
    cut.millis = limit.as_millis() as u64;
    failed(
        cut,
        Class::Timeout,
        Said::key("timeout", args!("seconds" => limit.as_secs())),
    )
}

/// What a check spent, taken off the exercise's and the submission's budgets.
pub(super) fn spend(budget: &Budget, exercise_left: &mut Duration, verdict: &CheckVerdict) {
    let spent = Duration::from_millis(verdict.millis);
    *exercise_left = exercise_left.saturating_sub(spent);
    budget.spend(spent);
}

/// A check stopped by the clock while a budget, not its own limit, bounded it: a
/// timeout that says which budget was spent.
pub(super) fn within_budget(job: &Job, verdict: CheckVerdict, limit: Duration, by: By) -> CheckVerdict {
    let stopped = verdict.class == Some(Class::Timeout) && verdict.failure.is_none();
    if by == By::Check || !stopped || limit.is_zero() {
        return verdict;
    }
    budget_spent(job, verdict, by)
}

/// A check failed as a timeout because the exercise's or the submission's budget is spent.
pub(super) fn budget_spent(job: &Job, verdict: CheckVerdict, by: By) -> CheckVerdict {
    let per_check = wall(job).as_secs();
    let said = match by {
        By::Submission => Said::key(
            "submission-budget",
            args!("limit" => per_check, "times" => SUBMISSION_BUDGET),
        ),
        _ => Said::key(
            "exercise-budget",
            args!(
                "seconds" => exercise_budget(wall(job)).as_secs(),
                "limit" => per_check,
                "times" => EXERCISE_BUDGET
            ),
        ),
    };
    failed(verdict, Class::Timeout, said)
}
