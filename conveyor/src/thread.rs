//! `std::thread`, for code that the grader can also explore.
//!
//! Under the explorer `sleep` waits on the execution's virtual clock (see
//! [`crate::time`]): the thread is parked until the clock reaches its deadline, and the
//! clock moves only when no thread can run. A program must still not rely on sleeping to
//! order its threads: any thread that can run may run first.

use crate::probe::count_op;
use std::io;
use std::marker::PhantomData;
use std::sync::atomic::{AtomicPtr, Ordering};
use std::time::Duration;

pub use std::thread::Result;

/// An owned permission to join on a thread.
pub struct JoinHandle<T>(JoinInner<T>);
enum JoinInner<T> {
    Std(std::thread::JoinHandle<T>),
    Model(shuttle::thread::JoinHandle<T>),
}

impl<T> JoinHandle<T> {
    /// Waits for the thread to finish; `Err` holds its panic.
    pub fn join(self) -> Result<T> {
        match self.0 {
            JoinInner::Std(h) => h.join(),
            JoinInner::Model(h) => h.join(),
        }
    }
}

impl<T> std::fmt::Debug for JoinHandle<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("JoinHandle { .. }")
    }
}

/// Spawns a thread, like `std::thread::spawn`.
pub fn spawn<F, T>(f: F) -> JoinHandle<T>
where
    F: FnOnce() -> T + Send + 'static,
    T: Send + 'static,
{
    Builder::new().spawn(f).expect("failed to spawn thread")
}

/// Sets up a thread before it is spawned: its name above all, which the grader shows
/// when it explains a failure.
#[derive(Debug, Default)]
pub struct Builder {
    name: Option<String>,
    stack_size: Option<usize>,
}

impl Builder {
    pub fn new() -> Self {
        Builder::default()
    }

    pub fn name(mut self, name: String) -> Self {
        self.name = Some(name);
        self
    }

    pub fn stack_size(mut self, size: usize) -> Self {
        self.stack_size = Some(size);
        self
    }

    pub fn spawn<F, T>(self, f: F) -> io::Result<JoinHandle<T>>
    where
        F: FnOnce() -> T + Send + 'static,
        T: Send + 'static,
    {
        crate::probe::thread_started();
        if crate::explored() {
            let mut b = shuttle::thread::Builder::new();
            if let Some(name) = self.name {
                b = b.name(name);
            }
            if let Some(size) = self.stack_size {
                b = b.stack_size(size);
            }
            // Seen once at its start, so that a panic report can name the thread.
            b.spawn(move || {
                crate::probe::current_name();
                let value = f();
                crate::probe::thread_ended();
                value
            })
            .map(|h| JoinHandle(JoinInner::Model(h)))
        } else {
            let mut b = std::thread::Builder::new();
            if let Some(name) = self.name {
                b = b.name(name);
            }
            if let Some(size) = self.stack_size {
                b = b.stack_size(size);
            }
            b.spawn(f).map(|h| JoinHandle(JoinInner::Std(h)))
        }
    }

    pub fn spawn_scoped<'scope, 'env, F, T>(
        self,
        scope: &'scope Scope<'scope, 'env>,
        f: F,
    ) -> io::Result<ScopedJoinHandle<'scope, T>>
    where
        F: FnOnce() -> T + Send + 'scope,
        T: Send + 'scope,
    {
        scope.spawn_named(self.name, f)
    }
}

/// Lets other threads run.
pub fn yield_now() {
    count_op();
    if crate::explored() {
        shuttle::thread::yield_now()
    } else {
        std::thread::yield_now()
    }
}

/// Sleeps for `dur`: on real threads std's sleep; under the explorer the thread is parked
/// until the virtual clock reaches now + `dur`.
pub fn sleep(dur: Duration) {
    count_op();
    if crate::explored() {
        let deadline = crate::time::deadline_after(dur);
        while crate::time::park_until(deadline, || false) == crate::time::Woke::Woken {}
    } else {
        std::thread::sleep(dur)
    }
}

