//! mutant: the bound is the VecDeque's own capacity, which matches the asked one only by how std allocates for small items; for a zero-sized item it is usize::MAX
//! class: capacity-exceeded
//! check: try-put-when-full

use conveyor::sync::{Condvar, Mutex, MutexGuard};
use std::collections::VecDeque;

/// A queue that keeps no capacity of its own: `with_capacity` reserved the room, so
/// "full" is taken to mean that the deque has no spare room left.
pub struct BoundedQueue<T> {
    items: Mutex<VecDeque<T>>,
    not_full: Condvar,
    not_empty: Condvar,
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0, "a queue needs room for at least one item");
        BoundedQueue {
            items: Mutex::new(VecDeque::with_capacity(capacity)),
            not_full: Condvar::new(),
            not_empty: Condvar::new(),
        }
    }

    fn items(&self) -> MutexGuard<'_, VecDeque<T>> {
        self.items.lock().unwrap()
    }

    fn full(items: &VecDeque<T>) -> bool {
        items.len() >= items.capacity()
    }

    pub fn put(&self, item: T) {
        let mut items = self.items();
        while Self::full(&items) {
            items = self.not_full.wait(items).unwrap();
        }
        items.push_back(item);
        self.not_empty.notify_one();
    }

    pub fn try_put(&self, item: T) -> Result<(), T> {
        let mut items = self.items();
        if Self::full(&items) {
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
        self.items().capacity()
    }
}
