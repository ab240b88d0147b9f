use super::mutex::{GuardInner, MutexGuard};
use super::poison::map_lock;
use crate::probe::{EventKind, Place, record_sync, record_sync_result};
use crate::time::{self, Park, Woke};
use shuttle::scheduler::TaskId;
use std::sync::LockResult;
use std::sync::Mutex as StdMutex;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

/// A condition variable, like `std::sync::Condvar`.
///
/// Under the explorer there are no spurious wake-ups, and a timed wait times out when the
/// execution's virtual clock passes its deadline (see [`crate::time`]) and nothing woke
/// it first; code must be right without relying on either.
pub struct Condvar {
    inner: Inner,
}

enum Inner {
    /// std's, and how many notifies it has had: a wait that timed out while one came is
    /// no wake-up for nothing (the probe's `real_woke_spuriously`).
    Std(std::sync::Condvar, AtomicU64),
    /// Untimed waits are shuttle's; the timed ones are parked on the virtual clock, and
    /// `Waiters` keeps account of both so that a notification reaches one of them.
    Model(shuttle::sync::Condvar, StdMutex<Waiters>),
}

/// Who waits on a model condvar. Only one explored task runs at a time and nothing here
/// is held across a scheduling point, so the lock is never contended.
#[derive(Default)]
struct Waiters {
    /// Threads in shuttle's untimed `wait`, not yet returned.
    untimed: usize,
    /// Notifications shuttle's condvar holds for them, not yet taken: an untimed waiter is
    /// free to be woken while `untimed > signalled`.
    signalled: usize,
    /// Threads in a timed wait, oldest first, and whether they were notified.
    timed: Vec<(TaskId, bool)>,
}

