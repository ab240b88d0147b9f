//! alternative: one list in which put inserts an express item behind the last express
//! one (priority kept at put time, correctly), a counter of express items, two Condvars,
//! scoped threads without names

use conveyor::Order;
use conveyor::sync::{Condvar, Mutex};
use conveyor::thread;
use std::collections::VecDeque;

struct Line<T> {
    items: VecDeque<T>,
    // The first `express` items of `items` are the express lane.
    express: usize,
}

pub struct ExpressFirst<T> {
    line: Mutex<Line<T>>,
    room: Condvar,
    item: Condvar,
    capacity: usize,
}

#[allow(clippy::len_without_is_empty)]
impl<T> ExpressFirst<T> {
    pub fn new(capacity: usize) -> Self {
        assert_ne!(capacity, 0);
        ExpressFirst {
            line: Mutex::new(Line {
                items: VecDeque::new(),
                express: 0,
            }),
            room: Condvar::new(),
            item: Condvar::new(),
            capacity,
        }
    }

    pub fn put(&self, item: T, express: bool) {
        let mut line = self.line.lock().unwrap();
        while line.items.len() == self.capacity {
            line = self.room.wait(line).unwrap();
        }
        if express {
            let at = line.express;
            line.items.insert(at, item);
            line.express += 1;
        } else {
            line.items.push_back(item);
        }
        self.item.notify_one();
    }

    pub fn take(&self) -> T {
        let mut line = self.line.lock().unwrap();
        while line.items.is_empty() {
            line = self.item.wait(line).unwrap();
        }
        if line.express > 0 {
            line.express -= 1;
        }
        let item = line.items.pop_front().unwrap();
        self.room.notify_one();
        item
    }

    pub fn len(&self) -> usize {
        self.line.lock().unwrap().items.len()
    }
}

pub fn run(orders: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let queue = ExpressFirst::new(capacity);
    let packed = Mutex::new(Vec::new());
    thread::scope(|s| {
        for _ in 0..packers {
            s.spawn(|| {
                while let Some(order) = queue.take() {
                    packed.lock().unwrap().push(order);
                }
            });
        }
        s.spawn(|| {
            orders.iter().for_each(|o| queue.put(Some(*o), o.express));
            (0..packers).for_each(|_| queue.put(None, false));
        });
    });
    packed.into_inner().unwrap()
}
