//! Hidden checks of exercise 5, refusal.
//!
//! What the lesson teaches, and the check that demands it:
//! - the site never waits: alone, with no packers, nothing ever makes room, so a front
//!   that waits for room hangs, and one that waits a little before it tries again takes
//!   virtual time where a front that never waits takes none; every order is accepted or
//!   refused, once, and only a full queue refuses (`every-order-accepted-or-refused`);
//! - a pill must arrive: the pills with `put`, which waits (`pills-reach-every-packer`);
//! - the queue exactly as big as asked (`run-queue-capacity`);
//! - every accepted order packed once, no refused one (`run-packs-every-accepted-order`),
//!   and the same report every run (`same-report-every-run`);
//! - the pills wait for room in `put`, without trying again and again, while the packers
//!   are away (`no-busy-waiting`).
//!
//! `front` is checked alone and with packers of the check's own; `run` whole. Counts of
//! orders and packers, capacities and the orders vary, so nothing tuned to the given data
//! passes. The oracles judge the intake and what was packed, never how the code is written.

use conveyor::sync::Arc;
use conveyor::{BoundedQueue, Order};
use grader_kit::oracle::ensure;
use grader_kit::orders::{
    Ids, QueueKeys, drain, ensure_one_pill_per_packer, expect_packers_side_by_side, full_seen, given_twelve, numbered,
    once, queues_made_with, refused_not_offered_again, shown_queue, take_until_pill,
};
use grader_kit::queues::list;
use grader_kit::scenario::{Label, join_all, spawn};
use grader_kit::stress::away_while_they_wait;
use grader_kit::trace::{call, call_unit};
use grader_kit::{Check, Class, Plan, args, fail, label};
use refusal::{Intake, front, run};

