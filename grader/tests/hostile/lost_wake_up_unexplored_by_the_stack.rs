//! Right where explored, told apart by stack addresses (no clock): there it wakes with
//! notify_all after every step. On real threads it notifies only where it saw a waiter,
//! and reads the count of waiters before it takes the lock: a lost wake-up, whose window
//! is microseconds wide on real threads unless a thread pauses at its lock.
use conveyor::sync::atomic::{AtomicUsize, Ordering};
use conveyor::sync::{Condvar, Mutex, MutexGuard};
use std::collections::VecDeque;

/// No clock: the explorer runs every task on a 256 KiB stack of one pool, real threads
/// each get 8 MiB. A local of this thread far from the one `new` made is a real thread.
fn here() -> usize {
    let l = 0u8;
    std::hint::black_box(&l) as *const u8 as usize
}

pub struct BoundedQueue<T> {
    items: Mutex<VecDeque<T>>,
    changed: Condvar,
    capacity: usize,
    at: usize,
    takers: AtomicUsize,
    putters: AtomicUsize,
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0, "a queue needs room for at least one item");
        BoundedQueue {
            items: Mutex::new(VecDeque::with_capacity(capacity)),
            changed: Condvar::new(),
            capacity,
            at: here(),
            takers: AtomicUsize::new(0),
            putters: AtomicUsize::new(0),
        }
    }
    fn items(&self) -> MutexGuard<'_, VecDeque<T>> {
        self.items.lock().unwrap()
    }
    // Real threads: "notify only if someone waits", read before taking the lock (racy).
    fn wake(&self, seen: usize) {
        let explored = here().abs_diff(self.at) < 4 << 20;
        if explored || seen > 0 {
            self.changed.notify_all()
        }
    }
    pub fn put(&self, item: T) {
        let mut seen = self.takers.load(Ordering::SeqCst);
        let mut items = self.items();
        if items.len() >= self.capacity {
            seen = usize::MAX;
        }
        while items.len() >= self.capacity {
            self.putters.fetch_add(1, Ordering::SeqCst);
            items = self.changed.wait(items).unwrap();
            self.putters.fetch_sub(1, Ordering::SeqCst);
        }
        items.push_back(item);
        self.wake(seen);
    }
    pub fn try_put(&self, item: T) -> Result<(), T> {
        let seen = self.takers.load(Ordering::SeqCst);
        let mut items = self.items();
        if items.len() >= self.capacity {
            return Err(item);
        }
        items.push_back(item);
        self.wake(seen);
        Ok(())
    }
    pub fn take(&self) -> T {
        let mut seen = self.putters.load(Ordering::SeqCst);
        let mut items = self.items();
        if items.is_empty() {
            seen = usize::MAX;
        }
        while items.is_empty() {
            self.takers.fetch_add(1, Ordering::SeqCst);
            items = self.changed.wait(items).unwrap();
            self.takers.fetch_sub(1, Ordering::SeqCst);
        }
        let item = items.pop_front().unwrap();
        self.wake(seen);
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
