//! The explorer loop: runs a scenario under shuttle's schedulers, keeps the failing
//! schedule, and turns the way an execution failed into a finding (`explore/explain.rs`),
//! the smallest the shrinker finds. Each execution runs through `explore/execution.rs`.

use crate::channel::{Failure, Search};
use crate::scenario::Variant;
use shuttle::Runner;
use shuttle::scheduler::{DfsScheduler, PctScheduler, RandomScheduler, Schedule, Scheduler, Task, TaskId};
use shuttle_engine::scheduler::ScheduleStep;
use std::sync::{Arc, Mutex};

#[cfg(test)]
mod cause_tests;
pub(crate) mod execution;
pub(crate) mod explain;
#[cfg(test)]
mod own_panic_checks;
pub(crate) mod printed;
pub(crate) mod schedule;
mod spun;

use crate::explore::execution::{config, deferring, keep_unseen, lock, one_at_a_time, run, watch_panics};
use crate::explore::explain::explain;

pub(crate) const DEFAULT_MAX_STEPS: usize = 20_000;

pub(crate) struct Outcome {
    /// Executions run, the shrinker's included.
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
    let _printed = printed::capture();
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
            let schedule = schedule::encode(&recorded);
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
    let explored = *lock(&count);
    let schedules = explored + failure.as_ref().map_or(0, |s| s.tries as u64);
    Outcome {
        schedules,
        // The search stopped at its first failing execution (or, for what no execution
        // showed, ran to its end): what it explored is what finding it took.
        failure: failure.map(|s| crate::channel::Failure {
            found_after: Some(explored),
            ..s.failure
        }),
    }
}

