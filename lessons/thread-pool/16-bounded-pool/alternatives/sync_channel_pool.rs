//! The bounded queue is a sync_channel of `waiting`: `send` waits while that many tasks are
//! buffered. The workers share the receiving end behind a lock; closing drops the sender.

use conveyor::sync::mpsc::{self, Receiver, Sender, SyncSender};
use conveyor::sync::{Arc, Mutex};
use conveyor::thread::{self, JoinHandle};
use std::time::Duration;

type Job<T, R> = (T, Sender<Result<R, String>>);

pub struct BoundedPool<T, R> {
    tasks: SyncSender<Job<T, R>>,
    workers: Vec<JoinHandle<()>>,
}

pub struct Pending<R> {
    answer: Receiver<Result<R, String>>,
}

impl<T: Send + 'static, R: Send + 'static> BoundedPool<T, R> {
    pub fn new<F>(size: usize, waiting: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        if waiting == 0 {
            panic!("BoundedPool::new: waiting must be at least 1");
        }
        let (tasks, queue) = mpsc::sync_channel::<Job<T, R>>(waiting);
        let queue = Arc::new(Mutex::new(queue));
        let work = Arc::new(work);
        let workers = (0..size)
            .map(|_| {
                let (queue, work) = (queue.clone(), work.clone());
                thread::spawn(move || {
                    loop {
                        let next = queue.lock().unwrap().recv();
                        let Ok((task, answer)) = next else { return };
                        let _ = answer.send(work(task));
                    }
                })
            })
            .collect();
        BoundedPool { tasks, workers }
    }

    pub fn run(&self, task: T) -> Pending<R> {
        let (answer, ticket) = mpsc::channel();
        let _ = self.tasks.send((task, answer));
        Pending { answer: ticket }
    }

    pub fn close(self) {
        drop(self.tasks);
        for worker in self.workers {
            let _ = worker.join();
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

pub fn invoices(orders: &[(u32, i64)], workers: usize, waiting: usize) -> Vec<Result<i64, String>> {
    let pool = BoundedPool::new(workers, waiting, invoice);
    let tickets: Vec<Pending<i64>> = orders.iter().map(|&(_, amount)| pool.run(amount)).collect();
    let results = tickets.into_iter().map(Pending::wait).collect();
    pool.close();
    results
}
