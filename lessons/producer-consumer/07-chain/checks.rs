//! Hidden checks of exercise 7, a chain: front → orders → packers → boxes → courier.
//!
//! What the lesson teaches, and the check that demands it:
//! - a packer boxes its orders until its own pill and puts no courier pill of its own
//!   (`pack-boxes-its-orders`); the courier delivers until its pill
//!   (`courier-delivers-until-pill`);
//! - the courier's pill only once every packer is done: never before, never one per packer,
//!   never two (`packers-with-courier`, `run-delivers-every-order`: what `run`'s queues
//!   still hold when it returns is a pill too many);
//! - both queues exactly as big as asked (`run-queue-capacities`), and the same report every
//!   run (`same-report-every-run`);
//! - whoever must wait sleeps in `take` or `put`: the courier on empty boxes, a packer on
//!   an empty order queue or a full box queue, each while its partner is away
//!   (`no-busy-waiting`).
//!
//! `pack` and `courier` are checked alone on queues of the check's own (so a finding
//! points at the function that is wrong), the packers with a front and a courier of the
//! check's own, and `run` whole. Counts, capacities (both queues) and the orders vary.

use chain::{courier, pack, run};
use conveyor::sync::Arc;
use conveyor::{BoundedQueue, Order};
use grader_kit::oracle::ensure;
use grader_kit::orders::{Ids, drain, given_eight, numbered, once, shown, take_until_pill};
use grader_kit::queues::list;
use grader_kit::scenario::{Label, join_all, spawn};
use grader_kit::stress::away_while_they_wait;
use grader_kit::trace::{call, call_unit};
use grader_kit::{Check, Class, Plan, args, fail, label};

