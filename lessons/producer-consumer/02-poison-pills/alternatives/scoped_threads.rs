//! Correct, another shape: scoped threads joined by hand, and packers that keep their own
//! list and hand it over once, at the pill.

use conveyor::sync::Mutex;
use conveyor::thread;
use conveyor::{BoundedQueue, Order};

pub fn front(orders: &[Order], queue: &BoundedQueue<Option<Order>>, packers: usize) {
    let pills = std::iter::repeat_n(None, packers);
    for item in orders.iter().copied().map(Some).chain(pills) {
        queue.put(item);
    }
}

pub fn pack(queue: &BoundedQueue<Option<Order>>, packed: &Mutex<Vec<Order>>) {
    let mut mine = Vec::new();
    while let Some(order) = queue.take() {
        mine.push(order);
    }
    packed.lock().unwrap().append(&mut mine);
}

pub fn run(orders: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let queue = BoundedQueue::new(capacity);
    let packed = Mutex::new(Vec::new());
    thread::scope(|s| {
        let site = s.spawn(|| front(orders, &queue, packers));
        let workers: Vec<_> = (0..packers).map(|_| s.spawn(|| pack(&queue, &packed))).collect();
        site.join().unwrap();
        for worker in workers {
            worker.join().unwrap();
        }
    });
    packed.into_inner().unwrap()
}
