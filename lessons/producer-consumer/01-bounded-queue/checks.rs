//! Hidden checks of exercise 1, the bounded queue.
//!
//! Each check lays out a few small scenarios, varied in capacity and counts; the grader
//! explores each under the controlled scheduler with the searches in lesson.toml.
//! The oracles look only at behaviour, never at how the queue is built.

use bounded_queue::BoundedQueue;
use conveyor::sync::Arc;
use conveyor::thread::yield_now;
use grader_kit::oracle::{ensure, panics};
use grader_kit::queues::{Ledger, Occupancy, exactly_once, list};
use grader_kit::scenario::Label;
use grader_kit::scenario::{Meaning, deadlock_explained_by, join_all, spawn};
use grader_kit::stress::{let_them_wait, overtaken, while_waiting};
use grader_kit::trace::{call, call_unit};
use grader_kit::{Check, Class, Plan, args, fail, label};
use std::fmt::Debug;
use std::hash::Hash;

fn main() {
    grader_kit::main(&[
        Check {
            name: "fifo",
            plan: fifo,
        },
        Check {
            name: "try-put-when-full",
            plan: try_put_when_full,
        },
        Check {
            name: "len-and-capacity",
            plan: len_and_capacity,
        },
        Check {
            name: "put-waits-when-full",
            plan: put_waits_when_full,
        },
        Check {
            name: "take-waits-when-empty",
            plan: take_waits_when_empty,
        },
        Check {
            name: "every-item-once",
            plan: every_item_once,
        },
        Check {
            name: "woken-thread-rechecks",
            plan: woken_thread_rechecks,
        },
        Check {
            name: "no-busy-waiting",
            plan: no_busy_waiting,
        },
        Check {
            name: "nobody-waits-forever",
            plan: nobody_waits_forever,
        },
        Check {
            name: "try-put-with-threads",
            plan: try_put_with_threads,
        },
    ]);
}

type Queue<T> = Arc<BoundedQueue<T>>;

/// "capacity 2, 3 producers × 2 items, 3 consumers", in the student's language.
fn many(capacity: usize, producers: usize, each: usize, consumers: usize) -> Label {
    label!("bq-many", "capacity" => capacity, "producers" => producers, "each" => each, "consumers" => consumers)
}

fn put<T: Debug>(q: &BoundedQueue<T>, item: T) {
    call_unit(format!("put({item:?})"), || q.put(item));
}

fn take<T: Debug>(q: &BoundedQueue<T>) -> T {
    call("take()", || q.take())
}

/// `try_put`, traced; where the execution then hangs with a thread inside a `try_put`,
/// that wait is the bug, whatever else waits.
fn try_put<T: Debug>(q: &BoundedQueue<T>, item: T) -> Result<(), T> {
    deadlock_explained_by(try_put_waited);
    call(format!("try_put({item:?})"), || q.try_put(item))
}

/// The thread left waiting on a condvar inside a `try_put` that never returned: try_put
/// must never wait. (A try_put stuck on a lock another call keeps is that call's bug.)
fn try_put_waited(events: &[grader_kit::trace::Event]) -> Option<Meaning> {
    use grader_kit::trace::{WAIT, open_call_indices};
    let open: Vec<&grader_kit::trace::Event> = open_call_indices(events).into_iter().map(|i| &events[i]).collect();
    let call = open
        .iter()
        .find(|e| e.what.starts_with("try_put(") && open.iter().any(|w| w.thread == e.thread && w.what == WAIT))?;
    Some((
        Class::Deadlock,
        "bq-try-put-waits",
        args!("thread" => call.thread.clone(), "call" => call.what.clone()),
    ))
}

/// What the queue holds: the contract is generic, so the checks vary the item type. A
/// bound taken from how std happens to allocate (`VecDeque::capacity()`) holds for `u32`
/// and fails for a zero-sized item, whose VecDeque has room for `usize::MAX`.
trait Item: Debug + Clone + Ord + Hash + Send + Sync + 'static {
    /// The `n`-th item of this type, told apart by `n` where the type can hold it.
    fn nth(n: u32) -> Self;
    /// The type as the student writes it, for the scenario's label.
    const NAME: &'static str;
}

impl Item for u32 {
    fn nth(n: u32) -> u32 {
        n
    }
    const NAME: &'static str = "u32";
}

/// Zero-sized: every item is the same, so only counts can be checked.
impl Item for () {
    fn nth(_: u32) {}
    const NAME: &'static str = "()";
}

