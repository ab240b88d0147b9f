//! Hostile, a flood through the report: a panic message of 6 MiB, which the report
//! would carry into every output format. Expected: failed (a panic), the message cut to a
//! few KiB in the check process, the grader's output and memory small.

use conveyor::sync::Mutex;
use std::collections::VecDeque;

pub struct BoundedQueue<T> {
    items: Mutex<VecDeque<T>>,
    capacity: usize,
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        BoundedQueue {
            items: Mutex::new(VecDeque::new()),
            capacity,
        }
    }

    pub fn put(&self, item: T) {
        let mut items = self.items.lock().unwrap();
        if items.len() >= self.capacity {
            panic!("{}", "flood ".repeat(1 << 20));
        }
        items.push_back(item);
    }

    pub fn try_put(&self, item: T) -> Result<(), T> {
        let mut items = self.items.lock().unwrap();
        if items.len() >= self.capacity {
            return Err(item);
        }
        items.push_back(item);
        Ok(())
    }

    pub fn take(&self) -> T {
        match self.items.lock().unwrap().pop_front() {
            Some(item) => item,
            None => panic!("{}", "flood ".repeat(1 << 20)),
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
