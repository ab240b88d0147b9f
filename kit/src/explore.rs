//! The explorer loop: runs a scenario under shuttle's schedulers, keeps the failing
//! schedule, and turns the way an execution failed into a finding.

use crate::class::Class;
use crate::oracle::{self, CheckFailed, Finding};
use crate::report::{Failure, Search, Stuck};
use crate::scenario::Variant;
use crate::{args, trace};
use shuttle::scheduler::{DfsScheduler, PctScheduler, RandomScheduler, Schedule, Scheduler, Task, TaskId};
use shuttle::{Config, FailurePersistence, MaxSteps, Runner};
use shuttle_engine::scheduler::ScheduleStep;
use std::any::Any;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, Mutex};

pub(crate) const DEFAULT_MAX_STEPS: usize = 20_000;

pub(crate) struct Outcome {
    pub schedules: u64,
    pub failure: Option<Failure>,
}

/// Explores `variant` with one search; stops at the first failing execution.
pub(crate) fn search(index: usize, variant: &Variant, search: &Search, max_steps: usize) -> Outcome {
    // The trace, the oracle's finding and the probe's counters are one per process: two
    // explorations at once (the kit's own tests run side by side) would mix them.
    let _alone = one_at_a_time();
    // The check binary's main has done this before; the kit's own tests have not.
    watch_panics();
    let recorded = Arc::new(Mutex::new(Schedule::new(0)));
    let count = Arc::new(Mutex::new(0u64));
    let refusing = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let scheduler: Box<dyn Scheduler + Send> = match *search {
        Search::Random { seed, iterations } => Box::new(RandomScheduler::new_from_seed(seed, iterations)),
        Search::Pct {
            seed,
            depth,
            iterations,
        } => Box::new(PctScheduler::new_from_seed(seed, depth, iterations)),
        Search::Dfs { iterations } => Box::new(DfsScheduler::new(Some(iterations), false)),
    };
    let recorder = Recorder {
        // The virtual clock inside the recorder: what it writes down are the choices made
        // among the threads whose time has come, which a replay makes again.
        inner: Box::new(conveyor::time::Timed(FastFirst {
            inner: scheduler,
            first: true,
        })),
        current: recorded.clone(),
        count: count.clone(),
        refusing: refusing.clone(),
    };
    deferring(true);
    let failed = run(Runner::new(recorder, config(max_steps)), variant)
        // A panic while the scheduler was setting up the next execution is the scheduler
        // refusing it (PCT, when no choice was ever left to make: one thread at a time could
        // run, say one worker and its sleeps). No code of the student's runs there.
        .filter(|_| !refusing.load(std::sync::atomic::Ordering::SeqCst));
    // What the last execution left unseen, with its schedule.
    keep_unseen(&lock(&recorded));
    let unseen = deferring(false);
    let failure = match failed {
        Some(payload) => {
            let recorded = lock(&recorded).clone();
            let schedule = shuttle_engine::scheduler::serialization::serialize_schedule(&recorded);
            let first = explain(index, variant, search.to_string(), Some(schedule), payload);
            Some(crate::shrink::shrink(
                index,
                variant,
                first,
                &tasks_of(&recorded),
                max_steps,
            ))
        }
        // Every execution passed, but what some execution had to show none did: the first
        // that did not, replayed with its finding failing now, is the failure shown.
        None => unseen.and_then(|schedule| {
            let plan = tasks_of(&schedule);
            let (first, _) = crate::shrink::guided(index, variant, &plan, &search.to_string(), max_steps)?;
            Some(crate::shrink::shrink(index, variant, first, &plan, max_steps))
        }),
    };
    let schedules = *lock(&count) + failure.as_ref().map_or(0, |s| s.tries as u64);
    Outcome {
        schedules,
        failure: failure.map(|s| s.failure),
    }
}

