//! Hidden checks of exercise 8, find the bug: the program of exercise 2 with one line
//! changed (the front puts orders with `try_put`).
//!
//! The given program works but for that line, so the checks that name it come first:
//! `run` and the front lose orders (`lost-item`). Then what a "fix" that only hides the
//! bug shows: a front that keeps refused orders aside and goes on with the next
//! (`capacity-exceeded`: no backpressure), a queue made bigger than asked
//! (`capacity-exceeded`), a front that offers a refused order again with `try_put`, with
//! a pause or without, or looks again and again for room (`busy-wait`). What the front
//! does after a refusal is read from the events of the queue the check made, which shows
//! each offer with its order: only `put` of the refused order, which waits, is right.
//! A front with one pill too many leaves it in the queue once every packer has stopped
//! (`deadlock`, as in exercise 2: on a full queue the front would wait for ever).
//! Counts, capacities and the orders vary.

use conveyor::sync::Arc;
use conveyor::thread::yield_now;
use conveyor::{BoundedQueue, Order};
use find_the_bug::{front, run};
use grader_kit::oracle::ensure;
use grader_kit::orders::{
    AfterRefusal, Ids, QueueKeys, after_refusals, expect_packers_side_by_side, given_eight, item_named, numbered, once,
    queues_made_with, refused_not_offered_again, same_report, shown_queue, take_until_pill,
};
use grader_kit::scenario::{join_all, spawn};
use grader_kit::stress::{away_while_they_wait, while_waiting};
use grader_kit::trace::{call, call_unit};
use grader_kit::{Check, Class, Plan, args, fail, label};

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
                expect_packers_side_by_side(packers);
            },
        );
    }
}

/// The front that went on with another order after `try_put` refused one, if any: it
/// keeps refused orders aside and runs ahead of the packers (`capacity-exceeded`).
fn no_going_on_after_a_refusal() {
    for found in after_refusals() {
        if let AfterRefusal::WentOn { refused, next, .. } = found {
            fail(
                Class::CapacityExceeded,
                "fb-went-on-after-refusal",
                args!("refused" => item_named(&refused), "next" => item_named(&next)),
            );
        }
    }
}

/// The front that offered a refused order again with `try_put`, if any: it polls
/// (`busy-wait`), however long it pauses in between.
fn no_offer_again_after_a_refusal() {
    refused_not_offered_again("fb-offered-again");
}

/// The student's front with correct packers of the check's own on a small queue: every
/// order arrives, so a full queue must make the front wait, not drop the order, and not
/// keep it aside while it goes on with the next.
fn front_waits_for_room(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "pp-left-waiting");
    for (count, capacity, packers) in [(4, 1, 2), (5, 2, 3), (3, 1, 1), (6, 2, 2)] {
        let label =
            label!("pp-scn-front-with-packers", "packers" => packers, "orders" => count, "capacity" => capacity);
        plan.scenario(label, move || {
            let sent = numbered(8201, count);
            let queue: Queue = Arc::new(shown_queue(capacity));
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
            no_going_on_after_a_refusal();
            // Every packer took until its pill and stopped, and every order was packed:
            // whatever is still in the queue is a pill too many, which a full queue would
            // have left the front waiting to put.
            let left = call("len()", || queue.len());
            ensure(
                left == 0,
                Class::Deadlock,
                "pp-pills-count",
                || args!("pills" => packers + left, "packers" => packers),
            );
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

/// The front on a full queue while main is busy, then while the packers are away: it
/// must sleep in `put`, not retry, and not offer a refused order again with `try_put`.
fn front_does_not_spin(plan: &mut Plan) {
    plan.on_step_limit(Class::BusyWait);
    plan.scenario(label!("fb-scn-front-on-full-queue"), || {
        let sent = numbered(8501, 2);
        let queue: Queue = Arc::new(shown_queue(1));
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
        no_offer_again_after_a_refusal();
        ensure(
            !waited.busy(PATIENT),
            Class::BusyWait,
            "busy-wait",
            || args!("call" => "front()", "ops" => waited.ops),
        );
    });
    // The packers away for a long while: a front that keeps trying is the only thread
    // that can run, one that naps is seen in its sleep, one that offers a refused order
    // again with try_put, after however long a pause, polls.
    for (count, capacity, packers) in [(3, 1, 1), (4, 2, 2)] {
        let label =
            label!("pp-scn-front-packers-away", "orders" => count, "capacity" => capacity, "packers" => packers);
        plan.scenario(label, move || {
            let sent = numbered(8601, count);
            let queue: Queue = Arc::new(shown_queue(capacity));
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
            once(&sent, &got);
            no_offer_again_after_a_refusal();
        });
    }
}

/// The given main on the explorer: its report must not depend on the interleaving.
fn same_report_every_run(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "pp-left-waiting");
    plan.scenario(label!("pp-scn-given-data"), || {
        let orders = given_eight();
        same_report(&orders, &run_traced(&orders, 3, 2));
    });
}