fn main() {
    grader_kit::main(&[
        Check {
            name: "every-order-accepted-or-refused",
            plan: every_order_accepted_or_refused,
        },
        Check {
            name: "pills-reach-every-packer",
            plan: pills_reach_every_packer,
        },
        Check {
            name: "run-queue-capacity",
            plan: run_queue_capacity,
        },
        Check {
            name: "run-packs-every-accepted-order",
            plan: run_packs_every_accepted_order,
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

/// The intake in a trace, by the orders' numbers.
struct Shown(Intake);

impl std::fmt::Debug for Shown {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "accepted {:?}, refused {:?}",
            Ids(&self.0.accepted),
            Ids(&self.0.refused)
        )
    }
}

/// The student's `front`, traced with its intake.
fn front_traced(orders: &[Order], queue: &BoundedQueue<Option<Order>>, packers: usize) -> Intake {
    let what = format!("front({} orders, &queue, {packers})", orders.len());
    call(what, || Shown(front(orders, queue, packers))).0
}

/// Each order offered is in exactly one of the intake's lists.
fn each_in_one_list(orders: &[Order], intake: &Intake) {
    let count = |list: &[Order], order: &Order| list.iter().filter(|o| *o == order).count();
    for order in orders {
        let (a, r) = (count(&intake.accepted, order), count(&intake.refused, order));
        if a > 0 && r > 0 {
            fail(Class::DuplicateItem, "rf-order-in-both", args!("order" => order.id));
        }
        if a + r > 1 {
            fail(
                Class::DuplicateItem,
                "rf-order-twice",
                args!("order" => order.id, "times" => a + r),
            );
        }
    }
    let lost: Vec<u32> = orders
        .iter()
        .filter(|o| count(&intake.accepted, o) + count(&intake.refused, o) == 0)
        .map(|o| o.id)
        .collect();
    ensure(
        lost.is_empty(),
        Class::LostItem,
        "rf-order-in-neither",
        || args!("orders" => list(&lost), "count" => lost.len()),
    );
    let offered = |o: &&Order| orders.contains(o);
    if let Some(order) = intake.accepted.iter().chain(&intake.refused).find(|o| !offered(o)) {
        fail(Class::DuplicateItem, "rf-order-unknown", args!("order" => order.id));
    }
}

/// Every refused order was refused on the queue's word: a `try_put` that handed it back,
/// or a `len()` at `capacity`, at least once per refusal. A site that stops offering after
/// the first refusal refuses the rest while packers may have made room. Read before the
/// check itself looks at the queue.
fn refused_when_full(intake: &Intake, capacity: usize) {
    let seen = full_seen(capacity);
    ensure(
        intake.refused.len() <= seen,
        Class::WrongOutput,
        "rf-refused-unseen",
        || args!("refused" => intake.refused.len(), "seen" => seen),
    );
}

/// "front alone: 5 orders, a queue of 2 and no packers", in the student's language.
fn front_alone_label(count: usize, capacity: usize) -> Label {
    label!("rf-scn-front-alone", "orders" => count, "capacity" => capacity)
}

/// The front alone, with no packers and so no pills: nothing ever makes room, so a
/// front that waits hangs; what is in the queue afterwards is exactly what it accepted.
fn every_order_accepted_or_refused(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "rf-front-waited");
    for (count, capacity) in [(5, 2), (3, 1), (4, 4), (2, 3), (0, 1), (6, 3)] {
        plan.sequential(front_alone_label(count, capacity), move || {
            let sent = numbered(2101, count);
            let queue = shown_queue(capacity);
            let intake = front_traced(&sent, &queue, 0);
            // Nobody makes room. Time may pass in the front (orders that arrive apart, as
            // a sleep of its own), but a refused order offered again waits for room in steps.
            refused_not_offered_again("rf-offered-again");
            each_in_one_list(&sent, &intake);
            refused_when_full(&intake, capacity);
            let queued: Vec<Order> = drain(&queue).into_iter().flatten().collect();
            if let Some(order) = intake.accepted.iter().find(|o| !queued.contains(o)) {
                fail(Class::LostItem, "rf-accepted-not-queued", args!("order" => order.id));
            }
            if let Some(order) = queued.iter().find(|o| !intake.accepted.contains(o)) {
                fail(
                    Class::DuplicateItem,
                    "rf-refused-but-queued",
                    args!("order" => order.id),
                );
            }
            // Only a full queue refuses: with room for `capacity`, that many fit.
            let fit = count.min(capacity);
            ensure(
                intake.accepted.len() == fit,
                Class::WrongOutput,
                "rf-refused-with-room",
                || args!("accepted" => intake.accepted.len(), "fit" => fit, "capacity" => capacity),
            );
        });
    }
    // On real threads too: a front that waits for room hangs here as well (its threads all
    // waiting, told as such), wherever it thinks it runs.
    plan.on_real_threads(front_alone_label(5, 2), || {
        let sent = numbered(2101, 5);
        let queue = BoundedQueue::new(2);
        let intake = front_traced(&sent, &queue, 0);
        each_in_one_list(&sent, &intake);
        ensure(
            intake.accepted.len() == 2,
            Class::WrongOutput,
            "rf-refused-with-room",
            || args!("accepted" => intake.accepted.len(), "fit" => 2, "capacity" => 2),
        );
    });
}

/// "the front with 2 packers of the check's own: 4 orders, capacity 1", in the student's language.
fn front_with_packers_label(count: usize, capacity: usize, packers: usize) -> Label {
    label!("rf-scn-front-with-packers", "packers" => packers, "orders" => count, "capacity" => capacity)
}

/// First the front alone, with room for every order and twice as many pills as packers:
/// its pills counted, one per packer (as in exercise 2), so that a pill too few or too many
/// is told as that, not as a pill that `try_put` lost. Then the student's front with
/// correct packers on a small queue: every packer gets its pill and stops, and the packers
/// pack exactly the accepted orders.
fn pills_reach_every_packer(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "pp-front-stuck");
    for (count, packers) in [(3, 2), (2, 1), (0, 3)] {
        let label = label!("pp-scn-front-alone", "orders" => count, "packers" => packers);
        plan.sequential(label, move || {
            let queue = BoundedQueue::new(count + 2 * packers);
            front_traced(&numbered(2101, count), &queue, packers);
            ensure_one_pill_per_packer(&drain(&queue), packers, "pp-pills-count");
        });
    }
    plan.on_deadlock(Class::Deadlock, "rf-pill-lost");
    for (count, capacity, packers) in [(4, 1, 2), (3, 1, 3), (5, 2, 2), (0, 1, 2), (6, 2, 3)] {
        plan.scenario(front_with_packers_label(count, capacity, packers), move || {
            let sent = numbered(2201, count);
            let queue: Queue = Arc::new(BoundedQueue::new(capacity));
            let takers: Vec<_> = (1..=packers)
                .map(|p| {
                    let queue = queue.clone();
                    spawn(format!("packer {p}"), move || take_until_pill(&queue))
                })
                .collect();
            let intake = front_traced(&sent, &queue, packers);
            let packed = join_all(takers).concat();
            each_in_one_list(&sent, &intake);
            refused_when_full(&intake, capacity);
            packed_exactly_the_accepted(&intake, &packed);
        });
    }
}

