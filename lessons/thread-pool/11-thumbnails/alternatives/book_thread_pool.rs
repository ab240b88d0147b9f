//! The Rust book's thread pool (chapter 21): `ThreadPool::new(size)` starts unnamed workers
//! that take boxed closures from one shared channel, `execute` sends a job, and dropping the
//! pool closes the channel and joins every worker. Each photo's job sends its size back on
//! a channel of its own, waited on in the photos' order.

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

type Job = Box<dyn FnOnce() + Send + 'static>;

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
            if let Some(thread) = worker.thread.take() {
                thread.join().unwrap();
            }
        }
    }
}

struct Worker {
    #[allow(dead_code)]
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

pub fn thumbnails(images: &[&str], workers: usize) -> Vec<Result<u32, String>> {
    let pool = ThreadPool::new(workers);
    let answers: Vec<_> = images
        .iter()
        .map(|image| {
            let image = image.to_string();
            let (tx, rx) = mpsc::channel();
            pool.execute(move || {
                let _ = tx.send(thumbnail(&image));
            });
            rx
        })
        .collect();
    let sizes = answers.into_iter().map(|rx| rx.recv().unwrap()).collect();
    drop(pool);
    sizes
}
