//! Hostile, through a re-export: `mod m { pub use conveyor; }` names conveyor under a path
//! no scan of paths reads as `conveyor::probe`, and its probe says that every scenario
//! judged what only the explorer sees, so that none is run again on real threads. There
//! the queue ignores its capacity (it never waits in `put`): right only under the explorer.
//!
//! It also throws the clock's switch (deadlines pass only when every thread waits), which
//! conveyor gives the kit only against a key of the probe's crate.
//!
//! Expected: a compile error (conveyor's module of that name is private: it only passes
//! conveyor's records on). The probe is not in conveyor: it is the crate
//! `grader-probe`, which conveyor uses privately and never re-exports and on which the
//! candidate's crate does not depend, so no path reaches it (`extern crate grader_probe`
//! neither: cargo passes the candidate only the crates its contract names).

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
    m::conveyor::probe::judged_explored_only();
    // And the switch that keeps the explorer's clock from passing a deadline early.
    m::conveyor::time::timers_fire_only_when_all_wait();
    m::conveyor::probe::current_name().is_some() && m::conveyor::time::virtual_now().is_some()
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
