//! Hostile, a build without limits: a static of 256 MiB that is not zero, which the
//! compiler evaluates, holds and would write into the library. Expected: stopped by the
//! limits of the candidate's compiler (a resource limit), and the machine keeps its memory.

pub static BIG: [u8; 1 << 28] = [7; 1 << 28];

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
