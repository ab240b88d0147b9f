//! A correct pool of another shape, the design of the `threadpool` crate: a worker does not
//! catch a panicking task; a sentinel it owns notices the unwinding when it is dropped and
//! starts a replacement, so the pool keeps its size. One closable queue, one Condvar, and
//! `notify_all` for every change.

use conveyor::sync::mpsc::{self, Receiver, Sender};
use conveyor::sync::{Arc, Condvar, Mutex};
use conveyor::thread::{self, JoinHandle};
use std::collections::VecDeque;
use std::time::Duration;

type Job<T, R> = (T, Sender<Result<R, String>>);

struct Queue<T, R> {
    jobs: VecDeque<Job<T, R>>,
    closed: bool,
}

struct Shared<T, R> {
    queue: Mutex<Queue<T, R>>,
    changed: Condvar,
    work: Box<dyn Fn(T) -> Result<R, String> + Send + Sync>,
    /// Every worker started, replacements included: `close` joins them all.
    workers: Mutex<Vec<JoinHandle<()>>>,
}

pub struct WorkerPool<T, R> {
    shared: Arc<Shared<T, R>>,
}

pub struct Pending<R> {
    answer: Receiver<Result<R, String>>,
}

/// Dropped at the end of a worker's life: by unwinding, it starts the worker's replacement.
struct Sentinel<T: Send + 'static, R: Send + 'static> {
    shared: Arc<Shared<T, R>>,
}

impl<T: Send + 'static, R: Send + 'static> Drop for Sentinel<T, R> {
    fn drop(&mut self) {
        if thread::panicking() {
            start_worker(self.shared.clone());
        }
    }
}

fn start_worker<T: Send + 'static, R: Send + 'static>(shared: Arc<Shared<T, R>>) {
    let handle = thread::spawn({
        let shared = shared.clone();
        move || {
            let _sentinel = Sentinel { shared: shared.clone() };
            serve(&shared);
        }
    });
    shared.workers.lock().unwrap().push(handle);
}

/// Takes tasks until the queue is closed and empty. A task's panic unwinds through here:
/// its answer sender is dropped with it, so its ticket learns that it failed.
fn serve<T, R>(shared: &Shared<T, R>) {
    loop {
        let job = {
            let mut queue = shared.queue.lock().unwrap_or_else(|e| e.into_inner());
            loop {
                if let Some(job) = queue.jobs.pop_front() {
                    break job;
                }
                if queue.closed {
                    return;
                }
                queue = shared.changed.wait(queue).unwrap_or_else(|e| e.into_inner());
            }
        };
        let (task, answer) = job;
        let _ = answer.send((shared.work)(task));
    }
}

impl<T: Send + 'static, R: Send + 'static> WorkerPool<T, R> {
    pub fn new<F>(size: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        assert!(size > 0, "a pool needs at least one worker");
        let shared = Arc::new(Shared {
            queue: Mutex::new(Queue {
                jobs: VecDeque::new(),
                closed: false,
            }),
            changed: Condvar::new(),
            work: Box::new(work),
            workers: Mutex::new(Vec::new()),
        });
        for _ in 0..size {
            start_worker(shared.clone());
        }
        WorkerPool { shared }
    }

    pub fn run(&self, task: T) -> Pending<R> {
        let (sender, answer) = mpsc::channel();
        let mut queue = self.shared.queue.lock().unwrap_or_else(|e| e.into_inner());
        queue.jobs.push_back((task, sender));
        drop(queue);
        self.shared.changed.notify_all();
        Pending { answer }
    }

    pub fn close(self) {
        self.shared.queue.lock().unwrap_or_else(|e| e.into_inner()).closed = true;
        self.shared.changed.notify_all();
        // A worker that panics meanwhile adds its replacement: join until none is left.
        loop {
            let next = self.shared.workers.lock().unwrap_or_else(|e| e.into_inner()).pop();
            match next {
                Some(worker) => {
                    let _ = worker.join();
                }
                None => break,
            }
        }
    }
}

impl<R> Pending<R> {
    pub fn wait(self) -> Result<R, String> {
        self.answer
            .recv()
            .unwrap_or_else(|_| Err("the task panicked".to_string()))
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
    let results = tickets.into_iter().map(Pending::wait).collect();
    pool.close();
    results
}
