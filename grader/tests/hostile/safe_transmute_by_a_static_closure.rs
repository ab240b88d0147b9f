//! Hostile: memory unsafety without `unsafe`, without a named lifetime, `for<…>` or
//! `Sized`. rust-lang/rust#84366: a closure that captures nothing is `'static` whatever it
//! returns, and the compiler takes a projection of a `'static` type as `'static` too, so
//! `to_any` turns any `&mut T` into a `Box<dyn Any>` that outlives it; with `Any` that is
//! a `transmute` of safe code (a red team's, 2026-12-07: it passed every check of exercise
//! 1 on rustc 1.95, having forged a `&String` from a number in `new`).
//!
//! Expected: refused before compiling (the projection `T::Associated`).

use conveyor::sync::{Condvar, Mutex, MutexGuard};
use std::collections::VecDeque;

use std::any::Any;
trait Trait {
    type Associated;
}
impl<F: Fn() -> R, R> Trait for F {
    type Associated = R;
}
fn to_any<T: Trait + Any>(_: &T, x: T::Associated) -> Box<dyn Any> {
    Box::new(x)
}
fn expand_mut<T: Any>(s: &mut T) -> Box<dyn Any> {
    let f = || -> &mut T { loop {} };
    to_any(&f, s)
}
enum Dummy<A, B> {
    A(Option<Box<A>>),
    B(Option<Box<B>>),
}
fn transmute_inner<A: Any, B: Any>(dummy: &mut Dummy<A, B>, obj: A) -> B {
    let Dummy::B(ref_to_b) = dummy else { unreachable!() };
    let mut any = expand_mut(ref_to_b);
    *dummy = Dummy::A(Some(Box::new(obj)));
    std::hint::black_box(&dummy);
    let r = any.downcast_mut::<&mut Option<Box<B>>>().unwrap();
    *r.take().unwrap()
}
fn transmute<A: Any, B: Any>(obj: A) -> B {
    transmute_inner(&mut Dummy::B(None), obj)
}
fn demo() {
    let s = Box::new(String::from("secret"));
    let addr: usize = &*s as *const String as usize;
    let back: &String = transmute::<usize, &String>(addr);
    eprintln!(
        "RT_SOUND: forged &String from usize {addr:#x}: {back:?} len {}",
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
