//! The steps of grading one candidate, in order: refuse (`refuse.rs`), build
//! (`build.rs`), the explored checks (`explored.rs`), the same scenarios on real threads
//! (`real_threads.rs`), the program's output (`output.rs`); then the verdict, its points,
//! and the file named as the student knows it. Each step is a file of its own; this one
//! only sequences them, in the order that keeps the verdict the same on every run.

use super::budget::{Budget, exercise_budget};
use super::build::{Failed, bound, build_failure, lock_slot, programs};
use super::cores;
use super::grading::Grading;
use super::job::{Job, Stage};
use super::limits::wall;
use super::{explored, output, real_threads, refuse};
use crate::compile::Programs;
use crate::course::manifest::CheckKind;
use crate::verdict::said::Said;
use crate::verdict::{CheckStatus, ExerciseVerdict, Replayed, Status};
use grader_report::{Class, args};

/// Grades `job`, its checks spending of `budget`, the submission's ([`super::budget`]).
pub(crate) fn judge(job: &Job, budget: &Budget, progress: &mut dyn FnMut(Stage)) -> ExerciseVerdict {
    let verdict = judge_all(job, budget, progress);
    match &job.replay {
        Some((check, replay)) => replayed(job, verdict, check, replay.variant),
        None => verdict,
    }
}

/// A replay's verdict: the replayed check alone, marked as a replay. The other checks did
/// not run, and a list of them "not run" under one ✓ would read as an exercise that passes.
fn replayed(job: &Job, mut verdict: ExerciseVerdict, check: &str, scenario: usize) -> ExerciseVerdict {
    verdict.checks.retain(|c| c.name == check);
    verdict.replayed = Some(Replayed {
        check: check.to_string(),
        scenario,
        every_check: crate::verdict::replays::check_command(&job.exercise.id(), job.replay_file.as_deref()),
    });
    verdict
}

fn judge_all(job: &Job, budget: &Budget, progress: &mut dyn FnMut(Stage)) -> ExerciseVerdict {
    let ex = job.exercise;
    let mut verdict = ExerciseVerdict::unjudged(ex);
    let scanned = refuse::scan(job);
    // A file that does not parse is left to the compiler, which explains better.
    if let Ok(refusals) = &scanned
        && !refusals.is_empty()
    {
        return stopped(verdict, Class::ForbiddenApi, refuse::said(job, refusals));
    }
    // Two graders using the same scratch slot (two terminals, parallel tests) take turns.
    let _slot = lock_slot(job);
    // This grading's share of the cores, if one is free: checks beside it take more.
    let _core = cores::try_take();
    progress(Stage::Building);
    let built = match programs(job, wanted(job)) {
        Ok(built) => built,
        Err(e) => {
            // The compiler's messages name the file as the student knows it (`compile.rs`).
            return match build_failure(e, &job.shown, &bound(job)) {
                Failed::Candidate(class, said) => stopped(verdict, class, said),
                Failed::Grader(said) => {
                    verdict.status = Status::Error;
                    verdict.said = Some(said);
                    verdict
                }
            };
        }
    };
    // What syn cannot read was not scanned: it may be graded only if the compiler rejects it.
    if let Err(e) = &scanned {
        let said = Said::key("forbidden-unparsed", args!("file" => job.shown, "error" => e));
        return stopped(verdict, Class::ForbiddenApi, said);
    }
    let mut grading = Grading {
        verdict,
        built,
        earned_all: true,
        spun: false,
        exercise_left: exercise_budget(wall(job)),
    };
    // The explored checks' verdicts first: they are the same on every run. The program's
    // output on real threads counts only when they found nothing, because a buggy
    // program on real threads may hang in one run and finish in the next.
    // Between the two, each explored check's scenarios once on real threads, for the same
    // reason only then: code right only under the explorer is wrong, but real threads do
    // not give the same answer on every run.
    let explored: Vec<usize> = (0..ex.checks.len())
        .filter(|&i| ex.checks[i].kind != CheckKind::Snapshot)
        .filter(|&i| job.replay.as_ref().is_none_or(|(name, _)| *name == ex.checks[i].name))
        .collect();
    // The phases on real threads start with the explored one where someone waits for the
    // verdict, else after it (`real_threads.rs`, `output.rs`); their verdicts are taken
    // after it either way.
    let built = grading.built.clone();
    let outputs = output::outputs(job);
    let sooner = job.settings.sooner;
    let went_on = std::thread::scope(|scope| {
        let left = grading.exercise_left;
        let mut real =
            (sooner && job.replay.is_none()).then(|| real_threads::start(scope, job, &built, &explored, budget, left));
        let mut mains = sooner
            .then(|| output::start(scope, job, &built, &outputs, budget, left))
            .flatten();
        // A failure makes them unneeded: killed at once, so that the explorers have the cores.
        let explored_ran = explored::run(job, budget, progress, &mut grading, &explored, &mut || {
            real = None;
            if !job.settings.compare_output_always {
                mains = None;
            }
        });
        if !explored_ran {
            return false;
        }
        let explored_failed = grading.verdict.checks.iter().any(|c| c.status == CheckStatus::Fail);
        let left = grading.exercise_left;
        // After a check stopped by the clock, none runs; the explored verdicts stay.
        if job.replay.is_none() && !grading.spun && !explored_failed {
            let real = real
                .take()
                .unwrap_or_else(|| real_threads::start(scope, job, &built, &explored, budget, left));
            if !real_threads::run(job, budget, &mut grading, &explored, real) {
                return false;
            }
        }
        drop(real);
        if !sooner && output::taken(job, &grading) {
            mains = output::start(scope, job, &built, &outputs, budget, grading.exercise_left);
        }
        output::run(job, budget, progress, &mut grading, &outputs, mains)
    });
    if !went_on {
        return grading.verdict;
    }
    let Grading {
        mut verdict,
        earned_all,
        ..
    } = grading;
    if let Some(class) = verdict.shown().map(|c| c.class) {
        verdict.status = Status::Fail;
        verdict.class = class;
    }
    if verdict
        .checks
        .iter()
        .any(|c| c.class.is_none() && c.status == CheckStatus::Fail)
    {
        verdict.status = Status::Error;
    }
    // A replay runs one interleaving of one check: it shows a bug again, it earns nothing.
    verdict.points = if earned_all && verdict.status == Status::Pass && job.replay.is_none() {
        ex.points
    } else {
        0
    };
    verdict
}

