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

mod model;
mod scope;

use crate::probe::count_op;
use std::io;
use std::time::Duration;

pub use scope::{Scope, ScopedJoinHandle, scope};
pub use std::thread::Result;

/// An owned permission to join on a thread.
pub struct JoinHandle<T>(JoinInner<T>);
enum JoinInner<T> {
    Std(std::thread::JoinHandle<T>),
    /// The thread's own result: its panic, caught in the thread, or what it returned; and
    /// whether it is the program's (not a scenario thread of the checks'), whose join a
    /// deadlock's timeline shows.
    Model(shuttle::thread::JoinHandle<Result<T>>, bool),
}

impl<T> JoinHandle<T> {
    /// Waits for the thread to finish; `Err` holds its panic.
    pub fn join(self) -> Result<T> {
        match self.0 {
            JoinInner::Std(h) => h.join(),
            JoinInner::Model(h, false) => h.join().and_then(|r| r),
            JoinInner::Model(h, true) => {
                let thread = h.thread().clone();
                model::joined(&thread, || h.join()).and_then(|r| r)
            }
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
            let catch = !self.panic_ends_execution;
            // The candidate's threads, not the kit's scenario threads, may begin late.
            let late = catch.then(crate::time::late_start).flatten();
            let given = self.name.clone();
            model::builder(self.name, self.stack_size)
                .spawn(move || model::body(given, catch, late, f))
                .map(|h| JoinHandle(JoinInner::Model(h, catch)))
        } else {
            let mut b = std::thread::Builder::new();
            if let Some(name) = self.name {
                b = b.name(name);
            }
            if let Some(size) = self.stack_size {
                b = b.stack_size(size);
            }
            b.spawn(model::counted(f)).map(|h| JoinHandle(JoinInner::Std(h)))
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
        scope.spawn_with(self.name, self.stack_size, f)
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
        name: crate::probe::name_as_given(),
    }
}
