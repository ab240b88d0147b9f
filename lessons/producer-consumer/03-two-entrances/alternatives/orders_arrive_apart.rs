//! Correct, another shape (a red team's, 2026-12-07): each entrance sleeps 40 ms before each order,
//! as orders that arrive apart, then puts it, waiting for room.

use conveyor::sync::Mutex;
use conveyor::thread::{self, Builder};
use conveyor::{BoundedQueue, Order};
use std::time::Duration;

/// Puts the entrance's orders into the queue, waiting while it is full.
///
/// No pill here: an entrance cannot know whether the other one is still sending.
pub fn entrance(orders: &[Order], queue: &BoundedQueue<Option<Order>>) {
    for &order in orders {
        thread::sleep(Duration::from_millis(40)); // customers arrive one by one
        queue.put(Some(order));
    }
}

/// Packs orders until it takes a pill, then stops without putting it back.
pub fn pack(queue: &BoundedQueue<Option<Order>>, packed: &Mutex<Vec<Order>>) {
    while let Some(order) = queue.take() {
        packed.lock().unwrap().push(order);
    }
}

/// Makes the queue, starts both entrances and `packers` packers; returns what was packed.
pub fn run(site: &[Order], app: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let queue = BoundedQueue::new(capacity);
    let packed = Mutex::new(Vec::new());
    // Scoped threads may borrow the orders, the queue and the list: no Arc, no copies.
    thread::scope(|s| {
        let (queue, packed) = (&queue, &packed);
        // Named threads: a report of a stuck run can then say which thread waits.
        let entrances = [("site", site), ("app", app)].map(|(name, orders)| {
            Builder::new()
                .name(name.to_string())
                .spawn_scoped(s, move || entrance(orders, queue))
                .expect("spawn an entrance")
        });
        let workers: Vec<_> = (1..=packers)
            .map(|p| {
                Builder::new()
                    .name(format!("packer {p}"))
                    .spawn_scoped(s, move || pack(queue, packed))
                    .expect("spawn a packer")
            })
            .collect();
        // Only main knows when both entrances are done: after joining them.
        for handle in entrances {
            handle.join().expect("an entrance panicked");
        }
        // One pill per packer, behind every order; each packer takes one and stops.
        for _ in 0..packers {
            queue.put(None);
        }
        for handle in workers {
            handle.join().expect("a packer panicked");
        }
    });
    packed.into_inner().unwrap()
}
