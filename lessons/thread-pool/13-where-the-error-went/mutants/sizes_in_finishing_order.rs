//! mutant: the sizes are collected as the workers finish them, through one shared channel
//! class: out-of-order
//! check: sizes-in-order

use conveyor::WorkerPool;
use conveyor::sync::mpsc;
use conveyor::sync::{Arc, Mutex};
use conveyor::thread;
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

pub fn all_sizes(images: &[&str], workers: usize) -> Result<Vec<u32>, String> {
    let (done, finished) = mpsc::channel();
    let done = Arc::new(Mutex::new(done));
    let pool = WorkerPool::new(workers, move |image: String| {
        let size = thumbnail(&image);
        done.lock().unwrap().send(size.clone()).unwrap();
        size
    });
    for image in images {
        drop(pool.run(image.to_string()));
    }
    let sizes = (0..images.len()).map(|_| finished.recv().unwrap()).collect();
    pool.close();
    sizes
}
