//! mutant: the invoices are listed in the order they finish, not in the orders' order
//! class: out-of-order
//! check: as-soon-as-done

use conveyor::sync::{Arc, Mutex};
use conveyor::thread;
use conveyor::{Pending, WorkerPool};
use std::time::Duration;

/// Given: makes an invoice's PDF (a pause of 50 ms) and returns the amount plus 20 % VAT;
/// `Err("invalid amount")` when the amount is 0 or less.
pub fn invoice(amount: i64) -> Result<i64, String> {
    if amount <= 0 {
        return Err("invalid amount".to_string());
    }
    thread::sleep(Duration::from_millis(50));
    Ok(amount + amount / 5)
}

/// The invoices of `orders` in the orders' order; `done(k, n)` as the k-th task finishes.
pub fn invoices_with_progress(
    orders: &[(u32, i64)],
    workers: usize,
    done: impl Fn(usize, usize) + Send + Sync + 'static,
) -> Vec<Result<i64, String>> {
    let count = orders.len();
    let finished = Arc::new(Mutex::new(Vec::new()));
    let list = finished.clone();
    let pool = WorkerPool::new(workers, move |amount: i64| {
        let result = invoice(amount);
        // Count and report in one step: with the lock held, no other worker can count in
        // between, so 3 is reported before 4 and no number twice.
        let mut so_far = finished.lock().unwrap_or_else(|e| e.into_inner());
        so_far.push(result.clone());
        done(so_far.len(), count);
        result
    });
    let tickets: Vec<Pending<i64>> = orders.iter().map(|&(_, amount)| pool.run(amount)).collect();
    for ticket in tickets {
        let _ = ticket.wait();
    }
    pool.close();
    let results = list.lock().unwrap().clone();
    results
}