/// Not `Copy`: a queue must move its items, not copy them.
impl Item for String {
    fn nth(n: u32) -> String {
        format!("item {n}")
    }
    const NAME: &'static str = "String";
}

/// A large item (4 KiB): shown by its number only.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct Big(u32, Box<[u8; 4096]>);

impl Debug for Big {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Big({})", self.0)
    }
}

impl Item for Big {
    fn nth(n: u32) -> Big {
        Big(n, Box::new([n as u8; 4096]))
    }
    const NAME: &'static str = "Big";
}

/// Takes until a pill (`None`) comes; what was taken before it.
fn take_until_pill(q: &BoundedQueue<Option<u32>>, occupancy: &Occupancy) -> Vec<u32> {
    let mut got = Vec::new();
    loop {
        occupancy.take_begins();
        match take(q) {
            Some(item) => got.push(item),
            None => return got,
        }
    }
}

fn puts_all(q: &BoundedQueue<Option<u32>>, items: &[u32], occupancy: &Occupancy) {
    for &item in items {
        put(q, Some(item));
        occupancy.put_returned();
    }
}

/// Items of producer `p`: 101, 102, … for the first, 201, … for the second.
fn items_of(p: usize, count: usize) -> Vec<u32> {
    (1..=count as u32).map(|i| (p as u32 + 1) * 100 + i).collect()
}

/// One producer and one consumer: the consumer must see exactly what was put, in order.
fn fifo(plan: &mut Plan) {
    plan.sequential(label!("bq-one-thread-fifo"), || {
        alone_within_room(3);
        let q = BoundedQueue::new(3);
        for i in 1..=3u32 {
            put(&q, i);
        }
        let got: Vec<u32> = (0..3).map(|_| take(&q)).collect();
        in_order(&[1, 2, 3], &got);
    });
    for (capacity, count) in [(2, 5), (1, 3), (3, 6)] {
        plan.scenario(
            label!("bq-producer-consumer", "capacity" => capacity, "count" => count),
            move || {
                let q: Queue<Option<u32>> = Arc::new(BoundedQueue::new(capacity));
                let occupancy = Arc::new(Occupancy::new(capacity, Class::CapacityExceeded));
                let items = items_of(0, count);
                let producer = {
                    let (q, occupancy, items) = (q.clone(), occupancy.clone(), items.clone());
                    spawn("producer", move || {
                        puts_all(&q, &items, &occupancy);
                        put(&q, None);
                    })
                };
                let consumer = {
                    let (q, occupancy) = (q.clone(), occupancy.clone());
                    spawn("consumer", move || take_until_pill(&q, &occupancy))
                };
                join_all(vec![producer]);
                let got = join_all(vec![consumer]).remove(0);
                in_order(&items, &got);
                occupancy.verdict();
            },
        );
    }
}

/// For a scenario on one thread that never puts more than `capacity` items: a put that
/// waits there found the queue full while it had room (a test for full off by one), and
/// nothing else could have woken it.
fn alone_within_room(capacity: usize) {
    grader_kit::scenario::deadlock_means_with(Class::Deadlock, "bq-put-waits-with-room", args!("capacity" => capacity));
}

/// Same items in the same order; otherwise says which were lost or reordered.
fn in_order<T: Debug + Ord + Hash + Clone>(sent: &[T], got: &[T]) {
    if got != sent {
        let mut sorted = got.to_vec();
        sorted.sort_unstable();
        if sorted == sent {
            fail(
                Class::OutOfOrder,
                "fifo-order",
                args!("sent" => list(sent), "got" => list(got)),
            );
        }
        exactly_once(sent, got);
        fail(
            Class::OutOfOrder,
            "fifo-order",
            args!("sent" => list(sent), "got" => list(got)),
        );
    }
}

/// `try_put` on a full queue must hand the item back and change nothing.
fn try_put_when_full(plan: &mut Plan) {
    // Small capacities, and some that no other scenario uses, so that a queue bounded only
    // for the capacities it expects to be checked with is seen too; and large ones, filled
    // to the brim, for a queue of fixed places behind the capacity it reports.
    for capacity in [2usize, 1, 3, 4, 7, 11, 23, 100] {
        plan.sequential(label!("bq-one-thread", "capacity" => capacity), move || {
            try_put_on_full::<u32>(capacity)
        });
    }
    try_put_of::<()>(plan, 2);
    try_put_of::<String>(plan, 2);
    try_put_of::<Big>(plan, 1);
}

