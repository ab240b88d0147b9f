//! alternative: whichever packer stops last puts the courier's pill (counted in run's
//! thread code); unnamed scoped threads; the front on the calling thread

use conveyor::sync::atomic::{AtomicUsize, Ordering};
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
    let stopped = AtomicUsize::new(0);
    thread::scope(|s| {
        let delivery = s.spawn(|| courier(&boxes));
        for _ in 0..packers {
            s.spawn(|| {
                pack(&to_pack, &boxes);
                if stopped.fetch_add(1, Ordering::SeqCst) + 1 == packers {
                    boxes.put(None);
                }
            });
        }
        for order in orders {
            to_pack.put(Some(*order));
        }
        for _ in 0..packers {
            to_pack.put(None);
        }
        if packers == 0 {
            boxes.put(None);
        }
        delivery.join().unwrap()
    })
}
