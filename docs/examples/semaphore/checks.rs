//! Hidden checks of exercise 30, the counting semaphore: an example of the kit for a
//! bounded resource other than a queue (docs/examples/).
//!
//! What the exercise teaches, and the check that demands it:
//! - a release wakes a thread that waits for a permit (`release-wakes-a-waiter`);
//! - never more holders than permits, every thread getting its turn (`never-more-than-permits`).

use conveyor::sync::Arc;
use conveyor::thread::yield_now;
use grader_kit::holders::Holders;
use grader_kit::scenario::{join_all, spawn};
use grader_kit::trace::call_unit;
use grader_kit::{Check, Class, Plan, label};
use semaphore::Semaphore;

fn main() {
    grader_kit::main(&[
        Check {
            name: "release-wakes-a-waiter",
            plan: release_wakes_a_waiter,
        },
        Check {
            name: "never-more-than-permits",
            plan: never_more_than_permits,
        },
    ]);
}

fn acquire(s: &Semaphore) {
    call_unit("acquire()", || s.acquire());
}

fn release(s: &Semaphore) {
    call_unit("release()", || s.release());
}

/// `threads` threads take a permit `rounds` times each, hold it for a step, give it back.
fn take_turns(permits: usize, threads: usize, rounds: usize) {
    let s = Arc::new(Semaphore::new(permits));
    let holders = Arc::new(Holders::new(permits, Class::CapacityExceeded));
    let handles = (1..=threads)
        .map(|t| {
            let (s, holders) = (s.clone(), holders.clone());
            spawn(format!("thread {t}"), move || {
                for _ in 0..rounds {
                    acquire(&s);
                    holders.acquired();
                    yield_now();
                    holders.releasing();
                    release(&s);
                }
            })
        })
        .collect();
    join_all(handles);
    holders.verdict();
}

fn never_more_than_permits(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "sem-waiter-never-woken");
    // A woken thread that takes a permit without looking again takes one that is gone:
    // with overflow checks on, the count below zero panics right there.
    plan.on_panic(Class::NoRecheck);
    for (permits, threads, rounds) in [(1, 2, 2), (1, 3, 1), (2, 3, 2)] {
        plan.scenario(
            label!("sem-scn-turns", "permits" => permits, "threads" => threads, "rounds" => rounds),
            move || take_turns(permits, threads, rounds),
        );
    }
}

/// One permit, held by main; a waiter asks for it; main gives it back.
fn release_wakes_a_waiter(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "sem-waiter-never-woken");
    plan.scenario(label!("sem-scn-handover"), || {
        let s = Arc::new(Semaphore::new(1));
        acquire(&s);
        let waiter = {
            let s = s.clone();
            spawn("waiter", move || {
                acquire(&s);
                release(&s);
            })
        };
        release(&s);
        join_all(vec![waiter]);
    });
}
