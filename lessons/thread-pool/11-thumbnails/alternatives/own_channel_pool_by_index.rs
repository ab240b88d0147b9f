//! A pool of its own, as in exercise 4 but smaller: the workers share one task channel and
//! send every size back with its photo's index on one answer channel; the sizes are put in
//! place by that index, so the order they arrive in does not matter.

use conveyor::sync::mpsc;
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
    let (tasks, queue) = mpsc::channel::<(usize, String)>();
    let queue = Arc::new(Mutex::new(queue));
    let (answers, sizes) = mpsc::channel();
    let handles: Vec<_> = (0..workers)
        .map(|_| {
            let (queue, answers) = (queue.clone(), answers.clone());
            thread::spawn(move || {
                loop {
                    let next = queue.lock().unwrap().recv();
                    let Ok((index, image)) = next else { break };
                    let _ = answers.send((index, thumbnail(&image)));
                }
            })
        })
        .collect();
    for (index, image) in images.iter().enumerate() {
        tasks.send((index, image.to_string())).unwrap();
    }
    drop(tasks);
    drop(answers);
    let mut out: Vec<Option<Result<u32, String>>> = vec![None; images.len()];
    for (index, size) in sizes.iter() {
        out[index] = Some(size);
    }
    for handle in handles {
        handle.join().unwrap();
    }
    out.into_iter().map(|s| s.expect("every photo answered")).collect()
}
