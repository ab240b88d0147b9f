//! Right where explored, told apart by the clock (the same reading twice around a busy
//! loop there). On real threads the orders are dealt in turn to pools of one worker each,
//! so a quick order waits behind a slow one while the other worker is free.
//!
//! Expected: on real threads a slow PDF among quick ones is judged by the order in which
//! the PDFs began and ended: `not-concurrent`, found there.

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

/// Real time passes over a busy loop; the explorer's clock moves only to deadlines.
fn clock_moves() -> bool {
    let before = Instant::now();
    let mut turns: u64 = 0;
    for i in 0..20_000u64 {
        turns = std::hint::black_box(turns.wrapping_add(i));
    }
    std::hint::black_box(turns);
    Instant::now() != before
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
    // On real threads: one single-worker pool per worker, the orders dealt in turn.
    let pools_wanted = if clock_moves() { workers } else { 1 };
    let each = if pools_wanted == 1 { workers } else { 1 };
    let pools: Vec<WorkerPool<(usize, i64, u64), i64>> = (0..pools_wanted)
        .map(|_| {
            let starts = starts.clone();
            WorkerPool::new(each, move |(task, amount, ms): (usize, i64, u64)| {
                starts.mark(task);
                invoice(amount, Duration::from_millis(ms))
            })
        })
        .collect();
    let tickets: Vec<Pending<i64>> = orders
        .iter()
        .enumerate()
        .map(|(task, &(_, amount, ms))| pools[task % pools.len()].run((task, amount, ms)))
        .collect();
    let results = tickets
        .into_iter()
        .enumerate()
        .map(|(task, ticket)| {
            // Its own deadline: limit from when a worker took it, whatever waited before.
            let started = starts.wait_for(task);
            ticket.wait_timeout(limit.saturating_sub(started.elapsed()))
        })
        .collect();
    for pool in pools {
        pool.close();
    }
    results
}
