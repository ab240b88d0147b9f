//! A thread woken for what is not there, made to happen on real threads.
//!
//! A thread woken from its wait (a put woken by a take, a take woken by a put) may find
//! that another thread was faster and took the room or the item it was woken for, and a
//! wait may return with no notify at all (a spurious wake-up, which std allows any wait):
//! it must look again (`while`, not `if`). The explorer finds a wait that does not in
//! small scenarios. Code that can tell it is explored (its clock stands still around a
//! busy loop) can look again there and not on real threads, where the race lasts
//! microseconds and a scenario run once rarely meets it. So it is made to happen, round
//! after round, while every condvar wait wakes spuriously now and then (conveyor does
//! that when the kit asks, `grader_probe::SPURIOUS_AFTER`):
//!
//! 1. main makes the waiter's call wait: it fills the structure (`prefill` calls of the
//!    waiter's kind) or leaves it empty;
//! 2. the waiter (a scenario thread) makes that call, and main lets it be woken spuriously
//!    while nothing changed (conveyor counts the threads inside a condvar wait, and the
//!    waits that returned): a waiter that does not look again goes on there and then, a
//!    put into the full structure, a take from the empty one;
//! 3. main frees it (`frees`: a take, or a put), which wakes the waiter, and at once makes
//!    the waiter's call itself: where main is first (it is running, the woken waiter has
//!    still to be scheduled), a waiter that looks again only after a wake-up it can tell
//!    is spurious goes on with what main took;
//! 4. whoever was not first is let through (the other frees once more), and main frees
//!    what is left, so that every round ends as it began.
//!
//! The verdict is the scenario's own oracles, on what the calls did (`Occupancy`, every
//! item once, a panic right after a wait): never a time or a count of rounds. The counts
//! and the clock here only pace the rounds, and every step that waits for one has a way
//! on without it, so a correct program passes whatever wakes it and whoever wins each
//! race, on any machine. A wait behind an `if` goes on at the first spurious wake-up, in
//! the first round, however loaded the machine.

use crate::scenario::spawn;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// The most rounds of a scenario: a round takes a fraction of a millisecond.
const ROUNDS: usize = 200;

/// Rounds begin only within this much of the scenario's start: on a machine so loaded
/// that rounds take milliseconds, fewer of them, and the real-thread part of a check
/// stays well under a second.
const BUDGET: Duration = Duration::from_millis(200);

/// The most one step of a round waits for a thread to reach its wait, or to come back to
/// it, before it goes on without: a correct program passes either way, only the race is
/// lost for that round.
const PATIENCE: Duration = Duration::from_millis(5);

/// Spinning longer than this, a thread that waits for the other naps between looks.
const SPIN: Duration = Duration::from_millis(1);

/// No more rounds: what `go` says at the end.
const STOP: usize = usize::MAX;

/// What main and the waiter tell each other, round by round (plain std atomics: the
/// kit's pacing, nothing of the program's).
#[derive(Default)]
struct Rounds {
    /// The round the waiter may begin, or [`STOP`].
    go: AtomicUsize,
    /// The last round in which the waiter's call returned.
    returned: AtomicUsize,
    /// The last round the waiter finished: its call returned, and it freed main's call
    /// where that had to wait.
    done: AtomicUsize,
    /// The last round in which main's own call (as the waiter's) returned.
    main_returned: AtomicUsize,
    /// How often the waiter freed main's call.
    freed_main: AtomicUsize,
    /// The waiter's thread has ended (returned, or panicked in the program's code).
    gone: AtomicBool,
}

/// Sets [`Rounds::gone`] however the waiter's thread ends, a panic included.
struct Gone(Arc<Rounds>);

impl Drop for Gone {
    fn drop(&mut self) {
        self.0.gone.store(true, Ordering::SeqCst);
    }
}

/// Spurious wake-ups of every condvar wait while the rounds last, however they end.
struct Spurious;

impl Spurious {
    fn wake_ups() -> Spurious {
        crate::probe::real_spurious_wakeups(true);
        Spurious
    }
}

impl Drop for Spurious {
    fn drop(&mut self) {
        crate::probe::real_spurious_wakeups(false);
    }
}

/// Tells the waiter that no more rounds come, however main's part ends.
struct Stop(Arc<Rounds>);

impl Drop for Stop {
    fn drop(&mut self) {
        self.0.go.store(STOP, Ordering::SeqCst);
    }
}

