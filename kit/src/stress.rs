//! Scenarios on real threads. [`run`]: the comparison the explorer is measured against,
//! the same scenario again and again, as a stress test would, until it fails or time runs
//! out (only for the benchmark). [`once`]: every check's last phase, each scenario once;
//! [`overtaken`] makes a race happen there, round after round, inside one scenario;
//! [`late_in_every_run`] judges a timing there.

use crate::channel::Failure;
use crate::class::Class;
use crate::scenario::{Check, Variant};
use serde::Serialize;
use std::sync::mpsc;
use std::time::{Duration, Instant};

mod at_once;
mod cpu;
mod late;
mod naps;
mod overtaken;
#[cfg(all(test, target_os = "linux"))]
mod overtaken_tests;
mod phase;
mod settle;
#[cfg(all(test, target_os = "linux"))]
mod spurious_tests;
mod threads;
mod waits;
#[cfg(all(test, target_os = "linux"))]
mod waits_tests;

pub use at_once::{NotAtOnce, at_once};
pub use late::{LATE_RUNS, late_in_every_run};
pub(crate) use naps::sort as sort_sleeps;
pub use naps::{NAPS_ALLOWED, Napper, Sleeps, ensure_no_naps, most_naps};
pub use overtaken::overtaken;
pub use phase::busy_by_design;
pub use settle::SETTLE_TIME;
pub(crate) use waits::expect_side_by_side;
pub use waits::{
    AWAY_TIME, WAITING_CPU, WAITING_OPS, WAITING_TIME, Waited, away_while_they_wait, let_them_wait, while_waiting,
};

/// A stress request (the benchmark's command line) that names nothing runnable.
#[derive(Debug, PartialEq, Eq)]
pub enum StressRequestError {
    NoCheck(String),
    BadScenario(String),
    NoScenario(usize),
    BadSeconds(String),
}

impl std::fmt::Display for StressRequestError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StressRequestError::NoCheck(name) => write!(f, "no check named {name}"),
            StressRequestError::BadScenario(text) => write!(f, "bad scenario index {text}"),
            StressRequestError::NoScenario(index) => write!(f, "no scenario {index}"),
            StressRequestError::BadSeconds(text) => write!(f, "bad seconds {text}"),
        }
    }
}

impl std::error::Error for StressRequestError {}

#[derive(Debug, Serialize)]
pub struct StressReport {
    pub runs: u64,
    pub seconds: f64,
    /// Runs made before the first failure, if one came.
    pub failed_after: Option<u64>,
    /// A run that did not finish within a second: on real threads a deadlock just hangs.
    pub hung: bool,
}

pub fn run(checks: &[Check], check: &str, variant: &str, seconds: &str) -> Result<StressReport, StressRequestError> {
    let check = checks
        .iter()
        .find(|c| c.name == check)
        .ok_or_else(|| StressRequestError::NoCheck(check.to_string()))?;
    let index: usize = variant
        .parse()
        .map_err(|_| StressRequestError::BadScenario(variant.to_string()))?;
    let variant = check
        .variants()
        .into_iter()
        .nth(index)
        .ok_or(StressRequestError::NoScenario(index))?;
    let seconds: f64 = seconds
        .parse()
        .ok()
        .filter(|s: &f64| s.is_finite() && *s >= 0.0)
        .ok_or_else(|| StressRequestError::BadSeconds(seconds.to_string()))?;
    let limit = Duration::from_secs_f64(seconds);
    let start = Instant::now();
    let mut runs = 0;
    while start.elapsed() < limit {
        runs += 1;
        let body = variant.body.clone();
        let (done, finished) = mpsc::channel();
        // Each run on its own thread, so that a hanging run can be noticed (and left behind).
        std::thread::spawn(move || {
            let ok = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| body())).is_ok();
            let _ = done.send(ok);
        });
        match finished.recv_timeout(Duration::from_secs(1)) {
            Ok(true) => {}
            Ok(false) => return Ok(report(runs, start, Some(runs), false)),
            Err(_) => return Ok(report(runs, start, Some(runs), true)),
        }
    }
    Ok(report(runs, start, None, false))
}

fn report(runs: u64, start: Instant, failed_after: Option<u64>, hung: bool) -> StressReport {
    StressReport {
        runs,
        seconds: start.elapsed().as_secs_f64(),
        failed_after,
        hung,
    }
}

