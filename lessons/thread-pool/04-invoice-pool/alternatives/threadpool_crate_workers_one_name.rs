//! The threadpool crate's shape: one queue behind a condvar, counters of queued and active
//! jobs, a sentinel that respawns a worker whose job panicked, and every worker named alike.
use conveyor::sync::mpsc::{self, Receiver, Sender};
use conveyor::sync::{Arc, Condvar, Mutex};
use conveyor::thread::{self, JoinHandle};
use std::collections::VecDeque;
use std::time::Duration;

type Thunk = Box<dyn FnOnce() + Send + 'static>;

struct State {
    queue: VecDeque<Thunk>,
    queued_count: usize,
    active_count: usize,
    shutdown: bool,
}

struct Inner {
    state: Mutex<State>,
    has_work: Condvar,
    empty: Condvar,
    handles: Mutex<Vec<JoinHandle<()>>>,
}

struct Sentinel {
    inner: Arc<Inner>,
    active: bool,
}

impl Sentinel {
    fn new(inner: Arc<Inner>) -> Sentinel {
        Sentinel { inner, active: true }
    }
    fn cancel(mut self) {
        self.active = false;
    }
}

impl Drop for Sentinel {
    fn drop(&mut self) {
        if self.active {
            {
                let mut st = self.inner.state.lock().unwrap_or_else(|e| e.into_inner());
                st.active_count -= 1;
                if st.active_count == 0 && st.queue.is_empty() {
                    self.inner.empty.notify_all();
                }
            }
            if thread::panicking() {
                spawn_in_pool(self.inner.clone());
            }
        }
    }
}

fn spawn_in_pool(inner: Arc<Inner>) {
    let inner2 = inner.clone();
    let handle = thread::Builder::new()
        .name("worker".to_string())
        .spawn(move || {
            let sentinel = Sentinel::new(inner2.clone());
            loop {
                let job = {
                    let mut st = inner2.state.lock().unwrap_or_else(|e| e.into_inner());
                    loop {
                        if let Some(job) = st.queue.pop_front() {
                            st.queued_count -= 1;
                            st.active_count += 1;
                            break Some(job);
                        }
                        if st.shutdown {
                            break None;
                        }
                        st = inner2.has_work.wait(st).unwrap_or_else(|e| e.into_inner());
                    }
                };
                let job = match job {
                    Some(j) => j,
                    None => break,
                };
                job();
                let mut st = inner2.state.lock().unwrap_or_else(|e| e.into_inner());
                st.active_count -= 1;
                if st.active_count == 0 && st.queue.is_empty() {
                    inner2.empty.notify_all();
                }
            }
            sentinel.cancel();
        })
        .unwrap();
    inner.handles.lock().unwrap_or_else(|e| e.into_inner()).push(handle);
}

pub struct WorkerPool<T, R> {
    inner: Arc<Inner>,
    work: Arc<dyn Fn(T) -> Result<R, String> + Send + Sync>,
}

pub struct Pending<R> {
    rx: Receiver<Result<R, String>>,
}

impl<T: Send + 'static, R: Send + 'static> WorkerPool<T, R> {
    pub fn new<F>(size: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        assert!(size >= 1, "need at least one worker");
        let inner = Arc::new(Inner {
            state: Mutex::new(State {
                queue: VecDeque::new(),
                queued_count: 0,
                active_count: 0,
                shutdown: false,
            }),
            has_work: Condvar::new(),
            empty: Condvar::new(),
            handles: Mutex::new(Vec::new()),
        });
        for _ in 0..size {
            spawn_in_pool(inner.clone());
        }
        WorkerPool {
            inner,
            work: Arc::new(work),
        }
    }

    pub fn run(&self, task: T) -> Pending<R> {
        let (tx, rx): (Sender<Result<R, String>>, _) = mpsc::channel();
        let work = self.work.clone();
        let thunk: Thunk = Box::new(move || {
            let r = work(task);
            let _ = tx.send(r);
        });
        let mut st = self.inner.state.lock().unwrap();
        st.queue.push_back(thunk);
        st.queued_count += 1;
        self.inner.has_work.notify_one();
        drop(st);
        Pending { rx }
    }

    pub fn close(self) {
        {
            let mut st = self.inner.state.lock().unwrap();
            st.shutdown = true;
            self.inner.has_work.notify_all();
        }
        loop {
            let h = self.inner.handles.lock().unwrap_or_else(|e| e.into_inner()).pop();
            match h {
                Some(h) => {
                    let _ = h.join();
                }
                None => break,
            }
        }
    }
}

impl<R> Pending<R> {
    pub fn wait(self) -> Result<R, String> {
        match self.rx.recv() {
            Ok(r) => r,
            Err(_) => Err("the task panicked".to_string()),
        }
    }
}

pub fn invoice(amount: i64) -> Result<i64, String> {
    if amount <= 0 {
        return Err("invalid amount".into());
    }
    thread::sleep(Duration::from_millis(50));
    Ok(amount * 6 / 5)
}

pub fn invoices(orders: &[(u32, i64)], workers: usize) -> Vec<Result<i64, String>> {
    let pool = WorkerPool::new(workers, invoice);
    let tickets: Vec<Pending<i64>> = orders.iter().map(|o| pool.run(o.1)).collect();
    let out: Vec<_> = tickets.into_iter().map(|t| t.wait()).collect();
    pool.close();
    out
}
