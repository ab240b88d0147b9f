//! Correct, another shape: one Condvar for putters and takers, woken with notify_all.

use conveyor::sync::{Condvar, Mutex};
use std::collections::VecDeque;

pub struct BoundedQueue<T> {
    items: Mutex<VecDeque<T>>,
    changed: Condvar,
    capacity: usize,
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0);
        BoundedQueue {
            items: Mutex::new(VecDeque::new()),
            changed: Condvar::new(),
            capacity,
        }
    }

    pub fn put(&self, item: T) {
        let mut items = self.items.lock().unwrap();
        while items.len() == self.capacity {
            items = self.changed.wait(items).unwrap();
        }
        items.push_back(item);
        self.changed.notify_all();
    }

    pub fn try_put(&self, item: T) -> Result<(), T> {
        let mut items = self.items.lock().unwrap();
        if items.len() == self.capacity {
            return Err(item);
        }
        items.push_back(item);
        self.changed.notify_all();
        Ok(())
    }

    pub fn take(&self) -> T {
        let mut items = self.items.lock().unwrap();
        loop {
            if let Some(item) = items.pop_front() {
                self.changed.notify_all();
                return item;
            }
            items = self.changed.wait(items).unwrap();
        }
    }

    pub fn len(&self) -> usize {
        self.items.lock().unwrap().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn capacity(&self) -> usize {
        self.capacity
    }
}
