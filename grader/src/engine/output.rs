//! The output phase: the given main, built with the checks (`build.rs`), run on real
//! threads and its output compared with the lesson's snapshot. Its verdict counts only
//! when every explored check passed (a buggy program on real threads may hang in one run
//! and finish in the next), unless a command asks to compare it always (`verify` on the
//! stub).
//!
//! Where someone waits for the verdict (`Settings::sooner`), the main starts with the
//! explored checks ([`start`]), on a worker that holds no core: a given main mostly waits
//! (exercise 18's waits for its slow orders), and the explorers use the cores meanwhile.
//! Else it starts at its turn. Its verdict is taken at its turn ([`run`]), cut to the
//! limit it gives; a main whose verdict is not needed is killed unread.

use super::ahead::Ahead;
use super::budget::Budget;
use super::grading::Grading;
use super::job::{Job, Stage};
use super::limits::{budget_spent, cut_to, limit, limits, speculative_limit, spend, within_budget};
use super::outcome::grader_error;
use crate::boundary::child::Cancel;
use crate::candidate::copy_names::Names;
use crate::compile::Built;
use crate::course::manifest::CheckKind;
use crate::engine::snapshot;
use crate::verdict::said::Said;
use crate::verdict::{CheckStatus, CheckVerdict};
use grader_report::args;
use std::time::Duration;

/// The exercise's output checks this grading runs (indices into its checks): none for a
/// replay, which runs one explored check.
pub(super) fn outputs(job: &Job) -> Vec<usize> {
    let checks = &job.exercise.checks;
    (0..checks.len())
        .filter(|&i| checks[i].kind == CheckKind::Snapshot)
        .filter(|&i| job.replay.as_ref().is_none_or(|(name, _)| *name == checks[i].name))
        .collect()
}

/// Whether the output checks' verdicts will be taken (see [`run`]): no check was stopped
/// by the clock, and none failed unless the output is compared always.
pub(super) fn taken(job: &Job, grading: &Grading) -> bool {
    let failed = grading.verdict.checks.iter().any(|c| c.status == CheckStatus::Fail);
    !grading.spun && (!failed || job.settings.compare_output_always)
}

/// Starts the given main for each output check of `outputs` in `scope`, ahead of the
/// judge, with the longest limit it could be given (`exercise_left`: what the exercise
/// may spend now). `None` where no main was built.
pub(super) fn start<'scope, 'env>(
    scope: &'scope std::thread::Scope<'scope, 'env>,
    job: &'env Job<'env>,
    built: &'env Built,
    outputs: &'env [usize],
    budget: &Budget,
    exercise_left: Duration,
) -> Option<Ahead<CheckVerdict>> {
    let main = built.main.as_ref()?;
    let speculative = speculative_limit(job, budget, exercise_left);
    let workers = outputs.iter().map(|_| None).collect();
    Some(Ahead::start(
        scope,
        vec![0; outputs.len()],
        workers,
        speculative,
        job.cancel,
        move |at, cancel: &Cancel| {
            // The main names the copy it was compiled from where it panics.
            let names = Names::new(job.ws, &job.shown, &built.compiled_from);
            let spec = &job.exercise.checks[outputs[at]];
            snapshot::check(job, main, &names, spec, limits(job, speculative), cancel)
        },
    ))
}

/// Takes the output checks `outputs` of `ahead` (started by [`start`]) into `grading`, in
/// order. `false`: the grading was cancelled, its verdict is not to be used.
pub(super) fn run(
    job: &Job,
    budget: &Budget,
    progress: &mut dyn FnMut(Stage),
    grading: &mut Grading,
    outputs: &[usize],
    mut ahead: Option<Ahead<CheckVerdict>>,
) -> bool {
    let total = job.exercise.checks.len();
    for (at, &index) in outputs.iter().enumerate() {
        if job.cancel.is_cancelled() {
            return false;
        }
        let spec = &job.exercise.checks[index];
        if grading.skipped_after_spin(job, index) {
            continue;
        }
        if !taken(job, grading) {
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
            match ahead.as_mut() {
                Some(ahead) => {
                    let Some(verdict) = ahead.take(at) else {
                        return false;
                    };
                    cut_to(limit, ahead.limit, verdict)
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
