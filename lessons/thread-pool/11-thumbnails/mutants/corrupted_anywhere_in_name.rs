//! mutant: a photo counts as corrupted when "повредена" appears anywhere in its name
//! class: wrong-output
//! check: thumbnail

use conveyor::thread;
use conveyor::{Pending, WorkerPool};
use std::time::Duration;

pub fn thumbnail(image: &str) -> Result<u32, String> {
    if image.contains("повредена") {
        return Err("повреден файл".to_string());
    }
    let kb = 20 + 3 * image.chars().count() as u32;
    thread::sleep(Duration::from_millis(2 * u64::from(kb)));
    Ok(kb)
}

pub fn thumbnails(images: &[&str], workers: usize) -> Vec<Result<u32, String>> {
    let pool = WorkerPool::new(workers, |image: String| thumbnail(&image));
    let tickets: Vec<Pending<u32>> = images.iter().map(|image| pool.run(image.to_string())).collect();
    let sizes = tickets.into_iter().map(Pending::wait).collect();
    pool.close();
    sizes
}
