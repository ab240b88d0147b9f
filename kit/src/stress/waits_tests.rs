//! The tests of the real-thread oracles (`waits.rs`), each a scenario run once on real
//! threads through `stress.rs`: a file of their own beside the two, so that neither of
//! those imports the other in a circle.

use super::waits::*;
use super::{LATE_RUNS, once_of};
use crate::class::Class;
use crate::pools::InFlight;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// Stops its spinner when dropped, also when the scenario fails.
struct Spinner(Arc<AtomicBool>);

impl Drop for Spinner {
    fn drop(&mut self) {
        self.0.store(true, Ordering::SeqCst);
    }
}

#[test]
fn a_thread_that_spins_while_it_must_wait_is_busy_waiting() {
    let failure = once_of(|| {
        let stop = Arc::new(AtomicBool::new(false));
        let _stops = Spinner(stop.clone());
        std::thread::spawn(move || {
            while !stop.load(Ordering::Relaxed) {
                std::hint::spin_loop();
            }
        });
        let_them_wait("take()");
    })
    .expect("busy waiting found");
    assert_eq!(failure.finding.class, Class::BusyWait, "{failure:?}");
    assert_eq!(failure.finding.key, "real-threads-busy-wait");
    assert_eq!(failure.finding.args["call"], "take()");
    assert_eq!(failure.search, "real threads");
}

#[test]
fn a_thread_that_yields_in_a_loop_is_busy_waiting_by_its_operations() {
    let failure = once_of(|| {
        let stop = Arc::new(AtomicBool::new(false));
        let _stops = Spinner(stop.clone());
        let lock = Arc::new(conveyor::sync::Mutex::new(()));
        std::thread::spawn(move || {
            while !stop.load(Ordering::Relaxed) {
                drop(lock.lock().unwrap());
                conveyor::thread::yield_now();
            }
        });
        let_them_wait("put(2)");
    })
    .expect("busy waiting found");
    assert_eq!(failure.finding.class, Class::BusyWait, "{failure:?}");
    let ops: u64 = failure.finding.args["ops"].parse().unwrap();
    assert!(ops > WAITING_OPS, "{failure:?}");
}

#[test]
fn a_thread_that_naps_and_looks_again_polls() {
    // Naps shorter than the measurement, and one longer than it: neither is a wait.
    for nap in [40, 400] {
        let failure = once_of(move || {
            let stop = Arc::new(AtomicBool::new(false));
            let _stops = Spinner(stop.clone());
            std::thread::spawn(move || {
                // What it looks at: a flag of conveyor's, which nobody sets.
                let ready = conveyor::sync::atomic::AtomicBool::new(false);
                while !stop.load(Ordering::Relaxed) && !ready.load(Ordering::SeqCst) {
                    conveyor::thread::sleep(Duration::from_millis(nap));
                }
            });
            let_them_wait("take()");
        })
        .expect("polling found");
        assert_eq!(failure.finding.class, Class::BusyWait, "{nap} ms: {failure:?}");
        assert_eq!(failure.finding.key, "real-threads-naps", "{nap} ms: {failure:?}");
        assert!(failure.finding.args["naps"].parse::<usize>().unwrap() >= 1);
    }
}

#[test]
fn a_thread_blocked_in_a_wait_passes() {
    let failure = once_of(|| {
        let (_keep, wait) = conveyor::sync::mpsc::channel::<()>();
        std::thread::spawn(move || {
            let _ = wait.recv();
        });
        let_them_wait("take()");
    });
    assert!(failure.is_none(), "{failure:?}");
}

