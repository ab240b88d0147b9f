//! Correct, another shape: the packers run in a scope, the front on the calling thread.

use conveyor::sync::Mutex;
use conveyor::thread;
use conveyor::{BoundedQueue, Order};

pub fn front(orders: &[Order], queue: &BoundedQueue<Option<Order>>, packers: usize) {
    for order in orders {
        queue.put(Some(*order));
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
        // The packers must be running before the front fills the queue, or it waits forever.
        for _ in 0..packers {
            s.spawn(|| pack(&queue, &packed));
        }
        front(orders, &queue, packers);
    });
    packed.into_inner().unwrap()
}
