//! The check binary's `main`: what the grader calls, once per check.
//!
//! `checks list` prints the check names as JSON; `checks run REQUEST_JSON OUT_FILE`
//! runs one check and writes its [`Report`] to OUT_FILE. The report carries the secret
//! the grader put in `GRADER_SECRET`, which is taken out of the environment before any
//! student code runs, so a program cannot forge a passing report by printing one.

use crate::explore::{self, DEFAULT_MAX_STEPS};
use crate::report::{PanicSite, Report, Request, Search};
use crate::scenario::Check;
use std::sync::Mutex;

static LAST_PANIC: Mutex<Option<PanicSite>> = Mutex::new(None);

pub(crate) fn forget_panic() {
    *LAST_PANIC.lock().unwrap_or_else(|e| e.into_inner()) = None;
}

pub(crate) fn last_panic() -> Option<PanicSite> {
    LAST_PANIC.lock().unwrap_or_else(|e| e.into_inner()).clone()
}

pub fn main(checks: &[Check]) {
    // SAFETY: nothing else runs yet, so nothing reads the environment concurrently.
    let secret = std::env::var("GRADER_SECRET").unwrap_or_default();
    unsafe { std::env::remove_var("GRADER_SECRET") };
    // shuttle installs its own panic hook, which prints two lines for every panic, once,
    // at its first execution: let it do so now, then put ours in its place.
    shuttle::Runner::new(shuttle::scheduler::RoundRobinScheduler::new(1), shuttle::Config::new()).run(|| {});
    // Panics are expected (that is how executions fail): keep where they happened, quietly.
    std::panic::set_hook(Box::new(|info| {
        if info.payload().is::<crate::oracle::CheckFailed>() {
            return;
        }
        if let Ok(mut last) = LAST_PANIC.try_lock()
            && last.is_none()
        {
            let mut site = PanicSite::here(info);
            site.thread = conveyor::probe::current_name_in_panic();
            *last = Some(site);
        }
    }));

    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["list"] => {
            let names: Vec<&str> = checks.iter().map(|c| c.name).collect();
            println!("{}", serde_json::to_string(&names).expect("names serialise"));
        }
        ["run", request, out] => {
            let request: Request =
                serde_json::from_str(request).unwrap_or_else(|e| usage(&format!("bad request: {e}")));
            let report = run_check(checks, &request, secret);
            let json = serde_json::to_string(&report).expect("report serialises");
            std::fs::write(out, json).unwrap_or_else(|e| usage(&format!("cannot write {out}: {e}")));
        }
        ["stress", check, variant, seconds] => {
            let report = crate::stress::run(checks, check, variant, seconds).unwrap_or_else(|e| usage(&e));
            println!("{}", serde_json::to_string(&report).expect("report serialises"));
        }
        _ => usage("usage: checks list | checks run REQUEST_JSON OUT_FILE | checks stress CHECK SCENARIO SECONDS"),
    }
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
    };
    if let Some(replay) = &request.replay {
        let variant = variants
            .get(replay.variant)
            .unwrap_or_else(|| usage(&format!("{} has no scenario {}", check.name, replay.variant)));
        let outcome = explore::replay(replay.variant, variant, &replay.schedule, max_steps);
        report.schedules = outcome.schedules;
        report.passed = outcome.failure.is_none();
        report.failure = outcome.failure;
        return report;
    }
    let once = [Search::Random { seed: 0, iterations: 1 }];
    for (index, variant) in variants.iter().enumerate() {
        let searches = if variant.sequential {
            &once[..]
        } else {
            &request.search[..]
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