impl Waiters {
    fn lock(m: &StdMutex<Waiters>) -> std::sync::MutexGuard<'_, Waiters> {
        m.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn notified(m: &StdMutex<Waiters>, me: TaskId) -> bool {
        Waiters::lock(m).timed.iter().any(|&(t, n)| t == me && n)
    }
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
            Inner::Model(shuttle::sync::Condvar::new(), StdMutex::default())
        } else {
            Inner::Std(std::sync::Condvar::new(), AtomicU64::new(0))
        };
        Condvar { inner }
    }

    #[track_caller]
    pub fn wait<'a, T>(&self, guard: MutexGuard<'a, T>) -> LockResult<MutexGuard<'a, T>> {
        let place = Place::caller();
        let (lock, held) = (guard.lock, guard.held);
        let inner = match (&self.inner, guard.inner) {
            (Inner::Std(c, notifies), GuardInner::Std(g)) => match crate::probe::real_spurious_after() {
                // Woken or not, as a spurious wake-up would: what std allows any wait.
                Some(after) => {
                    let before = notifies.load(Ordering::SeqCst);
                    map_lock(real_wait(|| c.wait_timeout(g, after)), |(g, t)| {
                        if t.timed_out() && notifies.load(Ordering::SeqCst) == before {
                            crate::probe::real_woke_spuriously();
                        }
                        GuardInner::Std(g)
                    })
                }
                None => map_lock(real_wait(|| c.wait(g)), GuardInner::Std),
            },
            (Inner::Model(c, waiters), GuardInner::Model(g)) => {
                record_sync(EventKind::Call, "Condvar::wait()", (self.address(), place));
                Waiters::lock(waiters).untimed += 1;
                if let Some(held) = &held {
                    held.let_go_to_wait();
                }
                let woken = map_lock(lock.unless_poisoned_by_another(c.wait(g)), GuardInner::Model);
                if let Some(held) = &held {
                    held.taken_after_wait();
                }
                {
                    let mut w = Waiters::lock(waiters);
                    w.untimed -= 1;
                    w.signalled = w.signalled.saturating_sub(1);
                }
                record_sync(EventKind::Return, "Condvar::wait()", (self.address(), place));
                woken
            }
            _ => panic!("{MIXED}"),
        };
        map_lock(inner, |g| MutexGuard { inner: g, lock, held })
    }

    #[track_caller]
    pub fn wait_while<'a, T, F>(&self, mut guard: MutexGuard<'a, T>, mut condition: F) -> LockResult<MutexGuard<'a, T>>
    where
        F: FnMut(&mut T) -> bool,
    {
        while condition(&mut *guard) {
            guard = self.wait(guard)?;
        }
        Ok(guard)
    }

    /// Waits for a notification, or until `dur` has passed: on the virtual clock under the
    /// explorer.
    #[track_caller]
    pub fn wait_timeout<'a, T>(
        &self,
        guard: MutexGuard<'a, T>,
        dur: Duration,
    ) -> LockResult<(MutexGuard<'a, T>, WaitTimeoutResult)> {
        let place = Place::caller();
        let (lock, held) = (guard.lock, guard.held);
        match (&self.inner, guard.inner) {
            (Inner::Std(c, notifies), GuardInner::Std(g)) => {
                // A spurious wake-up (the kit may ask for them) before `dur` is no timeout.
                let start = std::time::Instant::now();
                let before = notifies.load(Ordering::SeqCst);
                let after = crate::probe::real_spurious_after().map_or(dur, |after| after.min(dur));
                map_lock(real_wait(|| c.wait_timeout(g, after)), |(g, t)| {
                    if t.timed_out() && start.elapsed() < dur && notifies.load(Ordering::SeqCst) == before {
                        crate::probe::real_woke_spuriously();
                    }
                    (
                        MutexGuard {
                            inner: GuardInner::Std(g),
                            lock,
                            held,
                        },
                        WaitTimeoutResult(t.timed_out() && start.elapsed() >= dur),
                    )
                })
            }
            (Inner::Model(_, waiters), GuardInner::Model(g)) => {
                let what = format!("Condvar::wait_timeout({})", time::millis(dur));
                record_sync(EventKind::Call, &what, (self.address(), place));
                let deadline = time::deadline_after(dur);
                // Unlocking is a point where others may run; only after it does this thread
                // wait, as in shuttle's own `wait`: a notification before that is not for it.
                if let Some(held) = &held {
                    held.let_go_to_wait();
                }
                drop(g);
                let me = shuttle::current::me();
                Waiters::lock(waiters).timed.push((me, false));
                let notified = || Waiters::notified(waiters, me);
                while time::park_until(deadline, Park::Wait(&what), notified) == Woke::Woken && !notified() {}
                let notified = {
                    let mut w = Waiters::lock(waiters);
                    let at = w.timed.iter().position(|&(t, _)| t == me);
                    at.is_some_and(|at| w.timed.remove(at).1)
                };
                let timed_out = !notified;
                // As std's Debug writes it; the timeline says "times out at t=…" in words.
                record_sync_result(
                    EventKind::Return,
                    &what,
                    &format!("{:?}", WaitTimeoutResult(timed_out)),
                    (self.address(), place),
                );
                // The same hold of the lock goes on, as after an untimed wait.
                map_lock(lock.lock_inner(place), |g| {
                    if let Some(held) = &held {
                        held.taken_after_wait();
                    }
                    (MutexGuard { inner: g, lock, held }, WaitTimeoutResult(timed_out))
                })
            }
            _ => panic!("{MIXED}"),
        }
    }

    /// Waits while `condition` holds, for at most `dur` in all.
    #[track_caller]
    pub fn wait_timeout_while<'a, T, F>(
        &self,
        mut guard: MutexGuard<'a, T>,
        dur: Duration,
        mut condition: F,
    ) -> LockResult<(MutexGuard<'a, T>, WaitTimeoutResult)>
    where
        F: FnMut(&mut T) -> bool,
    {
        let (lock, held) = (guard.lock, guard.held);
        guard = match (&self.inner, guard.inner) {
            // Exactly std's, on real threads.
            (Inner::Std(c, _), GuardInner::Std(g)) => {
                return map_lock(real_wait(|| c.wait_timeout_while(g, dur, condition)), |(g, t)| {
                    (
                        MutexGuard {
                            inner: GuardInner::Std(g),
                            lock,
                            held,
                        },
                        WaitTimeoutResult(t.timed_out()),
                    )
                });
            }
            (_, inner) => MutexGuard { inner, lock, held },
        };
        let deadline = time::deadline_after(dur);
        loop {
            if !condition(&mut *guard) {
                return Ok((guard, WaitTimeoutResult(false)));
            }
            let now = time::now_in_execution();
            if now >= deadline {
                return Ok((guard, WaitTimeoutResult(true)));
            }
            guard = self.wait_timeout(guard, deadline - now)?.0;
        }
    }

    /// Tells this condvar's waits and notifies apart from another's in a trace.
    fn address(&self) -> usize {
        self as *const Condvar as usize
    }

    /// Wakes one waiting thread, if any. Under the explorer an untimed waiter is woken
    /// first if one is free (which one, the schedule chooses), else the oldest timed one.
    #[track_caller]
    pub fn notify_one(&self) {
        let place = Place::caller();
        match &self.inner {
            Inner::Std(c, notifies) => {
                notifies.fetch_add(1, Ordering::SeqCst);
                c.notify_one()
            }
            Inner::Model(c, waiters) => {
                record_sync(EventKind::Call, "Condvar::notify_one()", (self.address(), place));
                // Shuttle's notify is a scheduling point first; the waiters are counted after
                // it, with no other point in between.
                c.notify_one();
                let mut w = Waiters::lock(waiters);
                if w.untimed > w.signalled {
                    w.signalled += 1;
                } else if let Some(timed) = w.timed.iter_mut().find(|(_, n)| !*n) {
                    timed.1 = true;
                    time::unpark(timed.0);
                }
                drop(w);
                record_sync(EventKind::Return, "Condvar::notify_one()", (self.address(), place));
            }
        }
    }

    /// Wakes every waiting thread.
    #[track_caller]
    pub fn notify_all(&self) {
        let place = Place::caller();
        match &self.inner {
            Inner::Std(c, notifies) => {
                notifies.fetch_add(1, Ordering::SeqCst);
                c.notify_all()
            }
            Inner::Model(c, waiters) => {
                record_sync(EventKind::Call, "Condvar::notify_all()", (self.address(), place));
                c.notify_all();
                let mut w = Waiters::lock(waiters);
                w.signalled = w.untimed;
                for timed in w.timed.iter_mut() {
                    timed.1 = true;
                    time::unpark(timed.0);
                }
                drop(w);
                record_sync(EventKind::Return, "Condvar::notify_all()", (self.address(), place));
            }
        }
    }
}

/// A wait on std's condvar, counted for the kit on real threads (the probe's `real_waits`):
/// when a thread has reached its wait, and whether the call it waited in woke from one.
fn real_wait<R>(wait: impl FnOnce() -> R) -> R {
    crate::probe::real_wait_begins();
    let woken = wait();
    crate::probe::real_wait_ends();
    woken
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
