//! alternative: two condvars, every wait a `wait_timeout(100 ms)` inside its while loop as a
//! safety net, the notifications still sent: a timeout that runs out now and then is no
//! busy waiting. Written as a held-out submission would be (2026-12-04).
use conveyor::sync::{Condvar, Mutex};
use std::collections::VecDeque;
use std::time::Duration;

pub struct BoundedQueue<T> {
    q: Mutex<VecDeque<T>>,
    not_empty: Condvar,
    not_full: Condvar,
    cap: usize,
}

const TICK: Duration = Duration::from_millis(100);

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0, "capacity 0");
        BoundedQueue {
            q: Mutex::new(VecDeque::new()),
            not_empty: Condvar::new(),
            not_full: Condvar::new(),
            cap: capacity,
        }
    }

    pub fn put(&self, item: T) {
        let mut q = self.q.lock().unwrap();
        while q.len() >= self.cap {
            q = self.not_full.wait_timeout(q, TICK).unwrap().0;
        }
        q.push_back(item);
        self.not_empty.notify_one();
    }

    pub fn try_put(&self, item: T) -> Result<(), T> {
        let mut q = self.q.lock().unwrap();
        if q.len() >= self.cap {
            return Err(item);
        }
        q.push_back(item);
        self.not_empty.notify_one();
        Ok(())
    }

    pub fn take(&self) -> T {
        let mut q = self.q.lock().unwrap();
        while q.is_empty() {
            q = self.not_empty.wait_timeout(q, TICK).unwrap().0;
        }
        let x = q.pop_front().unwrap();
        self.not_full.notify_one();
        x
    }

    pub fn len(&self) -> usize {
        self.q.lock().unwrap().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn capacity(&self) -> usize {
        self.cap
    }
}
