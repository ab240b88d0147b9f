//! mutant: two separate BoundedQueues, one per lane: a packer waiting in the standard lane's take does not see an express order arrive
//! class: deadlock
//! check: take-waits-for-either-lane

use conveyor::sync::Mutex;
use conveyor::thread::{self, Builder};
use conveyor::{BoundedQueue, Order};

pub struct ExpressFirst<T> {
    express: BoundedQueue<T>,
    standard: BoundedQueue<T>,
}

#[allow(clippy::len_without_is_empty)]
impl<T> ExpressFirst<T> {
    pub fn new(capacity: usize) -> Self {
        ExpressFirst {
            express: BoundedQueue::new(capacity),
            standard: BoundedQueue::new(capacity),
        }
    }

    pub fn put(&self, item: T, express: bool) {
        if express {
            self.express.put(item);
        } else {
            self.standard.put(item);
        }
    }

    pub fn take(&self) -> T {
        // Express first... but a taker blocked on the standard lane sees nothing else.
        if !self.express.is_empty() {
            self.express.take()
        } else {
            self.standard.take()
        }
    }

    pub fn len(&self) -> usize {
        self.express.len() + self.standard.len()
    }
}

pub fn run(orders: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let queue = ExpressFirst::new(capacity);
    let packed = Mutex::new(Vec::new());
    thread::scope(|s| {
        Builder::new()
            .name("front".into())
            .spawn_scoped(s, || {
                for &order in orders {
                    queue.put(Some(order), order.express);
                }
                // In the standard lane, behind every order: an express pill would
                // overtake the standard orders still waiting.
                for _ in 0..packers {
                    queue.put(None, false);
                }
            })
            .expect("spawn the front");
        for p in 1..=packers {
            Builder::new()
                .name(format!("packer {p}"))
                .spawn_scoped(s, || {
                    while let Some(order) = queue.take() {
                        packed.lock().unwrap().push(order);
                    }
                })
                .expect("spawn a packer");
        }
    });
    packed.into_inner().unwrap()
}