fn main() {
    grader_kit::main(&[
        Check {
            name: "pack-boxes-its-orders",
            plan: pack_boxes_its_orders,
        },
        Check {
            name: "courier-delivers-until-pill",
            plan: courier_delivers_until_pill,
        },
        Check {
            name: "packers-with-courier",
            plan: packers_with_courier,
        },
        Check {
            name: "run-queue-capacities",
            plan: run_queue_capacities,
        },
        Check {
            name: "run-delivers-every-order",
            plan: run_delivers_every_order,
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

/// A queue holding `items` and room for `spare` more.
fn queue_of(items: &[Option<Order>], spare: usize) -> BoundedQueue<Option<Order>> {
    let queue = BoundedQueue::new(items.len() + spare);
    for &item in items {
        queue.put(item);
    }
    queue
}

/// "pack alone: 3 orders, its pill, another packer's pill", in the student's language.
fn pack_alone_label(count: usize) -> Label {
    label!("ch-scn-pack-alone", "orders" => count)
}

/// One packer alone: the orders, its pill and another packer's pill are waiting; it
/// boxes exactly its orders, puts no pill into the boxes and leaves the other pill.
fn pack_boxes_its_orders(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "ch-pack-never-stops");
    for count in [3, 1, 0, 4] {
        plan.sequential(pack_alone_label(count), move || {
            let sent = numbered(7101, count);
            let waiting: Vec<Option<Order>> = sent.iter().copied().map(Some).chain([None, None]).collect();
            let orders = queue_of(&waiting, 0);
            let boxes = BoundedQueue::new(count + 2);
            call_unit(format!("pack(&orders [{count} orders, 2 pills], &boxes)"), || {
                pack(&orders, &boxes)
            });
            let boxed = drain(&boxes);
            if boxed.iter().any(Option::is_none) {
                fail(Class::LostItem, "ch-pack-put-pill", args!());
            }
            let boxed: Vec<Order> = boxed.into_iter().flatten().collect();
            once(&sent, &boxed);
            let left = orders.len();
            ensure(left != 0, Class::Deadlock, "ch-pack-took-two-pills", || args!());
            // More than the other packer's pill: it put one back (a pill passed on).
            ensure(
                left <= 1,
                Class::LostItem,
                "ch-pack-put-pill-back",
                || args!("left" => left),
            );
        });
    }
}

/// "the courier alone: 3 boxes, its pill, one more box", in the student's language.
fn courier_alone_label(count: usize) -> Label {
    label!("ch-scn-courier-alone", "boxes" => count)
}

/// The courier alone: it delivers the boxes before its pill, in the order it took them,
/// and takes nothing after the pill.
fn courier_delivers_until_pill(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "ch-courier-never-stops");
    for count in [3, 1, 0, 5] {
        plan.sequential(courier_alone_label(count), move || {
            let sent = numbered(7201, count);
            let after = numbered(7299, 1)[0];
            let waiting: Vec<Option<Order>> = sent.iter().copied().map(Some).chain([None, Some(after)]).collect();
            let boxes = queue_of(&waiting, 0);
            let what = format!("courier(&boxes [{count} boxes, the pill, one more])");
            let delivered = call(what.clone(), || Delivered(courier(&boxes))).0;
            if delivered.contains(&after) {
                fail(
                    Class::LostItem,
                    "ch-courier-took-after-pill",
                    args!("order" => after.id),
                );
            }
            once(&sent, &delivered);
            ensure(
                shown(&delivered) == shown(&sent),
                Class::OutOfOrder,
                "ch-courier-order",
                || args!("sent" => list(&shown(&sent)), "got" => list(&shown(&delivered))),
            );
        });
    }
    // The boxes still coming while the courier runs, on a queue with room for them all:
    // a courier that stops at an empty queue, not at its pill, leaves some undelivered.
    for count in [2, 1] {
        plan.scenario(label!("ch-scn-courier-boxes-coming", "boxes" => count), move || {
            let sent = numbered(7251, count);
            let boxes: Queue = Arc::new(BoundedQueue::new(count + 1));
            let delivery = {
                let boxes = boxes.clone();
                spawn("courier", move || {
                    call("courier(&boxes)", || Delivered(courier(&boxes))).0
                })
            };
            for order in &sent {
                call_unit(format!("put(Some({}))", order.id), || boxes.put(Some(*order)));
            }
            call_unit("put(None)", || boxes.put(None));
            let delivered = join_all(vec![delivery]).remove(0);
            once(&sent, &delivered);
        });
    }
}

/// What a courier delivered, shown in a trace by the orders' numbers.
struct Delivered(Vec<Order>);

impl std::fmt::Debug for Delivered {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        Ids(&self.0).fmt(f)
    }
}

/// "2 packers between a front and a courier of the check's own: 4 orders, capacity 1", in the student's language.
fn packers_label(count: usize, capacity: usize, packers: usize) -> Label {
    label!("ch-scn-packers", "packers" => packers, "orders" => count, "capacity" => capacity)
}

/// The student's packers between a correct front and a correct courier, whose pill the
/// check puts once it has joined every packer: every order is delivered exactly once.
fn packers_with_courier(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "ch-left-waiting");
    for (count, capacity, packers) in [(4, 1, 2), (5, 2, 3), (3, 1, 1), (6, 2, 2)] {
        plan.scenario(packers_label(count, capacity, packers), move || {
            let sent = numbered(7301, count);
            let orders: Queue = Arc::new(BoundedQueue::new(capacity));
            let boxes: Queue = Arc::new(BoundedQueue::new(capacity));
            let delivery = {
                let boxes = boxes.clone();
                spawn("courier", move || take_until_pill(&boxes))
            };
            let workers: Vec<_> = (1..=packers)
                .map(|p| {
                    let (orders, boxes) = (orders.clone(), boxes.clone());
                    spawn(format!("packer {p}"), move || {
                        call_unit("pack(&orders, &boxes)", || pack(&orders, &boxes))
                    })
                })
                .collect();
            for order in &sent {
                call_unit(format!("put(Some({}))", order.id), || orders.put(Some(*order)));
            }
            for _ in 0..packers {
                call_unit("put(None)", || orders.put(None));
            }
            join_all(workers);
            call_unit("boxes.put(None)", || boxes.put(None));
            let delivered = join_all(vec![delivery]).remove(0);
            once(&sent, &delivered);
        });
    }
}

/// "run: 5 orders, capacity 2, 2 packers", in the student's language.
fn run_label(count: usize, capacity: usize, packers: usize) -> Label {
    label!("pp-scn-run", "orders" => count, "capacity" => capacity, "packers" => packers)
}

/// The student's `run`, traced with what the courier delivered.
fn run_traced(orders: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let what = format!("run({} orders, {capacity}, {packers})", orders.len());
    call(what, || Delivered(run(orders, capacity, packers))).0
}

/// `run` makes both queues with exactly the capacity asked for: a bigger box queue lets
/// the packers run ahead of the courier without limit.
fn run_queue_capacities(plan: &mut Plan) {
    for (count, capacity, packers) in [(4, 1, 2), (3, 2, 1), (5, 3, 2)] {
        plan.scenario(run_label(count, capacity, packers), move || {
            let sent = numbered(7401, count);
            // Only the queues that run makes count.
            grader_kit::probe::take_queues_made();
            run_traced(&sent, capacity, packers);
            let made = grader_kit::probe::take_queues_made();
            ensure(
                made.len() >= 2,
                Class::WrongOutput,
                "ch-two-queues",
                || args!("made" => made.len(), "capacity" => capacity),
            );
            if let Some(&wrong) = made.iter().find(|&&c| c != capacity) {
                let class = if wrong > capacity {
                    Class::CapacityExceeded
                } else {
                    Class::WrongOutput
                };
                fail(
                    class,
                    "ch-queue-capacity",
                    args!("capacity" => capacity, "made" => list(&made)),
                );
            }
        });
    }
}

