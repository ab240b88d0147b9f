//! mutant: the product is computed in u32, which overflows for big waits although the result fits
//! class: wrong-output
//! check: pool-size

pub fn pool_size(cores: u32, wait_ms: u32, compute_ms: u32) -> u32 {
    cores * (compute_ms + wait_ms) / compute_ms
}
