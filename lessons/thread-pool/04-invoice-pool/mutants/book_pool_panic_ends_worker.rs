//! mutant: the Rust book's final pool, adapted to tickets: a panicking task unwinds its worker, nobody replaces it, and the pool shrinks; dropping the pool unwraps the dead worker's join
//! class: worker-died
//! check: worker-survives-panics

use conveyor::sync::mpsc::{self, Receiver, Sender};
use conveyor::sync::{Arc, Mutex};
use conveyor::thread::{self, JoinHandle};
use std::time::Duration;

type Job = Box<dyn FnOnce() + Send + 'static>;

struct Worker {
    thread: Option<JoinHandle<()>>,
}

impl Worker {
    fn new(receiver: Arc<Mutex<Receiver<Job>>>) -> Worker {
        let thread = thread::spawn(move || {
            loop {
                // The guard is a temporary, dropped before the job runs.
                let message = receiver.lock().unwrap().recv();
                match message {
                    Ok(job) => job(),
                    Err(_) => break,
                }
            }
        });
        Worker { thread: Some(thread) }
    }
}

pub struct WorkerPool<T, R> {
    workers: Vec<Worker>,
    sender: Option<Sender<Job>>,
    work: Arc<dyn Fn(T) -> Result<R, String> + Send + Sync>,
}

pub struct Pending<R> {
    answer: Receiver<Result<R, String>>,
}

impl<T: Send + 'static, R: Send + 'static> WorkerPool<T, R> {
    pub fn new<F>(size: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        assert!(size > 0);
        let (sender, receiver) = mpsc::channel();
        let receiver = Arc::new(Mutex::new(receiver));
        let workers = (0..size).map(|_| Worker::new(Arc::clone(&receiver))).collect();
        WorkerPool {
            workers,
            sender: Some(sender),
            work: Arc::new(work),
        }
    }

    pub fn run(&self, task: T) -> Pending<R> {
        let (tx, answer) = mpsc::channel();
        let work = self.work.clone();
        let job: Job = Box::new(move || {
            let _ = tx.send(work(task));
        });
        self.sender.as_ref().unwrap().send(job).unwrap();
        Pending { answer }
    }

    pub fn close(self) {
        drop(self);
    }
}

impl<T, R> Drop for WorkerPool<T, R> {
    fn drop(&mut self) {
        drop(self.sender.take());
        for worker in &mut self.workers {
            if let Some(thread) = worker.thread.take() {
                thread.join().unwrap();
            }
        }
    }
}

impl<R> Pending<R> {
    pub fn wait(self) -> Result<R, String> {
        self.answer
            .recv()
            .unwrap_or_else(|_| Err("the worker is gone".to_string()))
    }
}

pub fn invoice(amount: i64) -> Result<i64, String> {
    if amount <= 0 {
        return Err("invalid amount".to_string());
    }
    thread::sleep(Duration::from_millis(50));
    Ok(amount + amount / 5)
}

pub fn invoices(orders: &[(u32, i64)], workers: usize) -> Vec<Result<i64, String>> {
    let pool = WorkerPool::new(workers, invoice);
    let tickets: Vec<_> = orders.iter().map(|&(_, amount)| pool.run(amount)).collect();
    tickets.into_iter().map(Pending::wait).collect()
}
