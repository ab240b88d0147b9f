//! One check's process: started (on its own, or ahead of the judge beside others), its
//! report read only from the pipe the grader made and only with its secret, and a failure
//! told in the student's words with the timeline, the replay command and where to look.

use super::job::{Job, private_tmp, run_rlimits};
use super::outcome::{crash_message, failed, not_started, over_limit};
use crate::boundary::child::{self, Cancel, Limits};
use crate::boundary::sandbox::Policy;
use crate::candidate::copy_names::Names;
use crate::compile::Built;
use crate::course::i18n::Catalog;
use crate::course::manifest::CheckSpec;
use crate::verdict::{CheckStatus, CheckVerdict, LookAt};
use grader_report::channel::{Failure, Order, Replay, Report, Request};
use grader_report::{Class, args};
use std::path::Path;
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

/// Runs the explored check `spec` (or its scenarios once on real threads) in its own
/// process under `limits`, killed when `cancel` is: the part of a check that may run
/// beside others (`ahead.rs`), since it reads no catalog.
pub(super) fn launch(
    job: &Job,
    built: &Built,
    spec: &CheckSpec,
    replay: Option<Replay>,
    real_threads: bool,
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
    let tmp = private_tmp(job, &spec.name);
    let secret = secret();
    let order = Order {
        secret: secret.clone(),
        request,
    };
    let io = child::Io {
        policy: Some((
            Policy::Run {
                program: &built.checks,
                tmp: &tmp,
            },
            run_rlimits(limits),
        )),
        env: Vec::new(),
        stdin: Some(serde_json::to_vec(&order).expect("order serialises")),
        report_cap: Some(REPORT_CAP),
        cancel: Some(cancel.clone()),
    };
    let mut command = Command::new(&built.checks);
    command.arg("run");
    let finished = child::run_with(command, limits, io);
    let _ = std::fs::remove_dir_all(&tmp);
    Ran {
        finished,
        secret,
        limits,
        compiled_from: built.compiled_from.clone(),
    }
}

/// The verdict of a check that ran: its report, read with the catalog.
pub(super) fn read(job: &Job, spec: &CheckSpec, ran: Ran, catalog: &Catalog) -> CheckVerdict {
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
        Err(e) => return not_started(verdict, &e, limits, catalog),
    };
    names.output(&mut finished);
    // Its own time, not the wall clock's: the same beside any neighbour.
    verdict.millis = finished.own.as_millis() as u64;
    if finished.stopped.is_some() {
        return over_limit(verdict, &finished, limits, catalog, "timeout");
    }
    // Only from the pipe the grader made, only up to its cap, and only with the secret.
    let report: Option<Report> = finished
        .report
        .as_deref()
        .and_then(|bytes| serde_json::from_slice(bytes).ok())
        .filter(|r: &Report| r.secret == secret && r.check == spec.name);
    let Some(mut report) = report else {
        if finished.limit().is_some() {
            return over_limit(verdict, &finished, limits, catalog, "timeout");
        }
        return failed(verdict, Class::Crash, crash_message(&finished, catalog));
    };
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
            verdict.message = Some(describe(job, &failure, catalog));
            verdict.scenario = Some(catalog.get(&failure.label.key, &failure.label.args));
            verdict.stuck = failure
                .stuck
                .iter()
                .map(|s| match &s.call {
                    Some(call) => catalog.get(
                        "stuck-in",
                        &args!(
                            "thread" => crate::verdict::timeline::thread_name(&s.thread, catalog),
                            "call" => crate::verdict::timeline::compact(call, catalog)
                        ),
                    ),
                    None => crate::verdict::timeline::thread_name(&s.thread, catalog),
                })
                .collect();
            // A stub's todo!() is met on every interleaving: there is nothing to replay.
            let replay = |schedule: &str| {
                let arg = crate::verdict::replays::ReplayArg {
                    check: spec.name.clone(),
                    replay: Replay {
                        variant: failure.variant,
                        schedule: schedule.to_string(),
                    },
                };
                format!("grader check {} --replay {arg}", job.exercise.id())
            };
            let schedule = failure
                .schedule
                .as_deref()
                .filter(|_| failure.finding.class != Class::NotDone);
            verdict.replay = schedule.map(replay);
            verdict.replay_typed = schedule
                .and_then(|s| crate::verdict::replays::shorten(job.ws, s))
                .map(|s| replay(&s));
            verdict.timeline = crate::verdict::timeline::rows(&failure, catalog);
            verdict.explanation = crate::verdict::timeline::cause_sentences(&failure, catalog);
            verdict
                .explanation
                .extend(crate::verdict::timeline::idle_sentence(&failure, catalog));
            verdict.look_at = look_at(job, &verdict.timeline, &failure);
            verdict
                .explanation
                .extend(crate::verdict::timeline::stuck_sentences(&verdict.timeline, catalog));
            verdict.explanation.extend(verdict.look_at.iter().map(|at| {
                catalog.get(
                    "timeline-look-at",
                    &args!("function" => format!("{}()", at.function), "file" => &job.shown, "line" => at.line),
                )
            }));
            verdict.failure = Some(failure);
        }
    }
    verdict
}

