//! Hidden checks of exercise 3, two entrances and their packers.
//!
//! `entrance` and `pack` are checked alone, against the scenario's own threads; `run`
//! as a whole, on data, capacities (1–4) and packer counts (1–4) other than the given
//! ones, with one entrance longer than the other so that an early pill shows. The
//! oracles look only at what is packed and whether every thread ends.

use conveyor::sync::{Arc, Mutex};
use conveyor::{BoundedQueue, Order};
use grader_kit::oracle::ensure;
use grader_kit::orders::expect_packers_side_by_side;
use grader_kit::queues::{exactly_once, list};
use grader_kit::scenario::{Label, Meaning, deadlock_explained_by, join_all, spawn};
use grader_kit::stress::away_while_they_wait;
use grader_kit::trace::{call, call_unit};
use grader_kit::{Check, Class, Plan, args, fail, label};
use std::fmt;
use std::sync::atomic::{AtomicUsize, Ordering};
use two_entrances::{entrance, pack, run};

fn main() {
    grader_kit::main(&[
        Check {
            name: "entrance-puts-only-its-orders",
            plan: entrance_puts_only_its_orders,
        },
        Check {
            name: "packer-stops-at-its-pill",
            plan: packer_stops_at_its_pill,
        },
        Check {
            name: "every-order-packed-once",
            plan: every_order_packed_once,
        },
        Check {
            name: "pills-after-both-entrances",
            plan: pills_after_both_entrances,
        },
        Check {
            name: "one-pill-per-packer",
            plan: one_pill_per_packer,
        },
        Check {
            name: "pills-before-joining-packers",
            plan: pills_before_joining_packers,
        },
        Check {
            name: "queue-of-given-capacity",
            plan: queue_of_given_capacity,
        },
        Check {
            name: "same-report-every-schedule",
            plan: same_report_every_schedule,
        },
        Check {
            name: "no-busy-waiting",
            plan: no_busy_waiting,
        },
    ]);
}

type Queue = BoundedQueue<Option<Order>>;

/// Orders numbered from `first`, one per amount; every third ships express.
fn orders(first: u32, euros: &[u32]) -> Vec<Order> {
    (first..)
        .zip(euros)
        .map(|(id, &euro)| Order {
            id,
            euro,
            express: id % 3 == 0,
        })
        .collect()
}

fn ids(orders: &[Order]) -> Vec<u32> {
    orders.iter().map(|o| o.id).collect()
}

/// What `run` returned, shown in a trace by the orders' numbers only.
struct Packed(Vec<Order>);

impl fmt::Debug for Packed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.0.iter().map(|o| o.id)).finish()
    }
}

/// The student's `run`, recorded so that a stuck main shows where it waits.
fn run_traced(site: &[Order], app: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let what = format!(
        "run(site [{}], app [{}], {capacity}, {packers})",
        list(&ids(site)),
        list(&ids(app))
    );
    RUN.store(site.len() + app.len(), packers);
    deadlock_explained_by(pills_too_few);
    call(what, || Packed(run(site, app, capacity, packers))).0
}

/// The orders and packers of the `run` under way, for [`pills_too_few`] (an explainer
/// is a plain function: it reads them here).
static RUN: RunSize = RunSize(AtomicUsize::new(0), AtomicUsize::new(0));

struct RunSize(AtomicUsize, AtomicUsize);

impl RunSize {
    fn store(&self, orders: usize, packers: usize) {
        self.0.store(orders, Ordering::SeqCst);
        self.1.store(packers, Ordering::SeqCst);
    }
}

/// Why `run` hangs where it put some pills, but fewer than packers, and nobody is left
/// waiting to put: every put the queue recorded beyond the orders is a pill, and the
/// packers left in take() are those without one (a pill per entrance, say, or a count
/// that two entrances decided at once). With no pill at all the scenario's own words
/// stay: the pills may come only after the packers are joined.
fn pills_too_few(events: &[grader_kit::trace::Event]) -> Option<Meaning> {
    use grader_kit::trace::Kind;
    let (orders, packers) = (RUN.0.load(Ordering::SeqCst), RUN.1.load(Ordering::SeqCst));
    let puts = events
        .iter()
        .filter(|e| e.kind == Kind::Return && e.what.starts_with("queue.put("))
        .count();
    let pills = puts.checked_sub(orders)?;
    let open = grader_kit::trace::open_calls(events);
    let putting = open.iter().any(|(_, call)| call.starts_with("queue.put("));
    let takers: Vec<&str> = open
        .iter()
        .filter(|(_, call)| call == "queue.take()")
        .map(|(thread, _)| thread.as_str())
        .collect();
    (pills > 0 && pills < packers && !putting && !takers.is_empty()).then(|| {
        (
            Class::Deadlock,
            "te-pills-too-few",
            args!("pills" => pills, "packers" => packers, "threads" => takers.join(", "), "waiting" => takers.len()),
        )
    })
}

