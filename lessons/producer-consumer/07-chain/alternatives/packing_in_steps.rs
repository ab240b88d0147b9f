//! Correct, another shape (a red team's, 2026-12-07, fourteenth session): packing an order takes
//! three steps of 15 ms each (fold, wrap, label), a sleep per step between taking the order
//! and putting its box, with nothing shared touched between them: work, no nap. The packer
//! blocks in take() and put() whenever it must wait.

use conveyor::thread::{self, Builder};
use conveyor::{BoundedQueue, Order};
use std::time::Duration;

const STEPS: [&str; 3] = ["fold", "wrap", "label"];

pub fn pack(orders: &BoundedQueue<Option<Order>>, boxes: &BoundedQueue<Option<Order>>) {
    while let Some(order) = orders.take() {
        for _step in STEPS {
            thread::sleep(Duration::from_millis(15)); // one step of packing
        }
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
        for worker in workers {
            worker.join().expect("a packer panicked");
        }
        boxes.put(None);
        delivery.join().expect("the courier panicked")
    })
}
// x
