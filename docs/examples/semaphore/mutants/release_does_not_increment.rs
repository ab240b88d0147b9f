use conveyor::sync::{Condvar, Mutex};

pub struct Semaphore {
    permits: Mutex<usize>,
    freed: Condvar,
}

impl Semaphore {
    pub fn new(permits: usize) -> Semaphore {
        Semaphore {
            permits: Mutex::new(permits),
            freed: Condvar::new(),
        }
    }

    pub fn acquire(&self) {
        let mut left = self.permits.lock().unwrap();
        while *left == 0 {
            left = self.freed.wait(left).unwrap();
        }
        *left -= 1;
    }

    pub fn release(&self) {
        let _left = self.permits.lock().unwrap();
        self.freed.notify_one();
    }
}
