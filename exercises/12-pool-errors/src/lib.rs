//! Exercise 12: a corrupted photo among the thumbnails; its error stays with it.
//!
//! Run it:    cargo run -p pool-errors
//! Check it:  grader check exercise-12
//! Stuck?     grader hint exercise-12

use conveyor::thread;
#[allow(unused_imports)]
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
/// A corrupted photo fails alone: its place holds its own `Err` (with thumbnail's text), every
/// other photo still gets its size, and no error is turned into a size. Never more threads
/// than `workers`; the pool closed before this returns.
pub fn thumbnails(images: &[&str], workers: usize) -> Vec<Result<u32, String>> {
    // TODO: as in exercise 11: one pool, run every image, then wait on each ticket in order.
    // Keep each ticket's Result as it is, Ok or Err: an error belongs to its own photo only.
    let _ = images;
    todo!("thumbnails(…, {workers})")
}
