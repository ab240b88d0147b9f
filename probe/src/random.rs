//! The "random" bytes of every program that links conveyor (the checks, the given mains):
//! a fixed sequence, never the system's.
//!
//! Why: the same submission must get the same verdict on every run. Under the explorer
//! everything is seeded, but a check process could still ask the system for randomness:
//! std's `HashMap` keys (`RandomState`) come from `getrandom`, once per thread, and a
//! submission that hashes anything with a fresh `RandomState` gets a coin per process (the
//! red team chose a bug by it: pass, fail, pass, fail, fail in five runs). Nothing of the
//! course needs randomness from the system: the explorer's searches have their seeds in
//! the manifests, and a hash table needs keys, not secret ones (no one here floods it).
//!
//! How: std asks through a weak symbol `getrandom`, on purpose "to allow interposition, e.g.
//! for perf measurements that want to disable randomness for consistency", and makes the
//! system call itself only where no such symbol is linked; this is one. Each thread draws
//! from the same seed, so which thread asks first (the kit's watcher beside an explored
//! scenario) changes no thread's bytes. The kit's seccomp layer refuses the system call
//! itself in a check (`grader-seccomp`), so a program that reached for it another way
//! would fail there rather than draw a coin.

use rand_core::{RngCore, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::cell::RefCell;

/// The seed of every thread's stream.
const SEED: u64 = 0x6772_6164_6572;

thread_local! {
    /// shuttle's own generator for its random schedules, so no crate is added.
    static STREAM: RefCell<Pcg64Mcg> = RefCell::new(Pcg64Mcg::seed_from_u64(SEED));
}

/// glibc's `getrandom(2)`, answered from the calling thread's fixed stream: `length`
/// bytes, whatever the flags ask, never an error.
///
/// # Safety
///
/// `buffer` must be valid for writes of `length` bytes, as for `getrandom(2)`.
#[cfg(target_os = "linux")]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn getrandom(
    buffer: *mut libc::c_void,
    length: libc::size_t,
    _flags: libc::c_uint,
) -> libc::ssize_t {
    if length == 0 {
        return 0;
    }
    // SAFETY: the caller gives a buffer valid for `length` bytes of writes.
    let bytes = unsafe { std::slice::from_raw_parts_mut(buffer.cast::<u8>(), length) };
    let filled = STREAM.try_with(|stream| match stream.try_borrow_mut() {
        Ok(mut stream) => {
            stream.fill_bytes(bytes);
            true
        }
        Err(_) => false,
    });
    if filled != Ok(true) {
        // Only while the thread's stream is being torn down or is in use (a signal handler
        // that hashes): a stream of its own from the same seed, fixed all the same.
        Pcg64Mcg::seed_from_u64(SEED).fill_bytes(bytes);
    }
    // A slice of `length` bytes exists, so `length` is at most `isize::MAX`.
    length as libc::ssize_t
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use std::hash::BuildHasher;

    /// What std's hash keys give in a thread that has not made one before.
    fn first_hash_of_a_thread() -> u64 {
        std::thread::spawn(|| std::collections::hash_map::RandomState::new().hash_one(0u8))
            .join()
            .unwrap()
    }

    #[test]
    fn std_takes_its_hash_keys_from_the_fixed_stream() {
        // Each thread draws its keys once, from the same seed: the same in every thread
        // and in every run of this program, whichever thread asks first.
        let hashes: Vec<u64> = (0..4).map(|_| first_hash_of_a_thread()).collect();
        assert!(hashes.windows(2).all(|w| w[0] == w[1]), "{hashes:?}");
    }
}
