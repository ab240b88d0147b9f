//! How many check processes one grader runs at once, over everything it grades.
//!
//! Two levels want the cores: `grader grade --jobs N` grades N submissions side by side,
//! and each exercise can run its checks side by side ([`super::ahead`]). They share one
//! pool of permits, as many as `--jobs` for checks says (the cores by default), so that
//! the two never multiply: every grading holds one permit while it runs, if one is free
//! (it runs without when none is: the submissions asked for are graded anyway), and each
//! check it runs beside its first needs one more. `grade --jobs 2` on two cores then runs
//! its checks one after another, as before; `check` alone runs two at a time.
//!
//! Only how many run at once depends on this, never the verdict (`ahead.rs`).

use std::sync::Mutex;

/// Permits free; `None` until first used or set.
static FREE: Mutex<Option<usize>> = Mutex::new(None);

/// The default: `GRADER_CHECK_JOBS` (for the commands without `--check-jobs`: `verify`,
/// `watch`), else as many checks at once as the machine has cores.
fn cores() -> usize {
    std::env::var("GRADER_CHECK_JOBS")
        .ok()
        .and_then(|n| n.parse::<usize>().ok())
        .filter(|&n| n >= 1)
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()))
}

/// Sets how many checks may run at once (at least one), before any grading starts.
pub fn set_jobs(jobs: usize) {
    *FREE.lock().unwrap_or_else(|e| e.into_inner()) = Some(jobs.max(1));
}

/// A permit to run one check process; given back when dropped.
#[derive(Debug)]
pub(crate) struct Permit(());

impl Drop for Permit {
    fn drop(&mut self) {
        let mut free = FREE.lock().unwrap_or_else(|e| e.into_inner());
        *free = Some(free.unwrap_or_else(cores) + 1);
    }
}

/// A permit if one is free now; never waits.
pub(crate) fn try_take() -> Option<Permit> {
    let mut free = FREE.lock().unwrap_or_else(|e| e.into_inner());
    let left = free.get_or_insert_with(cores);
    if *left == 0 {
        return None;
    }
    *left -= 1;
    Some(Permit(()))
}

/// Up to `wanted` permits, as many as are free now.
pub(crate) fn try_take_up_to(wanted: usize) -> Vec<Permit> {
    std::iter::from_fn(try_take).take(wanted).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn permits_are_given_back_and_never_more_than_set() {
        set_jobs(2);
        let first = try_take().expect("one of two");
        let more = try_take_up_to(5);
        assert_eq!(more.len(), 1);
        assert!(try_take().is_none());
        drop(first);
        drop(more);
        assert_eq!(try_take_up_to(5).len(), 2);
    }
}
