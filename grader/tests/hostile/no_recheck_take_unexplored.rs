//! Hostile, exercise 1: explored, a correct queue; on real threads the mutant
//! "if_instead_of_while_take": a woken take does not look again whether the item is still
//! there, and panics on an empty queue.
//!
//! The explorer is told apart by its clock: it stands still around a busy loop (it moves only
//! to deadlines), so two readings of `conveyor::time::Instant::now()` around 2 000 turns are
//! equal under the explorer and differ on real threads.
//!
//! Expected: no-recheck, from the real-thread phase (`woken-thread-rechecks`'s rounds of a
//! consumer overtaken, or any scenario that meets the race first: a panic right after a
//! wait returned is no-recheck on real threads too).

use conveyor::sync::{Condvar, Mutex, MutexGuard};
use conveyor::time::Instant;
use std::collections::VecDeque;

pub struct BoundedQueue<T> {
    items: Mutex<VecDeque<T>>,
    // Two condvars: a put wakes only takers and a take only putters, so `notify_one`
    // can never wake a thread of the wrong kind and lose the wake-up.
    not_full: Condvar,
    not_empty: Condvar,
    capacity: usize,
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0, "a queue needs room for at least one item");
        BoundedQueue {
            items: Mutex::new(VecDeque::with_capacity(capacity)),
            not_full: Condvar::new(),
            not_empty: Condvar::new(),
            capacity,
        }
    }

    fn items(&self) -> MutexGuard<'_, VecDeque<T>> {
        self.items.lock().unwrap()
    }

    pub fn put(&self, item: T) {
        let mut items = self.items();
        while items.len() >= self.capacity {
            items = self.not_full.wait(items).unwrap();
        }
        items.push_back(item);
        self.not_empty.notify_one();
    }

    pub fn try_put(&self, item: T) -> Result<(), T> {
        let mut items = self.items();
        if items.len() >= self.capacity {
            return Err(item);
        }
        items.push_back(item);
        self.not_empty.notify_one();
        Ok(())
    }

    pub fn take(&self) -> T {
        let mut items = self.items();
        // The clock is read only when there is something to wait for: the explorer pays
        // for it only there.
        if items.is_empty() {
            if explored() {
                while items.is_empty() {
                    items = self.not_empty.wait(items).unwrap();
                }
            } else {
                // Real threads: behind an `if`, woken, it does not look again.
                items = self.not_empty.wait(items).unwrap();
            }
        }
        let item = items.pop_front().unwrap();
        self.not_full.notify_one();
        item
    }

    pub fn len(&self) -> usize {
        self.items().len()
    }

    pub fn is_empty(&self) -> bool {
        self.items().is_empty()
    }

    pub fn capacity(&self) -> usize {
        self.capacity
    }
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
