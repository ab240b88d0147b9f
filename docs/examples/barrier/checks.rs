//! Hidden checks of exercise 31, the barrier: an example of the kit (docs/examples/).
//!
//! What the exercise teaches, and the check that demands it:
//! - nobody passes before every party has arrived, and when the last one arrives every
//!   waiter goes on (`nobody-passes-early`);
//! - the barrier works round after round (`round-after-round`).

use barrier::Barrier;
use conveyor::sync::Arc;
use conveyor::sync::atomic::{AtomicUsize, Ordering};
use grader_kit::scenario::{join_all, spawn};
use grader_kit::trace::call_unit;
use grader_kit::{Check, Class, Plan, args, fail, label};

fn main() {
    grader_kit::main(&[
        Check {
            name: "nobody-passes-early",
            plan: nobody_passes_early,
        },
        Check {
            name: "round-after-round",
            plan: round_after_round,
        },
    ]);
}

/// `parties` threads meet `rounds` times; each checks, once past the barrier, that all
/// the parties of that round had arrived.
fn meet(parties: usize, rounds: usize) {
    let barrier = Arc::new(Barrier::new(parties));
    let arrived = Arc::new(AtomicUsize::new(0));
    let handles = (1..=parties)
        .map(|p| {
            let (barrier, arrived) = (barrier.clone(), arrived.clone());
            spawn(format!("party {p}"), move || {
                for round in 1..=rounds {
                    arrived.fetch_add(1, Ordering::SeqCst);
                    call_unit("wait()", || barrier.wait());
                    let seen = arrived.load(Ordering::SeqCst);
                    if seen < round * parties {
                        fail(
                            Class::WrongOutput,
                            "bar-passed-early",
                            args!("party" => p, "round" => round, "arrived" => seen - (round - 1) * parties, "parties" => parties),
                        );
                    }
                }
            })
        })
        .collect();
    join_all(handles);
}

fn nobody_passes_early(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "bar-left-waiting");
    for parties in [2, 3] {
        plan.scenario(label!("bar-scn-meet", "parties" => parties, "rounds" => 1), move || {
            meet(parties, 1)
        });
    }
}

fn round_after_round(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "bar-left-waiting");
    for parties in [2, 3] {
        plan.scenario(label!("bar-scn-meet", "parties" => parties, "rounds" => 2), move || {
            meet(parties, 2)
        });
    }
}
