//! Hostile: rust-lang/rust#25860's lifetime expansion with neither a named lifetime nor a
//! `for<…>` (a red team's, 2026-12-07): the elided lifetimes of a `fn` pointer type are
//! higher-ranked, and the `&'static &mut T` in its output gives the pointer the implied
//! bound that its argument outlives `'static`, which a call through it never checks. A
//! use after free and a `transmute` of safe code, seen in the grader's verdict.
//!
//! Expected: refused before compiling (a `fn` pointer type with a reference in it).

use conveyor::sync::Mutex;

// #25860 family without a named lifetime or `for<`: the elided lifetimes of a fn
// pointer type are higher-ranked, and `&'static &T` in its return type gives the
// closure the implied bound that the argument outlives 'static.
fn expand_mut<T>(x: &mut T) -> &'static mut T {
    let f: fn(&mut T) -> ([&'static &mut T; 0], &'static mut T) = |s| ([], s);
    f(x).1
}

fn expand<T>(x: &T) -> &'static T {
    let f: fn(&T) -> ([&'static &T; 0], &'static T) = |s| ([], s);
    f(x).1
}

enum Dummy<A, B> {
    A(Option<Box<A>>),
    B(Option<Box<B>>),
}

fn transmute<A: 'static, B: 'static>(obj: A) -> B {
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
    // A use after free: a &String kept past its owner's end, its memory reused.
    let dangling: &'static String;
    {
        let owner = String::from("owned by a dead local");
        dangling = expand(&owner);
    }
    let reuse: Vec<u8> = vec![b'Z'; 21];
    let after: Vec<u8> = dangling.as_bytes().to_vec();
    drop(reuse);
    format!(
        "freed String reads {:?}; forged &String at {:p}; {} read as {} bytes: {:?}",
        after,
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
