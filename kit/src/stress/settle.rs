//! Before a real-thread oracle measures a wait, main lets the threads it started reach
//! it ([`settle`]): work that takes time may come first (a front that paces its orders,
//! packing that takes 40 ms an order), and a thread that reaches its wait later is no less
//! right. What it must not let through is a thread that polls a while and then waits:
//! naps that only looked again ([`looks_again`]) count while the threads settle.
//! A file of its own beside `waits.rs`, which measures the wait after it.

use super::naps::NAPS_ALLOWED;
use crate::class::Class;
use crate::oracle::fail;
use std::time::Duration;

/// How long main sleeps on real threads, before it measures, for the threads it started
/// to reach the wait they must be in.
pub const SETTLE_TIME: Duration = Duration::from_millis(100);

/// The longest main gives the threads it started to reach their wait where one of them is
/// still inside a sleep of its own after [`SETTLE_TIME`]: its work that takes time (a front
/// that paces its orders, packing that takes 40 ms an order, a red team's textbook
/// programs) comes before the wait, and a thread that reaches its wait later is no less
/// right. A thread that naps and looks again for ever is in a sleep whenever main looks,
/// and still napping when the measurement begins. One that naps a bounded number of times
/// and then waits (a red team's 50 naps of 10 ms before a blocking take) reaches its wait
/// within this time: its naps are told from work by what comes between them
/// ([`looks_again`]).
pub const SETTLE_AT_MOST: Duration = Duration::from_millis(2000);

/// [`SETTLE_AT_MOST`] on real threads, where it is wall time the check waits: a front
/// that paces a few orders by 100 ms reaches its wait well within it.
pub const REAL_SETTLE_AT_MOST: Duration = Duration::from_millis(600);

/// Whether a thread of the program is inside one of conveyor's sleeps at the end of
/// `events`, a nap or work (main's own sleeps here are not recorded): settling goes on
/// while work that takes time does.
fn in_a_sleep(events: &[crate::probe::Event]) -> bool {
    sleeps(events).iter().any(|s| open_at(events, s.at, events.len()))
}

/// Whether the sleep called at `events[at]` was still open at `events[from]`: its thread
/// returned from no sleep between its call and then.
fn open_at(events: &[crate::probe::Event], at: usize, from: usize) -> bool {
    let thread = &events[at].thread;
    !events[at + 1..from]
        .iter()
        .any(|e| e.thread == *thread && e.kind == crate::probe::EventKind::Return && crate::sleeps::is_sleep(e))
}

/// Main lets the threads it started reach their wait: [`SETTLE_TIME`], and on while the
/// last [`SETTLE_STEP`] of it saw a thread do something or one is inside a sleep, up to
/// `at_most`. `events` reads the record, `sleep` is main's own, unrecorded.
/// Returns how long it gave them, and the most naps one thread took meanwhile that only
/// looked again ([`looks_again`]): settling lets work that takes time go on, not a thread
/// that polls a bounded number of times before it waits.
pub(super) fn settle(
    at_most: Duration,
    events: impl Fn() -> Vec<crate::probe::Event>,
    sleep: impl Fn(Duration),
) -> (Duration, usize) {
    let from = events().len();
    sleep(SETTLE_TIME - SETTLE_STEP);
    let mut settled = SETTLE_TIME - SETTLE_STEP;
    loop {
        let seen = events().len();
        sleep(SETTLE_STEP);
        settled += SETTLE_STEP;
        let now = events();
        if settled >= at_most || (now.len() == seen && !in_a_sleep(&now)) {
            return (settled, looks_again(&now, from));
        }
    }
}

/// A sleep of the program's, as [`sleeps`] reads it: where its call is in the events,
/// whether it is a nap (since its thread's sleep before, or its start, the thread only
/// looked), and whether it looked at the same as before that sleep.
struct Sleep {
    at: usize,
    nap: bool,
    same: bool,
}

