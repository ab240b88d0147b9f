//! mutant: every worker answers into one channel shared by all tickets; wait takes whichever
//! mutant: answer comes next, so the results arrive in the order the tasks finish
//! class: out-of-order
//! check: results-in-input-order

use conveyor::sync::mpsc::{self, Receiver, Sender};
use conveyor::sync::{Arc, Mutex};
use conveyor::thread::{self, JoinHandle};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

type Answers<R> = Arc<Mutex<Receiver<Result<R, String>>>>;

pub struct WorkerPool<T, R> {
    tasks: Sender<T>,
    answers: Answers<R>,
    workers: Vec<JoinHandle<()>>,
}

pub struct Pending<R> {
    answers: Answers<R>,
}

impl<T: Send + 'static, R: Send + 'static> WorkerPool<T, R> {
    pub fn new<F>(size: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        let (tasks, queue) = mpsc::channel::<T>();
        let (answer, answers) = mpsc::channel();
        let queue = Arc::new(Mutex::new(queue));
        let work = Arc::new(work);
        let workers = (0..size)
            .map(|_| {
                let (queue, work, answer) = (queue.clone(), work.clone(), answer.clone());
                thread::spawn(move || {
                    loop {
                        let next = queue.lock().unwrap().recv();
                        let Ok(task) = next else {
                            return;
                        };
                        let result = catch_unwind(AssertUnwindSafe(|| work(task)))
                            .unwrap_or_else(|_| Err("the task panicked".to_string()));
                        let _ = answer.send(result);
                    }
                })
            })
            .collect();
        WorkerPool {
            tasks,
            answers: Arc::new(Mutex::new(answers)),
            workers,
        }
    }

    pub fn run(&self, task: T) -> Pending<R> {
        let _ = self.tasks.send(task);
        Pending {
            answers: self.answers.clone(),
        }
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
        let next = self.answers.lock().unwrap().recv();
        next.unwrap_or_else(|_| Err("no answer".to_string()))
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
