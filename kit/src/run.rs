//! The check binary's `main`: what the grader calls, once per check.
//!
//! `checks list` prints the check names as JSON; `checks run` reads one [`Order`] (the
//! request and a secret) from its standard input, runs that check and writes its
//! [`Report`] to file descriptor 3, a pipe the grader made and handed down. Both are
//! taken before any code of the student's runs, and neither is a path, an argument or a
//! variable: the student's code (no `unsafe`, no `std::fs`, no `/proc` under the
//! grader's boundary) can neither read the secret nor write to the report's pipe. What
//! it prints on stdout or stderr is only ever shown, never read as a report.

use crate::channel::{NoScenario, Order, Part, Report, Request, Search};
use crate::explore::{self, DEFAULT_MAX_STEPS};
use crate::scenario::{Check, Runs};
use std::io::{Read, Write};

/// The report's pipe, as the grader hands it down.
pub use grader_report::REPORT_FD;
/// The most of an order read from stdin.
const ORDER_CAP: u64 = 1024 * 1024;

pub fn main(checks: &[Check]) {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let running = args.first().map(String::as_str) == Some("run");
    // The order and the report's pipe, before anything else runs.
    let order = running.then(read_order);
    let report_pipe = running.then(take_report_pipe);
    if running {
        // Best effort: without it, the explored executions print where they always did.
        let _ = crate::explore::printed::count_per_execution();
        start_no_programs();
        #[cfg(target_os = "linux")]
        crate::seccomp::deny_for_check();
    }
    explore::execution::watch_panics();

    match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["list"] => {
            let names: Vec<&str> = checks.iter().map(|c| c.name).collect();
            println!("{}", serde_json::to_string(&names).expect("names serialise"));
        }
        ["run"] => {
            let order = order.expect("read above");
            let mut pipe = report_pipe.expect("taken above");
            crate::panics::not_done_at(order.request.not_done_at.clone());
            let report = off_the_main_thread(|| run_check(checks, &order.request, order.secret));
            let json = serde_json::to_string(&report).expect("report serialises");
            if let Err(e) = pipe.write_all(json.as_bytes()) {
                usage(&format!("cannot write the report: {e}"));
            }
        }
        ["stress", check, variant, seconds] => {
            let report = crate::stress::run(checks, check, variant, seconds).unwrap_or_else(|e| usage(&e.to_string()));
            println!("{}", serde_json::to_string(&report).expect("report serialises"));
        }
        _ => usage(
            "usage: checks list | checks run (an order on stdin, the report to fd 3) | checks stress CHECK SCENARIO SECONDS",
        ),
    }
}

