//! In u128 with checked arithmetic: no product of two u32s can overflow it.

pub fn pool_size(cores: u32, wait_ms: u32, compute_ms: u32) -> u32 {
    let product = u128::from(cores)
        .checked_mul(u128::from(compute_ms) + u128::from(wait_ms))
        .expect("fits in u128");
    let size = product / u128::from(compute_ms);
    size.try_into().expect("the pool size fits in a u32")
}
