//! Hostile, at the OS boundary: processes that would outlive their check. Every queue made
//! tries to start `sleep 6543` in a process group of its own (out of reach of the grader's
//! kill of the check's group) and its own program again, then panics with what it got.
//! `std` is reached through a module (`m::std::…`), which no scan of paths sees as `std`,
//! and std's safe `Command` stands for any way to a new process: a raw `fork` through a
//! pointer to libc's `syscall()` (what the safe transmute gave the attack of issue 24)
//! makes the same system call, `clone` without `CLONE_THREAD`, which is what is refused.
//!
//! Expected: failed (a panic), both starts refused by the seccomp filter with EPERM
//! ("Operation not permitted"), before Landlock's refusal to execute (EACCES) is reached;
//! nothing left running. The same in the given main (the `output` check).

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
        panic!("{}", attempt());
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
