//! alternative: the refused order is the one `try_put` hands back (taken out of the
//! `Err`), the intake built with `if let`; the packers are unnamed threads on an `Arc`
//! that return what they packed, joined after the front has put the pills.

use conveyor::sync::Arc;
use conveyor::thread;
use conveyor::{BoundedQueue, Order};

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Intake {
    pub accepted: Vec<Order>,
    pub refused: Vec<Order>,
}

pub fn front(orders: &[Order], queue: &BoundedQueue<Option<Order>>, packers: usize) -> Intake {
    let mut accepted = Vec::new();
    let mut refused = Vec::new();
    for order in orders.iter().copied() {
        if let Err(back) = queue.try_put(Some(order)) {
            refused.extend(back);
        } else {
            accepted.push(order);
        }
    }
    for _ in 0..packers {
        queue.put(None);
    }
    Intake { accepted, refused }
}

pub fn run(orders: &[Order], capacity: usize, packers: usize) -> (Intake, Vec<Order>) {
    let queue = Arc::new(BoundedQueue::new(capacity));
    let handles: Vec<_> = (0..packers)
        .map(|_| {
            let queue = Arc::clone(&queue);
            thread::spawn(move || {
                let mut packed = Vec::new();
                while let Some(order) = queue.take() {
                    packed.push(order);
                }
                packed
            })
        })
        .collect();
    let intake = front(orders, &queue, packers);
    let packed = handles.into_iter().flat_map(|h| h.join().unwrap()).collect();
    (intake, packed)
}
