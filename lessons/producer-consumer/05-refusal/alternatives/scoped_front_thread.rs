//! alternative: the front on a scoped thread of its own, unnamed packers with
//! s.spawn, an if-let on the refusal, the packed orders behind a Mutex

use conveyor::sync::Mutex;
use conveyor::thread;
use conveyor::{BoundedQueue, Order};

#[derive(Debug, Default)]
pub struct Intake {
    pub accepted: Vec<Order>,
    pub refused: Vec<Order>,
}

pub fn front(orders: &[Order], queue: &BoundedQueue<Option<Order>>, packers: usize) -> Intake {
    let mut intake = Intake::default();
    for order in orders {
        if let Err(Some(back)) = queue.try_put(Some(*order)) {
            intake.refused.push(back);
        } else {
            intake.accepted.push(*order);
        }
    }
    let mut pills = packers;
    while pills > 0 {
        queue.put(None);
        pills -= 1;
    }
    intake
}

pub fn run(orders: &[Order], capacity: usize, packers: usize) -> (Intake, Vec<Order>) {
    let queue = BoundedQueue::new(capacity);
    let packed = Mutex::new(Vec::new());
    let intake = thread::scope(|s| {
        let site = s.spawn(|| front(orders, &queue, packers));
        for _ in 0..packers {
            s.spawn(|| {
                while let Some(order) = queue.take() {
                    packed.lock().unwrap().push(order);
                }
            });
        }
        site.join().unwrap()
    });
    (intake, packed.into_inner().unwrap())
}
