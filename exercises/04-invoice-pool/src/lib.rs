//! Exercise 4: a pool of worker threads, and the sale's invoices made in it.
//!
//! Run it:    cargo run -p invoice-pool
//! Check it:  grader check exercise-4
//! Stuck?     grader hint exercise-4

// Threads, locks, channels and time (`conveyor::time::Instant`) come from `conveyor`: it is
// std's on real threads, and lets the grader explore every interleaving of your code, on a
// virtual clock where a sleep of 50 ms takes 50 ms.
#[allow(unused_imports)]
use conveyor::sync::mpsc::{self, Receiver, Sender};
#[allow(unused_imports)]
use conveyor::sync::{Arc, Mutex};
#[allow(unused_imports)]
use conveyor::thread::{self, JoinHandle};
use std::marker::PhantomData;
#[allow(unused_imports)]
use std::time::Duration;

/// A fixed set of worker threads in front of a queue of tasks.
pub struct WorkerPool<T, R> {
    // TODO: the task queue (each task with the way its answer goes back) and the workers' JoinHandles.
    _types: PhantomData<fn(T) -> R>,
}

/// The ticket for one task's result.
pub struct Pending<R> {
    // TODO: where this task's answer arrives, e.g. the receiving end of its own channel.
    _result: PhantomData<R>,
}

impl<T: Send + 'static, R: Send + 'static> WorkerPool<T, R> {
    /// Starts `size` workers, once; each of them calls `work` for the tasks it takes.
    pub fn new<F>(size: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        // TODO: make the queue, start `size` workers that take tasks until it is closed.
        let _ = work;
        todo!("WorkerPool::new({size}, work)")
    }

    /// Queues `task` and returns at once with the ticket for its result: it waits neither for
    /// the task nor for a free worker.
    pub fn run(&self, task: T) -> Pending<R> {
        // TODO: put the task in the queue with a way back for its answer; do not wait for it.
        let _ = task;
        todo!()
    }

    /// Lets the workers finish every queued task, then stops and joins them.
    pub fn close(self) {
        // TODO: tell the workers that no more tasks come, then join every one of them.
        todo!()
    }
}

impl<R> Pending<R> {
    /// Waits for this one task's result.
    pub fn wait(self) -> Result<R, String> {
        // TODO: wait for the answer of exactly this task.
        todo!()
    }
}

/// Makes an invoice's PDF, which takes 50 ms (`thread::sleep(Duration::from_millis(50))`),
/// and returns the amount plus 20 % VAT; `Err("invalid amount")` at once when the amount
/// is 0 or less.
pub fn invoice(amount: i64) -> Result<i64, String> {
    // TODO: refuse amounts of 0 or less; "make the PDF" with
    // thread::sleep(Duration::from_millis(50)); then add the VAT.
    todo!("invoice({amount})")
}

/// The invoices of `orders` (number, amount) made side by side in a pool of `workers`, in
/// the orders' order.
pub fn invoices(orders: &[(u32, i64)], workers: usize) -> Vec<Result<i64, String>> {
    // TODO: a WorkerPool of `workers` that runs `invoice`; hand out every order first, then wait.
    let _ = orders;
    todo!("invoices(…, {workers})")
}
