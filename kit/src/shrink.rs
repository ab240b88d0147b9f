//! Shows the smallest failure it can find: after the explorer's first failing
//! execution, a bounded search for an execution of the same failure with fewer
//! preemptions (a switch away from a thread that could have gone on) and fewer steps.
//!
//! A candidate is a prefix of the failing schedule, or the schedule with one choice
//! left out, run by a scheduler that follows it while it can and afterwards never
//! preempts. The choices actually made are recorded, so the result replays exactly.

use crate::channel::Failure;
use crate::explore::execution::{config, lock, run};
use crate::explore::explain::explain;
use crate::scenario::Variant;
use conveyor::time::Timed;
use shuttle::Runner;
use shuttle::scheduler::{Schedule, Scheduler, Task, TaskId};
use std::sync::{Arc, Mutex};

/// How many candidate executions the shrinker may run per failure.
const BUDGET: usize = 400;

pub(crate) struct Shrunk {
    pub failure: Failure,
    pub tries: usize,
}

/// `first` failed with `tasks` as its choices; returns the smallest equivalent failure found.
pub(crate) fn shrink(index: usize, variant: &Variant, first: Failure, tasks: &[TaskId], max_steps: usize) -> Shrunk {
    let tries = std::cell::Cell::new(0);
    let attempt = |plan: &[TaskId]| -> Option<(usize, usize, Failure, Vec<TaskId>)> {
        tries.set(tries.get() + 1);
        let (failure, tasks) = guided(index, variant, plan, &first.search, max_steps)?;
        let same = failure.finding.class == first.finding.class && failure.finding.key == first.finding.key;
        same.then_some((failure.preemptions, failure.steps, failure, tasks))
    };
    // The first failure itself, replayed under guidance to count its preemptions.
    let Some(mut best) = attempt(tasks) else {
        return Shrunk {
            failure: first,
            tries: tries.get(),
        };
    };
    let better =
        |a: &(usize, usize, Failure, Vec<TaskId>), b: &(usize, usize, Failure, Vec<TaskId>)| (a.0, a.1) < (b.0, b.1);

    // Prefixes, shortest first: the shortest guided start that still fails.
    let n = best.3.len();
    let stride = n.div_ceil(BUDGET / 2).max(1);
    for k in (0..n).step_by(stride) {
        if let Some(candidate) = attempt(&best.3[..k])
            && better(&candidate, &best)
        {
            best = candidate;
            break;
        }
    }
    // Then leave out one choice at a time, keeping every improvement.
    let mut i = 0;
    while i < best.3.len() && tries.get() < BUDGET {
        let mut plan = best.3.clone();
        plan.remove(i);
        match attempt(&plan) {
            Some(candidate) if better(&candidate, &best) => best = candidate,
            _ => i += 1,
        }
    }
    Shrunk {
        failure: best.2,
        tries: tries.get(),
    }
}

/// Runs `variant` once, following `plan`; the failure it ends in (with its steps,
/// preemptions and replayable schedule) and the choices made, or None if it passes.
pub(crate) fn guided(
    index: usize,
    variant: &Variant,
    plan: &[TaskId],
    search: &str,
    max_steps: usize,
) -> Option<(Failure, Vec<TaskId>)> {
    let record = Arc::new(Mutex::new(Guide::default()));
    let scheduler = Guided {
        plan: plan.to_vec(),
        record: record.clone(),
        started: false,
    };
    // On the virtual clock, as the search was: the same choices give the same times.
    let payload = run(Runner::new(Timed(scheduler), config(max_steps)), variant)?;
    let guide = lock(&record).clone();
    let schedule = crate::explore::schedule::encode(&guide.schedule);
    let mut failure = explain(index, variant, search.to_string(), Some(schedule), payload);
    failure.steps = guide.tasks.len();
    failure.preemptions = guide.preemptions;
    Some((failure, guide.tasks))
}

#[derive(Clone, Default)]
struct Guide {
    schedule: Schedule,
    tasks: Vec<TaskId>,
    preemptions: usize,
}

/// Follows `plan` while its next task can run; after that, never preempts.
struct Guided {
    plan: Vec<TaskId>,
    record: Arc<Mutex<Guide>>,
    started: bool,
}

impl Scheduler for Guided {
    fn new_execution(&mut self) -> Option<Schedule> {
        if std::mem::replace(&mut self.started, true) {
            return None;
        }
        Some(Schedule::new(0))
    }

    fn next_task(&mut self, runnable: &[&Task], current: Option<TaskId>, is_yielding: bool) -> Option<TaskId> {
        // An oracle failed the execution: no thread runs after it (`oracle::fail`).
        if crate::oracle::stopped() {
            return None;
        }
        let mut guide = lock(&self.record);
        let step = guide.tasks.len();
        let planned = self
            .plan
            .get(step)
            .copied()
            .filter(|t| runnable.iter().any(|r| r.id() == *t));
        if planned.is_none() {
            // Off the plan: from here on, no preemptions at all.
            self.plan.truncate(step);
        }
        let current_runs = current.filter(|c| runnable.iter().any(|r| r.id() == *c));
        let next = planned.or(current_runs.filter(|_| !is_yielding)).unwrap_or_else(|| {
            // The current thread waits (or yields): the next one in id order after it, of
            // those that can run now (a parked one only when none can: the clock then moves
            // because it must, not because a thread was slow).
            let after = current.map(usize::from).unwrap_or(0);
            let can_run: Vec<TaskId> = runnable
                .iter()
                .map(|t| t.id())
                .filter(|&t| !conveyor::time::is_ahead(t))
                .collect();
            let mut ids: Vec<TaskId> = if can_run.is_empty() {
                runnable.iter().map(|t| t.id()).collect()
            } else {
                can_run
            };
            ids.sort();
            ids.iter().copied().find(|t| usize::from(*t) > after).unwrap_or(ids[0])
        });
        if current_runs.is_some_and(|c| c != next) && !is_yielding {
            guide.preemptions += 1;
        }
        guide.tasks.push(next);
        guide.schedule.push_task(next);
        Some(next)
    }

    fn next_u64(&mut self) -> u64 {
        lock(&self.record).schedule.push_random();
        0
    }
}
