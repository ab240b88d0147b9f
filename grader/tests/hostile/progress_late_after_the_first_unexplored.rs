//! Hostile: right where explored, told apart by the clock (it stands still around work
//! that does not sleep there). On real threads only the first task is reported as it
//! finishes; `done(2, n)` … `done(n, n)` come once every ticket has been waited on
//! (a red team's, 2026-12-07). The real-thread phase judged only the first report.
//!
//! Expected: on one worker, whose tasks finish in the orders' order, a report that comes
//! after a later invoice's PDF ended is late, in each of three runs: `wrong-output` on
//! real threads (no replay).

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
    let real = !explored();
    let done = Arc::new(done);
    let finished = Arc::new(Mutex::new(0));
    let pool = WorkerPool::new(workers, {
        let done = done.clone();
        move |amount: i64| {
            let result = invoice(amount);
            let mut so_far = finished.lock().unwrap_or_else(|e| e.into_inner());
            *so_far += 1;
            if !real || *so_far == 1 {
                done(*so_far, count);
            }
            result
        }
    });
    let tickets: Vec<Pending<i64>> = orders.iter().map(|&(_, amount)| pool.run(amount)).collect();
    let results = tickets.into_iter().map(Pending::wait).collect();
    pool.close();
    if real {
        // The rest of the progress, once every ticket has been waited on.
        for k in 2..=count {
            done(k, count);
        }
    }
    results
}

/// The explorer's clock stands still around work that does not sleep.
fn explored() -> bool {
    (0..4).any(|_| still())
}

fn still() -> bool {
    let before = conveyor::time::Instant::now();
    let mut turns: u64 = 0;
    for i in 0..20_000u64 {
        turns = std::hint::black_box(turns.wrapping_add(i));
    }
    std::hint::black_box(turns);
    before.elapsed() == Duration::ZERO
}
