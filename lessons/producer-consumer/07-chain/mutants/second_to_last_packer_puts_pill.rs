//! mutant: the packers count who stops, but the pill goes in when all but one are done: the last packer's boxes come after it
//! class: lost-item
//! check: run-delivers-every-order

use conveyor::sync::atomic::{AtomicUsize, Ordering};
use conveyor::thread;
use conveyor::{BoundedQueue, Order};

pub fn pack(orders: &BoundedQueue<Option<Order>>, boxes: &BoundedQueue<Option<Order>>) {
    while let Some(order) = orders.take() {
        boxes.put(Some(order));
    }
}

pub fn courier(boxes: &BoundedQueue<Option<Order>>) -> Vec<Order> {
    let mut delivered = Vec::new();
    while let Some(order) = boxes.take() {
        delivered.push(order);
    }
    delivered
}

pub fn run(orders: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let (to_pack, boxes) = (BoundedQueue::new(capacity), BoundedQueue::new(capacity));
    let stopped = AtomicUsize::new(0);
    thread::scope(|s| {
        let delivery = s.spawn(|| courier(&boxes));
        for _ in 0..packers {
            s.spawn(|| {
                pack(&to_pack, &boxes);
                // "The others are done": one too early.
                if stopped.fetch_add(1, Ordering::SeqCst) + 2 == packers.max(2) {
                    boxes.put(None);
                }
            });
        }
        for &order in orders {
            to_pack.put(Some(order));
        }
        for _ in 0..packers {
            to_pack.put(None);
        }
        delivery.join().unwrap()
    })
}
