//! Hidden checks of exercise 2, poison pills.
//!
//! `front` and `pack` are each checked with partners of the check's own, so a finding
//! points at the function that is wrong; `run` is checked whole. Counts of orders and
//! packers, capacities and the orders themselves vary, so nothing tuned to the given
//! data passes. The oracles look only at what comes out, never at how it is built.

use conveyor::sync::{Arc, Mutex};
use conveyor::{BoundedQueue, Order};
use grader_kit::orders::{QueueKeys, ensure_one_pill_per_packer, expect_packers_side_by_side, queues_made_with};
use grader_kit::queues::exactly_once;
use grader_kit::scenario::{Label, deadlock_means_with, join_all, spawn};
use grader_kit::stress::away_while_they_wait;
use grader_kit::trace::{call, call_unit};
use grader_kit::{Check, Class, Plan, args, fail, label};
use poison_pills::{front, pack, run};
use std::collections::HashSet;
use std::fmt;

fn main() {
    grader_kit::main(&[
        Check {
            name: "one-pill-per-packer",
            plan: one_pill_per_packer,
        },
        Check {
            name: "pills-after-orders",
            plan: pills_after_orders,
        },
        Check {
            name: "front-with-packers",
            plan: front_with_packers,
        },
        Check {
            name: "pack-until-pill",
            plan: pack_until_pill,
        },
        Check {
            name: "run-queue-capacity",
            plan: run_queue_capacity,
        },
        Check {
            name: "run-packs-every-order",
            plan: run_packs_every_order,
        },
        Check {
            name: "same-report-every-run",
            plan: same_report_every_run,
        },
        Check {
            name: "no-busy-waiting",
            plan: no_busy_waiting,
        },
    ]);
}

type Queue = Arc<BoundedQueue<Option<Order>>>;

/// `count` orders numbered from `first`, with amounts and kinds unlike the given data's.
fn orders(first: u32, count: usize) -> Vec<Order> {
    (first..first + count as u32)
        .map(|id| Order {
            id,
            euro: 10 + 5 * (id % 7),
            express: id % 3 == 0,
        })
        .collect()
}

/// The given main's orders (the seed's data).
fn given() -> Vec<Order> {
    conveyor::shop::eight_orders()
}

/// An order as findings name it, by its number; compared whole, so a changed amount counts.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Shown(Order);

impl fmt::Debug for Shown {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0.id)
    }
}

fn shown(orders: &[Order]) -> Vec<Shown> {
    orders.iter().copied().map(Shown).collect()
}

/// Every order sent comes out exactly once: lost-item or duplicate-item otherwise.
fn packed_once(sent: &[Order], got: &[Order]) {
    exactly_once(&shown(sent), &shown(got));
}

/// With the queue empty at the end, every order came out of it: one that is not in
/// `packed` was taken by a packer and dropped (lost-item, said so, not "never came out").
fn taken_and_packed(sent: &[Order], got: &[Order]) {
    let lost: Vec<Shown> = sent
        .iter()
        .filter(|order| !got.iter().any(|g| g.id == order.id))
        .copied()
        .map(Shown)
        .collect();
    if !lost.is_empty() {
        fail(
            Class::LostItem,
            "pp-taken-not-packed",
            args!("lost" => lost.len(), "total" => sent.len(), "orders" => grader_kit::queues::list(&lost)),
        );
    }
}

/// The student's `front` alone, on a queue with room for every order and twice as many
/// pills as packers (so it need not wait); then what it put, in queue order.
fn front_alone(orders: &[Order], packers: usize) -> Vec<Option<Order>> {
    let queue = BoundedQueue::new(orders.len() + 2 * packers);
    call_unit(format!("front({} orders, &queue, {packers})", orders.len()), || {
        front(orders, &queue, packers)
    });
    (0..queue.len()).map(|_| call("take()", || queue.take())).collect()
}

/// "front alone: 3 orders, 1 packer, room for everything", in the student's language.
fn front_alone_label(count: usize, packers: usize) -> Label {
    label!("pp-scn-front-alone", "orders" => count, "packers" => packers)
}

/// The front alone, counted: one pill per packer, whatever the number of packers.
fn one_pill_per_packer(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "pp-front-stuck");
    for (count, packers) in [(3, 1), (4, 3), (2, 2), (0, 4), (5, 2)] {
        plan.sequential(front_alone_label(count, packers), move || {
            let put = front_alone(&orders(2001, count), packers);
            ensure_one_pill_per_packer(&put, packers, "pp-pills-count");
        });
    }
}

/// The front alone: every order once, and no pill in front of an order.
fn pills_after_orders(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "pp-front-stuck");
    for (count, packers) in [(3, 2), (5, 1), (1, 3)] {
        plan.sequential(front_alone_label(count, packers), move || {
            let sent = orders(3001, count);
            let put = front_alone(&sent, packers);
            let got: Vec<Order> = put.iter().flatten().copied().collect();
            packed_once(&sent, &got);
            let first_pill = put.iter().position(Option::is_none).unwrap_or(put.len());
            if let Some(Some(order)) = put[first_pill..].iter().find(|item| item.is_some()) {
                fail(Class::LostItem, "pp-pill-before-order", args!("order" => order.id));
            }
        });
    }
}

