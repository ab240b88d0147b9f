//! Hostile: memory unsafety without `unsafe`, without a named lifetime, `for<…>` or
//! `Sized`. rust-lang/rust#84366: a closure that captures nothing is `'static` whatever it
//! returns, and the compiler takes a projection of a `'static` type as `'static` too, so
//! `to_any` turns any `&mut T` into a `Box<dyn Any>` that outlives it; with `Any` that is
//! a `transmute` of safe code (a red team's, 2026-12-07: it passed every check of exercise
//! 1 on rustc 1.95, having forged a `&String` from a number in `new`).
//!
//! Expected: refused before compiling (the projection `T::Associated`).

use conveyor::sync::Mutex;

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

/// The queue around the hole: it is refused before it compiles, so only `new` matters.
pub struct BoundedQueue<T> {
    items: Mutex<Vec<T>>,
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        demo();
        BoundedQueue {
            items: Mutex::new(Vec::with_capacity(capacity)),
        }
    }

    pub fn put(&self, item: T) {
        self.items.lock().unwrap().push(item);
    }

    pub fn try_put(&self, item: T) -> Result<(), T> {
        self.put(item);
        Ok(())
    }

    pub fn take(&self) -> T {
        self.items.lock().unwrap().remove(0)
    }

    pub fn len(&self) -> usize {
        self.items.lock().unwrap().len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn capacity(&self) -> usize {
        usize::MAX
    }
}
