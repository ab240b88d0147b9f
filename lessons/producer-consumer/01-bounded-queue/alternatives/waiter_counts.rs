//! Correct, another shape (an outside tester's): two condvars, and a count of who sleeps
//! on each: notify only when somebody waits.
use conveyor::sync::{Condvar, Mutex};
use std::collections::VecDeque;

struct Inner<T> {
    items: VecDeque<T>,
    waiting_takers: usize,
    waiting_putters: usize,
}

pub struct BoundedQueue<T> {
    inner: Mutex<Inner<T>>,
    item_added: Condvar,
    place_freed: Condvar,
    capacity: usize,
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        if capacity == 0 {
            panic!("BoundedQueue::new(0)");
        }
        Self {
            inner: Mutex::new(Inner {
                items: VecDeque::with_capacity(capacity),
                waiting_takers: 0,
                waiting_putters: 0,
            }),
            item_added: Condvar::new(),
            place_freed: Condvar::new(),
            capacity,
        }
    }

    fn push_and_signal(&self, inner: &mut Inner<T>, item: T) {
        inner.items.push_back(item);
        if inner.waiting_takers > 0 {
            self.item_added.notify_one();
        }
    }

    pub fn put(&self, item: T) {
        let mut inner = self.inner.lock().unwrap();
        while inner.items.len() >= self.capacity {
            inner.waiting_putters += 1;
            inner = self.place_freed.wait(inner).unwrap();
            inner.waiting_putters -= 1;
        }
        self.push_and_signal(&mut inner, item);
    }

    pub fn try_put(&self, item: T) -> Result<(), T> {
        let mut inner = self.inner.lock().unwrap();
        if inner.items.len() >= self.capacity {
            return Err(item);
        }
        self.push_and_signal(&mut inner, item);
        Ok(())
    }

    pub fn take(&self) -> T {
        let mut inner = self.inner.lock().unwrap();
        let item = loop {
            match inner.items.pop_front() {
                Some(item) => break item,
                None => {
                    inner.waiting_takers += 1;
                    inner = self.item_added.wait(inner).unwrap();
                    inner.waiting_takers -= 1;
                }
            }
        };
        if inner.waiting_putters > 0 {
            self.place_freed.notify_one();
        }
        item
    }

    pub fn len(&self) -> usize {
        self.inner.lock().unwrap().items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn capacity(&self) -> usize {
        self.capacity
    }
}
