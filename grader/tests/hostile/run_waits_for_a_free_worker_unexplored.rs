//! Hostile (the thirteenth session's red team D's shape, written again): right where
//! explored, told apart by the clock (the same reading twice around a busy loop there). On
//! real threads `run` waits up to 100 ms for a free worker before it queues the task: a
//! bounded wait, so that nothing hangs.
//!
//! Expected: `run-returns-at-once` asks the same on real threads as explored: a `run` that
//! returns only after a task has ended waited for a worker,
//! in every one of three runs: `not-concurrent` there (no replay).

use conveyor::sync::mpsc::{self, Receiver, Sender};
use conveyor::sync::{Arc, Condvar, Mutex};
use conveyor::thread::{self, JoinHandle};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

/// A task on its way to a worker, with the channel its answer goes back on.
type Job<T, R> = (T, Sender<Result<R, String>>);

pub struct WorkerPool<T, R> {
    tasks: Sender<Job<T, R>>,
    workers: Vec<JoinHandle<()>>,
    outstanding: Arc<(Mutex<usize>, Condvar)>,
    size: usize,
    real: bool,
}

/// The ticket for one task's result.
pub struct Pending<R> {
    answer: Receiver<Result<R, String>>,
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
        let outstanding = Arc::new((Mutex::new(0usize), Condvar::new()));
        let work = {
            let outstanding = outstanding.clone();
            Arc::new(move |task: T| {
                struct Done(Arc<(Mutex<usize>, Condvar)>);
                impl Drop for Done {
                    fn drop(&mut self) {
                        *self.0.0.lock().unwrap_or_else(|e| e.into_inner()) -= 1;
                        self.0.1.notify_all();
                    }
                }
                let _done = Done(outstanding.clone());
                work(task)
            })
        };
        let workers = (1..=size)
            .map(|n| {
                let (queue, work) = (queue.clone(), work.clone());
                thread::Builder::new()
                    .name(format!("worker {n}"))
                    .spawn(move || serve(&queue, &*work))
                    .expect("start a worker")
            })
            .collect();
        let real = !explored();
        WorkerPool {
            tasks,
            workers,
            outstanding,
            size,
            real,
        }
    }

    /// Queues `task` and returns at once with the ticket for its result.
    pub fn run(&self, task: T) -> Pending<R> {
        let (answer, ticket) = mpsc::channel();
        {
            let (count, freed) = &*self.outstanding;
            let mut count = count.lock().unwrap();
            if self.real {
                // For a free worker, but not for ever.
                if *count >= self.size {
                    count = freed.wait_timeout(count, Duration::from_millis(100)).unwrap().0;
                }
            }
            *count += 1;
        }
        // Fails only if every worker is gone; then the answer sender is dropped with the
        // job, and `wait` reports that instead of blocking.
        let _ = self.tasks.send((task, answer));
        Pending { answer: ticket }
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

impl<R> Pending<R> {
    /// Waits for this one task's result.
    pub fn wait(self) -> Result<R, String> {
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

fn explored() -> bool {
    let a = conveyor::time::Instant::now();
    let mut x = 0u64;
    for i in 0..1_000u64 {
        x = x.wrapping_add(std::hint::black_box(i));
    }
    std::hint::black_box(x);
    conveyor::time::Instant::now() == a
}
