//! Right where explored, told apart by stack addresses (no clock, no name, no heap): the
//! explorer runs every task on a 256 KiB stack of one pool, real threads on stacks
//! megabytes apart. On real threads it returns at the first corrupted photo and leaks the
//! pool: its workers never stop.
//!
//! Expected: threads still running when the function returned are counted on real threads
//! too: `early-close`, found there (no replay).

use conveyor::sync::Arc;
use conveyor::sync::atomic::{AtomicUsize, Ordering};
use conveyor::thread;
use conveyor::{Pending, WorkerPool};
use std::time::Duration;

pub fn thumbnail(image: &str) -> Result<u32, String> {
    if image.starts_with("повредена") {
        return Err("повреден файл".to_string());
    }
    let kb = 20 + 3 * image.chars().count() as u32;
    thread::sleep(Duration::from_millis(2 * u64::from(kb)));
    Ok(kb)
}

/// The address of a local of the calling thread.
fn here() -> usize {
    let local = 0u8;
    std::hint::black_box(&local) as *const u8 as usize
}

pub fn all_sizes(images: &[&str], workers: usize) -> Result<Vec<u32>, String> {
    let worker_at = Arc::new(AtomicUsize::new(here()));
    let seen = worker_at.clone();
    let pool = WorkerPool::new(workers, move |image: String| {
        seen.store(here(), Ordering::SeqCst);
        thumbnail(&image)
    });
    let tickets: Vec<Pending<u32>> = images.iter().map(|image| pool.run(image.to_string())).collect();
    let mut sizes = Vec::with_capacity(tickets.len());
    for ticket in tickets {
        match ticket.wait() {
            Ok(kb) => sizes.push(kb),
            Err(e) if here().abs_diff(worker_at.load(Ordering::SeqCst)) >= 4 << 20 => {
                Box::leak(Box::new(pool));
                return Err(e);
            }
            Err(e) => {
                pool.close();
                return Err(e);
            }
        }
    }
    pool.close();
    Ok(sizes)
}
