//! alternative: shared with Arc, threads spawned without names and joined by hand, the
//! intake split with partition, each packer returning its own list

use conveyor::sync::Arc;
use conveyor::thread;
use conveyor::{BoundedQueue, Order};

pub struct Intake {
    pub accepted: Vec<Order>,
    pub refused: Vec<Order>,
}

pub fn front(orders: &[Order], queue: &BoundedQueue<Option<Order>>, packers: usize) -> Intake {
    let (accepted, refused): (Vec<Order>, Vec<Order>) = orders
        .iter()
        .copied()
        .partition(|&order| queue.try_put(Some(order)).is_ok());
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
                let mut mine = Vec::new();
                while let Some(order) = queue.take() {
                    mine.push(order);
                }
                mine
            })
        })
        .collect();
    let site = {
        let (queue, orders) = (Arc::clone(&queue), orders.to_vec());
        thread::spawn(move || front(&orders, &queue, packers))
    };
    let intake = site.join().unwrap();
    let packed = handles.into_iter().flat_map(|h| h.join().unwrap()).collect();
    (intake, packed)
}
