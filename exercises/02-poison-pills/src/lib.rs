//! Exercise 2: poison pills.
//!
//! The site (`front`) puts the orders into a bounded queue, the packers (`pack`) take them
//! out. When the orders are over, how does a packer waiting in `take` learn that it may
//! stop? The front puts a poison pill, `None`, one for each packer.
//!
//! Run it:    cargo run -p poison-pills
//! Check it:  grader check exercise-2
//! Stuck?     grader hint exercise-2

// Threads and locks come from `conveyor`: it is std's on real threads, and lets the
// grader explore every interleaving of your code.
#[allow(unused_imports)]
use conveyor::sync::{Arc, Mutex};
#[allow(unused_imports)]
use conveyor::thread;
use conveyor::{BoundedQueue, Order};

/// The site: puts every order into `queue`, then one pill (`None`) for each of the `packers`.
pub fn front(orders: &[Order], queue: &BoundedQueue<Option<Order>>, packers: usize) {
    // TODO: put every order; `put` waits while the queue is full, and that is the point.
    // TODO: then the pills: how many, and why only after the orders?
    let _ = (orders, queue, packers);
    todo!()
}

/// A packer: takes orders from `queue` and adds them to `packed` until it takes a pill.
pub fn pack(queue: &BoundedQueue<Option<Order>>, packed: &Mutex<Vec<Order>>) {
    // TODO: take, pack, and stop at the pill (and take no more than that one).
    let _ = (queue, packed);
    todo!()
}

/// Makes a queue with room for `capacity`, starts the front and `packers` packers,
/// and returns every order they packed, once they are all done.
pub fn run(orders: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    // TODO: the queue, the threads (conveyor::thread::scope or spawn), and wait for all of them.
    let _ = (orders, capacity, packers);
    todo!()
}
