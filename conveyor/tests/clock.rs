//! The virtual clock under the explorer: sleeps, timed waits and `Instant` read it, it moves
//! only to deadlines, and the same schedule gives the same times. Most tests here pin the
//! clock to "only when no thread can run" (`timers_fire_only_when_all_wait`), where times
//! are exact; the ones at the end show the search's other choice: the clock passing a
//! deadline while threads could still run, as if they were slow.

use conveyor::sync::mpsc::{self, RecvTimeoutError};
use conveyor::sync::{Arc, Condvar, Mutex};
use conveyor::thread;
use conveyor::time::{Duration, Instant, Timed, virtual_now};
use shuttle::scheduler::{PctScheduler, RandomScheduler, ReplayScheduler, Schedule, Scheduler, Task, TaskId};
use shuttle::{Config, MaxSteps, Runner};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Mutex as StdMutex;

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

/// The virtual time now, inside an execution.
fn now() -> Duration {
    virtual_now(grader_probe::KEY).expect("inside an explored execution")
}

fn config() -> Config {
    let mut config = Config::new();
    config.max_steps = MaxSteps::FailAfter(2_000);
    config.silence_warnings = true;
    config
}

/// Runs `body` in many explored executions (random and PCT) on the virtual clock, which
/// moves only when no thread can run. What a timeout does when it runs out with nothing
/// else to run is what most tests here look at: no rescue (see the tests at the end).
fn explore(body: impl Fn() + Send + Sync + 'static) {
    explore_early(move || {
        conveyor::time::timers_fire_only_when_all_wait(grader_probe::KEY);
        conveyor::time::timeouts_may_end_waits(grader_probe::KEY);
        body()
    })
}

/// Like [`explore`], with the clock free to jump to the next deadline at any point.
fn explore_early(body: impl Fn() + Send + Sync + 'static) {
    let body = Arc::new(body);
    let b = body.clone();
    Runner::new(Timed(RandomScheduler::new_from_seed(3, 100)), config()).run(move || b());
    Runner::new(Timed(PctScheduler::new_from_seed(5, 3, 100)), config()).run(move || body());
}

/// The message of the panic that ended an exploration.
fn failure_of(body: impl Fn() + Send + Sync + 'static) -> String {
    let payload = catch_unwind(AssertUnwindSafe(|| {
        Runner::new(Timed(RandomScheduler::new_from_seed(1, 20)), config()).run(body)
    }))
    .expect_err("the exploration must fail");
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_default()
}

#[test]
fn sleepers_wake_in_the_order_of_their_deadlines_at_their_deadlines() {
    explore(|| {
        let woke = Arc::new(Mutex::new(Vec::new()));
        let sleepers: Vec<_> = [30, 10, 20]
            .into_iter()
            .map(|d| {
                let woke = woke.clone();
                thread::spawn(move || {
                    thread::sleep(ms(d));
                    woke.lock().unwrap().push((d, now()));
                })
            })
            .collect();
        for s in sleepers {
            s.join().unwrap();
        }
        assert_eq!(*woke.lock().unwrap(), vec![(10, ms(10)), (20, ms(20)), (30, ms(30))]);
        assert_eq!(now(), ms(30));
    });
}

#[test]
fn sleeps_add_up_and_threads_that_can_run_see_no_time_pass() {
    explore(|| {
        let t = thread::spawn(|| {
            thread::sleep(ms(40));
            thread::sleep(ms(15));
            now()
        });
        // Main can always run while the other sleeps: the clock stands still for it.
        for _ in 0..5 {
            thread::yield_now();
            assert_eq!(now(), Duration::ZERO);
        }
        assert_eq!(t.join().unwrap(), ms(55));
    });
}

#[test]
fn wait_timeout_times_out_at_its_deadline_when_nobody_notifies() {
    explore(|| {
        let pair = Arc::new((Mutex::new(()), Condvar::new()));
        let p = pair.clone();
        let waiter = thread::spawn(move || {
            let (lock, cv) = &*p;
            let (_g, result) = cv.wait_timeout(lock.lock().unwrap(), ms(1000)).unwrap();
            (result.timed_out(), now())
        });
        // Main locks meanwhile: before the wait, or while it waits.
        drop(pair.0.lock().unwrap());
        assert_eq!(waiter.join().unwrap(), (true, ms(1000)));
        drop(pair);
    });
}

