//! Exercise 15: find the bug. A colleague put the thumbnails into a pool, and the sale got
//! no faster: six photos take as long as without a pool.
//!
//! Run it:    cargo run -p sequential-bug
//! Check it:  grader check exercise-15
//! Stuck?     grader hint exercise-15

use conveyor::thread;
use conveyor::{Pending, WorkerPool};
use std::time::Duration;

/// Given: makes the thumbnail of `image` and returns its size in KB, 20 + 3 for every
/// character of the name; 2 ms per KB. A name that starts with "повредена" is a corrupted
/// file: `Err("повреден файл")`.
pub fn thumbnail(image: &str) -> Result<u32, String> {
    if image.starts_with("повредена") {
        return Err("повреден файл".to_string());
    }
    let kb = 20 + 3 * image.chars().count() as u32;
    thread::sleep(Duration::from_millis(2 * u64::from(kb)));
    Ok(kb)
}

/// The thumbnails of `images`, made in one pool of `workers` threads, in the images' order.
/// The photos must be made side by side: with `workers` workers the whole list takes as long
/// as a pool that hands every photo to the next free worker, not the sum of all photos.
/// Never more threads than `workers`; the pool closed before this returns.
pub fn thumbnails(images: &[&str], workers: usize) -> Vec<Result<u32, String>> {
    let pool = WorkerPool::new(workers, |image: String| thumbnail(&image));
    let mut sizes = Vec::new();
    for image in images {
        let ticket: Pending<u32> = pool.run(image.to_string());
        sizes.push(ticket.wait());
    }
    pool.close();
    sizes
}
