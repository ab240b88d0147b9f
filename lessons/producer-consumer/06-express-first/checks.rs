//! Hidden checks of exercise 6, express first.
//!
//! What the lesson teaches, and the check that demands it:
//! - an express item whenever one waits, FIFO within a lane (`express-first-in-one-thread`,
//!   and on threads `express-first-while-waiting`: no standard item taken while an express
//!   one is known to be inside);
//! - one capacity for both lanes, `put` waits while full (`put-waits-when-full`), `take`
//!   waits for either lane (`take-waits-for-either-lane`), `len` counts both, `new` refuses
//!   0 (`len-and-new`);
//! - a waiting `put` or `take` sleeps, without trying again and again (`no-busy-waiting`);
//! - every item once, nobody waiting forever, whatever lane woke whom (`every-item-once`,
//!   `nobody-waits-forever`);
//! - the pills in the standard lane, after every order (`run-packs-every-order`,
//!   `same-report-every-run`).
//!
//! The queue is checked alone, on one thread against a model of two lanes (which item
//! each take must return), and on several threads with oracles that never blame a
//! correct queue: the capacity bound of exercise 1 ([`Occupancy`]) and a lane bound (an
//! express item known to be inside when a standard one was taken). Then `run` whole.
//! Capacities, counts, the mix of lanes and the item type vary.

use conveyor::Order;
use conveyor::sync::Arc;
use conveyor::thread::yield_now;
use express_first::{ExpressFirst, run};
use grader_kit::oracle::{ensure, panics};
use grader_kit::orders::{Ids, given_eight, numbered, once, same_report};
use grader_kit::queues::{Ledger, Occupancy, exactly_once, list};
use grader_kit::scenario::{Label, join_all, spawn};
use grader_kit::stress::{away_while_they_wait, overtaken};
use grader_kit::trace::{call, call_unit};
use grader_kit::{Check, Class, Plan, args, fail, label};
use std::collections::VecDeque;
use std::fmt::Debug;
use std::sync::atomic::{AtomicUsize, Ordering};

fn main() {
    grader_kit::main(&[
        Check {
            name: "express-first-in-one-thread",
            plan: express_first_in_one_thread,
        },
        Check {
            name: "len-and-new",
            plan: len_and_new,
        },
        Check {
            name: "put-waits-when-full",
            plan: put_waits_when_full,
        },
        Check {
            name: "take-waits-for-either-lane",
            plan: take_waits_for_either_lane,
        },
        Check {
            name: "express-first-while-waiting",
            plan: express_first_while_waiting,
        },
        Check {
            name: "no-busy-waiting",
            plan: no_busy_waiting,
        },
        Check {
            name: "every-item-once",
            plan: every_item_once,
        },
        Check {
            name: "nobody-waits-forever",
            plan: nobody_waits_forever,
        },
        Check {
            name: "run-packs-every-order",
            plan: run_packs_every_order,
        },
        Check {
            name: "same-report-every-run",
            plan: same_report_every_run,
        },
    ]);
}

type Queue<T> = Arc<ExpressFirst<T>>;

/// The lane's name in a trace.
fn lane(express: bool) -> &'static str {
    if express { "express" } else { "standard" }
}

fn put<T: Debug>(q: &ExpressFirst<T>, item: T, express: bool) {
    call_unit(format!("put({item:?}, {})", lane(express)), || q.put(item, express));
}

fn take<T: Debug>(q: &ExpressFirst<T>) -> T {
    call("take()", || q.take())
}

/// One step of a one-thread scenario: `e` puts an express item, `s` a standard one,
/// `.` takes.
fn steps(pattern: &str) -> impl Iterator<Item = char> + '_ {
    pattern.chars().filter(|c| !c.is_whitespace())
}