/// Runs `variant` once, on exactly the interleaving `schedule` encodes. (Guided by the
/// schedule rather than shuttle's replayer, so that it counts steps and preemptions; on
/// the same code both make the same choices.)
pub(crate) fn replay(index: usize, variant: &Variant, schedule: &str, max_steps: usize) -> Outcome {
    let _alone = one_at_a_time();
    watch_panics();
    let Some(schedule) = shuttle_engine::scheduler::serialization::deserialize_schedule(schedule) else {
        return Outcome {
            schedules: 0,
            failure: None,
        };
    };
    let plan = tasks_of(&schedule);
    let failure = crate::shrink::guided(index, variant, &plan, "replay", max_steps).map(|(f, _)| f);
    Outcome { schedules: 1, failure }
}

fn tasks_of(schedule: &Schedule) -> Vec<TaskId> {
    schedule
        .steps
        .iter()
        .filter_map(|s| match s {
            ScheduleStep::Task(t) => Some(*t),
            ScheduleStep::Random => None,
        })
        .collect()
}

pub(crate) fn config(max_steps: usize) -> Config {
    let mut config = Config::new();
    config.failure_persistence = FailurePersistence::None;
    config.max_steps = MaxSteps::FailAfter(max_steps);
    config.silence_warnings = true;
    config
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
            if info.payload().is::<CheckFailed>() {
                return;
            }
            crate::panics::note(info);
        }));
        learn_shuttle_site();
    });
}

/// Lets shuttle find a deadlock of the kit's own, to learn where it raises its failures.
fn learn_shuttle_site() {
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
    let body = variant.body.clone();
    let payload = catch_unwind(AssertUnwindSafe(move || {
        runner.run(move || {
            begin_execution();
            body();
            crate::panics::ended_alone();
        })
    }))
    .err()?;
    // PCT refuses, before its second execution, a body that started no thread (a pool
    // given no task, say): there is nothing to explore, which is not a failure. Told from
    // what the kit saw (the last execution returned without starting a thread, so no code
    // of the student's ran after it), never from the panic's text, which `panic!` can write.
    (!crate::panics::last_ended_alone()).then_some(payload)
}

fn begin_execution() {
    oracle::reset();
    if let Some(sought) = lock(&SOUGHT).as_mut() {
        sought.pending = None;
    }
    trace::reset();
    crate::panics::forget_panic();
    crate::scenario::take_deadlock_meaning();
    crate::probe::take_queues_made();
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
    /// The current execution's finding not shown yet, if any.
    pending: Option<Finding>,
    /// The first execution that did not show it: its finding and schedule.
    first: Option<(Finding, Schedule)>,
}

static SOUGHT: Mutex<Option<Sought>> = Mutex::new(None);

/// Starts (true) or ends (false) a search's "in some execution" findings; on ending, the
/// schedule of the first execution that did not show what none showed.
fn deferring(on: bool) -> Option<Schedule> {
    let mut sought = lock(&SOUGHT);
    let ended = sought.take().unwrap_or_default();
    if on {
        *sought = Some(Sought {
            deferring: true,
            ..Sought::default()
        });
    }
    ended
        .first
        .filter(|(finding, _)| !ended.seen.contains(&finding.key))
        .map(|(_, schedule)| schedule)
}

