//! `std::thread::scope`, for code that the grader can also explore.
//!
//! On real threads a thin shell around std's scope. Under the explorer the scope is
//! conveyor's own, not shuttle's: shuttle's blocks its caller once while threads still run
//! and lets the last thread of *any* scope wake it, so a scope nested in another returned
//! as soon as the outer scope's last thread ended, its own threads still running (and the
//! last thread of a scope woke its caller wherever that waited). Here the scope waits,
//! before it returns, until every thread spawned in it has ended: as std's does, whatever
//! the nesting, and when its closure panics too.

use super::model;
use std::io;
use std::marker::PhantomData;
use std::sync::atomic::{AtomicPtr, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex as StdMutex};
use std::thread::Result;

/// A scope to spawn threads that may borrow from outside it, like `std::thread::Scope`.
pub struct Scope<'scope, 'env: 'scope> {
    // Points at std's scope, on real threads: it lives until every thread spawned in it
    // has been joined, and so does this value.
    std: AtomicPtr<()>,
    /// Its threads, under the explorer.
    running: Option<Arc<Running>>,
    _scope: PhantomData<&'scope mut &'scope ()>,
    _env: PhantomData<&'env mut &'env ()>,
}

/// The threads of an explored scope that have not ended, for `scope` to wait for. Shared
/// with each thread, which uses it last as it ends: it must outlive the scope's frame.
struct Running {
    /// Threads spawned and not ended. Counted up without the lock: a spawn happens in the
    /// scope's caller before it waits, or in a thread of the scope, itself counted, so
    /// the count cannot reach 0 meanwhile. Counted down under `lock`, so that the last
    /// thread's wake-up cannot fall between `scope`'s look at the count and its wait.
    count: AtomicUsize,
    lock: shuttle::sync::Mutex<()>,
    ended: shuttle::sync::Condvar,
    /// Threads that panicked and whose panic no `join` took: `scope` then panics, as std's
    /// does. (Std atomics: counting adds no point where the explorer switches.)
    unjoined_panics: AtomicUsize,
}

impl Running {
    fn ended_one(&self) {
        let _locked = self.lock.lock().unwrap_or_else(|e| e.into_inner());
        if self.count.fetch_sub(1, Ordering::SeqCst) == 1 {
            self.ended.notify_all();
        }
    }

    /// Waits until every thread spawned in the scope has ended, those its threads spawned
    /// meanwhile too.
    fn wait_for_all(&self) {
        let mut locked = self.lock.lock().unwrap_or_else(|e| e.into_inner());
        while self.count.load(Ordering::SeqCst) > 0 {
            locked = self.ended.wait(locked).unwrap_or_else(|e| e.into_inner());
        }
    }
}

/// Joins a thread spawned in a [`Scope`].
pub struct ScopedJoinHandle<'scope, T>(ScopedInner<'scope, T>);
enum ScopedInner<'scope, T> {
    Std(std::thread::ScopedJoinHandle<'scope, T>),
    /// The thread, what it returned (or its panic) once it has, and its scope's count.
    Model(
        shuttle::thread::JoinHandle<()>,
        Arc<StdMutex<Option<Result<T>>>>,
        Arc<Running>,
    ),
}

impl<T> ScopedJoinHandle<'_, T> {
    pub fn join(self) -> Result<T> {
        match self.0 {
            ScopedInner::Std(h) => h.join(),
            ScopedInner::Model(thread, result, running) => {
                // The body catches the thread's panics: an `Err` here is the execution ending
                // (a timeout's rescue), which has failed it already.
                let joined = thread.thread().clone();
                let _ = model::joined(&joined, || thread.join());
                let result = lock(&result)
                    .take()
                    .unwrap_or_else(|| Err(Box::new("the thread ended without a result")));
                if result.is_err() {
                    running.unjoined_panics.fetch_sub(1, Ordering::SeqCst);
                }
                result
            }
        }
    }

    pub fn is_finished(&self) -> bool {
        match &self.0 {
            ScopedInner::Std(h) => h.is_finished(),
            ScopedInner::Model(_, result, _) => lock(result).is_some(),
        }
    }
}

