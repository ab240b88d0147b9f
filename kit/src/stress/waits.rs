//! What the explored checks judge, measured on real threads where it can be measured
//! robustly on a loaded, shared machine, so that a program that behaves well only where
//! it can tell it is explored (the virtual clock, read twice around a loop, gives the same
//! time) gains nothing by it:
//!
//! - **a thread that must wait does nothing** ([`let_them_wait`]): main sleeps while the
//!   threads it started must all be waiting, and the kit reads the process's CPU clock
//!   around that sleep (less main's and the kit's own threads') and conveyor's count of
//!   operations. A blocked thread accrues no CPU time and makes no operation at all,
//!   however loaded the machine; a spinning one accrues its share of a core, and one that
//!   yields every turn still gets turns. The limits are far from both ([`WAITING_CPU`],
//!   [`WAITING_OPS`]). One that naps in a sleep and looks again uses neither (a nap longer
//!   than the measurement makes no operation in it): the real threads' record shows it
//!   inside a sleep, where a waiting thread never is.
//! - **tasks that should overlap do** ([`expect_side_by_side`]): from the calls and sleeps
//!   recorded on real threads, in the order they happened, at least two tasks in flight at
//!   once. Sleeping tasks overlap whatever the load; a pool used one task at a time never
//!   does.
//!
//! Capacity needs nothing here: the scenarios' `Occupancy` counts on real threads too, and
//! [`let_them_wait`] gives a put that does not wait the time to return.

use super::cpu;
use super::phase::{in_once, watcher};
use super::settle::{REAL_SETTLE_AT_MOST, SETTLE_AT_MOST, naps_since, polled_while_settling, settle};
use crate::class::Class;
use crate::in_flight::InFlight;
use crate::oracle::fail;
use std::time::Duration;

/// How long main then sleeps, measuring, while the threads it started must be waiting.
pub const WAITING_TIME: Duration = Duration::from_millis(150);

/// The most CPU time the program's threads may use together while every one of them must
/// wait for [`WAITING_TIME`]. A thread blocked in a wait uses none (the kernel does not run
/// it); a correct program spends nothing here, or, where a loaded machine started a thread
/// so late that it still reaches its wait, tens of microseconds. A thread that spins gets
/// its share of a core: 150 ms alone, 150 / n ms among n runnable threads per core, so
/// 10 ms is passed by a spin even with 15 busy threads on every core: a wide margin
/// either way, whatever the load. (A spin that yields every turn gets far less CPU on a
/// loaded machine: [`WAITING_OPS`] sees it.)
pub const WAITING_CPU: Duration = Duration::from_millis(10);

/// The most synchronisation operations (lock, atomics, yield, sleep, channel: conveyor
/// counts them on real threads as under the explorer) the program's threads may make
/// together while every one of them must wait for [`WAITING_TIME`]. A thread asleep in a
/// wait makes none (one that was started late, one or two as it goes to sleep). One that
/// tries again makes one or more per turn, and a loaded machine that gives it little CPU
/// still gives it turns: a thread that locks and yields in a loop made 400 000 operations
/// in 150 ms on a quiet machine of two cores, and 34 to 40 with four more spinning
/// threads on them (each turn waits for every other runnable thread's slice). The CPU
/// alone would miss that one, since each turn costs microseconds.
pub const WAITING_OPS: u64 = 10;

/// Fewest tasks that take time for one at a time to fail on real threads at once. With N ≥ 2
/// workers, a correct pool runs none of them beside another only if every hand-off to a
/// free worker is late by a whole task (50 ms): with two or three tasks a loaded machine
/// could do that once (so it must come in every run), with four it does not.
const SIDE_BY_SIDE_TASKS: usize = 4;

/// What a thread did in a call it had to wait in, under the explorer: its
/// synchronisation operations, and the virtual time that passed. On real threads both are
/// zero ([`let_them_wait`] judges there).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Waited {
    pub ops: u64,
    pub time: Duration,
}

/// Runs `call` on this thread and what it did while it ran.
pub fn while_waiting<R>(call: impl FnOnce() -> R) -> (R, Waited) {
    let (ops, at) = (
        crate::probe::ops_of_current_task(),
        conveyor::time::virtual_now(crate::probe::KEY),
    );
    let result = call();
    let waited = Waited {
        ops: crate::probe::ops_of_current_task().saturating_sub(ops),
        time: conveyor::time::virtual_now(crate::probe::KEY)
            .zip(at)
            .map(|(end, start)| end - start)
            .unwrap_or_default(),
    };
    (result, waited)
}

