//! Exercise 14: how many workers?
//!
//! Run it:    cargo run -p pool-size
//! Check it:  grader check exercise-14
//! Stuck?     grader hint exercise-14

/// How many workers keep `cores` cores busy with tasks that wait `wait_ms` and compute
/// `compute_ms` each: cores × (1 + wait / compute), rounded down, exactly:
/// ⌊cores × (compute + wait) / compute⌋, in integers (no floats, whose rounding can lose
/// one). `compute_ms` is at least 1; the result fits in a u32, the products on the way may
/// not.
pub fn pool_size(cores: u32, wait_ms: u32, compute_ms: u32) -> u32 {
    // TODO: multiply before you divide (5 / 10 is 0 in integers), in a type wide enough
    // for the product (u64), then convert back.
    todo!("pool_size({cores}, {wait_ms}, {compute_ms})")
}
