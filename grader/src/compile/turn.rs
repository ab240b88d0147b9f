//! Builds in one target folder take turns, and a build's time starts with its turn.
//!
//! Cargo locks its build folder for the whole of a build, so builds that share one (every
//! slot, every grader started with the same `GRADER_BUILD_DIR`: the dependencies are
//! built once for all of them) run one after the other anyway. Cargo waits for that lock
//! inside the build, where the grader counts it against the build's limit: a classmate's
//! build of seven seconds, queued behind a hostile neighbour's compiler that spun for a
//! minute, timed out in `grade --jobs 2`, one run in three (red team, third round). So the
//! grader takes a lock of its own on the folder first, waits for it before the build's
//! clock starts, and cargo then finds its own lock free: no submission's build time counts
//! another's, and each neighbour holds the folder at most for its own build's limits.

use crate::boundary::child::Cancel;
use std::fs::{File, TryLockError};
use std::path::Path;
use std::time::Duration;

/// How often a waiting grader looks whether its turn has come or its grading was cancelled.
const POLL: Duration = Duration::from_millis(50);

/// The build folder held by this grader until dropped (the lock goes with the file, and
/// with the process: a grader that dies holds nothing).
pub(super) struct Turn {
    _held: File,
}

/// Waits for the build folder `build_dir`, without a limit (a neighbour holds it at most for
/// its own build's): its turn, or None once `cancel` is cancelled. The error is the
/// system's, on the lock file (its path with it).
pub(super) fn take(build_dir: &Path, cancel: Option<&Cancel>) -> std::io::Result<Option<Turn>> {
    let path = build_dir.join(".grader-turn");
    let named = |e: std::io::Error| std::io::Error::new(e.kind(), format!("{}: {e}", path.display()));
    std::fs::create_dir_all(build_dir).map_err(named)?;
    let file = File::create(&path).map_err(named)?;
    loop {
        match file.try_lock() {
            Ok(()) => return Ok(Some(Turn { _held: file })),
            Err(TryLockError::WouldBlock) => {}
            Err(TryLockError::Error(e)) => return Err(named(e)),
        }
        if cancel.is_some_and(Cancel::is_cancelled) {
            return Ok(None);
        }
        std::thread::sleep(POLL);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Instant;

    #[test]
    fn a_second_grader_waits_for_the_turn_and_a_cancelled_one_stops_waiting() {
        let dir = tempfile::tempdir().unwrap();
        let first = take(dir.path(), None).unwrap();
        let cancel = Cancel::default();
        let later = cancel.clone();
        let canceller = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(300));
            later.cancel();
        });
        let start = Instant::now();
        assert!(take(dir.path(), Some(&cancel)).unwrap().is_none());
        assert!(start.elapsed() >= Duration::from_millis(300));
        canceller.join().unwrap();
        drop(first);
        // Free again once the first is done.
        assert!(take(dir.path(), Some(&Cancel::default())).unwrap().is_some());
    }
}
