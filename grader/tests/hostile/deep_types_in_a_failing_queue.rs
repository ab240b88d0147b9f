//! Hostile, by a red team on 2026-12-07: a queue whose put waits behind an `if`, beside a
//! constant whose type nests 480 references deep. That is under the scan's limit (512), so
//! the file is scanned and built; then a failing check's places (the locks and condvars
//! its trace names) were read by a parse of the file on the grader's own stack, which
//! overflowed there and aborted the grader: in `grade`, every submission's result was lost.
//!
//! Expected: the failure of the queue (`capacity-exceeded` or `no-recheck`), the places
//! named through the same parse on a large stack as the scan's.

use conveyor::sync::{Condvar, Mutex, MutexGuard};
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
        // `while`, not `if`: another putter may have filled the place we were woken for.
        if items.len() >= self.capacity {
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
        while items.is_empty() {
            items = self.not_empty.wait(items).unwrap();
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

#[allow(dead_code)]
const DEEP: Option<&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&&u8> = None;