#[test]
fn wait_timeout_while_returns_when_notified_before_its_deadline() {
    explore(|| {
        let pair = Arc::new((Mutex::new(false), Condvar::new()));
        let p = pair.clone();
        let notifier = thread::spawn(move || {
            thread::sleep(ms(10));
            *p.0.lock().unwrap() = true;
            p.1.notify_one();
        });
        let (lock, cv) = &*pair;
        let (ready, result) = cv.wait_timeout_while(lock.lock().unwrap(), ms(1000), |r| !*r).unwrap();
        assert!(*ready && !result.timed_out());
        assert_eq!(now(), ms(10));
        drop(ready);
        notifier.join().unwrap();
    });
}

#[test]
fn wait_timeout_while_times_out_when_the_condition_stays() {
    explore(|| {
        let pair = Arc::new((Mutex::new(0), Condvar::new()));
        let p = pair.clone();
        // Notified twice, never with the condition met: the wait goes on to its deadline.
        let notifier = thread::spawn(move || {
            for _ in 0..2 {
                thread::sleep(ms(100));
                *p.0.lock().unwrap() += 1;
                p.1.notify_all();
            }
        });
        let (lock, cv) = &*pair;
        let (count, result) = cv
            .wait_timeout_while(lock.lock().unwrap(), ms(250), |c| *c < 5)
            .unwrap();
        assert!(result.timed_out());
        assert_eq!((*count, now()), (2, ms(250)));
        drop(count);
        notifier.join().unwrap();
    });
}

#[test]
fn notify_one_wakes_one_waiter_timed_or_not() {
    explore(|| {
        let pair = Arc::new((Mutex::new(0), Condvar::new()));
        let spawn_waiter = |timed: bool| {
            let p = pair.clone();
            thread::spawn(move || {
                let (lock, cv) = &*p;
                let mut g = lock.lock().unwrap();
                *g += 1;
                if timed {
                    cv.wait_timeout(g, ms(500)).unwrap().1.timed_out()
                } else {
                    drop(cv.wait(g).unwrap());
                    false
                }
            })
        };
        let timed = spawn_waiter(true);
        let untimed = spawn_waiter(false);
        // Once both wait (the only way the clock can move before 500 ms is that they do):
        while *pair.0.lock().unwrap() < 2 {
            thread::sleep(ms(1));
        }
        thread::sleep(ms(1));
        pair.1.notify_one();
        // The untimed waiter is woken first; the timed one times out at its deadline.
        assert!(timed.join().unwrap());
        assert!(now() >= ms(500));
        assert!(!untimed.join().unwrap());
    });
}

#[test]
fn recv_timeout_times_out_then_receives() {
    explore(|| {
        let (tx, rx) = mpsc::channel();
        let sender = thread::spawn(move || {
            thread::sleep(ms(50));
            tx.send(7).unwrap();
        });
        assert_eq!(rx.recv_timeout(ms(20)), Err(RecvTimeoutError::Timeout));
        assert_eq!(now(), ms(20));
        assert_eq!(rx.recv_timeout(ms(100)), Ok(7));
        assert_eq!(now(), ms(50));
        // The sender is gone: disconnected at once, not a timeout.
        sender.join().unwrap();
        assert_eq!(rx.recv_timeout(ms(100)), Err(RecvTimeoutError::Disconnected));
        assert_eq!(now(), ms(50));
    });
}

#[test]
fn recv_timeout_sees_the_last_sender_leave() {
    explore(|| {
        let (tx, rx) = mpsc::sync_channel::<u8>(1);
        let sender = thread::spawn(move || {
            thread::sleep(ms(5));
            drop(tx);
        });
        assert_eq!(rx.recv_timeout(ms(1000)), Err(RecvTimeoutError::Disconnected));
        assert_eq!(now(), ms(5));
        sender.join().unwrap();
    });
}

#[test]
fn instant_reads_the_virtual_clock_and_does_arithmetic() {
    explore(|| {
        let start = Instant::now();
        let sleeper = thread::spawn(|| thread::sleep(ms(50)));
        thread::yield_now();
        sleeper.join().unwrap();
        let end = Instant::now();
        assert_eq!(end.duration_since(start), ms(50));
        assert_eq!(end - start, ms(50));
        assert_eq!(start - end, Duration::ZERO);
        assert_eq!(start.checked_duration_since(end), None);
        assert_eq!(start.elapsed(), ms(50));
        assert!(start < end && start + ms(50) == end && end - ms(50) == start);
        let mut later = start;
        later += ms(70);
        later -= ms(20);
        assert_eq!(later, end);
        assert_eq!(start.checked_add(ms(50)), Some(end));
        assert_eq!(start.checked_sub(ms(1)), None, "nothing is before the execution began");
        assert_eq!(format!("{end:?}"), "Instant(t=50 ms)");
    });
}

