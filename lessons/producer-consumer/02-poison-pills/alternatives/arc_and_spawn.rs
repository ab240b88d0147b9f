//! Correct, another shape: Arc and spawn with named threads, every handle joined.

use conveyor::sync::{Arc, Mutex};
use conveyor::thread::Builder;
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
    let queue = Arc::new(BoundedQueue::new(capacity));
    let packed = Arc::new(Mutex::new(Vec::new()));
    let mut handles = Vec::new();
    for p in 1..=packers {
        let (queue, packed) = (queue.clone(), packed.clone());
        handles.push(
            Builder::new()
                .name(format!("packer {p}"))
                .spawn(move || pack(&queue, &packed))
                .unwrap(),
        );
    }
    let (site_queue, orders) = (queue.clone(), orders.to_vec());
    handles.push(
        Builder::new()
            .name("front".into())
            .spawn(move || front(&orders, &site_queue, packers))
            .unwrap(),
    );
    for handle in handles {
        handle.join().unwrap();
    }
    // Every thread is joined, so this is the last reference.
    let packed = Arc::try_unwrap(packed).unwrap_or_else(|_| unreachable!("every thread is joined"));
    packed.into_inner().unwrap()
}
