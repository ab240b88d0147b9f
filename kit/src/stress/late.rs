//! A timing judged on real threads, where the machine's load can make a correct program
//! late now and then: late in every one of [`LATE_RUNS`] runs is the program's.

/// How many runs on real threads [`late_in_every_run`] makes at most. A correct program on
/// a loaded machine was seen late in one run of two (exercise 17 at a load of 17–23); late
/// three times running it was not.
pub const LATE_RUNS: usize = 3;

/// Runs `run` up to [`LATE_RUNS`] times and returns what the last run found late, if every
/// run was late; `None` as soon as one run was on time. `run` is given where its real
/// events begin (`probe::real_events_so_far().len()` before it), and returns what
/// was late in that run, or `None` (on time, or wrong in a way the explored scenarios
/// judge).
pub fn late_in_every_run<T>(mut run: impl FnMut(usize) -> Option<T>) -> Option<T> {
    let mut late = None;
    for _ in 0..LATE_RUNS {
        let from = crate::probe::real_events_so_far().len();
        late = Some(run(from)?);
    }
    late
}
