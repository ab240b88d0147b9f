//! mutant: each order is run and waited on (with its timeout) before the next is handed out
//! class: not-concurrent
//! check: others-on-time

use conveyor::sync::{Arc, Condvar, Mutex};
use conveyor::thread;
use conveyor::time::Instant;
use conveyor::{Pending, WorkerPool};
use std::time::Duration;

/// Given: makes an invoice's PDF, which takes `pdf` (a pause), and returns the amount plus
/// 20 % VAT; `Err("invalid amount")` at once when the amount is 0 or less.
fn invoice(amount: i64, pdf: Duration) -> Result<i64, String> {
    if amount <= 0 {
        return Err("invalid amount".to_string());
    }
    thread::sleep(pdf);
    Ok(amount + amount / 5)
}

/// When each task started: filled in by its worker, waited on by the caller.
struct Starts {
    at: Mutex<Vec<Option<Instant>>>,
    changed: Condvar,
}

impl Starts {
    fn mark(&self, task: usize) {
        self.at.lock().unwrap_or_else(|e| e.into_inner())[task] = Some(Instant::now());
        self.changed.notify_all();
    }

    fn wait_for(&self, task: usize) -> Instant {
        let at = self.at.lock().unwrap_or_else(|e| e.into_inner());
        let at = self
            .changed
            .wait_while(at, |at| at[task].is_none())
            .unwrap_or_else(|e| e.into_inner());
        at[task].expect("started")
    }
}

/// The invoices of `orders` in order; one whose own run exceeds `limit` is `Err("timeout")`.
pub fn invoices_with_timeout(orders: &[(u32, i64, u64)], workers: usize, limit: Duration) -> Vec<Result<i64, String>> {
    let starts = Arc::new(Starts {
        at: Mutex::new(vec![None; orders.len()]),
        changed: Condvar::new(),
    });
    let pool = WorkerPool::new(workers, {
        let starts = starts.clone();
        move |(task, amount, ms): (usize, i64, u64)| {
            starts.mark(task);
            invoice(amount, Duration::from_millis(ms))
        }
    });
    let results = orders
        .iter()
        .enumerate()
        .map(|(task, &(_, amount, ms))| {
            let ticket: Pending<i64> = pool.run((task, amount, ms));
            // Its own deadline: limit from when a worker took it, whatever waited before.
            let started = starts.wait_for(task);
            ticket.wait_timeout(limit.saturating_sub(started.elapsed()))
        })
        .collect();
    pool.close();
    results
}