fn try_put_of<T: Item>(plan: &mut Plan, capacity: usize) {
    plan.sequential(
        label!("bq-one-thread-of", "capacity" => capacity, "type" => T::NAME),
        move || try_put_on_full::<T>(capacity),
    );
}

fn try_put_on_full<T: Item>(capacity: usize) {
    {
        {
            let q = BoundedQueue::new(capacity);
            for i in 1..=capacity as u32 {
                let r = try_put(&q, T::nth(i));
                ensure(
                    r.is_ok(),
                    Class::WrongOutput,
                    "try-put-refused-with-room",
                    || args!("item" => i, "len" => i - 1, "capacity" => capacity),
                );
            }
            let extra = capacity as u32 + 1;
            match try_put(&q, T::nth(extra)) {
                Err(back) if back == T::nth(extra) => {}
                Err(back) => fail(
                    Class::LostItem,
                    "try-put-wrong-item-back",
                    args!("item" => format!("{:?}", T::nth(extra)), "back" => format!("{back:?}")),
                ),
                Ok(()) => {
                    let len = call("len()", || q.len());
                    let class = if len > capacity {
                        Class::CapacityExceeded
                    } else {
                        Class::LostItem
                    };
                    fail(
                        class,
                        "try-put-accepted-when-full",
                        args!("item" => format!("{:?}", T::nth(extra)), "capacity" => capacity, "len" => len),
                    );
                }
            }
            let first = take(&q);
            ensure(
                first == T::nth(1),
                Class::OutOfOrder,
                "fifo-order",
                || args!("sent" => format!("{:?}", T::nth(1)), "got" => format!("{first:?}")),
            );
            let again = try_put(&q, T::nth(extra));
            ensure(
                again.is_ok(),
                Class::WrongOutput,
                "try-put-refused-with-room",
                || args!("item" => format!("{:?}", T::nth(extra)), "len" => capacity - 1, "capacity" => capacity),
            );
            let rest: Vec<T> = (0..capacity).map(|_| take(&q)).collect();
            let want: Vec<T> = (2..=extra).map(T::nth).collect();
            in_order(&want, &rest);
        }
    }
}

/// `len`, `is_empty` and `capacity` follow every put and take; `new(0)` refuses.
fn len_and_capacity(plan: &mut Plan) {
    for capacity in [3usize, 1, 5, 6, 9] {
        plan.sequential(label!("bq-one-thread", "capacity" => capacity), move || {
            alone_within_room(capacity);
            let q = BoundedQueue::new(capacity);
            let expect = |after: &str, want: usize| {
                let len = call("len()", || q.len());
                ensure(
                    len == want,
                    Class::WrongOutput,
                    "len-wrong",
                    || args!("after" => after, "got" => len, "want" => want),
                );
                let empty = call("is_empty()", || q.is_empty());
                ensure(
                    empty == (want == 0),
                    Class::WrongOutput,
                    "is-empty-wrong",
                    || args!("after" => after, "got" => empty, "len" => want),
                );
            };
            let cap = call("capacity()", || q.capacity());
            ensure(
                cap == capacity,
                Class::WrongOutput,
                "capacity-wrong",
                || args!("got" => cap, "want" => capacity),
            );
            expect("new", 0);
            for i in 1..=capacity {
                put(&q, i as u32);
                expect(&format!("{i} × put"), i);
            }
            let _ = try_put(&q, 99u32);
            expect("try_put on a full queue", capacity);
            for i in 1..=capacity {
                take(&q);
                expect(&format!("{} × put, {i} × take", capacity), capacity - i);
            }
            let cap = call("capacity()", || q.capacity());
            ensure(
                cap == capacity,
                Class::WrongOutput,
                "capacity-wrong",
                || args!("got" => cap, "want" => capacity),
            );
        });
    }
    plan.sequential(label!("bq-new-zero"), || {
        let refused = panics(|| BoundedQueue::<u32>::new(0));
        ensure(refused, Class::WrongOutput, "new-zero-accepted", || args!());
    });
    for capacity in [1usize, 2] {
        plan.scenario(label!("bq-len-while-busy", "capacity" => capacity), move || {
            len_while_busy(capacity)
        });
    }
    for capacity in [2usize, 3] {
        plan.scenario(label!("bq-len-never-empty", "capacity" => capacity), move || {
            len_never_empty(capacity)
        });
    }
}

