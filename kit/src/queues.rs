//! Oracles for anything that hands items from threads to threads: queues, pills, pools.

use crate::args;
use crate::class::Class;
use crate::oracle::fail;
use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::Hash;
use std::sync::atomic::{AtomicUsize, Ordering};

/// A lower bound of how many items are inside a queue, kept from outside it.
///
/// Puts that have returned minus takes that have begun can never exceed what is
/// inside a queue that loses nothing, so a bound above the capacity proves that a put
/// did not wait. It never blames a correct queue, whatever the interleaving. (Plain std atomics: the
/// bookkeeping must not add points where the explorer switches threads.)
pub struct Occupancy {
    capacity: usize,
    class: Class,
    puts_returned: AtomicUsize,
    takes_begun: AtomicUsize,
    most: AtomicUsize,
    /// Whether the put that first went over the capacity had waited (and was woken).
    woken: std::sync::atomic::AtomicBool,
}

impl Occupancy {
    /// `class` is what exceeding the capacity means in this scenario: usually
    /// `capacity-exceeded`; `no-recheck` where a woken putter exceeds it (a put that
    /// overfills without having waited is `capacity-exceeded` even then; on real threads a
    /// woken put that overfills is `no-recheck` whatever the scenario says).
    pub fn new(capacity: usize, class: Class) -> Self {
        Occupancy {
            capacity,
            class,
            puts_returned: AtomicUsize::new(0),
            takes_begun: AtomicUsize::new(0),
            most: AtomicUsize::new(0),
            woken: std::sync::atomic::AtomicBool::new(false),
        }
    }

    /// Call right before `take`.
    pub fn take_begins(&self) {
        self.takes_begun.fetch_add(1, Ordering::SeqCst);
    }

    /// Call right after `put` (or a successful `try_put`) returned.
    pub fn put_returned(&self) {
        let puts = self.puts_returned.fetch_add(1, Ordering::SeqCst) + 1;
        let takes = self.takes_begun.load(Ordering::SeqCst);
        let inside = puts.saturating_sub(takes);
        let before = self.most.fetch_max(inside, Ordering::SeqCst);
        if inside > self.capacity && before <= self.capacity {
            self.woken.store(crate::probe::last_call_waited(), Ordering::SeqCst);
            // Marks the moment in the timeline; the verdict comes at the end.
            crate::trace::note(
                "note-over-capacity",
                args!("inside" => inside, "capacity" => self.capacity),
            );
        }
    }

    /// Fails if the queue was ever seen above its capacity. Call it at the end, after
    /// [`exactly_once`]: the bound assumes nothing was lost, so lost items are named first.
    pub fn verdict(&self) {
        let inside = self.most.load(Ordering::SeqCst);
        if inside > self.capacity {
            let woken = self.woken.load(Ordering::SeqCst);
            let explored = conveyor::time::virtual_now(crate::probe::KEY).is_some();
            // `no-recheck` only where the put that overfilled was woken from a wait: a put
            // that never waited is a queue without backpressure, whatever the scenario.
            // On real threads (the explorer found nothing) a woken put that overfills is
            // that bug in any scenario: the same class whichever scenario meets it first.
            let class = match (woken, self.class) {
                (false, Class::NoRecheck) => Class::CapacityExceeded,
                (true, _) if !explored => Class::NoRecheck,
                (_, class) => class,
            };
            // On real threads the student is told where it was seen.
            let key = if explored {
                "capacity-exceeded"
            } else {
                "real-threads-capacity-exceeded"
            };
            fail(class, key, args!("inside" => inside, "capacity" => self.capacity));
        }
    }
}

/// Items numbered from 1 as they are put and every item taken, kept from outside a queue
/// by threads that put and take round after round (`stress::overtaken`), for
/// [`exactly_once`] at the end. (Plain std types: the kit's bookkeeping beside the
/// program's.)
#[derive(Default)]
pub struct Ledger {
    sent: std::sync::atomic::AtomicU32,
    got: std::sync::Mutex<Vec<u32>>,
}

impl Ledger {
    /// The next item to put: 1, 2, …
    pub fn next(&self) -> u32 {
        self.sent.fetch_add(1, Ordering::SeqCst) + 1
    }

    /// Call with what a take returned.
    pub fn got(&self, item: u32) {
        self.got.lock().unwrap_or_else(|e| e.into_inner()).push(item);
    }

    /// Every item put was taken once ([`exactly_once`]).
    pub fn every_item_once(&self) {
        let sent: Vec<u32> = (1..=self.sent.load(Ordering::SeqCst)).collect();
        exactly_once(&sent, &self.got.lock().unwrap_or_else(|e| e.into_inner()));
    }
}

/// Fails unless `got` holds every item of `sent` exactly once: a duplicate is
/// `duplicate-item`, a missing one `lost-item`, one never sent counts as a duplicate.
pub fn exactly_once<T: Debug + Eq + Hash>(sent: &[T], got: &[T]) {
    let mut seen: HashMap<&T, usize> = HashMap::new();
    for item in got {
        *seen.entry(item).or_default() += 1;
    }
    if let Some((item, times)) = got.iter().map(|i| (i, seen[i])).find(|(_, n)| *n > 1) {
        fail(
            Class::DuplicateItem,
            "duplicate-item",
            args!("item" => show(item), "times" => times),
        );
    }
    if let Some(item) = got.iter().find(|i| !sent.contains(i)) {
        fail(Class::DuplicateItem, "unknown-item", args!("item" => show(item)));
    }
    let missing: Vec<&T> = sent.iter().filter(|i| !seen.contains_key(i)).collect();
    if !missing.is_empty() {
        fail(
            Class::LostItem,
            "lost-item",
            args!("missing" => list(&missing), "count" => missing.len(), "sent" => sent.len()),
        );
    }
}

/// An item as the student would write it: `3`, `Order 1003`.
pub fn show<T: Debug>(item: &T) -> String {
    format!("{item:?}")
}

/// Items as a short list: `1, 4, 5`.
pub fn list<T: Debug>(items: &[T]) -> String {
    items.iter().map(show).collect::<Vec<_>>().join(", ")
}