/// How long one scenario may take on real threads: they are a few threads and items.
/// Its own time is counted: the wall clock less what its threads waited for a CPU.
pub(crate) const ONCE_LIMIT: Duration = Duration::from_secs(2);
/// However long its threads waited for a CPU, a scenario ends within this many times
/// [`ONCE_LIMIT`] by the wall clock.
const ONCE_BACKSTOP: u32 = 5;
/// How often a scenario on real threads is looked at while it runs.
const LOOK: Duration = Duration::from_millis(50);

/// Runs `variant` once on real threads, after the explorer found nothing in it. Code that
/// is right only under the explorer fails here: state kept per OS thread (`thread_local!`,
/// which all the explorer's tasks share, since they run on one), or locks the explorer
/// cannot see. A scenario that does not end within [`ONCE_LIMIT`] hangs on real threads.
///
/// A failure that the machine's load can explain (fewer tasks at once than the workers,
/// [`phase::late_by_load`]) is run again, up to [`LATE_RUNS`] runs in all, and only found
/// in every one of them is the program's.
pub(crate) fn once(index: usize, variant: &Variant) -> Option<Failure> {
    let mut found = None;
    for _ in 0..LATE_RUNS {
        found = Some(one_run(index, variant)?);
        if !phase::was_late_by_load() {
            break;
        }
    }
    found
}

/// One run of [`once`].
fn one_run(index: usize, variant: &Variant) -> Option<Failure> {
    crate::oracle::reset();
    crate::panics::forget_panic();
    // The explored execution that ran just before left its events: a failure here must
    // not show them as the timeline of what the real threads did.
    crate::trace::reset();
    let _phase = phase::Phase::begin();
    let body = variant.body.clone();
    let (done, finished) = mpsc::channel();
    // On a thread of its own, so that a run that hangs is noticed (and left behind: the
    // process ends right after its report).
    let started = std::thread::Builder::new().name("main".into()).spawn(move || {
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| body())).err();
        let _ = done.send(outcome);
    });
    if started.is_err() {
        return Some(hung(index, variant));
    }
    let start = Instant::now();
    let before = threads::Threads::now();
    let cpu_before = (program_cpu(), crate::probe::real_ops());
    let outcome = loop {
        match finished.recv_timeout(LOOK) {
            Err(mpsc::RecvTimeoutError::Timeout) => {
                let wall = start.elapsed();
                let own = wall.saturating_sub(threads::Threads::now().waited_since(&before));
                if own >= ONCE_LIMIT || wall >= ONCE_LIMIT * ONCE_BACKSTOP {
                    break Err(());
                }
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => break Err(()),
            Ok(outcome) => break Ok(outcome),
        }
    };
    match outcome {
        Ok(None) => spun(index, variant, cpu_before, start.elapsed()),
        Ok(Some(payload)) => Some(went_on_after_spurious(crate::explore::explain::explain(
            index,
            variant,
            crate::channel::REAL_THREADS.into(),
            None,
            payload,
        ))),
        Err(_) => Some(hung(index, variant)),
    }
}

/// A wrong value on real threads, where a call of the scenario's returned whose last wait
/// inside it woke for nobody's notify (a spurious wake-up the scenario asked for, as std
/// allows any wait) and was not followed by another: the woken thread went on without
/// looking again, and the wrong value is its symptom. Told as such, with the call; any
/// other failure as it was.
fn went_on_after_spurious(failure: Failure) -> Failure {
    let a_wrong_value = matches!(
        failure.finding.class,
        Class::WrongOutput | Class::LostItem | Class::DuplicateItem | Class::OutOfOrder
    );
    match crate::probe::real_went_on_after_spurious().filter(|_| a_wrong_value) {
        Some(call) => {
            let finding = crate::oracle::Finding {
                class: Class::NoRecheck,
                key: "real-threads-no-recheck-spurious".into(),
                args: crate::args!("call" => call),
            };
            Failure { finding, ..failure }
        }
        None => failure,
    }
}

/// The CPU time of the program's threads so far, the scenario's main among them: the
/// process's, less the calling thread's (the kit's, which watches the scenario).
fn program_cpu() -> Option<Duration> {
    Some(cpu::process()?.saturating_sub(cpu::mine()?))
}

/// The least CPU time a scenario's threads must use on real threads to be told as trying
/// again and again ([`spun`]). The course's work is sleeping and waiting: a correct program
/// uses a few milliseconds of CPU in a scenario, whatever the load (CPU time is counted
/// only while a thread runs); one that spins uses as much as the scenario lasts, per
/// spinning thread.
const SPIN_CPU: Duration = Duration::from_millis(150);