/// `len()` while one thread puts and takes, on a queue that holds one item before and
/// between: it holds one or two the whole time, so `len()` says one or two. A count made
/// of two counters read one after the other (puts less takes), or changed apart from the
/// items, can say none in between, or three: a count that was never true.
fn len_never_empty(capacity: usize) {
    let q: Queue<u32> = Arc::new(BoundedQueue::new(capacity));
    put(&q, 1);
    let cycler = {
        let q = q.clone();
        spawn("producer", move || {
            (2..=3)
                .map(|i| {
                    put(&q, i);
                    take(&q)
                })
                .collect::<Vec<u32>>()
        })
    };
    for _ in 0..2 {
        let len = call("len()", || q.len());
        ensure(
            (1..=2).contains(&len),
            Class::WrongOutput,
            "len-never-true",
            || args!("got" => len, "least" => 1, "most" => 2),
        );
    }
    let mut got = join_all(vec![cycler]).concat();
    got.push(take(&q));
    exactly_once(&[1, 2, 3], &got);
}

/// `len()` while a producer and a consumer run: whatever the interleaving, never more
/// than the capacity, nor a count that went below zero (`usize` wraps to a huge one).
/// A count kept apart from the items and changed after the lock is let go is out of
/// step with them: a take's decrement can come before its put's increment.
fn len_while_busy(capacity: usize) {
    let q: Queue<u32> = Arc::new(BoundedQueue::new(capacity));
    let items = 3u32;
    let producer = {
        let q = q.clone();
        spawn("producer", move || {
            for i in 1..=items {
                put(&q, i);
            }
            Vec::new()
        })
    };
    let consumer = {
        let q = q.clone();
        spawn("consumer", move || (0..items).map(|_| take(&q)).collect::<Vec<u32>>())
    };
    for _ in 0..items {
        let len = call("len()", || q.len());
        ensure(
            len <= capacity,
            Class::WrongOutput,
            "len-out-of-range",
            || args!("got" => len, "capacity" => capacity),
        );
    }
    let got: Vec<u32> = join_all(vec![producer, consumer]).concat();
    exactly_once(&(1..=items).collect::<Vec<u32>>(), &got);
}

/// A put on a full queue returns only after a take has made room.
fn put_waits_when_full(plan: &mut Plan) {
    for capacity in [1usize, 2, 3] {
        plan.scenario(label!("bq-full-one-more", "capacity" => capacity), move || {
            full_then_one_more::<u32>(capacity)
        });
    }
    for (capacity, of) in [(1, <()>::NAME), (2, String::NAME)] {
        let label = label!("bq-full-one-more-of", "capacity" => capacity, "type" => of);
        if of == <()>::NAME {
            plan.scenario(label, move || full_then_one_more::<()>(capacity));
        } else {
            plan.scenario(label, move || full_then_one_more::<String>(capacity));
        }
    }
}

fn full_then_one_more<T: Item>(capacity: usize) {
    {
        {
            let q: Queue<T> = Arc::new(BoundedQueue::new(capacity));
            let occupancy = Arc::new(Occupancy::new(capacity, Class::CapacityExceeded));
            for i in 1..=capacity as u32 {
                put(&q, T::nth(i));
                occupancy.put_returned();
            }
            let extra = capacity as u32 + 1;
            let producer = {
                let (q, occupancy) = (q.clone(), occupancy.clone());
                spawn("producer", move || {
                    put(&q, T::nth(extra));
                    occupancy.put_returned();
                })
            };
            // On real threads: time for a put that does not wait to return (the occupancy
            // then says so), and a put that waits must not burn CPU meanwhile.
            let_them_wait(&format!("put({:?})", T::nth(extra)));
            let consumer = {
                let (q, occupancy) = (q.clone(), occupancy.clone());
                spawn("consumer", move || {
                    occupancy.take_begins();
                    take(&q)
                })
            };
            join_all(vec![producer]);
            let first = join_all(vec![consumer]).remove(0);
            let mut got = vec![first];
            got.extend((0..capacity).map(|_| take(&q)));
            in_order(&(1..=extra).map(T::nth).collect::<Vec<_>>(), &got);
            occupancy.verdict();
        }
    }
}

