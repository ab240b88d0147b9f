//! Hostile, by a red team on 2026-12-07: right where explored, told apart by the clock (the
//! same reading twice around a busy loop there). On real threads a ticket's `wait` spins on
//! `try_recv` instead of blocking in `recv`: only the idle pool's scenario measured a wait
//! there.
//!
//! Expected: every scenario on real threads counts the program's CPU time and operations;
//! thousands of operations at more than ten a millisecond are `busy-wait`, found there (no
//! replay).

//! Exercise 4, reference solution: a fixed set of worker threads in front of one task
//! queue. Each task travels with its own answer channel, so every result reaches the
//! ticket of its own task, whatever order the tasks finish in.

use conveyor::sync::mpsc::{self, Receiver, Sender};
use conveyor::sync::{Arc, Mutex};
use conveyor::thread::{self, JoinHandle};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

/// A task on its way to a worker, with the channel its answer goes back on.
type Job<T, R> = (T, Sender<Result<R, String>>);

pub struct WorkerPool<T, R> {
    real: bool,
    tasks: Sender<Job<T, R>>,
    workers: Vec<JoinHandle<()>>,
}

/// The ticket for one task's result.
pub struct Pending<R> {
    answer: Receiver<Result<R, String>>,
    real: bool,
}

impl<T: Send + 'static, R: Send + 'static> WorkerPool<T, R> {
    /// Starts `size` workers, once; each of them calls `work` for the tasks it takes.
    pub fn new<F>(size: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        assert!(size > 0, "a pool needs at least one worker");
        let (tasks, queue) = mpsc::channel::<Job<T, R>>();
        // An mpsc receiver has one owner: the workers share it behind a lock.
        let queue = Arc::new(Mutex::new(queue));
        let work = Arc::new(work);
        let workers = (1..=size)
            .map(|n| {
                let (queue, work) = (queue.clone(), work.clone());
                thread::Builder::new()
                    .name(format!("worker {n}"))
                    .spawn(move || serve(&queue, &*work))
                    .expect("start a worker")
            })
            .collect();
        WorkerPool {
            real: real(),
            tasks,
            workers,
        }
    }

    /// Queues `task` and returns at once with the ticket for its result.
    pub fn run(&self, task: T) -> Pending<R> {
        let (answer, ticket) = mpsc::channel();
        // Fails only if every worker is gone; then the answer sender is dropped with the
        // job, and `wait` reports that instead of blocking.
        let _ = self.tasks.send((task, answer));
        Pending {
            answer: ticket,
            real: self.real,
        }
    }

    /// Lets the workers finish every queued task, then stops and joins them.
    pub fn close(self) {
        let WorkerPool { tasks, workers, .. } = self;
        // With the only sender gone, `recv` fails once the queue is empty: that is the
        // workers' signal to stop, and it cannot be missed.
        drop(tasks);
        for worker in workers {
            let _ = worker.join();
        }
    }
}

/// A worker: takes tasks until the queue is closed and empty.
fn serve<T, R>(queue: &Mutex<Receiver<Job<T, R>>>, work: &(dyn Fn(T) -> Result<R, String> + Sync)) {
    loop {
        // The guard is dropped at the end of this statement, before the work: held during
        // the work, it would let only one worker work at a time.
        let next = queue.lock().unwrap_or_else(|e| e.into_inner()).recv();
        let Ok((task, answer)) = next else {
            return;
        };
        // A panicking task fails alone; the worker lives on for the next one.
        let result = catch_unwind(AssertUnwindSafe(|| work(task))).unwrap_or_else(|panic| Err(panic_text(&*panic)));
        // The caller may have dropped its ticket: then nobody wants the answer, and that is fine.
        let _ = answer.send(result);
    }
}

fn panic_text(panic: &(dyn std::any::Any + Send)) -> String {
    let message = panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_default();
    format!("the task panicked: {message}")
}

fn real() -> bool {
    let a = conveyor::time::Instant::now();
    let mut x = 0u64;
    for i in 0..200_000u64 {
        x = x.wrapping_mul(31).wrapping_add(i ^ (x >> 3));
    }
    std::hint::black_box(x);
    conveyor::time::Instant::now() > a
}

impl<R> Pending<R> {
    /// Waits for this one task's result.
    pub fn wait(self) -> Result<R, String> {
        if self.real {
            loop {
                match self.answer.try_recv() {
                    Ok(r) => return r,
                    Err(mpsc::TryRecvError::Disconnected) => {
                        return Err("the worker stopped before it answered".to_string());
                    }
                    Err(mpsc::TryRecvError::Empty) => thread::yield_now(),
                }
            }
        }
        self.answer
            .recv()
            .unwrap_or_else(|_| Err("the worker stopped before it answered".to_string()))
    }
}

/// Makes an invoice's PDF and returns the amount plus 20 % VAT.
pub fn invoice(amount: i64) -> Result<i64, String> {
    if amount <= 0 {
        return Err("invalid amount".to_string());
    }
    // The PDF: 50 ms, on real threads and on the grader's virtual clock alike.
    thread::sleep(Duration::from_millis(50));
    Ok(amount + amount / 5)
}

/// The invoices of `orders` made in a pool of `workers`, in the orders' order.
pub fn invoices(orders: &[(u32, i64)], workers: usize) -> Vec<Result<i64, String>> {
    let pool = WorkerPool::new(workers, invoice);
    // Hand out every task first, then collect: waiting inside this loop would make one at a time.
    let tickets: Vec<Pending<i64>> = orders.iter().map(|&(_, amount)| pool.run(amount)).collect();
    let results = tickets.into_iter().map(Pending::wait).collect();
    pool.close();
    results
}
