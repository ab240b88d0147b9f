//! Correct, another shape: the front runs in the outer scope, the packers in a scope of
//! their own, nested in it, so that `run` knows exactly when the packing is over. The
//! inner scope waits for its own threads, whichever of the outer scope's ends first.

use conveyor::sync::Mutex;
use conveyor::thread;
use conveyor::{BoundedQueue, Order};

pub fn front(orders: &[Order], queue: &BoundedQueue<Option<Order>>, packers: usize) {
    for &order in orders {
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
        thread::scope(|packing| {
            for _ in 0..packers {
                packing.spawn(|| pack(&queue, &packed));
            }
        });
        // every packer has stopped here
    });
    packed.into_inner().unwrap()
}
