//! One check's process: started (on its own, or ahead of the judge beside others), and its
//! report read only from the pipe the grader made and only with its secret; a failure gets
//! its replay command here and its words in `verdict/told.rs`.

use super::job::{Job, run_rlimits};
use super::outcome::{crash, failed, grader_error, not_started, over_limit};
use crate::boundary::child::{self, Cancel, Limits};
use crate::boundary::sandbox::Policy;
use crate::candidate::copy_names::Names;
use crate::compile::Built;
use crate::course::manifest::CheckSpec;
use crate::verdict::said::Said;
use crate::verdict::{CheckStatus, CheckVerdict};
use grader_report::Class;
use grader_report::channel::{Order, Part, Replay, Report, Request};
use std::process::Command;

/// A check process that ran, as [`launch`] leaves it for [`read`].
pub(super) struct Ran {
    finished: std::io::Result<child::Finished>,
    /// What its report must carry.
    secret: String,
    limits: Limits,
    /// The copy of the candidate's file its programs were compiled from, which they name.
    compiled_from: std::path::PathBuf,
}

/// Runs the explored check `spec` (or the scenarios of one of its parts once on real
/// threads) in its own process under `limits`, killed when `cancel` is: the part of a check that may run
/// beside others (`ahead.rs`).
pub(super) fn launch(
    job: &Job,
    built: &Built,
    spec: &CheckSpec,
    replay: Option<Replay>,
    real_threads: Option<Part>,
    limits: Limits,
    cancel: &Cancel,
) -> Ran {
    let request = Request {
        check: spec.name.clone(),
        search: job.exercise.searches(spec).to_vec(),
        max_steps: spec.max_steps,
        replay,
        not_done_at: job.source.not_done_sites().to_vec(),
        real_threads,
    };
    let secret = secret();
    let order = Order {
        secret: secret.clone(),
        request,
    };
    let io = child::Io {
        policy: Some((Policy::Run { program: &built.checks }, run_rlimits(limits))),
        env: Vec::new(),
        stdin: Some(serde_json::to_vec(&order).expect("order serialises")),
        report_cap: Some(REPORT_CAP),
        cancel: Some(cancel.clone()),
    };
    let mut command = Command::new(&built.checks);
    command.arg("run");
    let finished = child::run_with(command, limits, io);
    Ran {
        finished,
        secret,
        limits,
        compiled_from: built.compiled_from.clone(),
    }
}

/// The verdict of a check that ran, from its report: a failure kept as data, told at the
/// end of the grading (`verdict/told.rs`).
pub(super) fn read(job: &Job, spec: &CheckSpec, ran: Ran) -> CheckVerdict {
    let mut verdict = CheckVerdict::skipped(&spec.name);
    let Ran {
        finished,
        secret,
        limits,
        compiled_from,
    } = ran;
    let names = Names::new(job.ws, &job.shown, &compiled_from);
    let mut finished = match finished {
        Ok(finished) => finished,
        Err(e) => return not_started(verdict, &e, limits),
    };
    names.output(&mut finished);
    // Its own time, not the wall clock's: the same beside any neighbour.
    verdict.millis = finished.own.as_millis() as u64;
    if finished.stopped.is_some() {
        return over_limit(verdict, &finished, limits, "timeout");
    }
    // Only from the pipe the grader made, only up to its cap, and only with the secret.
    let report: Option<Report> = finished
        .report
        .as_deref()
        .and_then(|bytes| serde_json::from_slice(bytes).ok())
        .filter(|r: &Report| r.secret == secret && r.check == spec.name);
    let Some(mut report) = report else {
        if finished.limit().is_some() {
            return over_limit(verdict, &finished, limits, "timeout");
        }
        return failed(verdict, Class::Crash, crash(&finished));
    };
    // A replay of a scenario the check does not have ran nothing: no verdict on the
    // candidate, and `grader check` refuses the replay (`commands/check.rs`).
    if let Some(no) = report.no_scenario {
        verdict.no_scenario = Some(no);
        let args = crate::verdict::replays::unknown_scenario(&job.exercise.id(), &spec.name, no);
        return grader_error(verdict, Said::key("replay-unknown-scenario", args));
    }
    if let Some(failure) = report.failure.as_mut() {
        crate::verdict::clean::failure(failure);
        if let Some(file) = failure.panic.as_mut().and_then(|p| p.file.as_mut()) {
            *file = names.file(file);
        }
    }
    verdict.schedules = report.schedules;
    match report.failure {
        None => verdict.status = CheckStatus::Pass,
        Some(failure) => {
            verdict.status = CheckStatus::Fail;
            verdict.class = Some(failure.finding.class);
            verdict.found_after = failure.found_after;
            // A stub's todo!() is met on every interleaving: there is nothing to replay.
            let replay = |schedule: &str| {
                let arg = crate::verdict::replays::ReplayArg {
                    check: spec.name.clone(),
                    replay: Replay {
                        variant: failure.variant,
                        schedule: schedule.to_string(),
                    },
                };
                crate::verdict::replays::command(&job.exercise.id(), job.replay_file.as_deref(), &arg)
            };
            let schedule = failure
                .schedule
                .as_deref()
                .filter(|_| failure.finding.class != Class::NotDone);
            verdict.replay = schedule.map(replay);
            verdict.replay_typed = schedule
                .and_then(|s| crate::verdict::replays::shorten(job.ws, s))
                .map(|s| replay(&s));
            verdict.failure = Some(failure);
        }
    }
    verdict
}

/// The most of a report read from a check's pipe: its timeline and findings, never megabytes.
const REPORT_CAP: usize = 16 * 1024 * 1024;

/// A value the student's code cannot guess, to tell the check runner's report from a forgery.
fn secret() -> String {
    let mut bytes = [0u8; 16];
    if let Ok(mut f) = std::fs::File::open("/dev/urandom") {
        use std::io::Read;
        let _ = f.read_exact(&mut bytes);
    }
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    let mixed = bytes.iter().fold(nanos ^ std::process::id() as u128, |acc, b| {
        acc.rotate_left(8) ^ *b as u128
    });
    format!("{mixed:032x}")
}
