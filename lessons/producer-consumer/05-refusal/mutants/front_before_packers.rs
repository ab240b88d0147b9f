//! mutant: run lets the front offer every order before it starts the packers: the pills wait for room nobody makes
//! class: deadlock
//! check: run-packs-every-accepted-order

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
    let intake = front(orders, &queue, packers);
    thread::scope(|s| {
        for p in 1..=packers {
            Builder::new()
                .name(format!("packer {p}"))
                .spawn_scoped(s, || pack(&queue, &packed))
                .expect("spawn a packer");
        }
    });
    (intake, packed.into_inner().unwrap())
}
