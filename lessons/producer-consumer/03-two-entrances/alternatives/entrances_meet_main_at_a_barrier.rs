//! The textbook shape with a Barrier of three: both entrances and main meet there, so the
//! pills go in only after both entrances are done.
use conveyor::sync::{Arc, Barrier, Mutex};
use conveyor::thread;
use conveyor::{BoundedQueue, Order};

pub fn entrance(orders: &[Order], queue: &BoundedQueue<Option<Order>>) {
    for &order in orders {
        queue.put(Some(order));
    }
}

pub fn pack(queue: &BoundedQueue<Option<Order>>, packed: &Mutex<Vec<Order>>) {
    while let Some(order) = queue.take() {
        packed.lock().unwrap().push(order);
    }
}

pub fn run(site: &[Order], app: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let queue = BoundedQueue::new(capacity);
    let packed = Mutex::new(Vec::new());
    let both_done = Arc::new(Barrier::new(3));
    thread::scope(|s| {
        for _ in 0..packers {
            s.spawn(|| pack(&queue, &packed));
        }
        for orders in [site, app] {
            let (queue, both_done) = (&queue, both_done.clone());
            s.spawn(move || {
                entrance(orders, queue);
                both_done.wait();
            });
        }
        both_done.wait();
        for _ in 0..packers {
            queue.put(None);
        }
    });
    packed.into_inner().unwrap()
}