/// One `run` scenario: the two entrances' orders, the queue's capacity, the packers.
#[derive(Clone, Copy)]
struct Setup {
    site: &'static [u32],
    app: &'static [u32],
    capacity: usize,
    packers: usize,
}

impl Setup {
    const fn new(site: &'static [u32], app: &'static [u32], capacity: usize, packers: usize) -> Setup {
        Setup {
            site,
            app,
            capacity,
            packers,
        }
    }

    /// "site 3 orders, app 2 orders, capacity 2, 2 packers", in the student's language.
    fn label(&self) -> Label {
        label!(
            "te-scn-run",
            "site" => self.site.len(),
            "app" => self.app.len(),
            "capacity" => self.capacity,
            "packers" => self.packers,
        )
    }

    /// Runs the student's `run` and checks that every order was packed exactly once.
    fn packs_every_order_once(self) {
        let (site, app) = (orders(201, self.site), orders(301, self.app));
        let packed = run_traced(&site, &app, self.capacity, self.packers);
        let sent: Vec<u32> = ids(&site).into_iter().chain(ids(&app)).collect();
        exactly_once(&sent, &ids(&packed));
        expect_packers_side_by_side(self.packers);
    }
}

/// Adds one scenario per setup, each checking that every order is packed exactly once.
fn run_scenarios(plan: &mut Plan, setups: &[Setup]) {
    for &setup in setups {
        plan.scenario(setup.label(), move || setup.packs_every_order_once());
    }
}

/// "one entrance, 3 orders, capacity 1", in the student's language.
fn one_entrance_label(orders: usize, capacity: usize) -> Label {
    label!("te-scn-one-entrance", "orders" => orders, "capacity" => capacity)
}

/// An entrance puts exactly its orders, and no pill: it cannot know whether the other
/// entrance is done. Main takes as many items as the entrance has orders.
fn entrance_puts_only_its_orders(plan: &mut Plan) {
    // An entrance that puts fewer items than its orders leaves main waiting for them.
    plan.on_deadlock(Class::LostItem, "te-entrance-put-fewer");
    for (capacity, euros) in [(1usize, &[10u32, 20, 30][..]), (2, &[5, 15, 25, 35]), (4, &[40, 50])] {
        plan.scenario(one_entrance_label(euros.len(), capacity), move || {
            let queue = Arc::new(Queue::new(capacity));
            let mine = orders(201, euros);
            let site = {
                let (queue, mine) = (queue.clone(), mine.clone());
                spawn("site", move || {
                    call_unit(format!("entrance([{}], queue)", list(&ids(&mine))), || {
                        entrance(&mine, &queue)
                    })
                })
            };
            let mut got: Vec<Option<Order>> = (0..mine.len()).map(|_| call("take()", || queue.take())).collect();
            join_all(vec![site]);
            // Whatever is still inside once the entrance has returned, it put on top of its orders.
            while !queue.is_empty() {
                got.push(queue.take());
            }
            if got.contains(&None) {
                fail(
                    Class::LostItem,
                    "te-entrance-put-pill",
                    args!("orders" => list(&ids(&mine))),
                );
            }
            exactly_once(
                &ids(&mine),
                &got.into_iter().flatten().map(|o| o.id).collect::<Vec<_>>(),
            );
        });
    }
}

/// "2 packers, 3 orders, then the pills, then one more order, capacity 2", in the student's language.
fn pills_then_one_more_label(packers: usize, orders: usize, capacity: usize) -> Label {
    label!("te-scn-pills-then-one-more", "packers" => packers, "orders" => orders, "capacity" => capacity)
}

