//! Exercise 8: find the bug.
//!
//! This is the program of exercise 2, and it worked. Then a colleague did not want the
//! site to wait when the queue is full, and changed one line. Now the program never
//! hangs, but in some runs the report says "Packed: 5 of 8". Find the line and mend it,
//! so that every order is packed exactly once in every run, as exercise 2 asks: the
//! queue keeps the capacity it is given, a full queue makes the site wait (that is the
//! backpressure), a waiting thread sleeps instead of trying again and again, and one
//! pill per packer comes after the orders.
//!
//! Run it:    cargo run -p find-the-bug     (a few times: read the first line)
//! Check it:  grader check exercise-8       (it shows the lines you changed)
//! Stuck?     grader hint exercise-8

// Threads and locks come from `conveyor`: it is std's on real threads, and lets the
// grader explore every interleaving of your code.
use conveyor::sync::Mutex;
use conveyor::thread::{self, Builder};
use conveyor::{BoundedQueue, Order};

/// The site: puts every order into `queue`, then one pill (`None`) for each of the
/// `packers`, after the orders.
pub fn front(orders: &[Order], queue: &BoundedQueue<Option<Order>>, packers: usize) {
    for &order in orders {
        // The site should never hang on Black Friday.
        let _ = queue.try_put(Some(order));
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
