//! Hidden checks of exercise 9: workers fed over channels, backpressure by hand.
//!
//! What the lesson teaches, and the check that demands it:
//! - a worker says "ready" (its id) before each order and stops at its stop message
//!   (`worker-says-ready-first`);
//! - an order goes only to a worker that said "ready": no channel ever holds two messages,
//!   and no message goes to a worker before its ready for it (`dispatch-waits-for-ready`);
//! - every order packed once, every worker stopped (`dispatch-packs-every-order`), and the
//!   same report every run (`same-report-every-run`);
//! - a worker waiting for its next message and a dispatcher waiting for a ready sleep in
//!   `recv`, without trying again and again (`no-busy-waiting`).
//!
//! `worker` is checked alone, with the check as a correct dispatcher (it waits for each
//! "ready" before it sends); `dispatch` whole, with the student's own workers. What the
//! channels held is seen through conveyor's probe: a lower bound of the messages waiting
//! in each channel, so a worker with two messages waiting is a proof of missing
//! backpressure, never a guess; and who sent and received on each channel, when, so a
//! message sent before its worker's ready is seen too. Counts of orders and workers and
//! the ids vary.

use conveyor::Order;
use conveyor::sync::mpsc;
use grader_kit::oracle::ensure;
use grader_kit::orders::{Ids, given_eight, numbered, once, shown};
use grader_kit::queues::list;
use grader_kit::scenario::{Label, Meaning, deadlock_explained_by, join_all, spawn};
use grader_kit::stress::away_while_they_wait;
use grader_kit::trace::{call, call_unit};
use grader_kit::{Check, Class, Plan, args, fail, label};
use messages::{dispatch, worker};

fn main() {
    grader_kit::main(&[
        Check {
            name: "worker-says-ready-first",
            plan: worker_says_ready_first,
        },
        Check {
            name: "dispatch-packs-every-order",
            plan: dispatch_packs_every_order,
        },
        Check {
            name: "dispatch-waits-for-ready",
            plan: dispatch_waits_for_ready,
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

/// What a worker packed, shown in a trace by the orders' numbers.
struct Packed(Vec<Order>);

impl std::fmt::Debug for Packed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        Ids(&self.0).fmt(f)
    }
}

/// "worker 2 alone: 3 orders, the check dispatching", in the student's language.
fn worker_label(id: usize, count: usize) -> Label {
    label!("ms-scn-worker-alone", "id" => id, "orders" => count)
}

/// The student's worker with the check as dispatcher: the check waits for "ready" before
/// every message, so a worker that waits for an order before it says ready waits forever
/// with the check. It must say its own id, pack the orders in the order sent, stop at the
/// stop message and say nothing after it.
fn worker_says_ready_first(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "ms-worker-not-ready");
    for (id, count) in [(0, 3), (2, 1), (1, 0), (4, 4)] {
        plan.scenario(worker_label(id, count), move || {
            deadlock_explained_by(waits_past_its_stop);
            let sent = numbered(9101, count);
            let (to_worker, inbox) = mpsc::channel();
            let (ready, ready_rx) = mpsc::channel();
            let handle = spawn(format!("worker {id}"), move || {
                call(format!("worker({id}, orders, ready)"), || {
                    Packed(worker(id, inbox, ready))
                })
                .0
            });
            let messages = sent.iter().copied().map(Some).chain([None]);
            for message in messages {
                let said = call("ready.recv()", || ready_rx.recv());
                match said {
                    Ok(said) if said == id => {}
                    Ok(said) => fail(
                        Class::WrongOutput,
                        "ms-ready-wrong-id",
                        args!("id" => id, "said" => said),
                    ),
                    Err(_) => fail(Class::LostItem, "ms-worker-gone", args!("id" => id)),
                }
                let what = match message {
                    Some(order) => format!("send(Some({}))", order.id),
                    None => "send(None)".to_string(),
                };
                call_unit(what, || {
                    let _ = to_worker.send(message);
                });
            }
            let packed = join_all(vec![handle]).remove(0);
            // The sender is still alive: a worker that waits for more than the stop is stuck above.
            drop(to_worker);
            once(&sent, &packed);
            ensure(
                shown(&packed) == shown(&sent),
                Class::OutOfOrder,
                "ms-worker-order",
                || args!("sent" => list(&shown(&sent)), "got" => list(&shown(&packed))),
            );
            let extra = ready_rx.try_iter().count();
            ensure(
                extra == 0,
                Class::WrongOutput,
                "ms-ready-after-stop",
                || args!("id" => id, "extra" => extra),
            );
        });
    }
}

/// "dispatch: 5 orders, 2 workers", in the student's language.
fn dispatch_label(count: usize, workers: usize) -> Label {
    label!("ms-scn-dispatch", "orders" => count, "workers" => workers)
}

/// The student's `dispatch`, traced with what each worker packed.
fn dispatch_traced(orders: &[Order], workers: usize) -> Vec<Vec<Order>> {
    struct Lists(Vec<Vec<Order>>);
    impl std::fmt::Debug for Lists {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.debug_list().entries(self.0.iter().map(|l| Ids(l))).finish()
        }
    }
    let what = format!("dispatch({} orders, {workers})", orders.len());
    deadlock_explained_by(hangs_after_an_early_message);
    call(what, || Lists(dispatch(orders, workers))).0
}

