//! mutant: run hands back the list without waiting for the packers to finish
//! class: lost-item
//! check: same-report-every-schedule

use conveyor::sync::{Arc, Mutex};
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
    let queue = Arc::new(BoundedQueue::new(capacity));
    let packed = Arc::new(Mutex::new(Vec::new()));
    for _ in 0..packers {
        let (queue, packed) = (queue.clone(), packed.clone());
        thread::spawn(move || pack(&queue, &packed));
    }
    let entrances: Vec<_> = [site.to_vec(), app.to_vec()]
        .into_iter()
        .map(|orders| {
            let queue = queue.clone();
            thread::spawn(move || entrance(&orders, &queue))
        })
        .collect();
    for e in entrances {
        e.join().unwrap();
    }
    for _ in 0..packers {
        queue.put(None);
    }
    // Every pill is in the queue, so the packers are as good as done.
    packed.lock().unwrap().clone()
}
