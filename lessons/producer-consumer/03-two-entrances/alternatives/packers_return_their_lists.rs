//! Each packer packs into a list of its own and hands it back through `join`; `run`
//! joins the lists. No list is shared, so no lock is ever contended.

use conveyor::sync::Mutex;
use conveyor::thread;
use conveyor::{BoundedQueue, Order};

pub fn entrance(orders: &[Order], queue: &BoundedQueue<Option<Order>>) {
    orders.iter().for_each(|&order| queue.put(Some(order)));
}

pub fn pack(queue: &BoundedQueue<Option<Order>>, packed: &Mutex<Vec<Order>>) {
    // `from_fn` ends at the first `None`: the pill.
    for order in std::iter::from_fn(|| queue.take()) {
        packed.lock().unwrap().push(order);
    }
}

pub fn run(site: &[Order], app: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let queue = BoundedQueue::new(capacity);
    let queue = &queue;
    thread::scope(|s| {
        let workers: Vec<_> = (0..packers)
            .map(|_| {
                s.spawn(move || {
                    let mine = Mutex::new(Vec::new());
                    pack(queue, &mine);
                    mine.into_inner().unwrap()
                })
            })
            .collect();
        let entrances = [
            s.spawn(move || entrance(site, queue)),
            s.spawn(move || entrance(app, queue)),
        ];
        for e in entrances {
            e.join().unwrap();
        }
        for _ in 0..packers {
            queue.put(None);
        }
        workers.into_iter().flat_map(|w| w.join().unwrap()).collect()
    })
}