/// `dispatch` returns one list per worker, with every order exactly once, and returns
/// at all: every worker got its stop. Then, where the explorer sees each channel's
/// messages, worker id's orders at index id, whichever worker stops first.
fn dispatch_packs_every_order(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "ms-dispatch-hangs");
    for (count, workers) in [(5, 2), (3, 3), (0, 2), (6, 1), (4, 3)] {
        plan.scenario(dispatch_label(count, workers), move || {
            let sent = numbered(9201, count);
            let lists = dispatch_traced(&sent, workers);
            ensure(
                lists.len() == workers,
                Class::WrongOutput,
                "ms-wrong-worker-count",
                || args!("workers" => workers, "lists" => lists.len()),
            );
            once(&sent, &lists.concat());
        });
    }
    for (count, workers) in [(4, 2), (5, 3)] {
        plan.scenario(dispatch_label(count, workers), move || {
            let sent = numbered(9251, count);
            // Only the channels that dispatch makes count.
            grader_kit::probe::take_channels_made();
            let lists = dispatch_traced(&sent, workers);
            let made = grader_kit::probe::take_channels_made();
            ensure(
                lists.len() == workers,
                Class::WrongOutput,
                "ms-wrong-worker-count",
                || args!("workers" => workers, "lists" => lists.len()),
            );
            once(&sent, &lists.concat());
            lists_by_worker_id(&made, &lists);
        });
    }
}

/// Fails unless `lists[id]` holds what worker `id` received, in the order received: a
/// worker is whoever receives orders from an inbox (a channel of `Option<Order>`), and its
/// id is what its own thread says on a channel of `usize` (its ready) most often. Judged
/// only where conveyor showed the messages; a worker that received nothing may sit
/// anywhere an empty list is.
fn lists_by_worker_id(made: &[grader_kit::probe::ChannelSeen], lists: &[Vec<Order>]) {
    use grader_kit::probe::ChannelStepKind::{Received, Sent};
    use std::collections::BTreeMap;
    let said: Vec<(usize, String)> = made
        .iter()
        .filter(|c| c.item == std::any::type_name::<usize>())
        .flat_map(|c| &c.steps)
        .filter(|s| s.kind == Sent)
        .filter_map(|s| Some((s.task, s.message.clone()?)))
        .collect();
    let order_channel = std::any::type_name::<Option<Order>>();
    let mut received: BTreeMap<usize, Vec<u32>> = BTreeMap::new();
    for step in made
        .iter()
        .filter(|c| c.item == order_channel)
        .flat_map(|c| &c.steps)
        .filter(|s| s.kind == Received)
    {
        let Some(message) = &step.message else { return };
        let got = received.entry(step.task).or_default();
        if let Some(id) = message.strip_prefix("Some(").and_then(|m| m.strip_suffix(')')) {
            got.push(id.parse().unwrap_or_default());
        }
    }
    for (task, orders) in &received {
        let mut ids: BTreeMap<&str, usize> = BTreeMap::new();
        for (_, id) in said.iter().filter(|(t, _)| t == task) {
            *ids.entry(id.as_str()).or_default() += 1;
        }
        let Some(id) = ids
            .into_iter()
            .max_by_key(|(_, n)| *n)
            .and_then(|(id, _)| id.parse::<usize>().ok())
        else {
            continue;
        };
        let at = |index: usize| lists.get(index).map(|l| l.iter().map(|o| o.id).collect::<Vec<u32>>());
        if orders.is_empty() || at(id).as_ref() == Some(orders) {
            continue;
        }
        let index = (0..lists.len()).find(|&i| at(i).as_ref() == Some(orders));
        fail(
            Class::OutOfOrder,
            "ms-lists-misplaced",
            args!(
                "worker" => id,
                "orders" => list(orders),
                "index" => index.map_or_else(|| "none".to_string(), |i| i.to_string()),
            ),
        );
    }
}

