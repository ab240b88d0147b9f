//! A correct pool of another shape (an outside tester's), Java's ThreadPoolExecutor: while
//! fewer than size workers exist, `run` starts a new one carrying the task as its first
//! task, which never goes into the queue; only once size workers exist do tasks go to the
//! bounded queue (a VecDeque and two condvars), where `run` waits while `waiting` are
//! queued. A task given to its worker at the start is taken, not waiting, even before that
//! worker has run.

use conveyor::sync::mpsc::{self, Receiver, Sender};
use conveyor::sync::{Arc, Condvar, Mutex};
use conveyor::thread::{self, JoinHandle};
use std::collections::VecDeque;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

type Job<T, R> = (T, Sender<Result<R, String>>);

struct State<T, R> {
    queue: VecDeque<Job<T, R>>,
    closed: bool,
}

struct Shared<T, R> {
    state: Mutex<State<T, R>>,
    not_empty: Condvar,
    not_full: Condvar,
    waiting: usize,
    work: Box<dyn Fn(T) -> Result<R, String> + Send + Sync>,
}

pub struct BoundedPool<T, R> {
    shared: Arc<Shared<T, R>>,
    size: usize,
    workers: Mutex<Vec<JoinHandle<()>>>,
}

pub struct Pending<R> {
    rx: Receiver<Result<R, String>>,
}

fn serve<T, R>(shared: &Shared<T, R>, first: Job<T, R>) {
    let mut next = Some(first);
    while let Some((task, answer)) = next.take() {
        let r = catch_unwind(AssertUnwindSafe(|| (shared.work)(task))).unwrap_or_else(|_| Err("panicked".to_string()));
        let _ = answer.send(r);
        let mut st = shared.state.lock().unwrap();
        loop {
            if let Some(job) = st.queue.pop_front() {
                shared.not_full.notify_one();
                next = Some(job);
                break;
            }
            if st.closed {
                break;
            }
            st = shared.not_empty.wait(st).unwrap();
        }
    }
}

impl<T: Send + 'static, R: Send + 'static> BoundedPool<T, R> {
    pub fn new<F>(size: usize, waiting: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        assert!(size > 0 && waiting > 0);
        BoundedPool {
            shared: Arc::new(Shared {
                state: Mutex::new(State {
                    queue: VecDeque::new(),
                    closed: false,
                }),
                not_empty: Condvar::new(),
                not_full: Condvar::new(),
                waiting,
                work: Box::new(work),
            }),
            size,
            workers: Mutex::new(Vec::new()),
        }
    }

    pub fn run(&self, task: T) -> Pending<R> {
        let (answer, rx) = mpsc::channel();
        let mut workers = self.workers.lock().unwrap();
        if workers.len() < self.size {
            let shared = self.shared.clone();
            let first = (task, answer);
            workers.push(thread::spawn(move || serve(&shared, first)));
            return Pending { rx };
        }
        drop(workers);
        let mut st = self.shared.state.lock().unwrap();
        while st.queue.len() >= self.shared.waiting {
            st = self.shared.not_full.wait(st).unwrap();
        }
        st.queue.push_back((task, answer));
        self.shared.not_empty.notify_one();
        Pending { rx }
    }

    pub fn close(self) {
        self.shared.state.lock().unwrap().closed = true;
        self.shared.not_empty.notify_all();
        for w in self.workers.into_inner().unwrap() {
            let _ = w.join();
        }
    }
}

impl<R> Pending<R> {
    pub fn wait(self) -> Result<R, String> {
        self.rx.recv().unwrap_or_else(|_| Err("worker gone".to_string()))
    }
}

/// Given: makes an invoice's PDF (a pause of 50 ms) and returns the amount plus 20 % VAT;
/// `Err("invalid amount")` when the amount is 0 or less.
pub fn invoice(amount: i64) -> Result<i64, String> {
    if amount <= 0 {
        return Err("invalid amount".to_string());
    }
    thread::sleep(Duration::from_millis(50));
    Ok(amount + amount / 5)
}

/// The invoices of `orders` made in a pool of `workers` with room for `waiting`, in order.
pub fn invoices(orders: &[(u32, i64)], workers: usize, waiting: usize) -> Vec<Result<i64, String>> {
    let pool = BoundedPool::new(workers, waiting, invoice);
    // run waits here whenever the queue is full: the workers set the pace.
    let tickets: Vec<Pending<i64>> = orders.iter().map(|&(_, amount)| pool.run(amount)).collect();
    let results = tickets.into_iter().map(Pending::wait).collect();
    pool.close();
    results
}
