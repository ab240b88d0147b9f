//! alternative: one Condvar with notify_all and wait_while, the lanes as an array indexed
//! by the lane, run with Arc and unnamed spawned threads that return their own lists

use conveyor::Order;
use conveyor::sync::{Arc, Condvar, Mutex};
use conveyor::thread;
use std::collections::VecDeque;

pub struct ExpressFirst<T> {
    lanes: Mutex<[VecDeque<T>; 2]>,
    changed: Condvar,
    capacity: usize,
}

const EXPRESS: usize = 0;
const STANDARD: usize = 1;

#[allow(clippy::len_without_is_empty)]
impl<T> ExpressFirst<T> {
    pub fn new(capacity: usize) -> Self {
        if capacity == 0 {
            panic!("capacity 0");
        }
        ExpressFirst {
            lanes: Mutex::new([VecDeque::new(), VecDeque::new()]),
            changed: Condvar::new(),
            capacity,
        }
    }

    pub fn put(&self, item: T, express: bool) {
        let lanes = self.lanes.lock().unwrap();
        let mut lanes = self
            .changed
            .wait_while(lanes, |l| l[EXPRESS].len() + l[STANDARD].len() >= self.capacity)
            .unwrap();
        lanes[if express { EXPRESS } else { STANDARD }].push_back(item);
        self.changed.notify_all();
    }

    pub fn take(&self) -> T {
        let lanes = self.lanes.lock().unwrap();
        let mut lanes = self
            .changed
            .wait_while(lanes, |l| l.iter().all(VecDeque::is_empty))
            .unwrap();
        let item = lanes.iter_mut().find_map(VecDeque::pop_front).unwrap();
        self.changed.notify_all();
        item
    }

    pub fn len(&self) -> usize {
        self.lanes.lock().unwrap().iter().map(VecDeque::len).sum()
    }
}

pub fn run(orders: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let queue = Arc::new(ExpressFirst::new(capacity));
    let handles: Vec<_> = (0..packers)
        .map(|_| {
            let queue = queue.clone();
            thread::spawn(move || {
                let mut mine = Vec::new();
                while let Some(order) = queue.take() {
                    mine.push(order);
                }
                mine
            })
        })
        .collect();
    for order in orders {
        queue.put(Some(*order), order.express);
    }
    for _ in 0..packers {
        queue.put(None, false);
    }
    handles.into_iter().flat_map(|h| h.join().unwrap()).collect()
}