/// Runs `variant` once, on exactly the interleaving `schedule` encodes. (Guided by the
/// schedule rather than shuttle's replayer, so that it counts steps and preemptions; on
/// the same code both make the same choices.) `Err`, before any code of the candidate's
/// runs, when `schedule` does not decode: the grader refuses such a `--replay` itself, so
/// only an order not from the grader gets here with one.
pub(crate) fn replay(
    index: usize,
    variant: &Variant,
    schedule: &str,
    max_steps: usize,
) -> Result<Outcome, grader_report::schedule::Undecodable> {
    let plan = schedule::tasks(schedule)?;
    let _alone = one_at_a_time();
    watch_panics();
    let _printed = printed::capture();
    let failure = crate::shrink::guided(index, variant, &plan, "replay", max_steps).map(|(f, _)| f);
    Ok(Outcome { schedules: 1, failure })
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
        // An oracle failed the last execution: the search ends with it.
        if crate::oracle::stopped() {
            return None;
        }
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
        // An oracle failed the execution: no thread runs after it (`oracle::fail`).
        if crate::oracle::stopped() {
            return None;
        }
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
    use crate::channel::Search;
    use crate::scenario::{Plan, spawn};
    use crate::trace::{Cause, LockLink};
    use conveyor::sync::{Arc, Mutex};

    /// The explorer keeps what an execution found in statics: one exploration at a time.
    pub(super) static ONE_AT_A_TIME: std::sync::Mutex<()> = std::sync::Mutex::new(());

    pub(super) fn first_failure(plan: Plan) -> crate::channel::Failure {
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

    /// An oracle that fails while the scenario holds a value of the candidate's whose `Drop`
    /// waits for a thread that never ends (a pool whose `Drop` joins a worker the check's
    /// task still holds): the execution stops where the oracle failed, nothing is unwound,
    /// and the finding is the oracle's, however many executions the shrinker replays.
    #[test]
    fn an_oracle_stops_the_execution_without_unwinding_what_the_scenario_holds() {
        use std::sync::atomic::{AtomicUsize, Ordering};
        static DROPPED: AtomicUsize = AtomicUsize::new(0);
        struct JoinsOnDrop(Option<conveyor::thread::JoinHandle<()>>);
        impl Drop for JoinsOnDrop {
            fn drop(&mut self) {
                DROPPED.fetch_add(1, Ordering::SeqCst);
                if let Some(worker) = self.0.take() {
                    worker.join().unwrap();
                }
            }
        }
        let mut plan = Plan::default();
        plan.scenario("a worker held at a gate, then an oracle fails", || {
            let gate = crate::pools::Tally::new();
            let _held = {
                let gate = gate.clone();
                JoinsOnDrop(Some(conveyor::thread::spawn(move || gate.wait_until(1))))
            };
            crate::oracle::fail(crate::Class::NotConcurrent, "held", crate::args!());
            #[allow(unreachable_code)]
            {
                gate.mark(0);
                drop(_held);
            }
        });
        let failure = first_failure(plan);
        assert_eq!(
            (failure.finding.class, failure.finding.key.as_str()),
            (crate::Class::NotConcurrent, "held")
        );
        assert!(failure.stuck.is_empty(), "{:?}", failure.stuck);
        assert_eq!(
            DROPPED.load(Ordering::SeqCst),
            0,
            "nothing the scenario held was dropped"
        );
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
        let again = super::replay(0, &variant, failure.schedule.as_deref().unwrap(), 2_000).unwrap();
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

    /// A taker that waits, 10 ms at a time, for a flag that main sets; `notify` whether main
    /// also wakes it. With `sleep_first` main first sleeps 50 ms, so a timeout of the
    /// taker's runs out while that sleep is pending.
    fn timed_taker(plan: &mut Plan, notify: bool, sleep_first: bool, excused: bool) {
        plan.scenario("a taker waits in wait_timeout(10 ms)", move || {
            if excused {
                conveyor::time::timeouts_may_end_waits(crate::probe::KEY);
            }
            let flag = Arc::new((Mutex::new(false), conveyor::sync::Condvar::new()));
            let taker = {
                let flag = flag.clone();
                spawn("taker", move || {
                    crate::trace::call_unit("take()", || {
                        let (set, changed) = &*flag;
                        let mut set = set.lock().unwrap();
                        while !*set {
                            set = changed
                                .wait_timeout(set, std::time::Duration::from_millis(10))
                                .unwrap()
                                .0;
                        }
                    })
                })
            };
            if sleep_first {
                conveyor::thread::sleep(std::time::Duration::from_millis(50));
            }
            crate::trace::call_unit("put()", || {
                let (set, changed) = &*flag;
                *set.lock().unwrap() = true;
                if notify {
                    changed.notify_all();
                }
            });
            crate::scenario::join_all(vec![taker]);
        });
    }

    fn passes(plan: Plan) {
        let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
        let variant = plan.variants().remove(0);
        for search in [
            Search::Random {
                seed: 1,
                iterations: 200,
            },
            Search::Pct {
                seed: 1,
                depth: 2,
                iterations: 100,
            },
            Search::Dfs { iterations: 200 },
        ] {
            let outcome = super::search(0, &variant, &search, 2_000);
            assert!(
                outcome.failure.is_none(),
                "{search}: {:?}",
                outcome.failure.map(|f| f.finding)
            );
        }
    }

    #[test]
    fn a_wait_only_its_timeout_ends_is_a_thread_that_waits_forever() {
        let mut plan = Plan::default();
        timed_taker(&mut plan, false, false, false);
        let failure = first_failure(plan);
        assert_eq!(failure.finding.class, crate::Class::Deadlock);
        assert_eq!(failure.finding.key, "timeout-rescue");
        let args = &failure.finding.args;
        assert_eq!(
            (args["thread"].as_str(), args["call"].as_str()),
            ("taker", "take()"),
            "{args:?}"
        );
        assert_eq!(args["wait"], "Condvar::wait_timeout(10 ms)");
        // Told from the trace as the forgotten notify it is, up to the rescue and no further.
        let Some(Cause::ForgottenNotify { thread, culprit, .. }) = &failure.cause else {
            panic!("{:?}", failure.cause)
        };
        assert_eq!(thread, "taker");
        assert_eq!(culprit.as_ref().map(|c| c.call.as_str()), Some("put()"));
        assert!(failure.panic.is_none());
        assert!(failure.stuck.iter().any(|s| s.thread == "taker"), "{:?}", failure.stuck);
        // Its replay is that one execution, rescued the same way.
        let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
        let mut plan = Plan::default();
        timed_taker(&mut plan, false, false, false);
        let variant = plan.variants().remove(0);
        let again = super::replay(0, &variant, failure.schedule.as_deref().unwrap(), 2_000).unwrap();
        assert_eq!(again.failure.map(|f| f.finding.args), Some(args.clone()));
    }

    #[test]
    fn a_timeout_as_a_safety_net_beside_a_notify_is_no_rescue() {
        let mut plan = Plan::default();
        timed_taker(&mut plan, true, false, false);
        passes(plan);
    }

    #[test]
    fn a_timeout_that_runs_out_while_a_sleep_is_pending_is_no_rescue() {
        // The taker gives up on main's slow work 10 ms at a time: the work is under way.
        let mut plan = Plan::default();
        timed_taker(&mut plan, true, true, false);
        passes(plan);
    }

    #[test]
    fn a_check_may_say_that_a_timeout_rightly_ends_a_wait() {
        let mut plan = Plan::default();
        timed_taker(&mut plan, false, false, true);
        passes(plan);
    }

    #[test]
    fn a_channel_polled_with_recv_timeout_for_a_stop_flag_is_rescued_too() {
        let mut plan = Plan::default();
        plan.scenario("a worker polls its channel and a stop flag", || {
            let stop = Arc::new(conveyor::sync::atomic::AtomicBool::new(false));
            let (keep, inbox) = conveyor::sync::mpsc::channel::<u32>();
            let worker = {
                let stop = stop.clone();
                spawn("worker", move || {
                    crate::trace::call_unit("work()", || {
                        while !stop.load(conveyor::sync::atomic::Ordering::SeqCst) {
                            let _ = inbox.recv_timeout(std::time::Duration::from_millis(10));
                        }
                    })
                })
            };
            stop.store(true, conveyor::sync::atomic::Ordering::SeqCst);
            crate::scenario::join_all(vec![worker]);
            drop(keep);
        });
        let failure = first_failure(plan);
        assert_eq!(failure.finding.key, "timeout-rescue");
        let args = &failure.finding.args;
        assert_eq!(
            (args["thread"].as_str(), args["wait"].as_str()),
            ("worker", "Receiver::recv_timeout(10 ms)"),
            "{args:?}"
        );
        // Its wait ended there: the timeline draws it timed out, not waiting forever.
        let timed_out = failure.timed_out.expect("the thread whose timeout ran out");
        assert_eq!((timed_out.thread.as_str(), timed_out.at_us), ("worker", 10_000));
    }

    #[test]
    fn a_rescue_the_candidates_code_catches_still_fails_the_execution() {
        let mut plan = Plan::default();
        plan.scenario("a thread of the candidate's catches every panic", || {
            let flag = Arc::new((Mutex::new(false), conveyor::sync::Condvar::new()));
            let waiter = {
                let flag = flag.clone();
                // Spawned as the candidate's code spawns: its panic would be kept for `join`.
                conveyor::thread::spawn(move || {
                    let caught = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                        let (set, changed) = &*flag;
                        let mut set = set.lock().unwrap_or_else(|e| e.into_inner());
                        while !*set {
                            set = changed
                                .wait_timeout(set, std::time::Duration::from_millis(10))
                                .unwrap_or_else(|e| e.into_inner())
                                .0;
                        }
                    }));
                    drop(caught);
                })
            };
            *flag.0.lock().unwrap_or_else(|e| e.into_inner()) = true;
            waiter.join().unwrap();
        });
        let failure = first_failure(plan);
        // In no call of the check's: the wait alone names where it waited.
        assert_eq!(failure.finding.key, "timeout-rescue-in-wait");
        assert_eq!(failure.finding.class, crate::Class::Deadlock);
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
        // Some executions jump the clock before the second worker begins; others do not.
        passes(plan);
        let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
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
        let again = super::replay(0, &variant, failure.schedule.as_deref().unwrap(), 2_000).unwrap();
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
    fn a_thread_left_waiting_on_a_channel_is_seen_inside_its_recv() {
        let mut plan = Plan::default();
        plan.scenario("a worker waits for a second message nobody sends", || {
            let (orders, inbox) = conveyor::sync::mpsc::channel::<u32>();
            let worker = spawn("worker", move || {
                let _ = inbox.recv();
                let _ = inbox.recv();
            });
            orders.send(1).unwrap();
            crate::scenario::join_all(vec![worker]);
            drop(orders);
        });
        let failure = first_failure(plan);
        let worker = failure
            .stuck
            .iter()
            .find(|s| s.thread == "worker")
            .expect("the worker waits");
        assert_eq!(worker.call.as_deref(), Some("Receiver::recv()"), "{:?}", failure.stuck);
        // Each step as a call of its thread, as a condvar's wait is recorded.
        let steps: Vec<(&str, &crate::trace::Kind, &str)> = failure
            .events
            .iter()
            .filter(|e| crate::trace::is_sync_step(&e.what))
            .map(|e| (e.thread.as_str(), &e.kind, e.what.as_str()))
            .collect();
        use crate::trace::Kind::{Call, Return};
        for step in [
            ("main", &Call, "Sender::send()"),
            ("main", &Return, "Sender::send()"),
            ("worker", &Return, "Receiver::recv()"),
        ] {
            assert!(steps.contains(&step), "{step:?} in {steps:?}");
        }
        let recvs = steps
            .iter()
            .filter(|s| *s == &("worker", &Call, "Receiver::recv()"))
            .count();
        assert_eq!(recvs, 2, "{steps:?}");
    }

    /// A thread of the program's that a panic ended, which another then waits for forever:
    /// the trace shows it ended, and the deadlock's finding says which thread and where, in
    /// a call of the check's or in the program's own code.
    #[test]
    fn a_thread_a_panic_ended_is_named_with_where_it_panicked() {
        for in_a_call in [true, false] {
            let mut plan = Plan::default();
            plan.scenario("a worker panics, its answer never comes", move || {
                let (answer, ticket) = conveyor::sync::mpsc::channel::<u32>();
                // A sender kept: the panic's unwinding alone closes nothing.
                let kept = answer.clone();
                let worker = conveyor::thread::Builder::new()
                    .name("worker".into())
                    .spawn(move || {
                        if in_a_call {
                            crate::trace::call_unit("work(0)", || panic!("on purpose"));
                        } else {
                            panic!("on purpose");
                        }
                        answer.send(1).unwrap();
                    })
                    .unwrap();
                let _ = crate::trace::call("wait()", || ticket.recv());
                drop((kept, worker));
            });
            let failure = first_failure(plan);
            // A panic in the program's own code is why the other waits: the panic is the
            // finding. One inside a call of the check's (a task it handed the program) is
            // told as the scenario says, here a deadlock.
            let (class, key) = if in_a_call {
                (crate::Class::Deadlock, "deadlock")
            } else {
                (crate::Class::Panic, "deadlock-after-panic")
            };
            assert_eq!((failure.finding.class, failure.finding.key.as_str()), (class, key));
            let args = &failure.finding.args;
            let (place, call) = if in_a_call { ("call", "work(0)") } else { ("code", "") };
            assert_eq!(
                (
                    args["died"].as_str(),
                    args["died-where"].as_str(),
                    args["died-in"].as_str()
                ),
                ("worker", place, call),
                "{args:?}"
            );
            let died = crate::trace::died(&failure.events);
            assert_eq!(died.len(), 1, "{:?}", failure.events);
            assert_eq!(died[0].call.as_deref(), if in_a_call { Some("work(0)") } else { None });
            // Where it panicked is kept for the message, with the thread.
            let panic = failure.panic.as_ref().expect("the worker's panic");
            assert_eq!(panic.thread.as_deref(), Some("worker"));
            assert!(
                !failure.stuck.iter().any(|s| s.thread == "worker"),
                "{:?}",
                failure.stuck
            );
        }
    }
}
