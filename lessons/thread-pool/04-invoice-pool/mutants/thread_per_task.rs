//! mutant: run starts a new thread for every task instead of handing it to a fixed set of workers
//! class: too-many-threads
//! check: thread-count

use conveyor::sync::mpsc::{self, Receiver};
use conveyor::sync::{Arc, Mutex};
use conveyor::thread::{self, JoinHandle};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

pub struct WorkerPool<T, R> {
    work: Arc<dyn Fn(T) -> Result<R, String> + Send + Sync>,
    threads: Mutex<Vec<JoinHandle<()>>>,
}

pub struct Pending<R> {
    answer: Receiver<Result<R, String>>,
}

impl<T: Send + 'static, R: Send + 'static> WorkerPool<T, R> {
    pub fn new<F>(size: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        let _ = size;
        WorkerPool {
            work: Arc::new(work),
            threads: Mutex::new(Vec::new()),
        }
    }

    pub fn run(&self, task: T) -> Pending<R> {
        let (answer, ticket) = mpsc::channel();
        let work = self.work.clone();
        let thread = thread::spawn(move || {
            let result =
                catch_unwind(AssertUnwindSafe(|| work(task))).unwrap_or_else(|_| Err("the task panicked".to_string()));
            let _ = answer.send(result);
        });
        self.threads.lock().unwrap().push(thread);
        Pending { answer: ticket }
    }

    pub fn close(self) {
        for thread in self.threads.into_inner().unwrap() {
            let _ = thread.join();
        }
    }
}

impl<R> Pending<R> {
    pub fn wait(self) -> Result<R, String> {
        self.answer.recv().unwrap_or_else(|_| Err("no answer".to_string()))
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
