//! Correct, another shape (a red team's, 2026-12-07): `run` starts its threads a
//! millisecond apart and counts each start in an atomic. Its sleeps with only the count
//! between them look like naps that look again, but there are as many in every execution
//! (`main-polls` failed it when it counted one execution's naps alone).

use conveyor::sync::Mutex;
use conveyor::sync::atomic::{AtomicUsize, Ordering};
use conveyor::thread::{self, Builder};
use conveyor::{BoundedQueue, Order};
use std::time::Duration;

/// Puts the entrance's orders into the queue, waiting while it is full.
///
/// No pill here: an entrance cannot know whether the other one is still sending.
pub fn entrance(orders: &[Order], queue: &BoundedQueue<Option<Order>>) {
    for &order in orders {
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
    let started = AtomicUsize::new(0);
    thread::scope(|s| {
        let (queue, packed) = (&queue, &packed);
        // The packers start first, a millisecond apart (a staggered start), each counted.
        let workers: Vec<_> = (1..=packers)
            .map(|p| {
                let handle = Builder::new()
                    .name(format!("packer {p}"))
                    .spawn_scoped(s, move || pack(queue, packed))
                    .expect("spawn a packer");
                started.fetch_add(1, Ordering::Relaxed);
                thread::sleep(Duration::from_millis(1));
                handle
            })
            .collect();
        let entrances: Vec<_> = [("site", site), ("app", app)]
            .into_iter()
            .map(|(name, orders)| {
                let handle = Builder::new()
                    .name(name.to_string())
                    .spawn_scoped(s, move || entrance(orders, queue))
                    .expect("spawn an entrance");
                started.fetch_add(1, Ordering::Relaxed);
                thread::sleep(Duration::from_millis(1));
                handle
            })
            .collect();
        for handle in entrances {
            handle.join().expect("an entrance panicked");
        }
        for _ in 0..packers {
            queue.put(None);
        }
        for handle in workers {
            handle.join().expect("a packer panicked");
        }
    });
    packed.into_inner().unwrap()
}
