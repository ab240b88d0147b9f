//! The steps of grading one candidate: refuse, build, run every check, in the order
//! that keeps the verdict the same on every run.

use super::ahead::Ahead;
use super::budget::{Budget, EXERCISE_BUDGET, SUBMISSION_BUDGET, exercise_budget};
use super::cores;
use super::job::Progress;
use super::job::{Job, private_tmp, run_rlimits};
use super::outcome::{crash_message, failed, grader_error, over_limit};
use crate::child::{self, Cancel, Limits};
use crate::compile::{self, BuildError, Built, Programs};
use crate::forbidden;
use crate::i18n::Catalog;
use crate::manifest::{CheckKind, CheckSpec};
use crate::sandbox::Policy;
use crate::snapshot;
use crate::verdict::{CheckStatus, CheckVerdict, ExerciseVerdict, Status};
use grader_report::report::{Failure, Order, Replay, Report, Request};
use grader_report::{Class, args};
use std::path::Path;
use std::process::Command;
use std::time::Duration;

/// Grades `job`, its checks spending of `budget`, the submission's ([`super::budget`]).
pub(crate) fn judge(
    job: &Job,
    budget: &Budget,
    catalog: &Catalog,
    progress: &mut dyn FnMut(Progress),
) -> ExerciseVerdict {
    let settings = job.settings;
    let ex = job.exercise;
    // A quiz's answers are judged against its questions: nothing to build or explore.
    if let Some(quiz) = &ex.quiz {
        let answers = job
            .source
            .text()
            .map_err(crate::quiz::AnswersError::from)
            .and_then(crate::quiz::Answers::parse);
        return crate::quiz::grade_answers(job.ws, ex, quiz, job.file, answers, catalog);
    }
    let mut verdict = ExerciseVerdict::unjudged(ex);
    let shown = job.shown.clone();
    let scanned = if forbidden::enabled() {
        job.source
            .text()
            .map_err(ToString::to_string)
            .and_then(|text| forbidden::scan(text).map_err(|e| e.to_string()))
    } else {
        Ok(Vec::new())
    };
    match &scanned {
        Ok(refusals) if !refusals.is_empty() => {
            let mut lines: Vec<String> = refusals
                .iter()
                .map(|r| match &r.replacement {
                    Some(instead) => catalog.get(
                        "forbidden-write-instead",
                        &args!("file" => shown, "line" => r.line, "found" => r.found, "instead" => instead),
                    ),
                    None => {
                        let why = catalog.get(r.reason, &args!("found" => r.found));
                        format!("{shown}:{}:{}: {why}", r.line, r.column)
                    }
                })
                .collect();
            // Why conveyor, said once under the lines to change rather than on each.
            if refusals.iter().any(|r| r.replacement.is_some()) {
                lines.push(catalog.text("forbidden-conveyor-why"));
            }
            return stopped(verdict, Class::ForbiddenApi, lines.join("\n"));
        }
        // A file that does not parse is left to the compiler, which explains better.
        _ => {}
    }
    // Two graders using the same scratch slot (two terminals, parallel tests) take turns.
    let _slot = lock_slot(job);
    // This grading's share of the cores, if one is free: checks beside it take more.
    let _core = cores::try_take();
    progress(Progress::Building);
    let build_timeout = settings.build_timeout.unwrap_or(compile::BUILD_TIMEOUT);
    let bound = compile::Bound {
        limit: build_timeout,
        cancel: Some(job.cancel.clone()),
        reuse: job.reuse,
    };
    let build = |programs| compile::build(job.ws, job.lesson, ex, job.source, job.slot, programs, &bound);
    let mut built = match build(Programs::Checks) {
        Ok(built) => built,
        Err(e) => {
            return match build_failure(e, &shown, build_timeout, catalog) {
                Ok((class, message)) => stopped(verdict, class, message),
                Err(message) => {
                    verdict.status = Status::Error;
                    verdict.message = Some(message);
                    verdict
                }
            };
        }
    };
    // What syn cannot read was not scanned: it may be graded only if the compiler rejects it.
    if let Err(e) = &scanned {
        let message = catalog.get("forbidden-unparsed", &args!("file" => shown, "error" => e));
        return stopped(verdict, Class::ForbiddenApi, message);
    }
    let mut earned_all = true;
    let mut spun = false;
    let total = ex.checks.len();
    // What the exercise's checks may still spend together, of their own time.
    let mut exercise_left = exercise_budget(wall(job));
    // The explored checks first: their verdicts are the same on every run. The program's
    // output on real threads is compared only when they found nothing, because a buggy
    // program on real threads may hang in one run and finish in the next.
    // Between the two, each explored check's scenarios once on real threads, for the same
    // reason only then: code right only under the explorer is wrong, but real threads do
    // not give the same answer on every run.
    // Each of the first two phases runs its checks side by side (`ahead.rs`) and takes
    // their results in this order, so the verdict is the one of running them in turn.
    let explored: Vec<usize> = (0..total)
        .filter(|&i| ex.checks[i].kind != CheckKind::Snapshot)
        .filter(|&i| job.replay.as_ref().is_none_or(|(name, _)| *name == ex.checks[i].name))
        .collect();
    let speculative = speculative_limit(job, budget, exercise_left);
    let replay = job.replay.as_ref().map(|(_, replay)| replay.clone());
    let explored_done = std::thread::scope(|scope| {
        let mut ahead = Ahead::start(
            scope,
            explored.len(),
            cores::try_take_up_to(explored.len().saturating_sub(1)),
            speculative,
            job.cancel,
            |at, cancel: &Cancel| {
                let spec = &ex.checks[explored[at]];
                launch(
                    job,
                    &built,
                    spec,
                    replay.clone(),
                    false,
                    limits(job, speculative),
                    cancel,
                )
            },
        );
        for (at, &index) in explored.iter().enumerate() {
            if job.cancel.is_cancelled() {
                return false;
            }
            let spec = &ex.checks[index];
            // One check that ran into its wall-clock limit costs that limit once: code that
            // spins would make every later check wait just as long. The rule: after the first
            // check stopped by the clock, no further check runs (each says why). The checks are
            // taken in the same order every time, so the verdict is the same every time.
            if spun {
                earned_all = false;
                let mut skipped = CheckVerdict::skipped(&spec.name);
                skipped.message = Some(catalog.get("spin-budget", &args!("seconds" => wall(job).as_secs())));
                verdict.checks[index] = skipped;
                continue;
            }
            progress(Progress::Checking {
                index,
                total,
                name: &spec.name,
            });
            let (limit, by) = limit(job, budget, exercise_left);
            let slot = if limit.is_zero() {
                budget_spent(job, CheckVerdict::skipped(&spec.name), by, catalog)
            } else {
                let Some(ran) = ahead.take(at) else { return false };
                cut_to(limit, ahead.limit, read(job, spec, ran, catalog), catalog)
            };
            let slot = within_budget(job, slot, limit, by, catalog);
            spend(budget, &mut exercise_left, &slot);
            progress(Progress::Checked {
                index,
                total,
                verdict: &slot,
            });
            earned_all &= slot.status == CheckStatus::Pass;
            spun |= stopped_by_clock(&slot);
            if spun {
                ahead.stop_after(at);
            }
            verdict.checks[index] = slot;
        }
        true
    });
    if !explored_done {
        return verdict;
    }
    let explored_failed = verdict.checks.iter().any(|c| c.status == CheckStatus::Fail);
    // After a check stopped by the clock, none runs; the explored verdicts stay.
    if job.replay.is_none() && !spun && !explored_failed {
        let speculative = speculative_limit(job, budget, exercise_left);
        let real_done = std::thread::scope(|scope| {
            let mut ahead = Ahead::start(
                scope,
                explored.len(),
                cores::try_take_up_to(explored.len().saturating_sub(1)),
                speculative,
                job.cancel,
                |at, cancel: &Cancel| {
                    let spec = &ex.checks[explored[at]];
                    launch(job, &built, spec, None, true, limits(job, speculative), cancel)
                },
            );
            for (at, &index) in explored.iter().enumerate() {
                if job.cancel.is_cancelled() {
                    return false;
                }
                let spec = &ex.checks[index];
                let (limit, by) = limit(job, budget, exercise_left);
                let slot = if limit.is_zero() {
                    budget_spent(job, CheckVerdict::skipped(&spec.name), by, catalog)
                } else {
                    let Some(ran) = ahead.take(at) else { return false };
                    cut_to(limit, ahead.limit, read(job, spec, ran, catalog), catalog)
                };
                let slot = within_budget(job, slot, limit, by, catalog);
                spend(budget, &mut exercise_left, &slot);
                spun |= stopped_by_clock(&slot);
                let checked = &mut verdict.checks[index];
                checked.millis += slot.millis;
                if slot.status != CheckStatus::Pass {
                    earned_all = false;
                    *checked = slot;
                    // The first failure on real threads ends the phase, as in turn.
                    ahead.stop_after(at);
                    break;
                }
            }
            true
        });
        if !real_done {
            return verdict;
        }
    }
    for index in (0..total).filter(|&i| ex.checks[i].kind == CheckKind::Snapshot) {
        if job.cancel.is_cancelled() {
            return verdict;
        }
        let spec = &ex.checks[index];
        if job.replay.as_ref().is_some_and(|(name, _)| *name != spec.name) {
            continue;
        }
        if spun {
            earned_all = false;
            let mut skipped = CheckVerdict::skipped(&spec.name);
            skipped.message = Some(catalog.get("spin-budget", &args!("seconds" => wall(job).as_secs())));
            verdict.checks[index] = skipped;
            continue;
        }
        let explored_failed = verdict.checks.iter().any(|c| c.status == CheckStatus::Fail);
        if explored_failed && !settings.compare_output_always {
            earned_all = false;
            continue;
        }
        progress(Progress::Checking {
            index,
            total,
            name: &spec.name,
        });
        // The given main is built only now that its output is compared.
        if built.main.is_none() {
            match build(Programs::ChecksAndMain) {
                Ok(with_main) => built = with_main,
                Err(e) => {
                    let slot = CheckVerdict::skipped(&spec.name);
                    let slot = match build_failure(e, &shown, build_timeout, catalog) {
                        Ok((class, message)) => failed(slot, class, message),
                        Err(message) => grader_error(slot, message),
                    };
                    earned_all = false;
                    verdict.checks[index] = slot;
                    continue;
                }
            }
        }
        let (limit, by) = limit(job, budget, exercise_left);
        let slot = if limit.is_zero() {
            budget_spent(job, CheckVerdict::skipped(&spec.name), by, catalog)
        } else {
            run_check(job, &built, spec, None, false, limit, catalog)
        };
        let slot = within_budget(job, slot, limit, by, catalog);
        spend(budget, &mut exercise_left, &slot);
        progress(Progress::Checked {
            index,
            total,
            verdict: &slot,
        });
        earned_all &= slot.status == CheckStatus::Pass;
        spun |= stopped_by_clock(&slot);
        verdict.checks[index] = slot;
    }
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
    verdict.points = if earned_all && verdict.status == Status::Pass {
        ex.points
    } else {
        0
    };
    // The programs name the file they were compiled from where they panic: a copy (of a
    // submission), or another file with the same text (from the cache).
    let here = std::path::absolute(job.file).unwrap_or_else(|_| job.file.to_path_buf());
    let from = &built.compiled_from;
    let names = [
        from.display().to_string(),
        job.ws.show(from),
        here.display().to_string(),
        job.ws.show(job.file),
    ];
    relabel(&mut verdict, &names, &job.shown);
    verdict
}