/// `pack` packs every order it takes and stops at the first pill, taking nothing after it.
/// First a queue with room for everything, so that a packer that leaves early shows as
/// orders left unpacked rather than as main waiting to put.
fn packer_stops_at_its_pill(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "te-packer-misses-pill");
    for (capacity, packers, euros) in [
        (4usize, 1usize, &[10u32, 20][..]),
        (2, 2, &[5, 15, 25]),
        (1, 3, &[7, 8]),
    ] {
        plan.scenario(pills_then_one_more_label(packers, euros.len(), capacity), move || {
            let queue = Arc::new(Queue::new(capacity));
            let packed = Arc::new(Mutex::new(Vec::new()));
            let workers: Vec<_> = (1..=packers)
                .map(|p| {
                    let (queue, packed) = (queue.clone(), packed.clone());
                    spawn(format!("packer {p}"), move || {
                        call_unit("pack(queue, packed)", || pack(&queue, &packed))
                    })
                })
                .collect();
            let sent = orders(201, euros);
            let late = Order {
                id: 299,
                euro: 99,
                express: false,
            };
            let pills = std::iter::repeat_n(None, packers);
            for item in sent.iter().copied().map(Some).chain(pills).chain([Some(late)]) {
                call_unit(format!("put({:?})", item.map(|o| o.id)), || queue.put(item));
            }
            join_all(workers);
            let got = ids(&packed.lock().unwrap());
            ensure(
                !got.contains(&late.id),
                Class::WrongOutput,
                "te-packer-took-after-pill",
                || args!("order" => late.id),
            );
            exactly_once(&ids(&sent), &got);
        });
    }
}

/// Every order of both entrances is packed exactly once, whatever the sizes.
fn every_order_packed_once(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "te-run-hangs");
    run_scenarios(
        plan,
        &[
            Setup::new(&[10, 20, 30], &[5, 15], 2, 2),
            Setup::new(&[7], &[8, 9, 11], 1, 3),
            Setup::new(&[], &[4, 6], 3, 1),
            Setup::new(&[12, 13], &[], 4, 4),
        ],
    );
}

/// The pills go in only once both entrances are done. One entrance is much longer than
/// the other, either way round: a pill put when only one is done stops a packer while
/// the other still sends. Roomy queues first, so that what the packers miss shows as
/// lost orders; then tight ones.
fn pills_after_both_entrances(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "te-run-hangs");
    run_scenarios(
        plan,
        &[
            Setup::new(&[10], &[20, 30, 40], 4, 1),
            Setup::new(&[20, 30, 40], &[10], 4, 1),
            Setup::new(&[10], &[20, 30, 40], 4, 2),
            Setup::new(&[20, 30, 40], &[10], 3, 2),
            Setup::new(&[5, 6], &[7, 8, 9, 10], 2, 3),
            Setup::new(&[5, 6, 7, 8], &[9], 1, 2),
        ],
    );
}

/// Exactly one pill per packer: too few leave a packer waiting, too many leave main
/// waiting to put them. The packer count varies, so a count that fits only 3 fails.
fn one_pill_per_packer(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "te-packers-wait-for-pills");
    run_scenarios(
        plan,
        &[
            Setup::new(&[10, 20], &[30], 2, 4),
            Setup::new(&[10], &[20, 30], 1, 1),
            Setup::new(&[10, 20], &[30, 40], 3, 2),
            Setup::new(&[10], &[20], 4, 3),
        ],
    );
}

/// A packer ends only when it has taken its pill, so `run` must put the pills before it
/// waits for the packers.
fn pills_before_joining_packers(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "te-pills-after-join");
    run_scenarios(
        plan,
        &[Setup::new(&[10, 20], &[30], 2, 1), Setup::new(&[10], &[20, 30], 4, 3)],
    );
}

/// "capacity 2, 3 packers", in the student's language.
fn capacity_label(capacity: usize, packers: usize) -> Label {
    label!("te-scn-capacity", "capacity" => capacity, "packers" => packers)
}

/// `run` makes its queue with exactly the capacity it was given: no room for the pills
/// on top, which would let the entrances run ahead of the packers.
fn queue_of_given_capacity(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "te-run-hangs");
    for (capacity, packers) in [(1usize, 2usize), (2, 3), (3, 1), (4, 4)] {
        plan.scenario(capacity_label(capacity, packers), move || {
            run_traced(&orders(201, &[10, 20]), &orders(301, &[30]), capacity, packers);
            let made = grader_kit::probe::take_queues_made();
            let Some(&other) = made.iter().find(|&&c| c != capacity) else {
                ensure(
                    !made.is_empty(),
                    Class::WrongOutput,
                    "te-no-queue",
                    || args!("capacity" => capacity),
                );
                return;
            };
            let class = if other > capacity {
                Class::CapacityExceeded
            } else {
                Class::WrongOutput
            };
            fail(
                class,
                "te-queue-capacity",
                args!("made" => other, "capacity" => capacity),
            );
        });
    }
}

