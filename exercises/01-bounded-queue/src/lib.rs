//! Exercise 1: a bounded blocking queue.
//!
//! Run it:    cargo run -p bounded-queue
//! Check it:  grader check exercise-1
//! Stuck?     grader hint exercise-1

// Threads and locks come from `conveyor`: it is std's on real threads, and lets the
// grader explore every interleaving of your code.
#[allow(unused_imports)]
use conveyor::sync::{Condvar, Mutex};
#[allow(unused_imports)]
use std::collections::VecDeque;

pub struct BoundedQueue<T> {
    // TODO: the items, behind a Mutex, and what the waiting threads wait on (Condvar).
    capacity: usize,
    _items: std::marker::PhantomData<T>,
}

impl<T> BoundedQueue<T> {
    /// A queue with room for `capacity` items; panics on 0.
    pub fn new(capacity: usize) -> Self {
        // TODO: refuse 0 and make the empty queue.
        todo!("BoundedQueue::new({capacity})")
    }

    /// Puts `item` at the back; waits while the queue is full.
    pub fn put(&self, item: T) {
        // TODO: wait while full, then put the item and wake whoever waits for one.
        let _ = item;
        todo!()
    }

    /// Puts `item` at the back if there is room; otherwise gives it back in `Err`.
    pub fn try_put(&self, item: T) -> Result<(), T> {
        // TODO: never wait, and never lose the item.
        let _ = item;
        todo!()
    }

    /// Takes the item at the front; waits while the queue is empty.
    pub fn take(&self) -> T {
        // TODO: wait while empty, then take the front item and wake whoever waits for room.
        todo!()
    }

    /// How many items are inside now.
    pub fn len(&self) -> usize {
        // TODO
        todo!()
    }

    pub fn is_empty(&self) -> bool {
        // TODO
        todo!()
    }

    pub fn capacity(&self) -> usize {
        self.capacity
    }
}