#[test]
fn tasks_one_at_a_time_on_real_threads_are_not_side_by_side() {
    let flight = |most| InFlight {
        most,
        tasks: 4,
        after: None,
    };
    let expect = |flight: &InFlight, want: usize, tasks: usize| {
        let about = crate::args!("workers" => want);
        expect_side_by_side("real-threads-one-at-a-time", flight, want, tasks, about)
    };
    let one_at_a_time = once_of(move || expect(&flight(1), 2, 4)).expect("found");
    assert_eq!(one_at_a_time.finding.class, Class::NotConcurrent);
    assert_eq!(one_at_a_time.finding.key, "real-threads-one-at-a-time");
    assert_eq!(one_at_a_time.finding.args["most"], "1");
    assert_eq!(one_at_a_time.finding.args["workers"], "2");
    assert!(once_of(move || expect(&flight(4), 4, 4)).is_none());
    // Two of four, in every run: the pool uses too few of its workers.
    let too_few = once_of(move || expect(&flight(2), 4, 4)).expect("found");
    assert_eq!(too_few.finding.class, Class::NotConcurrent);
    assert_eq!(too_few.finding.key, "real-threads-too-few-at-once");
    assert_eq!(too_few.finding.args["want"], "4");
    assert_eq!(too_few.finding.args["runs"], LATE_RUNS.to_string());
    // Two of four once, four in the next run: a worker late on a loaded machine.
    let runs = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let late_once = once_of(move || {
        let most = if runs.fetch_add(1, Ordering::SeqCst) == 0 { 2 } else { 4 };
        expect(&flight(most), 4, 4)
    });
    assert!(late_once.is_none(), "{late_once:?}");
    // Three tasks one at a time in every run: too few to fail at once on a loaded
    // machine, but not in each of its runs.
    let few = once_of(move || expect(&flight(1), 2, 3)).expect("found");
    assert_eq!(few.finding.key, "real-threads-one-at-a-time");
    let runs = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    let few_late_once = once_of(move || {
        let most = if runs.fetch_add(1, Ordering::SeqCst) == 0 { 1 } else { 2 };
        expect(&flight(most), 2, 3)
    });
    assert!(few_late_once.is_none(), "{few_late_once:?}");
    // One task, or a pool of one: nothing asked.
    assert!(once_of(move || expect(&flight(1), 2, 1)).is_none());
    assert!(once_of(move || expect(&flight(1), 1, 8)).is_none());
    // Not in the real-thread phase (the benchmark): nothing asked.
    expect(&flight(0), 4, 8);
}

#[test]
fn work_that_takes_time_before_the_wait_is_no_nap() {
    // Three pieces of work of 60 ms (a front that paces its orders), then the wait: the
    // thread reaches it after the first settling time, and is let reach it (red team C).
    let failure = once_of(|| {
        let (tx, rx) = std::sync::mpsc::channel::<()>();
        let worker = std::thread::spawn(move || {
            for _ in 0..3 {
                conveyor::thread::sleep(Duration::from_millis(60));
            }
            let _ = rx.recv();
        });
        let_them_wait("put(3)");
        drop(tx);
        worker.join().unwrap();
    });
    assert!(failure.is_none(), "{failure:?}");
}

#[test]
fn work_longer_than_the_settling_before_the_wait_is_no_nap() {
    // A front that paces three orders by 250 ms, each handed on after its pause: still in
    // its third pause when the settling ends (600 ms), and that pause is work (red team E).
    let failure = once_of(|| {
        let (orders, queue) = conveyor::sync::mpsc::channel::<u32>();
        let (tx, rx) = std::sync::mpsc::channel::<()>();
        let front = std::thread::spawn(move || {
            for order in 0..3 {
                conveyor::thread::sleep(Duration::from_millis(250));
                orders.send(order).unwrap();
            }
            let _ = rx.recv();
        });
        let_them_wait("put(3)");
        drop(tx);
        front.join().unwrap();
        drop(queue);
    });
    assert!(failure.is_none(), "{failure:?}");
}

#[test]
fn a_scenario_whose_threads_spin_is_busy_waiting_on_real_threads() {
    let failure = once_of(|| {
        let spinner = std::thread::spawn(|| {
            let start = std::time::Instant::now();
            while start.elapsed() < Duration::from_millis(400) {
                std::hint::spin_loop();
            }
        });
        spinner.join().unwrap();
    })
    .expect("spinning found");
    assert_eq!(failure.finding.class, Class::BusyWait, "{failure:?}");
    assert_eq!(failure.finding.key, "real-threads-spin", "{failure:?}");
}

#[test]
fn a_scenario_whose_threads_sleep_and_wait_uses_no_cpu_to_speak_of() {
    let failure = once_of(|| {
        let sleeper = std::thread::spawn(|| conveyor::thread::sleep(Duration::from_millis(300)));
        sleeper.join().unwrap();
    });
    assert!(failure.is_none(), "{failure:?}");
}

#[test]
fn a_thread_that_polls_a_while_before_it_waits_polls() {
    // Twenty naps of 10 ms, each finding nothing, then a blocking wait (red team D): it
    // reaches its wait within the settling time, and the naps before it still show.
    let failure = once_of(|| {
        let (tx, rx) = std::sync::mpsc::channel::<()>();
        let poller = std::thread::spawn(move || {
            let ready = conveyor::sync::atomic::AtomicBool::new(false);
            for _ in 0..20 {
                if ready.load(Ordering::SeqCst) {
                    break;
                }
                conveyor::thread::sleep(Duration::from_millis(10));
            }
            let _ = rx.recv();
        });
        let_them_wait("take()");
        drop(tx);
        poller.join().unwrap();
    })
    .expect("polling found");
    assert_eq!(failure.finding.class, Class::BusyWait, "{failure:?}");
    assert_eq!(failure.finding.key, "real-threads-naps", "{failure:?}");
    assert!(
        failure.finding.args["naps"].parse::<usize>().unwrap() > 2,
        "{failure:?}"
    );
}
