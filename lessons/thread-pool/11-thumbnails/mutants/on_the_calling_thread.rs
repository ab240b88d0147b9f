//! mutant: no threads at all, every thumbnail made one after the other
//! class: not-concurrent
//! check: one-pool

use conveyor::thread;
use std::time::Duration;

pub fn thumbnail(image: &str) -> Result<u32, String> {
    if image.starts_with("повредена") {
        return Err("повреден файл".to_string());
    }
    let kb = 20 + 3 * image.chars().count() as u32;
    thread::sleep(Duration::from_millis(2 * u64::from(kb)));
    Ok(kb)
}

pub fn thumbnails(images: &[&str], _workers: usize) -> Vec<Result<u32, String>> {
    images.iter().map(|image| thumbnail(image)).collect()
}
