//! Time, like `std::time`, for code that the grader can also explore.
//!
//! On real threads [`Instant`] is `std::time::Instant`, and `conveyor::thread::sleep`,
//! `Condvar::wait_timeout` and `Receiver::recv_timeout` are std's.
//!
//! Under the explorer every execution has a **virtual clock** of its own, starting at 0.
//! It moves only to a deadline (of a `sleep`, a `wait_timeout`, a `recv_timeout`), and
//! when it moves is a choice of the search: when no thread can run but some wait for a
//! deadline, it jumps to the earliest one, as tokio's paused time does; and at any other
//! point where a deadline is pending, it **may** jump to the next one before the threads
//! that could run have run, as if they were slow (a loaded machine, a long computation).
//! So "sleep a little, then it will be there" and "a timeout that is usually enough" are
//! seen failing, deterministically: the jump is a choice like which thread runs next,
//! made by the same seeded scheduler and replayed from the same schedule. What a program
//! does is still a pure function of the schedule: the same schedule gives the same times.
//! A thread that waits with no deadline and nothing to wake it is still a deadlock; one
//! that spins on `Instant::now()` is still busy waiting.
//!
//! A timed wait is a wait for another thread's action with a limit; a sleep waits for the
//! clock alone. When every thread that could run waits, and each waits for another's action
//! (none sleeps), nothing but a timeout can move the program on: without its timeouts it
//! would wait forever, a notify forgotten (or a pill missed) and masked by polling. The
//! clock records that jump as a rescue ([`grader_probe::TimeoutRescue`]) and the rescued
//! thread ends the execution there, so the kit can fail it as a thread that waits forever;
//! a check whose threads may rightly go on only by a timeout says so with
//! [`timeouts_may_end_waits`].
//!
//! The clock is driven by the scheduler: [`Timed`] wraps any shuttle scheduler so that it
//! never picks a thread before its deadline (a waiting thread is parked: it yields in a
//! loop, and the wrapper passes it over) except as the jump: the threads whose deadline
//! is the next one are offered too, after every thread that can run, and choosing one
//! moves the clock to its deadline. Time does not pass under a scheduler that is not
//! wrapped.

use shuttle::scheduler::{Schedule, Scheduler, Task, TaskId};
use std::cell::RefCell;
use std::fmt;
use std::ops::{Add, AddAssign, Sub, SubAssign};
pub use std::time::Duration;

/// A point in time, like `std::time::Instant`: std's on real threads, the execution's
/// virtual clock under the explorer.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Instant(Inner);

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Inner {
    Std(std::time::Instant),
    /// Time since the explored execution began.
    Virtual(Duration),
}

const MIXED: &str = "an Instant taken on real threads and one taken under the explorer cannot be compared";

impl Instant {
    /// Now: std's clock on real threads, the virtual clock under the explorer. Under the
    /// explorer reading the clock is a point where another thread may run, so that a
    /// thread that spins until a time has come is seen spinning.
    pub fn now() -> Instant {
        match now_if_explored() {
            Some(_) => {
                // The probe crate itself, not conveyor's `probe` module: that one stamps
                // its events with this clock, so time sits below it.
                grader_probe::count_op();
                shuttle::thread::yield_now();
                Instant(Inner::Virtual(clock(|c| c.now)))
            }
            None => Instant(Inner::Std(std::time::Instant::now())),
        }
    }

    /// The time from `earlier` to this instant; zero if `earlier` is later.
    pub fn duration_since(&self, earlier: Instant) -> Duration {
        self.saturating_duration_since(earlier)
    }

    /// The time from `earlier` to this instant, or None if `earlier` is later.
    pub fn checked_duration_since(&self, earlier: Instant) -> Option<Duration> {
        match (self.0, earlier.0) {
            (Inner::Std(a), Inner::Std(b)) => a.checked_duration_since(b),
            (Inner::Virtual(a), Inner::Virtual(b)) => a.checked_sub(b),
            _ => panic!("{MIXED}"),
        }
    }

    /// The time from `earlier` to this instant; zero if `earlier` is later.
    pub fn saturating_duration_since(&self, earlier: Instant) -> Duration {
        self.checked_duration_since(earlier).unwrap_or_default()
    }

    /// The time since this instant.
    pub fn elapsed(&self) -> Duration {
        Instant::now().duration_since(*self)
    }

    /// This instant plus `duration`, or None if that cannot be represented.
    pub fn checked_add(&self, duration: Duration) -> Option<Instant> {
        Some(Instant(match self.0 {
            Inner::Std(a) => Inner::Std(a.checked_add(duration)?),
            Inner::Virtual(a) => Inner::Virtual(a.checked_add(duration)?),
        }))
    }

