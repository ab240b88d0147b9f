//! Before a real-thread oracle measures a wait, main lets the threads it started reach
//! it ([`settle`]): work that takes time may come first (a front that paces its orders,
//! packing that takes 40 ms an order), and a thread that reaches its wait later is no less
//! right. What it must not let through is a thread that polls a while and then waits:
//! naps that only looked again ([`looks_again`]) count while the threads settle.
//! A file of its own beside `waits.rs`, which measures the wait after it.

use super::naps::NAPS_ALLOWED;
use crate::class::Class;
use crate::oracle::fail;
use crate::sleeps::sleeps;
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

/// How many naps that looked again ([`sleeps`]: the same look as before the thread's sleep
/// before) the program's threads were in at some moment after the first `from` of
/// `events`: those open then, and those begun since. A thread that must wait has no
/// business in one: it polls, only slowly, and a nap of more than the whole measurement
/// makes no operation in it at all ([`WAITING_OPS`] would miss it). A sleep that is work
/// (a front that paces its orders by 250 ms, longer than the settling lets it go on) is
/// no nap, and neither is a sleep after a look that is new: work in two steps with a log
/// line of `queue.len()` between them (a red team's correct front, 2026-12-07) looks once
/// and sleeps once, each time something else. A thread that polls looks at the same from
/// its second nap on: with a period of up to the settling and the measurement together
/// (750 ms on real threads), that nap is open or begins in the measurement.
///
/// [`WAITING_OPS`]: super::WAITING_OPS
pub(super) fn naps_since(events: &[crate::probe::Event], from: usize) -> usize {
    let from = from.min(events.len());
    sleeps(events)
        .iter()
        .filter(|s| s.nap && s.same && (s.at >= from || open_at(events, s.at, from)))
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
        // A queue the program made shows no items: a refusal after each pause cannot be
        // told from the same order offered again, and is no look.
        let mut unshown = Vec::new();
        for _ in 1..=4 {
            let mut back = after_ops("main", Return, "queue.try_put(…)", 0);
            back.result = Some("Err(…)".into());
            unshown.push(after_ops("main", Call, "queue.try_put(…)", 0));
            unshown.push(back);
            sleep(&mut unshown, "main", 40, 0);
        }
        assert_eq!(looks_again(&unshown, 0), 0);
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

    #[test]
    fn a_sleep_after_a_new_look_is_no_poll_and_the_same_look_again_is() {
        // Work in two steps with a log line between: sleep, `len()`, sleep; the thread is
        // inside the second sleep when the measurement begins.
        let look = |events: &mut Vec<Event>, ops: u64| {
            let mut len = after_ops("front", Return, "queue.len()", ops + 1);
            len.result = Some("2".into());
            events.push(after_ops("front", Call, "queue.len()", ops));
            events.push(len);
        };
        let mut steps = Vec::new();
        sleep(&mut steps, "front", 50, 0);
        look(&mut steps, 1);
        steps.push(after_ops("front", Call, "sleep(200 ms)", 3));
        assert_eq!(naps_since(&steps, steps.len()), 0);
        // The same look, and a nap after it again: polling.
        let mut polls = Vec::new();
        for n in 0..2 {
            look(&mut polls, 3 * n);
            sleep(&mut polls, "front", 200, 3 * n + 2);
        }
        look(&mut polls, 6);
        polls.push(after_ops("front", Call, "sleep(200 ms)", 8));
        assert_eq!(naps_since(&polls, polls.len()), 1);
    }
}