/// The failure in the student's words, from the catalog.
fn describe(job: &Job, failure: &Failure, catalog: &Catalog) -> String {
    let mut args = failure.finding.args.clone();
    // Thread names in the student's language, as in the timeline.
    for key in ["threads", "thread"] {
        if let Some(names) = args.get_mut(key) {
            *names = crate::verdict::timeline::thread_names(names, catalog);
        }
    }
    if let Some(site) = &failure.panic {
        if let (Some(file), Some(line)) = (&site.file, site.line) {
            args.insert("file".into(), job.ws.show(Path::new(file)));
            args.insert("line".into(), line.to_string());
        }
        args.entry("message".into()).or_insert_with(|| site.message.clone());
    }
    // The function that holds the todo!() reached, found from the panic's line (the
    // place Rust reports, never the panic's text).
    if failure.finding.class == Class::NotDone {
        let line = failure.panic.as_ref().and_then(|site| site.line).unwrap_or(0) as usize;
        let function = job.source.function_at(line).unwrap_or_else(|| "none".into());
        args.insert("function".into(), function);
    }
    args.entry("file".into()).or_insert_with(|| job.shown.clone());
    args.entry("line".into()).or_insert_with(|| "?".into());
    catalog.get(&failure.finding.key, &args)
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

/// The student's functions where the failing call lives, each once, with its line.
/// A row marked as failing points at code only when the student's code panicked there or
/// kept trying there (a busy wait); an oracle that fails at the end of a scenario says
/// nothing about where the bug is. Where the trace blames a call of another thread (the one
/// that notified without changing anything, the one that changed something without
/// notifying), that call's function is the one to look at, not the one the waiting thread
/// is stuck in.
fn look_at(
    job: &Job,
    rows: &[crate::verdict::timeline::Row],
    failure: &grader_report::channel::Failure,
) -> Vec<LookAt> {
    use crate::verdict::timeline::Mark;
    let failed_in_code = failure.panic.is_some() || failure.spinning.is_some();
    let culprit = failure.cause.as_ref().and_then(grader_report::trace::Cause::culprit);
    let texts: Vec<&str> = match culprit {
        Some(c) => vec![c.call.as_str()],
        None => rows
            .iter()
            .filter(|r| r.mark == Some(Mark::Stuck) || (failed_in_code && r.mark == Some(Mark::Fails)))
            // The call as the trace recorded it, not as the row words it.
            .filter_map(|r| failure.events.get(r.event).map(|e| e.what.as_str()))
            .collect(),
    };
    let mut out: Vec<LookAt> = Vec::new();
    for text in texts {
        // The function the call names: `queue.take()` is `take`.
        let name = grader_report::trace::call_name(text).trim();
        if name.is_empty() || out.iter().any(|at| at.function == name) {
            continue;
        }
        if let Some(line) = job.source.function_line(name) {
            out.push(LookAt {
                function: name.to_string(),
                line,
            });
        }
    }
    out
}
