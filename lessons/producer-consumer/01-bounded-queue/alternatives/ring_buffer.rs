//! Correct, another shape: a ring buffer of slots with head and count, two condvars.

use conveyor::sync::{Condvar, Mutex};

struct Ring<T> {
    slots: Vec<Option<T>>,
    head: usize,
    count: usize,
}

pub struct BoundedQueue<T> {
    ring: Mutex<Ring<T>>,
    not_full: Condvar,
    not_empty: Condvar,
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        assert_ne!(capacity, 0, "no room");
        let slots = (0..capacity).map(|_| None).collect();
        BoundedQueue {
            ring: Mutex::new(Ring {
                slots,
                head: 0,
                count: 0,
            }),
            not_full: Condvar::new(),
            not_empty: Condvar::new(),
        }
    }

    fn push(ring: &mut Ring<T>, item: T) {
        let tail = (ring.head + ring.count) % ring.slots.len();
        ring.slots[tail] = Some(item);
        ring.count += 1;
    }

    pub fn put(&self, item: T) {
        let mut ring = self.ring.lock().unwrap();
        while ring.count == ring.slots.len() {
            ring = self.not_full.wait(ring).unwrap();
        }
        Self::push(&mut ring, item);
        self.not_empty.notify_one();
    }

    pub fn try_put(&self, item: T) -> Result<(), T> {
        let mut ring = self.ring.lock().unwrap();
        if ring.count == ring.slots.len() {
            return Err(item);
        }
        Self::push(&mut ring, item);
        self.not_empty.notify_one();
        Ok(())
    }

    pub fn take(&self) -> T {
        let mut ring = self.ring.lock().unwrap();
        while ring.count == 0 {
            ring = self.not_empty.wait(ring).unwrap();
        }
        let head = ring.head;
        let item = ring.slots[head].take().expect("a full slot");
        ring.head = (head + 1) % ring.slots.len();
        ring.count -= 1;
        self.not_full.notify_one();
        item
    }

    pub fn len(&self) -> usize {
        self.ring.lock().unwrap().count
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn capacity(&self) -> usize {
        self.ring.lock().unwrap().slots.len()
    }
}