/// Names the graded file as the student knows it, in every message of `verdict`.
fn relabel(verdict: &mut ExerciseVerdict, from: &[String], to: &str) {
    let fix = |text: &mut String| {
        for f in from.iter().filter(|f| f.as_str() != to) {
            if text.contains(f.as_str()) {
                *text = text.replace(f.as_str(), to);
            }
        }
    };
    if let Some(m) = verdict.message.as_mut() {
        fix(m);
    }
    for check in &mut verdict.checks {
        if let Some(m) = check.message.as_mut() {
            fix(m);
        }
        for line in &mut check.explanation {
            fix(line);
        }
        if let Some(d) = check.diff.as_mut() {
            fix(d);
        }
        // Where the code panicked (a `todo!()`), shown when the explanation is rendered.
        if let Some(file) = check
            .failure
            .as_mut()
            .and_then(|f| f.panic.as_mut())
            .and_then(|p| p.file.as_mut())
        {
            fix(file);
        }
    }
}

/// How long each check may run.
fn wall(job: &Job) -> Duration {
    job.settings
        .timeout
        .unwrap_or(Duration::from_secs(job.exercise.timeout))
}

/// A verdict decided before any check ran.
fn stopped(mut verdict: ExerciseVerdict, class: Class, message: String) -> ExerciseVerdict {
    verdict.status = Status::Fail;
    verdict.class = Some(class);
    verdict.message = Some(message);
    verdict
}

