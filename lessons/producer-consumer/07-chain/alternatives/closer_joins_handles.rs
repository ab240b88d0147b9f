//! Correct, another shape: the calling thread is the courier; a closer thread owns the
//! packers' handles, joins them and then puts the courier's pill. Moving scoped join
//! handles into another thread needs them `Send`, as std's are.

use conveyor::thread;
use conveyor::{BoundedQueue, Order};

pub fn pack(orders: &BoundedQueue<Option<Order>>, boxes: &BoundedQueue<Option<Order>>) {
    while let Some(order) = orders.take() {
        boxes.put(Some(order));
    }
}

pub fn courier(boxes: &BoundedQueue<Option<Order>>) -> Vec<Order> {
    let mut delivered = vec![];
    while let Some(order) = boxes.take() {
        delivered.push(order);
    }
    delivered
}

pub fn run(orders: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let (inbox, outbox) = (BoundedQueue::new(capacity), BoundedQueue::new(capacity));
    let (inbox, outbox) = (&inbox, &outbox);
    thread::scope(|s| {
        s.spawn(move || {
            orders.iter().for_each(|&o| inbox.put(Some(o)));
            (0..packers).for_each(|_| inbox.put(None));
        });
        let handles: Vec<_> = (0..packers).map(|_| s.spawn(move || pack(inbox, outbox))).collect();
        s.spawn(move || {
            for h in handles {
                h.join().unwrap();
            }
            outbox.put(None);
        });
        courier(outbox)
    })
}