impl Waited {
    /// Whether the thread kept trying instead of sleeping: more operations than `patient`
    /// (into its wait and out) and than the real threads' rate allows for the time that
    /// passed ([`WAITING_OPS`] in [`WAITING_TIME`]). A wait with a timeout as a safety net
    /// wakes now and then and looks again, and the explorer may let every timeout run out
    /// early: that is time passing, no spinning. A thread that spins makes its operations
    /// while no time passes.
    pub fn busy(&self, patient: u64) -> bool {
        let allowed = self.time.as_micros() * u128::from(WAITING_OPS) / WAITING_TIME.as_micros();
        u128::from(self.ops) > u128::from(patient) + allowed
    }
}

/// Lets the threads started so far reach the wait they must be in (`call`, as the
/// scenario records it: `take()`), and judges that they wait without trying again and
/// again: on real threads in the checks' last phase, main sleeps [`SETTLE_TIME`] (and
/// more while a thread is still in a sleep of its own, up to [`REAL_SETTLE_AT_MOST`]), then
/// [`WAITING_TIME`], and if the program's threads used more than [`WAITING_CPU`] or made
/// more than [`WAITING_OPS`] operations in the second, they were busy waiting; if any of
/// them was inside conveyor's sleep in it, they polled with naps. Under the
/// explorer (which counts a waiting thread's operations itself) and in the benchmark,
/// nothing. Where the CPU clocks cannot be read (not Linux), only the operations count.
pub fn let_them_wait(call: &str) {
    if !in_once() || conveyor::time::virtual_now(crate::probe::KEY).is_some() {
        return;
    }
    // std's sleep, not conveyor's: main's own wait is neither an operation nor recorded.
    // First the threads reach their wait (a loaded machine may start them late); then
    // nothing of a correct program runs at all.
    let (settled, looked_again) = settle(
        REAL_SETTLE_AT_MOST,
        crate::probe::real_events_so_far,
        std::thread::sleep,
    );
    polled_while_settling("real-threads-naps", call, looked_again, settled);
    let (before, ops_before) = (others(), crate::probe::real_ops());
    let events_before = crate::probe::real_events_so_far().len();
    std::thread::sleep(WAITING_TIME);
    let ops = crate::probe::real_ops().saturating_sub(ops_before);
    let naps = naps_since(&crate::probe::real_events_so_far(), events_before);
    let used = match (before, others()) {
        (Some(before), Some(after)) => after.saturating_sub(before),
        _ => Duration::ZERO,
    };
    if used > WAITING_CPU || ops > WAITING_OPS {
        fail(
            Class::BusyWait,
            "real-threads-busy-wait",
            crate::args!(
                "call" => call,
                // Whole milliseconds: a figure, not a measurement to the microsecond.
                "cpu" => conveyor::time::millis(Duration::from_millis(used.as_millis() as u64)),
                "waited" => conveyor::time::millis(WAITING_TIME),
                "ops" => ops,
            ),
        );
    }
    if naps > 0 {
        fail(
            Class::BusyWait,
            "real-threads-naps",
            crate::args!(
                "call" => call,
                "naps" => naps,
                "waited" => conveyor::time::millis(WAITING_TIME),
            ),
        );
    }
}

/// How long main stays away on the virtual clock, after [`SETTLE_TIME`], while the threads
/// it started must wait ([`away_while_they_wait`]).
pub const AWAY_TIME: Duration = Duration::from_secs(1);