/// The fewest synchronisation operations (lock, atomics, yield, sleep, channel) a
/// scenario's threads must make on real threads to be told as trying again and again, at
/// more than [`SPIN_OPS_PER_MS`] a millisecond of its wall time: a loop that locks and
/// yields sleeps in the phase's jitter now and then, so its CPU stays low, but it makes
/// some 14 operations a millisecond, where a correct program of the course's few items
/// makes tens or hundreds in a scenario.
const SPIN_OPS: u64 = 1000;
const SPIN_OPS_PER_MS: u64 = 5;

/// A scenario that ended on real threads, but whose threads used at least [`SPIN_CPU`] of
/// CPU and more than half its wall time `wall`, or made at least [`SPIN_OPS`] operations
/// and more than [`SPIN_OPS_PER_MS`] a millisecond: a thread kept trying instead of
/// waiting (issue 24, item 4: code that spins only where it is not explored is judged
/// here, in every scenario, not only where a check measures a wait). Not where the
/// scenario keeps its threads busy on purpose ([`busy_by_design`]).
fn spun(index: usize, variant: &Variant, before: (Option<Duration>, u64), wall: Duration) -> Option<Failure> {
    if phase::is_busy_by_design() {
        return None;
    }
    let used = program_cpu()
        .zip(before.0)
        .map_or(Duration::ZERO, |(now, then)| now.saturating_sub(then));
    let ops = crate::probe::real_ops().saturating_sub(before.1);
    let by_cpu = used >= SPIN_CPU && used * 2 >= wall;
    let by_ops = ops >= SPIN_OPS && u128::from(ops) > u128::from(SPIN_OPS_PER_MS) * wall.as_millis();
    if !by_cpu && !by_ops {
        return None;
    }
    let finding = crate::oracle::Finding {
        class: Class::BusyWait,
        key: "real-threads-spin".into(),
        args: crate::args!(
            "cpu" => conveyor::time::millis(Duration::from_millis(used.as_millis() as u64)),
            "wall" => conveyor::time::millis(Duration::from_millis(wall.as_millis() as u64)),
            "ops" => ops,
        ),
    };
    Some(Failure {
        search: crate::channel::REAL_THREADS.into(),
        ..Failure::of(finding, index, variant.label.clone())
    })
}

/// How long a hung scenario is watched for a sign of life before it is told as threads
/// that wait forever.
const STILL: Duration = Duration::from_millis(300);

fn hung(index: usize, variant: &Variant) -> Failure {
    // Threads inside a condvar wait, none woken and no CPU used while watched: a wake-up
    // that was lost, as the explorer names a deadlock. Anything else (a sleep, a spin, a
    // wait outside conveyor) is only known not to end in its time, as a check stopped by
    // the clock.
    let (before, (waiting, wakes)) = (threads::Threads::now(), crate::probe::real_waits());
    std::thread::sleep(STILL);
    let ran = threads::Threads::now().ran_since(&before);
    let still = crate::probe::real_waits() == (waiting, wakes) && ran < STILL / 20;
    let finding = if waiting > 0 && still {
        crate::oracle::Finding {
            class: Class::Deadlock,
            key: "real-threads-wait-forever".into(),
            args: crate::args!("seconds" => ONCE_LIMIT.as_secs(), "waiting" => waiting),
        }
    } else {
        crate::oracle::Finding {
            class: Class::Timeout,
            key: "real-threads-hang".into(),
            args: crate::args!("seconds" => ONCE_LIMIT.as_secs()),
        }
    };
    Failure {
        search: crate::channel::REAL_THREADS.into(),
        ..Failure::of(finding, index, variant.label.clone())
    }
}

/// `body` as a scenario run once on real threads ([`once`]), for the kit's own tests.
#[cfg(all(test, target_os = "linux"))]
pub(crate) fn once_of(body: impl Fn() + Send + Sync + 'static) -> Option<Failure> {
    // Not beside an explored test either: the oracle's finding is the process's, and a
    // search that resets or fills it meanwhile takes this run's (a flaky failure, 2026-12-07).
    let _exploring = crate::explore::execution::one_at_a_time();
    let _alone = phase::one_phase_at_a_time();
    let mut plan = crate::scenario::Plan::default();
    plan.scenario("real threads", body);
    once(0, &plan.variants().remove(0))
}
