//! mutant: run reads `packed` at the end of the scope's closure, before the scope has joined the packers
//! class: lost-item
//! check: run-packs-every-order

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
        for _ in 0..packers {
            s.spawn(|| pack(&queue, &packed));
        }
        front(orders, &queue, packers);
        // The scope joins the packers only after this closure has returned its value.
        packed.lock().unwrap().clone()
    })
}
