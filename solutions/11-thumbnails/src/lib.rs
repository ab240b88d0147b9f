//! Exercise 11, reference solution: the given pool makes the thumbnails; every photo is
//! handed out before any ticket is waited on, and the tickets are waited on in the photos'
//! order, so the sizes come out in that order whatever order the workers finish in.

use conveyor::thread;
use conveyor::{Pending, WorkerPool};
use std::time::Duration;

/// Makes the thumbnail of `image`; its size in KB is 20 + 3 per character of the name.
pub fn thumbnail(image: &str) -> Result<u32, String> {
    if image.starts_with("повредена") {
        return Err("повреден файл".to_string());
    }
    // Characters, not bytes: a Cyrillic letter is two bytes in UTF-8.
    let kb = 20 + 3 * image.chars().count() as u32;
    // The pixel work: a pause on real threads, virtual time under the grader.
    thread::sleep(Duration::from_millis(2 * u64::from(kb)));
    Ok(kb)
}

/// The thumbnails of `images`, made in one pool of `workers`, in the images' order.
pub fn thumbnails(images: &[&str], workers: usize) -> Vec<Result<u32, String>> {
    let pool = WorkerPool::new(workers, |image: String| thumbnail(&image));
    // Hand out every photo first: waiting inside this loop would make one at a time.
    let tickets: Vec<Pending<u32>> = images.iter().map(|image| pool.run(image.to_string())).collect();
    let sizes = tickets.into_iter().map(Pending::wait).collect();
    pool.close();
    sizes
}
