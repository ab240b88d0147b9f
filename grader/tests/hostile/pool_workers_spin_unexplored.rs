//! Hostile, right only where it can tell it is explored (the virtual clock stands still
//! around a busy loop): explored, idle workers block on the channel; on real threads they
//! spin on `try_recv` and `yield_now`. Found by the red team on 2026-12-07. Expected:
//! busy-wait (`no-busy-waiting`: an idle pool measured on real threads).

use conveyor::sync::mpsc::{self, Receiver, Sender, TryRecvError};
use conveyor::sync::{Arc, Mutex};
use conveyor::thread::{self, JoinHandle};
use conveyor::time::Instant;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

/// A task on its way to a worker, with the channel its answer goes back on.
type Job<T, R> = (T, Sender<Result<R, String>>);

pub struct WorkerPool<T, R> {
    tasks: Sender<Job<T, R>>,
    workers: Vec<JoinHandle<()>>,
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
        let work = Arc::new(work);
        let watched = explored();
        let workers = (1..=size)
            .map(|n| {
                let (queue, work) = (queue.clone(), work.clone());
                thread::Builder::new()
                    .name(format!("worker {n}"))
                    .spawn(move || serve(&queue, &*work, watched))
                    .expect("start a worker")
            })
            .collect();
        WorkerPool { tasks, workers }
    }

    /// Queues `task` and returns at once with the ticket for its result.
    pub fn run(&self, task: T) -> Pending<R> {
        let (answer, ticket) = mpsc::channel();
        // Fails only if every worker is gone; then the answer sender is dropped with the
        // job, and `wait` reports that instead of blocking.
        let _ = self.tasks.send((task, answer));
        Pending { answer: ticket }
    }

    /// Lets the workers finish every queued task, then stops and joins them.
    pub fn close(self) {
        let WorkerPool { tasks, workers } = self;
        // With the only sender gone, `recv` fails once the queue is empty: that is the
        // workers' signal to stop, and it cannot be missed.
        drop(tasks);
        for worker in workers {
            let _ = worker.join();
        }
    }
}

/// A worker: takes tasks until the queue is closed and empty.
fn serve<T, R>(queue: &Mutex<Receiver<Job<T, R>>>, work: &(dyn Fn(T) -> Result<R, String> + Sync), watched: bool) {
    loop {
        let next = if watched {
            queue.lock().unwrap_or_else(|e| e.into_inner()).recv().ok()
        } else {
            // Unwatched: spin on try_recv, a core busy while there is nothing to do.
            loop {
                let got = queue.lock().unwrap_or_else(|e| e.into_inner()).try_recv();
                match got {
                    Ok(job) => break Some(job),
                    Err(TryRecvError::Disconnected) => break None,
                    Err(TryRecvError::Empty) => thread::yield_now(),
                }
            }
        };
        let Some((task, answer)) = next else {
            return;
        };
        let result = catch_unwind(AssertUnwindSafe(|| work(task))).unwrap_or_else(|panic| Err(panic_text(&*panic)));
        let _ = answer.send(result);
    }
}

fn explored() -> bool {
    let before = Instant::now();
    let mut turns: u64 = 0;
    for i in 0..20_000u64 {
        turns = std::hint::black_box(turns.wrapping_add(i));
    }
    std::hint::black_box(turns);
    Instant::now() == before
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
