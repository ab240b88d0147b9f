//! mutant: the front puts the pills first, then the orders
//! class: lost-item
//! check: pills-after-orders

use conveyor::sync::Mutex;
use conveyor::thread::{self, Builder};
use conveyor::{BoundedQueue, Order};

pub fn front(orders: &[Order], queue: &BoundedQueue<Option<Order>>, packers: usize) {
    for _ in 0..packers {
        queue.put(None);
    }
    for &order in orders {
        queue.put(Some(order));
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
