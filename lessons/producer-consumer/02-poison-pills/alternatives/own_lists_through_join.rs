//! Correct, another shape: each packer keeps its own list and hands it back through `join`;
//! Arc and spawn instead of a scope.

use conveyor::sync::{Arc, Mutex};
use conveyor::thread;
use conveyor::{BoundedQueue, Order};

pub fn front(orders: &[Order], queue: &BoundedQueue<Option<Order>>, packers: usize) {
    orders.iter().for_each(|&order| queue.put(Some(order)));
    (0..packers).for_each(|_| queue.put(None));
}

pub fn pack(queue: &BoundedQueue<Option<Order>>, packed: &Mutex<Vec<Order>>) {
    while let Some(order) = queue.take() {
        packed.lock().unwrap().push(order);
    }
}

pub fn run(orders: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let queue = Arc::new(BoundedQueue::new(capacity));
    let workers: Vec<_> = (0..packers)
        .map(|_| {
            let queue = queue.clone();
            thread::spawn(move || {
                let mine = Mutex::new(Vec::new());
                pack(&queue, &mine);
                mine.into_inner().unwrap()
            })
        })
        .collect();
    let site = {
        let (queue, orders) = (queue.clone(), orders.to_vec());
        thread::spawn(move || front(&orders, &queue, packers))
    };
    site.join().unwrap();
    workers.into_iter().flat_map(|w| w.join().unwrap()).collect()
}
