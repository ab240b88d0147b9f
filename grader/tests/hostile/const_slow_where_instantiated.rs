//! Hostile: a constant that takes hours to evaluate, but only where the candidate's generic
//! code is instantiated: in the checks program and the given main, not in the candidate's
//! crate. It depends on `T`, so the candidate's own compiler never evaluates it; and it
//! makes few steps, each slow (a copy of 64 MiB), so the lint `long_running_const_eval`
//! (after 2 000 000 steps) never fires. Only the candidate's compiler had the compile CPU
//! limit: the build ran for its whole limit (red team, third round).
//!
//! Expected: timeout, a compile limit ("kept the compiler busy"): every compiler of a crate
//! with the candidate's code has the candidate's CPU limit.

use conveyor::sync::{Condvar, Mutex, MutexGuard};
use std::collections::VecDeque;

pub struct BoundedQueue<T> {
    items: Mutex<VecDeque<T>>,
    // Two condvars: a put wakes only takers and a take only putters, so `notify_one`
    // can never wake a thread of the wrong kind and lose the wake-up.
    not_full: Condvar,
    not_empty: Condvar,
    capacity: usize,
}

struct Spin<T>(std::marker::PhantomData<T>);

impl<T> Spin<T> {
    /// Under the lint's count of steps (2 000 000), each step slow: a copy of 64 MiB,
    /// 400 000 times, evaluated where `T` is known.
    const FOREVER: u64 = {
        let big = [7u8; 64 << 20];
        let mut turns: u64 = 0 * std::mem::size_of::<T>() as u64;
        let mut sum: u64 = 0;
        while turns < 400_000 {
            let copy = big;
            sum = sum.wrapping_add(copy[(turns % 1000) as usize] as u64);
            turns += 1;
        }
        sum
    };
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        let _ = Spin::<T>::FOREVER;
        assert!(capacity > 0, "a queue needs room for at least one item");
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
