//! What the kit reads from a failing execution for its cause, on small programs of no
//! exercise: who keeps a lock, an update lost between two holds of a lock, which call a
//! busy wait kept trying in.

use super::tests::first_failure;
use crate::scenario::{Plan, spawn};
use crate::trace::Cause;
use conveyor::sync::{Arc, Condvar, Mutex};
use std::sync::atomic::{AtomicBool, Ordering};

/// Yields until `flag` is up: a check's own ordering of its threads, no operation of theirs.
fn after(flag: &AtomicBool) {
    while !flag.load(Ordering::SeqCst) {
        conveyor::thread::yield_now();
    }
}

#[test]
fn a_thread_waiting_on_a_condvar_keeps_its_lock_no_longer_and_is_never_named_its_holder() {
    // `first` waits on a condvar with the lock; `second` takes the lock after it and waits on
    // another condvar while it keeps it; main wants the lock. The one that keeps it is
    // `second`: `first` let it go as it began to wait.
    let mut plan = Plan::default();
    plan.scenario("a lock kept while waiting", || {
        let lock = Arc::new((Mutex::new(0), Condvar::new()));
        let other = Arc::new((Mutex::new(0), Condvar::new()));
        let flags = Arc::new([AtomicBool::new(false), AtomicBool::new(false)]);
        let first = {
            let (lock, flags) = (lock.clone(), flags.clone());
            spawn("first", move || {
                let (m, c) = &*lock;
                let g = m.lock().unwrap();
                flags[0].store(true, Ordering::SeqCst);
                let _g = c.wait(g).unwrap();
            })
        };
        let second = {
            let (lock, other, flags) = (lock.clone(), other.clone(), flags.clone());
            spawn("second", move || {
                after(&flags[0]);
                let _kept = lock.0.lock().unwrap();
                let (m, c) = &*other;
                let g = m.lock().unwrap();
                flags[1].store(true, Ordering::SeqCst);
                let _g = c.wait(g).unwrap();
            })
        };
        after(&flags[1]);
        drop(lock.0.lock().unwrap());
        crate::scenario::join_all(vec![first, second]);
    });
    let failure = first_failure(plan);
    let Some(Cause::LockHeld { waiting, holder, .. }) = &failure.cause else {
        panic!("no lock held named: {:?}", failure.cause)
    };
    assert_eq!((waiting.as_str(), holder.as_str()), ("main", "second"));
}

#[test]
fn a_wait_nobody_notified_after_an_update_was_lost_names_the_lost_update() {
    // Two leavers count themselves out of 2 in two holds each: read, let go, write back.
    // The waiter waits for zero; where one leaver's count is lost, zero never comes.
    let mut plan = Plan::default();
    plan.scenario("two leave in two steps each", || {
        let count = Arc::new((Mutex::new(2usize), Condvar::new()));
        let leavers: Vec<_> = (1..=2)
            .map(|n| {
                let count = count.clone();
                spawn(format!("leaver {n}"), move || {
                    crate::trace::call_unit("leave()", || {
                        let (m, zero) = &*count;
                        let seen = *m.lock().unwrap();
                        let mut left = m.lock().unwrap();
                        *left = seen - 1;
                        if *left == 0 {
                            zero.notify_all();
                        }
                    })
                })
            })
            .collect();
        crate::trace::call_unit("wait_for_zero()", || {
            let (m, zero) = &*count;
            let mut left = m.lock().unwrap();
            while *left > 0 {
                left = zero.wait(left).unwrap();
            }
        });
        crate::scenario::join_all(leavers);
    });
    let failure = first_failure(plan);
    let Some(Cause::LostUpdate { update, waiting }) = &failure.cause else {
        panic!("no lost update named: {:?}", failure.cause)
    };
    assert_eq!(update.call, "leave()");
    assert_ne!(update.thread, update.other);
    assert!(update.let_go < update.taken_again, "{update:?}");
    // The holds are named by the place in the code that took them.
    let (first, again) = (update.first_at.as_ref().unwrap(), update.again_at.as_ref().unwrap());
    assert!(
        first.file.ends_with("cause_tests.rs") && again.line == first.line + 1,
        "{update:?}"
    );
    assert_eq!(waiting.as_ref().map(|w| w.thread.as_str()), Some("main"));
}

#[test]
fn a_busy_wait_is_marked_in_the_call_that_kept_trying_not_in_a_thread_that_yields_outside_calls() {
    // Main yields 30 times while the spinner waits for its flag; the spinner's last call is
    // another one. The spin is in `wait_for_flag()`.
    let mut plan = Plan::default();
    plan.scenario("a spinner", || {
        let flag = Arc::new(conveyor::sync::atomic::AtomicBool::new(false));
        let spinner = {
            let flag = flag.clone();
            spawn("spinner", move || {
                let ((), waited) = crate::stress::while_waiting(|| {
                    crate::trace::call_unit("wait_for_flag()", || {
                        while !flag.load(conveyor::sync::atomic::Ordering::SeqCst) {
                            conveyor::thread::yield_now();
                        }
                    })
                });
                crate::trace::call_unit("done()", || {});
                waited
            })
        };
        for _ in 0..30 {
            conveyor::thread::yield_now();
        }
        flag.store(true, conveyor::sync::atomic::Ordering::SeqCst);
        let waited = crate::scenario::join_all(vec![spinner]).remove(0);
        crate::oracle::ensure(!waited.busy(8), crate::Class::BusyWait, "busy", crate::Args::new);
    });
    let failure = first_failure(plan);
    assert_eq!(failure.finding.class, crate::Class::BusyWait);
    let at = failure.spun_in.expect("the call spun in");
    assert_eq!(failure.events[at].what, "wait_for_flag()");
    assert_eq!(failure.spinning.as_deref(), Some("spinner"));
}
