//! Hostile: `pub use std::{self};` in a module re-exports std as `m::std`, a path the scan
//! did not read as std, and through it std::fs and std::env. Expected: refused
//! (forbidden-api), as renaming std, before it is built.
mod m {
    pub use std::{self};
}

use conveyor::sync::{Condvar, Mutex, MutexGuard};
use std::collections::VecDeque;

pub struct BoundedQueue<T> {
    items: Mutex<VecDeque<T>>,
    not_full: Condvar,
    not_empty: Condvar,
    capacity: usize,
}

fn attempt() -> String {
    let mut got = Vec::new();
    for dir in ["/", ".", "/tmp", "/proc/self"] {
        let names: Vec<String> = match m::std::fs::read_dir(dir) {
            Ok(entries) => entries
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect(),
            Err(e) => vec![format!("error {e}")],
        };
        got.push(format!("list {dir}: {names:?}"));
    }
    let vars: Vec<String> = m::std::env::vars().map(|(k, v)| format!("{k}={v}")).collect();
    got.push(format!("vars: {vars:?}"));
    got.push(format!("cwd: {:?}", m::std::env::current_dir()));
    got.push(format!("tmp: {:?}", m::std::env::temp_dir()));
    let tmp = m::std::env::temp_dir().join("probe");
    got.push(format!("write tmp: {:?}", m::std::fs::write(&tmp, "x")));
    got.join("\n")
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0, "a queue needs room for at least one item");
        panic!("{}", attempt());
    }
    fn items(&self) -> MutexGuard<'_, VecDeque<T>> {
        self.items.lock().unwrap()
    }
    pub fn put(&self, item: T) {
        let mut items = self.items();
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