/// Every sleep call of `events`, told nap or work. A nap's thread finished nothing
/// recorded since its sleep before (no call returned but looks: `queue.len()`, a `try_put`
/// of an item refused to it before) and looked at something: a recorded look, or an
/// operation besides the sleep's own (a lock, an atomic, a `try_recv` that found nothing,
/// none of them recorded). Work that takes time sleeps between steps that move something
/// (an order taken, a box put, a notify, a new order offered, even refused) or between
/// steps of its own that touch nothing shared (a task in three sleeps of 15 ms): a red
/// team's correct programs of both kinds were told as polling by a rule that read only
/// the recorded steps (2026-12-07).
fn sleeps(events: &[crate::probe::Event]) -> Vec<Sleep> {
    use crate::probe::EventKind;
    type Step<'a> = (EventKind, &'a str, Option<&'a str>);
    /// One thread's record: what it did since its last sleep, and before that sleep.
    #[derive(Default)]
    struct Since<'a> {
        steps: Vec<Step<'a>>,
        before: Option<Vec<Step<'a>>>,
        moved: bool,
        looked: bool,
        ops_from: u64,
        refused: Vec<&'a str>,
    }
    let mut threads: Vec<(&str, Since)> = Vec::new();
    let mut found = Vec::new();
    for (at, event) in events.iter().enumerate() {
        let i = match threads.iter().position(|(t, _)| *t == event.thread) {
            Some(i) => i,
            None => {
                threads.push((&event.thread, Since::default()));
                threads.len() - 1
            }
        };
        let since = &mut threads[i].1;
        let step = (event.kind, event.what.as_str(), event.result.as_deref());
        if crate::sleeps::is_sleep(event) {
            match event.kind {
                EventKind::Call => {
                    // Its own operation is the sleep's: more is a look nobody recorded.
                    let looked = since.looked || event.ops.saturating_sub(since.ops_from) > 1;
                    since.steps.push(step);
                    let steps = std::mem::take(&mut since.steps);
                    found.push(Sleep {
                        at,
                        nap: looked && !since.moved,
                        same: since.before.as_ref() == Some(&steps),
                    });
                    since.before = Some(steps);
                    (since.moved, since.looked) = (false, false);
                }
                EventKind::Return => since.ops_from = event.ops,
                EventKind::Note => {}
            }
            continue;
        }
        since.steps.push(step);
        if event.what == "queue.len()" {
            since.looked = true;
        } else if event.what.starts_with("queue.try_put(") {
            // Offered: a look only where this item was refused before (offered again).
            if event.kind == EventKind::Return {
                let refused = event.result.as_deref().is_some_and(|r| r.starts_with("Err"));
                if refused && since.refused.contains(&event.what.as_str()) {
                    since.looked = true;
                } else {
                    since.moved = true;
                    if refused {
                        since.refused.push(&event.what);
                    }
                }
            }
        } else if event.kind == EventKind::Return {
            // A call that returned did something (a take, a put, a notify, a wait that was
            // woken); one that began and has not returned (the scenario's `take()` around
            // the program's own loop) has done nothing yet.
            since.moved = true;
        }
    }
    found
}

/// The most naps one thread began after the first `from` of `events` that looked at the
/// same as before their sleep before ([`sleeps`]): a thread that polls finds the same
/// nothing every time.
fn looks_again(events: &[crate::probe::Event], from: usize) -> usize {
    let mut per_thread: Vec<(&str, usize)> = Vec::new();
    for sleep in sleeps(events).iter().filter(|s| s.at >= from && s.nap && s.same) {
        let thread = events[sleep.at].thread.as_str();
        match per_thread.iter_mut().find(|(t, _)| *t == thread) {
            Some((_, n)) => *n += 1,
            None => per_thread.push((thread, 1)),
        }
    }
    per_thread.into_iter().map(|(_, n)| n).max().unwrap_or(0)
}

/// The last part of [`SETTLE_TIME`], and each step after it, in which nothing may happen
/// for the threads main started to count as having reached their wait ([`settle`]).
const SETTLE_STEP: Duration = Duration::from_millis(25);

/// Fails `busy-wait` with the catalog message `key` where a thread took more naps than
/// [`NAPS_ALLOWED`] that only looked again while main let the threads reach their wait
/// (`settled`): it polls a while before it waits, and the settling must not hide that.
pub(super) fn polled_while_settling(key: &str, call: &str, looked_again: usize, settled: Duration) {
    if looked_again > NAPS_ALLOWED {
        fail(
            Class::BusyWait,
            key,
            crate::args!(
                "call" => call,
                "naps" => looked_again,
                "waited" => conveyor::time::millis(settled),
            ),
        );
    }
}

