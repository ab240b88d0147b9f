//! mutant: close wakes only one of the workers that sleep waiting for a task
//! class: deadlock
//! check: close-wakes-idle-workers

use conveyor::sync::atomic::{AtomicBool, Ordering};
use conveyor::sync::{Arc, Condvar, Mutex};
use conveyor::thread::{self, JoinHandle};
use std::collections::VecDeque;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

struct Slot<R> {
    result: Mutex<Option<Result<R, String>>>,
    filled: Condvar,
}

struct Shared<T, R> {
    tasks: Mutex<VecDeque<(T, Arc<Slot<R>>)>>,
    ready: Condvar,
    closed: AtomicBool,
    work: Box<dyn Fn(T) -> Result<R, String> + Send + Sync>,
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
            tasks: Mutex::new(VecDeque::new()),
            ready: Condvar::new(),
            closed: AtomicBool::new(false),
            work: Box::new(work),
        });
        let workers = (0..size)
            .map(|_| {
                let shared = shared.clone();
                thread::spawn(move || serve(&shared))
            })
            .collect();
        WorkerPool { shared, workers }
    }

    pub fn run(&self, task: T) -> Pending<R> {
        let slot = Arc::new(Slot {
            result: Mutex::new(None),
            filled: Condvar::new(),
        });
        self.shared.tasks.lock().unwrap().push_back((task, slot.clone()));
        self.shared.ready.notify_one();
        Pending { slot }
    }

    pub fn close(self) {
        let tasks = self.shared.tasks.lock().unwrap();
        self.shared.closed.store(true, Ordering::SeqCst);
        self.shared.ready.notify_one();
        drop(tasks);
        for worker in self.workers {
            let _ = worker.join();
        }
    }
}

fn serve<T, R>(shared: &Shared<T, R>) {
    loop {
        let next = {
            let mut tasks = shared.tasks.lock().unwrap();
            loop {
                if let Some(next) = tasks.pop_front() {
                    break Some(next);
                }
                if shared.closed.load(Ordering::SeqCst) {
                    break None;
                }
                tasks = shared.ready.wait(tasks).unwrap();
            }
        };
        let Some((task, slot)) = next else {
            return;
        };
        let result = catch_unwind(AssertUnwindSafe(|| (shared.work)(task))).unwrap_or_else(|_| Err("panicked".into()));
        *slot.result.lock().unwrap() = Some(result);
        slot.filled.notify_all();
    }
}

impl<R> Pending<R> {
    pub fn wait(self) -> Result<R, String> {
        let result = self.slot.result.lock().unwrap();
        let mut result = self.slot.filled.wait_while(result, |r| r.is_none()).unwrap();
        result.take().expect("filled")
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
