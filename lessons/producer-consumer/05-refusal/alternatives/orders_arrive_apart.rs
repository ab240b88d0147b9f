//! Correct, another shape (a red team's, 2026-12-07): the front sleeps 40 ms before each order, as
//! orders that arrive apart, then offers it once with try_put. The time it takes is no wait
//! for room: it never offers a refused order again.

use conveyor::sync::Mutex;
use conveyor::thread::{self, Builder};
use conveyor::{BoundedQueue, Order};

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Intake {
    pub accepted: Vec<Order>,
    pub refused: Vec<Order>,
}

pub fn front(orders: &[Order], queue: &BoundedQueue<Option<Order>>, packers: usize) -> Intake {
    let mut intake = Intake::default();
    for &order in orders {
        conveyor::thread::sleep(std::time::Duration::from_millis(40)); // the next customer
        // Never waits: the full queue hands the order back, and the site keeps it.
        match queue.try_put(Some(order)) {
            Ok(()) => intake.accepted.push(order),
            Err(_) => intake.refused.push(order),
        }
    }
    // A pill must arrive, so here the site waits for room: a refused pill would leave
    // its packer waiting forever.
    for _ in 0..packers {
        queue.put(None);
    }
    intake
}

fn pack(queue: &BoundedQueue<Option<Order>>, packed: &Mutex<Vec<Order>>) {
    while let Some(order) = queue.take() {
        packed.lock().unwrap().push(order);
    }
}

pub fn run(orders: &[Order], capacity: usize, packers: usize) -> (Intake, Vec<Order>) {
    let queue = BoundedQueue::new(capacity);
    let packed = Mutex::new(Vec::new());
    let intake = thread::scope(|s| {
        for p in 1..=packers {
            Builder::new()
                .name(format!("packer {p}"))
                .spawn_scoped(s, || pack(&queue, &packed))
                .expect("spawn a packer");
        }
        // The scope joins the packers before it returns.
        front(orders, &queue, packers)
    });
    (intake, packed.into_inner().unwrap())
}