/// Runs `pattern` on the student's queue and on a model of two lanes; every take must
/// return what the model's take returns. Items are made by `make` from their number.
fn against_model<T: Debug + PartialEq + Clone>(capacity: usize, pattern: &str, make: impl Fn(u32) -> T) {
    let q = ExpressFirst::new(capacity);
    let (mut express, mut standard) = (VecDeque::new(), VecDeque::new());
    let (mut next_e, mut next_s) = (101, 201);
    let (mut sent, mut want, mut got) = (Vec::new(), Vec::new(), Vec::new());
    for step in steps(pattern) {
        match step {
            'e' | 's' => {
                let is_express = step == 'e';
                let number = if is_express { &mut next_e } else { &mut next_s };
                let item = make(*number);
                *number += 1;
                sent.push(item.clone());
                if is_express {
                    express.push_back(item.clone());
                } else {
                    standard.push_back(item.clone());
                }
                put(&q, item, is_express);
            }
            _ => {
                let expected = express.pop_front().or_else(|| standard.pop_front());
                let expected = expected.expect("patterns take only what is inside");
                want.push(expected);
                got.push(take(&q));
                if got != want {
                    // Another order is out-of-order; an item never put, or twice, is not.
                    let shown: Vec<String> = got.iter().map(|i| format!("{i:?}")).collect();
                    for (i, item) in got.iter().enumerate() {
                        if got[..i].contains(item) {
                            fail(
                                Class::DuplicateItem,
                                "duplicate-item",
                                args!("item" => shown[i], "times" => 2),
                            );
                        }
                        if !sent.contains(item) {
                            fail(Class::DuplicateItem, "unknown-item", args!("item" => shown[i]));
                        }
                    }
                    fail(
                        Class::OutOfOrder,
                        "ef-take-order",
                        args!("puts" => pattern, "want" => list(&want), "got" => list(&got)),
                    );
                }
            }
        }
    }
}

/// "one thread, capacity 4: e s e . . s .", in the student's language.
fn one_thread_label(capacity: usize, pattern: &str) -> Label {
    label!("ef-scn-one-thread", "capacity" => capacity, "pattern" => pattern)
}

/// On one thread: the oldest express item first whenever one is inside, FIFO within a
/// lane, standard items only once no express one is left.
fn express_first_in_one_thread(plan: &mut Plan) {
    let patterns = [
        (4, "s e s e . . . ."),
        (3, "e e e . . ."),
        (5, "s s e s e . . . . ."),
        (3, "s e . s e . . e . ."),
        (2, "s s . e . ."),
        (6, "e s s e e s . . . . . ."),
        // Many express items in a row beside a standard one: express first however long
        // the run of them (no turn for the standard lane after some).
        (8, "s e e e e e e . . . . . . ."),
    ];
    for (capacity, pattern) in patterns {
        plan.sequential(one_thread_label(capacity, pattern), move || {
            against_model(capacity, pattern, |n| n)
        });
    }
    // Another item type: nothing may depend on items being numbers or Copy.
    plan.sequential(label!("ef-scn-one-thread-strings"), || {
        against_model(3, "s e s . e . . .", |n| format!("order {n}"))
    });
}

/// `len` follows every put and take, in both lanes; `new(0)` refuses.
fn len_and_new(plan: &mut Plan) {
    for (capacity, pattern) in [(3, "e s . e . ."), (2, "s s . . e"), (4, "e e s s . . . .")] {
        plan.sequential(one_thread_label(capacity, pattern), move || {
            let q = ExpressFirst::new(capacity);
            let mut inside = 0usize;
            let mut done = String::new();
            for (n, step) in steps(pattern).enumerate() {
                if step == '.' {
                    take(&q);
                    inside -= 1;
                } else {
                    put(&q, n as u32, step == 'e');
                    inside += 1;
                }
                done.push(step);
                let len = call("len()", || q.len());
                ensure(
                    len == inside,
                    Class::WrongOutput,
                    "ef-len-wrong",
                    || args!("after" => done.clone(), "got" => len, "want" => inside),
                );
            }
        });
    }
    plan.sequential(label!("ef-scn-new-zero"), || {
        let refused = panics(|| ExpressFirst::<u32>::new(0));
        ensure(refused, Class::WrongOutput, "ef-new-zero-accepted", || args!());
    });
}

/// "a full queue of 2 (express, standard), one more put (express), one take", in the student's language.
fn full_label(capacity: usize, fill: &str, extra: bool) -> Label {
    label!("ef-scn-full-one-more", "capacity" => capacity, "fill" => fill, "extra" => lane(extra))
}

