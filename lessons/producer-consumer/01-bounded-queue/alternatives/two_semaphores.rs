//! Correct, another shape: the textbook bounded buffer of two counting semaphores (free
//! slots and filled slots) around a plain locked deque. A put first acquires a free
//! slot, so it never needs to look at the deque's length; threads of each kind queue on
//! their own semaphore.

use conveyor::sync::{Condvar, Mutex};
use std::collections::VecDeque;

/// A counting semaphore: `acquire` waits while no permit is left.
struct Semaphore {
    permits: Mutex<usize>,
    available: Condvar,
}

impl Semaphore {
    fn new(permits: usize) -> Self {
        Semaphore {
            permits: Mutex::new(permits),
            available: Condvar::new(),
        }
    }

    fn acquire(&self) {
        let mut permits = self.permits.lock().unwrap();
        while *permits == 0 {
            permits = self.available.wait(permits).unwrap();
        }
        *permits -= 1;
    }

    /// Takes a permit only if one is there at once.
    fn try_acquire(&self) -> bool {
        let mut permits = self.permits.lock().unwrap();
        if *permits == 0 {
            return false;
        }
        *permits -= 1;
        true
    }

    fn release(&self) {
        *self.permits.lock().unwrap() += 1;
        self.available.notify_one();
    }
}

pub struct BoundedQueue<T> {
    items: Mutex<VecDeque<T>>,
    free: Semaphore,
    filled: Semaphore,
    capacity: usize,
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0, "a queue needs room for at least one item");
        BoundedQueue {
            items: Mutex::new(VecDeque::new()),
            free: Semaphore::new(capacity),
            filled: Semaphore::new(0),
            capacity,
        }
    }

    pub fn put(&self, item: T) {
        self.free.acquire();
        self.items.lock().unwrap().push_back(item);
        self.filled.release();
    }

    pub fn try_put(&self, item: T) -> Result<(), T> {
        if !self.free.try_acquire() {
            return Err(item);
        }
        self.items.lock().unwrap().push_back(item);
        self.filled.release();
        Ok(())
    }

    pub fn take(&self) -> T {
        self.filled.acquire();
        // A filled permit stands for one item already in the deque.
        let item = self.items.lock().unwrap().pop_front().expect("a permit per item");
        self.free.release();
        item
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
