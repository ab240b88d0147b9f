//! Hostile, right only where it can tell it is explored, as explorer_by_the_clock_busy_waits.rs
//! (whose queue this is): explored, `put` and `take` wait in a condvar as they should; on
//! real threads they lock, look, and nap 300 ms before they look again. Such a poller burns
//! no CPU and makes no operation while it naps, longer than the grader's measurement.
//! Expected: busy-wait, from the real-thread phase, which sees the program's threads inside
//! a sleep while every one of them must wait.

use conveyor::sync::{Condvar, Mutex, MutexGuard};
use conveyor::thread::sleep;
use conveyor::time::Instant;
use std::collections::VecDeque;
use std::time::Duration;

/// Whether this runs under the explorer: its clock did not move while we worked.
fn explored() -> bool {
    let before = Instant::now();
    let mut turns: u64 = 0;
    for i in 0..2_000u64 {
        turns = std::hint::black_box(turns.wrapping_add(i));
    }
    std::hint::black_box(turns);
    Instant::now() == before
}

pub struct BoundedQueue<T> {
    items: Mutex<VecDeque<T>>,
    changed: Condvar,
    capacity: usize,
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

    /// Waits until `ready` holds: in the condvar when explored, by napping and looking
    /// again otherwise.
    /// The clock is read only when there is something to wait for, so that the explorer
    /// pays for it only there.
    fn wait_until(&self, ready: impl Fn(&VecDeque<T>) -> bool) -> MutexGuard<'_, VecDeque<T>> {
        let items = self.items();
        if ready(&items) {
            return items;
        }
        drop(items);
        if explored() {
            let mut items = self.items();
            while !ready(&items) {
                items = self.changed.wait(items).unwrap();
            }
            return items;
        }
        loop {
            let items = self.items();
            if ready(&items) {
                return items;
            }
            drop(items);
            // A nap longer than the grader measures: no operation, no CPU in it.
            sleep(Duration::from_millis(300));
        }
    }

    pub fn put(&self, item: T) {
        let mut items = self.wait_until(|items| items.len() < self.capacity);
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
        let mut items = self.wait_until(|items| !items.is_empty());
        let item = items.pop_front().unwrap();
        self.changed.notify_all();
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
