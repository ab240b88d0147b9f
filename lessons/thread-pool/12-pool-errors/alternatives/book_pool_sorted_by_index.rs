//! The Rust book's ThreadPool (workers that share one receiver of boxed jobs, a Drop that
//! joins them); each result comes back over a channel with its index, and is sorted into
//! the photos' order.

use conveyor::sync::{Arc, Mutex, mpsc};
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

// ---- a thread pool as in the Rust book, chapter 21 ----
type Job = Box<dyn FnOnce() + Send + 'static>;

struct Worker {
    id: usize,
    thread: Option<thread::JoinHandle<()>>,
}

impl Worker {
    fn new(id: usize, receiver: Arc<Mutex<mpsc::Receiver<Job>>>) -> Worker {
        let thread = thread::spawn(move || {
            loop {
                let message = receiver.lock().unwrap().recv();
                match message {
                    Ok(job) => job(),
                    Err(_) => break,
                }
            }
        });
        Worker {
            id,
            thread: Some(thread),
        }
    }
}

struct ThreadPool {
    workers: Vec<Worker>,
    sender: Option<mpsc::Sender<Job>>,
}

impl ThreadPool {
    fn new(size: usize) -> ThreadPool {
        assert!(size > 0);
        let (sender, receiver) = mpsc::channel();
        let receiver = Arc::new(Mutex::new(receiver));
        let mut workers = Vec::with_capacity(size);
        for id in 0..size {
            workers.push(Worker::new(id, Arc::clone(&receiver)));
        }
        ThreadPool {
            workers,
            sender: Some(sender),
        }
    }

    fn execute<F>(&self, f: F)
    where
        F: FnOnce() + Send + 'static,
    {
        let job = Box::new(f);
        self.sender.as_ref().unwrap().send(job).unwrap();
    }
}

impl Drop for ThreadPool {
    fn drop(&mut self) {
        drop(self.sender.take());
        for worker in &mut self.workers {
            let _ = worker.id;
            if let Some(thread) = worker.thread.take() {
                thread.join().unwrap();
            }
        }
    }
}

pub fn thumbnails(images: &[&str], workers: usize) -> Vec<Result<u32, String>> {
    let pool = ThreadPool::new(workers);
    let (tx, rx) = mpsc::channel();
    for (i, image) in images.iter().enumerate() {
        let tx = tx.clone();
        let image = image.to_string();
        pool.execute(move || {
            let _ = tx.send((i, thumbnail(&image)));
        });
    }
    drop(tx);
    let mut results: Vec<(usize, Result<u32, String>)> = rx.iter().collect();
    drop(pool);
    results.sort_by_key(|(i, _)| *i);
    results.into_iter().map(|(_, r)| r).collect()
}
