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
use crate::verdict::{CheckStatus, CheckVerdict};
use grader_report::channel::{Part, Replay};
use std::ops::Range;
use std::time::Duration;

/// How a phase runs its checks.
#[derive(Clone)]
pub(super) enum Phase {
    /// Explored, or the one interleaving of a replay; as many side by side as the
    /// grader's permits allow.
    Explored(Option<Replay>),
    /// Each scenario once on real threads. `many` (`Settings::many_sleepers`): each check
    /// as [`PARTS`] processes (its scenarios dealt out in turn), up to [`SLEEPERS`] at once,
    /// holding no permit; else one process per check, as explored.
    RealThreads { many: bool },
}

impl Phase {
    /// The processes one check is run as.
    pub fn parts(&self) -> usize {
        match self {
            Phase::RealThreads { many: true } => PARTS,
            _ => 1,
        }
    }
}

/// A check on real threads mostly sleeps: its scenarios give the threads they start time
/// to reach their waits and then measure them (`grader_kit::stress::let_them_wait`, a
/// quarter of a second each), so it would hold a core it hardly uses, and a check of five
/// such scenarios would take over a second alone. Its oracles are made to hold on a
/// loaded machine (a blocked thread uses no CPU and makes no operation however busy the
/// machine is), so the explorers and parts beside it change no verdict.
const PARTS: usize = 3;

/// The most processes of one grading on real threads at once: each mostly sleeps, but its
/// threads must still get a CPU soon after they start, to reach their waits within the
/// kit's settling time (100 ms).
const SLEEPERS: usize = 12;