/// A put on a full queue returns only after a take made room: the capacity counts both
/// lanes together, so the extra item goes to the lane the queue is not full of.
/// A hang in which a take waits forever too is not only a put left waiting: the items a
/// put brought in never woke their taker (a put that notified the putters' condvar). Told
/// with the plain words, and by the trace's cause, not as a take that made room.
fn take_left_waiting(events: &[grader_kit::trace::Event]) -> Option<grader_kit::scenario::Meaning> {
    let open = grader_kit::trace::open_calls(events);
    open.iter()
        .any(|(_, call)| call == "take()")
        .then(|| (Class::Deadlock, "deadlock", args!()))
}

fn put_waits_when_full(plan: &mut Plan) {
    // Its own words for a put left waiting: the take that made room and woke nobody is
    // the bug, and this check, which knows the phase, says so before `run`'s hang does.
    plan.on_deadlock(Class::Deadlock, "ef-put-left-waiting");
    for (capacity, fill, extra) in [(1, "s", true), (2, "e s", true), (3, "s s s", true), (2, "e e", false)] {
        plan.scenario(full_label(capacity, fill, extra), move || {
            grader_kit::scenario::deadlock_explained_by(take_left_waiting);
            let q: Queue<u32> = Arc::new(ExpressFirst::new(capacity));
            let occupancy = Arc::new(Occupancy::new(capacity, Class::CapacityExceeded));
            let mut sent = Vec::new();
            for (n, step) in steps(fill).enumerate() {
                put(&q, n as u32 + 1, step == 'e');
                occupancy.put_returned();
                sent.push(n as u32 + 1);
            }
            let producer = {
                let (q, occupancy) = (q.clone(), occupancy.clone());
                spawn("producer", move || {
                    put(&q, 99, extra);
                    occupancy.put_returned();
                })
            };
            sent.push(99);
            let consumer = {
                let (q, occupancy) = (q.clone(), occupancy.clone());
                spawn("consumer", move || {
                    occupancy.take_begins();
                    take(&q)
                })
            };
            join_all(vec![producer]);
            let mut got = join_all(vec![consumer]);
            got.extend((0..capacity).map(|_| take(&q)));
            exactly_once(&sent, &got);
            occupancy.verdict();
        });
    }
    woken_putter(plan);
    // On real threads too, where another put is first only for microseconds, and a wait
    // may wake with no notify at all.
    for capacity in [1, 2] {
        plan.on_real_threads(label!("ef-real-overtaken-putter", "capacity" => capacity), move || {
            overtaken_putter(capacity)
        });
    }
}

