//! mutant: the count is read, then written back one higher, in two steps: two workers can both report the same number
//! class: wrong-output
//! check: counts-one-by-one

use conveyor::sync::Arc;
use conveyor::sync::atomic::{AtomicUsize, Ordering};
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
    let finished = Arc::new(AtomicUsize::new(0));
    let pool = WorkerPool::new(workers, move |amount: i64| {
        let result = invoice(amount);
        // Count and report in one step: with the lock held, no other worker can count in
        // between, so 3 is reported before 4 and no number twice.
        let so_far = finished.load(Ordering::SeqCst) + 1;
        finished.store(so_far, Ordering::SeqCst);
        done(so_far, count);
        result
    });
    let tickets: Vec<Pending<i64>> = orders.iter().map(|&(_, amount)| pool.run(amount)).collect();
    let results = tickets.into_iter().map(Pending::wait).collect();
    pool.close();
    results
}
