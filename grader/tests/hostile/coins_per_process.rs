//! Hostile: a verdict by luck. Every queue made panics with what a check process could
//! draw a coin from: std's hash keys (`RandomState`, from the system's `getrandom`), the
//! address of a local and of a fresh allocation (from the kernel's address randomisation),
//! and the order a `HashMap` iterates in. With any of them different from run to run, a
//! submission can choose its bug by it, per check process: the red team's
//! `coin_per_process.rs` passed, failed, passed, failed and failed in five runs.
//!
//! Expected: a panic whose message, every coin in it, is the same on every run: the kit's
//! programs draw std's keys from a fixed stream and run without address randomisation.

use conveyor::sync::{Condvar, Mutex, MutexGuard};
use std::collections::{HashMap, VecDeque};
use std::hash::BuildHasher;

pub struct BoundedQueue<T> {
    items: Mutex<VecDeque<T>>,
    // Two condvars: a put wakes only takers and a take only putters, so `notify_one`
    // can never wake a thread of the wrong kind and lose the wake-up.
    not_full: Condvar,
    not_empty: Condvar,
    capacity: usize,
}

/// What this process would flip its coins with.
fn coins() -> String {
    let hash = std::collections::hash_map::RandomState::new().hash_one(0u8);
    let local = 0u8;
    let stack = &local as *const u8 as usize;
    let heap = Box::new(0u8);
    let heap = &*heap as *const u8 as usize;
    let order: Vec<u32> = (0..8u32)
        .map(|k| (k, ()))
        .collect::<HashMap<_, _>>()
        .into_keys()
        .collect();
    format!("coins: hash {hash:x}, stack {stack:x}, heap {heap:x}, order {order:?}")
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0, "a queue needs room for at least one item");
        let said = coins();
        assert!(said.is_empty(), "{said}");
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
        while items.len() >= self.capacity {
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
