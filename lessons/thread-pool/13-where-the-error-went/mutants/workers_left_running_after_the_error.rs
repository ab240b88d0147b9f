//! mutant: its own workers; at the first error it returns at once, without closing the queue or joining them
//! class: early-close
//! check: every-task-finishes

use conveyor::sync::mpsc;
use conveyor::sync::{Arc, Mutex};
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

pub fn all_sizes(images: &[&str], workers: usize) -> Result<Vec<u32>, String> {
    let (tasks, queue) = mpsc::channel::<(String, mpsc::Sender<Result<u32, String>>)>();
    let queue = Arc::new(Mutex::new(queue));
    let handles: Vec<_> = (0..workers)
        .map(|_| {
            let queue = queue.clone();
            thread::spawn(move || {
                loop {
                    let next = queue.lock().unwrap().recv();
                    let Ok((image, answer)) = next else { break };
                    let _ = answer.send(thumbnail(&image));
                }
            })
        })
        .collect();
    let mut answers = Vec::new();
    for image in images {
        let (answer, ticket) = mpsc::channel();
        tasks.send((image.to_string(), answer)).unwrap();
        answers.push(ticket);
    }
    let mut sizes = Vec::new();
    for ticket in answers {
        // Returns with the tasks still queued and the workers still running.
        let size = ticket.recv().unwrap()?;
        sizes.push(size);
    }
    drop(tasks);
    for handle in handles {
        handle.join().unwrap();
    }
    Ok(sizes)
}