/// What a build that failed says: the class and message of the candidate's failure, or
/// (as the error) the message of a failure of the course or the machine.
fn build_failure(
    error: BuildError,
    shown: &str,
    limit: Duration,
    catalog: &Catalog,
) -> Result<(Class, String), String> {
    match error {
        BuildError::Timeout => Ok((
            Class::Timeout,
            catalog.get("build-timeout", &args!("file" => shown, "seconds" => limit.as_secs())),
        )),
        BuildError::CompileTime => Ok((
            Class::Timeout,
            catalog.get(
                "compile-cpu-limit",
                &args!("file" => shown, "seconds" => compile::CANDIDATE_COMPILE_CPU.min(limit).as_secs()),
            ),
        )),
        BuildError::Limit => Ok((
            Class::ResourceLimit,
            catalog.get(
                "build-limit",
                &args!(
                    "file" => shown,
                    "mib" => crate::sandbox::CANDIDATE_MEMORY / (1024 * 1024),
                    "file_mib" => crate::sandbox::CANDIDATE_FILE_SIZE / (1024 * 1024)
                ),
            ),
        )),
        BuildError::Student { rendered } => {
            let head = catalog.get("compile-error", &args!("file" => shown));
            Ok((Class::CompileError, format!("{head}\n{rendered}")))
        }
        BuildError::Api { rendered } => {
            let head = catalog.get("api-mismatch", &args!("file" => shown));
            Ok((Class::CompileError, format!("{head}\n{rendered}")))
        }
        BuildError::Setup(e) => Err(catalog.get("setup-error", &args!("error" => e))),
    }
}

