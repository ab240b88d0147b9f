//! Exercise 9: threads, workers and messages.
//!
//! No shared queue this time: each worker has a channel of its own, and the dispatcher
//! sends each order to one worker. An `mpsc::channel()` has no limit, so `send` never
//! waits, and orders would pile up at a slow worker. Backpressure is built by hand: a
//! worker says "ready" (sends its id) before each message it takes, and the dispatcher
//! sends an order only to a worker that said ready. So no worker ever has more than one
//! message waiting, and a fast worker gets more orders than a slow one.
//!
//! Run it:    cargo run -p messages
//! Check it:  grader check exercise-9
//! Stuck?     grader hint exercise-9

// Threads and channels come from `conveyor`: they are std's on real threads, and let
// the grader explore every interleaving of your code.
use conveyor::Order;
#[allow(unused_imports)]
use conveyor::sync::mpsc::{self, Receiver, Sender};
#[allow(unused_imports)]
use conveyor::thread::{self, Builder};

/// A worker: before each message it takes, it says it is ready by sending its `id` on
/// `ready`, once; then it receives one message from `orders`. An order (`Some`) it packs
/// (keeps); the stop message (`None`) ends it, and it returns what it packed, in the order
/// it received it. After the stop it says nothing more.
pub fn worker(id: usize, orders: Receiver<Option<Order>>, ready: Sender<usize>) -> Vec<Order> {
    // TODO: loop: say ready, then receive; pack an order, stop at None.
    let _ = (id, orders, ready);
    todo!()
}

/// Starts `workers` workers (ids 0, 1, …, at least one), each with a channel of its own
/// for orders and all with one channel back for "ready". Hands out every order, each
/// only to a worker that has said ready, so that no worker ever has more than one message
/// (order or stop) waiting; then one stop message (`None`) to each worker, also only once
/// it has said ready. Returns what each worker packed, worker `id`'s list at index `id`,
/// once every worker has stopped.
pub fn dispatch(orders: &[Order], workers: usize) -> Vec<Vec<Order>> {
    // TODO: the channels and the workers.
    // TODO: for each order, wait for a "ready" and send the order to that worker.
    // TODO: the stops: one per worker, and only to a worker that is ready for it.
    let _ = (orders, workers);
    todo!()
}
