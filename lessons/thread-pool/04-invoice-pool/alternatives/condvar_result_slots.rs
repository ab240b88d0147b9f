//! A correct pool of another shape: a Mutex + Condvar task queue, a result slot per task
//! (again Mutex + Condvar), and workers started only when tasks come, never more than size.

use conveyor::sync::{Arc, Condvar, Mutex};
use conveyor::thread::{self, JoinHandle};
use std::collections::VecDeque;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

/// Where one task's result lands; its `Pending` waits on it.
struct Slot<R> {
    result: Mutex<Option<Result<R, String>>>,
    filled: Condvar,
}

struct Queue<T, R> {
    tasks: VecDeque<(T, Arc<Slot<R>>)>,
    closed: bool,
}

struct Shared<T, R> {
    queue: Mutex<Queue<T, R>>,
    ready: Condvar,
    work: Box<dyn Fn(T) -> Result<R, String> + Send + Sync>,
}

pub struct WorkerPool<T, R> {
    shared: Arc<Shared<T, R>>,
    size: usize,
    workers: Mutex<Vec<JoinHandle<()>>>,
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
            queue: Mutex::new(Queue {
                tasks: VecDeque::new(),
                closed: false,
            }),
            ready: Condvar::new(),
            work: Box::new(work),
        });
        WorkerPool {
            shared,
            size,
            workers: Mutex::new(Vec::new()),
        }
    }

    pub fn run(&self, task: T) -> Pending<R> {
        let slot = Arc::new(Slot {
            result: Mutex::new(None),
            filled: Condvar::new(),
        });
        self.shared.queue.lock().unwrap().tasks.push_back((task, slot.clone()));
        self.shared.ready.notify_one();
        let mut workers = self.workers.lock().unwrap();
        if workers.len() < self.size {
            let shared = self.shared.clone();
            workers.push(thread::spawn(move || serve(&shared)));
        }
        Pending { slot }
    }

    pub fn close(self) {
        self.shared.queue.lock().unwrap().closed = true;
        self.shared.ready.notify_all();
        for worker in self.workers.into_inner().unwrap() {
            let _ = worker.join();
        }
    }
}

fn serve<T, R>(shared: &Shared<T, R>) {
    loop {
        let next = {
            let queue = shared.queue.lock().unwrap();
            let mut queue = shared
                .ready
                .wait_while(queue, |q| q.tasks.is_empty() && !q.closed)
                .unwrap();
            queue.tasks.pop_front()
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
    Ok(amount + amount * 20 / 100)
}

pub fn invoices(orders: &[(u32, i64)], workers: usize) -> Vec<Result<i64, String>> {
    let pool = WorkerPool::new(workers, invoice);
    let tickets: Vec<Pending<i64>> = orders.iter().map(|&(_, amount)| pool.run(amount)).collect();
    let results = tickets.into_iter().map(|t| t.wait()).collect();
    pool.close();
    results
}