/// Which budget bounds a check when it is less than its own limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum By {
    Check,
    Exercise,
    Submission,
}

/// How long the next check may run: its own limit, or what is left of the exercise's or
/// the submission's budget, whichever is least, and which that is.
fn limit(job: &Job, budget: &Budget, exercise_left: Duration) -> (Duration, By) {
    let mut least = (wall(job), By::Check);
    if exercise_left < least.0 {
        least = (exercise_left, By::Exercise);
    }
    if let Some(left) = budget.left()
        && left < least.0
    {
        least = (left, By::Submission);
    }
    least
}

/// The longest limit any check of a phase can be given at its turn: its own, unless the
/// submission's budget is shorter (the exercise's is three of its own). Checks that run
/// ahead (`ahead.rs`) are started with it and cut at their turn ([`cut_to`]).
fn speculative_limit(job: &Job, budget: &Budget, exercise_left: Duration) -> Duration {
    let mut longest = wall(job).min(exercise_left);
    if let Some(left) = budget.left() {
        longest = longest.min(left);
    }
    longest
}

/// A check's process limits under `limit`.
fn limits(job: &Job, limit: Duration) -> Limits {
    Limits {
        wall: limit,
        output: child::DEFAULT_OUTPUT,
        memory: Some(job.settings.memory.unwrap_or(child::DEFAULT_MEMORY)),
    }
}

