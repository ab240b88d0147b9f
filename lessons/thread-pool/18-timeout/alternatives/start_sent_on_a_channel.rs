//! Each task gets a channel of its own on which its worker sends the moment it starts; the
//! caller receives that moment, then gives the ticket the rest of the limit.

use conveyor::WorkerPool;
use conveyor::sync::mpsc::{self, Sender};
use conveyor::thread;
use conveyor::time::Instant;
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

pub fn invoices_with_timeout(orders: &[(u32, i64, u64)], workers: usize, limit: Duration) -> Vec<Result<i64, String>> {
    let pool = WorkerPool::new(workers, |(amount, ms, started): (i64, u64, Sender<Instant>)| {
        let _ = started.send(Instant::now());
        invoice(amount, Duration::from_millis(ms))
    });
    let mut waiting = Vec::new();
    for &(_, amount, ms) in orders {
        let (started, start) = mpsc::channel();
        waiting.push((start, pool.run((amount, ms, started))));
    }
    let mut results = Vec::new();
    for (start, ticket) in waiting {
        let started = start.recv().expect("the worker says when it starts");
        results.push(ticket.wait_timeout(limit.saturating_sub(started.elapsed())));
    }
    drop(pool);
    results
}
