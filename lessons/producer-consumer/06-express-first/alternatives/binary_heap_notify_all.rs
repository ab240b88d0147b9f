//! alternative: the textbook priority queue, a `BinaryHeap` of (lane, Reverse(ticket))
//! under one lock, `lock().unwrap()` as the books write it, one Condvar woken with
//! notify_all, and packers on an `Arc` with unnamed spawned threads joined in turn

use conveyor::Order;
use conveyor::sync::{Arc, Condvar, Mutex};
use conveyor::thread;
use std::cmp::{Ordering, Reverse};
use std::collections::BinaryHeap;

/// An item with what orders it: express before standard, then first come first served.
struct Entry<T> {
    express: bool,
    ticket: Reverse<u64>,
    item: T,
}

impl<T> PartialEq for Entry<T> {
    fn eq(&self, other: &Self) -> bool {
        (self.express, self.ticket) == (other.express, other.ticket)
    }
}

impl<T> Eq for Entry<T> {}

impl<T> PartialOrd for Entry<T> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<T> Ord for Entry<T> {
    fn cmp(&self, other: &Self) -> Ordering {
        (self.express, self.ticket).cmp(&(other.express, other.ticket))
    }
}

struct Heap<T> {
    entries: BinaryHeap<Entry<T>>,
    next_ticket: u64,
}

pub struct ExpressFirst<T> {
    heap: Mutex<Heap<T>>,
    changed: Condvar,
    capacity: usize,
}

#[allow(clippy::len_without_is_empty)]
impl<T> ExpressFirst<T> {
    pub fn new(capacity: usize) -> Self {
        if capacity == 0 {
            panic!("capacity must be at least 1");
        }
        ExpressFirst {
            heap: Mutex::new(Heap {
                entries: BinaryHeap::new(),
                next_ticket: 0,
            }),
            changed: Condvar::new(),
            capacity,
        }
    }

    pub fn put(&self, item: T, express: bool) {
        let mut heap = self.heap.lock().unwrap();
        while heap.entries.len() == self.capacity {
            heap = self.changed.wait(heap).unwrap();
        }
        let ticket = Reverse(heap.next_ticket);
        heap.next_ticket += 1;
        heap.entries.push(Entry { express, ticket, item });
        self.changed.notify_all();
    }

    pub fn take(&self) -> T {
        let mut heap = self.heap.lock().unwrap();
        loop {
            if let Some(entry) = heap.entries.pop() {
                self.changed.notify_all();
                return entry.item;
            }
            heap = self.changed.wait(heap).unwrap();
        }
    }

    pub fn len(&self) -> usize {
        self.heap.lock().unwrap().entries.len()
    }
}

pub fn run(orders: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let queue = Arc::new(ExpressFirst::new(capacity));
    let mut handles = Vec::new();
    for _ in 0..packers {
        let queue = Arc::clone(&queue);
        handles.push(thread::spawn(move || {
            let mut mine = Vec::new();
            while let Some(order) = queue.take() {
                mine.push(order);
            }
            mine
        }));
    }
    for order in orders {
        queue.put(Some(*order), order.express);
    }
    for _ in 0..packers {
        queue.put(None, false);
    }
    let mut packed = Vec::new();
    for handle in handles {
        packed.extend(handle.join().unwrap());
    }
    packed
}
