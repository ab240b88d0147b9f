//! Correct, another shape (a red team's, 2026-12-07): `run`'s own thread is the front, and
//! checks each order in three steps of 1 ms, a line in a log under a lock after each. Its
//! sleeps with only a lock between them look like naps that look again, but there are as
//! many in every execution: work in steps, not a poll (`main-polls` failed it when it
//! counted one execution's naps alone).

use conveyor::sync::Mutex;

use conveyor::thread::{self, Builder};
use conveyor::{BoundedQueue, Order};
use std::time::Duration;

pub fn front(orders: &[Order], queue: &BoundedQueue<Option<Order>>, packers: usize) {
    for &order in orders {
        // Waits while the queue is full: the packers hold the site back (backpressure).
        queue.put(Some(order));
    }
    // Only after the orders, so that every order is packed before a packer stops;
    // one each, since a packer takes one pill and stops.
    for _ in 0..packers {
        queue.put(None);
    }
}

pub fn pack(queue: &BoundedQueue<Option<Order>>, packed: &Mutex<Vec<Order>>) {
    // The pill ends the loop; the pills of the other packers stay in the queue for them.
    while let Some(order) = queue.take() {
        packed.lock().unwrap().push(order);
    }
}

pub fn run(orders: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let queue = BoundedQueue::new(capacity);
    let packed = Mutex::new(Vec::new());
    let log = Mutex::new(Vec::<String>::new());
    thread::scope(|s| {
        for p in 1..=packers {
            Builder::new()
                .name(format!("packer {p}"))
                .spawn_scoped(s, || pack(&queue, &packed))
                .expect("spawn a packer");
        }
        // This thread is the front: each order is checked in three steps (address,
        // payment, stock) of 1 ms each, each written to a log, then queued.
        for &order in orders {
            for step in 0..3 {
                thread::sleep(Duration::from_millis(1));
                log.lock().unwrap().push(format!("order {} step {}", order.id, step));
            }
            queue.put(Some(order));
        }
        for _ in 0..packers {
            queue.put(None);
        }
    });
    packed.into_inner().unwrap()
}
