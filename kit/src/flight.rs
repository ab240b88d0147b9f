//! Tasks side by side, read from what the execution did.
//!
//! The lessons' work takes its time in `conveyor::thread::sleep` (a thumbnail 2 ms per KB,
//! an invoice's PDF 50 ms), and conveyor records every sleep with its thread and virtual
//! time. So whatever shape the program has (the given pool, a pool of its own, scoped
//! threads), the work in flight at a moment is the set of threads inside a sleep then.
//! A pool used one task at a time (each ticket waited on before the next task is handed
//! out) never has two; a pool used right has as many as it has workers. Judged from the
//! events, never from a makespan worked out from assumed durations.

use crate::class::Class;
use crate::oracle::{Args, fail};
use crate::probe::{Event, EventKind};
use crate::scenario::{Label, Plan};
use std::time::Duration;

/// One stretch of work: a thread inside one `sleep`, from `from` to `to` (None: not
/// over when the events were read).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Work {
    pub thread: String,
    pub from: Duration,
    pub to: Option<Duration>,
}

/// The work an execution did so far, and the most stretches of it in flight at once.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Flight {
    /// In the order each began.
    pub work: Vec<Work>,
    /// The most threads inside a sleep at the same moment.
    pub most: usize,
}

/// What the execution's events say about the work so far; empty on real threads.
pub fn so_far() -> Flight {
    of_events(&crate::probe::events_so_far())
}

fn is_sleep(event: &Event) -> bool {
    // Written by conveyor's own `sleep`; the student's code cannot record events (the
    // probe is refused before the build).
    event.what.starts_with("sleep(")
}

/// The work in `events`: each thread's sleeps, and the most that overlapped. In event
/// order, so two sleeps overlap only when the second began before the first returned.
pub fn of_events(events: &[Event]) -> Flight {
    let mut flight = Flight::default();
    // Index into `work` of each thread's open sleep.
    let mut open: Vec<(String, usize)> = Vec::new();
    for event in events.iter().filter(|e| is_sleep(e)) {
        let at = event.at.unwrap_or_default();
        match event.kind {
            EventKind::Call => {
                flight.work.push(Work {
                    thread: event.thread.clone(),
                    from: at,
                    to: None,
                });
                open.push((event.thread.clone(), flight.work.len() - 1));
                flight.most = flight.most.max(open.len());
            }
            EventKind::Return => {
                if let Some(i) = open.iter().position(|(t, _)| *t == event.thread) {
                    let (_, index) = open.swap_remove(i);
                    flight.work[index].to = Some(at);
                }
            }
            EventKind::Note => {}
        }
    }
    flight
}

/// The catalog messages of [`ensure_side_by_side`]. Each gets the check's `args` and
/// `most`, `want`, `pieces`; `one_at_a_time` also `first` (the thread of the first piece
/// of work), `first-to` (when it ended), `next` and `next-from` (the piece that began next).
pub struct FlightKeys {
    /// Never two at once: each piece of work began only after the one before had ended.
    pub one_at_a_time: &'static str,
    /// Some at once, but fewer than the workers there were for them.
    pub too_few: &'static str,
}

/// The thumbnail exercises' `side-by-side`: one scenario per batch (its photos and the
/// pool's workers). `batch` makes the exercise's call and judges its result; then as many
/// photos as there were workers for them (the corrupted ones take no time) must have been
/// in the making at once. Judged per execution, so the clock here moves only when every
/// thread waits: a pool is not blamed for a worker the search made slow.
pub fn photos_side_by_side(
    plan: &mut Plan,
    batches: &[(&'static [&'static str], usize)],
    label: fn(&[&str], usize) -> Label,
    keys: &'static FlightKeys,
    batch: fn(&[&str], usize),
) {
    for &(images, workers) in batches {
        plan.scenario(label(images, workers), move || {
            conveyor::time::timers_fire_only_when_all_wait(crate::probe::KEY);
            batch(images, workers);
            let take_time = images.iter().filter(|i| crate::shop::thumbnail_kb(i).is_ok()).count();
            let about = crate::args!("workers" => workers, "images" => images.len());
            ensure_side_by_side(keys, workers.min(take_time), about);
        });
    }
}