/// On real threads, rounds of a thread named `waiter` woken for what main takes first
/// (the module's steps): `waits` is the call that must wait while the structure is full
/// (a put, `prefill` = the capacity) or empty (a take, `prefill` = 0), `frees` the call
/// that lets it go on. Each records what its call did for the scenario's oracles, which
/// judge afterwards. Returns when the rounds are over; a panic of the waiter's (a take
/// that went on with nothing) is the scenario's.
pub fn overtaken<W, F>(waiter: &str, prefill: usize, waits: W, frees: F)
where
    W: Fn() + Send + Sync + 'static,
    F: Fn() + Send + Sync + 'static,
{
    // Main and the waiter race round after round: their CPU time is the rounds'.
    super::phase::busy_by_design();
    let (waits, frees) = (Arc::new(waits), Arc::new(frees));
    let rounds = Arc::new(Rounds::default());
    let _spurious = Spurious::wake_ups();
    let handle = {
        let (waits, frees, rounds) = (waits.clone(), frees.clone(), rounds.clone());
        spawn(waiter, move || wait_in_rounds(&rounds, &*waits, &*frees))
    };
    {
        let _stop = Stop(rounds.clone());
        let start = Instant::now();
        for round in 1..=ROUNDS {
            if start.elapsed() >= BUDGET || !main_round(&rounds, round, prefill, &*waits, &*frees) {
                break;
            }
        }
    }
    crate::scenario::join_all(vec![handle]);
}

/// The waiter's part: each round its call, then main's freed if main's call waits for
/// what the waiter's took.
fn wait_in_rounds(rounds: &Arc<Rounds>, waits: &dyn Fn(), frees: &dyn Fn()) {
    let _gone = Gone(rounds.clone());
    for round in 1.. {
        until(None, || rounds.go.load(Ordering::SeqCst) >= round);
        if rounds.go.load(Ordering::SeqCst) == STOP {
            return;
        }
        waits();
        rounds.returned.store(round, Ordering::SeqCst);
        // Main's call was second and waits (no other thread is here to be in a wait), or
        // main was too slow to make it yet: either way the waiter lets it through.
        until(Some(PATIENCE), || {
            rounds.main_returned.load(Ordering::SeqCst) >= round || crate::probe::real_waits().0 > 0
        });
        if rounds.main_returned.load(Ordering::SeqCst) < round {
            rounds.freed_main.fetch_add(1, Ordering::SeqCst);
            frees();
        }
        rounds.done.store(round, Ordering::SeqCst);
    }
}

/// Main's part of one round; false once the waiter's thread has ended.
fn main_round(rounds: &Rounds, round: usize, prefill: usize, waits: &dyn Fn(), frees: &dyn Fn()) -> bool {
    let gone = || rounds.gone.load(Ordering::SeqCst);
    let returned = || rounds.returned.load(Ordering::SeqCst) >= round;
    for _ in 0..prefill {
        waits();
    }
    let freed_before = rounds.freed_main.load(Ordering::SeqCst);
    let woken_before = crate::probe::real_waits().1;
    rounds.go.store(round, Ordering::SeqCst);
    // The waiter woken spuriously while nothing changed, and back in its wait (or through:
    // its call did not wait, or went on from a wake-up without looking).
    until(Some(PATIENCE), || {
        let (waiting, woken) = crate::probe::real_waits();
        returned() || gone() || (woken > woken_before && waiting > 0)
    });
    let wakes = crate::probe::real_waits().1;
    frees();
    waits();
    rounds.main_returned.store(round, Ordering::SeqCst);
    // The waiter through, or woken and back in its wait: then it needs main to free it.
    until(Some(PATIENCE), || {
        let (waiting, woken) = crate::probe::real_waits();
        returned() || gone() || (woken > wakes && waiting > 0)
    });
    let mut freed = 1;
    if !returned() && !gone() {
        frees();
        freed += 1;
    }
    until(None, || rounds.done.load(Ordering::SeqCst) >= round || gone());
    if gone() {
        return false;
    }
    // Every call of the waiter's kind this round (main's prefill, the waiter's, main's
    // own) freed again, so that the next round begins as this one did.
    freed += rounds.freed_main.load(Ordering::SeqCst) - freed_before;
    for _ in freed..prefill + 2 {
        frees();
    }
    true
}

/// Waits until `ready`, at most `limit` (None: as long as it takes), spinning at first and
/// then napping, so that a thread that waits long does not keep a core busy.
fn until(limit: Option<Duration>, ready: impl Fn() -> bool) {
    let start = Instant::now();
    while !ready() {
        let waited = start.elapsed();
        if limit.is_some_and(|limit| waited >= limit) {
            return;
        }
        if waited < SPIN {
            std::thread::yield_now();
        } else {
            std::thread::sleep(Duration::from_micros(50));
        }
    }
}
