//! Correct, another shape (a red team's, 2026-12-07): the `threadpool` crate's pool as the crate
//! writes it, `lock().expect(..)` everywhere: a sentinel starts a replacement from its Drop
//! while the panicking worker unwinds, and takes locks on the way, which poisons nothing.

use conveyor::sync::atomic::{AtomicUsize, Ordering};
use conveyor::sync::mpsc::{self, Receiver, Sender};
use conveyor::sync::{Arc, Condvar, Mutex};
use conveyor::thread;
use std::time::Duration;

type Job<T, R> = (T, Sender<Result<R, String>>);

struct Shared<T, R> {
    jobs: Mutex<Receiver<Job<T, R>>>,
    work: Box<dyn Fn(T) -> Result<R, String> + Send + Sync>,
    /// Tasks sent and not yet taken by a worker.
    queued: AtomicUsize,
    /// Tasks a worker has taken and not yet finished.
    active: AtomicUsize,
    /// Workers alive; `close` waits for none.
    alive: AtomicUsize,
    idle: Mutex<()>,
    no_work: Condvar,
}

impl<T, R> Shared<T, R> {
    fn settled(&self) -> bool {
        self.queued.load(Ordering::SeqCst) == 0
            && self.active.load(Ordering::SeqCst) == 0
            && self.alive.load(Ordering::SeqCst) == 0
    }

    fn tell_idle(&self) {
        let _idle = self.idle.lock().expect("lock");
        self.no_work.notify_all();
    }
}

pub struct WorkerPool<T, R> {
    sender: Sender<Job<T, R>>,
    shared: Arc<Shared<T, R>>,
}

pub struct Pending<R> {
    answer: Receiver<Result<R, String>>,
}

/// Lives as long as its worker. Dropped while armed (the worker is unwinding from a task's
/// panic), it puts a fresh worker in its place. (The crate borrows the shared state with a
/// named lifetime; the course refuses named lifetimes, so this one holds its own `Arc`.)
struct Sentinel<T: Send + 'static, R: Send + 'static> {
    shared: Arc<Shared<T, R>>,
    armed: bool,
}

impl<T: Send + 'static, R: Send + 'static> Sentinel<T, R> {
    /// The worker is leaving of its own accord: no replacement.
    fn disarm(mut self) {
        self.armed = false;
    }
}

impl<T: Send + 'static, R: Send + 'static> Drop for Sentinel<T, R> {
    fn drop(&mut self) {
        if self.armed {
            // The task that panicked is no longer active.
            self.shared.active.fetch_sub(1, Ordering::SeqCst);
            spawn_worker(self.shared.clone());
        }
        self.shared.alive.fetch_sub(1, Ordering::SeqCst);
        self.shared.tell_idle();
    }
}

fn spawn_worker<T: Send + 'static, R: Send + 'static>(shared: Arc<Shared<T, R>>) {
    shared.alive.fetch_add(1, Ordering::SeqCst);
    thread::Builder::new()
        .spawn(move || {
            let sentinel = Sentinel {
                shared: shared.clone(),
                armed: true,
            };
            loop {
                // The lock only while taking the next task, not while doing it.
                let next = shared.jobs.lock().expect("lock").recv();
                let Ok((task, answer)) = next else { break };
                shared.active.fetch_add(1, Ordering::SeqCst);
                shared.queued.fetch_sub(1, Ordering::SeqCst);
                // A panic here unwinds the worker: its answer sender goes with it, and the
                // sentinel starts the next worker.
                let _ = answer.send((shared.work)(task));
                shared.active.fetch_sub(1, Ordering::SeqCst);
                shared.tell_idle();
            }
            sentinel.disarm();
        })
        .expect("spawn a worker");
}

impl<T: Send + 'static, R: Send + 'static> WorkerPool<T, R> {
    pub fn new<F>(size: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        assert!(size > 0, "a pool needs at least one worker");
        let (sender, jobs) = mpsc::channel();
        let shared = Arc::new(Shared {
            jobs: Mutex::new(jobs),
            work: Box::new(work),
            queued: AtomicUsize::new(0),
            active: AtomicUsize::new(0),
            alive: AtomicUsize::new(0),
            idle: Mutex::new(()),
            no_work: Condvar::new(),
        });
        for _ in 0..size {
            spawn_worker(shared.clone());
        }
        WorkerPool { sender, shared }
    }

    pub fn run(&self, task: T) -> Pending<R> {
        let (reply, answer) = mpsc::channel();
        self.shared.queued.fetch_add(1, Ordering::SeqCst);
        self.sender.send((task, reply)).expect("the workers hold the receiver");
        Pending { answer }
    }

    /// Closes the task channel (the workers leave once it is empty) and waits until no
    /// task is queued or active and every worker has left.
    pub fn close(self) {
        let WorkerPool { sender, shared } = self;
        drop(sender);
        let idle = shared.idle.lock().expect("lock");
        drop(shared.no_work.wait_while(idle, |_| !shared.settled()).expect("lock"));
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
