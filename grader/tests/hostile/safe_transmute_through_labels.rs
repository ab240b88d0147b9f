//! Hostile: cve-rs's lifetime expansion (rust-lang/rust#25860) with none of its tokens
//! written where the token scan looked: the lifetimes come into a macro as loop labels
//! (`break 'a`), which the scan let through as labels, and `for` comes in as a token tree
//! that only the macro's body puts before `<` (a red team's, 2026-12-07).
//!
//! Expected: refused before compiling (a macro of one's own, and the lifetimes in its call).

use conveyor::sync::Mutex;

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
