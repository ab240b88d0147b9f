//! Exercise 11: the sale's thumbnails, made in a pool of workers.
//!
//! Run it:    cargo run -p thumbnails
//! Check it:  grader check exercise-11
//! Stuck?     grader hint exercise-11

// From this exercise on, the pool is given: `conveyor::WorkerPool` has the API of exercise 4
// (`new`, `run`, `close`, `Pending::wait`). Threads and sleeping come from `conveyor` too.
#[allow(unused_imports)]
use conveyor::thread;
#[allow(unused_imports)]
use conveyor::{Pending, WorkerPool};
#[allow(unused_imports)]
use std::time::Duration;

/// Makes the thumbnail of `image` and returns its size in KB: 20 + 3 for every character of
/// the name. Characters, not bytes: the names are Bulgarian, and in UTF-8 a Cyrillic letter
/// takes two bytes (`"яке.jpg".len()` is 10, but it has 7 characters: 41 KB).
/// Making it takes 2 ms per KB: `thread::sleep`.
/// A name that starts with "повредена" is a corrupted file: `Err("повреден файл")`.
pub fn thumbnail(image: &str) -> Result<u32, String> {
    // TODO: refuse a corrupted file; count the characters of the name (not its bytes);
    // "make" the thumbnail with thread::sleep(Duration::from_millis(2 × KB)); return the KB.
    todo!("thumbnail({image:?})")
}

/// The thumbnails of `images`, made in one pool of `workers` threads: never more threads
/// than `workers`, and the pool closed (every worker stopped) before this returns.
/// The results come in the images' order, whatever order the workers finish them in.
pub fn thumbnails(images: &[&str], workers: usize) -> Vec<Result<u32, String>> {
    // TODO: one WorkerPool of `workers` running `thumbnail` (a task must be 'static: hand it
    // the name as a String); run every image first, then wait on the tickets in the images'
    // order; close the pool.
    let _ = images;
    todo!("thumbnails(…, {workers})")
}
