//! Hostile (the thirteenth session's red team D's shape, written again): right where
//! explored, told apart by the clock (the same reading twice around a busy loop there). On
//! real threads a thread of its own spins for the count of finished tasks, under a lock,
//! and reports each as it sees it: it never waits.
//!
//! Expected: on real threads a lock taken again and again by one thread, with no other
//! thread locking between, gets none of the phase's pauses, so the spin makes its
//! thousands of operations and is `busy-wait` there (no replay). With a pause at one lock
//! in three it made some 60 in a scenario on a loaded machine, as few as a correct program.

use conveyor::sync::{Arc, Mutex};
use conveyor::thread;
use conveyor::{Pending, WorkerPool};
use std::time::Duration;

pub fn invoice(amount: i64) -> Result<i64, String> {
    if amount <= 0 {
        return Err("invalid amount".to_string());
    }
    thread::sleep(Duration::from_millis(50));
    Ok(amount + amount / 5)
}

fn explored() -> bool {
    let a = conveyor::time::Instant::now();
    let mut x = 0u64;
    for i in 0..1_000u64 {
        x = x.wrapping_add(std::hint::black_box(i));
    }
    std::hint::black_box(x);
    conveyor::time::Instant::now() == a
}

pub fn invoices_with_progress(
    orders: &[(u32, i64)],
    workers: usize,
    done: impl Fn(usize, usize) + Send + Sync + 'static,
) -> Vec<Result<i64, String>> {
    let count = orders.len();
    if explored() {
        let finished = Arc::new(Mutex::new(0));
        let pool = WorkerPool::new(workers, move |amount: i64| {
            let result = invoice(amount);
            let mut so_far = finished.lock().unwrap_or_else(|e| e.into_inner());
            *so_far += 1;
            done(*so_far, count);
            result
        });
        let tickets: Vec<Pending<i64>> = orders.iter().map(|&(_, amount)| pool.run(amount)).collect();
        let results = tickets.into_iter().map(Pending::wait).collect();
        pool.close();
        return results;
    }
    let finished = Arc::new(Mutex::new(0usize));
    let counter = finished.clone();
    let reporter = thread::spawn(move || {
        let mut reported = 0;
        while reported < count {
            let now = *counter.lock().unwrap();
            while reported < now {
                reported += 1;
                done(reported, count);
            }
        }
    });
    let pool = WorkerPool::new(workers, move |amount: i64| {
        let result = invoice(amount);
        *finished.lock().unwrap() += 1;
        result
    });
    let tickets: Vec<Pending<i64>> = orders.iter().map(|&(_, amount)| pool.run(amount)).collect();
    let results = tickets.into_iter().map(Pending::wait).collect();
    pool.close();
    reporter.join().unwrap();
    results
}
