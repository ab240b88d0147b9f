//! Correct, another shape: each entrance says it is done through a second BoundedQueue (of `&str`); run puts the pills after it took both.

use conveyor::sync::Mutex;
use conveyor::thread;
use conveyor::{BoundedQueue, Order};

pub fn entrance(orders: &[Order], queue: &BoundedQueue<Option<Order>>) {
    for &o in orders {
        queue.put(Some(o));
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
    // "I am done" from each entrance, one slot each
    let finished: BoundedQueue<&'static str> = BoundedQueue::new(2);
    thread::scope(|s| {
        for _ in 0..packers {
            s.spawn(|| pack(&queue, &packed));
        }
        for (name, part) in [("site", site), ("app", app)] {
            let (queue, finished) = (&queue, &finished);
            s.spawn(move || {
                entrance(part, queue);
                finished.put(name);
            });
        }
        finished.take();
        finished.take();
        for _ in 0..packers {
            queue.put(None);
        }
    });
    packed.into_inner().unwrap()
}
