//! One explored execution and what it starts from: shuttle's config, the kit's panic
//! hook, the runner that runs every execution a scheduler asks for (each from a clean
//! slate), the findings of "in some execution", and one exploration at a time per process.
//!
//! The search (`explore.rs`) and the shrinker run executions through it, and the oracles
//! that ask for something in some execution (`pools.rs`) report here: it sits below all
//! of them and imports none, so that the oracles never reach back into the search.

use crate::class::Class;
use crate::oracle::{self, CheckFailed, Finding};
use crate::scenario::Variant;
use crate::trace;
use shuttle::scheduler::{Schedule, Scheduler};
use shuttle::{Config, Runner};
use std::any::Any;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Mutex;

pub(crate) fn config(max_steps: usize) -> Config {
    grader_probe::explorer_config(max_steps)
}

/// Installs the kit's panic hook and learns where shuttle raises its own failures: without
/// both, no deadlock can be told from a student's panic with the same words. Once per process.
pub(crate) fn watch_panics() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // shuttle installs its own panic hook, which prints two lines for every panic, once,
        // at its first execution: let it do so now, then put ours in its place.
        shuttle::Runner::new(shuttle::scheduler::RoundRobinScheduler::new(1), shuttle::Config::new()).run(|| {});
        // Panics are expected (that is how executions fail): keep where they happened, quietly.
        std::panic::set_hook(Box::new(|info| {
            // Whatever the panic, the task that raised it unwinds now: only the locks it lets
            // go on the way are poisoned (grader_probe::really_poisoned).
            crate::probe::task_panicked();
            // Neither is a panic of the program's: an oracle's finding, a timeout's rescue.
            if info.payload().is::<CheckFailed>() || info.payload().is::<crate::probe::RescuedByTimeout>() {
                return;
            }
            crate::panics::note(info);
        }));
        learn_shuttle_site();
    });
}

/// Lets shuttle find a deadlock of the kit's own, to learn where it raises its failures.
fn learn_shuttle_site() {
    // Shuttle says on stderr that it found a deadlock: not the program's words.
    let _printed = crate::explore::printed::capture();
    let caught = std::panic::catch_unwind(|| {
        let scheduler = shuttle::scheduler::RoundRobinScheduler::new(1);
        shuttle::Runner::new(scheduler, config(100)).run(|| {
            let (_keep, waits) = shuttle::sync::mpsc::channel::<()>();
            let _ = waits.recv();
        })
    });
    crate::panics::learn_shuttle_site(caught.is_err());
}

/// Runs every execution the runner's scheduler asks for; the payload of the first failure.
pub(crate) fn run<S: Scheduler + 'static>(runner: Runner<S>, variant: &Variant) -> Option<Box<dyn Any + Send>> {
    oracle::not_stopped();
    let body = variant.body.clone();
    let payload = catch_unwind(AssertUnwindSafe(move || {
        runner.run(move || {
            begin_execution();
            body();
            crate::polls::ensure_main_does_not_poll();
            // A rescue whose panic the candidate's own `catch_unwind` caught (a pool around its
            // tasks) still fails the execution, as the rescue it was.
            if crate::probe::timeout_rescue_seen() {
                std::panic::panic_any(crate::probe::RescuedByTimeout);
            }
            crate::panics::ended_alone();
        })
    }))
    .err();
    // An oracle's finding stopped the last execution (`oracle::fail`): that is its failure,
    // which ended it without a panic.
    if oracle::stopped() {
        return Some(payload.unwrap_or_else(|| Box::new(CheckFailed)));
    }
    let payload = payload?;
    // PCT refuses, before its second execution, a body that started no thread (a pool
    // given no task, say): there is nothing to explore, which is not a failure. Told from
    // what the kit saw (the last execution returned without starting a thread, so no code
    // of the student's ran after it), never from the panic's text, which `panic!` can write.
    (!crate::panics::last_ended_alone()).then_some(payload)
}

fn begin_execution() {
    crate::explore::printed::next_execution();
    oracle::reset();
    if let Some(sought) = lock(&SOUGHT).as_mut() {
        sought.pending = None;
    }
    trace::reset();
    crate::panics::forget_panic();
    crate::scenario::take_deadlock_meaning();
    crate::scenario::take_deadlock_explainer();
    crate::probe::take_timeout_rescue();
    crate::probe::take_queues_made();
    // The channels of the executions before, with every step on them, are not kept.
    crate::probe::forget_channels();
    crate::probe::take_threads_started();
    if let Some(me) = shuttle::current::try_get_current_task() {
        shuttle::current::set_name_for_task(me, "main");
        crate::probe::forget_names();
        crate::probe::current_name();
    }
}