/// Main goes away while every thread the scenario started so far must wait (`call`, as
/// the scenario records it: `front()`, `take()`), as a partner that is slow: the packers
/// that are busy elsewhere while the front waits for room, the front that has nothing
/// for the packers. Under the explorer main sleeps on the virtual clock, unseen (a note
/// in the timeline says so), and from now on in the execution the clock moves only when
/// every thread waits: first [`SETTLE_TIME`] for the threads to reach their wait (again
/// and again, up to [`SETTLE_AT_MOST`], while one is still in a sleep of its own), then
/// [`AWAY_TIME`]. A thread that waits in a wait lets the clock move on; one that keeps
/// trying is the only thread that can run and runs into the step bound (the check's
/// `on_step_limit`, `busy-wait` by default); one that naps and looks again is seen inside
/// a sleep in the second part (`busy-wait`, `naps-while-waiting`), as on real threads. On
/// real threads, [`let_them_wait`].
pub fn away_while_they_wait(call: &str) {
    if conveyor::time::virtual_now(crate::probe::KEY).is_none() {
        let_them_wait(call);
        return;
    }
    conveyor::time::timers_fire_only_when_all_wait(crate::probe::KEY);
    let (settled, looked_again) = settle(SETTLE_AT_MOST, crate::probe::events_so_far, |time| {
        crate::probe::quietly(|| conveyor::thread::sleep(time))
    });
    polled_while_settling("naps-while-waiting", call, looked_again, settled);
    crate::trace::note(
        "note-away",
        crate::args!("call" => call, "time" => conveyor::time::millis(AWAY_TIME)),
    );
    let from = crate::probe::events_so_far().len();
    crate::probe::quietly(|| conveyor::thread::sleep(AWAY_TIME));
    let naps = naps_since(&crate::probe::events_so_far(), from);
    if naps > 0 {
        fail(
            Class::BusyWait,
            "naps-while-waiting",
            crate::args!(
                "call" => call,
                "naps" => naps,
                "waited" => conveyor::time::millis(AWAY_TIME),
            ),
        );
    }
}

/// The CPU time of the program's threads so far: the process's, less the calling
/// thread's (main, which only sleeps here) and the kit's watcher's.
fn others() -> Option<Duration> {
    let all = cpu::process()?;
    let me = cpu::mine()?;
    let watcher = watcher().and_then(cpu::read).unwrap_or_default();
    Some(all.saturating_sub(me).saturating_sub(watcher))
}

/// On real threads in the checks' last phase: `tasks` tasks that take time, given to a
/// pool that should run `want` of them at once, must have had `want` in flight at once
/// (begun, not finished), as `flight` read them from the real threads' record; else
/// `not-concurrent` with `args` (the scenario) and `tasks`, `most` and `begun` (the tasks
/// seen to begin): with the catalog message `key` where at most one was, else with
/// `real-threads-too-few-at-once` and `want`.
/// One at a time holds on any machine: a correct pool runs none beside another only if
/// every hand-off to a free worker is late by a whole task. Fewer than `want` but more
/// than one a loaded machine can cause now and then (one worker late by a task), so that
/// failure counts only where it comes in every run ([`super::once`]). A pool that uses two
/// of its four workers where it is not explored fails so. With fewer tasks than
/// [`SIDE_BY_SIDE_TASKS`] one at a time counts only in every run too: a pool that runs two
/// or three photos one at a time where it is not explored (a red team's, 2026-12-07) is as
/// wrong as one that does so with four. Nothing where `want` is below 2.
pub(crate) fn expect_side_by_side(key: &str, flight: &InFlight, want: usize, tasks: usize, mut args: crate::Args) {
    if !in_once() || want < 2 || tasks < 2 || flight.most >= want {
        return;
    }
    args.insert("tasks".into(), tasks.to_string());
    args.insert("most".into(), flight.most.to_string());
    args.insert("begun".into(), flight.tasks.to_string());
    if tasks < SIDE_BY_SIDE_TASKS {
        super::phase::late_by_load();
    }
    if flight.most >= 2 {
        args.insert("want".into(), want.to_string());
        args.insert("runs".into(), super::late::LATE_RUNS.to_string());
        super::phase::late_by_load();
        fail(Class::NotConcurrent, "real-threads-too-few-at-once", args);
    }
    fail(Class::NotConcurrent, key, args);
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    #[test]
    fn outside_the_real_thread_phase_nothing_waits() {
        let _alone = super::super::phase::one_phase_at_a_time();
        let start = std::time::Instant::now();
        let_them_wait("take()");
        assert!(start.elapsed() < WAITING_TIME);
    }
}

#[cfg(test)]
mod patience {
    use super::Waited;
    use std::time::Duration;

    #[test]
    fn a_wait_that_times_out_now_and_then_is_patient_and_one_that_spins_is_not() {
        let spins = Waited {
            ops: 40,
            time: Duration::ZERO,
        };
        assert!(spins.busy(8));
        // Nine timeouts of 100 ms, each a lock, a look and a wait again.
        let safety_net = Waited {
            ops: 27,
            time: Duration::from_millis(900),
        };
        assert!(!safety_net.busy(8));
        // A timeout of 1 ms: as many operations in as much time as a spin would make there.
        let polls = Waited {
            ops: 600,
            time: Duration::from_millis(300),
        };
        assert!(polls.busy(8));
    }
}
