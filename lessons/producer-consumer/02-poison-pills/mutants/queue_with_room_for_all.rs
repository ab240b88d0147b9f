//! mutant: run makes the queue big enough for every order and pill, so that the front never waits
//! class: capacity-exceeded
//! check: run-queue-capacity

use conveyor::sync::Mutex;
use conveyor::thread::{self, Builder};
use conveyor::{BoundedQueue, Order};

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
    let _ = capacity;
    let queue = BoundedQueue::new(orders.len() + packers);
    let packed = Mutex::new(Vec::new());
    // The scope joins every thread before it returns, so nothing is read while a packer still packs.
    thread::scope(|s| {
        Builder::new()
            .name("front".into())
            .spawn_scoped(s, || front(orders, &queue, packers))
            .expect("spawn the front");
        for p in 1..=packers {
            Builder::new()
                .name(format!("packer {p}"))
                .spawn_scoped(s, || pack(&queue, &packed))
                .expect("spawn a packer");
        }
    });
    packed.into_inner().unwrap()
}
