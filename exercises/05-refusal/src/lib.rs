//! Exercise 5: refusal.
//!
//! On Black Friday the site must answer at once: "high demand, please try again in a
//! minute" is better than a page that hangs. So the site offers each order with
//! `try_put`, which never waits: an order that does not fit comes back in `Err`, and the
//! site keeps it as refused. Nothing is lost: every order is either accepted (and then
//! packed exactly once) or refused (and then never packed).
//!
//! Run it:    cargo run -p refusal
//! Check it:  grader check exercise-5
//! Stuck?     grader hint exercise-5

// Threads and locks come from `conveyor`: it is std's on real threads, and lets the
// grader explore every interleaving of your code.
#[allow(unused_imports)]
use conveyor::sync::{Arc, Mutex};
#[allow(unused_imports)]
use conveyor::thread::{self, Builder};
use conveyor::{BoundedQueue, Order};

/// What the site did with the orders it was given: each is in exactly one of the lists.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Intake {
    /// Orders that went into the queue (and that the packers must pack).
    pub accepted: Vec<Order>,
    /// Orders the queue handed back because it was full (no packer may see them).
    pub refused: Vec<Order>,
}

/// The site: offers every order once with `try_put` and never waits for room: an order
/// the full queue hands back is refused and kept, not dropped and not offered again.
/// Then it puts one pill (`None`) per packer with `put`, which waits: a pill must not be
/// refused, or a packer would wait for it forever. With `packers` 0 it puts no pill and
/// returns without waiting at all.
pub fn front(orders: &[Order], queue: &BoundedQueue<Option<Order>>, packers: usize) -> Intake {
    // TODO: offer each order with try_put; what does Err give you back?
    // TODO: count an order as accepted only once you know try_put took it.
    // TODO: then the pills, one per packer, with put (why not try_put?).
    let _ = (orders, queue, packers);
    todo!()
}

/// Makes a queue with room for exactly `capacity`, starts the front and `packers`
/// packers (each takes orders until it takes a pill, as in exercise 2), and returns the
/// front's intake and every order the packers packed, once all of them are done.
pub fn run(orders: &[Order], capacity: usize, packers: usize) -> (Intake, Vec<Order>) {
    // TODO: the queue, the front and the packers side by side (thread::scope or spawn),
    // and wait for all of them before you return.
    let _ = (orders, capacity, packers);
    todo!()
}
