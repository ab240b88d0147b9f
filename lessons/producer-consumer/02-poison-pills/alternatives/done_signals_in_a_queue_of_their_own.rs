//! Correct, another shape: detached packers that say they are done through a second BoundedQueue (of `()`, room for every packer).

use conveyor::sync::{Arc, Mutex};
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

/// Detached threads; each packer reports "finished" through a queue with room for all.
pub fn run(orders: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let queue = Arc::new(BoundedQueue::new(capacity));
    let packed = Arc::new(Mutex::new(Vec::new()));
    let finished: Arc<BoundedQueue<()>> = Arc::new(BoundedQueue::new(packers));
    for _ in 0..packers {
        let (q, p, f) = (queue.clone(), packed.clone(), finished.clone());
        thread::spawn(move || {
            pack(&q, &p);
            f.put(());
        });
    }
    front(orders, &queue, packers);
    for _ in 0..packers {
        finished.take();
    }
    packed.lock().unwrap().clone()
}
