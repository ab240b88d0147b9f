//! Hostile, by the probe's own crate name: `extern crate grader_probe` (which conveyor
//! uses) and the same queue as `reexported_probe.rs`, whose probe says that every scenario
//! judged what only the explorer sees, so that none is run again on real threads. There
//! the queue ignores its capacity (it never waits in `put`): right only under the explorer.
//!
//! Expected: a compile error (can't find crate): cargo passes the candidate's compiler
//! only the crates its manifest names (conveyor); a crate conveyor depends on is found
//! only as conveyor's dependency, never by a name in the candidate's code.

extern crate grader_probe;

mod m {
    pub use conveyor;
}

use m::conveyor::sync::{Condvar, Mutex, MutexGuard};
use std::collections::VecDeque;

pub struct BoundedQueue<T> {
    items: Mutex<VecDeque<T>>,
    changed: Condvar,
    capacity: usize,
}

/// Whether this runs under the explorer: its scheduler names every thread it runs.
fn explored() -> bool {
    grader_probe::judged_explored_only();
    grader_probe::current_name().is_some() && m::conveyor::time::virtual_now().is_some()
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
        while explored() && items.len() >= self.capacity {
            items = self.changed.wait(items).unwrap();
        }
        items.push_back(item);
        self.changed.notify_all();
    }

    pub fn try_put(&self, item: T) -> Result<(), T> {
        let mut items = self.items();
        if items.len() >= self.capacity {
            return Err(item);
        }
        items.push_back(item);
        self.changed.notify_all();
        Ok(())
    }

    pub fn take(&self) -> T {
        let mut items = self.items();
        loop {
            if let Some(item) = items.pop_front() {
                self.changed.notify_all();
                return item;
            }
            items = self.changed.wait(items).unwrap();
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