    /// This instant minus `duration`, or None if that cannot be represented (under the
    /// explorer: before the execution began).
    pub fn checked_sub(&self, duration: Duration) -> Option<Instant> {
        Some(Instant(match self.0 {
            Inner::Std(a) => Inner::Std(a.checked_sub(duration)?),
            Inner::Virtual(a) => Inner::Virtual(a.checked_sub(duration)?),
        }))
    }
}

impl Add<Duration> for Instant {
    type Output = Instant;
    /// Panics on overflow, like std's.
    fn add(self, other: Duration) -> Instant {
        self.checked_add(other)
            .expect("overflow when adding duration to instant")
    }
}

impl AddAssign<Duration> for Instant {
    fn add_assign(&mut self, other: Duration) {
        *self = *self + other;
    }
}

impl Sub<Duration> for Instant {
    type Output = Instant;
    /// Panics on overflow, like std's.
    fn sub(self, other: Duration) -> Instant {
        self.checked_sub(other)
            .expect("overflow when subtracting duration from instant")
    }
}

impl SubAssign<Duration> for Instant {
    fn sub_assign(&mut self, other: Duration) {
        *self = *self - other;
    }
}

impl Sub<Instant> for Instant {
    type Output = Duration;
    /// The time from `other` to this instant; zero if `other` is later (as std's).
    fn sub(self, other: Instant) -> Duration {
        self.duration_since(other)
    }
}

impl fmt::Debug for Instant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.0 {
            Inner::Std(a) => a.fmt(f),
            Inner::Virtual(t) => write!(f, "Instant(t={})", millis(*t)),
        }
    }
}

pub use crate::words::millis;

/// The virtual time of the current explored execution; None on real threads. Takes the
/// kit's key (`grader_kit::probe::KEY`): whether a program is explored is the checks' to
/// know, not the candidate's (a program that behaves only while explored is judged on real
/// threads all the same, but it need not be handed the question).
pub fn virtual_now(_: grader_probe::Key) -> Option<Duration> {
    now_if_explored()
}

/// [`virtual_now`], for conveyor's own records.
pub(crate) fn now_if_explored() -> Option<Duration> {
    shuttle::current::try_get_current_task().map(|_| clock(|c| c.now))
}

/// The execution's clock and the threads parked on it. One per OS thread: shuttle runs an
/// execution's tasks as coroutines on the thread that runs the test, and parallel test
/// threads must not share a clock.
#[derive(Default)]
struct Clock {
    now: Duration,
    /// Parked tasks, their deadlines and what they wait for. A task leaves when it is woken
    /// or, once its deadline has come, when it runs again.
    parked: Vec<(TaskId, Duration, Kind)>,
    /// Whether the clock may jump while threads can run (the default); a check that
    /// still compares times with durations it assumed turns it off for its execution.
    only_when_all_wait: bool,
    /// How often the clock jumped while a thread could run.
    early_jumps: u64,
    /// Whether a timeout may be all that moves the program on (a check that says so);
    /// otherwise such a jump is a rescue.
    timeouts_may_end_waits: bool,
    /// The clock's last move was a rescue: the thread chosen next is the rescued one, and
    /// it looks at this before anything else runs.
    rescue: bool,
    /// How much later than spawned the candidate's threads begin (a check's choice,
    /// [`threads_start_late`]); zero: at once.
    late_start: Duration,
}

/// What a parked thread waits for, as the clock keeps it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// The clock alone: its deadline is the point (a sleep, a slow piece of work).
    Sleep,
    /// Another thread's action, with the deadline as a limit (a timed wait).
    Wait,
}

/// What a thread parks for, as its caller says: a sleep, or a timed wait for another
/// thread's action (as recorded, for the report of a rescue: `Condvar::wait_timeout(10 ms)`).
#[derive(Clone, Copy, Debug)]
pub(crate) enum Park<'a> {
    Sleep,
    Wait(&'a str),
}

thread_local! {
    static CLOCK: RefCell<Clock> = RefCell::new(Clock::default());
}

fn clock<R>(f: impl FnOnce(&mut Clock) -> R) -> R {
    CLOCK.with(|c| f(&mut c.borrow_mut()))
}

/// How a parked thread came back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Woke {
    /// What it waited for happened before its deadline.
    Woken,
    /// Its deadline came first.
    TimedOut,
}

/// The deadline `after` from now, on the virtual clock (explorer only). A deadline too far
/// to represent is the farthest one.
pub(crate) fn deadline_after(after: Duration) -> Duration {
    clock(|c| c.now.checked_add(after).unwrap_or(Duration::MAX))
}