/// Runs the check on a thread of its own, named as the main thread, with its stack. Why:
/// every explored task allocates on the thread that runs the explorer, and glibc serves
/// the process's main thread from its main arena, at low addresses, but any other thread
/// from an arena of its own, high up, as it serves the real threads of the last phase. So
/// a `Box`'s address told a program where it runs, and it could keep its bug for the real
/// threads (a red team did, in seven exercises). Run off the main thread, the explorer's
/// heap looks like a real thread's, and a program that takes its "real" path takes it
/// where it is explored too, and is judged there. (The other way round, real threads made
/// to look explored, would leave the real path unjudged: docs/security.md.)
fn off_the_main_thread<R: Send>(check: impl FnOnce() -> R + Send) -> R {
    std::thread::scope(|scope| {
        let thread = std::thread::Builder::new()
            .name("main".into())
            .stack_size(MAIN_STACK)
            .spawn_scoped(scope, check)
            .unwrap_or_else(|e| usage(&format!("cannot start the check's thread: {e}")));
        thread.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

/// The stack of the thread a check runs on: a main thread's (8 MiB, Linux's default).
const MAIN_STACK: usize = 8 << 20;

/// From here on this process may start no program, not even its own again
/// (`/proc/self/exe`): the grader's Landlock domain had to let the check execute its
/// program to start it, and this layer, stacked on that domain, takes the right back
/// before any code of the candidate's runs. Best effort, like the grader's: where
/// Landlock is missing the grader has already said so.
#[cfg(target_os = "linux")]
fn start_no_programs() {
    use landlock::{AccessFs, CompatLevel, Compatible, Ruleset, RulesetAttr};
    let _ = Ruleset::default()
        .set_compatibility(CompatLevel::BestEffort)
        .handle_access(AccessFs::Execute)
        .and_then(|r| r.create())
        .and_then(|r| r.restrict_self());
}

#[cfg(not(target_os = "linux"))]
fn start_no_programs() {}

/// Reads the grader's order from stdin, to its end, into a buffer made once at its cap:
/// grown as the reads came (how many bytes each gets depends on when the grader's writes
/// arrive), the heap would be laid out differently from run to run, and with it the
/// address of everything the candidate's code allocates later, which it can read.
fn read_order() -> Order {
    let mut bytes = Vec::with_capacity(ORDER_CAP as usize);
    if let Err(e) = std::io::stdin().take(ORDER_CAP).read_to_end(&mut bytes) {
        usage(&format!("cannot read the order: {e}"));
    }
    serde_json::from_slice(&bytes).unwrap_or_else(|e| usage(&format!("bad order: {e}")))
}

/// The pipe on [`REPORT_FD`], owned from here on; refused unless it is a pipe.
fn take_report_pipe() -> std::fs::File {
    // SAFETY: fstat only writes into the buffer it is given.
    let mut stat: libc::stat = unsafe { std::mem::zeroed() };
    if unsafe { libc::fstat(REPORT_FD, &mut stat) } != 0 || stat.st_mode & libc::S_IFMT != libc::S_IFIFO {
        usage("fd 3 is not the grader's report pipe");
    }
    // SAFETY: fd 3 is open (fstat succeeded) and nothing else in this process owns it:
    // it was inherited, and no code has run yet that could have taken it.
    let fd = unsafe { <std::os::fd::OwnedFd as std::os::fd::FromRawFd>::from_raw_fd(REPORT_FD) };
    // SAFETY: fcntl on a file descriptor this process owns.
    unsafe { libc::fcntl(REPORT_FD, libc::F_SETFD, libc::FD_CLOEXEC) };
    std::fs::File::from(fd)
}

fn usage(message: &str) -> ! {
    eprintln!("{message}");
    std::process::exit(2)
}

fn run_check(checks: &[Check], request: &Request, secret: String) -> Report {
    let check = checks
        .iter()
        .find(|c| c.name == request.check)
        .unwrap_or_else(|| usage(&format!("no check named {}", request.check)));
    let max_steps = request.max_steps.unwrap_or(DEFAULT_MAX_STEPS);
    let variants = check.variants();
    let mut report = Report {
        secret,
        check: check.name.to_string(),
        passed: true,
        schedules: 0,
        failure: None,
        no_scenario: None,
    };
    if let Some(replay) = &request.replay {
        // Said in the report rather than by an exit of this process, which the grader would
        // have to tell from the candidate's crash: the replay's usage error, found before
        // any code of the candidate's ran.
        let Some(variant) = variants.get(replay.variant) else {
            report.passed = false;
            report.no_scenario = Some(NoScenario {
                asked: replay.variant,
                scenarios: variants.len(),
            });
            return report;
        };
        let outcome = explore::replay(replay.variant, variant, &replay.schedule, max_steps)
            .unwrap_or_else(|e| usage(&format!("the schedule to replay does not decode: {e}")));
        report.schedules = outcome.schedules;
        report.passed = outcome.failure.is_none();
        report.failure = outcome.failure;
        return report;
    }
    let once = [Search::Random { seed: 0, iterations: 1 }];
    if let Some(part) = request.real_threads {
        return on_real_threads(&variants, part, max_steps, report);
    }
    for (index, variant) in variants.iter().enumerate() {
        let searches = match variant.runs {
            Runs::Explored => &request.search[..],
            Runs::Sequential => &once[..],
            Runs::RealThreads => &[][..],
        };
        for search in searches {
            let outcome = explore::search(index, variant, search, max_steps);
            report.schedules += outcome.schedules;
            if let Some(failure) = outcome.failure {
                report.passed = false;
                report.failure = Some(failure);
                return report;
            }
        }
    }
    report
}

/// Each scenario once on real threads: right only under the explorer is wrong. Not a
/// scenario whose oracles judge what only the explorer observes (virtual times: how long
/// a call took, how many tasks were busy at once; the channels made and their backlog):
/// real threads have no such facts, and a verdict on real time would differ from run to
/// run. One execution under the explorer tells which those are; what
/// it finds is not judged here (the explored run did that).
/// Only the scenarios of `part`: the grader runs a check's parts side by side.
fn on_real_threads(variants: &[crate::scenario::Variant], part: Part, max_steps: usize, mut report: Report) -> Report {
    let once = Search::Random { seed: 0, iterations: 1 };
    for (index, variant) in variants.iter().enumerate().filter(|(index, _)| part.takes(*index)) {
        if variant.runs != Runs::RealThreads {
            crate::probe::take_judged_explored_only();
            let _ = explore::search(index, variant, &once, max_steps);
            crate::panics::forget_panic();
            if crate::probe::take_judged_explored_only() {
                continue;
            }
        }
        if let Some(failure) = crate::stress::once(index, variant) {
            report.passed = false;
            report.failure = Some(failure);
            return report;
        }
    }
    report
}
