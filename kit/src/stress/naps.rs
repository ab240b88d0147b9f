//! A thread that must wait, and sleeps and looks again instead: busy waiting, only slower.
//!
//! The lessons' work takes its time in `conveyor::thread::sleep` (an invoice's PDF, a
//! thumbnail, a check's task of 50 ms), and conveyor records every sleep with its thread.
//! A thread that has nothing to do but wait (an idle worker, a caller waiting on a ticket,
//! a `run` waiting for room, a progress thread waiting for the next task to finish) has no
//! business in a sleep: blocked in `recv`, `Condvar::wait` or a ticket's `wait`, it makes
//! no step until what it waits for wakes it, whatever the clock does. One that sleeps a
//! millisecond and looks again, or a hundred, wakes again and again while nothing it waits
//! for changed. The explorer's clock jumps to each of its wake-ups when every other thread
//! waits, so under the explorer it is never slow enough to be caught by the step bound,
//! and a yield is not what it makes: its naps are.
//!
//! So the sleeps of an execution are sorted: those that are the exercise's work (as long as
//! one of the tasks takes, each task's cost matched once, or inside a task of the given
//! pool: work made in slices) and the others, the naps. A thread that takes more naps than
//! [`NAPS_ALLOWED`] polls. However long its period, a stretch of virtual time longer than a
//! few of them shows it (a scenario whose task takes a second, say); a sleep or two beside
//! the work (a pause, a decoy) is no poll.
//!
//! The real-thread phase has the same record, without times: the same oracle holds there.

use super::phase::in_once;
use crate::class::Class;
use crate::oracle::{Args, fail};
use crate::probe::{Event, EventKind};
use crate::sleeps::{is_sleep, outermost_open};
use std::time::Duration;

pub use crate::sleeps::NAPS_ALLOWED;

/// A task of the given pool on its worker, as conveyor records it: `task 3`, or under the
/// explorer `task 3 (from t=…)`.
fn is_pool_task(event: &Event) -> bool {
    event.what.starts_with("task ")
}

/// The sleeps of an execution, sorted: indices into its events.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Sleeps {
    /// The calls and returns of the sleeps that are the exercise's work, in event order.
    pub work: Vec<usize>,
    /// The calls of the other sleeps, in event order.
    pub naps: Vec<usize>,
}

/// Sorts the sleeps of `events`, the exercise's tasks costing `costs` (each the length of
/// one sleep): a sleep is work if it is as long as a task not matched yet (each cost
/// matched once, in the order the sleeps began) or if it is inside a task of the given
/// pool. The others are naps.
pub fn sort(events: &[Event], costs: &[Duration]) -> Sleeps {
    let mut unmatched: Vec<String> = costs
        .iter()
        .map(|&cost| format!("sleep({})", conveyor::time::millis(cost)))
        .collect();
    // The threads inside a task of the given pool, each with how deep.
    let mut in_task: Vec<(String, usize)> = Vec::new();
    // The threads inside a sleep that is work, each with the sleep's text.
    let mut counted: Vec<(String, String)> = Vec::new();
    let mut sleeps = Sleeps::default();
    for (i, event) in events.iter().enumerate() {
        let depth = in_task.iter().position(|(t, _)| *t == event.thread);
        match event.kind {
            EventKind::Call if is_pool_task(event) => match depth {
                Some(d) => in_task[d].1 += 1,
                None => in_task.push((event.thread.clone(), 1)),
            },
            EventKind::Return if is_pool_task(event) => {
                if let Some(d) = depth {
                    in_task[d].1 -= 1;
                    if in_task[d].1 == 0 {
                        in_task.swap_remove(d);
                    }
                }
            }
            EventKind::Call if is_sleep(event) => {
                let matched = unmatched.iter().position(|c| *c == event.what);
                if let Some(m) = matched {
                    unmatched.swap_remove(m);
                }
                if matched.is_some() || depth.is_some() {
                    counted.push((event.thread.clone(), event.what.clone()));
                    sleeps.work.push(i);
                } else {
                    sleeps.naps.push(i);
                }
            }
            EventKind::Return if is_sleep(event) => {
                let mine = counted.iter().position(|(t, w)| *t == event.thread && *w == event.what);
                if let Some(m) = mine {
                    counted.swap_remove(m);
                    sleeps.work.push(i);
                }
            }
            _ => {}
        }
    }
    sleeps
}

/// The thread that took the most naps in an execution.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Napper {
    pub thread: String,
    /// How many naps it took.
    pub naps: usize,
    /// Its first nap as recorded: `sleep(1 ms)`.
    pub nap: String,
    /// The outermost call it was in at its first nap, as recorded (`wait() of task 0`,
    /// `run(3)`), if it was in one: a worker of the student's own is in none.
    pub call: Option<String>,
    /// When its first and its last nap began, on the virtual clock (None on real threads).
    pub from: Option<Duration>,
    pub to: Option<Duration>,
}

