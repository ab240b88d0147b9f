//! Hostile, with a later exercise's given code: exercise 4 asks for a `WorkerPool`, and
//! conveyor gives one to exercises 11 on. This pool keeps `size` and `work` and builds
//! conveyor's on its first `run()`, after the checks looked at what `new` made.
//!
//! Expected: a compile error. Exercise 4 is built against conveyor without its `pool`
//! feature (its manifest in the course says so, as exercise 1's leaves out the queue), so
//! `conveyor::WorkerPool` does not exist there, by any path.

use conveyor::sync::{Arc, Mutex};
use conveyor::thread;
use std::time::Duration;

type Work<T, R> = Arc<dyn Fn(T) -> Result<R, String> + Send + Sync>;

pub struct WorkerPool<T, R> {
    size: usize,
    work: Work<T, R>,
    given: Mutex<Option<conveyor::WorkerPool<T, R>>>,
}

pub struct Pending<R>(conveyor::Pending<R>);

impl<T: Send + 'static, R: Send + 'static> WorkerPool<T, R> {
    pub fn new<F>(size: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        assert!(size > 0, "a pool needs at least one worker");
        WorkerPool {
            size,
            work: Arc::new(work),
            given: Mutex::new(None),
        }
    }

    pub fn run(&self, task: T) -> Pending<R> {
        let mut given = self.given.lock().unwrap();
        let work = self.work.clone();
        let pool = given.get_or_insert_with(|| conveyor::WorkerPool::new(self.size, move |t| work(t)));
        Pending(pool.run(task))
    }

    pub fn close(self) {
        if let Some(pool) = self.given.into_inner().unwrap() {
            pool.close();
        }
    }
}

impl<R> Pending<R> {
    pub fn wait(self) -> Result<R, String> {
        self.0.wait()
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
