//! The task watches its own clock: the PDF is made in slices of 10 ms, and after each one
//! the task looks whether its own run has gone over the limit. Then it gives up at once and
//! its worker is free for the next order; the tickets are waited on plainly.

use conveyor::thread;
use conveyor::time::Instant;
use conveyor::{Pending, WorkerPool};
use std::time::Duration;

/// The PDF in slices; `Err("timeout")` as soon as the run is over `limit`.
fn invoice_within(amount: i64, pdf: Duration, limit: Duration) -> Result<i64, String> {
    if amount <= 0 {
        return Err("invalid amount".to_string());
    }
    let start = Instant::now();
    let slice = Duration::from_millis(10);
    let mut left = pdf;
    while !left.is_zero() {
        let step = left.min(slice);
        thread::sleep(step);
        left -= step;
        if start.elapsed() > limit {
            return Err("timeout".to_string());
        }
    }
    Ok(amount + amount / 5)
}

pub fn invoices_with_timeout(orders: &[(u32, i64, u64)], workers: usize, limit: Duration) -> Vec<Result<i64, String>> {
    let pool = WorkerPool::new(workers, move |(amount, ms): (i64, u64)| {
        invoice_within(amount, Duration::from_millis(ms), limit)
    });
    let tickets: Vec<Pending<i64>> = orders.iter().map(|&(_, amount, ms)| pool.run((amount, ms))).collect();
    tickets.into_iter().map(Pending::wait).collect()
}
