//! Each worker draws its number with fetch_add, then waits for its turn on a condvar, so the
//! numbers are reported in order even though they are drawn without a lock.

use conveyor::sync::atomic::{AtomicUsize, Ordering};
use conveyor::sync::{Arc, Condvar, Mutex};
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
    let count = orders.len();
    let drawn = Arc::new(AtomicUsize::new(0));
    let turn = Arc::new((Mutex::new(1usize), Condvar::new()));
    let pool = WorkerPool::new(workers, move |amount: i64| {
        let result = invoice(amount);
        let mine = drawn.fetch_add(1, Ordering::SeqCst) + 1;
        let (next, changed) = &*turn;
        let mut next = changed.wait_while(next.lock().unwrap(), |n| *n != mine).unwrap();
        done(mine, count);
        *next += 1;
        changed.notify_all();
        result
    });
    let tickets: Vec<Pending<i64>> = orders.iter().map(|&(_, amount)| pool.run(amount)).collect();
    tickets.into_iter().map(Pending::wait).collect()
}
