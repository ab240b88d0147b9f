//! Exercise 32, reference solution: who is inside, under one lock; readers wait on one
//! condvar, writers on another. A writer leaving wakes every reader and one writer; the
//! last reader leaving wakes one writer. Every wait is in a `while` loop.

use conveyor::sync::{Condvar, Mutex};

/// Who holds the lock right now.
struct State {
    /// Readers inside.
    readers: usize,
    /// Whether a writer is inside.
    writing: bool,
}

pub struct ReadWriteLock {
    state: Mutex<State>,
    /// Readers wait here while a writer is inside.
    readers_may: Condvar,
    /// Writers wait here while anyone is inside.
    writer_may: Condvar,
}

impl ReadWriteLock {
    pub fn new() -> ReadWriteLock {
        ReadWriteLock {
            state: Mutex::new(State {
                readers: 0,
                writing: false,
            }),
            readers_may: Condvar::new(),
            writer_may: Condvar::new(),
        }
    }

    /// Waits while a writer is inside, then counts this reader in.
    pub fn read_lock(&self) {
        let mut state = self.state.lock().unwrap();
        while state.writing {
            state = self.readers_may.wait(state).unwrap();
        }
        state.readers += 1;
    }

    /// Counts this reader out; the last reader to leave lets a waiting writer in.
    pub fn read_unlock(&self) {
        let mut state = self.state.lock().unwrap();
        state.readers -= 1;
        if state.readers == 0 {
            self.writer_may.notify_one();
        }
    }

    /// Waits while anyone (a writer or readers) is inside, then goes in alone.
    pub fn write_lock(&self) {
        let mut state = self.state.lock().unwrap();
        while state.writing || state.readers > 0 {
            state = self.writer_may.wait(state).unwrap();
        }
        state.writing = true;
    }

    /// Leaves; every waiting reader, or a waiting writer, may go in now.
    pub fn write_unlock(&self) {
        let mut state = self.state.lock().unwrap();
        state.writing = false;
        self.readers_may.notify_all();
        self.writer_may.notify_one();
    }
}

impl Default for ReadWriteLock {
    fn default() -> Self {
        ReadWriteLock::new()
    }
}
