//! Hostile, side by side in appearance only: one worker makes every thumbnail, one after
//! the other, while `workers - 1` decoy threads sleep beside it in short naps until it is
//! done. Counted as threads inside a sleep, `workers` are busy at once; counted as the
//! exercise's tasks in flight, one is. Never more threads than `workers`, one pool, closed
//! and the decoys joined before it returns, the sizes right and in order: only the lesson's
//! point is missing. Expected: not-concurrent, from the explored `side-by-side`.

use conveyor::sync::Arc;
use conveyor::sync::atomic::{AtomicBool, Ordering};
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

/// The thumbnails of `images`, one at a time on one worker, with sleepers beside it.
pub fn thumbnails(images: &[&str], workers: usize) -> Vec<Result<u32, String>> {
    let done = Arc::new(AtomicBool::new(false));
    let decoys: Vec<_> = (1..workers)
        .map(|_| {
            let done = done.clone();
            thread::spawn(move || {
                while !done.load(Ordering::SeqCst) {
                    thread::sleep(Duration::from_millis(5));
                }
            })
        })
        .collect();
    let pool = WorkerPool::new(1, |image: String| thumbnail(&image));
    let sizes = images
        .iter()
        .map(|image| pool.run(image.to_string()))
        .map(Pending::wait)
        .collect();
    pool.close();
    done.store(true, Ordering::SeqCst);
    for decoy in decoys {
        let _ = decoy.join();
    }
    sizes
}