/// Takes until a pill comes, as a correct packer does; what it took before the pill.
fn take_until_pill(queue: &BoundedQueue<Option<Order>>) -> Vec<Order> {
    let mut got = Vec::new();
    while let Some(order) = call("take()", || queue.take()) {
        got.push(order);
    }
    got
}

/// Pills taken by the check's packers so far: what a deadlock means follows from it. Fewer
/// pills than packers leave a packer waiting in take; more leave the front waiting in put.
struct Pills {
    packers: usize,
    taken: std::sync::atomic::AtomicUsize,
}

impl Pills {
    fn new(packers: usize) -> Arc<Pills> {
        let pills = Arc::new(Pills {
            packers,
            taken: Default::default(),
        });
        pills.tell();
        pills
    }

    fn took_one(&self) {
        self.taken.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        self.tell();
    }

    fn tell(&self) {
        let taken = self.taken.load(std::sync::atomic::Ordering::SeqCst);
        let key = if taken >= self.packers {
            "pp-pills-too-many"
        } else {
            "pp-missed-pill"
        };
        deadlock_means_with(Class::Deadlock, key, args!("packers" => self.packers, "pills" => taken));
    }
}

/// "the front with 2 packers of the check's own: 4 orders, capacity 1", in the student's language.
fn front_with_packers_label(count: usize, capacity: usize, packers: usize) -> Label {
    label!("pp-scn-front-with-packers", "packers" => packers, "orders" => count, "capacity" => capacity)
}

/// The student's front with correct packers on a small queue: every order is packed
/// once (a front that does not wait for room loses some) and every packer stops.
fn front_with_packers(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "pp-left-waiting");
    for (count, capacity, packers) in [(4, 1, 2), (5, 2, 3), (3, 3, 1), (0, 1, 3), (6, 2, 4)] {
        plan.scenario(front_with_packers_label(count, capacity, packers), move || {
            let sent = orders(4001, count);
            let queue: Queue = Arc::new(BoundedQueue::new(capacity));
            let site = {
                let (queue, sent) = (queue.clone(), sent.clone());
                spawn("front", move || {
                    call_unit(format!("front({count} orders, &queue, {packers})"), || {
                        front(&sent, &queue, packers)
                    })
                })
            };
            let pills = Pills::new(packers);
            let takers: Vec<_> = (1..=packers)
                .map(|p| {
                    let (queue, pills) = (queue.clone(), pills.clone());
                    spawn(format!("packer {p}"), move || {
                        let got = take_until_pill(&queue);
                        pills.took_one();
                        got
                    })
                })
                .collect();
            let got = join_all(takers).concat();
            join_all(vec![site]);
            packed_once(&sent, &got);
        });
    }
}

/// "2 packers behind a correct front: 4 orders, capacity 6", in the student's language.
fn behind_front_label(count: usize, capacity: usize, packers: usize) -> Label {
    label!("pp-scn-packers-behind-front", "packers" => packers, "orders" => count, "capacity" => capacity)
}

/// The student's packers behind a correct front (orders, then one pill per packer):
/// every order packed once, and every packer stops at its pill.
fn pack_until_pill(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "pp-packer-never-stops");
    // Room for everything first: the front never waits, so a packer that stops early
    // shows as lost orders rather than as a front left waiting.
    for (count, capacity, packers) in [(4, 6, 2), (5, 1, 2), (3, 2, 3), (0, 1, 2), (4, 2, 1)] {
        plan.scenario(behind_front_label(count, capacity, packers), move || {
            let sent = orders(5001, count);
            let queue: Queue = Arc::new(BoundedQueue::new(capacity));
            let packed = Arc::new(Mutex::new(Vec::new()));
            let site = {
                let (queue, sent) = (queue.clone(), sent.clone());
                spawn("front", move || {
                    for order in sent {
                        call_unit(format!("put(Some({}))", order.id), || queue.put(Some(order)));
                    }
                    for _ in 0..packers {
                        call_unit("put(None)", || queue.put(None));
                    }
                })
            };
            let workers: Vec<_> = (1..=packers)
                .map(|p| {
                    let (queue, packed) = (queue.clone(), packed.clone());
                    spawn(format!("packer {p}"), move || {
                        call_unit("pack(&queue, &packed)", || pack(&queue, &packed))
                    })
                })
                .collect();
            join_all(workers);
            join_all(vec![site]);
            let got = packed.lock().unwrap_or_else(|e| e.into_inner()).clone();
            if queue.is_empty() {
                taken_and_packed(&sent, &got);
            }
            packed_once(&sent, &got);
        });
    }
}

/// "run: 5 orders, capacity 2, 2 packers", in the student's language.
fn run_label(count: usize, capacity: usize, packers: usize) -> Label {
    label!("pp-scn-run", "orders" => count, "capacity" => capacity, "packers" => packers)
}

