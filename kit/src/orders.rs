//! Orders for the checks of the lessons that pack them: data unlike the given data, the
//! seed's data, orders as findings name them, and the partners a check plays (a packer
//! that takes until its pill).

use crate::queues::exactly_once;
use crate::trace::call;
use conveyor::{BoundedQueue, Order};
use std::fmt;

/// `count` orders numbered from `first`, with amounts and kinds unlike the given data's,
/// so that nothing tuned to the given data passes.
pub fn numbered(first: u32, count: usize) -> Vec<Order> {
    (first..first + count as u32)
        .map(|id| Order {
            id,
            euro: 10 + 5 * (id % 7),
            express: id % 3 == 0,
        })
        .collect()
}

/// The seed's 8 orders (1001–1008), the data of the given mains of exercises 2, 6–9.
pub fn given_eight() -> Vec<Order> {
    conveyor::shop::eight_orders()
}

/// The 12 orders of the two entrances (site 2001–2006, app 3001–3006, 325 € in all).
pub fn given_twelve() -> Vec<Order> {
    let mut all = conveyor::shop::site_orders();
    all.extend(conveyor::shop::app_orders());
    all
}

/// An order as findings name it, by its number; compared whole, so a changed amount counts.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Shown(pub Order);

impl fmt::Debug for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0.id)
    }
}

/// Orders shown by their numbers.
pub fn shown(orders: &[Order]) -> Vec<Shown> {
    orders.iter().copied().map(Shown).collect()
}

/// A list of orders in a trace, by numbers only: `[1001, 1003]`.
pub struct Ids<'a>(pub &'a [Order]);

impl fmt::Debug for Ids<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.0.iter().map(|o| o.id)).finish()
    }
}

/// Every order sent comes out exactly once: `lost-item` or `duplicate-item` otherwise.
pub fn once(sent: &[Order], got: &[Order]) {
    exactly_once(&shown(sent), &shown(got));
}

/// Takes until a pill comes, as a correct packer does; what it took before the pill.
pub fn take_until_pill(queue: &BoundedQueue<Option<Order>>) -> Vec<Order> {
    let mut got = Vec::new();
    while let Some(Shown(order)) = call("take()", || queue.take().map(Shown)) {
        got.push(order);
    }
    got
}

/// One pill per packer among what a front put (`put`, taken out of a queue that had room
/// for all of it): too few leave a packer waiting in take for ever, too many the front
/// waiting in put once the queue is full, so either is a deadlock, told by `key` (with
/// `$pills` and `$packers`).
pub fn ensure_one_pill_per_packer(put: &[Option<Order>], packers: usize, key: &'static str) {
    let pills = put.iter().filter(|item| item.is_none()).count();
    crate::oracle::ensure(
        pills == packers,
        crate::Class::Deadlock,
        key,
        || crate::args!("pills" => pills, "packers" => packers),
    );
}

/// Several packers pack side by side: in some explored interleaving two of them wait in
/// the given queue's `take()` at once (catalog `packers-one-at-a-time`). Packers started
/// one after another (spawned in a lazy chain that joins each before the next is made), or
/// one that keeps the packed list locked while it waits in `take()`, never do. Judged
/// under the explorer, across its interleavings (call it last in a scenario); real
/// threads record no queue calls to read it from.
pub fn expect_packers_side_by_side(packers: usize) {
    if packers < 2 || conveyor::time::virtual_now(crate::probe::KEY).is_none() {
        return;
    }
    let flight = crate::pools::in_flight(&crate::trace::so_far(), |e| e.what == "queue.take()");
    let key = "packers-one-at-a-time";
    crate::pools::expect_in_flight((key, key), &flight, 2, packers, crate::args!("packers" => packers));
}

/// What is in `queue` now, taken out front to back (call it when no other thread uses it).
pub fn drain<T>(queue: &BoundedQueue<T>) -> Vec<T> {
    // By is_empty, not len: the queue records each len() with its answer (what a site
    // was told), and a check's own looks are not the student's.
    std::iter::from_fn(|| (!queue.is_empty()).then(|| queue.take())).collect()
}