/// `run` returns every order delivered exactly once, returns at all, and leaves nothing
/// in its queues: every pill that went in was taken by a thread that stops at it.
fn run_delivers_every_order(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "ch-run-hangs");
    for (count, capacity, packers) in [(5, 1, 2), (4, 2, 3), (6, 2, 1), (0, 1, 2), (5, 3, 2), (3, 1, 3)] {
        plan.scenario(run_label(count, capacity, packers), move || {
            let sent = numbered(7501, count);
            // Only the queues that run makes count.
            grader_kit::probe::take_queues_seen();
            let delivered = run_traced(&sent, capacity, packers);
            let queues = grader_kit::probe::take_queues_seen();
            once(&sent, &delivered);
            // Every order was delivered once, so what is still inside is a pill nobody
            // stops at: a second courier pill (two packers that both took themselves for
            // the last), or a packer pill too many. The contract's one pill per packer and
            // exactly one for the courier leave both queues empty, whoever puts them.
            let left: usize = queues.iter().map(|q| q.inside).sum();
            ensure(left == 0, Class::LostItem, "ch-pills-left", || args!("left" => left));
        });
    }
}

/// The given main on the explorer: 8 of 8, each once, in every interleaving.
fn same_report_every_run(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "ch-run-hangs");
    plan.scenario(label!("pp-scn-given-data"), || {
        let orders = given_eight();
        let delivered = run_traced(&orders, 3, 2);
        let each_once = delivered.len() == orders.len() && orders.iter().all(|o| delivered.contains(o));
        ensure(
            each_once,
            Class::WrongOutput,
            "ch-report-differs",
            || args!("delivered" => delivered.len(), "once" => if each_once { "yes" } else { "no" }),
        );
    });
}

/// Each role that must wait, while main, its partner, is away for a long while: the
/// courier with no boxes yet, a packer with no orders yet, a packer whose boxes are full.
/// A thread that waits sleeps in `take` or `put`; one that keeps trying (`is_empty` or
/// `try_put` in a loop) is then the only thread that can run, and one that naps is seen
/// in its sleep (`busy-wait`).
fn no_busy_waiting(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "ch-left-waiting");
    for (count, capacity) in [(2, 1), (3, 2)] {
        plan.scenario(
            label!("ch-scn-courier-away", "boxes" => count, "capacity" => capacity),
            move || {
                let sent = numbered(7601, count);
                let boxes: Queue = Arc::new(BoundedQueue::new(capacity));
                let delivery = {
                    let boxes = boxes.clone();
                    spawn("courier", move || {
                        call("courier(&boxes)", || Delivered(courier(&boxes))).0
                    })
                };
                away_while_they_wait("courier()");
                for order in &sent {
                    call_unit(format!("put(Some({}))", order.id), || boxes.put(Some(*order)));
                }
                call_unit("put(None)", || boxes.put(None));
                let delivered = join_all(vec![delivery]).remove(0);
                once(&sent, &delivered);
            },
        );
    }
    for (count, capacity) in [(2, 1), (3, 2)] {
        plan.scenario(
            label!("ch-scn-packer-no-orders", "orders" => count, "capacity" => capacity),
            move || {
                let sent = numbered(7701, count);
                let orders: Queue = Arc::new(BoundedQueue::new(capacity));
                let boxes: Queue = Arc::new(BoundedQueue::new(count));
                let worker = {
                    let (orders, boxes) = (orders.clone(), boxes.clone());
                    spawn("packer 1", move || {
                        call_unit("pack(&orders, &boxes)", || pack(&orders, &boxes))
                    })
                };
                away_while_they_wait("pack()");
                for order in &sent {
                    call_unit(format!("put(Some({}))", order.id), || orders.put(Some(*order)));
                }
                call_unit("put(None)", || orders.put(None));
                join_all(vec![worker]);
                let boxed: Vec<Order> = drain(&boxes).into_iter().flatten().collect();
                once(&sent, &boxed);
            },
        );
    }
    for (count, capacity) in [(2, 1), (3, 2)] {
        plan.scenario(
            label!("ch-scn-packer-boxes-full", "orders" => count, "capacity" => capacity),
            move || {
                let sent = numbered(7801, count);
                let waiting: Vec<Option<Order>> = sent.iter().copied().map(Some).chain([None]).collect();
                let orders: Queue = Arc::new(queue_of(&waiting, 0));
                let boxes: Queue = Arc::new(BoundedQueue::new(capacity));
                let worker = {
                    let (orders, boxes) = (orders.clone(), boxes.clone());
                    spawn("packer 1", move || {
                        call_unit("pack(&orders, &boxes)", || pack(&orders, &boxes))
                    })
                };
                away_while_they_wait("pack()");
                let boxed: Vec<Order> = (0..count).filter_map(|_| call("take()", || boxes.take())).collect();
                join_all(vec![worker]);
                once(&sent, &boxed);
            },
        );
    }
}
