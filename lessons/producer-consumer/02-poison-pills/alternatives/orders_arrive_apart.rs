//! Correct, another shape (a red team's, 2026-12-07): the front sleeps 150 ms before each order, as
//! orders that arrive apart, then puts it, waiting for room. A pause before an order is no
//! nap: the front reaches its wait later, and waits there.

use conveyor::sync::Mutex;
use conveyor::thread;
use conveyor::{BoundedQueue, Order};
use std::time::Duration;

pub fn front(orders: &[Order], queue: &BoundedQueue<Option<Order>>, packers: usize) {
    for &order in orders {
        thread::sleep(Duration::from_millis(150)); // the next customer clicks "buy"
        queue.put(Some(order));
    }
    for _ in 0..packers {
        queue.put(None);
    }
}

pub fn pack(queue: &BoundedQueue<Option<Order>>, packed: &Mutex<Vec<Order>>) {
    while let Some(order) = queue.take() {
        packed.lock().unwrap().push(order);
    }
}

pub fn run(orders: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let queue = BoundedQueue::new(capacity);
    let packed = Mutex::new(Vec::new());
    thread::scope(|s| {
        s.spawn(|| front(orders, &queue, packers));
        for _ in 0..packers {
            s.spawn(|| pack(&queue, &packed));
        }
    });
    packed.into_inner().unwrap()
}
