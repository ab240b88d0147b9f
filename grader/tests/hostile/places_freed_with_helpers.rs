//! Hostile, exercise 16: the mutant "places_freed_when_done" (a place is given back only when
//! its task is done, so while no worker has taken a task, size + waiting tasks are queued,
//! not waiting), plus `size` helper threads that `new` starts, lets do one lock, and joins.
//! The check that alone catches this mutant bounded the queued tasks by "waiting plus the
//! pool's threads that have run", every thread but main: the helpers had run, so the bound
//! grew by `size` and the mutant passed. Expected: capacity-exceeded in run-waits-when-full,
//! which counts only the threads that begin a task afterwards (found by the red team, third
//! round).
//!
//! Base: the Rust book's pool (boxed jobs on one channel, the receiver shared by the
//! workers behind `Arc<Mutex<_>>`, unnamed workers, the sender dropped to stop them) with a
//! counting semaphore in front of it: `run` takes a place before it sends, a worker gives
//! the place back as soon as it has received a job, before it works on it.

use conveyor::sync::mpsc::{self, Receiver, Sender};
use conveyor::sync::{Arc, Condvar, Mutex};
use conveyor::thread::{self, JoinHandle};
use std::time::Duration;

type Job = Box<dyn FnOnce() + Send + 'static>;

/// Places for waiting jobs: `run` takes one, a worker that received a job gives it back.
struct Places {
    free: Mutex<usize>,
    freed: Condvar,
}

impl Places {
    fn take(&self) {
        let mut free = self.free.lock().unwrap();
        while *free == 0 {
            free = self.freed.wait(free).unwrap();
        }
        *free -= 1;
    }

    fn give_back(&self) {
        *self.free.lock().unwrap() += 1;
        self.freed.notify_one();
    }
}

struct Worker {
    thread: Option<JoinHandle<()>>,
}

impl Worker {
    fn new(receiver: Arc<Mutex<Receiver<Job>>>, places: Arc<Places>) -> Worker {
        let thread = thread::spawn(move || {
            loop {
                let message = receiver.lock().unwrap().recv();
                match message {
                    Ok(job) => {
                        job();
                        places.give_back();
                    }
                    Err(_) => break,
                }
            }
        });
        Worker { thread: Some(thread) }
    }
}

pub struct BoundedPool<T, R> {
    workers: Vec<Worker>,
    sender: Option<Sender<Job>>,
    places: Arc<Places>,
    work: Arc<dyn Fn(T) -> Result<R, String> + Send + Sync>,
}

pub struct Pending<R> {
    result: Receiver<Result<R, String>>,
}

impl<R> Pending<R> {
    pub fn wait(self) -> Result<R, String> {
        self.result
            .recv()
            .unwrap_or_else(|_| Err("the task panicked".to_string()))
    }
}

impl<T: Send + 'static, R: Send + 'static> BoundedPool<T, R> {
    pub fn new<F>(size: usize, waiting: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        assert!(size > 0);
        assert!(waiting > 0);
        let (sender, receiver) = mpsc::channel();
        let receiver = Arc::new(Mutex::new(receiver));
        let places = Arc::new(Places {
            free: Mutex::new(size + waiting),
            freed: Condvar::new(),
        });
        // Helpers that have run by the time `new` returns: one lock each, then they end.
        let warm = Arc::new(Mutex::new(0usize));
        let helpers: Vec<_> = (1..=size)
            .map(|n| {
                let warm = Arc::clone(&warm);
                thread::Builder::new()
                    .name(format!("helper {n}"))
                    .spawn(move || *warm.lock().unwrap() += 1)
                    .expect("start a helper")
            })
            .collect();
        for helper in helpers {
            helper.join().unwrap();
        }
        let mut workers = Vec::with_capacity(size);
        for _ in 0..size {
            workers.push(Worker::new(Arc::clone(&receiver), Arc::clone(&places)));
        }
        BoundedPool {
            workers,
            sender: Some(sender),
            places,
            work: Arc::new(work),
        }
    }

    pub fn run(&self, task: T) -> Pending<R> {
        let (tx, rx) = mpsc::channel();
        let work = Arc::clone(&self.work);
        let job: Job = Box::new(move || {
            // A panicking task drops its sender: its ticket says so, the worker goes on.
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| work(task)));
            if let Ok(result) = result {
                let _ = tx.send(result);
            }
        });
        self.places.take();
        self.sender.as_ref().unwrap().send(job).unwrap();
        Pending { result: rx }
    }

    pub fn close(mut self) {
        drop(self.sender.take());
        for worker in &mut self.workers {
            if let Some(thread) = worker.thread.take() {
                thread.join().unwrap();
            }
        }
    }
}

/// Given: makes an invoice's PDF (a pause of 50 ms) and returns the amount plus 20 % VAT;
/// `Err("invalid amount")` when the amount is 0 or less.
pub fn invoice(amount: i64) -> Result<i64, String> {
    if amount <= 0 {
        return Err("invalid amount".to_string());
    }
    thread::sleep(Duration::from_millis(50));
    Ok(amount + amount / 5)
}

pub fn invoices(orders: &[(u32, i64)], workers: usize, waiting: usize) -> Vec<Result<i64, String>> {
    let pool = BoundedPool::new(workers, waiting, invoice);
    let tickets: Vec<Pending<i64>> = orders.iter().map(|&(_, amount)| pool.run(amount)).collect();
    let results = tickets.into_iter().map(Pending::wait).collect();
    pool.close();
    results
}
