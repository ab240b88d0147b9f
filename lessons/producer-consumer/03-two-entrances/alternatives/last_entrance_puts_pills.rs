//! The pills are put by whichever entrance finishes last: a shared counter of the
//! entrances still sending tells it that it is the last one. `run` only waits.

use conveyor::sync::Mutex;
use conveyor::sync::atomic::{AtomicUsize, Ordering};
use conveyor::thread::{self, Builder};
use conveyor::{BoundedQueue, Order};

pub fn entrance(orders: &[Order], queue: &BoundedQueue<Option<Order>>) {
    for order in orders {
        queue.put(Some(*order));
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
    let sending = AtomicUsize::new(2);
    let (queue, packed, sending) = (&queue, &packed, &sending);
    thread::scope(|s| {
        for (name, orders) in [("site", site), ("app", app)] {
            Builder::new()
                .name(name.to_string())
                .spawn_scoped(s, move || {
                    entrance(orders, queue);
                    // The one that brings the count to zero knows that both are done.
                    if sending.fetch_sub(1, Ordering::SeqCst) == 1 {
                        for _ in 0..packers {
                            queue.put(None);
                        }
                    }
                })
                .unwrap();
        }
        for p in 1..=packers {
            Builder::new()
                .name(format!("packer {p}"))
                .spawn_scoped(s, move || pack(queue, packed))
                .unwrap();
        }
        // The scope joins every thread.
    });
    std::mem::take(&mut *packed.lock().unwrap())
}
