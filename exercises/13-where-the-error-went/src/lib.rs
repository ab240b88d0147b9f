//! Exercise 13: where did the error go? One corrupted photo spoils the whole batch.
//!
//! Run it:    cargo run -p where-the-error-went
//! Check it:  grader check exercise-13
//! Stuck?     grader hint exercise-13

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

/// The sizes of `images`, made in one pool of `workers` threads, collected into
/// `Result<Vec<u32>, String>`: `Ok` with every size in the images' order when no photo is
/// corrupted, else `Err` with the error of the first corrupted photo (thumbnail's own text).
/// Every task handed out still finishes, and the pool is closed (every worker stopped) before
/// this returns. Never more threads than `workers`.
pub fn all_sizes(images: &[&str], workers: usize) -> Result<Vec<u32>, String> {
    // TODO: one pool, run every image, then collect the tickets' results into
    // Result<Vec<u32>, String>; close the pool before you return, error or not.
    let _ = images;
    todo!("all_sizes(…, {workers})")
}
