//! alternative: Arc-shared queues and spawned threads joined by hand; the courier on the
//! calling thread, the front on a thread of its own

use conveyor::sync::Arc;
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
    let to_pack = Arc::new(BoundedQueue::new(capacity));
    let boxes = Arc::new(BoundedQueue::new(capacity));
    let front = {
        let (to_pack, orders) = (to_pack.clone(), orders.to_vec());
        thread::spawn(move || {
            for order in orders {
                to_pack.put(Some(order));
            }
            for _ in 0..packers {
                to_pack.put(None);
            }
        })
    };
    let workers: Vec<_> = (0..packers)
        .map(|_| {
            let (to_pack, boxes) = (to_pack.clone(), boxes.clone());
            thread::spawn(move || pack(&to_pack, &boxes))
        })
        .collect();
    let closer = {
        let boxes = boxes.clone();
        thread::spawn(move || {
            front.join().unwrap();
            for worker in workers {
                worker.join().unwrap();
            }
            boxes.put(None);
        })
    };
    let delivered = courier(&boxes);
    closer.join().unwrap();
    delivered
}
