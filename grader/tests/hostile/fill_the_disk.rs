//! Hostile, at the OS boundary: the disk filled from a check. Every queue made tries to
//! write files of 1 MiB wherever a check might write (its temporary folder as std names
//! it, `/tmp`, its working folder), then panics with what it wrote. `std` is reached
//! through a module (`m::std::…`), which no scan of paths sees as `std`. A check had a
//! writable temporary folder of its own, bounded per file only (`RLIMIT_FSIZE`), so the
//! number of files was the bound: 2.6 GB in ten seconds (red team, third round).
//!
//! Expected: failed (a panic) that says no file was written, each refused by Landlock
//! ("Permission denied"): a check has no writable folder at all.

mod m {
    pub use std;
}

use conveyor::sync::{Condvar, Mutex, MutexGuard};
use m::std::collections::VecDeque;

pub struct BoundedQueue<T> {
    items: Mutex<VecDeque<T>>,
    // Two condvars: a put wakes only takers and a take only putters, so `notify_one`
    // can never wake a thread of the wrong kind and lose the wake-up.
    not_full: Condvar,
    not_empty: Condvar,
    capacity: usize,
}

/// Four files of 1 MiB in each place a check might write: what it wrote, and the first refusal.
fn attempt() -> String {
    let places = [m::std::env::temp_dir(), "/tmp".into(), ".".into()];
    let chunk = vec![7u8; 1 << 20];
    let (mut wrote, mut refused) = (0, None);
    for place in &places {
        for i in 0..4 {
            let file = place.join(format!("grader-hostile-fill-{}-{i}", m::std::process::id()));
            match m::std::fs::write(&file, &chunk) {
                Ok(()) => wrote += 1,
                Err(e) => {
                    refused.get_or_insert(e.to_string());
                }
            }
        }
    }
    format!("disk: wrote {wrote} files of 1 MiB; refused: {refused:?}")
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0, "a queue needs room for at least one item");
        let said = attempt();
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
