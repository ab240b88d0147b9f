//! Correct, another shape (a red team's, 2026-12-07): packing an order takes 40 ms, a sleep between
//! taking the order and putting its box. Work that takes time is no nap: the packers reach
//! their wait later, and wait there.

use conveyor::thread::{self, Builder};
use conveyor::{BoundedQueue, Order};

pub fn pack(orders: &BoundedQueue<Option<Order>>, boxes: &BoundedQueue<Option<Order>>) {
    while let Some(order) = orders.take() {
        conveyor::thread::sleep(std::time::Duration::from_millis(40)); // packing takes a while
        // Waits while the courier is behind: backpressure down the chain.
        boxes.put(Some(order));
    }
}

pub fn courier(boxes: &BoundedQueue<Option<Order>>) -> Vec<Order> {
    let mut delivered = Vec::new();
    while let Some(order) = boxes.take() {
        delivered.push(order);
    }
    delivered
}

pub fn run(orders: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let (to_pack, boxes) = (BoundedQueue::new(capacity), BoundedQueue::new(capacity));
    thread::scope(|s| {
        let delivery = Builder::new()
            .name("courier".into())
            .spawn_scoped(s, || courier(&boxes))
            .expect("spawn the courier");
        let workers: Vec<_> = (1..=packers)
            .map(|p| {
                Builder::new()
                    .name(format!("packer {p}"))
                    .spawn_scoped(s, || pack(&to_pack, &boxes))
                    .expect("spawn a packer")
            })
            .collect();
        for &order in orders {
            to_pack.put(Some(order));
        }
        for _ in 0..packers {
            to_pack.put(None);
        }
        // Only once every packer has stopped can no box come after the courier's pill.
        for worker in workers {
            worker.join().expect("a packer panicked");
        }
        boxes.put(None);
        delivery.join().expect("the courier panicked")
    })
}
