//! Hidden checks of exercise 14, the pool size: cores × (compute + wait) / compute, exactly,
//! on cases where dividing first, floats, a narrow product or the formula upside down each
//! give another number. One thread: every case is run once.

use grader_kit::oracle::ensure;
use grader_kit::trace::call;
use grader_kit::{Check, Class, Plan, args, label};
use pool_size::pool_size;

fn main() {
    grader_kit::main(&[Check {
        name: "pool-size",
        plan: pool_sizes,
    }]);
}

/// ⌊cores × (compute + wait) / compute⌋, the contract's number.
fn want(cores: u32, wait: u32, compute: u32) -> u32 {
    let size = u128::from(cores) * (u128::from(compute) + u128::from(wait)) / u128::from(compute);
    u32::try_from(size).expect("the checks keep the result within u32")
}

fn expect_sizes(cases: &'static [(u32, u32, u32)]) {
    for &(cores, wait, compute) in cases {
        let got = call(format!("pool_size({cores}, {wait}, {compute})"), || {
            pool_size(cores, wait, compute)
        });
        let want = want(cores, wait, compute);
        ensure(
            got == want,
            Class::WrongOutput,
            "ps-wrong",
            || args!("cores" => cores, "wait" => wait, "compute" => compute, "got" => got, "want" => want),
        );
    }
}

/// Work that only computes (as many workers as cores, whatever the compute time); work
/// that waits, shorter and longer than it computes; and a product beyond u32 whose result
/// still fits.
fn pool_sizes(plan: &mut Plan) {
    plan.on_panic_with(Class::WrongOutput, "ps-panicked");
    plan.sequential(label!("ps-scn-compute-only"), || {
        expect_sizes(&[(8, 0, 50), (1, 0, 1), (3, 0, 7), (16, 0, 1000), (12, 0, 3)]);
    });
    plan.sequential(label!("ps-scn-waiting"), || {
        expect_sizes(&[
            (8, 90, 10),
            (8, 5, 10),
            (4, 30, 20),
            (3, 4, 3),
            (16, 1, 3),
            (2, 7, 1000),
            (6, 22, 6),
        ]);
    });
    plan.sequential(label!("ps-scn-big-product"), || {
        expect_sizes(&[(64, 100_000_000, 2), (2, 3_000_000_000, 3)]);
    });
}
