//! The grading engine: the one way from a candidate file to a verdict. Every command
//! that grades (`check`, `check --all`, `check --submission`, `grade`, `verify`, `watch`)
//! calls [`grade`] with a [`Candidate`] and its [`Options`]; only what they do with the
//! verdict differs.
//!
//! The verdict's [`Status`](crate::verdict::Status) tells the student's failure (`Fail`)
//! from the grader's own (`Error`: a broken course or machine), which never costs points
//! and is never shown as the student's bug.
//!
//! The steps decide and keep what they found as data ([`Said`], a check's report); the
//! verdict is worded once, in the catalog's language, when the grading ends
//! (`verdict/told.rs`). The catalog reaches no step: only its language does, which picks
//! the output snapshot the given main is compared with.

mod ahead;
mod budget;
mod build;
mod check;
pub mod cores;
mod explored;
mod grading;
mod in_turn;
pub(crate) mod job;
mod judge;
mod limits;
pub(crate) mod outcome;
mod output;
mod real_threads;
mod refuse;
pub mod snapshot;

pub use budget::{Budget, EXERCISE_BUDGET, SUBMISSION_BUDGET, exercise_budget, submission_budget};

pub use crate::boundary::child::Cancel;
pub(crate) use job::Job;
pub use job::{Settings, Stage};

use crate::candidate::source::Source;
use crate::course::i18n::Catalog;
use crate::course::manifest::{Exercise, Lesson};
use crate::course::workspace::Workspace;
use crate::verdict::said::Said;
use crate::verdict::{ExerciseVerdict, Status};
use grader_report::args;
use grader_report::channel::Replay;
use std::path::{Path, PathBuf};

/// The file to grade, for one exercise.
pub struct Candidate<'a> {
    pub lesson: &'a Lesson,
    pub exercise: &'a Exercise,
    /// The `lib.rs` to grade.
    pub file: &'a Path,
    /// The file's name in every message, where the student knows it by another (a
    /// submission is graded from a copy): e.g. `exercises/01-bounded-queue/src/lib.rs`.
    /// `None`: its path in the workspace.
    pub shown_as: Option<String>,
    /// The file `file` is a copy of, where it is one (a submission's `lib.rs`): the one a
    /// replay command names, since the copy is the slot's and is overwritten.
    pub copied_from: Option<&'a Path>,
}

/// How to grade a candidate.
#[derive(Clone, Default)]
pub struct Options {
    /// The scratch workspace to build in; graders in different slots build side by side,
    /// graders in the same slot take turns.
    pub slot: crate::compile::Slot,
    /// What the builds keep: incremental caches for a student's edits, programs by
    /// contents for a class.
    pub reuse: crate::compile::Reuse,
    pub settings: Settings,
    /// Run only this check, on exactly this interleaving.
    pub replay: Option<(String, Replay)>,
    /// Ends the grading early: see [`Cancel`].
    pub cancel: Cancel,
    /// What the submission this exercise is part of may still spend, shared by the
    /// gradings of its exercises: unbounded unless a command gives it one.
    pub budget: Budget,
    /// The replay commands are for the student's own clone of the course (a platform's
    /// report of one submission): they name no file, since the student's file is the
    /// exercise's own `src/lib.rs` there, and the path graded (a CI runner's) is not.
    pub replays_in_own_clone: bool,
}

impl Options {
    pub fn in_slot(slot: crate::compile::Slot) -> Options {
        Options {
            slot,
            ..Options::default()
        }
    }
}

/// Grades `candidate`, telling `observer` how far it is. Every text in the verdict is
/// [`crate::verdict::clean`]ed of what could repaint a terminal.
pub fn grade(
    ws: &Workspace,
    candidate: &Candidate,
    options: &Options,
    catalog: &Catalog,
    observer: &mut dyn FnMut(Stage),
) -> ExerciseVerdict {
    match read(ws, candidate, catalog) {
        Ok(source) => grade_read(ws, candidate, &source, options, catalog, observer),
        Err(verdict) => *verdict,
    }
}

