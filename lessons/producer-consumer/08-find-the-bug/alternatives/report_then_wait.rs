//! alternative: try_put first; refused, say so on stderr, then put (which waits). The
//! explorer runs it hundreds of times: a line per full queue in each run is no flood.

// Threads and locks come from `conveyor`: it is std's on real threads, and lets the
// grader explore every interleaving of your code.
use conveyor::sync::Mutex;
use conveyor::thread::{self, Builder};
use conveyor::{BoundedQueue, Order};

/// The site: puts every order into `queue`, then one pill (`None`) for each of the
/// `packers`, after the orders.
pub fn front(orders: &[Order], queue: &BoundedQueue<Option<Order>>, packers: usize) {
    for &order in orders {
        // The site should not hang without saying why: tell, then wait for room.
        match queue.try_put(Some(order)) {
            Ok(()) => {}
            Err(back) => {
                eprintln!("order {}: the queue is full, waiting for a packer", order.id);
                queue.put(back);
            }
        }
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