/// Parks the calling task until the virtual clock reaches `deadline`, or until [`unpark`]
/// lets it look at `woken` again (explorer only). The task stays runnable for shuttle (so
/// that a deadline pending is not a deadlock) and yields in a loop; [`Timed`] passes it
/// over until then. Returns `Woken` when unparked or when `woken()` holds; the caller
/// decides whether that was what it waited for.
pub(crate) fn park_until(deadline: Duration, park: Park<'_>, woken: impl Fn() -> bool) -> Woke {
    if woken() {
        return Woke::Woken;
    }
    let me = shuttle::current::me();
    let kind = match park {
        Park::Sleep => Kind::Sleep,
        Park::Wait(_) => Kind::Wait,
    };
    clock(|c| {
        c.parked.retain(|(t, _, _)| *t != me);
        c.parked.push((me, deadline, kind));
    });
    // Leaves the clock's list however the wait ends, a torn-down execution included.
    struct Leave(TaskId);
    impl Drop for Leave {
        fn drop(&mut self) {
            let _ = CLOCK.try_with(|c| {
                if let Ok(mut c) = c.try_borrow_mut() {
                    c.parked.retain(|(t, _, _)| *t != self.0);
                }
            });
        }
    }
    let _leave = Leave(me);
    loop {
        shuttle::thread::yield_now();
        let (parked, now) = clock(|c| (c.parked.iter().any(|(t, _, _)| *t == me), c.now));
        if !parked || woken() {
            return Woke::Woken;
        }
        if now >= deadline {
            // Chosen right after a rescue, this is the thread it woke: nothing ran since.
            if let Park::Wait(what) = park
                && clock(|c| std::mem::take(&mut c.rescue))
            {
                grader_probe::timeout_rescued(what, now);
                // Ends the execution here, where it would have waited forever; conveyor's
                // threads hand this payload on instead of keeping it for `join`.
                std::panic::panic_any(grader_probe::RescuedByTimeout);
            }
            return Woke::TimedOut;
        }
    }
}

/// How often, so far in the current explored execution, the clock passed a deadline while
/// some thread could still run (as if it were slow); None on real threads. "Returns at
/// once" is judged over a call during which this did not change: then any time the call
/// took, it waited for a deadline.
/// Takes the kit's key, as [`virtual_now`].
pub fn early_jumps(_: grader_probe::Key) -> Option<u64> {
    shuttle::current::try_get_current_task().map(|_| clock(|c| c.early_jumps))
}

/// For the checks of an exercise whose oracle still compares times with durations it
/// assumed: in the current explored execution the clock moves only when every thread
/// waits, as if the threads that can run were infinitely fast. Nothing on real threads.
/// Takes the kit's key (`grader_kit::probe::KEY`): the candidate's code cannot throw it.
pub fn timers_fire_only_when_all_wait(_: grader_probe::Key) {
    only_when_all_wait();
}

/// [`timers_fire_only_when_all_wait`], for conveyor's own given main (`given/virtual_main.rs`).
pub(crate) fn only_when_all_wait() {
    if shuttle::current::try_get_current_task().is_some() {
        clock(|c| c.only_when_all_wait = true);
    }
}

/// For the checks of an exercise whose threads may rightly go on only when a timeout runs
/// out (a wait given up on by design, for a thread that will never answer): in the current
/// explored execution a jump of the clock with only timed waits left is no rescue. Nothing
/// on real threads. Takes the kit's key, as [`timers_fire_only_when_all_wait`]: the
/// candidate's code cannot excuse its own polling.
pub fn timeouts_may_end_waits(_: grader_probe::Key) {
    if shuttle::current::try_get_current_task().is_some() {
        clock(|c| c.timeouts_may_end_waits = true);
    }
}

/// For the checks of an exercise where a thread of the candidate's must wait for threads
/// the candidate starts itself (a dispatcher for its workers' "ready"): in the current
/// explored execution, every thread the candidate's code spawns from now on begins `by`
/// later on the virtual clock, as if the machine were slow to start it. Meanwhile the
/// thread that must wait is the only one that could run: one that waits lets the clock
/// move on, one that keeps trying runs into the step bound. Nothing on real threads.
/// Takes the kit's key, as [`timers_fire_only_when_all_wait`].
pub fn threads_start_late(_: grader_probe::Key, by: Duration) {
    if shuttle::current::try_get_current_task().is_some() {
        clock(|c| c.late_start = by);
    }
}

/// When a thread of the candidate's spawned now begins, if later than at once
/// ([`threads_start_late`]; explorer only).
pub(crate) fn late_start() -> Option<Duration> {
    clock(|c| (!c.late_start.is_zero()).then(|| c.now.saturating_add(c.late_start)))
}

