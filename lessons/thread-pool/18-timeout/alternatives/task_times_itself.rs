//! A correct program of another shape (an outside tester's): the work times itself, and an
//! invoice that took longer than the limit from its own start is a timeout, whatever it
//! produced; every PDF is made, and the caller waits on the tickets in order.

use conveyor::thread;
use conveyor::time::Instant;
use conveyor::{Pending, WorkerPool};
use std::time::Duration;

fn invoice(amount: i64, pdf: Duration) -> Result<i64, String> {
    if amount <= 0 {
        return Err("invalid amount".to_string());
    }
    thread::sleep(pdf);
    Ok(amount + amount / 5)
}

/// The work times itself: an invoice that took longer than `limit` from its own start is a
/// timeout, whatever it produced; the caller waits on the tickets in order.
pub fn invoices_with_timeout(orders: &[(u32, i64, u64)], workers: usize, limit: Duration) -> Vec<Result<i64, String>> {
    let pool = WorkerPool::new(workers, move |(amount, pdf): (i64, u64)| {
        let start = Instant::now();
        let result = invoice(amount, Duration::from_millis(pdf));
        if result.is_ok() && start.elapsed() > limit {
            return Err("timeout".to_string());
        }
        result
    });
    let tickets: Vec<Pending<i64>> = orders.iter().map(|&(_, a, pdf)| pool.run((a, pdf))).collect();
    let results = tickets.into_iter().map(Pending::wait).collect();
    pool.close();
    results
}
