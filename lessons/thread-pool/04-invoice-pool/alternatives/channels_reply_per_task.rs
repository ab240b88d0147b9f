//! A correct pool of another shape: the tasks travel as boxed closures that carry their own
//! reply channel, and close stops the workers with poison pills, one per worker, behind
//! the queued tasks.

use conveyor::sync::mpsc::{self, Receiver, Sender};
use conveyor::sync::{Arc, Mutex};
use conveyor::thread::{self, JoinHandle};
use std::marker::PhantomData;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

/// A task bound to its work and its reply channel; `None` is the pill.
type Job = Option<Box<dyn FnOnce() + Send>>;

pub struct WorkerPool<T, R> {
    jobs: Sender<Job>,
    work: Arc<dyn Fn(T) -> Result<R, String> + Send + Sync>,
    workers: Vec<JoinHandle<()>>,
}

pub struct Pending<R> {
    reply: Receiver<Result<R, String>>,
    _result: PhantomData<R>,
}

impl<T: Send + 'static, R: Send + 'static> WorkerPool<T, R> {
    pub fn new<F>(size: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        let (jobs, queue) = mpsc::channel::<Job>();
        let queue = Arc::new(Mutex::new(queue));
        let workers = (0..size)
            .map(|_| {
                let queue = queue.clone();
                thread::spawn(move || {
                    loop {
                        let job = queue.lock().unwrap().recv();
                        match job {
                            Ok(Some(job)) => job(),
                            // A pill, or no pool any more.
                            Ok(None) | Err(_) => return,
                        }
                    }
                })
            })
            .collect();
        WorkerPool {
            jobs,
            work: Arc::new(work),
            workers,
        }
    }

    pub fn run(&self, task: T) -> Pending<R> {
        let (answer, reply) = mpsc::channel();
        let work = self.work.clone();
        let job = move || {
            let result = catch_unwind(AssertUnwindSafe(|| work(task))).unwrap_or_else(|_| Err("panicked".into()));
            let _ = answer.send(result);
        };
        let _ = self.jobs.send(Some(Box::new(job)));
        Pending {
            reply,
            _result: PhantomData,
        }
    }

    pub fn close(self) {
        // The pills queue up behind every task, so each worker takes one only when the tasks are gone.
        for _ in &self.workers {
            let _ = self.jobs.send(None);
        }
        for worker in self.workers {
            let _ = worker.join();
        }
    }
}

impl<R> Pending<R> {
    pub fn wait(self) -> Result<R, String> {
        self.reply.recv().unwrap_or_else(|_| Err("no answer".into()))
    }
}

pub fn invoice(amount: i64) -> Result<i64, String> {
    if amount <= 0 {
        return Err("invalid amount".to_string());
    }
    thread::sleep(Duration::from_millis(50));
    Ok(amount * 6 / 5)
}

pub fn invoices(orders: &[(u32, i64)], workers: usize) -> Vec<Result<i64, String>> {
    let pool = WorkerPool::new(workers, invoice);
    let tickets: Vec<_> = orders.iter().map(|&(_, amount)| pool.run(amount)).collect();
    let results = tickets.into_iter().map(Pending::wait).collect();
    pool.close();
    results
}
