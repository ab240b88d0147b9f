//! The tests of [`overtaken`]: a queue whose woken put or take does not look again fails
//! on real threads in every run, a correct one never does.

use super::once_of;
use super::overtaken::overtaken;
use crate::class::Class;
use crate::queues::{Ledger, Occupancy};
use conveyor::sync::{Condvar, Mutex};
use std::collections::VecDeque;
use std::sync::Arc;

/// A bounded queue of capacity `capacity`; `if_put` and `if_take` wait behind an `if`.
struct Queue {
    items: Mutex<VecDeque<u32>>,
    not_full: Condvar,
    not_empty: Condvar,
    capacity: usize,
    if_put: bool,
    if_take: bool,
}

impl Queue {
    fn new(capacity: usize, if_put: bool, if_take: bool) -> Arc<Queue> {
        Arc::new(Queue {
            items: Mutex::new(VecDeque::new()),
            not_full: Condvar::new(),
            not_empty: Condvar::new(),
            capacity,
            if_put,
            if_take,
        })
    }

    fn put(&self, item: u32) {
        let mut items = self.items.lock().unwrap();
        while items.len() >= self.capacity {
            items = self.not_full.wait(items).unwrap();
            if self.if_put {
                break;
            }
        }
        items.push_back(item);
        self.not_empty.notify_one();
    }

    fn take(&self) -> u32 {
        let mut items = self.items.lock().unwrap();
        while items.is_empty() {
            items = self.not_empty.wait(items).unwrap();
            if self.if_take {
                break;
            }
        }
        let item = items.pop_front().unwrap();
        self.not_full.notify_one();
        item
    }
}

/// A producer overtaken round after round, judged by the occupancy and every item once.
fn putter(q: Arc<Queue>) -> Option<crate::channel::Failure> {
    once_of(move || {
        let occupancy = Arc::new(Occupancy::new(q.capacity, Class::NoRecheck));
        let ledger = Arc::new(Ledger::default());
        let puts = {
            let (q, occupancy, ledger) = (q.clone(), occupancy.clone(), ledger.clone());
            move || {
                let item = ledger.next();
                crate::trace::call_unit(format!("put({item})"), || q.put(item));
                occupancy.put_returned();
            }
        };
        let takes = {
            let (q, occupancy, ledger) = (q.clone(), occupancy.clone(), ledger.clone());
            move || {
                occupancy.take_begins();
                let item = crate::trace::call("take()", || q.take());
                ledger.got(item);
            }
        };
        overtaken("producer", q.capacity, puts, takes);
        ledger.every_item_once();
        occupancy.verdict();
    })
}

/// A consumer overtaken round after round, judged by every item once.
fn taker(q: Arc<Queue>) -> Option<crate::channel::Failure> {
    // The kit's panic hook, as in a check: where the consumer panicked, and right after what.
    crate::explore::execution::watch_panics();
    once_of(move || {
        let ledger = Arc::new(Ledger::default());
        let takes = {
            let (q, ledger) = (q.clone(), ledger.clone());
            move || {
                let item = crate::trace::call("take()", || q.take());
                ledger.got(item);
            }
        };
        let puts = {
            let (q, ledger) = (q.clone(), ledger.clone());
            move || {
                let item = ledger.next();
                crate::trace::call_unit(format!("put({item})"), || q.put(item));
            }
        };
        overtaken("consumer", 0, takes, puts);
        ledger.every_item_once();
    })
}

#[test]
fn a_woken_put_that_does_not_look_again_overfills_the_queue() {
    for capacity in [1, 2] {
        let failure = putter(Queue::new(capacity, true, false)).expect("the overfilled queue is seen");
        assert_eq!(failure.finding.class, Class::NoRecheck, "{failure:?}");
        assert_eq!(failure.finding.key, "real-threads-capacity-exceeded", "{failure:?}");
    }
}

#[test]
fn a_woken_take_that_does_not_look_again_panics_as_not_looking_again() {
    let failure = taker(Queue::new(1, false, true)).expect("the empty take is seen");
    assert_eq!(failure.finding.class, Class::NoRecheck, "{failure:?}");
    // Woken by main's put, or for nothing (every wait also wakes so now and then here).
    let keys = [
        "real-threads-no-recheck-panic",
        "real-threads-no-recheck-spurious-panic",
    ];
    assert!(keys.contains(&failure.finding.key.as_str()), "{failure:?}");
    assert_eq!(failure.finding.args["thread"], "consumer", "{failure:?}");
    assert_eq!(failure.finding.args["call"], "take()", "{failure:?}");
}

#[test]
fn a_queue_that_looks_again_passes_whoever_wins() {
    for capacity in [1, 2] {
        let failure = putter(Queue::new(capacity, false, false));
        assert!(failure.is_none(), "{failure:?}");
    }
    let failure = taker(Queue::new(1, false, false));
    assert!(failure.is_none(), "{failure:?}");
}
