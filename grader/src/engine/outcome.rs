//! How a check ends when it did not pass, in one place: failed with a class, over one of
//! its limits, crashed, not started, or not run by the grader's own fault. The judge and the output
//! check (`engine/snapshot.rs`) both end their checks here.

use crate::boundary::child::{self, Limits};
use crate::verdict::said::Said;
use crate::verdict::{CheckStatus, CheckVerdict};
use grader_report::{Class, args};

/// A check that ran into a limit: `timeout`, or `resource-limit` for output and memory.
/// A child stopped by one of its limits. `timeout_key` explains running out of time:
/// a check that spins (`timeout`) or a program that hangs on real threads (`main-timeout`).
pub fn over_limit(
    verdict: CheckVerdict,
    finished: &child::Finished,
    limits: Limits,
    timeout_key: &str,
) -> CheckVerdict {
    match finished.limit() {
        Some(child::Limit::Timeout) => failed(
            verdict,
            Class::Timeout,
            Said::key(timeout_key, args!("seconds" => limits.wall.as_secs())),
        ),
        Some(child::Limit::Output) => {
            let stream = if finished.stdout.cut {
                &finished.stdout
            } else {
                &finished.stderr
            };
            let first: Vec<&str> = stream.text.lines().take(8).collect();
            let output = first
                .iter()
                .map(|l| l.chars().take(160).collect::<String>())
                .collect::<Vec<_>>()
                .join("\n");
            failed(
                verdict,
                Class::ResourceLimit,
                Said::key("output-flood", args!("kib" => limits.output / 1024, "output" => output)),
            )
        }
        Some(child::Limit::Memory) => failed(
            verdict,
            Class::ResourceLimit,
            Said::key(
                "out-of-memory",
                args!("mib" => limits.memory.unwrap_or(0) / (1024 * 1024)),
            ),
        ),
        Some(child::Limit::Threads) => failed(
            verdict,
            Class::ResourceLimit,
            Said::key("too-many-threads", args!("threads" => child::RUN_THREADS)),
        ),
        None => failed(verdict, Class::Crash, crash(finished)),
    }
}

/// How a child that did not report ended.
pub fn crash(finished: &child::Finished) -> Said {
    if finished.stderr.text.contains("has overflowed its stack") {
        return Said::plain("crash-stack-overflow");
    }
    match (finished.signal(), finished.status.and_then(|s| s.code())) {
        (Some(signal), _) => Said::key("crash-signal", args!("signal" => signal)),
        (None, Some(code)) => Said::key("crash-exit", args!("code" => code)),
        _ => Said::plain("crash-unknown"),
    }
}

/// A check whose program could not be started. The candidate's code has not run yet, so
/// the start fails by the grader's or the machine's fault (a boundary that cannot be set
/// up, a program missing, the machine out of processes): an error that never costs
/// points. The one way the candidate's program can refuse to start is to need more memory
/// than its limit before its first instruction (ENOMEM from exec): a resource limit.
pub fn not_started(verdict: CheckVerdict, error: &std::io::Error, limits: Limits) -> CheckVerdict {
    if error.raw_os_error() == Some(libc::ENOMEM) {
        let mib = limits.memory.unwrap_or(0) / (1024 * 1024);
        return failed(
            verdict,
            Class::ResourceLimit,
            Said::key("out-of-memory", args!("mib" => mib)),
        );
    }
    grader_error(verdict, Said::key("cannot-start", args!("error" => error)))
}

/// A check the grader itself could not run (the course or the machine at fault): failed
/// with no class, so the exercise's verdict is an error and never the student's bug.
pub fn grader_error(mut verdict: CheckVerdict, said: Said) -> CheckVerdict {
    verdict.status = CheckStatus::Fail;
    verdict.class = None;
    verdict.said = Some(said);
    verdict
}

pub fn failed(mut verdict: CheckVerdict, class: Class, said: Said) -> CheckVerdict {
    verdict.status = CheckStatus::Fail;
    verdict.class = Some(class);
    verdict.said = Some(said);
    verdict
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_program_that_cannot_start_is_the_graders_error_unless_it_needs_too_much_memory() {
        let limits = Limits {
            wall: Duration::from_secs(1),
            output: 1024,
            memory: Some(64 * 1024 * 1024),
        };
        let start = |errno| {
            let error = std::io::Error::from_raw_os_error(errno);
            not_started(CheckVerdict::skipped("fifo"), &error, limits)
        };
        let grader_s = start(libc::EAGAIN);
        assert_eq!((grader_s.status, grader_s.class), (CheckStatus::Fail, None));
        let cannot = std::io::Error::from_raw_os_error(libc::EAGAIN);
        assert_eq!(grader_s.said, Some(Said::key("cannot-start", args!("error" => cannot))));
        let missing = start(libc::ENOENT);
        assert_eq!(missing.class, None);
        let too_big = start(libc::ENOMEM);
        assert_eq!(too_big.class, Some(Class::ResourceLimit));
        assert_eq!(
            too_big.said,
            Some(Said::key("out-of-memory", args!("mib" => 64))),
            "the limit is named"
        );
    }
}
