//! Hostile, `unsafe` where a scan of syntax does not look: inside a macro's tokens,
//! with `std` renamed by an `extern crate` the macro writes. Expected: a compile error
//! (`unsafe_code` is forbidden on the candidate's crate), never a run.

macro_rules! quietly {
    ($($body:tt)*) => { $($body)* };
}

quietly! { extern crate std as s; }

pub struct BoundedQueue<T> {
    _items: Vec<T>,
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        let room = quietly!(unsafe { s::ptr::read(&capacity as *const usize) });
        BoundedQueue {
            _items: Vec::with_capacity(room),
        }
    }
}
