//! alternative: nested scopes: the courier runs in the outer scope; the front and the
//! packers in an inner one, whose end is the moment every packer has stopped, so the
//! courier's pill goes in right after it. Threads unnamed, the front on a thread of its own.

use conveyor::thread;
use conveyor::{BoundedQueue, Order};

pub fn pack(orders: &BoundedQueue<Option<Order>>, boxes: &BoundedQueue<Option<Order>>) {
    loop {
        match orders.take() {
            Some(order) => boxes.put(Some(order)),
            None => return,
        }
    }
}

pub fn courier(boxes: &BoundedQueue<Option<Order>>) -> Vec<Order> {
    std::iter::from_fn(|| boxes.take()).collect()
}

pub fn run(orders: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let to_pack = BoundedQueue::new(capacity);
    let boxes = BoundedQueue::new(capacity);
    thread::scope(|outer| {
        let courier = outer.spawn(|| courier(&boxes));
        thread::scope(|inner| {
            inner.spawn(|| {
                orders.iter().for_each(|order| to_pack.put(Some(*order)));
                (0..packers).for_each(|_| to_pack.put(None));
            });
            for _ in 0..packers {
                inner.spawn(|| pack(&to_pack, &boxes));
            }
        });
        boxes.put(None);
        courier.join().unwrap()
    })
}
