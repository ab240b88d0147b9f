//! alternative: more than the one line changed: Arc and spawned threads joined by hand,
//! packers returning their own lists, the front on the calling thread

use conveyor::sync::{Arc, Mutex};
use conveyor::thread;
use conveyor::{BoundedQueue, Order};

pub fn front(orders: &[Order], queue: &BoundedQueue<Option<Order>>, packers: usize) {
    orders.iter().for_each(|o| queue.put(Some(*o)));
    (0..packers).for_each(|_| queue.put(None));
}

pub fn pack(queue: &BoundedQueue<Option<Order>>, packed: &Mutex<Vec<Order>>) {
    while let Some(order) = queue.take() {
        packed.lock().unwrap().push(order);
    }
}

pub fn run(orders: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let queue = Arc::new(BoundedQueue::new(capacity));
    let handles: Vec<_> = (0..packers)
        .map(|_| {
            let queue = queue.clone();
            thread::spawn(move || {
                let mine = Mutex::new(Vec::new());
                pack(&queue, &mine);
                mine.into_inner().unwrap()
            })
        })
        .collect();
    front(orders, &queue, packers);
    handles.into_iter().flat_map(|h| h.join().unwrap()).collect()
}
