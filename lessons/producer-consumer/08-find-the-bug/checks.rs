//! Hidden checks of exercise 8, find the bug: the program of exercise 2 with one line
//! changed (the front puts orders with `try_put`).
//!
//! The given program works but for that line, so the checks that name it come first:
//! `run` and the front lose orders (`lost-item`). Then what a "fix" that only hides the
//! bug shows: a queue made bigger than asked (`capacity-exceeded`), a front that retries
//! `try_put` in a loop (`busy-wait`). Counts, capacities and the orders vary.

use conveyor::sync::Arc;
use conveyor::thread::yield_now;
use conveyor::{BoundedQueue, Order};
use find_the_bug::{front, run};
use grader_kit::oracle::ensure;
use grader_kit::orders::{Ids, QueueKeys, given_eight, numbered, once, queues_made_with, same_report, take_until_pill};
use grader_kit::scenario::{join_all, spawn};
use grader_kit::stress::while_waiting;
use grader_kit::trace::{call, call_unit};
use grader_kit::{Check, Class, Plan, args, label};

fn main() {
    grader_kit::main(&[
        Check {
            name: "every-order-packed",
            plan: every_order_packed,
        },
        Check {
            name: "front-waits-for-room",
            plan: front_waits_for_room,
        },
        Check {
            name: "queue-of-given-capacity",
            plan: queue_of_given_capacity,
        },
        Check {
            name: "front-does-not-spin",
            plan: front_does_not_spin,
        },
        Check {
            name: "same-report-every-run",
            plan: same_report_every_run,
        },
    ]);
}

type Queue = Arc<BoundedQueue<Option<Order>>>;

/// What `run` returned, shown in a trace by the orders' numbers.
struct Packed(Vec<Order>);

impl std::fmt::Debug for Packed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        Ids(&self.0).fmt(f)
    }
}

fn run_traced(orders: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let what = format!("run({} orders, {capacity}, {packers})", orders.len());
    call(what, || Packed(run(orders, capacity, packers))).0
}

/// `run` packs every order exactly once, on small queues where the site must wait.
fn every_order_packed(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "pp-left-waiting");
    for (count, capacity, packers) in [(5, 1, 2), (4, 2, 3), (6, 2, 1), (0, 1, 2), (7, 3, 2)] {
        plan.scenario(
            label!("pp-scn-run", "orders" => count, "capacity" => capacity, "packers" => packers),
            move || {
                let sent = numbered(8101, count);
                once(&sent, &run_traced(&sent, capacity, packers));
            },
        );
    }
}

/// The student's front with correct packers of the check's own on a small queue: every
/// order arrives, so a full queue must make the front wait, not drop the order.
fn front_waits_for_room(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "pp-left-waiting");
    for (count, capacity, packers) in [(4, 1, 2), (5, 2, 3), (3, 1, 1), (6, 2, 2)] {
        let label =
            label!("pp-scn-front-with-packers", "packers" => packers, "orders" => count, "capacity" => capacity);
        plan.scenario(label, move || {
            let sent = numbered(8201, count);
            let queue: Queue = Arc::new(BoundedQueue::new(capacity));
            let takers: Vec<_> = (1..=packers)
                .map(|p| {
                    let queue = queue.clone();
                    spawn(format!("packer {p}"), move || take_until_pill(&queue))
                })
                .collect();
            call_unit(format!("front({count} orders, &queue, {packers})"), || {
                front(&sent, &queue, packers)
            });
            once(&sent, &join_all(takers).concat());
        });
    }
}

/// `run` makes its queue with exactly the capacity asked for: a bigger one refuses
/// nothing, but lets the site run ahead of the packers without limit.
fn queue_of_given_capacity(plan: &mut Plan) {
    for (count, capacity, packers) in [(5, 2, 2), (3, 1, 1), (6, 3, 2)] {
        plan.scenario(
            label!("pp-scn-run", "orders" => count, "capacity" => capacity, "packers" => packers),
            move || {
                let sent = numbered(8401, count);
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
            },
        );
    }
}

/// Lock, atomic and yield operations a front that sleeps while it waits may make for
/// its 3 puts; one that retries makes one per turn it gets.
const PATIENT: u64 = 12;

/// The front on a full queue while main is busy: it must sleep in `put`, not retry.
fn front_does_not_spin(plan: &mut Plan) {
    plan.on_step_limit(Class::BusyWait);
    plan.scenario(label!("fb-scn-front-on-full-queue"), || {
        let sent = numbered(8501, 2);
        let queue: Queue = Arc::new(BoundedQueue::new(1));
        let site = {
            let (queue, sent) = (queue.clone(), sent.clone());
            spawn("front", move || {
                while_waiting(|| call_unit("front(2 orders, &queue, 1)", || front(&sent, &queue, 1))).1
            })
        };
        for _ in 0..30 {
            yield_now();
        }
        let got = take_until_pill(&queue);
        let waited = join_all(vec![site]).remove(0);
        once(&sent, &got);
        ensure(
            !waited.busy(PATIENT),
            Class::BusyWait,
            "busy-wait",
            || args!("call" => "front()", "ops" => waited.ops),
        );
    });
}

/// The given main on the explorer: its report must not depend on the interleaving.
fn same_report_every_run(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "pp-left-waiting");
    plan.scenario(label!("pp-scn-given-data"), || {
        let orders = given_eight();
        same_report(&orders, &run_traced(&orders, 3, 2));
    });
}
