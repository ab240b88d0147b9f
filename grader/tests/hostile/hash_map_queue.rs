//! Not hostile: a correct queue whose items wait in a `HashMap` by their number in line,
//! so std's hash keys are drawn in every check process. Those come from a fixed stream
//! (grader-probe's `getrandom`), and the kit's seccomp layer refuses the system's
//! randomness: a correct program that hashes must still pass, in every mode.

use conveyor::sync::{Condvar, Mutex, MutexGuard};
use std::collections::HashMap;

/// The items by their number in line: the next to take is `first`, the next put gets
/// `first + len`.
struct Line<T> {
    items: HashMap<u64, T>,
    first: u64,
}

pub struct BoundedQueue<T> {
    line: Mutex<Line<T>>,
    not_full: Condvar,
    not_empty: Condvar,
    capacity: usize,
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0, "a queue needs room for at least one item");
        BoundedQueue {
            line: Mutex::new(Line {
                items: HashMap::new(),
                first: 0,
            }),
            not_full: Condvar::new(),
            not_empty: Condvar::new(),
            capacity,
        }
    }

    fn line(&self) -> MutexGuard<'_, Line<T>> {
        self.line.lock().unwrap()
    }

    fn push(line: &mut Line<T>, item: T) {
        let number = line.first + line.items.len() as u64;
        line.items.insert(number, item);
    }

    pub fn put(&self, item: T) {
        let mut line = self.line();
        while line.items.len() >= self.capacity {
            line = self.not_full.wait(line).unwrap();
        }
        Self::push(&mut line, item);
        self.not_empty.notify_one();
    }

    pub fn try_put(&self, item: T) -> Result<(), T> {
        let mut line = self.line();
        if line.items.len() >= self.capacity {
            return Err(item);
        }
        Self::push(&mut line, item);
        self.not_empty.notify_one();
        Ok(())
    }

    pub fn take(&self) -> T {
        let mut line = self.line();
        while line.items.is_empty() {
            line = self.not_empty.wait(line).unwrap();
        }
        let first = line.first;
        let item = line.items.remove(&first).unwrap();
        line.first += 1;
        self.not_full.notify_one();
        item
    }

    pub fn len(&self) -> usize {
        self.line().items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.line().items.is_empty()
    }

    pub fn capacity(&self) -> usize {
        self.capacity
    }
}