/// A check stopped by the clock (code that spins, a budget spent): the checks after it
/// do not run.
fn stopped_by_clock(slot: &CheckVerdict) -> bool {
    slot.class == Some(Class::Timeout) && slot.failure.is_none()
}

/// A check run ahead with the limit `ran_with`, as if it had been run in turn with the
/// shorter `limit`: stopped there if it ran longer (or was stopped at its own, longer,
/// limit), else unchanged. Its limit only ever stops a check, so a check that finished
/// within `limit` has the verdict it would have had.
fn cut_to(limit: Duration, ran_with: Duration, slot: CheckVerdict, catalog: &Catalog) -> CheckVerdict {
    let over = slot.millis > limit.as_millis() as u64 || stopped_by_clock(&slot);
    if limit >= ran_with || !over {
        return slot;
    }
    let mut cut = CheckVerdict::skipped(&slot.name);
    cut.millis = limit.as_millis() as u64;
    failed(
        cut,
        Class::Timeout,
        catalog.get("timeout", &args!("seconds" => limit.as_secs())),
    )
}

/// What a check spent, taken off the exercise's and the submission's budgets.
fn spend(budget: &Budget, exercise_left: &mut Duration, slot: &CheckVerdict) {
    let spent = Duration::from_millis(slot.millis);
    *exercise_left = exercise_left.saturating_sub(spent);
    budget.spend(spent);
}

/// A check stopped by the clock while a budget, not its own limit, bounded it: a
/// timeout that says which budget was spent.
fn within_budget(job: &Job, slot: CheckVerdict, limit: Duration, by: By, catalog: &Catalog) -> CheckVerdict {
    let stopped = slot.class == Some(Class::Timeout) && slot.failure.is_none();
    if by == By::Check || !stopped || limit.is_zero() {
        return slot;
    }
    budget_spent(job, slot, by, catalog)
}

/// A check failed as a timeout because the exercise's or the submission's budget is spent.
fn budget_spent(job: &Job, slot: CheckVerdict, by: By, catalog: &Catalog) -> CheckVerdict {
    let per_check = wall(job).as_secs();
    let message = match by {
        By::Submission => catalog.get(
            "submission-budget",
            &args!("limit" => per_check, "times" => SUBMISSION_BUDGET),
        ),
        _ => catalog.get(
            "exercise-budget",
            &args!(
                "seconds" => exercise_budget(wall(job)).as_secs(),
                "limit" => per_check,
                "times" => EXERCISE_BUDGET
            ),
        ),
    };
    failed(slot, Class::Timeout, message)
}

fn run_check(
    job: &Job,
    built: &Built,
    spec: &CheckSpec,
    replay: Option<Replay>,
    real_threads: bool,
    limit: Duration,
    catalog: &Catalog,
) -> CheckVerdict {
    let limits = Limits {
        wall: limit,
        output: child::DEFAULT_OUTPUT,
        memory: Some(job.settings.memory.unwrap_or(child::DEFAULT_MEMORY)),
    };
    match spec.kind {
        CheckKind::Snapshot => match &built.main {
            Some(main) => snapshot::check(job, main, spec, limits, catalog),
            None => grader_error(
                CheckVerdict::skipped(&spec.name),
                catalog.get("setup-error", &args!("error" => "no main was built")),
            ),
        },
        CheckKind::Explore => explore(job, built, spec, replay, real_threads, limits, catalog),
    }
}

fn explore(
    job: &Job,
    built: &Built,
    spec: &CheckSpec,
    replay: Option<Replay>,
    real_threads: bool,
    limits: Limits,
    catalog: &Catalog,
) -> CheckVerdict {
    let ran = launch(job, built, spec, replay, real_threads, limits, job.cancel);
    read(job, spec, ran, catalog)
}

/// A check process that ran, as [`launch`] leaves it for [`read`].
pub(super) struct Ran {
    finished: std::io::Result<child::Finished>,
    /// What its report must carry.
    secret: String,
    limits: Limits,
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
    }
}

