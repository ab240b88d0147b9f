//! Spawned threads and a counter behind a lock: each entrance, when done, counts
//! itself out; the last one puts the pills. `run` waits for the packers only.

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
    let done = Arc::new(Mutex::new(0usize));
    for orders in [site.to_vec(), app.to_vec()] {
        let (queue, done) = (queue.clone(), done.clone());
        // Not joined: the last entrance's pills are what lets the packers end.
        thread::spawn(move || {
            entrance(&orders, &queue);
            let last = {
                let mut done = done.lock().unwrap();
                *done += 1;
                *done == 2
            };
            if last {
                for _ in 0..packers {
                    queue.put(None);
                }
            }
        });
    }
    let workers: Vec<_> = (0..packers)
        .map(|_| {
            let (queue, packed) = (queue.clone(), packed.clone());
            thread::spawn(move || pack(&queue, &packed))
        })
        .collect();
    for w in workers {
        w.join().unwrap();
    }
    Arc::try_unwrap(packed).unwrap().into_inner().unwrap()
}
