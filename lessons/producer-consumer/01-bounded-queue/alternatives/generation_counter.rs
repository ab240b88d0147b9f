//! Correct, another shape (an outside tester's): one condvar and a generation counter.
//! Every change bumps the generation; a waiter sleeps until the generation moves on,
//! then looks at the queue again.
use conveyor::sync::{Condvar, Mutex};
use std::collections::VecDeque;

struct State<T> {
    items: VecDeque<T>,
    generation: u64,
}

pub struct BoundedQueue<T> {
    state: Mutex<State<T>>,
    cv: Condvar,
    capacity: usize,
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        assert!(capacity >= 1);
        BoundedQueue {
            state: Mutex::new(State {
                items: VecDeque::new(),
                generation: 0,
            }),
            cv: Condvar::new(),
            capacity,
        }
    }

    fn changed(&self, state: &mut State<T>) {
        state.generation = state.generation.wrapping_add(1);
        self.cv.notify_all();
    }

    pub fn put(&self, item: T) {
        let mut state = self.state.lock().unwrap();
        loop {
            if state.items.len() < self.capacity {
                state.items.push_back(item);
                self.changed(&mut state);
                return;
            }
            let seen = state.generation;
            while state.generation == seen {
                state = self.cv.wait(state).unwrap();
            }
        }
    }

    pub fn try_put(&self, item: T) -> Result<(), T> {
        let mut state = self.state.lock().unwrap();
        if state.items.len() == self.capacity {
            Err(item)
        } else {
            state.items.push_back(item);
            self.changed(&mut state);
            Ok(())
        }
    }

    pub fn take(&self) -> T {
        let mut state = self.state.lock().unwrap();
        loop {
            if let Some(item) = state.items.pop_front() {
                self.changed(&mut state);
                return item;
            }
            let seen = state.generation;
            while state.generation == seen {
                state = self.cv.wait(state).unwrap();
            }
        }
    }

    pub fn len(&self) -> usize {
        self.state.lock().unwrap().items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.state.lock().unwrap().items.is_empty()
    }

    pub fn capacity(&self) -> usize {
        self.capacity
    }
}