#[test]
fn on_real_threads_it_is_std() {
    let start = Instant::now();
    let std_start = std::time::Instant::now();
    thread::sleep(ms(20));
    assert!(start.elapsed() >= ms(20) && virtual_now(grader_probe::KEY).is_none());
    assert!(format!("{start:?}").starts_with("Instant {"), "std's Debug: {start:?}");
    assert!(start.elapsed() <= std_start.elapsed() + ms(1000));
    let pair = (Mutex::new(()), Condvar::new());
    let (_g, result) = pair.1.wait_timeout(pair.0.lock().unwrap(), ms(10)).unwrap();
    assert!(result.timed_out() && start.elapsed() >= ms(30));
    let (_tx, rx) = mpsc::channel::<u8>();
    assert_eq!(rx.recv_timeout(ms(1)), Err(RecvTimeoutError::Timeout));
}

#[test]
fn a_wait_without_a_deadline_is_still_a_deadlock() {
    let message = failure_of(|| {
        let pair = Arc::new((Mutex::new(()), Condvar::new()));
        let p = pair.clone();
        let waiter = thread::spawn(move || drop(p.1.wait(p.0.lock().unwrap()).unwrap()));
        // A sleeper with a deadline runs out; then only the waiter is left, with nothing to wake it.
        let sleeper = thread::spawn(|| thread::sleep(ms(100)));
        sleeper.join().unwrap();
        waiter.join().unwrap();
    });
    assert!(message.starts_with("deadlock!"), "{message}");
}

#[test]
fn spinning_on_the_clock_is_busy_waiting() {
    let message = failure_of(|| {
        let sleeper = thread::spawn(|| thread::sleep(ms(10)));
        let until = Instant::now() + ms(5);
        while Instant::now() < until {}
        sleeper.join().unwrap();
    });
    assert!(message.starts_with("exceeded max_steps bound"), "{message}");
}

/// Writes down every choice of the inner scheduler, to replay it.
struct Recording<S>(S, Arc<StdMutex<Schedule>>);

impl<S: Scheduler> Scheduler for Recording<S> {
    fn new_execution(&mut self) -> Option<Schedule> {
        let schedule = self.0.new_execution()?;
        *self.1.lock().unwrap() = schedule.clone();
        Some(schedule)
    }
    fn next_task(&mut self, runnable: &[&Task], current: Option<TaskId>, is_yielding: bool) -> Option<TaskId> {
        let next = self.0.next_task(runnable, current, is_yielding)?;
        self.1.lock().unwrap().push_task(next);
        Some(next)
    }
    fn next_u64(&mut self) -> u64 {
        self.1.lock().unwrap().push_random();
        self.0.next_u64()
    }
}

#[test]
fn the_same_schedule_replayed_gives_the_same_times() {
    // Two workers that take turns with sleeps and timed waits; what each saw, and when.
    static SEEN: StdMutex<Vec<(u8, Duration, bool)>> = StdMutex::new(Vec::new());
    let body = || {
        // Each worker's last wait ends only by its timeout: that is the point here.
        conveyor::time::timeouts_may_end_waits(grader_probe::KEY);
        SEEN.lock().unwrap().clear();
        let pair = Arc::new((Mutex::new(0u8), Condvar::new()));
        let workers: Vec<_> = [1u8, 2]
            .into_iter()
            .map(|me| {
                let p = pair.clone();
                thread::spawn(move || {
                    for round in 0..3u64 {
                        thread::sleep(ms(me as u64 * 7 + round));
                        let (lock, cv) = &*p;
                        let mut g = lock.lock().unwrap();
                        *g += 1;
                        cv.notify_one();
                        let (_g, r) = cv.wait_timeout(g, ms(15)).unwrap();
                        SEEN.lock().unwrap().push((me, now(), r.timed_out()));
                    }
                })
            })
            .collect();
        for w in workers {
            w.join().unwrap();
        }
    };
    for seed in 0..5 {
        let schedule = Arc::new(StdMutex::new(Schedule::new(0)));
        let recording = Recording(RandomScheduler::new_from_seed(seed, 1), schedule.clone());
        Runner::new(Timed(recording), config()).run(body);
        let first = SEEN.lock().unwrap().clone();
        assert!(!first.is_empty() && first.iter().any(|&(_, t, _)| t > Duration::ZERO));
        let schedule = schedule.lock().unwrap().clone();
        Runner::new(Timed(ReplayScheduler::new_from_schedule(schedule)), config()).run(body);
        assert_eq!(*SEEN.lock().unwrap(), first, "seed {seed}");
    }
}

