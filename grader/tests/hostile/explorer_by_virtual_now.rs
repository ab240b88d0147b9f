//! Hostile, exercise 1: the red team's (third round) queue that asks
//! `conveyor::time::virtual_now()` whether it is explored: a correct queue there, and on
//! real threads the mutant "if_instead_of_while_put". Expected: a compile error, since the
//! reading takes the kit's key, which the candidate's crate cannot name; told by the clock
//! instead, the same program fails on real threads (`no_recheck_put_unexplored.rs`).

use conveyor::sync::{Condvar, Mutex, MutexGuard};
use std::collections::VecDeque;

pub struct BoundedQueue<T> {
    items: Mutex<VecDeque<T>>,
    not_full: Condvar,
    not_empty: Condvar,
    capacity: usize,
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
            explored: conveyor::time::virtual_now().is_some(),
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
