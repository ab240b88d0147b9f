//! Hostile, right only where it can tell it is explored (the virtual clock stands still
//! around a busy loop): explored, each worker reports its task as it finishes; on real
//! threads the caller calls `done` as it waits on each ticket, in the orders' order, so an
//! invalid order done at once is reported only after the first invoice's PDF. Found by the
//! red team on 2026-12-07. Expected: wrong-output (`as-soon-as-done`, from the real-thread
//! phase: the first report came after the first PDF ended).

use conveyor::sync::{Arc, Mutex};
use conveyor::thread;
use conveyor::time::Instant;
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
    let before = Instant::now();
    let mut turns: u64 = 0;
    for i in 0..20_000u64 {
        turns = std::hint::black_box(turns.wrapping_add(i));
    }
    std::hint::black_box(turns);
    Instant::now() == before
}

pub fn invoices_with_progress(
    orders: &[(u32, i64)],
    workers: usize,
    done: impl Fn(usize, usize) + Send + Sync + 'static,
) -> Vec<Result<i64, String>> {
    let count = orders.len();
    let watched = explored();
    let done = Arc::new(done);
    let finished = Arc::new(Mutex::new(0));
    let d2 = done.clone();
    let pool = WorkerPool::new(workers, move |amount: i64| {
        let result = invoice(amount);
        if watched {
            let mut so_far = finished.lock().unwrap_or_else(|e| e.into_inner());
            *so_far += 1;
            d2(*so_far, count);
        }
        result
    });
    let tickets: Vec<Pending<i64>> = orders.iter().map(|&(_, amount)| pool.run(amount)).collect();
    let results = tickets
        .into_iter()
        .enumerate()
        .map(|(i, ticket)| {
            let result = ticket.wait();
            if !watched {
                done(i + 1, count);
            }
            result
        })
        .collect();
    pool.close();
    results
}
