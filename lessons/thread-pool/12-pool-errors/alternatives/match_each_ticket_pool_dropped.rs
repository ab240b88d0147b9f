//! Each ticket matched on its own into a fresh Result; the pool is closed by going out of scope.

use conveyor::WorkerPool;
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

pub fn thumbnails(images: &[&str], workers: usize) -> Vec<Result<u32, String>> {
    let pool = WorkerPool::new(workers, |image: String| thumbnail(&image));
    let mut tickets = Vec::with_capacity(images.len());
    for image in images {
        tickets.push(pool.run(image.to_string()));
    }
    let mut sizes = Vec::with_capacity(tickets.len());
    for ticket in tickets {
        match ticket.wait() {
            Ok(kb) => sizes.push(Ok(kb)),
            Err(error) => sizes.push(Err(error)),
        }
    }
    sizes
}
