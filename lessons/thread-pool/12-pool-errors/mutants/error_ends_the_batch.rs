//! mutant: after the first error, every later photo is reported with that error
//! class: worker-died
//! check: errors-stay-with-their-photo

use conveyor::thread;
use conveyor::{Pending, WorkerPool};
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
    let tickets: Vec<Pending<u32>> = images.iter().map(|image| pool.run(image.to_string())).collect();
    let mut first_error: Option<String> = None;
    let mut sizes = Vec::new();
    for ticket in tickets {
        let size = ticket.wait();
        match (&first_error, size) {
            (Some(error), _) => sizes.push(Err(error.clone())),
            (None, Err(error)) => {
                first_error = Some(error.clone());
                sizes.push(Err(error));
            }
            (None, ok) => sizes.push(ok),
        }
    }
    pool.close();
    sizes
}