/// What the report of exercise 2's given main prints, as numbers: the lessons that print
/// the same four lines compare these.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Figures {
    pub packed: usize,
    pub distinct: usize,
    pub express: usize,
    pub express_euro: u32,
    pub standard: usize,
    pub standard_euro: u32,
}

impl Figures {
    pub fn of(packed: &[Order]) -> Figures {
        let kind = |express: bool| packed.iter().filter(move |o| o.express == express);
        Figures {
            packed: packed.len(),
            distinct: packed.iter().collect::<std::collections::HashSet<_>>().len(),
            express: kind(true).count(),
            express_euro: kind(true).map(|o| o.euro).sum(),
            standard: kind(false).count(),
            standard_euro: kind(false).map(|o| o.euro).sum(),
        }
    }
}

/// Fails as `wrong-output` (message `pp-report-differs`) unless `packed` gives the
/// report that every order packed once gives.
pub fn same_report(orders: &[Order], packed: &[Order]) {
    let (want, got) = (Figures::of(orders), Figures::of(packed));
    if got != want {
        crate::fail(
            crate::Class::WrongOutput,
            "pp-report-differs",
            crate::args!(
                "total" => orders.len(),
                "packed" => got.packed,
                "distinct" => got.distinct,
                "express" => got.express,
                "express_euro" => got.express_euro,
                "standard" => got.standard,
                "standard_euro" => got.standard_euro,
                "want_express" => want.express,
                "want_express_euro" => want.express_euro,
                "want_standard" => want.standard,
                "want_standard_euro" => want.standard_euro,
            ),
        );
    }
}

/// The findings of [`queues_made_with`], as keys of the lesson's catalog: `none` gets
/// `$capacity`, `wrong` gets `$capacity` and `$made`.
pub struct QueueKeys {
    pub none: &'static str,
    pub wrong: &'static str,
}

/// What `work` (a call of the student's `run`) must do with queues: make at least one,
/// and every one with exactly `capacity`. A bigger queue is `capacity-exceeded` (it
/// lets the producer run further ahead than allowed), a smaller one a wrong answer.
pub fn queues_made_with(capacity: usize, keys: QueueKeys, work: impl FnOnce()) {
    // Only the queues that `work` makes count.
    crate::probe::take_queues_made();
    work();
    let made = crate::probe::take_queues_made();
    crate::oracle::ensure(
        !made.is_empty(),
        crate::Class::WrongOutput,
        keys.none,
        || crate::args!("capacity" => capacity),
    );
    if let Some(&wrong) = made.iter().find(|&&c| c != capacity) {
        let class = if wrong > capacity {
            crate::Class::CapacityExceeded
        } else {
            crate::Class::WrongOutput
        };
        crate::fail(
            class,
            keys.wrong,
            crate::args!("capacity" => capacity, "made" => crate::queues::list(&made)),
        );
    }
}

/// A queue of `capacity` for a check's scenario, whose every `put` and `try_put` the
/// timeline shows with its item (`queue.try_put(Some(8201))`, `queue.put(None)`): what
/// [`after_refusals`] reads.
pub fn shown_queue(capacity: usize) -> BoundedQueue<Option<Order>> {
    let queue = BoundedQueue::new(capacity);
    queue.show_items(crate::probe::KEY, |item: &Option<Order>| {
        format!("{:?}", item.map(|o| o.id))
    });
    queue
}

/// An item as a [`shown_queue`]'s events show it (`Some(8201)`, `None`), as the messages
/// name it: the order's number, or `None` for a pill.
pub fn item_named(item: &str) -> String {
    item.strip_prefix("Some(")
        .and_then(|rest| rest.strip_suffix(')'))
        .unwrap_or(item)
        .to_string()
}

