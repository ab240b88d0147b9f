//! Hostile: a `run` that does not join its entrances, but looks every 17 ms at a counter
//! they raise when done, and then puts the pills. It works, everywhere: main polls
//! instead of waiting (a red team's, 2026-12-07). No check measured the waits of `run`'s
//! own thread, explored or on real threads, and it passed.
//!
//! Expected: `busy-wait` (`main-polls`), explored: main took more than two naps that
//! looked at the same as before in some execution, and fewer in another (the clock may end
//! a nap before the entrances have run: how often a poll looks depends on the others).

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
    let done = AtomicUsize::new(0);
    // Scoped threads may borrow the orders, the queue and the list: no Arc, no copies.
    thread::scope(|s| {
        let (queue, packed, done) = (&queue, &packed, &done);
        // Named threads: a report of a stuck run can then say which thread waits.
        let entrances = [("site", site), ("app", app)].map(|(name, orders)| {
            Builder::new()
                .name(name.to_string())
                .spawn_scoped(s, move || {
                    entrance(orders, queue);
                    done.fetch_add(1, Ordering::SeqCst);
                })
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
        // Looks every 17 ms whether both entrances are through, instead of joining them.
        while done.load(Ordering::SeqCst) < 2 {
            thread::sleep(Duration::from_millis(17));
        }
        drop(entrances);
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
