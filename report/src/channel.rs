//! What a check process hands back to the grader.

use crate::Finding;
use crate::trace::Event;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Report {
    /// Proves that the report was written by the check runner, not printed by the student.
    pub secret: String,
    pub check: String,
    pub passed: bool,
    /// Executions explored, over every variant and phase.
    pub schedules: u64,
    pub failure: Option<Failure>,
    /// Set when a replay named a scenario the check does not have: nothing ran, and
    /// `passed` is false. Only the check program knows its scenarios, so only it can tell;
    /// it tells before any code of the candidate's runs, and the grader refuses the replay
    /// as the usage error it is, as it refuses a schedule that does not decode.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub no_scenario: Option<NoScenario>,
}

/// A replay's scenario that the check does not have.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct NoScenario {
    /// The scenario the replay named.
    pub asked: usize,
    /// How many the check has (numbered from 0).
    pub scenarios: usize,
}

/// The search of a failure found in the real-thread phase: no schedule to replay there.
pub const REAL_THREADS: &str = "real threads";

/// A failing execution, with what is needed to explain and to replay it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Failure {
    pub finding: Finding,
    /// Index and label of the scenario variant that failed.
    pub variant: usize,
    pub label: crate::Label,
    /// Which search found it, e.g. "random, seed 7", or [`REAL_THREADS`].
    pub search: String,
    /// shuttle's encoding of the failing schedule; replaying it repeats the failure.
    pub schedule: Option<String>,
    /// Threads left waiting, with the call each was stuck in.
    pub stuck: Vec<Stuck>,
    /// The student's panic, if the execution ended in one.
    pub panic: Option<PanicSite>,
    pub events: Vec<Event>,
    /// Every thread that ran in the failing execution, in the order each first ran: also
    /// those of which no event shows (a pool's idle workers).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub threads: Vec<String>,
    /// Scheduling steps of the failing execution and how many of them were preemptions.
    #[serde(default)]
    pub steps: usize,
    #[serde(default)]
    pub preemptions: usize,
    /// Why it failed, read from the trace: a lost wake-up, a forgotten notify, a woken
    /// thread that did not look again, a cycle of locks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cause: Option<crate::trace::Cause>,
    /// For a busy wait: the thread that kept trying, whose step the timeline marks.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spinning: Option<String>,
    /// For a busy wait: the event of the call it kept trying in (the call in which it made
    /// the most synchronisation operations), the step to mark and the function to look at.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spun_in: Option<usize>,
    /// For a wait that went on only because its timeout ran out: which thread, and when.
    /// Its wait ended there; the other threads waited then, but not forever.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub timed_out: Option<TimedOut>,
    /// How many executions the search that found it (`search`, on scenario `variant`)
    /// explored, up to and including the first that failed, shrinking not counted: what
    /// finding the bug took, against what the search allows (`grader-bench --searches`,
    /// docs/benchmarks.md). `None` on real threads, and for a replay.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub found_after: Option<u64>,
}

impl Failure {
    /// A failure of scenario `variant` with its finding, and nothing else known yet: no
    /// schedule, no trace, no thread stuck.
    pub fn of(finding: Finding, variant: usize, label: crate::Label) -> Failure {
        Failure {
            finding,
            variant,
            label,
            search: String::new(),
            schedule: None,
            stuck: Vec::new(),
            panic: None,
            events: Vec::new(),
            threads: Vec::new(),
            steps: 0,
            preemptions: 0,
            cause: None,
            spinning: None,
            spun_in: None,
            timed_out: None,
            found_after: None,
        }
    }
}

/// A thread whose timed wait ran out while every thread that could run waited too.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TimedOut {
    pub thread: String,
    /// When, on the execution's virtual clock, in microseconds.
    pub at_us: u64,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Stuck {
    pub thread: String,
    pub call: Option<String>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct PanicSite {
    pub message: String,
    pub file: Option<String>,
    pub line: Option<u32>,
    #[serde(default)]
    pub column: Option<u32>,
    pub thread: Option<String>,
}

/// A place in the candidate's source: line and column, both from 1, as a panic reports them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Site {
    pub line: u32,
    pub column: u32,
}

/// What the grader hands a check process on its stdin: the request, and the secret its
/// report must carry.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Order {
    pub secret: String,
    pub request: Request,
}

/// How the grader asks for a run: the searches to make, or one schedule to replay.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Request {
    pub check: String,
    #[serde(default)]
    pub search: Vec<Search>,
    /// Step bound per execution: a thread that spins on a lock ends here.
    pub max_steps: Option<usize>,
    /// Replays this variant and schedule instead of searching.
    pub replay: Option<Replay>,
    /// Where the candidate's source calls `todo!()` or `unimplemented!()`, as the grader
    /// parsed it: a panic there is "not done yet". Decided from where the panic happened,
    /// never from its text, which any `panic!` can write.
    #[serde(default)]
    pub not_done_at: Vec<Site>,
    /// Runs scenarios once on real threads instead of exploring: those of this part. The
    /// grader uses the verdict only when every explored check passed, since a buggy
    /// program on real threads may hang in one run and finish in the next.
    #[serde(default)]
    pub real_threads: Option<Part>,
}

/// Which of a check's scenarios a run on real threads takes: those whose index is
/// `index` modulo `of`. A scenario there mostly sleeps while its threads must wait, so the
/// grader runs a check's parts side by side, each a process of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Part {
    pub index: usize,
    pub of: usize,
}

impl Part {
    /// Whether the scenario at `index` is one of this part's.
    pub fn takes(&self, index: usize) -> bool {
        index % self.of.max(1) == self.index
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Replay {
    pub variant: usize,
    pub schedule: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "scheduler", rename_all = "kebab-case")]
pub enum Search {
    Random { seed: u64, iterations: usize },
    Pct { seed: u64, depth: usize, iterations: usize },
    Dfs { iterations: usize },
}

impl Search {
    /// How many executions it may run.
    pub fn iterations(&self) -> usize {
        match *self {
            Search::Random { iterations, .. } | Search::Pct { iterations, .. } | Search::Dfs { iterations } => {
                iterations
            }
        }
    }
}

impl std::fmt::Display for Search {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Search::Random { seed, iterations } => {
                write!(f, "random, seed {seed}, {iterations} schedules")
            }
            Search::Pct {
                seed,
                depth,
                iterations,
            } => {
                write!(f, "pct depth {depth}, seed {seed}, {iterations} schedules")
            }
            Search::Dfs { iterations } => write!(f, "dfs, {iterations} schedules"),
        }
    }
}