/// A take on an empty queue waits for the put, and gets its item.
fn take_waits_when_empty(plan: &mut Plan) {
    for (capacity, consumers) in [(2usize, 1usize), (1, 2), (3, 3)] {
        plan.scenario(
            label!("bq-takes-on-empty", "consumers" => consumers, "capacity" => capacity),
            move || {
                let q: Queue<u32> = Arc::new(BoundedQueue::new(capacity));
                let takers: Vec<_> = (1..=consumers)
                    .map(|c| {
                        let q = q.clone();
                        spawn(format!("consumer {c}"), move || take(&q))
                    })
                    .collect();
                yield_now();
                let_them_wait("take()");
                let items: Vec<u32> = (1..=consumers as u32).map(|i| 10 + i).collect();
                for &item in &items {
                    put(&q, item);
                }
                let got = join_all(takers);
                exactly_once(&items, &got);
            },
        );
    }
}

/// Several producers and consumers: every item is taken exactly once and the queue
/// never holds more than its capacity.
fn every_item_once(plan: &mut Plan) {
    for (capacity, producers, consumers, each) in [(2usize, 2usize, 2usize, 3usize), (3, 2, 3, 3), (2, 3, 2, 2)] {
        let label = many(capacity, producers, each, consumers);
        plan.scenario(label, move || {
            pipeline(capacity, producers, consumers, each, Class::CapacityExceeded)
        });
    }
    // Items that are not Copy: each must arrive once, moved, not copied.
    plan.scenario(
        label!("bq-counted-of", "capacity" => 1, "producers" => 2, "each" => 2, "consumers" => 2, "type" => String::NAME),
        || counted::<String>(1, 2, 2, 2),
    );
}

/// Producers put their items, consumers take a fixed share each (no pills): every item
/// once, and never more inside than the capacity.
fn counted<T: Item>(capacity: usize, producers: usize, each: usize, consumers: usize) {
    let q: Queue<T> = Arc::new(BoundedQueue::new(capacity));
    let occupancy = Arc::new(Occupancy::new(capacity, Class::CapacityExceeded));
    let mine = |p: usize| -> Vec<T> { items_of(p, each).into_iter().map(T::nth).collect() };
    let putters: Vec<_> = (0..producers)
        .map(|p| {
            let (q, occupancy, items) = (q.clone(), occupancy.clone(), mine(p));
            spawn(format!("producer {}", p + 1), move || {
                for item in items {
                    put(&q, item);
                    occupancy.put_returned();
                }
            })
        })
        .collect();
    let total = producers * each;
    let takers: Vec<_> = (0..consumers)
        .map(|c| {
            let (q, occupancy) = (q.clone(), occupancy.clone());
            let share = total / consumers + usize::from(c < total % consumers);
            spawn(format!("consumer {}", c + 1), move || {
                (0..share)
                    .map(|_| {
                        occupancy.take_begins();
                        take(&q)
                    })
                    .collect::<Vec<T>>()
            })
        })
        .collect();
    join_all(putters);
    let got: Vec<T> = join_all(takers).concat();
    let sent: Vec<T> = (0..producers).flat_map(mine).collect();
    exactly_once(&sent, &got);
    occupancy.verdict();
}

/// Producers put their items, then main puts one pill per consumer; checks both oracles.
fn pipeline(capacity: usize, producers: usize, consumers: usize, each: usize, over_capacity: Class) {
    let q: Queue<Option<u32>> = Arc::new(BoundedQueue::new(capacity));
    let occupancy = Arc::new(Occupancy::new(capacity, over_capacity));
    let sent: Vec<u32> = (0..producers).flat_map(|p| items_of(p, each)).collect();
    let putters: Vec<_> = (0..producers)
        .map(|p| {
            let (q, occupancy) = (q.clone(), occupancy.clone());
            spawn(format!("producer {}", p + 1), move || {
                puts_all(&q, &items_of(p, each), &occupancy)
            })
        })
        .collect();
    let takers: Vec<_> = (1..=consumers)
        .map(|c| {
            let (q, occupancy) = (q.clone(), occupancy.clone());
            spawn(format!("consumer {c}"), move || take_until_pill(&q, &occupancy))
        })
        .collect();
    join_all(putters);
    for _ in 0..consumers {
        put(&q, None);
        occupancy.put_returned();
    }
    let got: Vec<u32> = join_all(takers).concat();
    exactly_once(&sent, &got);
    occupancy.verdict();
}

