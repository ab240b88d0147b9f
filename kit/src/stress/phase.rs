//! Whether the checks' last phase, a scenario once on real threads, is running, and the
//! CPU clock of the kit's thread that watches it: the state the real-thread oracles
//! (`waits.rs`) read. A file of its own below `stress.rs`, which begins and ends the
//! phase, so that the oracles never import the file that runs them.

use super::cpu;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

/// Whether a scenario runs in the checks' last phase ([`once`]): only then do the
/// real-thread oracles ([`let_them_wait`], side by side) wait, measure and judge. Not in
/// the benchmark's [`run`], nor under the explorer.
static ONCE_RUNNING: AtomicBool = AtomicBool::new(false);
/// The CPU clock of the kit's thread that watches the scenario ([`once`]'s caller): its
/// time is the kit's, not the program's.
static WATCHER: Mutex<Option<cpu::Clock>> = Mutex::new(None);
/// Whether the scenario running keeps threads busy on purpose (rounds that race, threads
/// that hold a lock all the while): then its CPU time is no sign of spinning.
static BUSY_BY_DESIGN: AtomicBool = AtomicBool::new(false);
/// Whether the scenario's failure is one the machine's load can explain: run again.
static LATE_BY_LOAD: AtomicBool = AtomicBool::new(false);

/// The real-thread phase of one scenario, from [`once`]'s start to its end (a scenario
/// that hangs ends the check: no later scenario runs beside what it left behind).
pub(super) struct Phase;

impl Phase {
    pub(super) fn begin() -> Phase {
        *WATCHER.lock().unwrap_or_else(|e| e.into_inner()) = cpu::this_thread();
        crate::probe::record_real_threads(true);
        crate::probe::real_jitter(true);
        BUSY_BY_DESIGN.store(false, Ordering::SeqCst);
        LATE_BY_LOAD.store(false, Ordering::SeqCst);
        ONCE_RUNNING.store(true, Ordering::SeqCst);
        Phase
    }
}

impl Drop for Phase {
    fn drop(&mut self) {
        ONCE_RUNNING.store(false, Ordering::SeqCst);
        crate::probe::real_jitter(false);
        crate::probe::record_real_threads(false);
    }
}

pub(super) fn in_once() -> bool {
    ONCE_RUNNING.load(Ordering::SeqCst)
}

/// The scenario running keeps threads busy on purpose: its CPU time is not judged.
pub fn busy_by_design() {
    BUSY_BY_DESIGN.store(true, Ordering::SeqCst);
}

pub(super) fn is_busy_by_design() -> bool {
    BUSY_BY_DESIGN.load(Ordering::SeqCst)
}

/// The failure about to be told is one a loaded machine can cause in a correct program
/// now and then (a worker that began its task late): the scenario is run again, and only
/// a failure in every run counts.
pub(super) fn late_by_load() {
    LATE_BY_LOAD.store(true, Ordering::SeqCst);
}

pub(super) fn was_late_by_load() -> bool {
    LATE_BY_LOAD.load(Ordering::SeqCst)
}

pub(super) fn watcher() -> Option<cpu::Clock> {
    *WATCHER.lock().unwrap_or_else(|e| e.into_inner())
}

/// One real-thread phase at a time in the kit's own tests: its flag and record are the
/// process's.
#[cfg(all(test, target_os = "linux"))]
pub(crate) fn one_phase_at_a_time() -> std::sync::MutexGuard<'static, ()> {
    static ALONE: Mutex<()> = Mutex::new(());
    ALONE.lock().unwrap_or_else(|e| e.into_inner())
}