/// The student's `run`, traced; its result is not shown in the trace (it is long).
fn run_traced(orders: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let mut got = Vec::new();
    let what = format!("run({} orders, {capacity}, {packers})", orders.len());
    call_unit(what, || got = run(orders, capacity, packers));
    got
}

/// `run` makes its queue with exactly the capacity asked for: a bigger one lets the
/// front run further ahead of the packers than allowed.
fn run_queue_capacity(plan: &mut Plan) {
    for (count, capacity, packers) in [(5, 2, 2), (3, 1, 1), (4, 4, 3), (6, 3, 2)] {
        plan.scenario(run_label(count, capacity, packers), move || {
            let sent = orders(6001, count);
            queues_made_with(
                capacity,
                QueueKeys {
                    none: "pp-no-queue",
                    wrong: "pp-queue-capacity",
                },
                || {
                    run_traced(&sent, capacity, packers);
                },
            );
        });
    }
}

/// `run` returns every order exactly once, and only when every packer is done.
fn run_packs_every_order(plan: &mut Plan) {
    for (count, capacity, packers) in [(5, 1, 2), (4, 2, 3), (6, 3, 1), (0, 2, 2), (5, 4, 4), (7, 2, 2)] {
        plan.scenario(run_label(count, capacity, packers), move || {
            let sent = orders(7001, count);
            let got = run_traced(&sent, capacity, packers);
            packed_once(&sent, &got);
            expect_packers_side_by_side(packers);
        });
    }
}

/// What the given main's report prints, as numbers.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Figures {
    packed: usize,
    distinct: usize,
    express: usize,
    express_euro: u32,
    standard: usize,
    standard_euro: u32,
}

impl Figures {
    fn of(packed: &[Order]) -> Figures {
        let kind = |express: bool| packed.iter().filter(move |o| o.express == express);
        Figures {
            packed: packed.len(),
            distinct: packed.iter().collect::<HashSet<_>>().len(),
            express: kind(true).count(),
            express_euro: kind(true).map(|o| o.euro).sum(),
            standard: kind(false).count(),
            standard_euro: kind(false).map(|o| o.euro).sum(),
        }
    }
}

/// The given main on the explorer: its report must not depend on the interleaving.
fn same_report_every_run(plan: &mut Plan) {
    plan.scenario(label!("pp-scn-given-data"), || {
        let orders = given();
        let (want, got) = (Figures::of(&orders), Figures::of(&run_traced(&orders, 3, 2)));
        if got != want {
            fail(
                Class::WrongOutput,
                "pp-report-differs",
                args!(
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
    });
}

/// Each role that must wait, while main, its partner, is away for a long while: the front
/// on a full queue (the packers away), the packers on an empty one (nothing to pack yet).
/// A thread that waits sleeps in `put` or `take`; one that keeps trying (`try_put` again
/// and again, `is_empty` in a loop) is then the only thread that can run, and one that
/// naps is seen in its sleep (`busy-wait`).
fn no_busy_waiting(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "pp-left-waiting");
    for (count, capacity, packers) in [(3, 1, 1), (4, 2, 2)] {
        let label =
            label!("pp-scn-front-packers-away", "orders" => count, "capacity" => capacity, "packers" => packers);
        plan.scenario(label, move || {
            let sent = orders(4101, count);
            let queue: Queue = Arc::new(BoundedQueue::new(capacity));
            let site = {
                let (queue, sent) = (queue.clone(), sent.clone());
                spawn("front", move || {
                    call_unit(format!("front({count} orders, &queue, {packers})"), || {
                        front(&sent, &queue, packers)
                    })
                })
            };
            away_while_they_wait("front()");
            let got: Vec<Order> = (0..packers).flat_map(|_| take_until_pill(&queue)).collect();
            join_all(vec![site]);
            packed_once(&sent, &got);
        });
    }
    for (count, capacity, packers) in [(2, 1, 1), (3, 2, 2)] {
        let label =
            label!("pp-scn-packers-nothing-yet", "orders" => count, "capacity" => capacity, "packers" => packers);
        plan.scenario(label, move || {
            let sent = orders(5101, count);
            let queue: Queue = Arc::new(BoundedQueue::new(capacity));
            let packed = Arc::new(Mutex::new(Vec::new()));
            let workers: Vec<_> = (1..=packers)
                .map(|p| {
                    let (queue, packed) = (queue.clone(), packed.clone());
                    spawn(format!("packer {p}"), move || {
                        call_unit("pack(&queue, &packed)", || pack(&queue, &packed))
                    })
                })
                .collect();
            away_while_they_wait("pack()");
            for order in &sent {
                call_unit(format!("put(Some({}))", order.id), || queue.put(Some(*order)));
            }
            for _ in 0..packers {
                call_unit("put(None)", || queue.put(None));
            }
            join_all(workers);
            let got = packed.lock().unwrap_or_else(|e| e.into_inner()).clone();
            packed_once(&sent, &got);
        });
    }
}
