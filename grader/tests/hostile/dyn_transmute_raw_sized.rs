//! Hostile: the `dyn Trait` transmute of rust-lang/rust#57893 with its `?Sized` written as
//! a raw identifier, `?r#Sized`, which the token scan compared as another name (a red
//! team's, 2026-12-07).
//!
//! Expected: refused before compiling (`?Sized`, and the qualified projection).

use conveyor::sync::{Condvar, Mutex, MutexGuard};
use std::collections::VecDeque;

trait Object<U> {
    type Output;
}
impl<T: ?r#Sized, U> Object<U> for T {
    type Output = U;
}
fn foo<T: ?r#Sized, U>(x: <T as Object<U>>::Output) -> U {
    x
}
fn cast<T, U>(x: T) -> U {
    foo::<dyn Object<U, Output = T>, U>(x)
}

fn demo() {
    let s = String::from("secret");
    let addr = &s as *const String as usize;
    let back: &&String = cast::<&usize, &&String>(&addr);
    panic!(
        "RT_SOUND: forged &String from usize {addr:#x}: {:?} len {}",
        *back,
        back.len()
    );
}

pub struct BoundedQueue<T> {
    items: Mutex<VecDeque<T>>,
    not_full: Condvar,
    not_empty: Condvar,
    capacity: usize,
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0, "a queue needs room for at least one item");
        demo();
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
