//! Hostile, a build without limits: the endless `/dev/zero` included as bytes, by a
//! path of the prelude that a scan of names misses. Expected: a compile error (the
//! candidate's compiler may read no device), quickly.

pub static ZEROS: &[u8] = std::prelude::v1::include_bytes!("/dev/zero");

pub struct BoundedQueue<T> {
    _items: Vec<T>,
}

impl<T> BoundedQueue<T> {
    pub fn new(_capacity: usize) -> Self {
        BoundedQueue {
            _items: Vec::with_capacity(ZEROS.len()),
        }
    }
}
