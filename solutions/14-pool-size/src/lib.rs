//! Exercise 14, reference solution: cores × (compute + wait) / compute, multiplied before it
//! is divided, in u64 so that the product cannot overflow.

/// ⌊cores × (compute + wait) / compute⌋.
pub fn pool_size(cores: u32, wait_ms: u32, compute_ms: u32) -> u32 {
    let (cores, wait, compute) = (u64::from(cores), u64::from(wait_ms), u64::from(compute_ms));
    let size = cores * (compute + wait) / compute;
    u32::try_from(size).expect("the pool size fits in a u32")
}
