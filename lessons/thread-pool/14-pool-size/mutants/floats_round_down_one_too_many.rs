//! mutant: in floats: 3 × (1 + 4 / 3) comes out as 6.999…, rounded down to 6
//! class: wrong-output
//! check: pool-size

pub fn pool_size(cores: u32, wait_ms: u32, compute_ms: u32) -> u32 {
    (f64::from(cores) * (1.0 + f64::from(wait_ms) / f64::from(compute_ms))) as u32
}
