//! Which call a wait nobody notified blames: a call of another thread that ran to its end
//! and changed what the waiter waits for, or should have, without a notify. What a thread
//! waits for on a condvar is guarded by the lock it waits with, so only a call that held
//! that lock (the holds of locks say so) can have changed it: a call that only waited for
//! others (a scenario's `join()`) never could. Where the holds do not tell (a lock of code
//! the course gives), any call of the exercise's.

use super::events::{Event, Kind, NOTIFY_ALL, NOTIFY_ONE, is_sync_step, open_call_indices, outer_call_at};
use super::lost_update::Hold;
use serde::{Deserialize, Serialize};

/// A call of another thread that a cause blames: the thread and the call as recorded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Culprit {
    pub thread: String,
    pub call: String,
    /// The event that ties it to the cause: the notify it made, or its return.
    #[serde(default)]
    pub at: usize,
}

/// The call to blame for `thread`'s wait at event `wait`: the last that took its lock since
/// the wait began (what it waits for is as that call left it), else, where none ran since,
/// the last before the wait (it left nothing to find).
pub(super) fn of_wait(events: &[Event], holds: &[Hold], thread: &str, wait: usize) -> Option<Culprit> {
    let lock = lock_waited_with(holds, thread, wait);
    let changed = |c: &Culprit| lock.is_none_or(|lock| held_in(events, holds, c, lock));
    let finished = |j: usize| finished_at(events, thread, j).filter(changed);
    (wait + 1..events.len())
        .rev()
        .find_map(finished)
        .or_else(|| (0..wait).rev().find_map(finished))
}

/// The lock `thread` held as it began the wait at event `wait`: its hold around the wait.
fn lock_waited_with(holds: &[Hold], thread: &str, wait: usize) -> Option<usize> {
    holds
        .iter()
        .find(|h| h.thread == thread && h.from <= wait && h.to.is_none_or(|to| to > wait))
        .map(|h| h.lock)
}

/// Whether the call `culprit` ends took `lock` while it ran (whether it wrote or not: the
/// call that should have changed the state and did not is as much to blame).
fn held_in(events: &[Event], holds: &[Hold], culprit: &Culprit, lock: usize) -> bool {
    let Some((begin, _)) = outer_call_at(events, &culprit.thread, culprit.at) else {
        return false;
    };
    holds
        .iter()
        .any(|h| h.thread == culprit.thread && h.lock == lock && h.from > begin && h.from <= culprit.at)
}

/// A notify on a condvar that `which` accepts, made inside the call `culprit` ends.
pub(super) fn notify_in_call(
    events: &[Event],
    culprit: &Culprit,
    which: impl Fn(Option<usize>) -> bool,
) -> Option<usize> {
    let (begin, _) = outer_call_at(events, &culprit.thread, culprit.at)?;
    (begin..culprit.at).find(|&i| {
        let e = &events[i];
        e.thread == culprit.thread
            && e.kind == Kind::Call
            && (e.what == NOTIFY_ONE || e.what == NOTIFY_ALL)
            && which(e.object)
    })
}

/// The call of the exercise's API that event `j` ends, if it is an outermost call of a
/// thread other than `thread`.
fn finished_at(events: &[Event], thread: &str, j: usize) -> Option<Culprit> {
    let e = &events[j];
    if e.thread == thread || e.kind != Kind::Return || is_sync_step(&e.what) {
        return None;
    }
    // Outermost: no call of this thread was open around it.
    let (at, call) = outer_call_at(events, &e.thread, j)?;
    let outermost = open_call_indices(&events[..=j])
        .iter()
        .all(|&i| events[i].thread != e.thread);
    (outermost && events[at].what == e.what).then(|| Culprit {
        thread: e.thread.clone(),
        call,
        at: j,
    })
}
