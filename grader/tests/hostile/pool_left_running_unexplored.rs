//! Right where explored, told apart by a heap address (no clock, no name): every explored
//! task allocates on the process's main thread, from glibc's main arena at low addresses;
//! a real thread from an arena of its own, high up. On real threads it returns at the first
//! corrupted photo and leaks the pool: its workers never stop.
//!
//! Expected: threads still running when the function returned are counted on real threads
//! too: `early-close`, found there (no replay).

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

fn heap_is_high() -> bool {
    let probe = Box::new(0u32);
    std::ptr::addr_of!(*probe) as usize >= 0x7000_0000_0000
}

pub fn all_sizes(images: &[&str], workers: usize) -> Result<Vec<u32>, String> {
    let pool = WorkerPool::new(workers, |image: String| thumbnail(&image));
    let tickets: Vec<Pending<u32>> = images.iter().map(|image| pool.run(image.to_string())).collect();
    let mut sizes = Vec::with_capacity(tickets.len());
    for ticket in tickets {
        match ticket.wait() {
            Ok(kb) => sizes.push(kb),
            Err(e) if heap_is_high() => {
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
