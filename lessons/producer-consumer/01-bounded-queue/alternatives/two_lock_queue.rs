//! Correct, another shape (an outside tester's): the "two lock queue" of
//! java.util.concurrent.LinkedBlockingQueue, ported:
//! producers and consumers use different locks, so a put and a take can run at once.
//! The count is an atomic; a putter that makes the queue non-empty signals a taker under
//! the take lock, and a taker that makes it non-full signals a putter under the put lock.
use conveyor::sync::atomic::{AtomicUsize, Ordering};
use conveyor::sync::{Condvar, Mutex};

pub struct BoundedQueue<T> {
    /// One place per item; each its own lock, so a put and a take never share one.
    slots: Vec<Mutex<Option<T>>>,
    /// The put lock guards the tail index.
    put_lock: Mutex<usize>,
    not_full: Condvar,
    /// The take lock guards the head index.
    take_lock: Mutex<usize>,
    not_empty: Condvar,
    count: AtomicUsize,
    capacity: usize,
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        if capacity == 0 {
            panic!("capacity must be at least 1");
        }
        BoundedQueue {
            slots: (0..capacity).map(|_| Mutex::new(None)).collect(),
            put_lock: Mutex::new(0),
            not_full: Condvar::new(),
            take_lock: Mutex::new(0),
            not_empty: Condvar::new(),
            count: AtomicUsize::new(0),
            capacity,
        }
    }

    fn signal_not_empty(&self) {
        let _take = self.take_lock.lock().unwrap();
        self.not_empty.notify_one();
    }

    fn signal_not_full(&self) {
        let _put = self.put_lock.lock().unwrap();
        self.not_full.notify_one();
    }

    /// Called with the put lock held and room known to be there.
    fn enqueue(&self, tail: &mut usize, item: T) -> usize {
        *self.slots[*tail].lock().unwrap() = Some(item);
        *tail = (*tail + 1) % self.capacity;
        self.count.fetch_add(1, Ordering::SeqCst)
    }

    pub fn put(&self, item: T) {
        let c;
        {
            let mut tail = self.put_lock.lock().unwrap();
            while self.count.load(Ordering::SeqCst) == self.capacity {
                tail = self.not_full.wait(tail).unwrap();
            }
            c = self.enqueue(&mut tail, item);
            if c + 1 < self.capacity {
                // still room: let the next putter in
                self.not_full.notify_one();
            }
        }
        if c == 0 {
            self.signal_not_empty();
        }
    }

    pub fn try_put(&self, item: T) -> Result<(), T> {
        if self.count.load(Ordering::SeqCst) == self.capacity {
            return Err(item);
        }
        let c;
        {
            let mut tail = self.put_lock.lock().unwrap();
            if self.count.load(Ordering::SeqCst) == self.capacity {
                return Err(item);
            }
            c = self.enqueue(&mut tail, item);
            if c + 1 < self.capacity {
                self.not_full.notify_one();
            }
        }
        if c == 0 {
            self.signal_not_empty();
        }
        Ok(())
    }

    pub fn take(&self) -> T {
        let item;
        let c;
        {
            let mut head = self.take_lock.lock().unwrap();
            while self.count.load(Ordering::SeqCst) == 0 {
                head = self.not_empty.wait(head).unwrap();
            }
            item = self.slots[*head]
                .lock()
                .unwrap()
                .take()
                .expect("counted, so it is there");
            *head = (*head + 1) % self.capacity;
            c = self.count.fetch_sub(1, Ordering::SeqCst);
            if c > 1 {
                // more left: let the next taker in
                self.not_empty.notify_one();
            }
        }
        if c == self.capacity {
            self.signal_not_full();
        }
        item
    }

    pub fn len(&self) -> usize {
        self.count.load(Ordering::SeqCst)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn capacity(&self) -> usize {
        self.capacity
    }
}
