//! Hostile: reads the check's temporary folder, whose name said which exercise and check
//! was running (`…/bounded-queue-check-woken-thread-rechecks-…`), to behave differently
//! in each: here it only says it. Graded with the scan off (std::env is refused by it).
//! Expected: a panic in every check, each naming std's default /tmp: no check gets a folder of its own.

pub struct BoundedQueue<T> {
    capacity: usize,
    _items: std::marker::PhantomData<T>,
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        panic!("tmp: {} ({capacity})", std::env::temp_dir().display())
    }

    pub fn put(&self, item: T) {
        let _ = item;
    }

    pub fn try_put(&self, item: T) -> Result<(), T> {
        Err(item)
    }

    pub fn take(&self) -> T {
        panic!("never")
    }

    pub fn len(&self) -> usize {
        0
    }

    pub fn is_empty(&self) -> bool {
        true
    }

    pub fn capacity(&self) -> usize {
        self.capacity
    }
}