/// The execution that just ended (its choices `schedule`) as the first one that did not
/// show what its oracle sought, if it is.
fn keep_unseen(schedule: &Schedule) {
    if let Some(sought) = lock(&SOUGHT).as_mut()
        && let Some(finding) = sought.pending.take()
        && sought.first.is_none()
        && !sought.seen.contains(&finding.key)
    {
        sought.first = Some((finding, schedule.clone()));
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

/// An oracle's "in some explored execution": this execution did not show it. During a
/// search the execution goes on (another may show it); in a replay it fails now.
pub(crate) fn unseen(class: Class, key: &str, args: crate::Args) {
    {
        let mut sought = lock(&SOUGHT);
        if let Some(sought) = sought.as_mut().filter(|s| s.deferring) {
            if sought.pending.is_none() {
                sought.pending = Some(Finding {
                    class,
                    key: key.to_string(),
                    args,
                });
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

/// Turns a failed execution into a finding the student can read.
pub(crate) fn explain(
    index: usize,
    variant: &Variant,
    search: String,
    schedule: Option<String>,
    payload: Box<dyn Any + Send>,
) -> Failure {
    let events = trace::take();
    let (meaning, meaning_args) = match crate::scenario::take_deadlock_meaning() {
        Some((class, key, args)) => ((class, key), args),
        None => (variant.on_deadlock, crate::Args::new()),
    };
    let panic = crate::panics::last_panic();
    let text = crate::panics::payload_text(&*payload);
    let mut stuck = Vec::new();
    let mut cause = None;
    let finding = if payload.is::<CheckFailed>() {
        oracle::take_finding().unwrap_or_else(|| Finding {
            class: Class::Panic,
            key: "check-lost-finding".into(),
            args: args!(),
        })
    } else if let Some(list) = text
        .as_deref()
        .filter(|_| crate::panics::shuttle_failed())
        .and_then(|t| t.strip_prefix("deadlock! blocked tasks: ["))
    {
        let open = trace::open_calls(&events);
        let names = blocked_names(list.trim_end_matches(']'));
        for name in &names {
            let call = open.iter().find(|(t, _)| t == name).map(|(_, c)| c.clone());
            stuck.push(Stuck {
                thread: name.clone(),
                call,
            });
        }
        // A cycle of locks first: each thread holds what the next one waits for.
        cause = crate::probe::lock_cycle()
            .map(|cycle| trace::Cause::LockCycle {
                links: cycle
                    .into_iter()
                    .map(|(thread, holds, wants)| trace::LockLink { thread, holds, wants })
                    .collect(),
            })
            .or_else(|| trace::deadlock_cause(&events, &names))
            .or_else(|| {
                // A thread stuck on a lock that another stuck thread keeps.
                let (waiting, holder) = crate::probe::lock_waits()
                    .into_iter()
                    .find(|(w, h)| names.contains(w) && names.contains(h))?;
                let holder_call = open.iter().find(|(t, _)| *t == holder).map(|(_, c)| c.clone());
                Some(trace::Cause::LockHeld {
                    waiting,
                    holder,
                    holder_call,
                })
            });
        // Where the threads wait decides what the deadlock means: main stuck in `close()`
        // is about closing, whatever the scenario was built to show.
        let stuck_in = variant.deadlock_in.iter().find(|(call, _, _)| {
            stuck
                .iter()
                .any(|s| s.call.as_deref().is_some_and(|c| c.starts_with(call)))
        });
        let mut meaning = stuck_in.map_or(meaning, |&(_, class, key)| (class, key));
        // A wake-up the student's own condvar code lost is a deadlock whatever else the
        // scenario could show.
        if cause.as_ref().is_some_and(trace::Cause::is_deadlock) && meaning.0 != Class::Deadlock {
            meaning = (Class::Deadlock, "deadlock");
        }
        // A main thread that only joins the others waits for them: name those.
        let threads = stuck
            .iter()
            .filter(|s| s.thread != "main" || s.call.as_deref() != Some("join()") || stuck.len() == 1)
            .map(|s| s.thread.clone())
            .collect::<Vec<_>>()
            .join(", ");
        let mut args = meaning_args;
        args.insert("threads".into(), threads);
        Finding {
            class: meaning.0,
            key: meaning.1.into(),
            args,
        }
    } else if crate::panics::shuttle_failed()
        && text
            .as_deref()
            .is_some_and(|t| t.starts_with("exceeded max_steps bound"))
    {
        Finding {
            class: variant.on_step_limit,
            key: "step-limit".into(),
            args: args!(),
        }
    } else {
        let message = panic.as_ref().map(|p| p.message.clone()).or(text).unwrap_or_default();
        let message = crate::panics::cut(message);
        if panic.as_ref().is_some_and(crate::panics::at_not_done_site) {
            Finding {
                class: Class::NotDone,
                key: "not-done".into(),
                args: args!(),
            }
        } else if let Some(found) = panic
            .as_ref()
            .filter(|p| !p.file.as_deref().is_some_and(|f| f.ends_with("checks.rs")))
            .filter(|_| !message.contains("PoisonError"))
            .and_then(|p| p.thread.as_deref())
            .and_then(|thread| trace::no_recheck_cause(&events, thread))
        {
            // The student's code panicked right after its wait returned, inside the call
            // it waited in: it went on without looking again, and the panic is the symptom.
            let trace::Cause::NoRecheck { thread, call, .. } = &found else {
                unreachable!("no_recheck_cause gives a NoRecheck")
            };
            let finding = Finding {
                class: Class::NoRecheck,
                key: "no-recheck-panic".into(),
                args: args!("message" => message, "thread" => thread, "call" => call),
            };
            cause = Some(found);
            finding
        } else {
            Finding {
                class: variant.on_panic.0,
                key: variant.on_panic.1.into(),
                args: args!("message" => message),
            }
        }
    };
    let mut panic = if !stuck.is_empty() || payload.is::<CheckFailed>() {
        None
    } else {
        panic
    };
    // A panic the hidden checks raise on purpose: never show where they live.
    if let Some(site) = panic
        .as_mut()
        .filter(|s| s.file.as_deref().is_some_and(|f| f.ends_with("checks.rs")))
    {
        site.file = None;
        site.line = None;
    }
    Failure {
        finding,
        variant: index,
        label: variant.label.clone(),
        search,
        schedule,
        stuck,
        panic,
        events,
        threads: crate::probe::names_seen(),
        steps: 0,
        preemptions: 0,
        cause,
    }
}

/// Splits shuttle's "a (task 1), b (task 2, detached)" into names.
fn blocked_names(list: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = list;
    while let Some(at) = rest.find(" (task ") {
        let mut name = rest[..at].trim_start_matches([',', ' ']).to_string();
        rest = &rest[at + " (task ".len()..];
        // A thread named after it was spawned (scoped threads) shows as `<unknown>`,
        // with its name as the task's label: `(task "packer 1"(3))`.
        if let Some(quoted) = rest.strip_prefix('"')
            && let Some(end) = quoted.find('"')
        {
            if name == "<unknown>" {
                name = quoted[..end].to_string();
            }
            rest = &quoted[end + 1..];
        }
        // The entry ends at the `)` followed by the next entry or by the end of the list.
        let end = rest.match_indices(')').map(|(i, _)| i).find(|&i| {
            let after = &rest[i + 1..];
            after.is_empty()
                || (after.starts_with(", ") && !after.starts_with(", detached") && !after.starts_with(", pending"))
        });
        rest = end.map_or("", |e| &rest[e + 1..]);
        out.push(match name.as_str() {
            "<unknown>" => "?".to_string(),
            // shuttle's name for the scenario's own thread; events call it "main".
            "main-thread" => "main".to_string(),
            _ => name,
        });
    }
    out
}

/// Passes every choice through to `inner` and writes it down, so that the failing
/// execution's schedule is known without asking shuttle's internals.
struct Recorder {
    inner: Box<dyn Scheduler + Send>,
    current: Arc<Mutex<Schedule>>,
    count: Arc<Mutex<u64>>,
    /// Set while the inner scheduler sets up an execution: a panic then is its refusal.
    refusing: Arc<std::sync::atomic::AtomicBool>,
}

impl Scheduler for Recorder {
    fn new_execution(&mut self) -> Option<Schedule> {
        keep_unseen(&lock(&self.current));
        self.refusing.store(true, std::sync::atomic::Ordering::SeqCst);
        let schedule = self.inner.new_execution();
        self.refusing.store(false, std::sync::atomic::Ordering::SeqCst);
        let schedule = schedule?;
        *lock(&self.current) = schedule.clone();
        *lock(&self.count) += 1;
        Some(schedule)
    }

    fn next_task(&mut self, runnable: &[&Task], current: Option<TaskId>, is_yielding: bool) -> Option<TaskId> {
        let next = self.inner.next_task(runnable, current, is_yielding)?;
        lock(&self.current).push_task(next);
        Some(next)
    }

    fn next_u64(&mut self) -> u64 {
        lock(&self.current).push_random();
        self.inner.next_u64()
    }
}

/// Runs the first execution of a search on a clock that moves only when every thread
/// waits (no thread slow), the others on the clock whose jumps the search chooses: one
/// execution where nothing was slow is always among those explored.
struct FastFirst {
    inner: Box<dyn Scheduler + Send>,
    first: bool,
}

impl Scheduler for FastFirst {
    fn new_execution(&mut self) -> Option<Schedule> {
        if std::mem::replace(&mut self.first, false) {
            conveyor::time::next_execution_waits_for_all(crate::probe::KEY);
        }
        self.inner.new_execution()
    }

    fn next_task(&mut self, runnable: &[&Task], current: Option<TaskId>, is_yielding: bool) -> Option<TaskId> {
        self.inner.next_task(runnable, current, is_yielding)
    }

    fn next_u64(&mut self) -> u64 {
        self.inner.next_u64()
    }
}

#[cfg(test)]
mod tests {
    use super::blocked_names;
    use crate::report::Search;
    use crate::scenario::{Plan, spawn};
    use crate::trace::{Cause, LockLink};
    use conveyor::sync::{Arc, Mutex};

    /// The explorer keeps what an execution found in statics: one exploration at a time.
    static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

    fn first_failure(plan: Plan) -> crate::report::Failure {
        let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
        let variant = plan.variants().remove(0);
        let search = Search::Random {
            seed: 1,
            iterations: 200,
        };
        super::search(0, &variant, &search, 2_000)
            .failure
            .expect("the scenario fails")
    }

    #[test]
    fn a_scenario_with_never_a_choice_is_not_a_failure_under_pct() {
        // One worker that sleeps while main joins it: at every step one thread can run, so PCT
        // refuses a second execution. That refusal is the scheduler's, not the code's.
        let mut plan = Plan::default();
        plan.scenario("one sleeping worker", || {
            let worker = conveyor::thread::spawn(|| conveyor::thread::sleep(std::time::Duration::from_millis(5)));
            worker.join().unwrap();
        });
        let variant = plan.variants().remove(0);
        let pct = Search::Pct {
            seed: 1,
            depth: 2,
            iterations: 20,
        };
        let outcome = super::search(0, &variant, &pct, 2_000);
        assert!(outcome.failure.is_none(), "{:?}", outcome.failure.map(|f| f.finding));
    }

    /// A front that, refused by a full queue, sleeps 1 ms and tries once more: the packer
    /// is never slower than that unless the clock may pass the sleep while it can run.
    fn sleep_and_retry_once(plan: &mut Plan) {
        plan.scenario("sleep 1 ms, then try once more", || {
            // A queue of room 1, and a packer that waits while it is empty.
            let queue = Arc::new((Mutex::new(Vec::<Option<u32>>::new()), conveyor::sync::Condvar::new()));
            let packer = {
                let queue = queue.clone();
                spawn("packer", move || {
                    let (items, changed) = &*queue;
                    loop {
                        let mut q = items.lock().unwrap();
                        while q.is_empty() {
                            q = changed.wait(q).unwrap();
                        }
                        if q.pop().flatten().is_none() {
                            return;
                        }
                    }
                })
            };
            let try_put = |item: Option<u32>| {
                let (items, changed) = &*queue;
                let mut q = items.lock().unwrap();
                let fits = q.is_empty();
                if fits {
                    q.push(item);
                    changed.notify_all();
                }
                fits
            };
            let mut lost = 0;
            for order in 0..3 {
                if !try_put(Some(order)) {
                    conveyor::thread::sleep(std::time::Duration::from_millis(1));
                    if !try_put(Some(order)) {
                        lost += 1;
                    }
                }
            }
            // The pill, however long it takes.
            while !try_put(None) {
                conveyor::thread::sleep(std::time::Duration::from_millis(1));
            }
            packer.join().unwrap();
            if lost > 0 {
                crate::fail(crate::Class::LostItem, "lost", crate::args!("lost" => lost));
            }
        });
    }

    #[test]
    fn the_clock_may_pass_a_sleep_while_others_could_run() {
        let mut plan = Plan::default();
        sleep_and_retry_once(&mut plan);
        let failure = first_failure(plan);
        assert_eq!(failure.finding.key, "lost");
        // The replay of the schedule shown fails the same way.
        let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
        let mut plan = Plan::default();
        sleep_and_retry_once(&mut plan);
        let variant = plan.variants().remove(0);
        let again = super::replay(0, &variant, failure.schedule.as_deref().unwrap(), 2_000);
        assert_eq!(again.failure.map(|f| f.finding.key), Some("lost".into()));
    }

    #[test]
    fn where_the_clock_waits_for_every_thread_the_sleep_always_suffices() {
        let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
        let mut plan = Plan::default();
        sleep_and_retry_once(&mut plan);
        let mut variant = plan.variants().remove(0);
        let body = variant.body.clone();
        variant.body = std::sync::Arc::new(move || {
            conveyor::time::timers_fire_only_when_all_wait(crate::probe::KEY);
            body()
        });
        for search in [
            Search::Random {
                seed: 1,
                iterations: 200,
            },
            Search::Dfs { iterations: 200 },
        ] {
            let outcome = super::search(0, &variant, &search, 2_000);
            assert!(outcome.failure.is_none(), "{:?}", outcome.failure.map(|f| f.finding));
        }
    }

    /// Two workers, each sleeping 10 ms in `work(i)`; with `one_at_a_time` a lock makes
    /// them take turns.
    fn two_sleepers(plan: &mut Plan, one_at_a_time: bool) {
        plan.scenario("two workers", move || {
            let turn = Arc::new(Mutex::new(()));
            let workers: Vec<_> = (0..2)
                .map(|i| {
                    let turn = turn.clone();
                    spawn(format!("worker {}", i + 1), move || {
                        let _turn = one_at_a_time.then(|| turn.lock().unwrap());
                        crate::trace::call_unit(format!("work({i})"), || {
                            conveyor::thread::sleep(std::time::Duration::from_millis(10))
                        });
                    })
                })
                .collect();
            crate::scenario::join_all(workers);
            let flight = crate::pools::in_flight(&crate::trace::so_far(), |e| e.what.starts_with("work("));
            crate::pools::expect_in_flight(("too-few", "real"), &flight, 2, 2, crate::Args::new());
        });
    }

    #[test]
    fn side_by_side_is_asked_of_some_execution_and_read_from_the_trace() {
        let mut plan = Plan::default();
        two_sleepers(&mut plan, false);
        let variant = plan.variants().remove(0);
        let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
        // Some executions jump the clock before the second worker begins; others do not.
        for search in [
            Search::Random {
                seed: 1,
                iterations: 100,
            },
            Search::Pct {
                seed: 1,
                depth: 2,
                iterations: 100,
            },
            Search::Dfs { iterations: 100 },
        ] {
            let outcome = super::search(0, &variant, &search, 2_000);
            assert!(
                outcome.failure.is_none(),
                "{search}: {:?}",
                outcome.failure.map(|f| f.finding)
            );
        }
        let mut plan = Plan::default();
        two_sleepers(&mut plan, true);
        let variant = plan.variants().remove(0);
        let search = Search::Random {
            seed: 1,
            iterations: 50,
        };
        let failure = super::search(0, &variant, &search, 2_000)
            .failure
            .expect("one at a time fails");
        assert_eq!(failure.finding.key, "too-few");
        let args = &failure.finding.args;
        assert_eq!(args["most"], "1");
        assert!(args["earlier"].starts_with("work("), "{args:?}");
        assert_eq!(args["at"], "10 ms", "{args:?}");
        // Its replay is that one execution, failing at once.
        let again = super::replay(0, &variant, failure.schedule.as_deref().unwrap(), 2_000);
        assert_eq!(again.failure.map(|f| f.finding.args), Some(args.clone()));
    }

    #[test]
    fn names_a_cycle_of_locks() {
        let mut plan = Plan::default();
        plan.scenario("two locks in opposite orders", || {
            let (a, b) = (Arc::new(Mutex::new(0)), Arc::new(Mutex::new(0)));
            let worker = {
                let (a, b) = (a.clone(), b.clone());
                spawn("worker 1", move || {
                    let _a = a.lock().unwrap();
                    let _b = b.lock().unwrap();
                })
            };
            {
                let _b = b.lock().unwrap();
                let _a = a.lock().unwrap();
            }
            worker.join().unwrap();
        });
        let failure = first_failure(plan);
        let Some(Cause::LockCycle { mut links }) = failure.cause else {
            panic!("no cycle named: {:?}", failure.cause)
        };
        links.sort_by(|x, y| x.thread.cmp(&y.thread));
        let by = |t: &str| links.iter().find(|l| l.thread == t).cloned().unwrap();
        let (main, worker) = (by("main"), by("worker 1"));
        // Each holds what the other waits for.
        assert_eq!((main.holds, main.wants), (worker.wants, worker.holds), "{links:?}");
        assert_ne!(main.holds, main.wants);
        let _: Vec<LockLink> = links;
    }

    #[test]
    fn a_panic_in_a_thread_the_code_spawned_waits_for_its_join() {
        let mut plan = Plan::default();
        plan.scenario("a spawned thread panics, its join says so", || {
            let handle = conveyor::thread::spawn(|| panic!("on purpose"));
            let joined = handle.join();
            crate::oracle::ensure(joined.is_err(), crate::Class::Panic, "no-err", crate::Args::new);
            // Only now does the execution fail, by the check's own oracle.
            crate::fail(crate::Class::WrongOutput, "after-join", crate::Args::new());
        });
        let failure = first_failure(plan);
        assert_eq!(failure.finding.key, "after-join");
    }

    #[test]
    fn unnamed_threads_are_named_by_role_in_spawn_order() {
        let mut plan = Plan::default();
        plan.scenario("two unnamed threads wait forever", || {
            crate::probe::name_unnamed_threads("worker");
            let lock = Arc::new(Mutex::new(()));
            let held = lock.lock().unwrap();
            let handles: Vec<_> = (0..2)
                .map(|_| {
                    let lock = lock.clone();
                    conveyor::thread::spawn(move || drop(lock.lock().unwrap()))
                })
                .collect();
            for h in handles {
                h.join().unwrap();
            }
            drop(held);
        });
        let failure = first_failure(plan);
        let mut names: Vec<String> = failure.stuck.iter().map(|s| s.thread.clone()).collect();
        names.sort();
        assert_eq!(names, ["main", "worker 1", "worker 2"]);
    }

    #[test]
    fn reads_shuttles_deadlock_list() {
        let list =
            r#"main-thread (task TaskId(0)), <unknown> (task "packer 2"(3)), worker 1 (task TaskId(4), detached)"#;
        assert_eq!(blocked_names(list), vec!["main", "packer 2", "worker 1"]);
    }
}