/// Runs `f` with a scope; every thread spawned in it is joined before `scope` returns.
pub fn scope<'env, F, T>(f: F) -> T
where
    F: for<'scope> FnOnce(&'scope Scope<'scope, 'env>) -> T,
{
    let explored = crate::explored();
    // `ours` outlives the inner scope call, so it outlives every thread spawned through it.
    let ours = Scope {
        std: AtomicPtr::new(std::ptr::null_mut()),
        running: explored.then(|| {
            Arc::new(Running {
                count: AtomicUsize::new(0),
                lock: shuttle::sync::Mutex::new(()),
                ended: shuttle::sync::Condvar::new(),
                unjoined_panics: AtomicUsize::new(0),
            })
        }),
        _scope: PhantomData,
        _env: PhantomData,
    };
    let Some(running) = &ours.running else {
        return std::thread::scope(|s| {
            ours.std.store(s as *const _ as *mut (), Ordering::Release);
            f(&ours)
        });
    };
    // The threads borrow from outside the scope: it waits for them before it unwinds too.
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f(&ours)));
    running.wait_for_all();
    match result {
        Err(payload) => std::panic::resume_unwind(payload),
        Ok(_) if running.unjoined_panics.load(Ordering::SeqCst) > 0 => panic!("a scoped thread panicked"),
        Ok(value) => value,
    }
}

impl<'scope, 'env> Scope<'scope, 'env> {
    pub fn spawn<F, T>(&'scope self, f: F) -> ScopedJoinHandle<'scope, T>
    where
        F: FnOnce() -> T + Send + 'scope,
        T: Send + 'scope,
    {
        self.spawn_with(None, None, f).expect("failed to spawn thread")
    }

    /// Spawns `f` as `builder` says (its name, its stack size).
    pub(super) fn spawn_with<F, T>(
        &'scope self,
        name: Option<String>,
        stack_size: Option<usize>,
        f: F,
    ) -> io::Result<ScopedJoinHandle<'scope, T>>
    where
        F: FnOnce() -> T + Send + 'scope,
        T: Send + 'scope,
    {
        crate::probe::thread_started();
        let std_scope = self.std.load(Ordering::Acquire) as *const std::thread::Scope<'scope, 'env>;
        if !std_scope.is_null() {
            // SAFETY: set by `scope` to std's scope, which lives until every thread spawned
            // in it is joined; `self` is borrowed for 'scope, which `scope`'s closure cannot
            // outlive, and handles cannot leave it (its result does not depend on 'scope).
            let s = unsafe { &*std_scope };
            let mut b = std::thread::Builder::new();
            if let Some(name) = name {
                b = b.name(name);
            }
            if let Some(size) = stack_size {
                b = b.stack_size(size);
            }
            return b
                .spawn_scoped(s, model::counted(f))
                .map(|h| ScopedJoinHandle(ScopedInner::Std(h)));
        }
        let running = self
            .running
            .clone()
            .expect("a Scope is only usable inside conveyor::thread::scope");
        let result = Arc::new(StdMutex::new(None));
        let late = crate::time::late_start();
        let body: Box<dyn FnOnce() + Send + 'scope> = Box::new({
            let (result, running, given) = (result.clone(), running.clone(), name.clone());
            move || {
                let outcome = model::body(given, true, late, f);
                if outcome.is_err() {
                    running.unjoined_panics.fetch_add(1, Ordering::SeqCst);
                }
                *lock(&result) = Some(outcome);
                // What it returned is dropped here if its handle is gone: before the scope
                // may return, as it may borrow from outside.
                drop(result);
                running.ended_one();
            }
        });
        // SAFETY: the body borrows what lives for 'scope, and uses it only before it counts
        // itself ended (`ended_one`); `scope` returns, or unwinds, only once every thread
        // spawned here has (`wait_for_all`). What the body touches after that, `Running`,
        // it owns a share of. Where an execution ends while `scope` waits (a deadlock, a
        // failure), shuttle abandons it: the stacks of its unfinished threads, the caller's
        // included, are leaked, never run again nor unwound (shuttle-engine's
        // `ExecutionState::tear_down`). So no thread runs on past what it borrows. (The
        // argument of shuttle's own scoped spawn, which conveyor no longer uses.)
        let body: Box<dyn FnOnce() + Send + 'static> = unsafe { std::mem::transmute(body) };
        running.count.fetch_add(1, Ordering::SeqCst);
        match model::builder(name, stack_size).spawn(body) {
            Ok(thread) => Ok(ScopedJoinHandle(ScopedInner::Model(thread, result, running))),
            Err(e) => {
                running.count.fetch_sub(1, Ordering::SeqCst);
                Err(e)
            }
        }
    }
}

impl std::fmt::Debug for Scope<'_, '_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Scope { .. }")
    }
}

impl<T> std::fmt::Debug for ScopedJoinHandle<'_, T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ScopedJoinHandle { .. }")
    }
}

/// A std lock of conveyor's own, which no code of the student's can poison.
fn lock<T>(m: &StdMutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}
