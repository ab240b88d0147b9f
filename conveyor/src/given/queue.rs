use crate::probe::{EventKind, record};
use crate::sync::{Condvar, Mutex};
use std::collections::VecDeque;

/// A blocking queue with limited room, the one exercise 1 builds; given from exercise 2 on.
///
/// `put` waits while the queue is full, `take` waits while it is empty.
pub struct BoundedQueue<T> {
    items: Mutex<VecDeque<T>>,
    not_full: Condvar,
    not_empty: Condvar,
    capacity: usize,
    /// What the checks see of it: how many items it holds.
    count: std::sync::Arc<crate::probe::QueueCount>,
    /// How the checks' timeline shows an item offered to it (`Some(8201)`): set by a check
    /// that made the queue ([`BoundedQueue::show_items`]); `…` otherwise.
    show: std::sync::OnceLock<fn(&T) -> String>,
}

/// Whether a queue of `T` is one of the exercises' queues of orders (`Option<Order>`, a
/// `None` for a pill). By the type's name: `T` need not be `'static` for a `TypeId`.
fn carries_orders<T>() -> bool {
    std::any::type_name::<T>() == std::any::type_name::<Option<crate::Order>>()
}

impl<T> BoundedQueue<T> {
    /// A queue with room for `capacity` items. Panics on 0: such a queue could never take anything.
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0, "a BoundedQueue needs room for at least one item");
        // The checks look at the queues of orders a program makes (their capacity, what is
        // left in them); a queue of its own for something else (a "done" signal) is the
        // program's business, not the queue it was asked for.
        let count = if carries_orders::<T>() {
            crate::probe::record_queue(capacity)
        } else {
            Default::default()
        };
        BoundedQueue {
            items: Mutex::new(VecDeque::with_capacity(capacity)),
            not_full: Condvar::new(),
            not_empty: Condvar::new(),
            capacity,
            count,
            show: std::sync::OnceLock::new(),
        }
    }

    /// For the checks, on a queue they made: from now on every `put` and `try_put` is
    /// recorded with its item as `show` writes it, so that an oracle can tell an item
    /// offered again from the next one (exercise 8: a refused order offered again with
    /// `try_put` is polling). Takes the kit's key: not the candidate's to call.
    pub fn show_items(&self, _: grader_probe::Key, show: fn(&T) -> String) {
        let _ = self.show.set(show);
    }

    /// An item as the timeline shows it.
    fn shown(&self, item: &T) -> String {
        self.show.get().map_or_else(|| "…".to_string(), |show| show(item))
    }

    fn lock(&self) -> crate::sync::MutexGuard<'_, VecDeque<T>> {
        self.items.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Puts `item` at the back, waiting while the queue is full.
    pub fn put(&self, item: T) {
        let what = format!("queue.put({})", self.shown(&item));
        record(EventKind::Call, what.clone(), None);
        crate::probe::quietly(|| self.put_quietly(item));
        record(EventKind::Return, what, None);
    }

    fn put_quietly(&self, item: T) {
        let items = self.lock();
        let mut items = self
            .not_full
            .wait_while(items, |items| items.len() >= self.capacity)
            .unwrap_or_else(|e| e.into_inner());
        items.push_back(item);
        self.count.put();
        self.not_empty.notify_one();
    }

    /// Puts `item` at the back if there is room; otherwise hands it back.
    /// Recorded with what it gave: a refusal is what the site did, and the checks judge
    /// what it does next (exercise 8).
    pub fn try_put(&self, item: T) -> Result<(), T> {
        let what = format!("queue.try_put({})", self.shown(&item));
        record(EventKind::Call, what.clone(), None);
        let result = crate::probe::quietly(|| self.try_put_quietly(item));
        let gave = match &result {
            Ok(()) => "Ok(())".to_string(),
            Err(back) => format!("Err({})", self.shown(back)),
        };
        record(EventKind::Return, what, Some(gave));
        result
    }

    fn try_put_quietly(&self, item: T) -> Result<(), T> {
        let mut items = self.lock();
        if items.len() >= self.capacity {
            return Err(item);
        }
        items.push_back(item);
        self.count.put();
        self.not_empty.notify_one();
        Ok(())
    }

    /// Takes the item at the front, waiting while the queue is empty.
    pub fn take(&self) -> T {
        record(EventKind::Call, "queue.take()", None);
        let item = crate::probe::quietly(|| self.take_quietly());
        record(EventKind::Return, "queue.take()", None);
        item
    }

    fn take_quietly(&self) -> T {
        let items = self.lock();
        let mut items = self
            .not_empty
            .wait_while(items, |items| items.is_empty())
            .unwrap_or_else(|e| e.into_inner());
        let item = items.pop_front().expect("woken with an item to take");
        self.count.took();
        self.not_full.notify_one();
        item
    }

    /// Recorded with its answer: a site that refuses an order because the queue looked
    /// full has looked (exercise 5 counts the times it was told so).
    pub fn len(&self) -> usize {
        record(EventKind::Call, "queue.len()", None);
        let len = self.lock().len();
        record(EventKind::Return, "queue.len()", Some(len.to_string()));
        len
    }

    pub fn is_empty(&self) -> bool {
        self.lock().is_empty()
    }

    pub fn capacity(&self) -> usize {
        self.capacity
    }
}

impl<T> std::fmt::Debug for BoundedQueue<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("BoundedQueue")
            .field("len", &self.len())
            .field("capacity", &self.capacity)
            .finish()
    }
}
