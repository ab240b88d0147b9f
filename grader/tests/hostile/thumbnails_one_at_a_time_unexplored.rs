//! Hostile, right only where it can tell it is explored: the virtual clock stands still
//! around a busy loop (it moves only to deadlines), so two readings of
//! `conveyor::time::Instant::now()` around 20 000 turns are equal under the explorer and
//! differ on real threads. Explored, `thumbnails` hands out every photo first and then
//! waits on the tickets, as it should; on real threads it waits on each ticket right after
//! its `run`, so the thumbnails are made one at a time. Expected: not-concurrent, from the
//! real-thread phase, which counts the thumbnails in the making at once there too.

use conveyor::thread;
use conveyor::{Pending, WorkerPool};
use std::time::Duration;

/// Makes the thumbnail of `image`; its size in KB is 20 + 3 per character of the name.
pub fn thumbnail(image: &str) -> Result<u32, String> {
    if image.starts_with("повредена") {
        return Err("повреден файл".to_string());
    }
    let kb = 20 + 3 * image.chars().count() as u32;
    thread::sleep(Duration::from_millis(2 * u64::from(kb)));
    Ok(kb)
}

/// Whether this runs under the explorer: its clock did not move while we worked.
fn explored() -> bool {
    let before = conveyor::time::Instant::now();
    let mut turns: u64 = 0;
    for i in 0..20_000u64 {
        turns = std::hint::black_box(turns.wrapping_add(i));
    }
    std::hint::black_box(turns);
    conveyor::time::Instant::now() == before
}

/// The thumbnails of `images`, made in one pool of `workers`, in the images' order.
pub fn thumbnails(images: &[&str], workers: usize) -> Vec<Result<u32, String>> {
    let pool = WorkerPool::new(workers, |image: String| thumbnail(&image));
    let sizes = if explored() {
        let tickets: Vec<Pending<u32>> = images.iter().map(|image| pool.run(image.to_string())).collect();
        tickets.into_iter().map(Pending::wait).collect()
    } else {
        images.iter().map(|image| pool.run(image.to_string()).wait()).collect()
    };
    pool.close();
    sizes
}
