//! A panic in a check's own code, told apart from the student's by where it was raised.
//! This file's name ends in `checks.rs` on purpose, as a lesson's checks do: the panics
//! below are raised here, so they are a check's own.

use crate::Class;
use crate::explore::tests::first_failure;
use crate::scenario::Plan;

/// A check whose own code cannot handle what it got (it indexes a result that is too
/// short): not "your code panicked" at a line of a file the student cannot see, but the
/// check's own stop, told without its place. A panic the check raised on purpose keeps the
/// meaning the check gave it.
#[test]
fn a_panic_in_the_checks_own_code_is_not_the_students() {
    for on_purpose in [false, true] {
        let mut plan = Plan::default();
        if on_purpose {
            plan.on_check_panic(Class::WorkerDied, "worker-died");
        }
        plan.scenario("a result too short for the check", || {
            let sizes: Vec<u32> = crate::trace::call("sizes()", Vec::new);
            assert!(sizes[2] > 0);
        });
        let failure = first_failure(plan);
        let want = if on_purpose {
            (Class::WorkerDied, "worker-died")
        } else {
            (Class::WrongOutput, "check-own-panic")
        };
        assert_eq!(
            (failure.finding.class, failure.finding.key.as_str()),
            want,
            "{:?} {:?}",
            failure.finding,
            failure.panic
        );
        // Where the hidden checks live is never shown.
        assert!(
            failure
                .panic
                .is_some_and(|site| site.file.is_none() && site.line.is_none())
        );
    }
}
