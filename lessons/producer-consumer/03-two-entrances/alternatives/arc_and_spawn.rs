//! Plain spawned threads instead of a scope: they may not borrow, so the queue and the
//! list are shared through `Arc` and each entrance gets its own copy of its orders.

use conveyor::sync::{Arc, Mutex};
use conveyor::thread;
use conveyor::{BoundedQueue, Order};

pub fn entrance(orders: &[Order], queue: &BoundedQueue<Option<Order>>) {
    for &order in orders {
        queue.put(Some(order));
    }
}

pub fn pack(queue: &BoundedQueue<Option<Order>>, packed: &Mutex<Vec<Order>>) {
    while let Some(order) = queue.take() {
        let mut list = packed.lock().unwrap();
        list.push(order);
    }
}

pub fn run(site: &[Order], app: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let queue = Arc::new(BoundedQueue::new(capacity));
    let packed = Arc::new(Mutex::new(Vec::new()));
    let mut workers = Vec::new();
    for _ in 0..packers {
        let (queue, packed) = (Arc::clone(&queue), Arc::clone(&packed));
        workers.push(thread::spawn(move || pack(&queue, &packed)));
    }
    let mut entrances = Vec::new();
    for orders in [site.to_vec(), app.to_vec()] {
        let queue = Arc::clone(&queue);
        entrances.push(thread::spawn(move || entrance(&orders, &queue)));
    }
    for e in entrances {
        e.join().unwrap();
    }
    for _ in 0..packers {
        queue.put(None);
    }
    for w in workers {
        w.join().unwrap();
    }
    packed.lock().unwrap().clone()
}