/// Starts the checks at `indices` (into the exercise's checks) in `scope`, each under
/// `speculative` (the longest limit any of them can be given), as `phase` runs them:
/// [`Phase::parts`] positions per check (check `indices[p / parts]`, part `p % parts`).
pub(super) fn start<'scope, 'env>(
    scope: &'scope std::thread::Scope<'scope, 'env>,
    job: &'env Job<'env>,
    built: &'env Built,
    indices: &'env [usize],
    phase: Phase,
    speculative: Duration,
) -> Ahead<Ran> {
    let checks = &job.exercise.checks;
    let parts = phase.parts();
    let positions = indices.len() * parts;
    let workers = match phase {
        Phase::RealThreads { many: true } => (0..positions.min(SLEEPERS)).map(|_| None).collect(),
        _ => explorers(positions),
    };
    // Where someone waits for the verdict, the explored checks' searches as what each may
    // cost: the largest starts first on a free core. A command that grades many keeps
    // them in order: a check started early is thrown away at the first failure before it,
    // and most of a class's or a course's mutants fail one (a class took 5% longer).
    // On real threads each scenario runs once: in order.
    let costs = (0..positions)
        .map(|at| match phase {
            Phase::Explored(None) if job.settings.sooner => {
                let spec = &checks[indices[at / parts]];
                job.exercise.searches(spec).iter().map(|s| s.iterations() as u64).sum()
            }
            _ => 0,
        })
        .collect();
    Ahead::start(
        scope,
        costs,
        workers,
        speculative,
        job.cancel,
        move |at, cancel: &Cancel| {
            let limits = limits(job, speculative);
            let spec = &checks[indices[at / parts]];
            match &phase {
                Phase::Explored(replay) => launch(job, built, spec, replay.clone(), None, limits, cancel),
                Phase::RealThreads { .. } => {
                    let part = Part {
                        index: at % parts,
                        of: parts,
                    };
                    launch(job, built, spec, None, Some(part), limits, cancel)
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

/// The verdict of the exercise's check `index`, run at `positions` of `ahead` (one, or
/// its parts on real threads), as if it had run alone at its turn: with the limit left to
/// it, or not run at all when a budget is spent. `None`: the grading was cancelled.
pub(super) fn take(
    ahead: &mut Ahead<Ran>,
    positions: Range<usize>,
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
        let mut parts = Vec::new();
        for position in positions {
            parts.push(read(job, spec, ahead.take(position)?));
        }
        as_one(parts, limit, ahead.limit)
    };
    let verdict = within_budget(job, verdict, limit, by);
    spend(budget, exercise_left, &verdict);
    Some(verdict)
}

/// A check's parts, each run with the limit `ran_with`, as the check run in turn with
/// `limit`: the failure its scenarios in turn would have met first (at the lowest
/// scenario; one that names none, a hang or a crash, at its part's first), else a pass
/// that took all their time, stopped at `limit` if that is more.
fn as_one(mut parts: Vec<CheckVerdict>, limit: Duration, ran_with: Duration) -> CheckVerdict {
    if parts.len() == 1 {
        return cut_to(limit, ran_with, parts.remove(0));
    }
    let millis = parts.iter().map(|v| v.millis).sum();
    let scenario = |part: usize, v: &CheckVerdict| v.failure.as_ref().map_or(part, |f| f.variant);
    let first = (0..parts.len())
        .filter(|&part| parts[part].status != CheckStatus::Pass)
        .min_by_key(|&part| (scenario(part, &parts[part]), part));
    match first {
        Some(part) => cut_to(limit, ran_with, parts.swap_remove(part)),
        None => {
            let mut passed = parts.swap_remove(0);
            passed.millis = millis;
            cut_to(limit, Duration::MAX, passed)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grader_report::channel::Failure;
    use grader_report::{Class, Finding, Label};

    fn passed(millis: u64) -> CheckVerdict {
        let mut v = CheckVerdict::skipped("put-waits-when-full");
        v.status = CheckStatus::Pass;
        v.millis = millis;
        v
    }

    /// A failure at `scenario`, or (`None`) one that names no scenario: a hang.
    fn failed(scenario: Option<usize>, millis: u64) -> CheckVerdict {
        let mut v = passed(millis);
        v.status = CheckStatus::Fail;
        v.class = Some(Class::BusyWait);
        v.failure = scenario.map(|s| {
            let finding = Finding {
                class: Class::BusyWait,
                key: format!("at-{s}"),
                args: Default::default(),
            };
            Failure::of(finding, s, Label::default())
        });
        v
    }

    const LIMIT: Duration = Duration::from_secs(10);

    #[test]
    fn a_checks_parts_fail_where_its_scenarios_in_turn_fail_first() {
        // Part 0 failed at scenario 3, part 1 at scenario 1: in turn, 1 comes first.
        let one = as_one(vec![failed(Some(3), 5), failed(Some(1), 7), passed(9)], LIMIT, LIMIT);
        assert_eq!(one.failure.unwrap().variant, 1);
        assert_eq!(one.millis, 7, "the time of the run that failed");
        // A hang in part 2 is at scenario 2 at the earliest: after a failure at 1 of part 1,
        // before one at 3 of part 0.
        let one = as_one(vec![failed(Some(3), 5), passed(1), failed(None, 8)], LIMIT, LIMIT);
        assert!(one.failure.is_none(), "the hang");
        let one = as_one(vec![passed(1), failed(Some(1), 7), failed(None, 8)], LIMIT, LIMIT);
        assert_eq!(one.failure.unwrap().variant, 1);
    }

    #[test]
    fn parts_that_pass_take_their_time_together_and_no_more_than_the_limit() {
        let one = as_one(vec![passed(300), passed(400), passed(500)], LIMIT, LIMIT);
        assert_eq!((one.status, one.millis), (CheckStatus::Pass, 1200));
        // Each part within a second, the three over it: in turn, the check ran out of time.
        let one = as_one(
            vec![passed(900), passed(900), passed(900)],
            Duration::from_secs(1),
            LIMIT,
        );
        assert_eq!((one.status, one.class), (CheckStatus::Fail, Some(Class::Timeout)));
        assert_eq!(one.millis, 1000);
    }
}