/// Parks the calling thread until the virtual clock reaches `at`, as a sleep that nobody
/// sees: a late start ([`late_start`]), not the candidate's own.
pub(crate) fn begin_at(at: Duration) {
    while park_until(at, Park::Sleep, || false) == Woke::Woken {}
}

/// For the explorer's own scheduler, called as an execution is set up (after [`Timed`]
/// has reset the clock): in the execution about to run, the clock moves only when every
/// thread waits. The explorer runs the first execution of each search so, as on a machine
/// where no thread is ever slow, so that what some execution must show (tasks side by
/// side) is shown by one where nothing was slow, if the code allows it at all.
/// Takes the kit's key, as [`timers_fire_only_when_all_wait`].
pub fn next_execution_waits_for_all(_: grader_probe::Key) {
    clock(|c| c.only_when_all_wait = true);
}

/// Whether `task` is parked with a deadline the clock has not reached: choosing it moves
/// the clock (the shrinker's own choices prefer threads that can run).
pub fn is_ahead(task: TaskId) -> bool {
    clock(|c| c.parked.iter().any(|&(t, d, _)| t == task && d > c.now))
}

/// The virtual time now (explorer only), without a scheduling point.
pub(crate) fn now_in_execution() -> Duration {
    clock(|c| c.now)
}

/// Lets the scheduler choose a task parked by [`park_until`] before its deadline, to look
/// whether it was woken; nothing if it is not parked.
pub(crate) fn unpark(task: TaskId) {
    clock(|c| c.parked.retain(|(t, _, _)| *t != task));
}

/// The tasks `runnable` the scheduler may choose now: all but the parked ones whose
/// deadline has not come. If only those are left, the clock first jumps to the earliest
/// of their deadlines (a rescue, if each of them waits for another thread's action).
/// Otherwise, the parked tasks whose deadline is the next one come last (a depth-first
/// search tries the jump after every thread that can run): choosing one is the clock
/// jumping to it, which [`jump_for`] does.
fn choosable<'a>(runnable: &[&'a Task]) -> Option<Vec<&'a Task>> {
    clock(|c| {
        c.rescue = false;
        if c.parked.is_empty() {
            return None;
        }
        let parked = &c.parked;
        let entry = |task: &Task| parked.iter().find(|(t, _, _)| *t == task.id());
        let deadline = |task: &Task| entry(task).map(|&(_, d, _)| d);
        let mut now = c.now;
        let mut rescue = false;
        if runnable.iter().all(|t| deadline(t).is_some_and(|d| d > now)) {
            now = runnable.iter().filter_map(|t| deadline(t)).min()?;
            // No thread can run, and none waits for the clock alone: only a timeout moves
            // the program on. A sleep pending is work still under way, whose end may be
            // what the timed waits wait for.
            rescue = !c.timeouts_may_end_waits && runnable.iter().all(|t| entry(t).is_some_and(|e| e.2 == Kind::Wait));
        }
        let mut due: Vec<&Task> = runnable
            .iter()
            .copied()
            .filter(|t| deadline(t).is_none_or(|d| d <= now))
            .collect();
        if !c.only_when_all_wait
            && let Some(next) = runnable.iter().filter_map(|t| deadline(t)).filter(|&d| d > now).min()
        {
            due.extend(runnable.iter().copied().filter(|t| deadline(t) == Some(next)));
        }
        c.now = now;
        c.rescue = rescue;
        Some(due)
    })
}

/// `chosen` was picked among `choosable`: if its deadline is ahead of the clock, the clock
/// jumps there (the threads that could have run were slow).
fn jump_for(chosen: TaskId) {
    clock(|c| {
        if let Some(&(_, to, _)) = c.parked.iter().find(|&&(t, d, _)| t == chosen && d > c.now) {
            c.now = to;
            c.early_jumps += 1;
        }
    })
}

/// Gives any shuttle scheduler the virtual clock: a new clock at 0 for each execution,
/// parked threads passed over until their deadline (or offered as the clock's jump to it),
/// and the clock moved to the earliest deadline when only parked threads are left. The
/// choices are the inner scheduler's, and the times follow from them: the same choices
/// give the same times.
pub struct Timed<S>(pub S);

impl<S: Scheduler> Scheduler for Timed<S> {
    fn new_execution(&mut self) -> Option<Schedule> {
        clock(|c| *c = Clock::default());
        self.0.new_execution()
    }

    fn next_task(&mut self, runnable: &[&Task], current: Option<TaskId>, is_yielding: bool) -> Option<TaskId> {
        match choosable(runnable) {
            Some(choosable) => {
                let chosen = self.0.next_task(&choosable, current, is_yielding)?;
                jump_for(chosen);
                Some(chosen)
            }
            None => self.0.next_task(runnable, current, is_yielding),
        }
    }

    fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }
}
