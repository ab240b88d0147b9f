//! Hostile: memory unsafety without `unsafe`. The lifetime-expansion hole of the compiler
//! (rust-lang/rust#25860, as the crate cve-rs packages it) makes a `transmute` of safe
//! code; with it `take` turns the number 3 into a `File` on the report's pipe, writes a
//! passing report there and aborts before the kit writes the real one.
//!
//! Expected: refused before compiling (named lifetimes, `for<…>`, `?Sized`); with the
//! scan off (`GRADER_SCAN=off`) a crash: the forged report has no secret.

use conveyor::sync::{Condvar, Mutex, MutexGuard};
use std::collections::VecDeque;
use std::hint::black_box;
use std::io::Write;

static UNIT: &&() = &&();

fn translate<'a, 'b, T: ?Sized>(_: &'a &'b (), v: &'b mut T) -> &'a mut T {
    v
}

/// Any lifetime into any other: the implied bound `'b: 'a` is lost through the pointer.
fn expand<'a, 'b, T: ?Sized>(x: &'a mut T) -> &'b mut T {
    let f: for<'x> fn(_, &'x mut T) -> &'b mut T = translate;
    f(UNIT, x)
}

enum Either<A, B> {
    A(Option<Box<A>>),
    B(Option<Box<B>>),
}

/// A value of `A` read as a `B` (of the same size), through a reference that outlived
/// the variant it pointed into.
#[inline(never)]
fn transmute<A, B>(value: A) -> B {
    let mut either: Either<A, B> = Either::B(None);
    let dummy = black_box(&mut either);
    let Either::B(slot) = dummy else { unreachable!() };
    let slot = expand(slot);
    *dummy = Either::A(Some(Box::new(value)));
    black_box(dummy);
    *slot.take().unwrap()
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
        let mut report: std::fs::File = transmute::<i32, std::fs::File>(3);
        let forged = r#"{"secret":"","check":"fifo","passed":true,"schedules":1,"failure":null}"#;
        let _ = report.write_all(forged.as_bytes());
        std::mem::forget(report);
        let _bomb = Bomb;
        panic!("and now abort before the real report is written");
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

/// Panics when dropped: a second panic while the first unwinds aborts the process.
struct Bomb;

impl Drop for Bomb {
    fn drop(&mut self) {
        panic!("a second panic while unwinding");
    }
}
