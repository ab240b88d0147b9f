//! `std::thread`, for code that the grader can also explore.
//!
//! Under the explorer `sleep` waits on the execution's virtual clock (see
//! [`crate::time`]): the thread is parked until the clock reaches its deadline, and the
//! clock moves only when no thread can run. A program must still not rely on sleeping to
//! order its threads: any thread that can run may run first.
//!
//! A panic in a thread ends only that thread, as on real threads: the explorer would end
//! the whole execution at the first panic, so a spawned thread catches its own panic and
//! hands it to `join` (its drops have run by then; a pool may start a replacement).

use crate::probe::count_op;
use std::io;
use std::marker::PhantomData;
use std::sync::atomic::{AtomicPtr, AtomicUsize, Ordering};
use std::time::Duration;

pub use std::thread::Result;

/// An owned permission to join on a thread.
pub struct JoinHandle<T>(JoinInner<T>);
enum JoinInner<T> {
    Std(std::thread::JoinHandle<T>),
    /// The thread's own result: its panic, caught in the thread, or what it returned.
    Model(shuttle::thread::JoinHandle<Result<T>>),
}

impl<T> JoinHandle<T> {
    /// Waits for the thread to finish; `Err` holds its panic.
    pub fn join(self) -> Result<T> {
        match self.0 {
            JoinInner::Std(h) => h.join(),
            JoinInner::Model(h) => h.join().and_then(|r| r),
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
    panic_ends_execution: bool,
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

    /// For the grader's own scenario threads: under the explorer a panic in this thread
    /// ends the execution at once (where it happened is the finding), instead of waiting
    /// in the thread's `JoinHandle`.
    /// Takes the kit's key (`grader_kit::probe::KEY`): not the candidate's to choose.
    pub fn panic_ends_execution(mut self, _: grader_probe::Key) -> Self {
        self.panic_ends_execution = true;
        self
    }

    pub fn spawn<F, T>(self, f: F) -> io::Result<JoinHandle<T>>
    where
        F: FnOnce() -> T + Send + 'static,
        T: Send + 'static,
    {
        crate::probe::thread_started();
        if crate::explored() {
            // A thread the student did not name gets one from its role ("worker 2"): a
            // report never shows a thread without a name.
            let name = self.name.unwrap_or_else(crate::probe::name_for_unnamed);
            let mut b = shuttle::thread::Builder::new().name(name);
            if let Some(size) = self.stack_size {
                b = b.stack_size(size);
            }
            let catch = !self.panic_ends_execution;
            // The candidate's threads, not the kit's scenario threads, may begin late.
            let late = catch.then(crate::time::late_start).flatten();
            // Seen once at its start, so that a panic report can name the thread.
            b.spawn(move || {
                crate::probe::current_name();
                if let Some(at) = late {
                    crate::time::begin_at(at);
                }
                let result = run_catching(catch, f);
                crate::probe::thread_ended();
                result
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

/// Runs a spawned thread's body; with `catch`, its panic becomes its result, as std's
/// `join` would report it. A timeout's rescue (`crate::time`) is no panic of the thread's
/// own: it ends the whole execution, so it goes on unwinding.
fn run_catching<T>(catch: bool, f: impl FnOnce() -> T) -> Result<T> {
    if catch {
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).map_err(|payload| {
            if payload.is::<grader_probe::RescuedByTimeout>() {
                std::panic::resume_unwind(payload)
            }
            payload
        })
    } else {
        Ok(f())
    }
}

/// Whether the calling thread is unwinding from a panic, like `std::thread::panicking`:
/// a value dropped then can tell (a pool's sentinel that starts a replacement worker).
pub fn panicking() -> bool {
    std::thread::panicking()
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
        let what = format!("sleep({})", crate::time::millis(dur));
        crate::probe::record_step(crate::probe::EventKind::Call, &what);
        let deadline = crate::time::deadline_after(dur);
        while crate::time::park_until(deadline, crate::time::Park::Sleep, || false) == crate::time::Woke::Woken {}
        crate::probe::record_step(crate::probe::EventKind::Return, &what);
    } else {
        crate::probe::real_sleep(dur)
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
    // Explored threads that panicked and whose panic no `join` took: `scope` then panics,
    // as std's does. (A std atomic: counting adds no point where the explorer switches.)
    unjoined_panics: AtomicUsize,
    _scope: PhantomData<&'scope mut &'scope ()>,
    _env: PhantomData<&'env mut &'env ()>,
}

/// Joins a thread spawned in a [`Scope`].
pub struct ScopedJoinHandle<'scope, T>(ScopedInner<'scope, T>);
enum ScopedInner<'scope, T> {
    Std(std::thread::ScopedJoinHandle<'scope, T>),
    Model(
        shuttle::thread::ScopedJoinHandle<'scope, Result<T>>,
        &'scope AtomicUsize,
    ),
}

impl<T> ScopedJoinHandle<'_, T> {
    pub fn join(self) -> Result<T> {
        match self.0 {
            ScopedInner::Std(h) => h.join(),
            ScopedInner::Model(h, unjoined_panics) => {
                let result = h.join().and_then(|r| r);
                if result.is_err() {
                    unjoined_panics.fetch_sub(1, Ordering::SeqCst);
                }
                result
            }
        }
    }

    pub fn is_finished(&self) -> bool {
        match &self.0 {
            ScopedInner::Std(h) => h.is_finished(),
            ScopedInner::Model(h, _) => h.is_finished(),
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
        unjoined_panics: AtomicUsize::new(0),
        _scope: PhantomData,
        _env: PhantomData,
    };
    if crate::explored() {
        let result = shuttle::thread::scope(|s| {
            ours.model.store(s as *const _ as *mut (), Ordering::Release);
            f(&ours)
        });
        if ours.unjoined_panics.load(Ordering::SeqCst) > 0 {
            panic!("a scoped thread panicked");
        }
        result
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
        let name = name.unwrap_or_else(crate::probe::name_for_unnamed);
        let unjoined_panics = &self.unjoined_panics;
        let late = crate::time::late_start();
        let handle = s.spawn(move || {
            // shuttle's scoped spawn takes no name, so the thread names itself first.
            if let Some(task) = shuttle::current::try_get_current_task() {
                shuttle::current::set_name_for_task(task, name);
                crate::probe::current_name();
            }
            if let Some(at) = late {
                crate::time::begin_at(at);
            }
            let result = run_catching(true, f);
            crate::probe::thread_ended();
            if result.is_err() {
                unjoined_panics.fetch_add(1, Ordering::SeqCst);
            }
            result
        });
        Ok(ScopedJoinHandle(ScopedInner::Model(handle, unjoined_panics)))
    }
}

impl std::fmt::Debug for Scope<'_, '_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Scope { .. }")
    }
}