/// The packers packed every accepted order once and no refused one.
fn packed_exactly_the_accepted(intake: &Intake, packed: &[Order]) {
    if let Some(order) = intake.refused.iter().find(|o| packed.contains(o)) {
        fail(Class::DuplicateItem, "rf-refused-packed", args!("order" => order.id));
    }
    once(&intake.accepted, packed);
}

/// "run: 5 orders, capacity 2, 2 packers", in the student's language.
fn run_label(count: usize, capacity: usize, packers: usize) -> Label {
    label!("rf-scn-run", "orders" => count, "capacity" => capacity, "packers" => packers)
}

/// The student's `run`, traced; its result is not shown (it is long).
fn run_traced(orders: &[Order], capacity: usize, packers: usize) -> (Intake, Vec<Order>) {
    let mut got = None;
    let what = format!("run({} orders, {capacity}, {packers})", orders.len());
    call_unit(what, || got = Some(run(orders, capacity, packers)));
    got.expect("run returned")
}

/// `run` makes its queue with exactly the capacity asked for: a bigger one accepts
/// orders that should have been refused.
fn run_queue_capacity(plan: &mut Plan) {
    for (count, capacity, packers) in [(4, 1, 2), (3, 2, 1), (5, 3, 2)] {
        plan.scenario(run_label(count, capacity, packers), move || {
            let sent = numbered(2301, count);
            queues_made_with(
                capacity,
                QueueKeys {
                    none: "rf-no-queue",
                    wrong: "rf-queue-capacity",
                },
                || {
                    run_traced(&sent, capacity, packers);
                },
            );
        });
    }
}

/// `run` returns an intake with every order once, and every accepted order packed once.
fn run_packs_every_accepted_order(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "rf-run-hangs");
    for (count, capacity, packers) in [(5, 1, 2), (4, 2, 3), (6, 3, 1), (0, 2, 2), (3, 1, 1), (7, 2, 2)] {
        plan.scenario(run_label(count, capacity, packers), move || {
            let sent = numbered(2401, count);
            let (intake, packed) = run_traced(&sent, capacity, packers);
            each_in_one_list(&sent, &intake);
            refused_when_full(&intake, capacity);
            packed_exactly_the_accepted(&intake, &packed);
            expect_packers_side_by_side(packers);
        });
    }
}

/// The given main on the explorer: its three lines must hold in every interleaving.
fn same_report_every_run(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "rf-run-hangs");
    plan.scenario(label!("rf-scn-given-data"), || {
        let orders = given_twelve();
        let (intake, packed) = run_traced(&orders, 1, 2);
        let count = |list: &[Order], order: &Order| list.iter().filter(|o| *o == order).count();
        let kept = orders
            .iter()
            .filter(|o| count(&intake.accepted, o) + count(&intake.refused, o) == 1)
            .count();
        let accepted_once =
            packed.len() == intake.accepted.len() && intake.accepted.iter().all(|o| count(&packed, o) == 1);
        let refused_packed = intake.refused.iter().filter(|o| count(&packed, o) > 0).count();
        if kept != orders.len() || !accepted_once || refused_packed != 0 {
            fail(
                Class::WrongOutput,
                "rf-report-differs",
                args!(
                    "kept" => kept,
                    "once" => if accepted_once { "yes" } else { "no" },
                    "refused_packed" => refused_packed,
                ),
            );
        }
    });
}

/// The front on a queue it fills, while the packers are away for a long while: the orders
/// it cannot place are refused, and the first pill must wait for room. A front that waits
/// sleeps in `put`; one that keeps trying (`try_put` of the pill again and again) is then
/// the only thread that can run, and one that naps is seen in its sleep (`busy-wait`).
/// A refused order offered again with `try_put` (a few tries, a pause between them) is
/// the same polling, however soon it gives up: the site answers at once.
fn no_busy_waiting(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "rf-pill-lost");
    for (count, capacity, packers) in [(2, 1, 1), (4, 2, 2)] {
        let label =
            label!("pp-scn-front-packers-away", "orders" => count, "capacity" => capacity, "packers" => packers);
        plan.scenario(label, move || {
            let sent = numbered(2501, count);
            let queue: Queue = Arc::new(shown_queue(capacity));
            let site = {
                let (queue, sent) = (queue.clone(), sent.clone());
                spawn("front", move || front_traced(&sent, &queue, packers))
            };
            away_while_they_wait("front()");
            let packed: Vec<Order> = (0..packers).flat_map(|_| take_until_pill(&queue)).collect();
            let intake = join_all(vec![site]).remove(0);
            refused_not_offered_again("rf-offered-again");
            each_in_one_list(&sent, &intake);
            packed_exactly_the_accepted(&intake, &packed);
        });
    }
}
