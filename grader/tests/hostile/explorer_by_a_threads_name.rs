//! Right where explored, told apart by a thread's name (no clock, no address): workers
//! started without a name were told "thread 1", "thread 2" … under the explorer, and
//! `None` on real threads. Where a worker finds no name, a ticket's `wait` polls for its
//! result instead of waiting on the condvar: the real-thread phase measures the idle
//! workers, not the caller that waits for a ticket.
//!
//! Expected: the name is told as given everywhere (`None`), so the explorer meets the
//! polling ticket too: `busy-wait`.

use conveyor::sync::atomic::{AtomicBool, Ordering};
use conveyor::sync::{Arc, Condvar, Mutex};
use conveyor::thread::{self, JoinHandle};
use std::collections::VecDeque;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

type Task<T, R> = (T, Arc<Slot<R>>);

/// Where a task's result is put, and waited for.
pub struct Slot<R> {
    result: Mutex<Option<Result<R, String>>>,
    ready: Condvar,
    /// Set by the workers where they found no name.
    unexplored: Arc<AtomicBool>,
}

struct Shared<T, R> {
    queue: Mutex<(VecDeque<Task<T, R>>, bool)>,
    more: Condvar,
    unexplored: Arc<AtomicBool>,
}

pub struct WorkerPool<T, R> {
    shared: Arc<Shared<T, R>>,
    workers: Vec<JoinHandle<()>>,
}

pub struct Pending<R> {
    slot: Arc<Slot<R>>,
}

impl<T: Send + 'static, R: Send + 'static> WorkerPool<T, R> {
    pub fn new<F>(size: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        let shared = Arc::new(Shared {
            queue: Mutex::new((VecDeque::new(), false)),
            more: Condvar::new(),
            unexplored: Arc::new(AtomicBool::new(false)),
        });
        let work = Arc::new(work);
        let workers = (0..size)
            .map(|_| {
                let (shared, work) = (shared.clone(), work.clone());
                thread::spawn(move || {
                    if thread::current().name().is_none() {
                        shared.unexplored.store(true, Ordering::SeqCst);
                    }
                    loop {
                        let mut queue = shared.queue.lock().unwrap();
                        while queue.0.is_empty() && !queue.1 {
                            queue = shared.more.wait(queue).unwrap();
                        }
                        let Some((task, slot)) = queue.0.pop_front() else {
                            return;
                        };
                        drop(queue);
                        let result = catch_unwind(AssertUnwindSafe(|| work(task)))
                            .unwrap_or_else(|_| Err("the task panicked".to_string()));
                        *slot.result.lock().unwrap() = Some(result);
                        slot.ready.notify_all();
                    }
                })
            })
            .collect();
        WorkerPool { shared, workers }
    }

    pub fn run(&self, task: T) -> Pending<R> {
        let slot = Arc::new(Slot {
            result: Mutex::new(None),
            ready: Condvar::new(),
            unexplored: self.shared.unexplored.clone(),
        });
        self.shared.queue.lock().unwrap().0.push_back((task, slot.clone()));
        self.shared.more.notify_one();
        Pending { slot }
    }

    pub fn close(self) {
        self.shared.queue.lock().unwrap().1 = true;
        self.shared.more.notify_all();
        for worker in self.workers {
            let _ = worker.join();
        }
    }
}

impl<R> Pending<R> {
    pub fn wait(self) -> Result<R, String> {
        let mut result = self.slot.result.lock().unwrap();
        loop {
            if let Some(r) = result.take() {
                return r;
            }
            if self.slot.unexplored.load(Ordering::SeqCst) {
                drop(result);
                thread::yield_now();
                result = self.slot.result.lock().unwrap();
            } else {
                result = self.slot.ready.wait(result).unwrap();
            }
        }
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
    let tickets: Vec<Pending<i64>> = orders.iter().map(|&(_, amount)| pool.run(amount)).collect();
    let results = tickets.into_iter().map(Pending::wait).collect();
    pool.close();
    results
}
