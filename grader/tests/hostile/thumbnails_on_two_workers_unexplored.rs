//! Hostile: right where explored, told apart by the clock (the same reading twice around
//! a busy loop there). On real threads the pool has at most two workers, whatever it is
//! asked for: tasks run side by side, two at a time.
//!
//! Expected: on real threads a pool of N given N tasks or more must have had N in flight at
//! once, in one of three runs: fewer in all three is `not-concurrent` there (no replay).
//! Before, the phase asked for two in flight, and this passed.

use conveyor::thread;
use conveyor::{Pending, WorkerPool};
use std::time::Duration;

/// Makes the thumbnail of `image`; its size in KB is 20 + 3 per character of the name.
pub fn thumbnail(image: &str) -> Result<u32, String> {
    if image.starts_with("повредена") {
        return Err("повреден файл".to_string());
    }
    // Characters, not bytes: a Cyrillic letter is two bytes in UTF-8.
    let kb = 20 + 3 * image.chars().count() as u32;
    // The pixel work: a pause on real threads, virtual time under the grader.
    thread::sleep(Duration::from_millis(2 * u64::from(kb)));
    Ok(kb)
}

/// The thumbnails of `images`, made in one pool of `workers`, in the images' order.
pub fn thumbnails(images: &[&str], workers: usize) -> Vec<Result<u32, String>> {
    let workers = if explored() { workers } else { workers.min(2) };
    let pool = WorkerPool::new(workers, |image: String| thumbnail(&image));
    // Hand out every photo first: waiting inside this loop would make one at a time.
    let tickets: Vec<Pending<u32>> = images.iter().map(|image| pool.run(image.to_string())).collect();
    let sizes = tickets.into_iter().map(Pending::wait).collect();
    pool.close();
    sizes
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
