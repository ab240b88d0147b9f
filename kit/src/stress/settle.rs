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
/// `events` (main's own sleeps here are not recorded).
fn in_a_sleep(events: &[crate::probe::Event]) -> bool {
    naps_since(events, events.len()) > 0
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

/// The most naps one thread took after the first `from` of `events` that only looked
/// again: a sleep whose thread did, since its sleep before, nothing recorded but looks
/// (`queue.len()`, a `try_put` refused; or nothing recorded at all), and the same looks
/// with the same answers as between the two sleeps before that. Work that takes time
/// sleeps between steps that move something (an order taken, a box put, a notify) or that
/// differ (each try its own order); a thread that polls finds the same nothing every time.
/// A sleep of a different length is no repeat either.
fn looks_again(events: &[crate::probe::Event], from: usize) -> usize {
    use crate::probe::EventKind;
    type Step<'a> = (EventKind, &'a str, Option<&'a str>);
    /// A step that only looks: conveyor's words for the given queue's looks, which the
    /// student's code cannot write (the probe records them, refused before the build).
    fn only_looks((kind, what, result): &Step) -> bool {
        *what == "queue.len()"
            || what.starts_with("sleep(")
            || (what.starts_with("queue.try_put(")
                && (*kind == EventKind::Call || result.is_some_and(|r| r.starts_with("Err"))))
    }
    /// One thread's record since `from`: what it did since its last sleep, and before.
    #[derive(Default)]
    struct Looks<'a> {
        since: Vec<Step<'a>>,
        before: Option<Vec<Step<'a>>>,
        asleep: bool,
        repeats: usize,
    }
    let mut threads: Vec<(&str, Looks)> = Vec::new();
    for event in &events[from.min(events.len())..] {
        let at = match threads.iter().position(|(t, _)| *t == event.thread) {
            Some(at) => at,
            None => {
                threads.push((&event.thread, Looks::default()));
                threads.len() - 1
            }
        };
        let looks = &mut threads[at].1;
        let step = (event.kind, event.what.as_str(), event.result.as_deref());
        if crate::sleeps::is_sleep(event) {
            looks.asleep = event.kind == EventKind::Call;
            if looks.asleep {
                looks.since.push(step);
                let since = std::mem::take(&mut looks.since);
                if since.iter().all(only_looks) && looks.before.as_ref() == Some(&since) {
                    looks.repeats += 1;
                }
                looks.before = Some(since);
            }
        } else if !looks.asleep {
            looks.since.push(step);
        }
    }
    threads.iter().map(|(_, looks)| looks.repeats).max().unwrap_or(0)
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

/// How many of conveyor's sleeps the program's threads were in at some moment after the
/// first `from` of `events` (the real threads' record): those open then, and those begun
/// since. A thread that must wait has no business in a sleep: one that naps and looks
/// again polls, only slowly, and a nap of more than the whole measurement makes no
/// operation in it at all ([`WAITING_OPS`] would miss it).
pub(super) fn naps_since(events: &[crate::probe::Event], from: usize) -> usize {
    use crate::probe::EventKind;
    let from = from.min(events.len());
    let is_sleep = |e: &&crate::probe::Event| crate::sleeps::is_sleep(e);
    // The threads inside a sleep when the measurement began.
    let mut open: Vec<&str> = Vec::new();
    for event in events[..from].iter().filter(is_sleep) {
        match event.kind {
            EventKind::Call => open.push(&event.thread),
            EventKind::Return => {
                if let Some(i) = open.iter().position(|t| *t == event.thread) {
                    open.swap_remove(i);
                }
            }
            EventKind::Note => {}
        }
    }
    let begun = events[from..]
        .iter()
        .filter(is_sleep)
        .filter(|e| e.kind == EventKind::Call)
        .count();
    open.len() + begun
}

#[cfg(test)]
mod looks {
    use super::looks_again;
    use crate::events_for_tests::after_ops;
    use crate::probe::EventKind::{Call, Return};

    #[test]
    fn the_same_look_between_naps_is_counted_and_work_between_sleeps_is_not() {
        let mut polls = Vec::new();
        for _ in 0..4 {
            let mut len = after_ops("consumer", Return, "queue.len()", 0);
            len.result = Some("0".into());
            polls.push(after_ops("consumer", Call, "queue.len()", 0));
            polls.push(len);
            polls.push(after_ops("consumer", Call, "sleep(10 ms)", 0));
            polls.push(after_ops("consumer", Return, "sleep(10 ms)", 0));
        }
        assert_eq!(looks_again(&polls, 0), 3);
        assert_eq!(looks_again(&polls, 8), 1);
        // Packing that takes time between an order taken and its box put: the same steps
        // each time (the queues show no items), but each moves an order.
        let mut packs = Vec::new();
        for _ in 1..=4 {
            packs.push(after_ops("packer", Call, "queue.take()", 0));
            packs.push(after_ops("packer", Return, "queue.take()", 0));
            packs.push(after_ops("packer", Call, "sleep(40 ms)", 0));
            packs.push(after_ops("packer", Return, "sleep(40 ms)", 0));
            packs.push(after_ops("packer", Call, "queue.put(…)", 0));
            packs.push(after_ops("packer", Return, "queue.put(…)", 0));
        }
        assert_eq!(looks_again(&packs, 0), 0);
    }
}
