//! Exercise 32, another correct shape: two locks. `writer` says whether a writer is in (or
//! on its way in); `readers` counts the readers inside. The lock order is always writer,
//! then readers, and nobody waits on one condvar while holding the other lock.

use conveyor::sync::{Condvar, Mutex};

pub struct ReadWriteLock {
    /// Whether a writer is inside, or has claimed the lock and waits for the readers.
    writer: Mutex<bool>,
    /// Readers and writers wait here for the writer to leave.
    writer_done: Condvar,
    /// Readers inside.
    readers: Mutex<usize>,
    /// A writer that has claimed the lock waits here for the readers to leave.
    readers_gone: Condvar,
}

impl ReadWriteLock {
    pub fn new() -> ReadWriteLock {
        ReadWriteLock {
            writer: Mutex::new(false),
            writer_done: Condvar::new(),
            readers: Mutex::new(0),
            readers_gone: Condvar::new(),
        }
    }

    pub fn read_lock(&self) {
        let mut writer = self.writer.lock().unwrap();
        while *writer {
            writer = self.writer_done.wait(writer).unwrap();
        }
        // Counted in while the writer flag is still held: no writer can claim the lock
        // between the look and the count.
        *self.readers.lock().unwrap() += 1;
    }

    pub fn read_unlock(&self) {
        let mut readers = self.readers.lock().unwrap();
        *readers -= 1;
        if *readers == 0 {
            self.readers_gone.notify_all();
        }
    }

    pub fn write_lock(&self) {
        let mut writer = self.writer.lock().unwrap();
        while *writer {
            writer = self.writer_done.wait(writer).unwrap();
        }
        *writer = true;
        drop(writer);
        let mut readers = self.readers.lock().unwrap();
        while *readers > 0 {
            readers = self.readers_gone.wait(readers).unwrap();
        }
    }

    pub fn write_unlock(&self) {
        let mut writer = self.writer.lock().unwrap();
        *writer = false;
        self.writer_done.notify_all();
    }
}

impl Default for ReadWriteLock {
    fn default() -> Self {
        ReadWriteLock::new()
    }
}
