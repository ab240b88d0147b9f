//! Tasks side by side, read from what the execution did.
//!
//! The lessons' work takes its time in `conveyor::thread::sleep` (a thumbnail 2 ms per KB,
//! an invoice's PDF 50 ms), and conveyor records every sleep with its thread and virtual
//! time. So whatever shape the program has (the given pool, a pool of its own, scoped
//! threads), the work in flight at a moment is the set of threads inside a sleep of the
//! exercise's work then: a sleep as long as one of its tasks takes, or any sleep inside a
//! task of the given pool (work made in slices). A thread that merely sleeps beside the
//! work is no task: decoys beside a worker that works one task at a time do not make it
//! side by side. A pool used one task at a time (each ticket waited on before the next
//! task is handed out) never has two; a pool used right has as many as it has workers.
//! Judged from the events, never from a makespan worked out from assumed durations, under
//! the explorer and, from the real threads' record, in the checks' last phase.

use crate::class::Class;
use crate::oracle::{Args, fail};
use crate::pools::InFlight;
use crate::probe::{Event, EventKind};
use crate::scenario::{Label, Plan};
use crate::sleeps::is_sleep;
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

/// The work in `events`: each thread's sleeps, and the most that overlapped. In event
/// order, so two sleeps overlap only when the second began before the first returned.
pub fn of_events(events: &[Event]) -> Flight {
    of_sleeps(events.iter().filter(|e| is_sleep(e)))
}

/// The exercise's work in `events`, its tasks costing `costs` (each the length of one
/// sleep): a sleep is a piece of it if it is as long as a task not matched yet (each
/// cost matched once, in the order the sleeps began) or if it is inside a task of the
/// given pool. Other sleeps (a thread that only sleeps beside the workers, or one that naps
/// while it waits: `crate::stress::ensure_no_naps`) are not.
pub fn of_work(events: &[Event], costs: &[Duration]) -> Flight {
    let sorted = crate::stress::sort_sleeps(events, costs);
    of_sleeps(sorted.work.iter().map(|&i| &events[i]))
}

/// The most of `sleeps` (their calls and returns, in event order) in flight at once.
fn of_sleeps<'a>(sleeps: impl Iterator<Item = &'a Event>) -> Flight {
    let mut flight = Flight::default();
    // Index into `work` of each thread's open sleep.
    let mut open: Vec<(String, usize)> = Vec::new();
    for event in sleeps {
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
/// of work), `first-to` (when it ended), `next` and `next-from` (the piece that began next);
/// `real_one_at_a_time` `most`, `tasks` and `begun` (`crate::stress`).
pub struct FlightKeys {
    /// Never two at once: each piece of work began only after the one before had ended.
    pub one_at_a_time: &'static str,
    /// Some at once, but fewer than the workers there were for them.
    pub too_few: &'static str,
    /// On real threads, never two at once, after the explorer saw them side by side.
    pub real_one_at_a_time: &'static str,
    /// A worker free while a piece of work waited to begin ([`worker_left_free`]); gets
    /// `from` and `until` (after the first piece began), `busy` and `waiting`.
    pub left_free: &'static str,
}

/// A stretch of virtual time in which a worker was free while work waited to begin.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Idle {
    pub from: Duration,
    pub until: Duration,
    /// Pieces of work in the making then.
    pub busy: usize,
    /// Pieces of work that had not begun yet.
    pub waiting: usize,
}

/// The first stretch from `start` to `end` that passed with fewer than `workers` of the
/// `pieces` of work in the making while some of them had not begun. Only stretches in
/// which time passed count: at the instant a worker finishes, it has yet to take the next
/// piece. Meaningful only where the clock moved when no thread could run (no early jump
/// of `conveyor::time`): then a free worker could have taken the piece and did not. A
/// count of `pieces` below what `work` holds (a task made in slices) only makes this say
/// less.
pub fn worker_left_free(work: &[Work], start: Duration, end: Duration, pieces: usize, workers: usize) -> Option<Idle> {
    let work: Vec<&Work> = work.iter().filter(|w| w.from >= start).collect();
    let mut instants: Vec<Duration> = work.iter().flat_map(|w| [Some(w.from), w.to]).flatten().collect();
    instants.extend([start, end]);
    instants.retain(|&t| t >= start && t <= end);
    instants.sort();
    instants.dedup();
    instants.windows(2).find_map(|pair| {
        let (from, until) = (pair[0], pair[1]);
        let begun = work.iter().filter(|w| w.from <= from).count();
        let over = work.iter().filter(|w| w.to.is_some_and(|to| to <= from)).count();
        let busy = begun - over;
        let waiting = pieces.saturating_sub(begun);
        (busy < workers && waiting > 0).then_some(Idle {
            from,
            until,
            busy,
            waiting,
        })
    })
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
            let about = crate::args!("workers" => workers, "images" => images.len());
            ensure_side_by_side(keys, workers, &photo_costs(images), about);
        });
    }
}