/// The channels `dispatch` made for orders never held more than one message at once, and
/// an order (or the stop) went only to a worker that had said ready and not yet been sent
/// anything since: a bounded inbox holds the first without the second.
fn dispatch_waits_for_ready(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "ms-dispatch-hangs");
    for (count, workers) in [(6, 2), (5, 3), (4, 1), (7, 2)] {
        plan.scenario(dispatch_label(count, workers), move || {
            let sent = numbered(9301, count);
            // Only the channels that dispatch makes count.
            grader_kit::probe::take_channels_made();
            let lists = dispatch_traced(&sent, workers);
            let made = grader_kit::probe::take_channels_made();
            once(&sent, &lists.concat());
            let order_channel = std::any::type_name::<Option<Order>>();
            let inboxes: Vec<usize> = made
                .iter()
                .filter(|c| c.item == order_channel)
                .map(|c| c.most)
                .collect();
            ensure(
                !inboxes.is_empty(),
                Class::WrongOutput,
                "ms-no-inbox",
                || args!("workers" => workers),
            );
            if let Some((worker, &most)) = inboxes.iter().enumerate().find(|(_, most)| **most > 1) {
                fail(
                    Class::CapacityExceeded,
                    "ms-backlog",
                    args!("worker" => worker, "most" => most),
                );
            }
            // A bounded inbox keeps the backlog at one without anyone asking who is ready:
            // what the lesson asks is the permission, so each message is judged by it.
            if let Some(early) = sent_before_ready(&made) {
                fail(
                    Class::CapacityExceeded,
                    "ms-sent-before-ready",
                    args!("worker" => early.worker, "sent" => early.sent, "said" => early.said),
                );
            }
        });
    }
    for (count, workers) in [(6, 2), (7, 3)] {
        plan.on_real_threads(dispatch_label(count, workers), move || {
            inboxes_on_real_threads(count, workers)
        });
    }
}

/// On real threads: the inboxes `dispatch` made never held more than one message at once.
/// A dispatcher that waits for each worker's ready keeps them so on any machine: it sends
/// a worker its next message only after that worker said ready, which it does after its
/// receive of the last one returned (and was counted). One that deals without waiting
/// only where it is not explored fills them.
fn inboxes_on_real_threads(count: usize, workers: usize) {
    let sent = numbered(9351, count);
    grader_kit::probe::take_channels_made();
    let lists = dispatch_traced(&sent, workers);
    let made = grader_kit::probe::take_channels_made();
    once(&sent, &lists.concat());
    let order_channel = std::any::type_name::<Option<Order>>();
    let inboxes = made.iter().filter(|c| c.item == order_channel).map(|c| c.most);
    if let Some((worker, most)) = inboxes.enumerate().find(|(_, most)| *most > 1) {
        fail(
            Class::CapacityExceeded,
            "ms-real-backlog",
            args!("worker" => worker, "most" => most),
        );
    }
}