/// The given data, capacity 4 and 3 packers: the report's figures must be the same in
/// every schedule, not only on the runs that happen to go well.
fn same_report_every_schedule(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "te-run-hangs");
    plan.scenario(label!("te-scn-given-orders"), || {
        let site = orders(2001, &[25, 40, 15, 30, 20, 35]);
        let app = orders(3001, &[10, 45, 20, 30, 25, 30]);
        let packed = run_traced(&site, &app, 4, 3);
        let sent: Vec<u32> = ids(&site).into_iter().chain(ids(&app)).collect();
        let mut got = ids(&packed);
        got.sort_unstable();
        let once = got.windows(2).all(|w| w[0] != w[1]) && got.iter().all(|id| sent.contains(id));
        let euro: u32 = packed.iter().map(|o| o.euro).sum();
        if packed.len() != sent.len() || !once || euro != 325 {
            // Name the cause in the student's terms: a missing order, a doubled one, or else figures that are off.
            let class = if !once {
                Class::DuplicateItem
            } else if packed.len() < sent.len() {
                Class::LostItem
            } else {
                Class::WrongOutput
            };
            let once = if once && packed.len() == sent.len() {
                "yes"
            } else {
                "no"
            };
            fail(
                class,
                "te-report-differs",
                args!("packed" => packed.len(), "once" => once, "euro" => euro),
            );
        }
    });
}

/// Each role that must wait, while main, its partner, is away for a long while: an
/// entrance on a full queue (the packers away), the packers on an empty one (nothing to
/// pack yet). A thread that waits sleeps in `put` or `take`; one that keeps trying
/// (`try_put` again and again, `is_empty` in a loop) is then the only thread that can
/// run, and one that naps is seen in its sleep (`busy-wait`).
fn no_busy_waiting(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "te-run-hangs");
    for (capacity, euros) in [(1usize, &[10u32, 20, 30][..]), (2, &[5, 15, 25, 35])] {
        let label = label!("te-scn-entrance-packers-away", "orders" => euros.len(), "capacity" => capacity);
        plan.scenario(label, move || {
            let queue = Arc::new(Queue::new(capacity));
            let mine = orders(201, euros);
            let site = {
                let (queue, mine) = (queue.clone(), mine.clone());
                spawn("site", move || {
                    call_unit(format!("entrance([{}], queue)", list(&ids(&mine))), || {
                        entrance(&mine, &queue)
                    })
                })
            };
            away_while_they_wait("entrance()");
            let got: Vec<u32> = (0..mine.len())
                .filter_map(|_| call("take()", || queue.take()).map(|o| o.id))
                .collect();
            join_all(vec![site]);
            exactly_once(&ids(&mine), &got);
        });
    }
    for (capacity, packers, euros) in [(1usize, 1usize, &[10u32, 20][..]), (2, 2, &[5, 15, 25])] {
        let label =
            label!("pp-scn-packers-nothing-yet", "orders" => euros.len(), "capacity" => capacity, "packers" => packers);
        plan.scenario(label, move || {
            let queue = Arc::new(Queue::new(capacity));
            let packed = Arc::new(Mutex::new(Vec::new()));
            let workers: Vec<_> = (1..=packers)
                .map(|p| {
                    let (queue, packed) = (queue.clone(), packed.clone());
                    spawn(format!("packer {p}"), move || {
                        call_unit("pack(queue, packed)", || pack(&queue, &packed))
                    })
                })
                .collect();
            away_while_they_wait("pack()");
            let sent = orders(201, euros);
            let pills = std::iter::repeat_n(None, packers);
            for item in sent.iter().copied().map(Some).chain(pills) {
                call_unit(format!("put({:?})", item.map(|o| o.id)), || queue.put(item));
            }
            join_all(workers);
            exactly_once(&ids(&sent), &ids(&packed.lock().unwrap()));
        });
    }
}
