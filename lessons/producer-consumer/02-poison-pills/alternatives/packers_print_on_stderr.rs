//! Correct, another shape: each packer says on stderr which order it packs. The explorer
//! runs it hundreds of times: a line per order in each run is no flood.

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
        eprintln!("packing order {} ({} €)", order.id, order.euro);
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