/// A message sent to a worker that had not said ready for it.
struct SentEarly {
    /// Which inbox, in the order `dispatch` made them (as `ms-backlog` counts).
    worker: usize,
    /// The message's number among those sent to that worker, from 1.
    sent: usize,
    /// The readies that worker had sent when the send began.
    said: usize,
    /// When the send began, among all channel steps.
    at: u64,
}

/// The first message (order or stop) that `dispatch` began to send to a worker when that
/// worker had said ready fewer times than it had been sent messages, this one included:
/// each ready is a permission for one message. A worker is whoever receives from an inbox
/// (a channel of `Option<Order>`); its readies are the sends on a channel of `usize` (the
/// contract's `ready`) that its own thread made. Judged at the moment the send began: a
/// dispatcher that waited for the ready has received it by then, and a ready is counted
/// before anyone can receive it. Whatever the shape of `dispatch`, a correct one never
/// sends without that permission, so this blames none.
fn sent_before_ready(made: &[grader_kit::probe::ChannelSeen]) -> Option<SentEarly> {
    use grader_kit::probe::ChannelStepKind::{Received, SendBegins, Sent};
    let readies: Vec<(u64, usize)> = made
        .iter()
        .filter(|c| c.item == std::any::type_name::<usize>())
        .flat_map(|c| &c.steps)
        .filter(|s| s.kind == Sent)
        .map(|s| (s.at, s.task))
        .collect();
    let order_channel = std::any::type_name::<Option<Order>>();
    let inboxes = made.iter().filter(|c| c.item == order_channel);
    let mut first: Option<SentEarly> = None;
    for (worker, inbox) in inboxes.enumerate() {
        let receivers: Vec<usize> = inbox
            .steps
            .iter()
            .filter(|s| s.kind == Received)
            .map(|s| s.task)
            .collect();
        let said_before = |at: u64| {
            readies
                .iter()
                .filter(|(ready_at, task)| *ready_at < at && receivers.contains(task))
                .count()
        };
        // When each sending thread's send in progress began (a thread sends one at a time).
        let mut began: Vec<(usize, u64)> = Vec::new();
        let mut sent = 0;
        for step in &inbox.steps {
            match step.kind {
                SendBegins => {
                    began.retain(|(task, _)| *task != step.task);
                    began.push((step.task, step.at));
                }
                Sent => {
                    sent += 1;
                    let at = began
                        .iter()
                        .find(|(task, _)| *task == step.task)
                        .map_or(step.at, |b| b.1);
                    let said = said_before(at);
                    if sent > said && first.as_ref().is_none_or(|f| at < f.at) {
                        first = Some(SentEarly { worker, sent, said, at });
                    }
                    if sent > said {
                        break;
                    }
                }
                Received => {}
            }
        }
    }
    first
}

/// Why `dispatch` hangs, where a message went to a worker that had not said ready for it:
/// that worker holds a message it did not ask for, and the readies no longer match the
/// messages, so a stop goes astray and some thread waits forever. The early message is
/// the bug (`capacity-exceeded`, as [`dispatch_waits_for_ready`] names it), the wait only
/// what follows. Read from the channels the execution left, after it hung. Else, where
/// every thread the program started has returned, nobody is left to send what dispatch
/// waits for (a ready, most often, on a channel whose Sender dispatch keeps itself, so
/// that its recv never ends): the stops all went out, and the wait after them is the bug.
fn hangs_after_an_early_message(_: &[grader_kit::trace::Event]) -> Option<Meaning> {
    if let Some(early) = sent_before_ready(&grader_kit::probe::take_channels_made()) {
        return Some((
            Class::CapacityExceeded,
            "ms-sent-before-ready",
            args!("worker" => early.worker, "sent" => early.sent, "said" => early.said),
        ));
    }
    (grader_kit::probe::threads_running() == 0).then(|| (Class::Deadlock, "ms-dispatch-waits-alone", args!()))
}

