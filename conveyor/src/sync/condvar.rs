use super::mutex::GuardInner;
use super::{LockResult, MutexGuard, map_lock};
use crate::probe::{EventKind, record_sync};
use std::time::Duration;

/// A condition variable, like `std::sync::Condvar`.
///
/// Under the explorer `wait_timeout` never times out (time does not pass there) and
/// there are no spurious wake-ups; code must be right without relying on either.
pub struct Condvar {
    inner: Inner,
}

enum Inner {
    Std(std::sync::Condvar),
    Model(shuttle::sync::Condvar),
}

/// Whether a timed wait returned because its time ran out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WaitTimeoutResult(bool);

impl WaitTimeoutResult {
    pub fn timed_out(&self) -> bool {
        self.0
    }
}

const MIXED: &str = "a Condvar and its Mutex must both come from conveyor::sync and be made the same way";

impl Condvar {
    pub fn new() -> Self {
        let inner = if crate::explored() {
            Inner::Model(shuttle::sync::Condvar::new())
        } else {
            Inner::Std(std::sync::Condvar::new())
        };
        Condvar { inner }
    }

    pub fn wait<'a, T>(&self, guard: MutexGuard<'a, T>) -> LockResult<MutexGuard<'a, T>> {
        let held = guard.held;
        let inner = match (&self.inner, guard.inner) {
            (Inner::Std(c), GuardInner::Std(g)) => map_lock(c.wait(g), GuardInner::Std),
            (Inner::Model(c), GuardInner::Model(g)) => {
                record_sync(EventKind::Call, "Condvar::wait()", self.address());
                let woken = map_lock(c.wait(g), GuardInner::Model);
                record_sync(EventKind::Return, "Condvar::wait()", self.address());
                woken
            }
            _ => panic!("{MIXED}"),
        };
        map_lock(inner, |g| MutexGuard { inner: g, held })
    }

    pub fn wait_while<'a, T, F>(&self, mut guard: MutexGuard<'a, T>, mut condition: F) -> LockResult<MutexGuard<'a, T>>
    where
        F: FnMut(&mut T) -> bool,
    {
        while condition(&mut *guard) {
            guard = self.wait(guard)?;
        }
        Ok(guard)
    }

    pub fn wait_timeout<'a, T>(
        &self,
        guard: MutexGuard<'a, T>,
        dur: Duration,
    ) -> LockResult<(MutexGuard<'a, T>, WaitTimeoutResult)> {
        let held = guard.held;
        let inner = match (&self.inner, guard.inner) {
            (Inner::Std(c), GuardInner::Std(g)) => {
                map_lock(c.wait_timeout(g, dur), |(g, t)| (GuardInner::Std(g), t.timed_out()))
            }
            (Inner::Model(c), GuardInner::Model(g)) => {
                map_lock(c.wait_timeout(g, dur), |(g, t)| (GuardInner::Model(g), t.timed_out()))
            }
            _ => panic!("{MIXED}"),
        };
        map_lock(inner, |(g, t)| (MutexGuard { inner: g, held }, WaitTimeoutResult(t)))
    }

    pub fn wait_timeout_while<'a, T, F>(
        &self,
        mut guard: MutexGuard<'a, T>,
        dur: Duration,
        mut condition: F,
    ) -> LockResult<(MutexGuard<'a, T>, WaitTimeoutResult)>
    where
        F: FnMut(&mut T) -> bool,
    {
        let start = std::time::Instant::now();
        while condition(&mut *guard) {
            let left = match dur.checked_sub(start.elapsed()) {
                Some(left) if !left.is_zero() => left,
                _ => return Ok((guard, WaitTimeoutResult(true))),
            };
            let (g, timeout) = self.wait_timeout(guard, left)?;
            guard = g;
            if timeout.timed_out() {
                let still = condition(&mut *guard);
                return Ok((guard, WaitTimeoutResult(still)));
            }
        }
        Ok((guard, WaitTimeoutResult(false)))
    }

    /// Tells this condvar's waits and notifies apart from another's in a trace.
    fn address(&self) -> usize {
        self as *const Condvar as usize
    }

    pub fn notify_one(&self) {
        match &self.inner {
            Inner::Std(c) => c.notify_one(),
            Inner::Model(c) => {
                record_sync(EventKind::Call, "Condvar::notify_one()", self.address());
                c.notify_one();
                record_sync(EventKind::Return, "Condvar::notify_one()", self.address());
            }
        }
    }

    pub fn notify_all(&self) {
        match &self.inner {
            Inner::Std(c) => c.notify_all(),
            Inner::Model(c) => {
                record_sync(EventKind::Call, "Condvar::notify_all()", self.address());
                c.notify_all();
                record_sync(EventKind::Return, "Condvar::notify_all()", self.address());
            }
        }
    }
}

impl Default for Condvar {
    fn default() -> Self {
        Condvar::new()
    }
}

impl std::fmt::Debug for Condvar {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Condvar { .. }")
    }
}
