//! mutant: the formula upside down, cores × compute / (compute + wait)
//! class: wrong-output
//! check: pool-size

pub fn pool_size(cores: u32, wait_ms: u32, compute_ms: u32) -> u32 {
    let (cores, wait, compute) = (u64::from(cores), u64::from(wait_ms), u64::from(compute_ms));
    (cores * compute / (compute + wait)) as u32
}
