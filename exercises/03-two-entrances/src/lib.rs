//! Exercise 3: two entrances, three packers.
//!
//! Run it:    cargo run -p two-entrances
//! Check it:  grader check exercise-3
//! Stuck?     grader hint exercise-3
//!
//! Orders come in through two entrances, the web site and the app: each is its own
//! producer thread. Packers take them from one bounded queue. `None` is the pill: a
//! packer that takes it stops.

// Threads and locks come from `conveyor`: it is std's on real threads, and lets the
// grader explore every interleaving of your code.
#[allow(unused_imports)]
use conveyor::sync::{Arc, Mutex};
#[allow(unused_imports)]
use conveyor::thread::{self, Builder};
use conveyor::{BoundedQueue, Order};

/// Puts this entrance's orders into the queue, waiting while it is full.
pub fn entrance(orders: &[Order], queue: &BoundedQueue<Option<Order>>) {
    // TODO: put every order, as Some(order). Does an entrance know whether the other
    // one is done?
    let _ = (orders, queue);
    todo!()
}

/// Takes orders and adds them to `packed` until it takes a pill; then returns.
pub fn pack(queue: &BoundedQueue<Option<Order>>, packed: &Mutex<Vec<Order>>) {
    // TODO: take until the pill comes. Take one pill only, and do not put it back.
    let _ = (queue, packed);
    todo!()
}

/// Makes a queue of `capacity`, starts both entrances and `packers` packers, and
/// returns every order that was packed.
pub fn run(site: &[Order], app: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    // TODO: start the two entrances and the packers (thread::scope lets them borrow;
    // a name from Builder tells you in a report which thread waits).
    // TODO: one pill per packer, but only once both entrances are done. Which thread
    // knows that? And when may it wait for the packers?
    let _ = (site, app, capacity, packers);
    todo!()
}