/// Fails as `busy-wait` (with `key`, the item's number as `item`) where a thread offered
/// an item a [`shown_queue`]'s `try_put` refused again with `try_put`: it polls for room,
/// however long it pauses in between, or however few times it tries.
pub fn refused_not_offered_again(key: &str) {
    for found in after_refusals() {
        if let AfterRefusal::OfferedAgain { item, .. } = found {
            crate::fail(crate::Class::BusyWait, key, crate::args!("item" => item_named(&item)));
        }
    }
}

/// How many times in this execution so far a given queue of `capacity` told a caller it
/// was full: a `try_put` that handed its item back, or a `len()` at `capacity`. A site
/// refuses an order only on such an answer about that order's moment.
pub fn full_seen(capacity: usize) -> usize {
    let full = |event: &crate::trace::Event| {
        let result = event.result.as_deref().unwrap_or_default();
        if event.what.starts_with("queue.try_put(") {
            result.starts_with("Err")
        } else {
            event.what == "queue.len()" && result.parse::<usize>().is_ok_and(|len| len >= capacity)
        }
    };
    crate::trace::so_far()
        .iter()
        .filter(|e| e.kind == crate::trace::Kind::Return && full(e))
        .count()
}

/// What a thread did next after a `try_put` on a [`shown_queue`] refused its item.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AfterRefusal {
    /// It offered the same item again with `try_put`: it polls for room, with a pause
    /// or without, where `put` would sleep until there is room (`busy-wait`).
    OfferedAgain { thread: String, item: String },
    /// It offered another item while the refused one was still out: it keeps refused
    /// items aside and runs ahead of the takers, with no limit but its own list (no
    /// backpressure, `capacity-exceeded`).
    WentOn {
        thread: String,
        refused: String,
        next: String,
    },
}

/// One offer to a shown queue: its item, whether with `try_put`, whether it was refused.
struct Offer {
    item: String,
    tried: bool,
    refused: bool,
}

/// For every item a `try_put` refused in this execution so far, what its thread offered
/// next, where that was not the same item with `put` (which waits for room: the right
/// answer to a refusal). Read from the events, on real threads too; an item never
/// offered again is a lost item, for `once` to name.
pub fn after_refusals() -> Vec<AfterRefusal> {
    let events = crate::trace::so_far();
    let mut threads: Vec<&str> = Vec::new();
    for event in &events {
        if !threads.contains(&event.thread.as_str()) {
            threads.push(&event.thread);
        }
    }
    let mut found = Vec::new();
    for thread in threads {
        let mut offers: Vec<Offer> = Vec::new();
        for event in events.iter().filter(|e| e.thread == thread) {
            let (tried, item) = if let Some(rest) = event.what.strip_prefix("queue.try_put(") {
                (true, rest)
            } else if let Some(rest) = event.what.strip_prefix("queue.put(") {
                (false, rest)
            } else {
                continue;
            };
            let item = item.strip_suffix(')').unwrap_or(item);
            if item == "…" {
                continue;
            }
            match event.kind {
                crate::trace::Kind::Call => offers.push(Offer {
                    item: item.to_string(),
                    tried,
                    refused: false,
                }),
                crate::trace::Kind::Return if tried => {
                    if let Some(last) = offers.last_mut().filter(|o| o.tried && o.item == item) {
                        last.refused = event.result.as_deref().is_some_and(|r| r.starts_with("Err"));
                    }
                }
                _ => {}
            }
        }
        for pair in offers.windows(2) {
            let (refused, next) = (&pair[0], &pair[1]);
            if !refused.refused {
                continue;
            }
            if next.item != refused.item {
                found.push(AfterRefusal::WentOn {
                    thread: thread.to_string(),
                    refused: refused.item.clone(),
                    next: next.item.clone(),
                });
            } else if next.tried {
                found.push(AfterRefusal::OfferedAgain {
                    thread: thread.to_string(),
                    item: refused.item.clone(),
                });
            }
        }
    }
    found
}
