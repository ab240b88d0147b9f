//! A correct pool of another shape (an outside tester's): on the given BoundedQueue, close
//! puts one pill, and each worker puts it back before it stops, so one pill stops them all.

use conveyor::BoundedQueue;
use conveyor::sync::Arc;
use conveyor::sync::mpsc::{self, Receiver};
use conveyor::thread::{self, JoinHandle};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

type Job = Box<dyn FnOnce() + Send>;

pub struct BoundedPool<T, R> {
    queue: Arc<BoundedQueue<Option<Job>>>,
    workers: Vec<JoinHandle<()>>,
    work: Arc<dyn Fn(T) -> Result<R, String> + Send + Sync>,
}

pub struct Pending<R> {
    answer: Receiver<Result<R, String>>,
}

impl<T: Send + 'static, R: Send + 'static> BoundedPool<T, R> {
    pub fn new<F>(size: usize, waiting: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        assert!(waiting > 0, "room for at least one waiting task");
        let queue: Arc<BoundedQueue<Option<Job>>> = Arc::new(BoundedQueue::new(waiting));
        let workers = (0..size)
            .map(|_| {
                let queue = queue.clone();
                thread::spawn(move || {
                    loop {
                        match queue.take() {
                            Some(job) => job(),
                            None => {
                                queue.put(None); // pass the pill on to the next worker
                                return;
                            }
                        }
                    }
                })
            })
            .collect();
        BoundedPool {
            queue,
            workers,
            work: Arc::new(work),
        }
    }

    pub fn run(&self, task: T) -> Pending<R> {
        let (tx, rx) = mpsc::channel();
        let work = self.work.clone();
        self.queue.put(Some(Box::new(move || {
            let r = catch_unwind(AssertUnwindSafe(|| work(task))).unwrap_or_else(|_| Err("panicked".into()));
            let _ = tx.send(r);
        })));
        Pending { answer: rx }
    }

    pub fn close(self) {
        self.queue.put(None); // one pill, passed from worker to worker
        for w in self.workers {
            let _ = w.join();
        }
    }
}

impl<R> Pending<R> {
    pub fn wait(self) -> Result<R, String> {
        self.answer.recv().unwrap_or_else(|_| Err("no answer".into()))
    }
}

pub fn invoice(amount: i64) -> Result<i64, String> {
    if amount <= 0 {
        return Err("invalid amount".to_string());
    }
    thread::sleep(Duration::from_millis(50));
    Ok(amount + amount / 5)
}

pub fn invoices(orders: &[(u32, i64)], workers: usize, waiting: usize) -> Vec<Result<i64, String>> {
    let pool = BoundedPool::new(workers, waiting, invoice);
    let tickets: Vec<Pending<i64>> = orders.iter().map(|&(_, amount)| pool.run(amount)).collect();
    let results = tickets.into_iter().map(Pending::wait).collect();
    pool.close();
    results
}
