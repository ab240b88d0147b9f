//! Exercise 30, reference solution: the permits under one lock; `acquire` waits while
//! none is left and looks again after every wake-up, `release` gives one back, then wakes
//! one waiter, both under the lock.

use conveyor::sync::{Condvar, Mutex};

pub struct Semaphore {
    permits: Mutex<usize>,
    freed: Condvar,
}

impl Semaphore {
    pub fn new(permits: usize) -> Semaphore {
        Semaphore {
            permits: Mutex::new(permits),
            freed: Condvar::new(),
        }
    }

    pub fn acquire(&self) {
        let mut left = self.permits.lock().unwrap();
        while *left == 0 {
            left = self.freed.wait(left).unwrap();
        }
        *left -= 1;
    }

    pub fn release(&self) {
        let mut left = self.permits.lock().unwrap();
        *left += 1;
        self.freed.notify_one();
    }
}
