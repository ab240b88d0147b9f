//! Exercise 16: a pool whose task queue has room for only so many tasks.
//!
//! Run it:    cargo run -p bounded-pool
//! Check it:  grader check exercise-16
//! Stuck?     grader hint exercise-16

// The queue of exercise 1 is given (conveyor::BoundedQueue), and so are threads and locks.
#[allow(unused_imports)]
use conveyor::BoundedQueue;
#[allow(unused_imports)]
use conveyor::sync::mpsc::{self, Receiver, Sender};
#[allow(unused_imports)]
use conveyor::sync::{Arc, Condvar, Mutex};
use conveyor::thread;
#[allow(unused_imports)]
use conveyor::thread::JoinHandle;
use std::marker::PhantomData;
use std::time::Duration;

/// A fixed set of worker threads in front of a task queue with room for `waiting` tasks.
pub struct BoundedPool<T, R> {
    // TODO: the bounded task queue (each task with the way its answer goes back) and the
    // workers' JoinHandles.
    _types: PhantomData<fn(T) -> R>,
}

/// The ticket for one task's result.
pub struct Pending<R> {
    // TODO: where this task's answer arrives.
    _result: PhantomData<R>,
}

impl<T: Send + 'static, R: Send + 'static> BoundedPool<T, R> {
    /// Starts `size` workers, once; each calls `work` for the tasks it takes. The queue in
    /// front of them holds at most `waiting` tasks that no worker has taken yet. `waiting`
    /// is at least 1: `new` panics on 0.
    pub fn new<F>(size: usize, waiting: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        // TODO: refuse waiting == 0; make the bounded queue; start `size` workers.
        let _ = work;
        todo!("BoundedPool::new({size}, {waiting}, work)")
    }

    /// Queues `task` and returns with its ticket. While `waiting` tasks are queued (not yet
    /// taken by a worker), waits for room: the task is never dropped nor refused. Tasks a
    /// worker has taken do not count. Returns as soon as there is room, without waiting
    /// for any task's result.
    pub fn run(&self, task: T) -> Pending<R> {
        // TODO: put the task (with a way back for its answer) into the bounded queue.
        let _ = task;
        todo!()
    }

    /// Lets the workers finish every queued task, then stops and joins them.
    pub fn close(self) {
        // TODO: tell every worker that no more tasks come (one pill each, or a closed flag
        // and notify_all), then join them all.
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

/// Given: makes an invoice's PDF (a pause of 50 ms) and returns the amount plus 20 % VAT;
/// `Err("invalid amount")` when the amount is 0 or less.
pub fn invoice(amount: i64) -> Result<i64, String> {
    if amount <= 0 {
        return Err("invalid amount".to_string());
    }
    thread::sleep(Duration::from_millis(50));
    Ok(amount + amount / 5)
}

/// The invoices of `orders` (number, amount), made in a BoundedPool of `workers` with room
/// for `waiting` queued tasks, in the orders' order. Never more threads than `workers`; the
/// pool closed before this returns.
pub fn invoices(orders: &[(u32, i64)], workers: usize, waiting: usize) -> Vec<Result<i64, String>> {
    // TODO: hand out every order (run waits when the queue is full), then wait on the tickets.
    let _ = orders;
    todo!("invoices(…, {workers}, {waiting})")
}
