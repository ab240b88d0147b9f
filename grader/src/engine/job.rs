//! What the steps of grading share: the candidate with its options (a [`Job`]), the
//! limits a command may override, the stage a grading reports as it goes, and the limits
//! of a run of the candidate's code.

use crate::boundary::child::{Cancel, Limits};
use crate::boundary::sandbox::{self, Rlimits};
use crate::candidate::source::Source;
use crate::compile;
use crate::course::manifest::{Exercise, Lesson};
use crate::course::workspace::Workspace;
use crate::verdict::CheckVerdict;
use grader_report::channel::Replay;
use std::time::Duration;

/// A candidate with its options, as the steps of grading need them.
pub struct Job<'a> {
    pub ws: &'a Workspace,
    pub lesson: &'a Lesson,
    pub exercise: &'a Exercise,
    /// Its text, read once when the grading began: every step judges this one.
    pub source: &'a Source,
    /// The file's name in every message: where the student knows it.
    pub shown: String,
    /// The student's language: which of the lesson's output snapshots the given main's
    /// output is compared with (it prints in that language).
    pub lang: &'static str,
    /// Scratch workspace to build in; separate slots can build side by side.
    pub slot: crate::compile::Slot,
    pub reuse: compile::Reuse,
    /// Run only this check, on exactly this interleaving.
    pub replay: Option<(String, Replay)>,
    /// The file a replay command names (`--file`), where it is not the exercise's own
    /// `src/lib.rs`: as it was given, the student's (a submission's, not its copy).
    pub replay_file: Option<std::path::PathBuf>,
    pub settings: &'a Settings,
    pub cancel: &'a Cancel,
}

/// Limits that override the defaults: for a teacher's CI, or for fast tests.
#[derive(Clone, Debug, Default)]
pub struct Settings {
    /// Seconds each check may run, instead of the exercise's `timeout`.
    pub timeout: Option<Duration>,
    /// Bytes of memory each check may use, instead of [`crate::boundary::child::DEFAULT_MEMORY`].
    pub memory: Option<u64>,
    /// How long building a candidate may take, instead of [`crate::compile::BUILD_TIMEOUT`].
    pub build_timeout: Option<Duration>,
    /// CPU time each compiler of a crate with the candidate's code may use, instead of
    /// [`crate::compile::CANDIDATE_COMPILE_CPU`].
    pub compile_cpu: Option<Duration>,
    /// Compare the output on real threads even when an explored check failed: for
    /// `verify`, to show on the stub that the output check can fail.
    pub compare_output_always: bool,
    /// Someone waits for this one verdict (`check`, `watch`): the phases on real threads
    /// start beside the explorers, many at once, and are killed when an explored check
    /// fails (`real_threads.rs`), and the explored checks start costliest first
    /// (`in_turn.rs`). Sooner, for work thrown away on a failing candidate; a
    /// command that grades many (`grade`, `verify`) keeps the cores for the next one.
    pub sooner: bool,
    /// The candidates are the course's own (`verify`): the real-thread phase runs many
    /// processes at once, as where someone waits (see [`Settings::many_sleepers`]).
    pub trusted: bool,
}

impl Settings {
    /// Whether the real-thread phase runs each check as several processes, many at once
    /// (`in_turn::Phase`): they mostly sleep while their threads must wait, so a grading
    /// gains the cores they leave idle. Where someone waits for the verdict, and for the
    /// course's own candidates in `verify`, which runs one grading at a time. Not in
    /// `grade`: there the processes of a submission that spins on real threads would take
    /// its neighbour's share of the machine, so each keeps to its permits.
    pub fn many_sleepers(&self) -> bool {
        self.sooner || self.trusted
    }
}

/// Where a grading is, reported as it goes (e.g. for a progress bar): the stage of one
/// grading, not the student's progress through the course (`state::Progress`).
pub enum Stage<'a> {
    /// The candidate is being compiled.
    Building,
    /// A check is about to run: its index and the number of checks.
    Checking { index: usize, total: usize, name: &'a str },
    /// A check has its verdict.
    Checked {
        index: usize,
        total: usize,
        verdict: &'a CheckVerdict,
    },
}

/// The limits of a program run with the candidate (a check, the given main).
pub fn run_rlimits(limits: Limits) -> Rlimits {
    Rlimits {
        memory: limits.memory,
        cpu_seconds: Some(limits.wall.as_secs() + 2),
        file_size: Some(sandbox::RUN_FILE_SIZE),
        processes: Some(sandbox::RUN_PROCESSES),
    }
}
