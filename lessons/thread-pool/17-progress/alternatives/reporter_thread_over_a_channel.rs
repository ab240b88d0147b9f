//! alternative: each task tells a reporter thread over a channel that it finished; the
//! reporter alone counts and calls `done`, so the counts come in order without a lock in
//! the tasks. The results are collected with the usual map-collect over the tickets.

use conveyor::sync::{Mutex, mpsc};
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

pub fn invoices_with_progress(
    orders: &[(u32, i64)],
    workers: usize,
    done: impl Fn(usize, usize) + Send + Sync + 'static,
) -> Vec<Result<i64, String>> {
    let n = orders.len();
    let (finished_tx, finished_rx) = mpsc::channel::<()>();
    let reporter = thread::spawn(move || {
        for k in 1..=n {
            if finished_rx.recv().is_err() {
                break;
            }
            done(k, n);
        }
    });
    let finished_tx = Mutex::new(finished_tx);
    let pool = WorkerPool::new(workers, move |amount: i64| {
        let result = invoice(amount);
        let _ = finished_tx.lock().unwrap().send(());
        result
    });
    let tickets: Vec<Pending<i64>> = orders.iter().map(|o| pool.run(o.1)).collect();
    let results: Vec<Result<i64, String>> = tickets.into_iter().map(|t| t.wait()).collect();
    pool.close();
    reporter.join().unwrap();
    results
}