/// The programs a grading runs, all built before any runs: the given main too where its
/// output is compared (a replay runs one explored check, never the main). Built in one
/// cargo run, the main costs a link beside the checks' and nothing else.
fn wanted(job: &Job) -> Programs {
    let compares_output = job.exercise.checks.iter().any(|c| c.kind == CheckKind::Snapshot);
    if compares_output && job.replay.is_none() {
        Programs::ChecksAndMain
    } else {
        Programs::Checks
    }
}

/// A verdict decided before any check ran.
fn stopped(mut verdict: ExerciseVerdict, class: Class, said: Said) -> ExerciseVerdict {
    verdict.status = Status::Fail;
    verdict.class = Some(class);
    verdict.said = Some(said);
    verdict
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::candidate::source::Source;
    use crate::course::manifest::Course;
    use crate::course::workspace::Workspace;
    use grader_report::channel::Replay;
    use std::path::Path;

    /// The build is one step before any run: the output step never builds.
    #[test]
    fn the_given_main_is_built_with_the_checks_before_any_run_and_not_for_a_replay() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
        let ws = Workspace { root: root.into() };
        let course = Course::load(&ws.lessons_dir()).unwrap();
        let (lesson, exercise) = course.find("exercise-1").unwrap();
        let file = ws.student_file(exercise);
        let source = Source::new(&file, Vec::new());
        let (settings, cancel) = (Default::default(), Default::default());
        let mut job = Job {
            ws: &ws,
            lesson,
            exercise,
            source: &source,
            shown: String::new(),
            lang: "en",
            slot: Default::default(),
            reuse: Default::default(),
            replay: None,
            replay_file: None,
            settings: &settings,
            cancel: &cancel,
        };
        assert!(exercise.checks.iter().any(|c| c.kind == CheckKind::Snapshot));
        assert_eq!(wanted(&job), Programs::ChecksAndMain);
        job.replay = Some((
            "fifo".into(),
            Replay {
                variant: 0,
                schedule: String::new(),
            },
        ));
        assert_eq!(wanted(&job), Programs::Checks);
    }
}
