//! Hostile: cve-rs's lifetime expansion (rust-lang/rust#25860) with none of its tokens
//! written where the token scan looked: the lifetimes come into a macro as loop labels
//! (`break 'a`), which the scan let through as labels, and `for` comes in as a token tree
//! that only the macro's body puts before `<` (a red team's, 2026-12-07).
//!
//! Expected: refused before compiling (a macro of one's own, and the lifetimes in its call).

use conveyor::sync::{Condvar, Mutex, MutexGuard};
use std::collections::VecDeque;

static UNIT: &&() = &&();
macro_rules! helpers {
    (break $a:lifetime, break $b:lifetime, break $x:lifetime, $hr:tt) => {
        fn translate<$a, $b, T>(_: &$a &$b (), v: &$b mut T) -> &$a mut T { v }
        fn expand_mut<$a, $b, T>(x: &$a mut T) -> &$b mut T {
            let f: $hr<$x> fn(_, &$x mut T) -> &$b mut T = translate;
            f(UNIT, x)
        }
    };
}
helpers!(break 'a, break 'b, break 'x, for);

enum Dummy<A, B> {
    A(Option<Box<A>>),
    B(Option<Box<B>>),
}
#[inline(never)]
fn transmute_inner<A, B>(dummy: &mut Dummy<A, B>, obj: A) -> B {
    let Dummy::B(ref_to_b) = dummy else { unreachable!() };
    let ref_to_b = expand_mut(ref_to_b);
    *dummy = Dummy::A(Some(Box::new(obj)));
    std::hint::black_box(&dummy);
    *ref_to_b.take().unwrap()
}
fn transmute<A, B>(obj: A) -> B {
    transmute_inner(&mut Dummy::B(None), obj)
}

fn demo() {
    let s = String::from("secret");
    let addr: usize = transmute(&s);
    let back: &String = transmute(addr);
    eprintln!("RT_SOUND: forged &String at {addr:#x}: {back:?} len {}", back.len());
    if let Some(_) = std::option::Option::<()>::None {
        let _ = std::hint::black_box(&Dummy::<u8, u8>::A(None));
    }
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
