//! The output phase: the given main, built with the checks (`build.rs`), run on real
//! threads and its output compared with the lesson's snapshot. Only when every explored
//! check passed (a buggy program on real threads may hang in one run and finish in the
//! next), unless a command asks to compare it always (`verify` on the stub).

use super::budget::Budget;
use super::grading::Grading;
use super::job::{Job, Stage};
use super::limits::{budget_spent, limit, limits, spend, within_budget};
use super::outcome::grader_error;
use crate::candidate::copy_names::Names;
use crate::course::manifest::CheckKind;
use crate::engine::snapshot;
use crate::verdict::said::Said;
use crate::verdict::{CheckStatus, CheckVerdict};
use grader_report::args;

/// Runs the exercise's output checks into `grading`. `false`: the grading was cancelled,
/// its verdict is not to be used.
pub(super) fn run(job: &Job, budget: &Budget, progress: &mut dyn FnMut(Stage), grading: &mut Grading) -> bool {
    let ex = job.exercise;
    let total = ex.checks.len();
    for index in (0..total).filter(|&i| ex.checks[i].kind == CheckKind::Snapshot) {
        if job.cancel.is_cancelled() {
            return false;
        }
        let spec = &ex.checks[index];
        if job.replay.as_ref().is_some_and(|(name, _)| *name != spec.name) {
            continue;
        }
        if grading.skipped_after_spin(job, index) {
            continue;
        }
        let explored_failed = grading.verdict.checks.iter().any(|c| c.status == CheckStatus::Fail);
        if explored_failed && !job.settings.compare_output_always {
            grading.earned_all = false;
            continue;
        }
        progress(Stage::Checking {
            index,
            total,
            name: &spec.name,
        });
        let (limit, by) = limit(job, budget, grading.exercise_left);
        let verdict = if limit.is_zero() {
            budget_spent(job, CheckVerdict::skipped(&spec.name), by)
        } else {
            match &grading.built.main {
                Some(main) => {
                    // The main names the copy it was compiled from where it panics.
                    let names = Names::new(job.ws, &job.shown, &grading.built.compiled_from);
                    snapshot::check(job, main, &names, spec, limits(job, limit))
                }
                None => grader_error(
                    CheckVerdict::skipped(&spec.name),
                    Said::key("setup-error", args!("error" => "no main was built")),
                ),
            }
        };
        let verdict = within_budget(job, verdict, limit, by);
        spend(budget, &mut grading.exercise_left, &verdict);
        progress(Stage::Checked {
            index,
            total,
            verdict: &verdict,
        });
        grading.settle(index, verdict);
    }
    true
}
