//! Oracles for worker pools: every result in its own task's place, the threads a call
//! started, and a pool closed before its caller returned.

use crate::class::Class;
use crate::oracle::{Args, ensure, fail};
use crate::queues::list;
use crate::trace::call;
use conveyor::probe::{forget_running_threads, take_pools_made, take_threads_started, threads_running};
use std::fmt::Debug;

/// The results must be `want`, in this order. The same results in other places are
/// `out-of-order` (message `reordered`); anything else is `wrong` (class and message).
/// `args` describe the scenario; `got` and `want` are added.
pub fn expect_results<R: Debug + PartialEq>(
    got: &[Result<R, String>],
    want: &[Result<R, String>],
    wrong: (Class, &str),
    reordered: &str,
    mut args: Args,
) {
    if got == want {
        return;
    }
    args.insert("got".into(), list(got));
    args.insert("want".into(), list(want));
    if same_items(got, want) {
        fail(Class::OutOfOrder, reordered, args);
    }
    fail(wrong.0, wrong.1, args)
}

/// Whether `got` holds the items of `want`, each as often, in any order.
pub fn same_items<T: PartialEq>(got: &[T], want: &[T]) -> bool {
    let mut left: Vec<&T> = got.iter().collect();
    got.len() == want.len()
        && want.iter().all(|w| match left.iter().position(|g| *g == w) {
            Some(i) => {
                left.swap_remove(i);
                true
            }
            None => false,
        })
}

/// Where results meet errors: how `got` differs from `want`, most telling first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// Fewer or more results than tasks, or a task that should succeed got an error:
    /// an error spread beyond its own task, or ended the batch.
    Spread,
    /// A task that should fail gave a value: its error was swallowed.
    Swallowed,
    /// Each task succeeds or fails as it should, but a value or an error's text is wrong.
    Wrong,
    /// The right results, in other places.
    Reordered,
}

/// How `got` differs from `want`, or None when they are equal.
pub fn mismatch<R: PartialEq>(got: &[Result<R, String>], want: &[Result<R, String>]) -> Option<Mismatch> {
    if got == want {
        return None;
    }
    if same_items(got, want) {
        return Some(Mismatch::Reordered);
    }
    if got.len() != want.len() || got.iter().zip(want).any(|(g, w)| w.is_ok() && g.is_err()) {
        return Some(Mismatch::Spread);
    }
    if got.iter().zip(want).any(|(g, w)| w.is_err() && g.is_ok()) {
        return Some(Mismatch::Swallowed);
    }
    Some(Mismatch::Wrong)
}

/// What a call that makes its own pool did with threads.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Threads {
    /// Threads started through `conveyor::thread` during the call.
    pub started: usize,
    /// Of those, still running when the call returned.
    pub running: usize,
    /// `conveyor::WorkerPool`s made during the call.
    pub pools: usize,
}

/// Calls `f` (recorded in the timeline as `what`) and sees what it did with threads.
pub fn watch<R: Debug>(what: impl Into<String>, f: impl FnOnce() -> R) -> (R, Threads) {
    take_threads_started();
    take_pools_made();
    forget_running_threads();
    let result = call(what, f);
    let threads = Threads {
        running: threads_running(),
        started: take_threads_started(),
        pools: take_pools_made().len(),
    };
    (result, threads)
}

/// The catalog messages of [`Threads::verdict`], each with `$workers`, `$started`, `$tasks`
/// and `$running`.
pub struct ThreadKeys {
    /// No thread at all: every task was done on the calling thread.
    pub none: &'static str,
    /// More threads than workers: a thread, or a pool, per task.
    pub too_many: &'static str,
    /// More than one given pool made for one call.
    pub pool_per_task: &'static str,
    /// Threads still running when the call returned: the pool was not closed.
    pub left_running: &'static str,
}

impl Threads {
    /// A call given `workers` for `tasks` tasks must have started at least one thread and
    /// at most `workers`, in one pool, all of them ended when it returned.
    pub fn verdict(&self, workers: usize, tasks: usize, keys: &ThreadKeys) {
        let args = || crate::args!("workers" => workers, "started" => self.started, "tasks" => tasks, "running" => self.running);
        ensure(self.started > 0, Class::NotConcurrent, keys.none, args);
        ensure(self.pools <= 1, Class::TooManyThreads, keys.pool_per_task, args);
        ensure(self.started <= workers, Class::TooManyThreads, keys.too_many, args);
        ensure(self.running == 0, Class::EarlyClose, keys.left_running, args);
    }
}