#[test]
fn a_deadline_may_pass_while_threads_can_run_but_only_to_a_deadline() {
    static SEEN: StdMutex<Vec<Duration>> = StdMutex::new(Vec::new());
    SEEN.lock().unwrap().clear();
    explore_early(|| {
        let t = thread::spawn(|| {
            thread::sleep(ms(40));
            thread::sleep(ms(15));
            now()
        });
        for _ in 0..5 {
            thread::yield_now();
            SEEN.lock().unwrap().push(now());
        }
        // However slow main was, the sleeper slept its 55 ms.
        let slept = t.join().unwrap();
        assert!(slept >= ms(55), "{slept:?}");
    });
    let seen = SEEN.lock().unwrap().clone();
    // In some executions main saw no time pass, in others the clock passed a deadline while
    // it could run; never a time that is no deadline.
    assert!(seen.contains(&Duration::ZERO));
    assert!(seen.iter().any(|&t| t > Duration::ZERO), "{seen:?}");
    assert!(seen.iter().all(|t| [ms(0), ms(40), ms(55)].contains(t)), "{seen:?}");
}

#[test]
fn a_timeout_that_is_usually_enough_is_seen_too_short() {
    // The sender is quick (it never sleeps), the timeout generous: it still times out in
    // the executions where the clock passes the deadline before the sender ran.
    let message = failure_of(|| {
        let (tx, rx) = mpsc::channel();
        let sender = thread::spawn(move || tx.send(7).unwrap());
        assert_eq!(rx.recv_timeout(ms(100)), Ok(7), "timed out");
        sender.join().unwrap();
    });
    assert!(message.contains("timed out"), "{message}");
}

/// The rescue recorded, if any, with the payload that ended the exploration.
fn rescue_of(body: impl Fn() + Send + Sync + 'static) -> Option<grader_probe::TimeoutRescue> {
    static ONE_AT_A_TIME: StdMutex<()> = StdMutex::new(());
    let _one = ONE_AT_A_TIME.lock().unwrap_or_else(|e| e.into_inner());
    grader_probe::take_timeout_rescue();
    let ended = catch_unwind(AssertUnwindSafe(|| {
        Runner::new(Timed(RandomScheduler::new_from_seed(1, 20)), config()).run(body)
    }));
    let rescue = grader_probe::take_timeout_rescue();
    match ended {
        Err(payload) => assert!(payload.is::<grader_probe::RescuedByTimeout>() && rescue.is_some()),
        Ok(_) => assert!(rescue.is_none()),
    }
    rescue
}

#[test]
fn a_timeout_that_alone_moves_the_program_on_is_a_rescue() {
    // Main joins, the waiter waits for a notify nobody sends: only its timeout ends the wait.
    // The waiter's thread hands the rescue on (no `join` keeps it): the exploration ends.
    let rescue = rescue_of(|| {
        let pair = Arc::new((Mutex::new(()), Condvar::new()));
        let p = pair.clone();
        let waiter = thread::Builder::new()
            .name("waiter".into())
            .spawn(move || {
                let (lock, cv) = &*p;
                drop(cv.wait_timeout(lock.lock().unwrap(), ms(30)).unwrap());
            })
            .unwrap();
        let _ = waiter.join();
    })
    .expect("a rescue");
    assert_eq!(
        (rescue.thread.as_str(), rescue.wait.as_str(), rescue.at),
        ("waiter", "Condvar::wait_timeout(30 ms)", ms(30))
    );
}

#[test]
fn a_timeout_that_runs_out_while_a_thread_sleeps_is_no_rescue() {
    // The sleeper's work is under way: a wait given up on meanwhile is no forgotten wake-up.
    assert_eq!(
        rescue_of(|| {
            let (tx, rx) = mpsc::channel::<u8>();
            let slow = thread::spawn(move || {
                thread::sleep(ms(50));
                let _ = tx.send(1);
            });
            let _ = rx.recv_timeout(ms(20));
            slow.join().unwrap();
        }),
        None
    );
}

#[test]
fn a_check_may_let_a_timeout_end_a_wait() {
    assert_eq!(
        rescue_of(|| {
            conveyor::time::timeouts_may_end_waits(grader_probe::KEY);
            let (_keep, rx) = mpsc::channel::<u8>();
            assert_eq!(rx.recv_timeout(ms(20)), Err(RecvTimeoutError::Timeout));
        }),
        None
    );
}
