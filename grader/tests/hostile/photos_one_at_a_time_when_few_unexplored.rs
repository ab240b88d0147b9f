//! Hostile: right where explored, told apart by the clock (it stands still around work
//! that does not sleep there). On real threads, given fewer than four photos, it waits for
//! each ticket right after handing the photo out: the photos are made one at a time
//! (a red team's, 2026-12-07).
//!
//! Expected: on real threads two or three tasks that take time, made one at a time in each
//! of three runs, are `not-concurrent` there (no replay). Before, only four tasks or more
//! were judged there, and this passed.

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

/// The sizes of `images` in the images' order, or the first corrupted photo's error.
pub fn all_sizes(images: &[&str], workers: usize) -> Result<Vec<u32>, String> {
    let pool = WorkerPool::new(workers, |image: String| thumbnail(&image));
    if images.len() < 4 && !explored() {
        // A few photos: one at a time is quick enough.
        let sizes = images.iter().map(|image| pool.run(image.to_string()).wait()).collect();
        pool.close();
        return sizes;
    }
    let tickets: Vec<Pending<u32>> = images.iter().map(|image| pool.run(image.to_string())).collect();
    let sizes = tickets.into_iter().map(Pending::wait).collect();
    // Closed whatever the outcome: the tasks after an error are finished, not abandoned.
    pool.close();
    sizes
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
    before.elapsed() == std::time::Duration::ZERO
}
