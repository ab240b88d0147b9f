//! Correct, another shape (a red team's, 2026-12-07): each task runs inside catch_unwind, and a
//! guard's Drop counts the busy workers down under a Mutex, so a lock is taken and let go
//! while a panicking task unwinds. Under the explorer every task shares one OS thread's
//! count of panics under way: another task's lock let go meanwhile must not be poisoned.

use conveyor::sync::{Arc, Condvar, Mutex};
use conveyor::thread::{self, JoinHandle};
use std::collections::VecDeque;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

type Slot<R> = Arc<(Mutex<Option<Result<R, String>>>, Condvar)>;

struct State<T, R> {
    jobs: VecDeque<(T, Slot<R>)>,
    closed: bool,
}

struct Shared<T, R> {
    state: Mutex<State<T, R>>,
    ready: Condvar,
    busy: Arc<Mutex<usize>>,
}

pub struct WorkerPool<T, R> {
    shared: Arc<Shared<T, R>>,
    workers: Vec<JoinHandle<()>>,
}

pub struct Pending<R> {
    slot: Slot<R>,
}

struct Busy(Arc<Mutex<usize>>);
impl Busy {
    fn new(c: &Arc<Mutex<usize>>) -> Busy {
        *c.lock().unwrap() += 1;
        Busy(c.clone())
    }
}
impl Drop for Busy {
    fn drop(&mut self) {
        let mut n = self.0.lock().unwrap_or_else(|e| e.into_inner());
        *n -= 1;
    }
}

impl<T: Send + 'static, R: Send + 'static> WorkerPool<T, R> {
    pub fn new<F>(size: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        assert!(size > 0);
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                jobs: VecDeque::new(),
                closed: false,
            }),
            ready: Condvar::new(),
            busy: Arc::new(Mutex::new(0)),
        });
        let work = Arc::new(work);
        let workers = (0..size)
            .map(|_| {
                let shared = shared.clone();
                let work = work.clone();
                thread::spawn(move || {
                    loop {
                        let job = {
                            let mut st = shared.state.lock().unwrap();
                            loop {
                                if let Some(j) = st.jobs.pop_front() {
                                    break Some(j);
                                }
                                if st.closed {
                                    break None;
                                }
                                st = shared.ready.wait(st).unwrap();
                            }
                        };
                        let Some((task, slot)) = job else { return };
                        let result = catch_unwind(AssertUnwindSafe(|| {
                            let _busy = Busy::new(&shared.busy);
                            work(task)
                        }))
                        .unwrap_or_else(|_| Err("the task panicked".to_string()));
                        let (m, cv) = &*slot;
                        *m.lock().unwrap() = Some(result);
                        cv.notify_all();
                    }
                })
            })
            .collect();
        WorkerPool { shared, workers }
    }

    pub fn run(&self, task: T) -> Pending<R> {
        let slot: Slot<R> = Arc::new((Mutex::new(None), Condvar::new()));
        self.shared.state.lock().unwrap().jobs.push_back((task, slot.clone()));
        self.shared.ready.notify_one();
        Pending { slot }
    }

    pub fn close(self) {
        self.shared.state.lock().unwrap().closed = true;
        self.shared.ready.notify_all();
        for w in self.workers {
            w.join().unwrap();
        }
    }
}

impl<R> Pending<R> {
    pub fn wait(self) -> Result<R, String> {
        let (m, cv) = &*self.slot;
        let mut g = m.lock().unwrap();
        loop {
            if let Some(r) = g.take() {
                return r;
            }
            g = cv.wait(g).unwrap();
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
    let pool = WorkerPool::new(workers, invoice);
    let tickets: Vec<_> = orders.iter().map(|&(_, a)| pool.run(a)).collect();
    let out = tickets.into_iter().map(Pending::wait).collect();
    pool.close();
    out
}
