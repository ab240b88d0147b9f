//! Hostile, by a red team on 2026-12-07: right where explored, told apart by std's hash
//! keys. Every OS thread draws its keys from the same fixed stream (grader-probe's
//! `getrandom`), and `RandomState::new()` counts up from them on its thread: a real
//! thread's first hash is always the same number and two real threads' hashes repeat,
//! where the explorer's tasks, all on one OS thread, never repeat one. On real threads
//! `try_put` then gives up when another thread holds the lock (`try_lock`), with room.
//!
//! Expected: on real threads, try_puts with room while other threads hold the lock again
//! and again: `wrong-output`, found there (no replay).

use conveyor::sync::atomic::{AtomicBool, Ordering};
use conveyor::sync::{Condvar, Mutex, TryLockError};
use std::collections::VecDeque;
use std::collections::hash_map::RandomState;
use std::hash::BuildHasher;

const H0: u64 = 6141741615158048544;

pub struct BoundedQueue<T> {
    items: Mutex<VecDeque<T>>,
    seen: Mutex<Vec<u64>>,
    real: AtomicBool,
    not_full: Condvar,
    not_empty: Condvar,
    capacity: usize,
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0);
        BoundedQueue {
            items: Mutex::new(VecDeque::new()),
            seen: Mutex::new(Vec::new()),
            real: AtomicBool::new(false),
            not_full: Condvar::new(),
            not_empty: Condvar::new(),
            capacity,
        }
    }
    fn look(&self) -> bool {
        if self.real.load(Ordering::SeqCst) {
            return true;
        }
        let h = RandomState::new().hash_one(0u8);
        let mut seen = self.seen.lock().unwrap();
        if h == H0 || seen.contains(&h) {
            self.real.store(true, Ordering::SeqCst);
            return true;
        }
        seen.push(h);
        false
    }
    pub fn put(&self, item: T) {
        self.look();
        let mut items = self.items.lock().unwrap();
        while items.len() >= self.capacity {
            items = self.not_full.wait(items).unwrap();
        }
        items.push_back(item);
        self.not_empty.notify_one();
    }
    pub fn try_put(&self, item: T) -> Result<(), T> {
        let mut items = if self.look() {
            match self.items.try_lock() {
                Ok(g) => g,
                Err(TryLockError::WouldBlock) => return Err(item),
                Err(TryLockError::Poisoned(p)) => p.into_inner(),
            }
        } else {
            self.items.lock().unwrap()
        };
        if items.len() >= self.capacity {
            return Err(item);
        }
        items.push_back(item);
        self.not_empty.notify_one();
        Ok(())
    }
    pub fn take(&self) -> T {
        self.look();
        let mut items = self.items.lock().unwrap();
        while items.is_empty() {
            items = self.not_empty.wait(items).unwrap();
        }
        let item = items.pop_front().unwrap();
        self.not_full.notify_one();
        item
    }
    pub fn len(&self) -> usize {
        self.items.lock().unwrap().len()
    }
    pub fn is_empty(&self) -> bool {
        self.items.lock().unwrap().is_empty()
    }
    pub fn capacity(&self) -> usize {
        self.capacity
    }
}