/// Fails as `not-concurrent` unless the work so far had at least `want` pieces in flight
/// at once: a pool of N given at least N tasks that take time keeps N of them in flight.
/// Nothing to say on real threads (no events), when `want` is below 2, nor when no work
/// took any time.
pub fn ensure_side_by_side(keys: &FlightKeys, want: usize, mut args: Args) {
    if conveyor::time::virtual_now().is_none() {
        return;
    }
    // Judged from the explored execution only: a real thread records no events.
    crate::probe::judged_explored_only();
    let flight = so_far();
    // No work took time at all: nothing here tells side by side from one at a time (the
    // exercise's own check says the work must take its time).
    if want < 2 || flight.most >= want || flight.work.is_empty() {
        return;
    }
    let ms = |t: Duration| conveyor::time::millis(t);
    args.insert("most".into(), flight.most.to_string());
    args.insert("want".into(), want.to_string());
    args.insert("pieces".into(), flight.work.len().to_string());
    if flight.most <= 1 {
        let first = flight.work.first();
        let next = flight.work.get(1);
        args.insert("first".into(), first.map(|w| w.thread.clone()).unwrap_or_default());
        let first_to = first.and_then(|w| w.to).unwrap_or_default();
        args.insert("first-to".into(), ms(first_to));
        args.insert("next".into(), next.map(|w| w.thread.clone()).unwrap_or_default());
        args.insert("next-from".into(), ms(next.map(|w| w.from).unwrap_or_default()));
        fail(Class::NotConcurrent, keys.one_at_a_time, args)
    }
    fail(Class::NotConcurrent, keys.too_few, args)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(thread: &str, kind: EventKind, what: &str, at: u64) -> Event {
        Event {
            thread: thread.into(),
            kind,
            what: what.into(),
            result: None,
            object: None,
            at: Some(Duration::from_millis(at)),
        }
    }

    #[test]
    fn overlapping_sleeps_are_work_side_by_side() {
        use EventKind::*;
        let side_by_side = [
            event("worker 1", Call, "sleep(82 ms)", 0),
            event("worker 2", Call, "sleep(40 ms)", 0),
            event("worker 2", Return, "sleep(40 ms)", 40),
            event("worker 2", Call, "sleep(40 ms)", 40),
            event("worker 1", Return, "sleep(82 ms)", 82),
            event("worker 2", Return, "sleep(40 ms)", 80),
        ];
        let flight = of_events(&side_by_side);
        assert_eq!(flight.most, 2);
        assert_eq!(flight.work.len(), 3);
        assert_eq!(flight.work[1].to, Some(Duration::from_millis(40)));
    }

    #[test]
    fn sleeps_that_touch_end_to_start_are_one_at_a_time() {
        use EventKind::*;
        let one_by_one = [
            event("worker 1", Call, "sleep(82 ms)", 0),
            event("worker 1", Return, "sleep(82 ms)", 82),
            event("main", Return, "wait() of task 1", 82),
            event("worker 2", Call, "sleep(40 ms)", 82),
            event("worker 2", Note, "a note", 82),
            event("worker 2", Return, "sleep(40 ms)", 122),
        ];
        let flight = of_events(&one_by_one);
        assert_eq!(flight.most, 1);
        assert_eq!(
            flight.work,
            vec![
                Work {
                    thread: "worker 1".into(),
                    from: Duration::ZERO,
                    to: Some(Duration::from_millis(82))
                },
                Work {
                    thread: "worker 2".into(),
                    from: Duration::from_millis(82),
                    to: Some(Duration::from_millis(122))
                },
            ]
        );
    }

    /// The given pool under the explorer, used right and one task at a time: what the
    /// events say, in every explored execution.
    #[test]
    fn the_given_pool_side_by_side_and_one_at_a_time() {
        use conveyor::{Pending, WorkerPool};
        use shuttle::Runner;
        use shuttle::scheduler::RandomScheduler;
        let runner = Runner::new(
            conveyor::time::Timed(RandomScheduler::new_from_seed(3, 30)),
            crate::explore::config(20_000),
        );
        let _alone = crate::explore::one_at_a_time();
        runner.run(|| {
            // Judged per execution: the clock moves only when every thread waits (as in the
            // exercises' side-by-side scenarios).
            conveyor::time::timers_fire_only_when_all_wait(crate::probe::KEY);
            crate::probe::take_events();
            let work = |ms: u64| {
                conveyor::thread::sleep(Duration::from_millis(ms));
                Ok(ms)
            };
            let pool = WorkerPool::new(3, work);
            let tickets: Vec<Pending<u64>> = [40, 50, 60, 70].into_iter().map(|ms| pool.run(ms)).collect();
            let _: Vec<_> = tickets.into_iter().map(Pending::wait).collect();
            pool.close();
            assert_eq!(so_far().most, 3, "{:?}", so_far());
            crate::probe::take_events();
            let pool = WorkerPool::new(3, work);
            let _: Vec<_> = [40, 50, 60, 70].into_iter().map(|ms| pool.run(ms).wait()).collect();
            pool.close();
            let flight = so_far();
            assert_eq!((flight.most, flight.work.len()), (1, 4), "{flight:?}");
            // Each began only once the one before had ended, 40 ms after it began.
            assert_eq!(Some(flight.work[1].from), flight.work[0].to);
            assert_eq!(flight.work[0].to, Some(flight.work[0].from + Duration::from_millis(40)));
        });
    }

    #[test]
    fn on_real_threads_nothing_is_judged() {
        let keys = FlightKeys {
            one_at_a_time: "x",
            too_few: "y",
        };
        ensure_side_by_side(&keys, 4, Args::new());
    }
}
