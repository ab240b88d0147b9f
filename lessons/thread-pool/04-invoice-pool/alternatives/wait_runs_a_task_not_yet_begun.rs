//! A pool whose tickets help: each task lives in a slot (Queued → Running → Done) that is
//! both in the pool's queue and in its ticket. A worker pops slots and runs those still
//! queued; `wait` on a ticket whose task no worker has started yet runs it on the waiting
//! thread (as rayon's join or a ForkJoin `get` does), instead of sitting idle. A worker that
//! pops a slot the caller already took skips it.

use conveyor::sync::{Arc, Condvar, Mutex};
use conveyor::thread::{self, JoinHandle};
use std::collections::VecDeque;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

enum State<T, R> {
    Queued(T),
    Running,
    Done(Result<R, String>),
    Taken,
}

struct Slot<T, R> {
    state: Mutex<State<T, R>>,
    done: Condvar,
}

type Work<T, R> = Arc<dyn Fn(T) -> Result<R, String> + Send + Sync>;

/// The slots not taken by a worker yet, and whether the pool is closed.
type Queued<T, R> = (VecDeque<Arc<Slot<T, R>>>, bool);

struct Shared<T, R> {
    queue: Mutex<Queued<T, R>>,
    more: Condvar,
}

pub struct WorkerPool<T, R> {
    shared: Arc<Shared<T, R>>,
    work: Work<T, R>,
    workers: Vec<JoinHandle<()>>,
}

pub struct Pending<R> {
    wait: Box<dyn FnOnce() -> Result<R, String>>,
}

fn execute<T, R>(slot: &Slot<T, R>, work: &Work<T, R>) {
    let task = {
        let mut state = slot.state.lock().unwrap();
        match std::mem::replace(&mut *state, State::Running) {
            State::Queued(task) => task,
            other => {
                *state = other; // somebody else runs or ran it
                return;
            }
        }
    };
    let result = catch_unwind(AssertUnwindSafe(|| work(task))).unwrap_or_else(|_| Err("task panicked".to_string()));
    *slot.state.lock().unwrap() = State::Done(result);
    slot.done.notify_all();
}

impl<T: Send + 'static, R: Send + 'static> WorkerPool<T, R> {
    pub fn new<F>(size: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        assert!(size > 0);
        let shared = Arc::new(Shared {
            queue: Mutex::new((VecDeque::new(), false)),
            more: Condvar::new(),
        });
        let work: Work<T, R> = Arc::new(work);
        let workers = (0..size)
            .map(|_| {
                let shared = Arc::clone(&shared);
                let work = Arc::clone(&work);
                thread::spawn(move || {
                    loop {
                        let slot = {
                            let mut q = shared.queue.lock().unwrap();
                            loop {
                                if let Some(slot) = q.0.pop_front() {
                                    break slot;
                                }
                                if q.1 {
                                    return;
                                }
                                q = shared.more.wait(q).unwrap();
                            }
                        };
                        execute(&slot, &work);
                    }
                })
            })
            .collect();
        WorkerPool { shared, work, workers }
    }

    pub fn run(&self, task: T) -> Pending<R> {
        let slot = Arc::new(Slot {
            state: Mutex::new(State::Queued(task)),
            done: Condvar::new(),
        });
        self.shared.queue.lock().unwrap().0.push_back(Arc::clone(&slot));
        self.shared.more.notify_one();
        let work = Arc::clone(&self.work);
        Pending {
            wait: Box::new(move || {
                execute(&slot, &work); // runs it here if no worker has started it
                let mut state = slot.state.lock().unwrap();
                loop {
                    match std::mem::replace(&mut *state, State::Taken) {
                        State::Done(result) => return result,
                        other => {
                            *state = other;
                            state = slot.done.wait(state).unwrap();
                        }
                    }
                }
            }),
        }
    }

    pub fn close(mut self) {
        self.shared.queue.lock().unwrap().1 = true;
        self.shared.more.notify_all();
        for w in self.workers.drain(..) {
            w.join().unwrap();
        }
    }
}

impl<R> Pending<R> {
    pub fn wait(self) -> Result<R, String> {
        (self.wait)()
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
    let tickets: Vec<_> = orders.iter().map(|o| pool.run(o.1)).collect();
    let results = tickets.into_iter().map(Pending::wait).collect();
    pool.close();
    results
}
// rerun 1