// Findings of "in some execution": an oracle that needs one explored execution to show
// something (tasks side by side) cannot fail the execution that does not, since another
// may. During a search such an execution is kept unseen with its schedule, and the search
// fails with it only if no execution of the search showed it; replayed (the shrinker, a
// `--replay`), the one execution is all there is, and the finding fails it at once.

#[derive(Default)]
struct Sought {
    /// True during a search, false in replays and on real threads.
    deferring: bool,
    /// Keys some execution of this search showed.
    seen: Vec<String>,
    /// The current execution's finding not shown yet, if any, with the key of what it
    /// sought: the finding's own key may be another, the message that explains this one
    /// execution (a program that started fewer threads here), while what is sought stays
    /// the same in every execution.
    pending: Option<(String, Finding)>,
    /// The first execution that did not show it: what it sought, its finding and schedule.
    first: Option<(String, Finding, Schedule)>,
}

static SOUGHT: Mutex<Option<Sought>> = Mutex::new(None);

/// Starts (true) or ends (false) a search's "in some execution" findings; on ending, the
/// schedule of the first execution that did not show what none showed.
pub(crate) fn deferring(on: bool) -> Option<Schedule> {
    let mut sought = lock(&SOUGHT);
    let ended = sought.take().unwrap_or_default();
    // Main's naps are judged over the search too (`crate::polls`).
    let polled = crate::polls::end_search();
    if on {
        crate::polls::begin_search();
        *sought = Some(Sought {
            deferring: true,
            ..Sought::default()
        });
    }
    ended
        .first
        .filter(|(sought, _, _)| !ended.seen.contains(sought))
        .map(|(_, _, schedule)| schedule)
        .or(polled)
}

/// The execution that just ended (its choices `schedule`) as the first one that did not
/// show what its oracle sought, if it is.
pub(crate) fn keep_unseen(schedule: &Schedule) {
    crate::polls::execution_ended(schedule);
    if let Some(sought) = lock(&SOUGHT).as_mut()
        && let Some((key, finding)) = sought.pending.take()
        && sought.first.is_none()
        && !sought.seen.contains(&key)
    {
        sought.first = Some((key, finding, schedule.clone()));
    }
}

/// An oracle's "in some explored execution": this execution showed what `key` asks for.
pub(crate) fn seen(key: &str) {
    if let Some(sought) = lock(&SOUGHT).as_mut()
        && !sought.seen.iter().any(|k| k == key)
    {
        sought.seen.push(key.to_string());
    }
}

/// An oracle's "in some explored execution": this execution did not show what `wanted`
/// asks for (the key it gives [`seen`]), and fails with the catalog message `key`, which
/// may be another (why this one execution fell short). During a search the execution goes
/// on (another may show it: the search fails only if none showed `wanted`, whatever each
/// one's message); in a replay it fails now.
pub(crate) fn unseen(class: Class, wanted: &str, key: &str, args: crate::Args) {
    {
        let mut sought = lock(&SOUGHT);
        if let Some(sought) = sought.as_mut().filter(|s| s.deferring) {
            if sought.pending.is_none() {
                sought.pending = Some((
                    wanted.to_string(),
                    Finding {
                        class,
                        key: key.to_string(),
                        args,
                    },
                ));
            }
            return;
        }
    }
    oracle::fail(class, key, args)
}

static EXPLORING: Mutex<()> = Mutex::new(());

/// Held while an exploration runs in this process.
pub(crate) fn one_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    lock(&EXPLORING)
}

pub(crate) fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::oracle::within;
    use conveyor::thread;
    use shuttle::scheduler::RandomScheduler;
    use std::time::Duration;

    fn explore(body: impl Fn() + Send + Sync + 'static) {
        let runner = Runner::new(
            conveyor::time::Timed(RandomScheduler::new_from_seed(1, 50)),
            config(5_000),
        );
        let _alone = one_at_a_time();
        runner.run(body);
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
    fn what_some_execution_showed_passes_whatever_the_others_messages() {
        let _alone = one_at_a_time();
        let fell_short = |message: &str| {
            lock(&SOUGHT).as_mut().unwrap().pending = None;
            unseen(Class::NotConcurrent, "at-once", message, crate::Args::new());
            keep_unseen(&Schedule::new(0));
        };
        // The first execution fell short and told why in a message of its own (it started
        // fewer threads); a later one showed what was sought.
        deferring(true);
        fell_short("fewer-workers-started");
        seen("at-once");
        fell_short("at-once");
        assert!(deferring(false).is_none());
        // None showed it: the first that fell short is the one failed.
        deferring(true);
        fell_short("fewer-workers-started");
        fell_short("at-once");
        assert!(deferring(false).is_some());
    }
}
