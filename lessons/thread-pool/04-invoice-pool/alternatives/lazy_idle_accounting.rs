//! A correct pool of another shape (an outside tester's): workers started lazily, up to
//! size, and only when needed: `run` starts one when fewer workers wait idle than tasks
//! are queued, and otherwise wakes one with `notify_one`; a woken worker counts as idle
//! until it holds the lock again. In a run where the workers keep up with the tasks it
//! starts fewer than size, and in another all of them: tasks side by side are sought in
//! some run, whatever the others started.

use conveyor::sync::{Arc, Condvar, Mutex};
use conveyor::thread::{self, JoinHandle};
use std::collections::VecDeque;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

type Slot<R> = Arc<(Mutex<Option<Result<R, String>>>, Condvar)>;
type Job<T, R> = (T, Slot<R>);

struct State<T, R> {
    jobs: VecDeque<Job<T, R>>,
    closed: bool,
    idle: usize,
    spawned: usize,
}

struct Shared<T, R> {
    state: Mutex<State<T, R>>,
    ready: Condvar,
    work: Box<dyn Fn(T) -> Result<R, String> + Send + Sync>,
}

pub struct WorkerPool<T, R> {
    shared: Arc<Shared<T, R>>,
    size: usize,
    workers: Mutex<Vec<JoinHandle<()>>>,
}

pub struct Pending<R> {
    slot: Slot<R>,
}

impl<T: Send + 'static, R: Send + 'static> WorkerPool<T, R> {
    pub fn new<F>(size: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        assert!(size > 0);
        WorkerPool {
            shared: Arc::new(Shared {
                state: Mutex::new(State {
                    jobs: VecDeque::new(),
                    closed: false,
                    idle: 0,
                    spawned: 0,
                }),
                ready: Condvar::new(),
                work: Box::new(work),
            }),
            size,
            workers: Mutex::new(Vec::new()),
        }
    }

    pub fn run(&self, task: T) -> Pending<R> {
        let slot: Slot<R> = Arc::new((Mutex::new(None), Condvar::new()));
        let mut st = self.shared.state.lock().unwrap();
        st.jobs.push_back((task, slot.clone()));
        if st.idle >= st.jobs.len() {
            self.shared.ready.notify_one();
        } else if st.spawned < self.size {
            st.spawned += 1;
            drop(st);
            let shared = self.shared.clone();
            self.workers
                .lock()
                .unwrap()
                .push(thread::spawn(move || worker_loop(&shared)));
        }
        Pending { slot }
    }

    pub fn close(self) {
        self.shared.state.lock().unwrap().closed = true;
        self.shared.ready.notify_all();
        for w in self.workers.into_inner().unwrap() {
            let _ = w.join();
        }
    }
}

fn worker_loop<T, R>(shared: &Shared<T, R>) {
    loop {
        let (task, slot) = {
            let mut st = shared.state.lock().unwrap();
            loop {
                if let Some(job) = st.jobs.pop_front() {
                    break job;
                }
                if st.closed {
                    return;
                }
                st.idle += 1;
                st = shared.ready.wait(st).unwrap();
                st.idle -= 1;
            }
        };
        let result =
            catch_unwind(AssertUnwindSafe(|| (shared.work)(task))).unwrap_or_else(|_| Err("task panicked".to_string()));
        let (lock, cv) = &*slot;
        *lock.lock().unwrap() = Some(result);
        cv.notify_all();
    }
}

impl<R> Pending<R> {
    pub fn wait(self) -> Result<R, String> {
        let (lock, cv) = &*self.slot;
        let mut r = lock.lock().unwrap();
        while r.is_none() {
            r = cv.wait(r).unwrap();
        }
        r.take().unwrap()
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
    let tickets: Vec<_> = orders.iter().map(|&(_, a)| pool.run(a)).collect();
    let out = tickets.into_iter().map(|t| t.wait()).collect();
    pool.close();
    out
}