/// How long each photo of `images` that takes time takes to make: 2 ms per KB of its
/// thumbnail (a corrupted one takes none, and is left out).
pub fn photo_costs(images: &[&str]) -> Vec<Duration> {
    images
        .iter()
        .filter_map(|image| crate::expected::thumbnail_kb(image).ok())
        .map(|kb| Duration::from_millis(2 * u64::from(kb)))
        .collect()
}

/// Fails as `not-concurrent` unless the exercise's work so far ([`of_work`], its tasks
/// that take time costing `costs`) had `workers.min(costs.len())` pieces in flight at once:
/// a pool of N given at least N tasks that take time keeps N of them in flight. Nothing
/// to say when that is below 2, nor when no work took any time (the exercise's own check
/// says the work must take its time).
///
/// On real threads (the checks' last phase) the work is read from the real threads'
/// record, and must have had two pieces in flight at once (`crate::stress`'s
/// `expect_side_by_side`, with the message `real_one_at_a_time`): a program that runs
/// its tasks side by side only while it is explored fails there.
pub fn ensure_side_by_side(keys: &FlightKeys, workers: usize, costs: &[Duration], mut args: Args) {
    let want = workers.min(costs.len());
    if conveyor::time::virtual_now(crate::probe::KEY).is_none() {
        let flight = of_work(&crate::probe::real_events_so_far(), costs);
        let seen = InFlight {
            most: flight.most,
            tasks: flight.work.len(),
            after: None,
        };
        crate::stress::expect_side_by_side(keys.real_one_at_a_time, &seen, want, costs.len(), args);
        return;
    }
    let flight = of_work(&crate::probe::events_so_far(), costs);
    if flight.work.is_empty() {
        return;
    }
    // Work that never began (a task given up before it was made, a cancelled photo) is no
    // piece that could have run beside the others, nor one that waited for a worker: what
    // a program left undone, the checks of its results say. Judged from the pieces made.
    let pieces = costs.len().min(flight.work.len());
    let want = workers.min(pieces);
    let ms = |t: Duration| conveyor::time::millis(t);
    if want < 2 || flight.most >= want {
        // Enough at once somewhere; and no worker free while a piece waits, the whole
        // time, read where the clock moved only when no thread could run (a batch of N
        // waited on before the next has N at once, and a worker free at each batch's end).
        if conveyor::time::early_jumps(crate::probe::KEY) != Some(0) {
            return;
        }
        let start = flight.work.iter().map(|w| w.from).min().unwrap_or_default();
        let end = flight.work.iter().filter_map(|w| w.to).max().unwrap_or(start);
        if let Some(idle) = worker_left_free(&flight.work, start, end, pieces, workers) {
            args.insert("from".into(), ms(idle.from - start));
            args.insert("until".into(), ms(idle.until - start));
            args.insert("busy".into(), idle.busy.to_string());
            args.insert("waiting".into(), idle.waiting.to_string());
            fail(Class::NotConcurrent, keys.left_free, args)
        }
        return;
    }
    args.insert("most".into(), flight.most.to_string());
    args.insert("want".into(), want.to_string());
    args.insert("pieces".into(), flight.work.len().to_string());
    if let Some((ended, waiting)) = ended_while_work_waited(&flight.work, &crate::probe::program_threads_returned()) {
        // Fewer at once because a worker was gone, not because tasks were handed out one by
        // one: the cause is the worker's loop (a `return` or `?` on a task's error).
        args.insert("thread".into(), ended.thread.clone());
        args.insert("at".into(), ms(ended.at.unwrap_or_default()));
        args.insert("waiting".into(), waiting.to_string());
        fail(Class::WorkerDied, "worker-ended-early", args)
    }
    if let Some(key) = crate::pools::too_few_started(want, &mut args) {
        fail(Class::NotConcurrent, key, args)
    }
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

/// The first thread of the program's that returned while pieces of work had still to
/// begin (after it ended), and how many: a worker that stopped for good. A thread that
/// ended once every piece had begun (a worker finding no more tasks) is none.
fn ended_while_work_waited<'a>(
    work: &[Work],
    returned: &'a [crate::probe::Ended],
) -> Option<(&'a crate::probe::Ended, usize)> {
    returned.iter().find_map(|ended| {
        let at = ended.at?;
        let waiting = work.iter().filter(|w| w.from > at).count();
        (waiting > 0).then_some((ended, waiting))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::events_for_tests::at as event;

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

    #[test]
    fn a_worker_that_returned_before_work_began_ended_early() {
        let piece = |thread: &str, from: u64, to: u64| Work {
            thread: thread.into(),
            from: Duration::from_millis(from),
            to: Some(Duration::from_millis(to)),
        };
        let ended = |thread: &str, at: u64| crate::probe::Ended {
            thread: thread.into(),
            at: Some(Duration::from_millis(at)),
        };
        let work = [
            piece("worker 1", 0, 82),
            piece("worker 1", 82, 182),
            piece("worker 1", 182, 276),
        ];
        // Worker 2 returned at once (a `?` on its first task's error): two pieces were still to begin.
        let returned = [ended("worker 2", 0), ended("worker 1", 276)];
        let (who, waiting) = ended_while_work_waited(&work, &returned).expect("worker 2 ended early");
        assert_eq!((who.thread.as_str(), waiting), ("worker 2", 2));
        // Workers that found no more tasks once every piece had begun ended in time.
        let in_time = [ended("worker 2", 182), ended("worker 1", 276)];
        assert_eq!(ended_while_work_waited(&work, &in_time), None);
    }

    #[test]
    fn sleepers_beside_the_work_are_no_task() {
        use EventKind::*;
        let ms = Duration::from_millis;
        // One worker makes both photos in turn; a decoy sleeps beside it all along.
        let decoy = [
            event("decoy", Call, "sleep(1000 ms)", 0),
            event("worker 1", Call, "sleep(94 ms)", 0),
            event("worker 1", Return, "sleep(94 ms)", 94),
            event("worker 1", Call, "sleep(82 ms)", 94),
            event("worker 1", Return, "sleep(82 ms)", 176),
            // A decoy that sleeps as long as a photo takes: the photo's cost is matched once.
            event("decoy 2", Call, "sleep(82 ms)", 176),
            event("decoy 2", Return, "sleep(82 ms)", 258),
            event("decoy", Return, "sleep(1000 ms)", 1000),
        ];
        assert_eq!(of_events(&decoy).most, 2);
        let work = of_work(&decoy, &[ms(94), ms(82)]);
        assert_eq!((work.most, work.work.len()), (1, 2), "{work:?}");
        assert_eq!(work.work[1].to, Some(ms(176)));
    }

    #[test]
    fn work_in_slices_counts_inside_a_task_of_the_given_pool() {
        use EventKind::*;
        let sliced = [
            event("worker 1", Call, "task 0", 0),
            event("worker 1", Call, "sleep(10 ms)", 0),
            event("worker 2", Call, "task 1", 0),
            event("worker 2", Call, "sleep(10 ms)", 0),
            event("worker 1", Return, "sleep(10 ms)", 10),
            event("worker 2", Return, "sleep(10 ms)", 10),
            event("worker 1", Return, "task 0", 10),
            event("worker 2", Return, "task 1", 10),
            // Outside any task, and as long as no task: not work.
            event("main", Call, "sleep(10 ms)", 10),
            event("main", Return, "sleep(10 ms)", 20),
        ];
        let work = of_work(&sliced, &[Duration::from_millis(60); 2]);
        assert_eq!((work.most, work.work.len()), (2, 2), "{work:?}");
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
            crate::explore::execution::config(20_000),
        );
        let _alone = crate::explore::execution::one_at_a_time();
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
    fn outside_the_real_thread_phase_nothing_is_judged() {
        let keys = FlightKeys {
            one_at_a_time: "x",
            too_few: "y",
            real_one_at_a_time: "z",
            left_free: "w",
        };
        // Outside the checks' last phase (here, a unit test) nothing is asked either.
        ensure_side_by_side(&keys, 4, &[Duration::from_millis(50); 8], Args::new());
    }

    fn piece(thread: &str, from: u64, to: u64) -> Work {
        Work {
            thread: thread.into(),
            from: Duration::from_millis(from),
            to: Some(Duration::from_millis(to)),
        }
    }

    #[test]
    fn photos_in_batches_leave_a_worker_free_while_one_waits() {
        // Two workers, four photos: the second batch waits for the slower of the first.
        let batches = [
            piece("worker 1", 0, 80),
            piece("worker 2", 0, 100),
            piece("worker 1", 100, 180),
            piece("worker 2", 100, 190),
        ];
        let end = Duration::from_millis(190);
        let idle = worker_left_free(&batches, Duration::ZERO, end, 4, 2).expect("a worker left free");
        assert_eq!(
            (idle.from, idle.until),
            (Duration::from_millis(80), Duration::from_millis(100))
        );
        assert_eq!((idle.busy, idle.waiting), (1, 2));
        // Each worker takes the next photo as it finishes: none is ever free with one waiting.
        let pool = [
            piece("worker 1", 0, 80),
            piece("worker 2", 0, 100),
            piece("worker 1", 80, 160),
            piece("worker 2", 100, 190),
        ];
        assert_eq!(worker_left_free(&pool, Duration::ZERO, end, 4, 2), None);
        // At the end, with nothing left to begin, a free worker is no fault.
        assert_eq!(worker_left_free(&pool[..2], Duration::ZERO, end, 2, 2), None);
    }
}
