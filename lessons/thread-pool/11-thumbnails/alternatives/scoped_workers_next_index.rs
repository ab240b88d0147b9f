//! No pool type at all: `workers` scoped threads take the next photo's index from a shared
//! counter and write each size into that photo's own slot.

use conveyor::sync::Mutex;
use conveyor::sync::atomic::{AtomicUsize, Ordering};
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

pub fn thumbnails(images: &[&str], workers: usize) -> Vec<Result<u32, String>> {
    let next = AtomicUsize::new(0);
    let slots: Mutex<Vec<Option<Result<u32, String>>>> = Mutex::new(vec![None; images.len()]);
    thread::scope(|s| {
        for _ in 0..workers.min(images.len()) {
            s.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::SeqCst);
                    let Some(image) = images.get(index) else { break };
                    let size = thumbnail(image);
                    slots.lock().unwrap()[index] = Some(size);
                }
            });
        }
    });
    slots
        .into_inner()
        .unwrap()
        .into_iter()
        .map(|s| s.expect("every photo done"))
        .collect()
}
