//! mutant: each worker files its size under the next photo's index
//! class: out-of-order
//! check: one-pool

use conveyor::WorkerPool;
use conveyor::sync::{Arc, Mutex};
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
    let count = images.len();
    let slots: Arc<Mutex<Vec<Option<Result<u32, String>>>>> = Arc::new(Mutex::new(vec![None; count]));
    let pool = WorkerPool::new(workers, {
        let slots = slots.clone();
        move |(index, image): (usize, String)| {
            let size = thumbnail(&image);
            slots.lock().unwrap()[(index + 1) % count] = Some(size);
            Ok(())
        }
    });
    let tickets: Vec<_> = images
        .iter()
        .enumerate()
        .map(|(i, image)| pool.run((i, image.to_string())))
        .collect();
    for ticket in tickets {
        let _ = ticket.wait();
    }
    pool.close();
    let slots = slots.lock().unwrap();
    slots.iter().map(|s| s.clone().expect("every slot filled")).collect()
}
