//! Budgets for the whole: what an exercise's checks, and a submission's exercises, may
//! cost together, not only each check. A program that stays just under every check's
//! limit would otherwise cost every check's limit (131 s where a correct one takes 4 s).
//!
//! Everything is counted in the checks' own time ([`crate::boundary::child::usage`]): the time
//! they ran plus the time they were blocked, never the time a neighbour kept the CPUs
//! from them, so that a budget is spent the same alone as beside anything.
//!
//! - An exercise may spend [`EXERCISE_BUDGET`] times its per-check limit (its `timeout`)
//!   on all its checks together: a correct program spends a fraction of one limit on all
//!   of them (docs/benchmarks.md), a program that costs three whole limits is not one.
//! - A submission may spend [`SUBMISSION_BUDGET`] times the sum of its exercises'
//!   per-check limits: on average a whole limit per exercise, where a correct one needs
//!   a fraction; one exercise may still spend its own budget, but not every exercise.

use crate::course::manifest::Exercise;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How many times its per-check limit an exercise's checks may take together.
pub const EXERCISE_BUDGET: u32 = 3;
/// How many times the sum of its exercises' per-check limits a submission may take.
pub const SUBMISSION_BUDGET: u32 = 1;

/// The budget of an exercise whose checks each may run `per_check`.
pub fn exercise_budget(per_check: Duration) -> Duration {
    per_check * EXERCISE_BUDGET
}

/// The budget of a submission of `exercises`, each check limited to `timeout` if given,
/// else to its exercise's own limit.
pub fn submission_budget<'a>(exercises: impl IntoIterator<Item = &'a Exercise>, timeout: Option<Duration>) -> Duration {
    let sum: Duration = exercises
        .into_iter()
        .map(|ex| timeout.unwrap_or(Duration::from_secs(ex.timeout)))
        .sum();
    sum * SUBMISSION_BUDGET
}

/// Time left to spend, shared by every clone: `None` inside is no bound.
#[derive(Clone, Debug, Default)]
pub struct Budget(Arc<Mutex<Option<Duration>>>);

impl Budget {
    /// A budget of `total`.
    pub fn of(total: Duration) -> Budget {
        Budget(Arc::new(Mutex::new(Some(total))))
    }

    /// What is left; `None`: no bound.
    pub fn left(&self) -> Option<Duration> {
        *self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Takes `spent` off what is left.
    pub fn spend(&self, spent: Duration) {
        let mut left = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(left) = left.as_mut() {
            *left = left.saturating_sub(spent);
        }
    }

    /// Whether nothing is left of a bounded budget.
    pub fn spent(&self) -> bool {
        self.left().is_some_and(|l| l.is_zero())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_budget_is_shared_by_its_clones_and_never_goes_below_nothing() {
        let budget = Budget::of(Duration::from_secs(10));
        let clone = budget.clone();
        clone.spend(Duration::from_secs(4));
        assert_eq!(budget.left(), Some(Duration::from_secs(6)));
        budget.spend(Duration::from_secs(40));
        assert!(clone.spent());
        assert_eq!(Budget::default().left(), None);
        assert!(!Budget::default().spent());
    }
}
