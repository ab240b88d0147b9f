//! alternative: one Mutex over the queue, one Condvar for every change (a task queued, a
//! task taken, the pool closed), always notify_all; every waiter looks again at its own
//! condition in a while loop. Written as a held-out submission would be (2026-12-04).
use conveyor::sync::mpsc::{self, Receiver, Sender};
use conveyor::sync::{Arc, Condvar, Mutex};
use conveyor::thread::{self, JoinHandle};
use std::collections::VecDeque;
use std::time::Duration;

struct State<T, R> {
    queue: VecDeque<(T, Sender<Result<R, String>>)>,
    shutting_down: bool,
}

struct Inner<T, R> {
    state: Mutex<State<T, R>>,
    changed: Condvar,
    limit: usize,
}

pub struct BoundedPool<T, R> {
    inner: Arc<Inner<T, R>>,
    workers: Vec<JoinHandle<()>>,
}

pub struct Pending<R> {
    rx: Receiver<Result<R, String>>,
}

impl<T: Send + 'static, R: Send + 'static> BoundedPool<T, R> {
    pub fn new<F>(size: usize, waiting: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        assert!(waiting >= 1, "waiting must be at least 1");
        let inner = Arc::new(Inner {
            state: Mutex::new(State {
                queue: VecDeque::new(),
                shutting_down: false,
            }),
            changed: Condvar::new(),
            limit: waiting,
        });
        let work = Arc::new(work);
        let mut workers = Vec::new();
        for _ in 0..size {
            let inner = inner.clone();
            let work = work.clone();
            workers.push(thread::spawn(move || {
                loop {
                    let mut st = inner.state.lock().unwrap();
                    while st.queue.is_empty() && !st.shutting_down {
                        st = inner.changed.wait(st).unwrap();
                    }
                    let Some((task, tx)) = st.queue.pop_front() else {
                        return;
                    };
                    drop(st);
                    inner.changed.notify_all();
                    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| work(task)))
                        .unwrap_or_else(|_| Err("panicked".into()));
                    tx.send(r).ok();
                }
            }));
        }
        BoundedPool { inner, workers }
    }

    pub fn run(&self, task: T) -> Pending<R> {
        let (tx, rx) = mpsc::channel();
        let mut st = self.inner.state.lock().unwrap();
        while st.queue.len() >= self.inner.limit {
            st = self.inner.changed.wait(st).unwrap();
        }
        st.queue.push_back((task, tx));
        drop(st);
        self.inner.changed.notify_all();
        Pending { rx }
    }

    pub fn close(self) {
        self.inner.state.lock().unwrap().shutting_down = true;
        self.inner.changed.notify_all();
        for w in self.workers {
            let _ = w.join();
        }
    }
}

impl<R> Pending<R> {
    pub fn wait(self) -> Result<R, String> {
        self.rx.recv().unwrap_or_else(|_| Err("no result".into()))
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
    let tickets: Vec<_> = orders.iter().map(|&(_, a)| pool.run(a)).collect();
    let out = tickets.into_iter().map(Pending::wait).collect();
    pool.close();
    out
}