/// A thread woken from `wait` must look again: another may have been faster.
fn woken_thread_rechecks(plan: &mut Plan) {
    plan.on_panic(Class::NoRecheck);
    plan.scenario(many(1, 1, 3, 2), || pipeline(1, 1, 2, 3, Class::NoRecheck));
    plan.scenario(many(1, 2, 2, 1), || pipeline(1, 2, 1, 2, Class::NoRecheck));
    plan.scenario(label!("bq-woken-putter"), || {
        let q: Queue<u32> = Arc::new(BoundedQueue::new(1));
        let occupancy = Arc::new(Occupancy::new(1, Class::NoRecheck));
        let putters: Vec<_> = [vec![101, 102], vec![201]]
            .into_iter()
            .enumerate()
            .map(|(p, items)| {
                let (q, occupancy) = (q.clone(), occupancy.clone());
                spawn(format!("producer {}", p + 1), move || {
                    for item in items {
                        put(&q, item);
                        occupancy.put_returned();
                    }
                })
            })
            .collect();
        let consumer = {
            let (q, occupancy) = (q.clone(), occupancy.clone());
            spawn("consumer", move || {
                occupancy.take_begins();
                take(&q)
            })
        };
        // Main takes only after the consumer is done, so a woken putter that does not
        // look again finds the queue still full and overfills it.
        let mut got = join_all(vec![consumer]);
        for _ in 0..2 {
            occupancy.take_begins();
            got.push(take(&q));
        }
        join_all(putters);
        exactly_once(&[101, 102, 201], &got);
        occupancy.verdict();
    });
    plan.scenario(many(2, 3, 2, 3), || pipeline(2, 3, 3, 2, Class::NoRecheck));
    // On real threads too, where the race lasts microseconds: made to happen in rounds.
    for capacity in [1, 2] {
        plan.on_real_threads(label!("bq-real-overtaken-putter", "capacity" => capacity), move || {
            overtaken_putter(capacity)
        });
    }
    plan.on_real_threads(label!("bq-real-overtaken-taker"), overtaken_taker);
}

/// On real threads: a producer waits on a full queue, main takes one and at once puts
/// one itself, round after round (`stress::overtaken`). A woken put that does not look
/// again overfills the queue whenever main's put was first.
fn overtaken_putter(capacity: usize) {
    let q: Queue<u32> = Arc::new(BoundedQueue::new(capacity));
    let occupancy = Arc::new(Occupancy::new(capacity, Class::NoRecheck));
    let ledger = Arc::new(Ledger::default());
    let puts = {
        let (q, occupancy, ledger) = (q.clone(), occupancy.clone(), ledger.clone());
        move || {
            put(&q, ledger.next());
            occupancy.put_returned();
        }
    };
    let takes = {
        let (q, occupancy, ledger) = (q.clone(), occupancy.clone(), ledger.clone());
        move || {
            occupancy.take_begins();
            ledger.got(take(&q));
        }
    };
    overtaken("producer", capacity, puts, takes);
    ledger.every_item_once();
    occupancy.verdict();
}

/// On real threads: a consumer waits on an empty queue, main puts one and at once takes
/// one itself, round after round. A woken take that does not look again finds the queue
/// empty whenever main's take was first.
fn overtaken_taker() {
    let q: Queue<u32> = Arc::new(BoundedQueue::new(1));
    let ledger = Arc::new(Ledger::default());
    let takes = {
        let (q, ledger) = (q.clone(), ledger.clone());
        move || ledger.got(take(&q))
    };
    let puts = {
        let (q, ledger) = (q.clone(), ledger.clone());
        move || put(&q, ledger.next())
    };
    overtaken("consumer", 0, takes, puts);
    ledger.every_item_once();
}

/// How many lock, atomic, yield or sleep operations a waiting thread may make to get into
/// its wait and out, besides those of a timeout running out now and then (`Waited::busy`).
const PATIENT: u64 = 8;

/// A thread that must wait has to sleep in `wait`, not keep trying.
fn no_busy_waiting(plan: &mut Plan) {
    plan.on_step_limit(Class::BusyWait);
    plan.scenario(label!("bq-busy-take"), || {
        let q: Queue<u32> = Arc::new(BoundedQueue::new(1));
        let consumer = {
            let q = q.clone();
            spawn("consumer", move || while_waiting(|| take(&q)))
        };
        for _ in 0..30 {
            yield_now();
        }
        // On real threads the explorer's count of operations is not there: the CPU the
        // waiting take burns is measured instead.
        let_them_wait("take()");
        put(&q, 7);
        let (_, waited) = join_all(vec![consumer]).remove(0);
        ensure(
            !waited.busy(PATIENT),
            Class::BusyWait,
            "busy-wait",
            || args!("call" => "take()", "ops" => waited.ops),
        );
    });
    plan.scenario(label!("bq-busy-put"), || {
        let q: Queue<u32> = Arc::new(BoundedQueue::new(1));
        put(&q, 1);
        let producer = {
            let q = q.clone();
            spawn("producer", move || while_waiting(|| put(&q, 2)).1)
        };
        for _ in 0..30 {
            yield_now();
        }
        let_them_wait("put(2)");
        take(&q);
        let waited = join_all(vec![producer]).remove(0);
        ensure(
            !waited.busy(PATIENT),
            Class::BusyWait,
            "busy-wait",
            || args!("call" => "put(2)", "ops" => waited.ops),
        );
    });
}