/// A put woken from its wait must look again: two producers (one per lane) wait on a
/// full queue of one place, a consumer takes one item and wakes one of them; main takes
/// the rest only after the consumer is done, so a woken put that does not look again finds
/// the place taken by the other producer and overfills the queue.
fn woken_putter(plan: &mut Plan) {
    plan.scenario(label!("ef-scn-woken-putter"), || {
        grader_kit::scenario::deadlock_explained_by(take_left_waiting);
        let q: Queue<u32> = Arc::new(ExpressFirst::new(1));
        let occupancy = Arc::new(Occupancy::new(1, Class::NoRecheck));
        let putters: Vec<_> = [(vec![101, 102], true), (vec![201], false)]
            .into_iter()
            .enumerate()
            .map(|(p, (items, express))| {
                let (q, occupancy) = (q.clone(), occupancy.clone());
                spawn(format!("producer {}", p + 1), move || {
                    for item in items {
                        put(&q, item, express);
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
        let mut got = join_all(vec![consumer]);
        for _ in 0..2 {
            occupancy.take_begins();
            got.push(take(&q));
        }
        join_all(putters);
        exactly_once(&[101, 102, 201], &got);
        occupancy.verdict();
    });
}

/// On real threads: a producer waits on a full queue, main takes one and at once puts one
/// itself, round after round (`stress::overtaken`), items in both lanes. A woken put that
/// does not look again overfills the queue.
fn overtaken_putter(capacity: usize) {
    let q: Queue<u32> = Arc::new(ExpressFirst::new(capacity));
    let occupancy = Arc::new(Occupancy::new(capacity, Class::NoRecheck));
    let ledger = Arc::new(Ledger::default());
    let puts = {
        let (q, occupancy, ledger) = (q.clone(), occupancy.clone(), ledger.clone());
        move || {
            let item = ledger.next();
            put(&q, item, item % 2 == 0);
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

/// On real threads: a consumer waits on an empty queue, main puts one (in either lane)
/// and at once takes one itself, round after round. A woken take that does not look
/// again finds both lanes empty.
fn overtaken_taker() {
    let q: Queue<u32> = Arc::new(ExpressFirst::new(1));
    let ledger = Arc::new(Ledger::default());
    let takes = {
        let (q, ledger) = (q.clone(), ledger.clone());
        move || ledger.got(take(&q))
    };
    let puts = {
        let (q, ledger) = (q.clone(), ledger.clone());
        move || {
            let item = ledger.next();
            put(&q, item, item % 2 == 0);
        }
    };
    overtaken("consumer", 0, takes, puts);
    ledger.every_item_once();
}

/// "2 takes on an empty queue, then puts: express express", in the student's language.
fn either_lane_label(consumers: usize, lanes: &str) -> Label {
    label!("ef-scn-takes-on-empty", "consumers" => consumers, "lanes" => lanes)
}

/// Takers wait on an empty queue; items then arrive in one lane only, or in both: every
/// taker wakes for an item in either lane.
fn take_waits_for_either_lane(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "ef-take-missed-lane");
    for (capacity, consumers, lanes) in [(2, 1, "e"), (2, 2, "e e"), (1, 2, "s e"), (3, 2, "e s")] {
        plan.scenario(either_lane_label(consumers, lanes), move || {
            let q: Queue<u32> = Arc::new(ExpressFirst::new(capacity));
            let takers: Vec<_> = (1..=consumers)
                .map(|c| {
                    let q = q.clone();
                    spawn(format!("consumer {c}"), move || take(&q))
                })
                .collect();
            yield_now();
            let mut sent = Vec::new();
            for (n, step) in steps(lanes).enumerate() {
                let item = 11 + n as u32;
                put(&q, item, step == 'e');
                sent.push(item);
            }
            let got = join_all(takers);
            exactly_once(&sent, &got);
        });
    }
    // A take woken from its wait must look again: on real threads too, where a panic right
    // after the wait says it did not (the kit tells it so).
    plan.on_real_threads(label!("ef-real-overtaken-taker"), overtaken_taker);
}

/// "capacity 1: a producer of 2 express, a producer of 3 standard, one packer", in the student's language.
fn lanes_label(capacity: usize, express: usize, standard: usize) -> Label {
    label!("ef-scn-two-producers", "capacity" => capacity, "express" => express, "standard" => standard)
}

/// One taker, one producer per lane. Since nobody else takes, an express item whose put
/// returned before a standard item's put began is inside when that standard item is
/// taken: taking the standard one then is wrong, whatever the interleaving. Within a
/// lane, items come out in the order they went in.
fn express_first_while_waiting(plan: &mut Plan) {
    for (capacity, express, standard) in [(1, 2, 2), (2, 2, 3), (3, 3, 2), (2, 1, 3)] {
        plan.scenario(lanes_label(capacity, express, standard), move || {
            let q: Queue<u32> = Arc::new(ExpressFirst::new(capacity));
            // Express puts returned so far, and for each standard item how many had
            // returned before its put began.
            let express_in = Arc::new(AtomicUsize::new(0));
            let before: Arc<Vec<AtomicUsize>> = Arc::new((0..standard).map(|_| AtomicUsize::new(0)).collect());
            let fast = {
                let (q, express_in) = (q.clone(), express_in.clone());
                spawn("express producer", move || {
                    for i in 0..express {
                        put(&q, 101 + i as u32, true);
                        express_in.fetch_add(1, Ordering::SeqCst);
                    }
                })
            };
            let slow = {
                let (q, express_in, before) = (q.clone(), express_in.clone(), before.clone());
                spawn("standard producer", move || {
                    for i in 0..standard {
                        before[i].store(express_in.load(Ordering::SeqCst), Ordering::SeqCst);
                        put(&q, 201 + i as u32, false);
                    }
                })
            };
            let packer = {
                let (q, express_in, before) = (q.clone(), express_in.clone(), before.clone());
                spawn("packer", move || {
                    let mut got = Vec::new();
                    let mut express_taken = 0;
                    for _ in 0..express + standard {
                        let inside_at_start = express_in.load(Ordering::SeqCst);
                        let item = take(&q);
                        got.push(item);
                        if item >= 201 {
                            let queued_before = before
                                .get((item - 201) as usize)
                                .map_or(0, |b| b.load(Ordering::SeqCst));
                            let known = inside_at_start.max(queued_before);
                            if known > express_taken {
                                fail(
                                    Class::OutOfOrder,
                                    "ef-standard-while-express-waits",
                                    args!("item" => item, "waiting" => known - express_taken),
                                );
                            }
                        } else {
                            express_taken += 1;
                        }
                    }
                    got
                })
            };
            join_all(vec![fast, slow]);
            let got = join_all(vec![packer]).remove(0);
            let sent: Vec<u32> = (0..express)
                .map(|i| 101 + i as u32)
                .chain((0..standard).map(|i| 201 + i as u32))
                .collect();
            exactly_once(&sent, &got);
            for first in [101, 201] {
                let in_lane: Vec<u32> = got
                    .iter()
                    .copied()
                    .filter(|i| (first..first + 100).contains(i))
                    .collect();
                let mut sorted = in_lane.clone();
                sorted.sort_unstable();
                ensure(
                    in_lane == sorted,
                    Class::OutOfOrder,
                    "ef-lane-not-fifo",
                    || args!("lane" => lane(first == 101), "got" => list(&in_lane)),
                );
            }
        });
    }
}

/// A `take` on an empty queue and a `put` on a full one, while main is away for a long
/// while: each must sleep in its wait. One that keeps trying (the lock in a loop, with
/// `yield_now` or without) is then the only thread that can run, and one that naps is
/// seen in its sleep (`busy-wait`).
fn no_busy_waiting(plan: &mut Plan) {
    for (capacity, lanes) in [(1, "e"), (2, "s e")] {
        plan.scenario(label!("ef-scn-take-away", "capacity" => capacity), move || {
            let q: Queue<u32> = Arc::new(ExpressFirst::new(capacity));
            let consumer = {
                let q = q.clone();
                spawn("consumer", move || take(&q))
            };
            away_while_they_wait("take()");
            let mut sent = Vec::new();
            for (n, step) in steps(lanes).enumerate() {
                let item = 11 + n as u32;
                put(&q, item, step == 'e');
                sent.push(item);
            }
            let mut got = join_all(vec![consumer]);
            got.extend((1..sent.len()).map(|_| take(&q)));
            exactly_once(&sent, &got);
        });
    }
    for (capacity, fill, extra) in [(1, "s", true), (2, "e s", false)] {
        plan.scenario(full_away_label(capacity, fill, extra), move || {
            let q: Queue<u32> = Arc::new(ExpressFirst::new(capacity));
            let occupancy = Arc::new(Occupancy::new(capacity, Class::CapacityExceeded));
            let mut sent = Vec::new();
            for (n, step) in steps(fill).enumerate() {
                put(&q, n as u32 + 1, step == 'e');
                occupancy.put_returned();
                sent.push(n as u32 + 1);
            }
            let producer = {
                let (q, occupancy) = (q.clone(), occupancy.clone());
                spawn("producer", move || {
                    put(&q, 99, extra);
                    occupancy.put_returned();
                })
            };
            sent.push(99);
            away_while_they_wait(&format!("put(99, {})", lane(extra)));
            let mut got = Vec::new();
            for _ in 0..sent.len() {
                occupancy.take_begins();
                got.push(take(&q));
            }
            join_all(vec![producer]);
            exactly_once(&sent, &got);
            occupancy.verdict();
        });
    }
}

/// "a put (express) on a full queue of 2 (express, standard), while main is away", in the student's language.
fn full_away_label(capacity: usize, fill: &str, extra: bool) -> Label {
    label!("ef-scn-put-away", "capacity" => capacity, "fill" => fill, "extra" => lane(extra))
}

/// "capacity 2, 2 producers × 3 items (both lanes), 2 consumers", in the student's language.
fn many_label(capacity: usize, producers: usize, each: usize, consumers: usize) -> Label {
    label!("ef-scn-many", "capacity" => capacity, "producers" => producers, "each" => each, "consumers" => consumers)
}

/// Items of producer `p`, in both lanes: `(item, express)`.
fn items_of(p: usize, each: usize) -> Vec<(u32, bool)> {
    (0..each)
        .map(|i| ((p as u32 + 1) * 100 + i as u32 + 1, (p + i).is_multiple_of(2)))
        .collect()
}

/// Several producers putting into both lanes and consumers taking until a pill (in the
/// standard lane, after every item): every item once, never above the capacity.
fn every_item_once(plan: &mut Plan) {
    for (capacity, producers, consumers, each) in [(2, 2, 2, 3), (1, 2, 2, 2), (3, 3, 2, 2)] {
        plan.scenario(many_label(capacity, producers, each, consumers), move || {
            let q: Queue<Option<u32>> = Arc::new(ExpressFirst::new(capacity));
            let occupancy = Arc::new(Occupancy::new(capacity, Class::CapacityExceeded));
            let putters: Vec<_> = (0..producers)
                .map(|p| {
                    let (q, occupancy) = (q.clone(), occupancy.clone());
                    spawn(format!("producer {}", p + 1), move || {
                        for (item, express) in items_of(p, each) {
                            put(&q, Some(item), express);
                            occupancy.put_returned();
                        }
                    })
                })
                .collect();
            let takers: Vec<_> = (1..=consumers)
                .map(|c| {
                    let (q, occupancy) = (q.clone(), occupancy.clone());
                    spawn(format!("consumer {c}"), move || {
                        let mut got = Vec::new();
                        loop {
                            occupancy.take_begins();
                            match take(&q) {
                                Some(item) => got.push(item),
                                None => return got,
                            }
                        }
                    })
                })
                .collect();
            join_all(putters);
            for _ in 0..consumers {
                put(&q, None, false);
                occupancy.put_returned();
            }
            let got: Vec<u32> = join_all(takers).concat();
            let sent: Vec<u32> = (0..producers).flat_map(|p| items_of(p, each)).map(|(i, _)| i).collect();
            exactly_once(&sent, &got);
            occupancy.verdict();
        });
    }
}

/// Consumers take a fixed number of items each, so a lost or forgotten wake-up (one
/// Condvar for putters and takers with `notify_one`) leaves one waiting.
fn nobody_waits_forever(plan: &mut Plan) {
    for (capacity, producers, consumers, each) in [(1, 1, 1, 3), (1, 2, 3, 3), (2, 2, 3, 3), (1, 3, 2, 2)] {
        plan.scenario(many_label(capacity, producers, each, consumers), move || {
            let q: Queue<u32> = Arc::new(ExpressFirst::new(capacity));
            let total = producers * each;
            let putters: Vec<_> = (0..producers)
                .map(|p| {
                    let q = q.clone();
                    spawn(format!("producer {}", p + 1), move || {
                        for (item, express) in items_of(p, each) {
                            put(&q, item, express);
                        }
                    })
                })
                .collect();
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
            let sent: Vec<u32> = (0..producers).flat_map(|p| items_of(p, each)).map(|(i, _)| i).collect();
            exactly_once(&sent, &got);
        });
    }
}

/// "run: 5 orders, capacity 2, 2 packers", in the student's language.
fn run_label(count: usize, capacity: usize, packers: usize) -> Label {
    label!("pp-scn-run", "orders" => count, "capacity" => capacity, "packers" => packers)
}

/// The student's `run`, traced with what it returned (by order numbers).
fn run_traced(orders: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let what = format!("run({} orders, {capacity}, {packers})", orders.len());
    struct Packed(Vec<Order>);
    impl Debug for Packed {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            Ids(&self.0).fmt(f)
        }
    }
    call(what, || Packed(run(orders, capacity, packers))).0
}

/// `run` packs every order once, and no pill stops a packer while an order waits.
fn run_packs_every_order(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "ef-run-hangs");
    for (count, capacity, packers) in [(5, 1, 2), (4, 2, 3), (6, 3, 1), (0, 2, 2), (5, 4, 2), (7, 2, 2)] {
        plan.scenario(run_label(count, capacity, packers), move || {
            let sent = numbered(6001, count);
            let got = run_traced(&sent, capacity, packers);
            once(&sent, &got);
        });
    }
}

/// The given main on the explorer: its report must not depend on the interleaving.
fn same_report_every_run(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "ef-run-hangs");
    plan.scenario(label!("pp-scn-given-data"), || {
        let orders = given_eight();
        same_report(&orders, &run_traced(&orders, 3, 2));
    });
}