/// The verdict of a check that ran: its report, read with the catalog.
pub(super) fn read(job: &Job, spec: &CheckSpec, ran: Ran, catalog: &Catalog) -> CheckVerdict {
    let mut verdict = CheckVerdict::skipped(&spec.name);
    let Ran {
        finished,
        secret,
        limits,
    } = ran;
    let finished = match finished {
        Ok(finished) => finished,
        Err(e) => {
            return failed(verdict, Class::Crash, catalog.get("cannot-start", &args!("error" => e)));
        }
    };
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
        crate::clean::failure(failure);
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
                            "thread" => crate::timeline::thread_name(&s.thread, catalog),
                            "call" => crate::timeline::compact(call, catalog)
                        ),
                    ),
                    None => crate::timeline::thread_name(&s.thread, catalog),
                })
                .collect();
            // A stub's todo!() is met on every interleaving: there is nothing to replay.
            let replay = |schedule: &str| {
                format!(
                    "grader check {} --replay {}:{}:{}",
                    job.exercise.id(),
                    spec.name,
                    failure.variant,
                    schedule
                )
            };
            let schedule = failure
                .schedule
                .as_deref()
                .filter(|_| failure.finding.class != Class::NotDone);
            verdict.replay = schedule.map(replay);
            verdict.replay_typed = schedule
                .and_then(|s| crate::replays::shorten(job.ws, s))
                .map(|s| replay(&s));
            verdict.timeline = crate::timeline::rows(&failure, catalog);
            verdict.explanation = crate::timeline::cause_sentences(&failure, catalog);
            verdict
                .explanation
                .extend(crate::timeline::idle_sentence(&failure, catalog));
            verdict
                .explanation
                .extend(explanation(job, &verdict.timeline, &failure, catalog));
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
            *names = crate::timeline::thread_names(names, catalog);
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

/// Holds the scratch slot of `job` until dropped.
fn lock_slot(job: &Job) -> Option<std::fs::File> {
    let dir = job.ws.scratch_dir().join("ws");
    std::fs::create_dir_all(&dir).ok()?;
    let file = std::fs::File::create(dir.join(format!("{}-{}.lock", job.exercise.slug, job.slot))).ok()?;
    file.lock().ok()?;
    Some(file)
}

/// Who waits since when, and the student's function where the failing call lives.
/// A row marked as failing points at code only when the student's code panicked there;
/// an oracle that fails at the end of a scenario says nothing about where the bug is.
/// Where the trace blames a call of another thread (the one that notified without changing
/// anything, the one that changed something without notifying), that call's function is the
/// one to look at, not the one the waiting thread is stuck in.
fn explanation(
    job: &Job,
    rows: &[crate::timeline::Row],
    failure: &grader_report::report::Failure,
    catalog: &Catalog,
) -> Vec<String> {
    use crate::timeline::Mark;
    let panicked = failure.panic.is_some();
    let mut out = crate::timeline::stuck_sentences(rows, catalog);
    let mut pointed: Vec<String> = Vec::new();
    let culprit = failure.cause.as_ref().and_then(grader_report::trace::Cause::culprit);
    let texts: Vec<&str> = match culprit {
        Some(c) => vec![c.call.as_str()],
        None => rows
            .iter()
            .filter(|r| r.mark == Some(Mark::Stuck) || (panicked && r.mark == Some(Mark::Fails)))
            .map(|r| r.text.as_str())
            .collect(),
    };
    for text in texts {
        let name: String = text
            .split('(')
            .next()
            .unwrap_or("")
            .rsplit('.')
            .next()
            .unwrap_or("")
            .to_string();
        if name.is_empty() || pointed.contains(&name) {
            continue;
        }
        if let Some(line) = job.source.function_line(&name) {
            let file = &job.shown;
            out.push(catalog.get(
                "timeline-look-at",
                &args!("function" => format!("{name}()"), "file" => file, "line" => line),
            ));
            pointed.push(name);
        }
    }
    out
}