/// Grades `candidate` as [`grade`] does, judging `source`, the text a caller read with
/// [`read`] (to keep, e.g., which text the verdict is about), never the file again.
pub fn grade_read(
    ws: &Workspace,
    candidate: &Candidate,
    source: &Source,
    options: &Options,
    catalog: &Catalog,
    observer: &mut dyn FnMut(Stage),
) -> ExerciseVerdict {
    // A quiz's answers are judged against its questions, and worded there: nothing to
    // build or explore.
    if let Some(quiz) = &candidate.exercise.quiz {
        let answers = source
            .text()
            .map_err(crate::course::quiz::AnswersError::from)
            .and_then(crate::course::quiz::Answers::parse);
        let mut verdict =
            crate::course::quiz::grade_answers(candidate.exercise, quiz, &shown(ws, candidate), answers, catalog);
        crate::verdict::clean::verdict(&mut verdict);
        return verdict;
    }
    let job = Job {
        ws,
        lesson: candidate.lesson,
        exercise: candidate.exercise,
        source,
        shown: shown(ws, candidate),
        lang: catalog.lang(),
        slot: options.slot,
        reuse: options.reuse,
        replay: options.replay.clone(),
        replay_file: replay_file(ws, candidate).filter(|_| !options.replays_in_own_clone),
        settings: &options.settings,
        cancel: &options.cancel,
    };
    let mut verdict = judge::judge(&job, &options.budget, observer);
    if options.cancel.is_cancelled() {
        verdict = cancelled(candidate.exercise);
    }
    let graded = crate::verdict::told::Graded {
        ws,
        shown: &job.shown,
        source,
    };
    crate::verdict::told::verdict(&mut verdict, &graded, catalog);
    crate::verdict::clean::verdict(&mut verdict);
    verdict
}

/// The file a replay command must name with `--file`: the candidate (or the file it is a
/// copy of) unless it is the exercise's own `src/lib.rs`, which `grader check ID` takes
/// without one. As it was given: relative to the folder the command ran in, where the
/// command is pasted again (an absolute path would name the machine that graded, e.g. a
/// CI runner's checkout, which a student's clone does not have).
fn replay_file(ws: &Workspace, candidate: &Candidate) -> Option<PathBuf> {
    let file = candidate.copied_from.unwrap_or(candidate.file);
    let own = ws.student_file(candidate.exercise);
    // The same file by another path (relative, through a link) is still the student's own.
    let same = match (std::fs::canonicalize(file), std::fs::canonicalize(&own)) {
        (Ok(a), Ok(b)) => a == b,
        _ => file == own,
    };
    (!same).then(|| file.to_path_buf())
}

fn shown(ws: &Workspace, candidate: &Candidate) -> String {
    candidate.shown_as.clone().unwrap_or_else(|| ws.show(candidate.file))
}

/// The candidate's text, read once for the whole grading. A code file that cannot be read
/// is graded as missing (an error, not the student's bug); a quiz's answers file not
/// there yet is no answers, and one that cannot be read is told by the quiz's grading.
pub fn read(ws: &Workspace, candidate: &Candidate, catalog: &Catalog) -> Result<Source, Box<ExerciseVerdict>> {
    let ex = candidate.exercise;
    let named = |source: Source| source.named(shown(ws, candidate));
    match Source::read(candidate.file) {
        Ok(source) => Ok(named(source)),
        Err(e) if ex.quiz.is_some() && e.kind() == std::io::ErrorKind::NotFound => {
            Ok(named(Source::new(candidate.file, Vec::new())))
        }
        Err(e) if ex.quiz.is_some() => Ok(named(Source::unreadable(candidate.file, &e))),
        Err(e) => {
            let shown = shown(ws, candidate);
            let mut verdict = ExerciseVerdict {
                status: Status::Error,
                message: Some(Said::key("file-missing", args!("file" => shown, "error" => e)).word(catalog)),
                ..ExerciseVerdict::unjudged(ex)
            };
            crate::verdict::clean::verdict(&mut verdict);
            Err(Box::new(verdict))
        }
    }
}

/// The verdict of a grading stopped before its end: nothing is known of the candidate.
fn cancelled(ex: &Exercise) -> ExerciseVerdict {
    ExerciseVerdict {
        status: Status::Error,
        said: Some(Said::plain("grading-cancelled")),
        ..ExerciseVerdict::unjudged(ex)
    }
}
