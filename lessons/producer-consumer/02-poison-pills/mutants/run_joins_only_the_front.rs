//! mutant: run waits for the front only, then returns what has been packed so far
//! class: lost-item
//! check: run-packs-every-order

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

pub fn run(orders: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let queue = Arc::new(BoundedQueue::new(capacity));
    let packed = Arc::new(Mutex::new(Vec::new()));
    for _ in 0..packers {
        let (queue, packed) = (queue.clone(), packed.clone());
        thread::spawn(move || pack(&queue, &packed));
    }
    let site = {
        let (queue, orders) = (queue.clone(), orders.to_vec());
        thread::spawn(move || front(&orders, &queue, packers))
    };
    // Once the front is done every order is in the queue, but not yet packed.
    site.join().unwrap();
    packed.lock().unwrap().clone()
}
