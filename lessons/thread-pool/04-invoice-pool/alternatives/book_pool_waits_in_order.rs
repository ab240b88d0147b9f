//! A correct pool of another shape, the Rust book's: workers with an `Option<JoinHandle>`,
//! boxed closures as jobs, the sender in an `Option` that `close` takes. `invoices` hands out
//! every order in one loop, then waits on the tickets, in the orders' order, in another.

use conveyor::sync::mpsc::{self, Receiver, Sender};
use conveyor::sync::{Arc, Mutex};
use conveyor::thread::{self, JoinHandle};
use std::marker::PhantomData;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

type Job = Box<dyn FnOnce() + Send + 'static>;

struct Worker {
    thread: Option<JoinHandle<()>>,
}

impl Worker {
    fn new(jobs: Arc<Mutex<Receiver<Job>>>) -> Worker {
        let thread = thread::spawn(move || {
            loop {
                let message = jobs.lock().unwrap().recv();
                match message {
                    Ok(job) => job(),
                    Err(_) => break,
                }
            }
        });
        Worker { thread: Some(thread) }
    }
}

pub struct WorkerPool<T, R> {
    workers: Vec<Worker>,
    sender: Option<Sender<Job>>,
    work: Arc<dyn Fn(T) -> Result<R, String> + Send + Sync>,
    _types: PhantomData<fn(T) -> R>,
}

pub struct Pending<R> {
    answer: Receiver<Result<R, String>>,
}

impl<T: Send + 'static, R: Send + 'static> WorkerPool<T, R> {
    pub fn new<F>(size: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        assert!(size > 0);
        let (sender, receiver) = mpsc::channel::<Job>();
        let receiver = Arc::new(Mutex::new(receiver));
        let mut workers = Vec::with_capacity(size);
        for _ in 0..size {
            workers.push(Worker::new(Arc::clone(&receiver)));
        }
        WorkerPool {
            workers,
            sender: Some(sender),
            work: Arc::new(work),
            _types: PhantomData,
        }
    }

    pub fn run(&self, task: T) -> Pending<R> {
        let (tx, answer) = mpsc::channel();
        let work = Arc::clone(&self.work);
        let job: Job = Box::new(move || {
            let result = match catch_unwind(AssertUnwindSafe(|| work(task))) {
                Ok(result) => result,
                Err(_) => Err("the task panicked".to_string()),
            };
            let _ = tx.send(result);
        });
        if let Some(sender) = &self.sender {
            let _ = sender.send(job);
        }
        Pending { answer }
    }

    pub fn close(mut self) {
        drop(self.sender.take());
        for worker in &mut self.workers {
            if let Some(thread) = worker.thread.take() {
                let _ = thread.join();
            }
        }
    }
}

impl<R> Pending<R> {
    pub fn wait(self) -> Result<R, String> {
        match self.answer.recv() {
            Ok(result) => result,
            Err(_) => Err("no answer".to_string()),
        }
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
    let mut tickets = Vec::new();
    for &(_, amount) in orders {
        tickets.push(pool.run(amount));
    }
    let mut results = Vec::new();
    for ticket in tickets {
        results.push(ticket.wait());
    }
    pool.close();
    results
}
