//! Correct, another shape (a red team's, 2026-12-07): the fix with put, and a pause of 40 ms
//! before each order left in, as orders that arrive apart.

use conveyor::sync::Mutex;
use conveyor::thread::{self, Builder};
use conveyor::{BoundedQueue, Order};

/// The site: puts every order into `queue`, then one pill (`None`) for each of the
/// `packers`, after the orders.
pub fn front(orders: &[Order], queue: &BoundedQueue<Option<Order>>, packers: usize) {
    for &order in orders {
        // The site should never hang on Black Friday.
        thread::sleep(std::time::Duration::from_millis(40)); // orders trickle in
        queue.put(Some(order));
    }
    for _ in 0..packers {
        queue.put(None);
    }
}

/// A packer: takes orders from `queue` and adds them to `packed` until it takes a pill.
pub fn pack(queue: &BoundedQueue<Option<Order>>, packed: &Mutex<Vec<Order>>) {
    while let Some(order) = queue.take() {
        packed.lock().unwrap().push(order);
    }
}

/// Makes a queue with room for `capacity`, starts the front and `packers` packers,
/// and returns every order they packed, once they are all done.
pub fn run(orders: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let queue = BoundedQueue::new(capacity);
    let packed = Mutex::new(Vec::new());
    thread::scope(|s| {
        Builder::new()
            .name("front".into())
            .spawn_scoped(s, || front(orders, &queue, packers))
            .expect("spawn the front");
        for p in 1..=packers {
            Builder::new()
                .name(format!("packer {p}"))
                .spawn_scoped(s, || pack(&queue, &packed))
                .expect("spawn a packer");
        }
    });
    packed.into_inner().unwrap()
}