/// How many naps ([`sleeps`]) the program's threads were in at some moment after the first
/// `from` of `events`: those open then, and those begun since. A thread that must wait
/// has no business in a nap: one that naps and looks again polls, only slowly, and a nap
/// of more than the whole measurement makes no operation in it at all ([`WAITING_OPS`]
/// would miss it). A sleep that is work (a front that paces its orders by 250 ms, longer
/// than the settling lets it go on) is no nap.
///
/// [`WAITING_OPS`]: super::WAITING_OPS
pub(super) fn naps_since(events: &[crate::probe::Event], from: usize) -> usize {
    let from = from.min(events.len());
    sleeps(events)
        .iter()
        .filter(|s| s.nap && (s.at >= from || open_at(events, s.at, from)))
        .count()
}

#[cfg(test)]
mod looks {
    use super::{in_a_sleep, looks_again, naps_since};
    use crate::events_for_tests::after_ops;
    use crate::probe::Event;
    use crate::probe::EventKind::{Call, Return};

    /// `thread` sleeps `ms`, after `ops` operations of its own before the sleep's.
    fn sleep(events: &mut Vec<Event>, thread: &str, ms: u64, ops: u64) {
        let what = format!("sleep({ms} ms)");
        events.push(after_ops(thread, Call, &what, ops + 1));
        events.push(after_ops(thread, Return, &what, ops + 1));
    }

    #[test]
    fn the_same_look_between_naps_is_counted_and_work_between_sleeps_is_not() {
        let mut polls = Vec::new();
        let mut ops = 0;
        for _ in 0..4 {
            let mut len = after_ops("consumer", Return, "queue.len()", ops + 1);
            len.result = Some("0".into());
            polls.push(after_ops("consumer", Call, "queue.len()", ops));
            polls.push(len);
            sleep(&mut polls, "consumer", 10, ops + 1);
            ops += 2;
        }
        assert_eq!(looks_again(&polls, 0), 3);
        assert_eq!(looks_again(&polls, 8), 2);
        // A look nobody recorded (`is_empty()`, a lock): operations between the sleeps.
        let mut unrecorded = Vec::new();
        for n in 0..4 {
            sleep(&mut unrecorded, "packer", 10, 3 * n + 2);
        }
        assert_eq!(looks_again(&unrecorded, 0), 3);
        // Packing that takes time between an order taken and its box put: the same steps
        // each time (the queues show no items), but each moves an order.
        let mut packs = Vec::new();
        for _ in 1..=4 {
            packs.push(after_ops("packer", Call, "queue.take()", 0));
            packs.push(after_ops("packer", Return, "queue.take()", 0));
            sleep(&mut packs, "packer", 40, 0);
            packs.push(after_ops("packer", Call, "queue.put(…)", 0));
            packs.push(after_ops("packer", Return, "queue.put(…)", 0));
        }
        assert_eq!(looks_again(&packs, 0), 0);
        // Work in three steps of 15 ms each, touching nothing shared between them.
        let mut steps = Vec::new();
        for _ in 0..4 {
            sleep(&mut steps, "front", 15, 0);
        }
        assert_eq!(looks_again(&steps, 0), 0);
        assert_eq!(naps_since(&steps, 2), 0);
    }

    #[test]
    fn a_new_order_refused_is_no_look_and_the_same_order_offered_again_is() {
        let offer = |events: &mut Vec<Event>, item: u32| {
            let what = format!("queue.try_put(Order({item}))");
            let mut back = after_ops("front", Return, &what, 0);
            back.result = Some(format!("Err(Order({item}))"));
            events.push(after_ops("front", Call, &what, 0));
            events.push(back);
        };
        let mut paced = Vec::new();
        for item in 1..=4 {
            offer(&mut paced, item);
            sleep(&mut paced, "front", 20, 0);
        }
        assert_eq!(looks_again(&paced, 0), 0);
        let mut again = Vec::new();
        for _ in 1..=4 {
            offer(&mut again, 7);
            sleep(&mut again, "front", 20, 0);
        }
        assert_eq!(looks_again(&again, 0), 3);
    }

    #[test]
    fn a_thread_inside_a_sleep_of_work_keeps_the_threads_settling() {
        // Three steps of work; the last sleep has begun and not returned.
        let mut steps = Vec::new();
        for _ in 0..2 {
            sleep(&mut steps, "front", 15, 0);
        }
        assert!(!in_a_sleep(&steps));
        steps.push(after_ops("front", Call, "sleep(15 ms)", 1));
        assert_eq!(naps_since(&steps, steps.len()), 0, "work, not a nap");
        assert!(in_a_sleep(&steps), "but the thread is still working");
    }
}
