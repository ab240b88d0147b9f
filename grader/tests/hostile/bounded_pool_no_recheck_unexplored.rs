//! Hostile, exercise 16: explored, the alternative "mutex_two_condvars" (a condvar for room,
//! woken with notify_one); on real threads its run waits behind an `if`: woken, it does not
//! look again whether there is room, and queues one task more than the room holds.
//!
//! The explorer is told apart by its clock: it stands still around a busy loop (it moves only
//! to deadlines), so two readings of `conveyor::time::Instant::now()` around 2 000 turns are
//! equal under the explorer and differ on real threads.
//!
//! Expected: capacity-exceeded (the class of exercise 16's `if` in run), from the real-thread
//! phase (`run-waits-when-full`'s rounds of a shop overtaken).

use conveyor::sync::{Arc, Condvar, Mutex};
use conveyor::thread::{self, JoinHandle};
use conveyor::time::Instant;
use std::collections::VecDeque;
use std::time::Duration;

type Slot<R> = Arc<(Mutex<Option<Result<R, String>>>, Condvar)>;

struct State<T, R> {
    jobs: VecDeque<(T, Slot<R>)>,
    closed: bool,
}

struct Shared<T, R> {
    state: Mutex<State<T, R>>,
    job_or_closed: Condvar,
    room: Condvar,
    waiting: usize,
}

pub struct BoundedPool<T, R> {
    shared: Arc<Shared<T, R>>,
    workers: Vec<JoinHandle<()>>,
}

pub struct Pending<R> {
    slot: Slot<R>,
}

impl<T: Send + 'static, R: Send + 'static> BoundedPool<T, R> {
    pub fn new<F>(size: usize, waiting: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        assert!(waiting >= 1, "room for at least one waiting task");
        let shared = Arc::new(Shared {
            state: Mutex::new(State {
                jobs: VecDeque::new(),
                closed: false,
            }),
            job_or_closed: Condvar::new(),
            room: Condvar::new(),
            waiting,
        });
        let work = Arc::new(work);
        let workers = (0..size)
            .map(|_| {
                let (shared, work) = (shared.clone(), work.clone());
                thread::spawn(move || {
                    loop {
                        let job = {
                            let mut state = shared.state.lock().unwrap();
                            while state.jobs.is_empty() && !state.closed {
                                state = shared.job_or_closed.wait(state).unwrap();
                            }
                            let job = state.jobs.pop_front();
                            shared.room.notify_one();
                            job
                        };
                        let Some((task, slot)) = job else { return };
                        let result = work(task);
                        *slot.0.lock().unwrap() = Some(result);
                        slot.1.notify_all();
                    }
                })
            })
            .collect();
        BoundedPool { shared, workers }
    }

    pub fn run(&self, task: T) -> Pending<R> {
        let slot: Slot<R> = Arc::new((Mutex::new(None), Condvar::new()));
        let mut state = self.shared.state.lock().unwrap();
        // The clock is read only when there is something to wait for: the explorer pays
        // for it only there.
        if state.jobs.len() >= self.shared.waiting {
            if explored() {
                while state.jobs.len() >= self.shared.waiting {
                    state = self.shared.room.wait(state).unwrap();
                }
            } else {
                // Real threads: behind an `if`, woken, it does not look again.
                state = self.shared.room.wait(state).unwrap();
            }
        }
        state.jobs.push_back((task, slot.clone()));
        self.shared.job_or_closed.notify_one();
        Pending { slot }
    }

    pub fn close(self) {
        self.shared.state.lock().unwrap().closed = true;
        self.shared.job_or_closed.notify_all();
        for worker in self.workers {
            worker.join().unwrap();
        }
    }
}

impl<R> Pending<R> {
    pub fn wait(self) -> Result<R, String> {
        let answer = self.slot.0.lock().unwrap();
        let mut answer = self.slot.1.wait_while(answer, |a| a.is_none()).unwrap();
        answer.take().expect("an answer")
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
    let tickets: Vec<_> = orders.iter().map(|&(_, amount)| pool.run(amount)).collect();
    let results = tickets.into_iter().map(Pending::wait).collect();
    pool.close();
    results
}

/// Whether this runs under the explorer: its clock did not move while we worked.
fn explored() -> bool {
    let before = Instant::now();
    let mut turns: u64 = 0;
    for i in 0..2_000u64 {
        turns = std::hint::black_box(turns.wrapping_add(i));
    }
    std::hint::black_box(turns);
    Instant::now() == before
}
