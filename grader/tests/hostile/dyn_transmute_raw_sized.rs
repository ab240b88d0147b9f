//! Hostile: the `dyn Trait` transmute of rust-lang/rust#57893 with its `?Sized` written as
//! a raw identifier, `?r#Sized`, which the token scan compared as another name (a red
//! team's, 2026-12-07).
//!
//! Expected: refused before compiling (`?Sized`, and the qualified projection).

use conveyor::sync::Mutex;

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
