//! Exercise 7: a chain.
//!
//! The packers do not finish the job any more: they put each packed box into a second
//! bounded queue, and a courier takes the boxes from there and delivers them. Two queues,
//! two kinds of pill: one per packer in the first queue (the front's, as in exercise 2),
//! and one for the courier in the second. Who may put the courier's pill, and when?
//!
//! Run it:    cargo run -p chain
//! Check it:  grader check exercise-7
//! Stuck?     grader hint exercise-7

// Threads and locks come from `conveyor`: it is std's on real threads, and lets the
// grader explore every interleaving of your code.
#[allow(unused_imports)]
use conveyor::sync::atomic::{AtomicUsize, Ordering};
#[allow(unused_imports)]
use conveyor::sync::{Arc, Mutex};
#[allow(unused_imports)]
use conveyor::thread::{self, Builder};
use conveyor::{BoundedQueue, Order};

/// A packer: takes orders from `orders` until it takes a pill (`None`), and puts each
/// packed order into `boxes` as `Some(order)`, waiting while `boxes` is full. It puts no
/// pill into `boxes`: one packer cannot know whether the others are done.
pub fn pack(orders: &BoundedQueue<Option<Order>>, boxes: &BoundedQueue<Option<Order>>) {
    // TODO: take until your pill; every order into boxes, with put. Take one pill only.
    let _ = (orders, boxes);
    todo!()
}

/// The courier: takes boxes until it takes a pill, and returns what it delivered, in
/// the order it took them. It takes nothing after its pill.
pub fn courier(boxes: &BoundedQueue<Option<Order>>) -> Vec<Order> {
    // TODO: take until the pill.
    let _ = boxes;
    todo!()
}

/// Makes both queues with room for `capacity` each, starts a front (every order into
/// the first queue, then one pill per packer), `packers` packers and one courier, and
/// returns what the courier delivered. The courier's pill goes into the second queue only
/// after every packer is done: by `run` once it has joined them, or by whichever packer
/// stops last (counted in the thread code that `run` starts, not in `pack`).
pub fn run(orders: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    // TODO: two queues, the front, the packers and the courier (thread::scope or spawn).
    // TODO: the courier's pill: one, and only once no packer can put a box any more.
    let _ = (orders, capacity, packers);
    todo!()
}
