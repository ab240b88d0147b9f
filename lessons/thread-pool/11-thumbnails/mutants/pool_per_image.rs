//! mutant: a new pool for every photo
//! class: too-many-threads
//! check: one-pool

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

pub fn thumbnails(images: &[&str], workers: usize) -> Vec<Result<u32, String>> {
    let mut pools = Vec::new();
    let mut tickets: Vec<Pending<u32>> = Vec::new();
    for image in images {
        let pool = WorkerPool::new(workers, |image: String| thumbnail(&image));
        tickets.push(pool.run(image.to_string()));
        pools.push(pool);
    }
    let sizes = tickets.into_iter().map(Pending::wait).collect();
    for pool in pools {
        pool.close();
    }
    sizes
}
