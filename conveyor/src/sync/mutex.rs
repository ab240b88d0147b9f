use super::poison::map_lock;
use crate::probe::Place;
use crate::probe::count_op;
use std::fmt;
use std::ops::{Deref, DerefMut};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{LockResult, TryLockError, TryLockResult};

/// A mutual exclusion lock, like `std::sync::Mutex`.
pub struct Mutex<T> {
    pub(super) inner: Inner<T>,
}

pub(super) enum Inner<T> {
    Std(std::sync::Mutex<T>),
    Model(shuttle::sync::Mutex<T>),
}

/// The guard of a locked [`Mutex`]; unlocks when dropped.
pub struct MutexGuard<'a, T> {
    /// Under the explorer: that this thread holds the lock, for naming a cycle of locks, a
    /// lock kept while its holder waits, and an update lost between two holds. First, so
    /// that it is let go (and a poisoning by this thread's own panic known) before `inner`
    /// unlocks, which is a point where another thread may take the lock.
    pub(super) held: Option<Held>,
    pub(super) inner: GuardInner<'a, T>,
    /// The mutex it locks: a timed condvar wait unlocks and locks it again itself.
    pub(super) lock: &'a Mutex<T>,
}

/// Tells the probe that a lock is held (where the code took it), that it was written, and
/// when it no longer is.
pub(super) struct Held {
    lock: usize,
    place: Place,
    /// The probe's number of this hold, where it keeps one (the student's code, not the
    /// course's given code).
    section: Option<usize>,
    /// Whether the probe knows of a write already: one call per hold is enough.
    wrote: AtomicBool,
    /// Whether the thread was unwinding already when it took the lock: then letting it go
    /// poisons nothing, as with std's guard.
    taken_unwinding: bool,
}

impl Held {
    /// A condvar's wait lets the lock go until it returns: meanwhile another thread may hold
    /// it, and a thread that waits for it waits for that one, not for this.
    pub(super) fn let_go_to_wait(&self) {
        crate::probe::lock_released(self.lock, None);
    }

    /// Taken again as the wait returns: the same hold goes on.
    pub(super) fn taken_after_wait(&self) {
        crate::probe::lock_taken(self.lock, self.place, true);
    }

    fn wrote(&self) {
        if let Some(section) = self.section
            && !self.wrote.swap(true, Ordering::Relaxed)
        {
            crate::probe::lock_written(section);
        }
    }
}

impl Drop for Held {
    fn drop(&mut self) {
        crate::probe::lock_released(self.lock, self.section);
        crate::probe::lock_let_go(self.lock, self.taken_unwinding);
    }
}

impl<'a, T> MutexGuard<'a, T> {
    /// A guard of `inner`, taken at `place`; under the explorer the probe learns that the
    /// calling thread holds it.
    fn new(inner: GuardInner<'a, T>, lock: &'a Mutex<T>, place: Place) -> Self {
        let held = match &inner {
            GuardInner::Std(_) => None,
            GuardInner::Model(_) => Some(Held {
                lock: lock.address(),
                place,
                section: crate::probe::lock_taken(lock.address(), place, false),
                wrote: AtomicBool::new(false),
                taken_unwinding: std::thread::panicking() && crate::probe::unwinding_here(),
            }),
        };
        MutexGuard { inner, lock, held }
    }
}

