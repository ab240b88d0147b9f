//! `conveyor::thread::scope` under the explorer waits for its threads as std's does: in
//! every explored interleaving, nested or not, when its closure panics, and with handles
//! joined by other threads of the scope.

use conveyor::sync::atomic::{AtomicUsize, Ordering};
use conveyor::sync::{Mutex, mpsc};
use conveyor::thread;
use shuttle::scheduler::{DfsScheduler, PctScheduler, RandomScheduler};
use shuttle::{Config, MaxSteps, Runner};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;

fn config() -> Config {
    let mut config = Config::new();
    config.max_steps = MaxSteps::FailAfter(5_000);
    config.silence_warnings = true;
    config
}

/// Runs `body` in many explored executions, random, PCT and exhaustive (up to a bound).
fn explore(body: impl Fn() + Send + Sync + 'static) {
    let body = Arc::new(body);
    let (a, b) = (body.clone(), body.clone());
    Runner::new(RandomScheduler::new_from_seed(7, 300), config()).run(move || a());
    Runner::new(PctScheduler::new_from_seed(7, 3, 300), config()).run(move || b());
    Runner::new(DfsScheduler::new(Some(2_000), false), config()).run(move || body());
}

/// A thread's few steps, each a point where the explorer may switch threads.
fn work(done: &AtomicUsize) {
    for _ in 0..3 {
        thread::yield_now();
    }
    done.fetch_add(1, Ordering::SeqCst);
}

#[test]
fn a_nested_scope_returns_only_once_its_own_threads_have_ended() {
    // The shape of a front in the outer scope and packers in an inner one: the outer
    // scope's thread ending first must not let the inner scope return.
    explore(|| {
        let (outer, inner) = (AtomicUsize::new(0), AtomicUsize::new(0));
        thread::scope(|s| {
            s.spawn(|| outer.fetch_add(1, Ordering::SeqCst));
            thread::scope(|packing| {
                for _ in 0..2 {
                    packing.spawn(|| work(&inner));
                }
            });
            assert_eq!(inner.load(Ordering::SeqCst), 2, "the inner scope returned early");
        });
        assert_eq!(outer.load(Ordering::SeqCst), 1, "the outer scope returned early");
    });
}

#[test]
fn a_scope_inside_a_scoped_thread_waits_for_its_own_threads() {
    explore(|| {
        let (done, nested) = (AtomicUsize::new(0), AtomicUsize::new(0));
        thread::scope(|s| {
            for _ in 0..2 {
                s.spawn(|| {
                    thread::scope(|t| {
                        t.spawn(|| work(&nested));
                    });
                    assert!(nested.load(Ordering::SeqCst) >= 1, "a scope in a thread returned early");
                    work(&done);
                });
            }
        });
        assert_eq!((done.load(Ordering::SeqCst), nested.load(Ordering::SeqCst)), (2, 2));
    });
}

#[test]
fn handles_moved_into_another_thread_are_joined_there() {
    // A closer thread owns the workers' handles and joins them while the scope's caller
    // waits at its end: each join gets its thread's result, however the two interleave.
    explore(|| {
        let done = AtomicUsize::new(0);
        let total = thread::scope(|s| {
            let (tx, rx) = mpsc::channel();
            let closer = s.spawn(move || {
                rx.iter()
                    .map(|h: thread::ScopedJoinHandle<'_, usize>| h.join().unwrap())
                    .sum::<usize>()
            });
            for i in 1..=2 {
                let done = &done;
                tx.send(s.spawn(move || {
                    work(done);
                    i
                }))
                .unwrap();
            }
            drop(tx);
            // Its result, taken from outside once the scope has waited for it.
            let total = Arc::new(std::sync::Mutex::new(0));
            let kept = total.clone();
            s.spawn(move || *kept.lock().unwrap() = closer.join().unwrap());
            total
        });
        let total = *total.lock().unwrap();
        assert_eq!(total, 3);
        assert_eq!(done.load(Ordering::SeqCst), 2);
    });
}

#[test]
fn a_scope_whose_closure_panics_waits_for_its_threads_first() {
    explore(|| {
        let done = AtomicUsize::new(0);
        let caught = catch_unwind(AssertUnwindSafe(|| {
            thread::scope(|s| {
                s.spawn(|| work(&done));
                panic!("on purpose");
            })
        }));
        assert!(caught.is_err());
        assert_eq!(
            done.load(Ordering::SeqCst),
            1,
            "the scope unwound before its thread ended"
        );
    });
}

#[test]
fn a_panic_no_join_took_makes_the_scope_panic_and_a_joined_one_does_not() {
    explore(|| {
        let unjoined = catch_unwind(AssertUnwindSafe(|| {
            thread::scope(|s| {
                s.spawn(|| panic!("on purpose"));
            })
        }));
        assert!(unjoined.is_err(), "an unjoined panic must make the scope panic");
        let joined = thread::scope(|s| s.spawn(|| panic!("on purpose")).join());
        assert!(joined.is_err());
    });
}

#[test]
fn a_thread_is_told_its_name_as_given_explored_or_not() {
    // The events call an unnamed thread "thread 2" and a second "packer" "packer (2)"; told
    // to the thread itself, those would say that it is explored: std says `None` and
    // "packer" on real threads.
    let names = || {
        let names = std::sync::Arc::new(Mutex::new(Vec::new()));
        let named = |names: &std::sync::Arc<Mutex<Vec<Option<String>>>>| {
            let names = names.clone();
            move || names.lock().unwrap().push(thread::current().name().map(String::from))
        };
        thread::scope(|s| {
            for _ in 0..2 {
                thread::Builder::new()
                    .name("packer".into())
                    .spawn_scoped(s, named(&names))
                    .unwrap();
            }
            s.spawn(named(&names));
        });
        let spawned = thread::Builder::new()
            .name("packer".into())
            .spawn(named(&names))
            .unwrap();
        spawned.join().unwrap();
        thread::spawn(named(&names)).join().unwrap();
        let mut names = names.lock().unwrap().clone();
        names.sort();
        names
    };
    let real = names();
    assert_eq!(
        real,
        vec![
            None,
            None,
            Some("packer".into()),
            Some("packer".into()),
            Some("packer".into())
        ]
    );
    explore(move || assert_eq!(names(), real));
}

#[test]
fn on_real_threads_nested_scopes_are_std_s() {
    let (outer, inner) = (AtomicUsize::new(0), AtomicUsize::new(0));
    thread::scope(|s| {
        s.spawn(|| outer.fetch_add(1, Ordering::SeqCst));
        thread::scope(|packing| {
            for _ in 0..2 {
                packing.spawn(|| work(&inner));
            }
        });
        assert_eq!(inner.load(Ordering::SeqCst), 2);
    });
    assert_eq!(outer.load(Ordering::SeqCst), 1);
}
