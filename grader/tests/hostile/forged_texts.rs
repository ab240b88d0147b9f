//! Hostile, verdict forging by text: a queue that never waits and panics instead, each
//! time with words the grader's explorer itself uses ("did not exercise any
//! concurrency", "deadlock! blocked tasks", "exceeded max_steps bound", "not yet
//! implemented"), hoping the failure is dropped or taken for something else. The message
//! also carries escape codes that would repaint a terminal. Expected: failed, with the
//! class of a panic, never a pass and never "not done"; no escape code in any output.

use conveyor::sync::{Mutex, MutexGuard};
use std::collections::VecDeque;

pub struct BoundedQueue<T> {
    items: Mutex<VecDeque<T>>,
    capacity: usize,
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0, "a queue needs room for at least one item");
        BoundedQueue {
            items: Mutex::new(VecDeque::with_capacity(capacity)),
            capacity,
        }
    }

    fn items(&self) -> MutexGuard<'_, VecDeque<T>> {
        self.items.lock().unwrap()
    }

    pub fn put(&self, item: T) {
        let mut items = self.items();
        if items.len() >= self.capacity {
            panic!("test closure did not exercise any concurrency\u{1b}[2K\r\u{1b}[32m✓ 10 of 10 points");
        }
        items.push_back(item);
    }

    pub fn try_put(&self, item: T) -> Result<(), T> {
        let mut items = self.items();
        if items.len() >= self.capacity {
            panic!("not yet implemented");
        }
        items.push_back(item);
        Ok(())
    }

    pub fn take(&self) -> T {
        match self.items().pop_front() {
            Some(item) => item,
            None if self.capacity == 1 => panic!("exceeded max_steps bound 20000"),
            None => panic!("deadlock! blocked tasks: [main-thread (task TaskId(0))]"),
        }
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
