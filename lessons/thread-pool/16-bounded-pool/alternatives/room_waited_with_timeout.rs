//! A correct pool whose run waits for room with wait_timeout(10 ms) in its while loop, and is
//! notified as well. A timed wait let a task finish before its run was counted as returned,
//! and the check's own count of unfinished tasks went below zero: blamed on the student.
use conveyor::sync::mpsc::{self, Receiver};
use conveyor::sync::{Arc, Condvar, Mutex};
use conveyor::thread::{self, JoinHandle};
use std::collections::VecDeque;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

type Job = Box<dyn FnOnce() + Send>;

struct Queue {
    jobs: VecDeque<Job>,
    closed: bool,
}

struct Shared {
    queue: Mutex<Queue>,
    room: Condvar,
    work: Condvar,
    waiting: usize,
}

pub struct BoundedPool<T, R> {
    shared: Arc<Shared>,
    workers: Vec<JoinHandle<()>>,
    work: Arc<dyn Fn(T) -> Result<R, String> + Send + Sync>,
}

pub struct Pending<R> {
    answer: Receiver<Result<R, String>>,
}

fn serve(shared: &Shared) {
    loop {
        let job = {
            let mut q = shared.queue.lock().unwrap();
            while q.jobs.is_empty() && !q.closed {
                q = shared.work.wait(q).unwrap();
            }
            match q.jobs.pop_front() {
                Some(job) => job,
                None => return,
            }
        };
        shared.room.notify_one();
        job();
    }
}

impl<T: Send + 'static, R: Send + 'static> BoundedPool<T, R> {
    pub fn new<F>(size: usize, waiting: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        assert!(waiting != 0, "waiting must be at least 1");
        let shared = Arc::new(Shared {
            queue: Mutex::new(Queue {
                jobs: VecDeque::new(),
                closed: false,
            }),
            room: Condvar::new(),
            work: Condvar::new(),
            waiting,
        });
        let workers = (0..size)
            .map(|_| {
                let shared = shared.clone();
                thread::spawn(move || serve(&shared))
            })
            .collect();
        BoundedPool {
            shared,
            workers,
            work: Arc::new(work),
        }
    }

    pub fn run(&self, task: T) -> Pending<R> {
        let (tx, rx) = mpsc::channel();
        let work = self.work.clone();
        let job: Job = Box::new(move || {
            let r = catch_unwind(AssertUnwindSafe(|| work(task))).unwrap_or_else(|_| Err("panicked".into()));
            let _ = tx.send(r);
        });
        let mut q = self.shared.queue.lock().unwrap();
        while q.jobs.len() >= self.shared.waiting {
            // a timeout as a safety net; the workers notify `room` anyway
            q = self.shared.room.wait_timeout(q, Duration::from_millis(10)).unwrap().0;
        }
        q.jobs.push_back(job);
        drop(q);
        self.shared.work.notify_one();
        Pending { answer: rx }
    }

    pub fn close(mut self) {
        self.shared.queue.lock().unwrap().closed = true;
        self.shared.work.notify_all();
        for w in self.workers.drain(..) {
            let _ = w.join();
        }
    }
}

impl<R> Pending<R> {
    pub fn wait(self) -> Result<R, String> {
        self.answer.recv().unwrap_or_else(|_| Err("no answer".into()))
    }
}

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
