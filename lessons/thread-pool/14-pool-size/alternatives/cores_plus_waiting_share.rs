//! cores + ⌊cores × wait / compute⌋: the same number, since cores × compute / compute is whole.

pub fn pool_size(cores: u32, wait_ms: u32, compute_ms: u32) -> u32 {
    let extra = u64::from(cores) * u64::from(wait_ms) / u64::from(compute_ms);
    cores + extra as u32
}
