//! A correct pool of another shape (an outside tester's): the Rust book's older ThreadPool,
//! Message::NewJob and Message::Terminate, closed by a Drop in two loops: a Terminate per
//! worker, then a join of each.

use conveyor::sync::mpsc::{self, Receiver, Sender};
use conveyor::sync::{Arc, Mutex};
use conveyor::thread::{self, JoinHandle};
use std::panic::{self, AssertUnwindSafe};
use std::time::Duration;

type Job = Box<dyn FnOnce() + Send + 'static>;

enum Message {
    NewJob(Job),
    Terminate,
}

struct Worker {
    thread: Option<JoinHandle<()>>,
}

impl Worker {
    fn new(receiver: Arc<Mutex<Receiver<Message>>>) -> Worker {
        let thread = thread::spawn(move || {
            loop {
                let message = receiver.lock().unwrap().recv().unwrap();
                match message {
                    Message::NewJob(job) => job(),
                    Message::Terminate => break,
                }
            }
        });
        Worker { thread: Some(thread) }
    }
}

pub struct WorkerPool<T, R> {
    workers: Vec<Worker>,
    sender: Sender<Message>,
    work: Arc<dyn Fn(T) -> Result<R, String> + Send + Sync>,
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
        let (sender, receiver) = mpsc::channel();
        let receiver = Arc::new(Mutex::new(receiver));
        let workers = (0..size).map(|_| Worker::new(Arc::clone(&receiver))).collect();
        WorkerPool {
            workers,
            sender,
            work: Arc::new(work),
        }
    }

    pub fn run(&self, task: T) -> Pending<R> {
        let (tx, rx) = mpsc::channel();
        let work = Arc::clone(&self.work);
        let job: Job = Box::new(move || {
            let result = panic::catch_unwind(AssertUnwindSafe(|| work(task)))
                .unwrap_or_else(|_| Err("the task panicked".to_string()));
            let _ = tx.send(result);
        });
        self.sender.send(Message::NewJob(job)).unwrap();
        Pending { answer: rx }
    }

    pub fn close(self) {
        drop(self);
    }
}

impl<R> Pending<R> {
    pub fn wait(self) -> Result<R, String> {
        self.answer
            .recv()
            .unwrap_or_else(|_| Err("the worker is gone".to_string()))
    }
}

impl<T, R> Drop for WorkerPool<T, R> {
    fn drop(&mut self) {
        for _ in &self.workers {
            self.sender.send(Message::Terminate).unwrap();
        }
        for worker in &mut self.workers {
            if let Some(thread) = worker.thread.take() {
                thread.join().unwrap();
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
    let pool = WorkerPool::new(workers, |amount: i64| invoice(amount));
    let tickets: Vec<Pending<i64>> = orders.iter().map(|&(_, amount)| pool.run(amount)).collect();
    let results = tickets.into_iter().map(Pending::wait).collect();
    pool.close();
    results
}
