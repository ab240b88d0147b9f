//! How a check says that something is wrong.

use crate::class::Class;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Values for the placeholders of a catalog message.
pub type Args = BTreeMap<String, String>;

/// What an oracle found: the bug class and a catalog message (key and values).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finding {
    pub class: Class,
    pub key: String,
    #[serde(default)]
    pub args: Args,
}

static FOUND: Mutex<Option<Finding>> = Mutex::new(None);

/// Fails the current execution with `class` and the message `key` of the lesson's catalog.
///
/// The first finding of an execution is kept: later ones are usually its consequences.
pub fn fail(class: Class, key: &str, args: Args) -> ! {
    {
        let mut found = FOUND.lock().unwrap_or_else(|e| e.into_inner());
        if found.is_none() {
            *found = Some(Finding {
                class,
                key: key.to_string(),
                args,
            });
        }
    }
    // The panic ends the explored execution; the runner reads the finding back.
    std::panic::panic_any(CheckFailed)
}

/// The panic payload of [`fail`], told apart from the student's own panics.
#[derive(Debug)]
pub struct CheckFailed;

/// Fails with `class` unless `cond` holds.
pub fn ensure(cond: bool, class: Class, key: &str, args: impl FnOnce() -> Args) {
    if !cond {
        fail(class, key, args())
    }
}

pub(crate) fn take_finding() -> Option<Finding> {
    FOUND.lock().unwrap_or_else(|e| e.into_inner()).take()
}

pub(crate) fn reset() {
    *FOUND.lock().unwrap_or_else(|e| e.into_inner()) = None;
}

/// Runs `f` and tells whether it panicked, e.g. to check that `new(0)` refuses.
/// The expected panic is not kept as the execution's panic.
pub fn panics<R>(f: impl FnOnce() -> R) -> bool {
    let panicked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).is_err();
    crate::run::forget_panic();
    panicked
}

// Oracles over time. Under the explorer every execution has a virtual clock that starts at
// 0 and moves only when no thread can run but some wait for a deadline (a sleep, a timed
// wait), so the times below are a pure function of the schedule: "8 invoices of 50 ms on 4
// workers took 400 ms" is a fact of that interleaving, not a measurement of the machine.
// On real threads (the stress benchmark) there is no virtual clock: these oracles then
// measure nothing and pass.

/// The virtual time now in this execution: 0 at its start, and at its end the scenario's
/// makespan. None on real threads.
pub fn now() -> Option<Duration> {
    let now = conveyor::time::virtual_now();
    if now.is_some() {
        // Virtual times are the explorer's: this scenario is not judged on real threads.
        conveyor::probe::judged_explored_only();
    }
    now
}

/// Runs `f` and tells how much virtual time it took (zero on real threads).
pub fn timed<R>(f: impl FnOnce() -> R) -> (R, Duration) {
    let start = now();
    let result = f();
    let took = match (start, now()) {
        (Some(start), Some(end)) => end.saturating_sub(start),
        _ => Duration::ZERO,
    };
    (result, took)
}

/// Runs `f`; `Err(took)` if it took more than `limit` of virtual time. With
/// `Duration::ZERO`: "returns at once", i.e. it waited for no sleeping or timed thread.
/// (A call that waits for something that never happens is a deadlock instead.)
pub fn within<R>(limit: Duration, f: impl FnOnce() -> R) -> Result<R, Duration> {
    let (result, took) = timed(f);
    if took > limit { Err(took) } else { Ok(result) }
}

/// When the tasks of a scenario were busy, on the virtual clock: wrap each task's work in
/// [`Busy::task`], then ask how many ever ran at once. Cheap to clone; the clones share.
#[derive(Clone, Default)]
pub struct Busy(Arc<Mutex<Vec<(Duration, Duration)>>>);

impl Busy {
    pub fn new() -> Busy {
        Busy::default()
    }

    /// Runs `f` as one busy task: from its start to its end on the virtual clock.
    pub fn task<R>(&self, f: impl FnOnce() -> R) -> R {
        let start = now();
        let result = f();
        if let (Some(start), Some(end)) = (start, now()) {
            self.0.lock().unwrap_or_else(|e| e.into_inner()).push((start, end));
        }
        result
    }

    /// The most tasks that were ever busy at the same time. A task that ends at the moment
    /// another begins did not run beside it; a task that took no time ran beside nothing.
    pub fn most_at_once(&self) -> usize {
        let spans = self.0.lock().unwrap_or_else(|e| e.into_inner()).clone();
        // Ends sort before starts at the same time.
        let mut edges: Vec<(Duration, i32)> = spans
            .iter()
            .filter(|(start, end)| end > start)
            .flat_map(|&(start, end)| [(start, 1), (end, -1)])
            .collect();
        edges.sort();
        let (mut running, mut most) = (0i32, 0i32);
        for (_, step) in edges {
            running += step;
            most = most.max(running);
        }
        most as usize
    }

