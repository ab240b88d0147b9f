//! Exercise 32: a readers–writer lock. Many readers may hold it at once; a writer holds it
//! alone, with no reader and no other writer beside it.
//!
//! Run it:    cargo run -p rw-lock
//! Check it:  grader check exercise-32
//! Stuck?     grader hint exercise-32

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
        // TODO: nobody inside yet
        todo!()
    }

    /// Waits while a writer is inside, then counts this reader in.
    pub fn read_lock(&self) {
        // TODO
        todo!()
    }

    /// Counts this reader out; the last reader to leave lets a waiting writer in.
    pub fn read_unlock(&self) {
        // TODO
        todo!()
    }

    /// Waits while anyone (a writer or readers) is inside, then goes in alone.
    pub fn write_lock(&self) {
        // TODO
        todo!()
    }

    /// Leaves; every waiting reader, or a waiting writer, may go in now.
    pub fn write_unlock(&self) {
        // TODO
        todo!()
    }
}

impl Default for ReadWriteLock {
    fn default() -> Self {
        ReadWriteLock::new()
    }
}
