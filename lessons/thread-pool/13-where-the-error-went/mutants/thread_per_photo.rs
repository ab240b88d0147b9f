//! mutant: no pool, a thread for every photo
//! class: too-many-threads
//! check: every-task-finishes

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

pub fn all_sizes(images: &[&str], _workers: usize) -> Result<Vec<u32>, String> {
    let handles: Vec<_> = images
        .iter()
        .map(|image| {
            let image = image.to_string();
            thread::spawn(move || thumbnail(&image))
        })
        .collect();
    handles.into_iter().map(|h| h.join().unwrap()).collect()
}
