//! Hostile, a build without limits: a static of 1 GiB that is not zero (the compiler
//! evaluates it, holds it and would write it into the library) and the endless
//! `/dev/zero` included as bytes. Expected: refused by the compiler's limits (a
//! resource limit or a compile error), quickly, and the machine keeps its memory.

pub static BIG: [u8; 1 << 30] = [7; 1 << 30];

pub struct BoundedQueue<T> {
    _items: Vec<T>,
}

impl<T> BoundedQueue<T> {
    pub fn new(_capacity: usize) -> Self {
        BoundedQueue {
            _items: Vec::with_capacity(BIG[12] as usize),
        }
    }
}
