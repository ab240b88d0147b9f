//! Hostile, the red team's (third round): a verdict by luck. The mutant "a woken put does
//! not look again" in half of the check processes, chosen by std's per-process hash keys
//! (`std::collections::hash_map::RandomState`, which the scan allows). Each check is a
//! process of its own: the checks that would catch it saw the bug or not, run by run
//! (pass, fail, pass, fail, fail in five runs).
//!
//! Expected: the same verdict on every run (a failure: the fixed keys give the bug).

use conveyor::sync::{Condvar, Mutex, MutexGuard};
use std::collections::VecDeque;

pub struct BoundedQueue<T> {
    items: Mutex<VecDeque<T>>,
    not_full: Condvar,
    not_empty: Condvar,
    capacity: usize,
    /// Whether this process got the `while` (a coin flip per process), not the `if`.
    explored: bool,
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0, "a queue needs room for at least one item");
        BoundedQueue {
            items: Mutex::new(VecDeque::with_capacity(capacity)),
            not_full: Condvar::new(),
            not_empty: Condvar::new(),
            capacity,
            explored: std::hash::BuildHasher::hash_one(&std::collections::hash_map::RandomState::new(), 0u8) % 2 == 0,
        }
    }

    fn items(&self) -> MutexGuard<'_, VecDeque<T>> {
        self.items.lock().unwrap()
    }

    /// The condvar a put waits on and a take notifies: the right one when explored, the
    /// takers' own (shared) otherwise.
    fn room(&self) -> &Condvar {
        &self.not_full
    }

    pub fn put(&self, item: T) {
        let mut items = self.items();
        if self.explored {
            while items.len() >= self.capacity {
                items = self.room().wait(items).unwrap();
            }
        } else if items.len() >= self.capacity {
            // Real threads: behind an `if`, woken, it does not look again.
            items = self.room().wait(items).unwrap();
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
        while items.is_empty() {
            items = self.not_empty.wait(items).unwrap();
        }
        let item = items.pop_front().unwrap();
        self.room().notify_one();
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
