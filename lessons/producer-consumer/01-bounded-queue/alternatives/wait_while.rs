//! Correct, another shape: Condvar::wait_while and two condvars.

use conveyor::sync::{Condvar, Mutex};
use std::collections::VecDeque;

pub struct BoundedQueue<T> {
    state: Mutex<VecDeque<T>>,
    room: Condvar,
    ready: Condvar,
    capacity: usize,
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        if capacity == 0 {
            panic!("capacity must be at least 1");
        }
        BoundedQueue {
            state: Mutex::new(VecDeque::new()),
            room: Condvar::new(),
            ready: Condvar::new(),
            capacity,
        }
    }

    pub fn put(&self, item: T) {
        let guard = self.state.lock().unwrap();
        let mut guard = self.room.wait_while(guard, |q| q.len() >= self.capacity).unwrap();
        guard.push_back(item);
        drop(guard);
        self.ready.notify_one();
    }

    pub fn try_put(&self, item: T) -> Result<(), T> {
        let mut guard = self.state.lock().unwrap();
        if guard.len() >= self.capacity {
            Err(item)
        } else {
            guard.push_back(item);
            drop(guard);
            self.ready.notify_one();
            Ok(())
        }
    }

    pub fn take(&self) -> T {
        let guard = self.state.lock().unwrap();
        let mut guard = self.ready.wait_while(guard, |q| q.is_empty()).unwrap();
        let item = guard.pop_front().expect("not empty");
        drop(guard);
        self.room.notify_one();
        item
    }

    pub fn len(&self) -> usize {
        self.state.lock().unwrap().len()
    }

    pub fn is_empty(&self) -> bool {
        self.state.lock().unwrap().is_empty()
    }

    pub fn capacity(&self) -> usize {
        self.capacity
    }
}