pub(super) enum GuardInner<'a, T> {
    Std(std::sync::MutexGuard<'a, T>),
    Model(shuttle::sync::MutexGuard<'a, T>),
}

impl<T> Mutex<T> {
    /// Tells this lock from another in the probe's account of who holds what.
    fn address(&self) -> usize {
        self as *const Mutex<T> as *const () as usize
    }

    /// An explored lock's result, without a poisoning that another task's panic made: every
    /// explored task runs on one OS thread, whose count of panics under way shuttle's
    /// mutex reads as it unlocks, so a lock let go by one task while another unwinds is
    /// poisoned, where real threads never poison it (`grader_probe::really_poisoned`).
    pub(super) fn unless_poisoned_by_another<G>(&self, result: LockResult<G>) -> LockResult<G> {
        match (result, &self.inner) {
            (Err(poisoned), Inner::Model(m)) if !crate::probe::really_poisoned(self.address()) => {
                m.clear_poison();
                Ok(poisoned.into_inner())
            }
            (result, _) => result,
        }
    }

    pub fn new(value: T) -> Self {
        let inner = if crate::explored() {
            Inner::Model(shuttle::sync::Mutex::new(value))
        } else {
            Inner::Std(std::sync::Mutex::new(value))
        };
        Mutex { inner }
    }

    #[track_caller]
    pub fn lock(&self) -> LockResult<MutexGuard<'_, T>> {
        let place = Place::caller();
        map_lock(self.lock_inner(place), |g| MutexGuard::new(g, self, place))
    }

    /// Locks without a new guard: for `lock` and for a timed wait taking the lock again.
    pub(super) fn lock_inner(&self, place: Place) -> LockResult<GuardInner<'_, T>> {
        count_op();
        match &self.inner {
            Inner::Std(m) => {
                crate::probe::real_lock_jitter();
                map_lock(m.lock(), GuardInner::Std)
            }
            Inner::Model(m) => {
                // Known while it waits: a thread stuck here is part of a cycle of locks if
                // the holder waits for one it holds.
                crate::probe::lock_wanted(self.address(), place);
                map_lock(self.unless_poisoned_by_another(m.lock()), GuardInner::Model)
            }
        }
    }

    #[track_caller]
    pub fn try_lock(&self) -> TryLockResult<MutexGuard<'_, T>> {
        let place = Place::caller();
        count_op();
        let result = match &self.inner {
            Inner::Std(m) => m
                .try_lock()
                .map(GuardInner::Std)
                .map_err(|e| map_try(e, GuardInner::Std)),
            Inner::Model(m) => match m.try_lock() {
                Err(TryLockError::Poisoned(p)) => {
                    self.unless_poisoned_by_another(Err(p)).map_err(TryLockError::Poisoned)
                }
                other => other,
            }
            .map(GuardInner::Model)
            .map_err(|e| map_try(e, GuardInner::Model)),
        };
        match result {
            Ok(g) => Ok(MutexGuard::new(g, self, place)),
            Err(TryLockError::WouldBlock) => Err(TryLockError::WouldBlock),
            Err(TryLockError::Poisoned(p)) => Err(TryLockError::Poisoned(wrap_poison(p, self, place))),
        }
    }

    pub fn into_inner(self) -> LockResult<T> {
        match self.inner {
            Inner::Std(m) => m.into_inner(),
            Inner::Model(m) => m.into_inner(),
        }
    }

    pub fn get_mut(&mut self) -> LockResult<&mut T> {
        match &mut self.inner {
            Inner::Std(m) => m.get_mut(),
            Inner::Model(m) => m.get_mut(),
        }
    }
}

fn wrap_poison<'a, T>(
    p: std::sync::PoisonError<GuardInner<'a, T>>,
    lock: &'a Mutex<T>,
    place: Place,
) -> std::sync::PoisonError<MutexGuard<'a, T>> {
    std::sync::PoisonError::new(MutexGuard::new(p.into_inner(), lock, place))
}

fn map_try<G, H>(e: TryLockError<G>, f: impl FnOnce(G) -> H) -> TryLockError<H> {
    match e {
        TryLockError::WouldBlock => TryLockError::WouldBlock,
        TryLockError::Poisoned(p) => TryLockError::Poisoned(std::sync::PoisonError::new(f(p.into_inner()))),
    }
}

impl<T: Default> Default for Mutex<T> {
    fn default() -> Self {
        Mutex::new(T::default())
    }
}

impl<T> From<T> for Mutex<T> {
    fn from(value: T) -> Self {
        Mutex::new(value)
    }
}

impl<T: fmt::Debug> fmt::Debug for Mutex<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.inner {
            Inner::Std(m) => m.fmt(f),
            Inner::Model(m) => m.fmt(f),
        }
    }
}

impl<T> Deref for MutexGuard<'_, T> {
    type Target = T;
    fn deref(&self) -> &T {
        match &self.inner {
            GuardInner::Std(g) => g,
            GuardInner::Model(g) => g,
        }
    }
}

impl<T> DerefMut for MutexGuard<'_, T> {
    fn deref_mut(&mut self) -> &mut T {
        // A write, as far as the probe can tell: a hold that only reads never asks for this.
        if let Some(held) = &self.held {
            held.wrote();
        }
        crate::probe::count_write();
        match &mut self.inner {
            GuardInner::Std(g) => &mut *g,
            GuardInner::Model(g) => &mut *g,
        }
    }
}

impl<T: fmt::Debug> fmt::Debug for MutexGuard<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        (**self).fmt(f)
    }
}