/// A handle to a thread, as far as the course needs one: its name.
#[derive(Clone, Debug)]
pub struct Thread {
    name: Option<String>,
}

impl Thread {
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }
}

/// The calling thread.
pub fn current() -> Thread {
    Thread {
        name: crate::probe::current_name(),
    }
}

/// A scope to spawn threads that may borrow from outside it, like `std::thread::Scope`.
pub struct Scope<'scope, 'env: 'scope> {
    // Points at std's or shuttle's scope, whichever `scope` opened. Both live until every
    // thread spawned in them has been joined, and so does this value.
    std: AtomicPtr<()>,
    model: AtomicPtr<()>,
    _scope: PhantomData<&'scope mut &'scope ()>,
    _env: PhantomData<&'env mut &'env ()>,
}

/// Joins a thread spawned in a [`Scope`].
pub struct ScopedJoinHandle<'scope, T>(ScopedInner<'scope, T>);
enum ScopedInner<'scope, T> {
    Std(std::thread::ScopedJoinHandle<'scope, T>),
    Model(shuttle::thread::ScopedJoinHandle<'scope, T>),
}

impl<T> ScopedJoinHandle<'_, T> {
    pub fn join(self) -> Result<T> {
        match self.0 {
            ScopedInner::Std(h) => h.join(),
            ScopedInner::Model(h) => h.join(),
        }
    }

    pub fn is_finished(&self) -> bool {
        match &self.0 {
            ScopedInner::Std(h) => h.is_finished(),
            ScopedInner::Model(h) => h.is_finished(),
        }
    }
}

/// Runs `f` with a scope; every thread spawned in it is joined before `scope` returns.
pub fn scope<'env, F, T>(f: F) -> T
where
    F: for<'scope> FnOnce(&'scope Scope<'scope, 'env>) -> T,
{
    // `ours` outlives the inner scope call, so it outlives every thread spawned through it.
    let ours = Scope {
        std: AtomicPtr::new(std::ptr::null_mut()),
        model: AtomicPtr::new(std::ptr::null_mut()),
        _scope: PhantomData,
        _env: PhantomData,
    };
    if crate::explored() {
        shuttle::thread::scope(|s| {
            ours.model.store(s as *const _ as *mut (), Ordering::Release);
            f(&ours)
        })
    } else {
        std::thread::scope(|s| {
            ours.std.store(s as *const _ as *mut (), Ordering::Release);
            f(&ours)
        })
    }
}

impl<'scope, 'env> Scope<'scope, 'env> {
    pub fn spawn<F, T>(&'scope self, f: F) -> ScopedJoinHandle<'scope, T>
    where
        F: FnOnce() -> T + Send + 'scope,
        T: Send + 'scope,
    {
        self.spawn_named(None, f).expect("failed to spawn thread")
    }

    fn spawn_named<F, T>(&'scope self, name: Option<String>, f: F) -> io::Result<ScopedJoinHandle<'scope, T>>
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
            return b.spawn_scoped(s, f).map(|h| ScopedJoinHandle(ScopedInner::Std(h)));
        }
        let model = self.model.load(Ordering::Acquire) as *const shuttle::thread::Scope<'scope, 'env>;
        assert!(
            !model.is_null(),
            "a Scope is only usable inside conveyor::thread::scope"
        );
        // SAFETY: as above, for shuttle's scope.
        let s = unsafe { &*model };
        let handle = s.spawn(move || {
            // shuttle's scoped spawn takes no name, so the thread names itself first.
            if let (Some(name), Some(task)) = (name, shuttle::current::try_get_current_task()) {
                shuttle::current::set_name_for_task(task, name);
                crate::probe::current_name();
            }
            let value = f();
            crate::probe::thread_ended();
            value
        });
        Ok(ScopedJoinHandle(ScopedInner::Model(handle)))
    }
}

impl std::fmt::Debug for Scope<'_, '_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Scope { .. }")
    }
}
