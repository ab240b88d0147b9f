//! Hostile, right only where it can tell it is explored: the virtual clock stands still
//! around a busy loop (it moves only to deadlines), so two readings of
//! `conveyor::time::Instant::now()` around 20 000 turns are equal under the explorer and
//! differ on real threads. Explored, the workers work side by side, as in exercise 16's
//! reference solution (which this is otherwise); on real threads each worker holds one lock
//! of the pool's while it works, so the tasks run one at a time. Expected: not-concurrent,
//! from the real-thread phase, which counts the tasks in flight at once there too.

use conveyor::BoundedQueue;
use conveyor::sync::Arc;
use conveyor::sync::mpsc::{self, Receiver, Sender};
use conveyor::thread::{self, JoinHandle};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

/// A task with the channel its answer goes back on; `None` tells a worker to stop.
type Job<T, R> = Option<(T, Sender<Result<R, String>>)>;

pub struct BoundedPool<T, R> {
    queue: Arc<BoundedQueue<Job<T, R>>>,
    workers: Vec<JoinHandle<()>>,
}

/// The ticket for one task's result.
pub struct Pending<R> {
    answer: Receiver<Result<R, String>>,
}

impl<T: Send + 'static, R: Send + 'static> BoundedPool<T, R> {
    /// Starts `size` workers in front of a queue with room for `waiting` tasks.
    pub fn new<F>(size: usize, waiting: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        assert!(size > 0, "a pool needs at least one worker");
        assert!(waiting > 0, "a pool needs room for at least one waiting task");
        let queue = Arc::new(BoundedQueue::new(waiting));
        let work = Arc::new(work);
        // Held by the worker that works, on real threads.
        let one = Arc::new(conveyor::sync::Mutex::new(()));
        let workers = (1..=size)
            .map(|n| {
                let (queue, work, one) = (queue.clone(), work.clone(), one.clone());
                thread::Builder::new()
                    .name(format!("worker {n}"))
                    .spawn(move || serve(&queue, &*work, &one))
                    .expect("start a worker")
            })
            .collect();
        BoundedPool { queue, workers }
    }

    /// Queues `task`, waiting while the queue is full, and returns with its ticket.
    pub fn run(&self, task: T) -> Pending<R> {
        let (answer, ticket) = mpsc::channel();
        self.queue.put(Some((task, answer)));
        Pending { answer: ticket }
    }

    /// Lets the workers finish every queued task, then stops and joins them.
    pub fn close(self) {
        // The pills queue up behind the tasks, so every task is taken before any pill.
        for _ in &self.workers {
            self.queue.put(None);
        }
        for worker in self.workers {
            let _ = worker.join();
        }
    }
}

/// A worker: takes tasks until it takes a pill.
/// Whether this runs under the explorer: its clock did not move while we worked.
fn explored() -> bool {
    let before = conveyor::time::Instant::now();
    let mut turns: u64 = 0;
    for i in 0..20_000u64 {
        turns = std::hint::black_box(turns.wrapping_add(i));
    }
    std::hint::black_box(turns);
    conveyor::time::Instant::now() == before
}
fn serve<T, R>(
    queue: &BoundedQueue<Job<T, R>>,
    work: &(dyn Fn(T) -> Result<R, String> + Sync),
    one: &conveyor::sync::Mutex<()>,
) {
    while let Some((task, answer)) = queue.take() {
        // One task at a time, but only where nobody explores.
        let _one = if explored() { None } else { Some(one.lock().unwrap()) };
        let result =
            catch_unwind(AssertUnwindSafe(|| work(task))).unwrap_or_else(|_| Err("the task panicked".to_string()));
        // The caller may have dropped its ticket: nobody wants the answer then.
        let _ = answer.send(result);
    }
}

impl<R> Pending<R> {
    /// Waits for this one task's result.
    pub fn wait(self) -> Result<R, String> {
        self.answer
            .recv()
            .unwrap_or_else(|_| Err("the worker stopped before it answered".to_string()))
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

/// The invoices of `orders` made in a pool of `workers` with room for `waiting`, in order.
pub fn invoices(orders: &[(u32, i64)], workers: usize, waiting: usize) -> Vec<Result<i64, String>> {
    let pool = BoundedPool::new(workers, waiting, invoice);
    // run waits here whenever the queue is full: the workers set the pace.
    let tickets: Vec<Pending<i64>> = orders.iter().map(|&(_, amount)| pool.run(amount)).collect();
    let results = tickets.into_iter().map(Pending::wait).collect();
    pool.close();
    results
}
