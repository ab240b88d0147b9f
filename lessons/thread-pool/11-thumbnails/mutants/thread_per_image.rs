//! mutant: no pool, a thread for every photo
//! class: too-many-threads
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
    let handles: Vec<_> = images
        .iter()
        .map(|image| {
            let image = image.to_string();
            thread::spawn(move || thumbnail(&image))
        })
        .collect();
    handles.into_iter().map(|h| h.join().unwrap()).collect()
}
