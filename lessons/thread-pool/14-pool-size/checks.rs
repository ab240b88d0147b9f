//! Hidden checks of exercise 14, the pool size.
//!
//! What the lesson teaches: `pool_size` is cores × (1 + wait / compute), exactly, in
//! integers: ⌊cores × (compute + wait) / compute⌋, multiplied before it is divided, rounded
//! down (never to the nearest), in a type wide enough for the sum and the product, without
//! floats. The contract: `compute_ms` ≥ 1, and the checks keep the result within u32.
//!
//! Checked against the exact formula (in u128) over the whole domain of the contract:
//! - the lesson's cases (8 cores: 0 ms / 50 ms gives 8, 90 ms / 10 ms gives 80; 3 cores,
//!   1 ms / 2 ms gives 4, not 5);
//! - a systematic set: cores and compute times from 1 to u32::MAX, each with the waits at
//!   every boundary: none, one, just below, at and above a whole compute time, and the
//!   waits whose remainder is just below, at and just above half a compute time (where
//!   rounding to the nearest gives one more), up to the largest wait whose result fits;
//! - a property test: 1000 inputs of every magnitude from a fixed seed.
//!
//! One thread: every case is run once.

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

/// ⌊cores × (compute + wait) / compute⌋, the contract's number; None where it does not fit
/// in a u32 (outside the contract).
fn exact(cores: u32, wait: u32, compute: u32) -> Option<u32> {
    let size = u128::from(cores) * (u128::from(compute) + u128::from(wait)) / u128::from(compute);
    u32::try_from(size).ok()
}

fn expect_sizes(cases: &[(u32, u32, u32)]) {
    for &(cores, wait, compute) in cases {
        let want = exact(cores, wait, compute).expect("the checks keep the result within u32");
        let got = call(format!("pool_size({cores}, {wait}, {compute})"), || {
            pool_size(cores, wait, compute)
        });
        // Too big is rounding up (or a float that rounded); too small is dividing first, a
        // product that wrapped, or a limit of one's own.
        let key = if got > want { "ps-wrong-over" } else { "ps-wrong" };
        ensure(
            got == want,
            Class::WrongOutput,
            key,
            || args!("cores" => cores, "wait" => wait, "compute" => compute, "got" => got, "want" => want),
        );
    }
}

const MAX: u32 = u32::MAX;

/// Core counts and compute times from the smallest to u32::MAX.
const CORES: [u32; 12] = [1, 2, 3, 4, 7, 8, 16, 1000, 65_535, MAX / 3, MAX - 1, MAX];
const COMPUTE: [u32; 12] = [1, 2, 3, 4, 7, 10, 50, 1000, 65_537, 1 << 31, MAX - 1, MAX];

/// The waits at every boundary for `cores` and `compute`, where the result fits.
fn boundary_waits(cores: u32, compute: u32) -> Vec<u32> {
    let c = u64::from(compute);
    let mut waits: Vec<u64> = vec![0, 1, 2, c - 1, c, c + 1, 2 * c, u64::from(MAX) - 1, u64::from(MAX)];
    // cores × wait mod compute just below, at and just above half a compute time, and at
    // its largest: the remainders where rounding to the nearest and rounding down differ.
    let half = c / 2;
    let targets = [half.saturating_sub(1), half, half + 1, c - 1];
    if compute <= 70_000 {
        for target in targets {
            if let Some(w) = (0..c).find(|w| u64::from(cores) * w % c == target) {
                waits.extend([w, w + c, w + 7 * c]);
            }
        }
    }
    // The largest wait whose result still fits: the top of the domain.
    let most = (u64::from(MAX) + 1) * c / u64::from(cores);
    let top = most.saturating_sub(c);
    waits.extend([top.saturating_sub(2), top.saturating_sub(1), top, top + 1]);
    let mut fit: Vec<u32> = waits
        .into_iter()
        .filter_map(|w| u32::try_from(w).ok())
        .filter(|&w| exact(cores, w, compute).is_some())
        .collect();
    fit.sort_unstable();
    fit.dedup();
    fit
}

fn systematic() -> Vec<(u32, u32, u32)> {
    let mut cases = Vec::new();
    for cores in CORES {
        for compute in COMPUTE {
            for wait in boundary_waits(cores, compute) {
                cases.push((cores, wait, compute));
            }
        }
    }
    cases
}

/// SplitMix64: a fixed seed gives the same inputs on every run and machine.
struct Seeded(u64);

impl Seeded {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A u32 of a random magnitude: 1 to 32 bits, so small and huge values are as likely.
    fn any(&mut self) -> u32 {
        let bits = 1 + self.next() % 32;
        (self.next() >> (64 - bits)) as u32
    }
}

fn property(seed: u64, count: usize) -> Vec<(u32, u32, u32)> {
    let mut rng = Seeded(seed);
    let mut cases = Vec::new();
    while cases.len() < count {
        let (cores, wait, compute) = (rng.any().max(1), rng.any(), rng.any().max(1));
        if exact(cores, wait, compute).is_some() {
            cases.push((cores, wait, compute));
        }
    }
    cases
}

/// The lesson's cases first, then the whole domain: every boundary, then random inputs.
fn pool_sizes(plan: &mut Plan) {
    plan.on_panic_with(Class::WrongOutput, "ps-panicked");
    plan.sequential(label!("ps-scn-compute-only"), || {
        expect_sizes(&[(8, 0, 50), (1, 0, 1), (3, 0, 7), (16, 0, 1000), (12, 0, 3)]);
    });
    plan.sequential(label!("ps-scn-waiting"), || {
        expect_sizes(&[
            (8, 90, 10),
            (3, 1, 2),
            (8, 5, 10),
            (4, 30, 20),
            (3, 4, 3),
            (16, 1, 3),
            (2, 7, 1000),
            (6, 22, 6),
        ]);
    });
    plan.sequential(label!("ps-scn-big-product"), || {
        expect_sizes(&[
            (64, 100_000_000, 2),
            (2, 3_000_000_000, 3),
            (MAX - 1, 1, MAX),
            (1, 1, MAX),
        ]);
    });
    plan.sequential(label!("ps-scn-boundaries"), || expect_sizes(&systematic()));
    plan.sequential(label!("ps-scn-random", "count" => 1000, "seed" => 21), || {
        expect_sizes(&property(21, 1000))
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_boundaries_hold_remainders_around_a_half_and_the_top() {
        let cases = systematic();
        // 3 cores, compute 2: a wait of 1 leaves 3 × 1 mod 2 = 1, half of 2.
        assert!(cases.contains(&(3, 1, 2)));
        assert!(cases.contains(&(MAX - 1, 1, MAX)));
        assert!(cases.iter().all(|&(c, w, p)| exact(c, w, p).is_some()));
    }
}