/// Why a worker the check dispatches to hangs, where the check had sent it its stop
/// (`send(None)`) and the worker waited in `recv` after that: it went past its stop, so
/// it waits for a message that never comes (a `None` read as "nothing yet").
fn waits_past_its_stop(events: &[grader_kit::trace::Event]) -> Option<Meaning> {
    use grader_kit::trace::{Kind, open_call_indices};
    let stop = events
        .iter()
        .position(|e| e.kind == Kind::Return && e.what == "send(None)")?;
    let worker = open_call_indices(events)
        .into_iter()
        .map(|i| (i, &events[i]))
        .find(|&(i, e)| i > stop && e.thread != events[stop].thread && e.what == "Receiver::recv()")?
        .1;
    Some((
        Class::Deadlock,
        "ms-worker-past-stop",
        args!("worker" => worker.thread.clone()),
    ))
}

/// The given main on the explorer: 8 of 8, each once, in every interleaving.
fn same_report_every_run(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "ms-dispatch-hangs");
    plan.scenario(label!("ms-scn-given-data"), || {
        let orders = given_eight();
        let packed = dispatch_traced(&orders, 3).concat();
        let each_once = packed.len() == orders.len() && orders.iter().all(|o| packed.contains(o));
        ensure(
            each_once,
            Class::WrongOutput,
            "ms-report-differs",
            || args!("packed" => packed.len(), "once" => if each_once { "yes" } else { "no" }),
        );
    });
}

/// How much later than spawned the workers of `dispatch` begin in [`no_busy_waiting`]: a
/// long while, in which the dispatcher can only wait for the first ready.
const LATE: std::time::Duration = std::time::Duration::from_secs(1);

/// Each role that must wait, while the threads it waits for are away for a long while:
/// a worker whose dispatcher (the check) is away after the first order, and `dispatch`
/// whose workers begin late. A thread that waits sleeps in `recv`; one that keeps trying
/// (`try_recv` in a loop) is then the only thread that can run (`busy-wait`), and a worker
/// that naps is seen in its sleep.
fn no_busy_waiting(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "ms-worker-not-ready");
    for (id, count) in [(0, 2), (1, 3)] {
        plan.scenario(
            label!("ms-scn-worker-dispatcher-away", "id" => id, "orders" => count),
            move || {
                deadlock_explained_by(waits_past_its_stop);
                let sent = numbered(9401, count);
                let (to_worker, inbox) = mpsc::channel();
                let (ready, ready_rx) = mpsc::channel();
                let handle = spawn(format!("worker {id}"), move || {
                    call(format!("worker({id}, orders, ready)"), || {
                        Packed(worker(id, inbox, ready))
                    })
                    .0
                });
                let messages = sent.iter().copied().map(Some).chain([None]);
                for (n, message) in messages.enumerate() {
                    if call("ready.recv()", || ready_rx.recv()).is_err() {
                        fail(Class::LostItem, "ms-worker-gone", args!("id" => id));
                    }
                    if n == 1 {
                        // The worker has said ready for its second message: it must wait for it.
                        away_while_they_wait("worker()");
                    }
                    let what = match message {
                        Some(order) => format!("send(Some({}))", order.id),
                        None => "send(None)".to_string(),
                    };
                    call_unit(what, || {
                        let _ = to_worker.send(message);
                    });
                }
                let packed = join_all(vec![handle]).remove(0);
                drop(to_worker);
                once(&sent, &packed);
            },
        );
    }
    plan.on_deadlock(Class::Deadlock, "ms-dispatch-hangs");
    for (count, workers) in [(3, 2), (2, 1)] {
        plan.scenario(
            label!("ms-scn-dispatch-workers-late", "orders" => count, "workers" => workers),
            move || {
                conveyor::time::threads_start_late(grader_kit::probe::KEY, LATE);
                let sent = numbered(9501, count);
                let lists = dispatch_traced(&sent, workers);
                once(&sent, &lists.concat());
            },
        );
    }
}
