//! mutant: cores × (1 + wait / compute) in integers: 5 / 10 is 0, so 8 × (1 + 5 / 10) gives 8, not 12
//! class: wrong-output
//! check: pool-size

pub fn pool_size(cores: u32, wait_ms: u32, compute_ms: u32) -> u32 {
    cores * (1 + wait_ms / compute_ms)
}