/// No thread may wait while what it waits for can still come true. Consumers take a
/// fixed number of items here, so a lost or forgotten wake-up leaves one waiting.
fn nobody_waits_forever(plan: &mut Plan) {
    for (capacity, producers, consumers, each) in [
        (1usize, 1usize, 1usize, 3usize),
        (1, 2, 3, 3),
        (2, 2, 3, 3),
        (1, 3, 2, 2),
    ] {
        let label = many(capacity, producers, each, consumers);
        plan.scenario(label, move || {
            let q: Queue<u32> = Arc::new(BoundedQueue::new(capacity));
            let total = producers * each;
            let putters: Vec<_> = (0..producers)
                .map(|p| {
                    let q = q.clone();
                    spawn(format!("producer {}", p + 1), move || {
                        for item in items_of(p, each) {
                            put(&q, item);
                        }
                    })
                })
                .collect();
            // Split the takes as evenly as possible; the first consumers take the rest.
            let takers: Vec<_> = (0..consumers)
                .map(|c| {
                    let q = q.clone();
                    let mine = total / consumers + usize::from(c < total % consumers);
                    spawn(format!("consumer {}", c + 1), move || {
                        (0..mine).map(|_| take(&q)).collect::<Vec<_>>()
                    })
                })
                .collect();
            join_all(putters);
            let got: Vec<u32> = join_all(takers).concat();
            let sent: Vec<u32> = (0..producers).flat_map(|p| items_of(p, each)).collect();
            exactly_once(&sent, &got);
        });
    }
}

/// `try_put` beside other threads, as `put` is checked: it must wake a taker that waits
/// on the empty queue (under the lock the taker looks and waits under, or the wake-up is
/// lost), it refuses only a full queue (not one whose lock another thread holds: a
/// `try_lock`), and two `try_put`s on the last free place must not both get in (the look
/// for room and the push are one step under the lock).
fn try_put_with_threads(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "bq-try-put-left-waiting");
    for (capacity, consumers) in [(1usize, 1usize), (2, 2), (3, 1)] {
        plan.scenario(
            label!("bq-try-put-takers", "consumers" => consumers, "capacity" => capacity),
            move || {
                let q: Queue<u32> = Arc::new(BoundedQueue::new(capacity));
                // Takes that have returned: a plain std counter, no step of the search.
                let taken = std::sync::Arc::new(std::sync::atomic::AtomicUsize::new(0));
                let takers: Vec<_> = (1..=consumers)
                    .map(|c| {
                        let (q, taken) = (q.clone(), taken.clone());
                        spawn(format!("consumer {c}"), move || {
                            let item = take(&q);
                            taken.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                            item
                        })
                    })
                    .collect();
                // One item for each taker, each with room: at once, so that a taker may be
                // between its look and its wait when the item goes in.
                let mut sent = Vec::new();
                for i in 1..=consumers as u32 {
                    let item = 20 + i;
                    let mut offered = try_put(&q, item);
                    while let Err(back) = offered {
                        // At most this many are inside: a take that has not returned yet
                        // may have made room already, never less.
                        let inside = sent.len() - taken.load(std::sync::atomic::Ordering::SeqCst);
                        ensure(
                            inside >= capacity,
                            Class::WrongOutput,
                            "bq-try-put-refused-with-room",
                            || args!("item" => item, "inside" => inside, "capacity" => capacity),
                        );
                        // Full: a taker has not taken yet. The check waits its turn.
                        yield_now();
                        offered = try_put(&q, back);
                    }
                    sent.push(item);
                }
                let got = join_all(takers);
                exactly_once(&sent, &got);
            },
        );
    }
    // On real threads too, wherever the program thinks it runs: try_puts with room while
    // other threads take the queue's lock again and again. One that gives up on a held
    // lock (`try_lock`) is refused there, many times over.
    plan.on_real_threads(
        label!("bq-real-try-put-beside-len", "capacity" => REAL_ROOM),
        try_put_beside_len,
    );
    for capacity in [1usize, 2] {
        plan.scenario(label!("bq-racing-try-puts", "capacity" => capacity), move || {
            let q: Queue<u32> = Arc::new(BoundedQueue::new(capacity));
            let occupancy = Arc::new(Occupancy::new(capacity, Class::CapacityExceeded));
            let before: Vec<u32> = (1..capacity as u32).collect();
            for &item in &before {
                put(&q, item);
                occupancy.put_returned();
            }
            let racers: Vec<_> = [101u32, 201]
                .into_iter()
                .enumerate()
                .map(|(p, item)| {
                    let (q, occupancy) = (q.clone(), occupancy.clone());
                    spawn(format!("producer {}", p + 1), move || {
                        let offered = try_put(&q, item);
                        match offered {
                            Ok(()) => {
                                occupancy.put_returned();
                                None
                            }
                            Err(back) => Some((item, back)),
                        }
                    })
                })
                .collect();
            let refused: Vec<(u32, u32)> = join_all(racers).into_iter().flatten().collect();
            if let Some(&(item, back)) = refused.iter().find(|(item, back)| item != back) {
                fail(
                    Class::LostItem,
                    "try-put-wrong-item-back",
                    args!("item" => item, "back" => back),
                );
            }
            occupancy.verdict();
            let mut sent = before.clone();
            sent.extend([101, 201].into_iter().filter(|i| !refused.iter().any(|(r, _)| r == i)));
            // What went in, taken out: no len(), whose own check is another's.
            let got: Vec<u32> = sent.iter().map(|_| take(&q)).collect();
            exactly_once(&sent, &got);
        });
    }
}