/// The thread of `events` that took the most naps ([`sort`]), if any took one.
pub fn most_naps(events: &[Event], costs: &[Duration]) -> Option<Napper> {
    let naps = sort(events, costs).naps;
    // Per thread, in the order each first napped: its naps' indices.
    let mut by_thread: Vec<(&str, Vec<usize>)> = Vec::new();
    for &i in &naps {
        let thread = events[i].thread.as_str();
        match by_thread.iter_mut().find(|(t, _)| *t == thread) {
            Some((_, mine)) => mine.push(i),
            None => by_thread.push((thread, vec![i])),
        }
    }
    // The first with the most, so that the same events name the same thread.
    let (thread, mine) = by_thread.iter().rev().max_by_key(|(_, mine)| mine.len())?;
    let (first, last) = (mine[0], mine[mine.len() - 1]);
    Some(Napper {
        thread: thread.to_string(),
        naps: mine.len(),
        nap: events[first].what.clone(),
        call: outermost_open(&events[..first], thread),
        from: events[first].at,
        to: events[last].at,
    })
}

/// Fails as `busy-wait` with the catalog message `key` if a thread of the program took more
/// than [`NAPS_ALLOWED`] naps so far in this execution, the exercise's tasks costing
/// `costs` ([`sort`]). The message gets the scenario's `args` and `thread`, `naps`, `nap`
/// (the first, as recorded: `sleep(1 ms)`), `call` (the call it napped in, or `-` where it
/// was in none of the check's), `from` and `until` (when its first and last nap began; `-`
/// on real threads). Under the explorer, and in the checks' last phase on real threads
/// from the real threads' record; nothing in the benchmark, which records nothing.
pub fn ensure_no_naps(key: &str, costs: &[Duration], mut args: Args) {
    let events = if conveyor::time::virtual_now(crate::probe::KEY).is_some() {
        crate::probe::events_so_far()
    } else if in_once() {
        crate::probe::real_events_so_far()
    } else {
        return;
    };
    let Some(napper) = most_naps(&events, costs).filter(|n| n.naps > NAPS_ALLOWED) else {
        return;
    };
    let at = |t: Option<Duration>| t.map_or_else(|| "-".to_string(), conveyor::time::millis);
    args.insert("thread".into(), napper.thread);
    args.insert("naps".into(), napper.naps.to_string());
    args.insert("nap".into(), napper.nap);
    args.insert("call".into(), napper.call.unwrap_or_else(|| "-".into()));
    args.insert("from".into(), at(napper.from));
    args.insert("until".into(), at(napper.to));
    fail(Class::BusyWait, key, args)
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::events_for_tests::at as event;

    /// A task of 50 ms on worker 1; worker 2 and main wait, each its own way.
    fn around_a_task(waiter: &[Event]) -> Vec<Event> {
        use EventKind::*;
        let mut events = vec![
            event("main", Call, "wait() of task 0", 0),
            event("worker 1", Call, "sleep(50 ms)", 0),
        ];
        events.extend_from_slice(waiter);
        events.push(event("worker 1", Return, "sleep(50 ms)", 50));
        events.push(event("main", Return, "wait() of task 0", 50));
        events
    }

    #[test]
    fn a_thread_that_blocks_takes_no_nap() {
        let events = around_a_task(&[]);
        assert_eq!(most_naps(&events, &[Duration::from_millis(50)]), None);
        assert_eq!(sort(&events, &[Duration::from_millis(50)]).work, vec![1, 2]);
    }

    #[test]
    fn a_thread_that_polls_naps_as_often_as_its_period_fits() {
        use EventKind::*;
        let polls: Vec<Event> = (0..10)
            .flat_map(|n| {
                [
                    event("worker 2", Call, "sleep(5 ms)", n * 5),
                    event("worker 2", Return, "sleep(5 ms)", n * 5 + 5),
                ]
            })
            .collect();
        let napper = most_naps(&around_a_task(&polls), &[Duration::from_millis(50)]).expect("naps");
        assert_eq!((napper.thread.as_str(), napper.naps), ("worker 2", 10));
        assert_eq!((napper.nap.as_str(), napper.call), ("sleep(5 ms)", None));
        assert_eq!(
            (napper.from, napper.to),
            (Some(Duration::ZERO), Some(Duration::from_millis(45)))
        );
    }

    #[test]
    fn a_caller_that_polls_naps_in_its_call() {
        use EventKind::*;
        let polls = [
            event("main", Call, "sleep(20 ms)", 0),
            event("main", Return, "sleep(20 ms)", 20),
            event("main", Call, "sleep(20 ms)", 20),
            event("main", Return, "sleep(20 ms)", 40),
            event("main", Call, "sleep(20 ms)", 40),
            event("main", Return, "sleep(20 ms)", 60),
        ];
        let napper = most_naps(&around_a_task(&polls), &[Duration::from_millis(50)]).expect("naps");
        assert_eq!((napper.naps, napper.call.as_deref()), (3, Some("wait() of task 0")));
    }

    #[test]
    fn work_in_slices_inside_a_task_of_the_given_pool_is_no_nap() {
        use EventKind::*;
        let mut events = vec![event("worker 1", Call, "task 1 (from t=0 ms)", 0)];
        for n in 0..5 {
            events.push(event("worker 1", Call, "sleep(10 ms)", n * 10));
            events.push(event("worker 1", Return, "sleep(10 ms)", n * 10 + 10));
        }
        events.push(event("worker 1", Return, "task 1 (from t=0 ms)", 50));
        assert_eq!(most_naps(&events, &[Duration::from_millis(50)]), None);
    }
}
