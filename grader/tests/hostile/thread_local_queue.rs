//! Hostile, right only under the explorer: the queue counts its items in a
//! `thread_local!`, which every task of the explorer shares (they all run on one OS
//! thread) but which each real thread has for itself, so a taker on another thread never
//! sees an item come. Expected: refused by the scan; past the scan, failed by the
//! scenarios run once on real threads.

use conveyor::sync::{Condvar, Mutex, MutexGuard};
use std::cell::Cell;
use std::collections::VecDeque;

thread_local! {
    static COUNT: Cell<usize> = const { Cell::new(0) };
}

pub struct BoundedQueue<T> {
    items: Mutex<VecDeque<T>>,
    changed: Condvar,
    capacity: usize,
}

fn count() -> usize {
    COUNT.with(|c| c.get())
}

fn add(n: isize) {
    COUNT.with(|c| c.set(c.get().saturating_add_signed(n)));
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0, "a queue needs room for at least one item");
        COUNT.with(|c| c.set(0));
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
        while count() >= self.capacity {
            items = self.changed.wait(items).unwrap();
        }
        items.push_back(item);
        add(1);
        self.changed.notify_all();
    }

    pub fn try_put(&self, item: T) -> Result<(), T> {
        let mut items = self.items();
        if count() >= self.capacity {
            return Err(item);
        }
        items.push_back(item);
        add(1);
        self.changed.notify_all();
        Ok(())
    }

    pub fn take(&self) -> T {
        let mut items = self.items();
        while count() == 0 {
            items = self.changed.wait(items).unwrap();
        }
        add(-1);
        let item = items.pop_front().expect("counted");
        self.changed.notify_all();
        item
    }

    pub fn len(&self) -> usize {
        let _items = self.items();
        count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn capacity(&self) -> usize {
        self.capacity
    }
}