/// The queue's room in [`try_put_beside_len`]: far more than its threads ever hold.
const REAL_ROOM: usize = 1000;
/// How long [`try_put_beside_len`]'s threads go on: several of the OS scheduler's time
/// slices, so that even on one core a thread is stopped now and then while it holds the
/// queue's lock, and a try_put that gives up on a held lock meets one.
const REAL_WHILE: std::time::Duration = std::time::Duration::from_millis(60);

/// On real threads: two producers each try_put an item and take one back, again and again
/// for [`REAL_WHILE`], while a reader calls `len()`. The queue never holds more than two
/// of its [`REAL_ROOM`] places, so every try_put must get in.
fn try_put_beside_len() {
    use std::sync::atomic::{AtomicBool, Ordering};
    let q: Queue<u32> = Arc::new(BoundedQueue::new(REAL_ROOM));
    let done = std::sync::Arc::new(AtomicBool::new(false));
    /// Stops the reader however the producers end, and gives the phase its pauses back.
    struct Stop(std::sync::Arc<AtomicBool>);
    impl Drop for Stop {
        fn drop(&mut self) {
            self.0.store(true, Ordering::SeqCst);
            grader_kit::probe::real_jitter(true);
        }
    }
    // Without the phase's pauses before each lock: they leave a lock free nearly all the
    // time, and here the locks must be held as often as the threads can.
    grader_kit::probe::real_jitter(false);
    // Its threads are busy all the while on purpose.
    grader_kit::stress::busy_by_design();
    // Untraced calls: thousands of them, each only to hold the lock a moment.
    let reader = {
        let (q, done) = (q.clone(), done.clone());
        spawn("reader", move || {
            while !done.load(Ordering::SeqCst) {
                std::hint::black_box(q.len());
            }
        })
    };
    let start = std::time::Instant::now();
    let refused: Vec<u32> = {
        let _stop = Stop(done);
        let producers: Vec<_> = (1..=2u32)
            .map(|p| {
                let q = q.clone();
                spawn(format!("producer {p}"), move || {
                    let mut item = p * 100_000;
                    while start.elapsed() < REAL_WHILE {
                        item += 1;
                        if q.try_put(item).is_err() {
                            return vec![item];
                        }
                        std::hint::black_box(q.take());
                    }
                    Vec::new()
                })
            })
            .collect();
        join_all(producers).concat()
    };
    join_all(vec![reader]);
    if let Some(&item) = refused.first() {
        let inside = call("len()", || q.len());
        fail(
            Class::WrongOutput,
            "bq-try-put-refused-with-room",
            args!("item" => item, "inside" => inside, "capacity" => REAL_ROOM),
        );
    }
}
