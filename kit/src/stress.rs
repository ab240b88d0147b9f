//! The comparison the explorer is measured against: the same scenario run again and
//! again on real threads, as a stress test would, until it fails or time runs out.
//! Only for the benchmark; verdicts never depend on it.

use crate::scenario::Check;
use serde::Serialize;
use std::sync::mpsc;
use std::time::{Duration, Instant};

#[derive(Debug, Serialize)]
pub struct StressReport {
    pub runs: u64,
    pub seconds: f64,
    /// Runs made before the first failure, if one came.
    pub failed_after: Option<u64>,
    /// A run that did not finish within a second: on real threads a deadlock just hangs.
    pub hung: bool,
}

pub fn run(checks: &[Check], check: &str, variant: &str, seconds: &str) -> Result<StressReport, String> {
    let check = checks
        .iter()
        .find(|c| c.name == check)
        .ok_or(format!("no check named {check}"))?;
    let index: usize = variant.parse().map_err(|_| format!("bad scenario index {variant}"))?;
    let variant = check
        .variants()
        .into_iter()
        .nth(index)
        .ok_or(format!("no scenario {index}"))?;
    let limit = Duration::from_secs_f64(seconds.parse().map_err(|_| format!("bad seconds {seconds}"))?);
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
