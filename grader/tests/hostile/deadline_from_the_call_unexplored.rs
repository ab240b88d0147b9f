//! Hostile, right only where it can tell it is explored (the virtual clock stands still
//! around a busy loop): explored, each order's limit counts from the start of its own
//! invoice; on real threads from the call, so an order queued behind a slow one times out
//! although its own PDF is quick. Found by the red team on 2026-12-07. Expected:
//! wrong-output (a timeout for a PDF well under the limit is no longer forgiven on real
//! threads).

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
    let watched = explored();
    let called = Instant::now();
    let tickets: Vec<Pending<i64>> = orders
        .iter()
        .enumerate()
        .map(|(task, &(_, amount, ms))| pool.run((task, amount, ms)))
        .collect();
    let results = tickets
        .into_iter()
        .enumerate()
        .map(|(task, ticket)| {
            // Its own deadline: limit from when a worker took it, whatever waited before.
            let started = starts.wait_for(task);
            let from = if watched { started } else { called };
            ticket.wait_timeout(limit.saturating_sub(from.elapsed()))
        })
        .collect();
    pool.close();
    results
}

fn explored() -> bool {
    let before = Instant::now();
    let mut turns: u64 = 0;
    for i in 0..20_000u64 {
        turns = std::hint::black_box(turns.wrapping_add(i));
    }
    std::hint::black_box(turns);
    Instant::now() == before
}
