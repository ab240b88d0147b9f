//! mutant: one Condvar shared by putters and takers, woken with notify_one: a put can wake another putter instead of a taker
//! class: deadlock
//! check: nobody-waits-forever

use conveyor::sync::{Condvar, Mutex, MutexGuard};
use std::collections::VecDeque;

pub struct BoundedQueue<T> {
    items: Mutex<VecDeque<T>>,
    changed: Condvar,
    capacity: usize,
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0, "a queue needs room for at least one item");
        BoundedQueue {
            items: Mutex::new(VecDeque::with_capacity(capacity)),
            changed: Condvar::new(),
            capacity,
        }
    }

    fn items(&self) -> MutexGuard<'_, VecDeque<T>> {
        self.items.lock().unwrap()
    }

    pub fn put(&self, item: T) {
        let mut items = self.items();
        // `while`, not `if`: another putter may have filled the place we were woken for.
        while items.len() >= self.capacity {
            items = self.changed.wait(items).unwrap();
        }
        items.push_back(item);
        self.changed.notify_one();
    }

    pub fn try_put(&self, item: T) -> Result<(), T> {
        let mut items = self.items();
        if items.len() >= self.capacity {
            return Err(item);
        }
        items.push_back(item);
        self.changed.notify_one();
        Ok(())
    }

    pub fn take(&self) -> T {
        let mut items = self.items();
        while items.is_empty() {
            items = self.changed.wait(items).unwrap();
        }
        let item = items.pop_front().unwrap();
        self.changed.notify_one();
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
