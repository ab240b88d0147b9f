//! Hostile: rust-lang/rust#84366 with no projection written (a red team's, 2026-12-07):
//! `Peekable` keeps its next item in a field typed by its iterator alone, so a `Peekable`
//! of a `'static` closure's `repeat_with` is `'static` too, and `peek_mut` writes a
//! short-lived `&mut T` into it; `to_any` boxes it as `dyn Any`, and `downcast` gives it
//! back as `&'static mut T`. With cve-rs's enum trick, a `transmute` of safe code: it read
//! 48 bytes out of a 5-byte `String` in the grader's verdict.
//!
//! Expected: refused before compiling (`peek_mut`).

use conveyor::sync::Mutex;
use std::any::Any;
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

/// The queue around the hole: it is refused before it compiles, so only `new` matters.
pub struct BoundedQueue<T> {
    items: Mutex<Vec<T>>,
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        panic!("{}", demonstrate());
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
