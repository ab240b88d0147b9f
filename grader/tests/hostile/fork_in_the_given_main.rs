//! Hostile, at the OS boundary, in the given main: the queue is right, and where it runs
//! outside a check (the given main, the program `cargo run` starts: no `run` among its
//! arguments) it tries to start `sleep 6543` in a process group of its own and its own
//! program again, and prints what it got. The given main may execute its own program
//! (Landlock lets it: the grader had to start it) but not start a process: the grader's
//! seccomp layer, installed before the given main runs, refuses `clone` without
//! `CLONE_THREAD` as the kit's layer does in a check.
//!
//! Expected: the explored checks pass (nothing hostile runs in them); the given main's
//! output differs (a wrong output) and shows both starts refused with EPERM ("Operation
//! not permitted"); nothing left running.

mod m {
    pub use std;
}

use conveyor::sync::{Condvar, Mutex, MutexGuard};
use m::std::collections::VecDeque;
use m::std::os::unix::process::CommandExt;

pub struct BoundedQueue<T> {
    items: Mutex<VecDeque<T>>,
    changed: Condvar,
    capacity: usize,
}

fn attempt() -> String {
    let sleeper = m::std::process::Command::new("sleep")
        .arg("6543")
        .process_group(0)
        .spawn()
        .map(|c| c.id());
    let again = m::std::process::Command::new("/proc/self/exe")
        .arg("list")
        .process_group(0)
        .spawn()
        .map(|c| c.id());
    format!("sleeper: {sleeper:?}\nself: {again:?}")
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0, "a queue needs room for at least one item");
        if !m::std::env::args().any(|a| a == "run") {
            static ONCE: m::std::sync::Once = m::std::sync::Once::new();
            ONCE.call_once(|| println!("{}", attempt().replace('\n', " | ")));
        }
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
        while items.len() >= self.capacity {
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