    /// How many tasks have finished.
    pub fn finished(&self) -> usize {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).len()
    }
}

/// Fails as `not-concurrent` if `tasks` tasks of `each` on `workers` workers took the time
/// of running them one after another, explained by the catalog message `key` with `tasks`,
/// `each`, `workers` and `took` (the grader's own: `ran-one-at-a-time`, "8 tasks of 50 ms
/// each on 4 workers took 400 ms: they ran one at a time"). Nothing to say with one worker
/// or one task, nor on real threads.
pub fn ensure_not_one_at_a_time(key: &str, tasks: usize, each: Duration, workers: usize, took: Duration) {
    let one_by_one = each * tasks as u32;
    if workers > 1 && tasks > 1 && now().is_some() && took >= one_by_one {
        fail(
            Class::NotConcurrent,
            key,
            crate::args!(
                "tasks" => tasks,
                "each" => conveyor::time::millis(each),
                "workers" => workers,
                "took" => conveyor::time::millis(took),
            ),
        )
    }
}

/// Fails as `not-concurrent` unless `busy` saw at least `want` tasks running at once (a
/// pool of 4 given 8 tasks keeps 4 busy), explained by the catalog message `key` with
/// `most`, `want`, `workers`, `tasks` and `took` (the grader's own: `ran-too-few-at-once`).
/// Nothing to say on real threads.
pub fn ensure_at_once(key: &str, busy: &Busy, want: usize, workers: usize, took: Duration) {
    let most = busy.most_at_once();
    if now().is_some() && most < want {
        fail(
            Class::NotConcurrent,
            key,
            crate::args!(
                "most" => most,
                "want" => want,
                "workers" => workers,
                "tasks" => busy.finished(),
                "took" => conveyor::time::millis(took),
            ),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use conveyor::thread;
    use shuttle::Runner;
    use shuttle::scheduler::RandomScheduler;

    fn explore(body: impl Fn() + Send + Sync + 'static) {
        let runner = Runner::new(
            conveyor::time::Timed(RandomScheduler::new_from_seed(1, 50)),
            crate::explore::config(5_000),
        );
        let _alone = crate::explore::one_at_a_time();
        runner.run(body);
    }

    #[test]
    fn busy_counts_the_tasks_that_overlap() {
        explore(|| {
            let busy = Busy::new();
            let ((), took) = timed(|| {
                let side_by_side: Vec<_> = [30, 50, 50]
                    .into_iter()
                    .map(|d| {
                        let busy = busy.clone();
                        thread::spawn(move || busy.task(|| thread::sleep(Duration::from_millis(d))))
                    })
                    .collect();
                side_by_side.into_iter().for_each(|t| t.join().unwrap());
            });
            assert_eq!(
                (busy.most_at_once(), busy.finished(), took),
                (3, 3, Duration::from_millis(50))
            );
            // One after the other, touching ends: never two at once.
            let one_by_one = Busy::new();
            for _ in 0..3 {
                one_by_one.task(|| thread::sleep(Duration::from_millis(20)));
            }
            one_by_one.task(|| ());
            assert_eq!(one_by_one.most_at_once(), 1);
            assert_eq!(now(), Some(Duration::from_millis(110)));
        });
    }

    #[test]
    fn within_tells_how_long_a_call_took() {
        explore(|| {
            let sleeper = thread::spawn(|| thread::sleep(Duration::from_millis(5)));
            assert_eq!(within(Duration::ZERO, || 7), Ok(7));
            assert_eq!(within(Duration::from_millis(40), || sleeper.join().unwrap()), Ok(()));
            let late = within(Duration::ZERO, || thread::sleep(Duration::from_millis(10)));
            assert_eq!(late, Err(Duration::from_millis(10)));
        });
    }

    #[test]
    fn on_real_threads_time_oracles_measure_nothing() {
        assert_eq!(now(), None);
        assert_eq!(
            within(Duration::ZERO, || thread::sleep(Duration::from_millis(2))),
            Ok(())
        );
        let busy = Busy::new();
        busy.task(|| thread::sleep(Duration::from_millis(1)));
        assert_eq!(busy.most_at_once(), 0);
        ensure_not_one_at_a_time(
            "ran-one-at-a-time",
            4,
            Duration::from_millis(1),
            2,
            Duration::from_secs(1),
        );
        ensure_at_once("ran-too-few-at-once", &busy, 2, 2, Duration::ZERO);
    }
}
