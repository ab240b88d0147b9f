//! Hostile, exercise 6: explored, the solution; on real threads its take waits behind an
//! `if`: woken, it does not look again whether a lane still holds an item, and panics.
//!
//! The explorer is told apart by its clock: it stands still around a busy loop (it moves only
//! to deadlines), so two readings of `conveyor::time::Instant::now()` around 2 000 turns are
//! equal under the explorer and differ on real threads.
//!
//! Expected: no-recheck, from the real-thread phase (`take-waits-for-either-lane`'s rounds
//! of a consumer overtaken, or any scenario that meets the race first).

use conveyor::Order;
use conveyor::sync::{Condvar, Mutex, MutexGuard};
use conveyor::thread::{self, Builder};
use conveyor::time::Instant;
use std::collections::VecDeque;

struct Lanes<T> {
    express: VecDeque<T>,
    standard: VecDeque<T>,
}

impl<T> Lanes<T> {
    fn len(&self) -> usize {
        self.express.len() + self.standard.len()
    }
}

pub struct ExpressFirst<T> {
    // One lock for both lanes: a taker sees both at once, and waits for either.
    lanes: Mutex<Lanes<T>>,
    not_full: Condvar,
    not_empty: Condvar,
    capacity: usize,
}

#[allow(clippy::len_without_is_empty)]
impl<T> ExpressFirst<T> {
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0, "an ExpressFirst queue needs room for at least one item");
        ExpressFirst {
            lanes: Mutex::new(Lanes {
                express: VecDeque::new(),
                standard: VecDeque::new(),
            }),
            not_full: Condvar::new(),
            not_empty: Condvar::new(),
            capacity,
        }
    }

    fn lock(&self) -> MutexGuard<'_, Lanes<T>> {
        self.lanes.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub fn put(&self, item: T, express: bool) {
        let mut lanes = self.lock();
        while lanes.len() >= self.capacity {
            lanes = self.not_full.wait(lanes).unwrap_or_else(|e| e.into_inner());
        }
        if express {
            lanes.express.push_back(item);
        } else {
            lanes.standard.push_back(item);
        }
        self.not_empty.notify_one();
    }

    pub fn take(&self) -> T {
        let mut lanes = self.lock();
        // The clock is read only when there is something to wait for: the explorer pays
        // for it only there.
        if lanes.len() == 0 {
            if explored() {
                while lanes.len() == 0 {
                    lanes = self.not_empty.wait(lanes).unwrap_or_else(|e| e.into_inner());
                }
            } else {
                // Real threads: behind an `if`, woken, it does not look again.
                lanes = self.not_empty.wait(lanes).unwrap_or_else(|e| e.into_inner());
            }
        }
        // The lane is chosen now, under the lock, from what is there now.
        let item = match lanes.express.pop_front() {
            Some(item) => item,
            None => lanes.standard.pop_front().expect("one lane holds an item"),
        };
        self.not_full.notify_one();
        item
    }

    pub fn len(&self) -> usize {
        self.lock().len()
    }
}

pub fn run(orders: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let queue = ExpressFirst::new(capacity);
    let packed = Mutex::new(Vec::new());
    thread::scope(|s| {
        Builder::new()
            .name("front".into())
            .spawn_scoped(s, || {
                for &order in orders {
                    queue.put(Some(order), order.express);
                }
                // In the standard lane, behind every order: an express pill would
                // overtake the standard orders still waiting.
                for _ in 0..packers {
                    queue.put(None, false);
                }
            })
            .expect("spawn the front");
        for p in 1..=packers {
            Builder::new()
                .name(format!("packer {p}"))
                .spawn_scoped(s, || {
                    while let Some(order) = queue.take() {
                        packed.lock().unwrap().push(order);
                    }
                })
                .expect("spawn a packer");
        }
    });
    packed.into_inner().unwrap()
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
