//! What the threads of a scenario did, at the level of the exercise (`put(3)`,
//! `take() → 3`): the raw material for saying where a thread was stuck and for
//! drawing the failing run. The events and what is read from them (which notify woke
//! whom, why threads wait for ever); the kit records them (`grader_kit::trace`).

use serde::{Deserialize, Serialize};

mod culprit;
mod events;
pub mod lost_update;

pub use culprit::Culprit;
pub use events::{
    CHANNEL_STEPS, Event, Kind, NOTIFY_ALL, NOTIFY_ONE, Place, WAIT, WAIT_TIMEOUT, is_sync_step, note_message,
    open_call_indices, open_calls, outer_call_at,
};

/// The note that ends a thread a panic ended (conveyor's probe writes it, the same text):
/// the grader's catalog key for the timeline's row.
pub const PANICKED: &str = "timeline-panicked";

/// A thread that a panic ended ([`PANICKED`], event `at`), and the outermost call it was
/// inside then, as the trace recorded it: a call of the check's (a task the check gave
/// the program, `work(0)`), or none where the panic was in the program's own code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Died {
    pub thread: String,
    pub at: usize,
    pub call: Option<String>,
}

/// The threads a panic ended, in the order they ended.
pub fn died(events: &[Event]) -> Vec<Died> {
    events
        .iter()
        .enumerate()
        .filter(|(_, e)| e.kind == Kind::Note && e.what == PANICKED)
        .map(|(at, e)| Died {
            thread: e.thread.clone(),
            at,
            call: open_call_indices(&events[..at])
                .into_iter()
                .map(|i| &events[i])
                .find(|c| c.thread == e.thread && !is_sync_step(&c.what))
                .map(|c| c.what.clone()),
        })
        .collect()
}

/// A `Condvar::wait()` that returned, and the notify that woke it (event indices).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wake {
    pub thread: String,
    /// The wait's call and return.
    pub wait: usize,
    pub woke_at: usize,
    /// The notify that woke it: the oldest one on the same condvar not yet used up.
    pub notify: Option<usize>,
}

/// Which notify woke which wait, condvar by condvar. A `notify_one` wakes one thread
/// that waits at that moment, a `notify_all` every one; the woken thread returns from
/// `wait` later, once it has the lock again, so each return is matched with the oldest
/// notify that was meant for a thread that waited then.
pub fn wakes(events: &[Event]) -> Vec<Wake> {
    // Waits begun and not returned: (thread, call index, condvar, notify meant for it).
    let mut waiting: Vec<(String, usize, Option<usize>, Option<usize>)> = Vec::new();
    let mut out = Vec::new();
    for (i, e) in events.iter().enumerate() {
        match (&e.kind, e.what.as_str()) {
            (Kind::Call, WAIT) => waiting.push((e.thread.clone(), i, e.object, None)),
            (Kind::Return, WAIT) => {
                if let Some(pos) = waiting.iter().position(|w| w.0 == e.thread && w.2 == e.object) {
                    let (thread, wait, _, notify) = waiting.remove(pos);
                    // A notify meant for another waiter, which this one took instead.
                    let notify = notify.or_else(|| {
                        let other = waiting.iter_mut().find(|w| w.2 == e.object && w.3.is_some())?;
                        other.3.take()
                    });
                    out.push(Wake {
                        thread,
                        wait,
                        woke_at: i,
                        notify,
                    });
                }
            }
            (Kind::Call, NOTIFY_ONE) => {
                if let Some(w) = waiting.iter_mut().find(|w| w.2 == e.object && w.3.is_none()) {
                    w.3 = Some(i);
                }
            }
            (Kind::Call, NOTIFY_ALL) => {
                for w in waiting.iter_mut().filter(|w| w.2 == e.object && w.3.is_none()) {
                    w.3 = Some(i);
                }
            }
            _ => {}
        }
    }
    out
}

/// Why the threads of a deadlock wait, as far as the trace tells, or why a woken thread
/// failed. Event indices; the grader turns them into the timeline's steps.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "cause", rename_all = "kebab-case")]
pub enum Cause {
    /// A `notify_one` woke a thread waiting for something else (a taker, where a putter
    /// waited on the same condvar), and the one it was needed for kept waiting. `culprit`:
    /// the call that made the notify.
    LostWakeUp {
        notify: usize,
        woken: String,
        woken_call: String,
        waiting: String,
        waiting_call: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        culprit: Option<Culprit>,
    },
    /// A `notify_one` woke one of several threads waiting for the same thing; the others
    /// were never woken. `culprit`: the call that made the notify. `changed_after`: where
    /// that call changed what they wait for only after its notify (the event its hold of
    /// the lock ended at), with no notify since: the woken thread looked too early.
    OnlyOneWoken {
        notify: usize,
        woken: String,
        waiting: String,
        waiting_call: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        culprit: Option<Culprit>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        changed_after: Option<usize>,
    },
    /// Nobody notified the condvar `thread` waits on since it began its last wait (`since`,
    /// the wait's event). `culprit`: the last call of another thread that ran to its end
    /// after that, without a notify on that condvar: what the thread waits for is as that
    /// call left it, if anything changed it. `other_notify`: a notify the culprit made on
    /// another condvar.
    ForgottenNotify {
        thread: String,
        call: String,
        since: usize,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        culprit: Option<Culprit>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        other_notify: Option<usize>,
    },
    /// `thread` was woken (`woke_at`, by `notify`), looked again and went back to waiting
    /// (`since`, its last wait), and nobody notified it since: the notify came, but what it
    /// waits for had not changed. `culprit`: the call that notified it.
    WokenUnchanged {
        thread: String,
        call: String,
        notify: Option<usize>,
        woke_at: usize,
        since: usize,
        culprit: Option<Culprit>,
    },
    /// A thread woke from `wait` and went on without looking again: `other` took what it
    /// was woken for, between the notify and its wake-up.
    NoRecheck {
        thread: String,
        call: String,
        notify: Option<usize>,
        woke_at: usize,
        other: Option<String>,
        other_call: Option<String>,
        other_at: Option<usize>,
    },
    /// Each of these threads holds a lock the next one waits for.
    LockCycle { links: Vec<LockLink> },
    /// `waiting` waits for a lock (at `wanted_at`) that `holder` keeps (taken at
    /// `taken_at`) while it waits for something else.
    LockHeld {
        waiting: String,
        holder: String,
        holder_call: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        wanted_at: Option<Place>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        taken_at: Option<Place>,
    },
    /// An update lost between two holds of one lock: `update.thread` let go of the lock
    /// and took it again in one call, and wrote then; in between, another thread changed
    /// what the lock guards. `waiting`: the thread nobody notified since its wait, which
    /// may wait for the change that was lost.
    LostUpdate {
        update: Box<lost_update::LostUpdate>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        waiting: Option<Waiting>,
    },
    /// Task `task` was handed out (`handed`: the call that handed it out, which returned)
    /// and no thread began it, while `idle` waited in no task and `busy` was inside
    /// `busy_call`: the task waits behind a busy worker while another has nothing to do.
    /// The call that handed it out is where the pool chose who takes it.
    QueuedWhileIdle {
        task: String,
        handed: Culprit,
        idle: String,
        busy: String,
        busy_call: String,
    },
    /// `thread` waits in a join (the event `since`) for `joined` to end, and `joined`
    /// waits forever in `joined_call`: for something no thread is left to do but `thread`,
    /// which would do it only after the join (the pills put after the packers are joined).
    JoinedWaits {
        thread: String,
        since: usize,
        joined: String,
        joined_call: String,
    },
}

/// How a join of the program's begins, as conveyor records it while the thread it joins
/// has not ended (`join(thread 1)`); a join that returned leaves no event.
pub const JOIN: &str = "join(";

/// A thread that waits, in which call, since which event (its last wait).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Waiting {
    pub thread: String,
    pub call: String,
    pub since: usize,
}

impl Cause {
    /// The call of another thread this cause blames, if it names one.
    pub fn culprit(&self) -> Option<&Culprit> {
        match self {
            Cause::ForgottenNotify { culprit, .. }
            | Cause::WokenUnchanged { culprit, .. }
            | Cause::LostWakeUp { culprit, .. }
            | Cause::OnlyOneWoken { culprit, .. } => culprit.as_ref(),
            Cause::QueuedWhileIdle { handed, .. } => Some(handed),
            _ => None,
        }
    }

    /// The call where the cause lies, as recorded, where it is not the call a thread is
    /// stuck in: the call it blames ([`Cause::culprit`]), the call that keeps a lock while
    /// it waits, the call that lost an update. The function to look at.
    pub fn blamed_call(&self) -> Option<&str> {
        match self {
            Cause::LockHeld { holder_call, .. } => holder_call.as_deref(),
            Cause::LostUpdate { update, .. } => Some(&update.call),
            _ => self.culprit().map(|c| c.call.as_str()),
        }
    }

    /// A cause in the student's synchronisation itself (a wake-up lost, a cycle of locks):
    /// a deadlock, whatever else the scenario was built to show. A wait nobody notified is
    /// not one of them: the trace cannot tell a notify forgotten from a state that never
    /// changed (a pool that frees a place only when a task ends, so its tasks never run
    /// side by side), and the scenario, which knows its phase, says what it means.
    pub fn is_deadlock(&self) -> bool {
        matches!(
            self,
            Cause::LostWakeUp { .. } | Cause::OnlyOneWoken { .. } | Cause::LockCycle { .. }
        )
    }
}

/// One thread of a cycle of locks: it holds lock `holds` (taken at `holds_at`) and waits
/// for lock `wants` (at `wants_at`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LockLink {
    pub thread: String,
    pub holds: usize,
    pub wants: usize,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub holds_at: Option<Place>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wants_at: Option<Place>,
}

/// The name of a call without its arguments and receiver, as the checks wrote the call
/// (the kit's `trace::call`): `put` for `queue.put(3)`, the function of the student's to
/// look at.
pub fn call_name(call: &str) -> &str {
    let head = call.split('(').next().unwrap_or(call);
    head.rsplit('.').next().unwrap_or(head)
}

/// A task that waits behind a busy worker while another has nothing to do, read from a
/// deadlock's events: the first task whose handing out (`handed`, a call such as `run(2)`,
/// returned) has no call `begun` with the same argument (`work(2)`) on any thread, while of
/// the threads in `stuck` one is inside a `begun` call and another is in none and never
/// handed a task out (a worker waiting for work). A thread that waits for a lock kept by a
/// thread inside a task (`lock_waits`: waiting, holder) is not waiting for work: a worker
/// that keeps the queue locked while it works is another bug, told by its lock.
pub fn queued_while_idle(
    events: &[Event],
    stuck: &[String],
    (handed, begun): (&str, &str),
    lock_waits: &[(String, String)],
) -> Option<Cause> {
    let argument = |what: &str, prefix: &str| {
        what.strip_prefix(prefix)
            .map(|rest| rest.trim_end_matches(')').to_string())
    };
    let open = open_call_indices(events);
    // The outermost task each stuck thread is inside, if any.
    let inside = |thread: &str| {
        open.iter()
            .map(|&i| &events[i])
            .find(|e| e.thread == thread && e.what.starts_with(begun))
    };
    let (busy, busy_call) = stuck
        .iter()
        .find_map(|t| inside(t).map(|e| (t.clone(), e.what.clone())))?;
    let hands_out = |thread: &str| events.iter().any(|e| e.thread == thread && e.what.starts_with(handed));
    let busy_threads: Vec<&String> = stuck.iter().filter(|t| inside(t).is_some()).collect();
    let idle = stuck.iter().find(|t| {
        inside(t).is_none()
            && !hands_out(t)
            && !lock_waits
                .iter()
                .any(|(waiting, holder)| waiting == *t && busy_threads.contains(&holder))
    })?;
    let (at, e, task) = events.iter().enumerate().find_map(|(at, e)| {
        let task = argument(&e.what, handed).filter(|_| e.kind == Kind::Return)?;
        let begun_somewhere = events
            .iter()
            .any(|b| b.kind == Kind::Call && argument(&b.what, begun).as_ref() == Some(&task));
        (!begun_somewhere).then_some((at, e, task))
    })?;
    Some(Cause::QueuedWhileIdle {
        task,
        handed: Culprit {
            thread: e.thread.clone(),
            call: e.what.clone(),
            at,
        },
        idle: idle.clone(),
        busy,
        busy_call,
    })
}

/// The outermost call `thread` was in at event `at`, as the culprit it makes.
fn culprit_at(events: &[Event], thread: &str, at: usize) -> Option<Culprit> {
    let (_, call) = outer_call_at(events, thread, at)?;
    Some(Culprit {
        thread: thread.to_string(),
        call,
        at,
    })
}

/// Why the threads in `stuck` wait forever, if their condvar steps tell, or the holds of
/// locks (`holds`, in the order they began) show an update lost in between.
pub fn deadlock_cause(events: &[Event], stuck: &[String], holds: &[lost_update::Hold]) -> Option<Cause> {
    let cause = condvar_cause(events, stuck, holds).or_else(|| joined_waits(events, stuck))?;
    // A wait nobody notified, where an update was lost: the notify may well be there,
    // behind a condition the lost update made false. The lost update is what to mend.
    if let Cause::ForgottenNotify {
        thread, call, since, ..
    } = &cause
        && let Some(update) = lost_update::find(events, holds)
    {
        return Some(Cause::LostUpdate {
            update: Box::new(update),
            waiting: Some(Waiting {
                thread: thread.clone(),
                call: call.clone(),
                since: *since,
            }),
        });
    }
    Some(cause)
}

/// A stuck thread inside a join of a thread that is stuck too, where the trace tells no
/// condvar's story: the joined thread waits in its call for what the joiner has not done.
fn joined_waits(events: &[Event], stuck: &[String]) -> Option<Cause> {
    open_call_indices(events).into_iter().find_map(|since| {
        let join = &events[since];
        let joined = join.what.strip_prefix(JOIN)?.strip_suffix(')')?;
        if joined.is_empty() || !stuck.contains(&join.thread) || !stuck.iter().any(|s| s == joined) {
            return None;
        }
        let (_, joined_call) = outer_call_at(events, joined, events.len())?;
        Some(Cause::JoinedWaits {
            thread: join.thread.clone(),
            since,
            joined: joined.to_string(),
            joined_call,
        })
    })
}

/// Why the threads in `stuck` wait forever, as their condvar steps tell; `holds` say which
/// calls changed what a thread waits for.
fn condvar_cause(events: &[Event], stuck: &[String], holds: &[lost_update::Hold]) -> Option<Cause> {
    let wakes = wakes(events);
    // Stuck threads whose innermost open call is a condvar wait: (thread, wait index, condvar).
    let open = open_call_indices(events);
    let mut waiting: Vec<(&str, usize)> = stuck
        .iter()
        .filter_map(|t| {
            let last = open.iter().rev().find(|&&i| events[i].thread == *t)?;
            // A timed wait too, where a timeout's rescue asks why its thread waited: a deadlock
            // never finds a thread in one, since it can still time out.
            let what = &events[*last].what;
            (what == WAIT || what.starts_with(WAIT_TIMEOUT)).then_some((t.as_str(), *last))
        })
        .collect();
    // The thread that has waited longest first: the others' waits often follow from its.
    waiting.sort_by_key(|&(_, wait)| wait);
    // A notify_one meant for a waiting thread of one kind that woke one of another kind.
    for &(thread, wait) in &waiting {
        let Some((_, call)) = outer_call_at(events, thread, events.len()) else {
            continue;
        };
        for wake in wakes.iter().filter(|w| w.notify.is_some_and(|n| n > wait)) {
            let notify = wake.notify.unwrap_or_default();
            if events[notify].what != NOTIFY_ONE || events[notify].object != events[wait].object {
                continue;
            }
            let woken_call = outer_call_at(events, &wake.thread, wake.woke_at)
                .map(|(_, c)| c)
                .unwrap_or_default();
            if call_name(&woken_call) != call_name(&call) && wake.thread != thread {
                return Some(Cause::LostWakeUp {
                    notify,
                    woken: wake.thread.clone(),
                    woken_call,
                    waiting: thread.to_string(),
                    waiting_call: call,
                    culprit: culprit_at(events, &events[notify].thread, notify),
                });
            }
        }
    }
    // Never notified since its last wait began: either it was never woken in this call, or
    // it was, looked again and found nothing changed. Or notified, by a notify_one that woke
    // one of several of the same kind, and the others wait on. The thread stuck longest in
    // its call first: a wait begun later (the next round of a barrier, a taker that waits
    // for what a putter left behind would have put) often only follows from it.
    let mut by_call = waiting.clone();
    let mut woke_its_own_kind: Option<Cause> = None;
    by_call.sort_by_key(|&(thread, wait)| outer_call_at(events, thread, events.len()).map_or(wait, |(i, _)| i));
    for &(thread, wait) in &by_call {
        let object = events[wait].object;
        let is_notify =
            |e: &Event| e.kind == Kind::Call && (e.what == NOTIFY_ONE || e.what == NOTIFY_ALL) && e.object == object;
        let outer = outer_call_at(events, thread, events.len());
        let call = outer.as_ref().map_or_else(|| WAIT.to_string(), |(_, c)| c.clone());
        if let Some(last_notify) = events[wait..].iter().rposition(is_notify).map(|i| i + wait) {
            if outer.is_some()
                && events[last_notify].what == NOTIFY_ONE
                && let Some(wake) = wakes
                    .iter()
                    .find(|w| w.notify == Some(last_notify) && w.thread != thread)
            {
                return Some(Cause::OnlyOneWoken {
                    notify: last_notify,
                    woken: wake.thread.clone(),
                    waiting: thread.to_string(),
                    waiting_call: call,
                    culprit: culprit_at(events, &events[last_notify].thread, last_notify),
                    changed_after: changed_after_notify(events, holds, last_notify),
                });
            }
            continue;
        }
        let began = outer.as_ref().map_or(0, |(i, _)| *i);
        let woken = wakes
            .iter()
            .rfind(|w| w.thread == thread && w.wait >= began && w.woke_at < wait);
        if let Some(woken) = woken {
            let culprit = woken.notify.and_then(|n| culprit_at(events, &events[n].thread, n));
            // A call that woke a thread in a call like its own (a put that woke a put) may
            // have meant another kind: if a thread of that kind waits un-notified on the
            // condvar that call should have notified, that is the story.
            let alike = culprit.as_ref().is_some_and(|c| call_name(&c.call) == call_name(&call));
            let cause = Cause::WokenUnchanged {
                thread: thread.to_string(),
                call,
                notify: woken.notify,
                woke_at: woken.woke_at,
                since: wait,
                culprit,
            };
            if alike {
                woke_its_own_kind.get_or_insert(cause);
                continue;
            }
            return Some(cause);
        }
        // A thread alone in its execution: nobody else could have changed what it waits
        // for, so "whoever changes it must notify" would point at no one. The wait itself
        // is the bug (a test for full or empty off by one), which the scenario's words say.
        if events.iter().all(|e| e.thread == thread) {
            continue;
        }
        let culprit = culprit::of_wait(events, holds, thread, wait);
        let other_notify = culprit
            .as_ref()
            .and_then(|c| culprit::notify_in_call(events, c, |o| o != object));
        if other_notify.is_none()
            && let Some(cause) = woke_its_own_kind
        {
            return Some(cause);
        }
        return Some(Cause::ForgottenNotify {
            thread: thread.to_string(),
            call,
            since: wait,
            culprit,
            other_notify,
        });
    }
    if woke_its_own_kind.is_some() {
        return woke_its_own_kind;
    }
    None
}

/// Where the thread that made the notify at `notify` changed what a lock guards later in
/// the same call, with no notify on that condvar after the change: it notified before it
/// changed anything, so whoever woke looked too early. The event its hold ended at.
fn changed_after_notify(events: &[Event], holds: &[lost_update::Hold], notify: usize) -> Option<usize> {
    let (thread, object) = (&events[notify].thread, events[notify].object);
    let (_, call) = outer_call_at(events, thread, notify)?;
    let end = events[notify..]
        .iter()
        .position(|e| e.thread == *thread && e.kind == Kind::Return && e.what == call)
        .map_or(events.len(), |i| i + notify);
    let change = holds
        .iter()
        .find(|h| h.thread == *thread && h.wrote && h.from > notify && h.from <= end)?;
    let notified_since = events[change.from - 1..end].iter().any(|e| {
        e.thread == *thread
            && e.kind == Kind::Call
            && (e.what == NOTIFY_ONE || e.what == NOTIFY_ALL)
            && e.object == object
    });
    (!notified_since).then_some(change.to.unwrap_or(change.from).min(events.len().saturating_sub(1)))
}

/// A thread that panicked right after its `wait` returned, inside the call it waited in:
/// it went on without looking again. Who else finished the same call meanwhile took what
/// it was woken for. Where nobody did, and the notify that woke it came before its
/// notifier changed what the lock guards (`holds`), or its notifier is still inside the
/// call that notified, it was woken too early (a semaphore signalled before the item is
/// in), and looking again in a loop would not have helped: None.
pub fn no_recheck_cause(events: &[Event], thread: &str, holds: &[lost_update::Hold]) -> Option<Cause> {
    let last = events.iter().rposition(|e| e.thread == thread)?;
    if events[last].kind != Kind::Return || events[last].what != WAIT {
        return None;
    }
    let (_, call) = outer_call_at(events, thread, events.len())?;
    let wake = wakes(events).into_iter().rfind(|w| w.woke_at == last)?;
    let from = wake.notify.unwrap_or(wake.wait);
    let other = events[from..last]
        .iter()
        .enumerate()
        .filter(|(_, e)| e.thread != thread && e.kind == Kind::Return && call_name(&e.what) == call_name(&call))
        .map(|(i, e)| (i + from, e))
        .next_back();
    if other.is_none() && notified_too_early(events, holds, &wake) {
        return None;
    }
    Some(Cause::NoRecheck {
        thread: thread.to_string(),
        call,
        notify: wake.notify,
        woke_at: last,
        other: other.map(|(_, e)| e.thread.clone()),
        other_call: other.map(|(_, e)| e.text()),
        other_at: other.map(|(i, _)| i),
    })
}

/// Whether the notify that woke `wake` came before its notifier changed what the lock
/// guards, or while the notifier was still inside the call that notified when the events
/// end (it had not made its change yet).
fn notified_too_early(events: &[Event], holds: &[lost_update::Hold], wake: &Wake) -> bool {
    wake.notify.is_some_and(|n| {
        changed_after_notify(events, holds, n).is_some()
            || outer_call_at(events, &events[n].thread, events.len()).is_some()
    })
}

/// Whether `thread`, whose last step is a `wait` that returned, was woken before what it
/// waits for was made, and nobody else took anything meanwhile: a panic right after is
/// the notifier's bug (a semaphore signalled before the item is in), not a wait that
/// should have looked again.
pub fn woken_too_early(events: &[Event], thread: &str, holds: &[lost_update::Hold]) -> bool {
    let Some(last) = events.iter().rposition(|e| e.thread == thread) else {
        return false;
    };
    if events[last].kind != Kind::Return || events[last].what != WAIT {
        return false;
    }
    wakes(events)
        .into_iter()
        .rfind(|w| w.woke_at == last)
        .is_some_and(|wake| {
            no_recheck_cause(events, thread, holds).is_none() && notified_too_early(events, holds, &wake)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(thread: &str, kind: Kind, what: &str, object: Option<usize>) -> Event {
        Event {
            object,
            ..Event::new(thread, kind, what)
        }
    }

    /// A semaphore of one permit: `a` holds it, `b` waits in `acquire()`; `a`'s
    /// `release()` notifies, then what the waiter does.
    fn semaphore(release_changes_nothing: bool) -> Vec<Event> {
        use Kind::{Call, Return};
        let mut events = vec![
            event("a", Call, "acquire()", None),
            event("a", Return, "acquire()", None),
            event("b", Call, "acquire()", None),
            event("b", Call, WAIT, Some(1)),
            event("a", Call, "release()", None),
            event("a", Call, NOTIFY_ONE, Some(1)),
            event("a", Return, NOTIFY_ONE, Some(1)),
        ];
        if release_changes_nothing {
            // The permit never given back: woken, b looks again and waits again.
            events.extend([
                event("a", Return, "release()", None),
                event("b", Return, WAIT, Some(1)),
                event("b", Call, WAIT, Some(1)),
            ]);
        } else {
            // Notified before the permit is back: b looks too early and waits again;
            // then release() gives the permit back and notifies nobody.
            events.extend([
                event("b", Return, WAIT, Some(1)),
                event("b", Call, WAIT, Some(1)),
                event("a", Return, "release()", None),
                event("a", Call, "release()", None),
                event("a", Return, "release()", None),
            ]);
        }
        events
    }

    /// Two takers wait; a put notifies before it pushes, under a lock it takes only after
    /// the notify: the one woken looks too early and waits again, the other is never woken.
    /// Told as a notify that came before the change, with the change's event; without that
    /// change after it, as a notify that woke only one.
    #[test]
    fn a_join_that_waits_for_a_thread_that_waits_is_the_story() {
        let events = vec![
            event("main", Kind::Call, "run(5 orders, 2, 2)", None),
            event("main", Kind::Call, "join(thread 1)", None),
            event("thread 1", Kind::Call, "queue.take()", None),
        ];
        let stuck = vec!["main".to_string(), "thread 1".to_string()];
        assert_eq!(
            deadlock_cause(&events, &stuck, &[]),
            Some(Cause::JoinedWaits {
                thread: "main".into(),
                since: 1,
                joined: "thread 1".into(),
                joined_call: "queue.take()".into(),
            })
        );
        // A joined thread that is not stuck, or the check's own join of no one: no story.
        assert_eq!(deadlock_cause(&events, &stuck[..1], &[]), None);
        let own = vec![event("main", Kind::Call, "join()", None), events[2].clone()];
        assert_eq!(deadlock_cause(&own, &stuck, &[]), None);
    }

    #[test]
    fn a_notify_before_the_change_is_told_as_such() {
        use Kind::{Call, Return};
        let events = vec![
            event("c1", Call, "take()", None),
            event("c1", Call, WAIT, Some(1)),
            event("c2", Call, "take()", None),
            event("c2", Call, WAIT, Some(1)),
            event("p", Call, "put(1)", None),
            event("p", Call, NOTIFY_ONE, Some(1)),
            event("p", Return, NOTIFY_ONE, Some(1)),
            event("c1", Return, WAIT, Some(1)),
            event("c1", Call, WAIT, Some(1)),
            event("p", Return, "put(1)", None),
        ];
        let push = lost_update::Hold {
            thread: "p".into(),
            lock: 1,
            place: None,
            from: 9,
            to: Some(9),
            wrote: true,
        };
        let stuck = ["c2".to_string()];
        let told = |holds: &[lost_update::Hold]| match deadlock_cause(&events, &stuck, holds) {
            Some(Cause::OnlyOneWoken {
                notify, changed_after, ..
            }) => (notify, changed_after),
            other => panic!("{other:?}"),
        };
        assert_eq!(told(std::slice::from_ref(&push)), (5, Some(9)));
        assert_eq!(told(&[]), (5, None));
        // A notify after the change too: the woken thread was told of it.
        let read_only = lost_update::Hold { wrote: false, ..push };
        assert_eq!(told(&[read_only]), (5, None));
    }

    #[test]
    fn a_woken_waiter_whose_state_never_changed_is_told_as_such_and_blames_the_notifier() {
        let events = semaphore(true);
        let cause = deadlock_cause(&events, &["b".to_string()], &[]).expect("a cause");
        let Cause::WokenUnchanged {
            thread,
            call,
            notify,
            woke_at,
            since,
            culprit,
        } = &cause
        else {
            panic!("{cause:?}");
        };
        assert_eq!((thread.as_str(), call.as_str()), ("b", "acquire()"));
        assert_eq!((*notify, *woke_at, *since), (Some(5), 8, 9));
        assert_eq!(cause.culprit(), culprit.as_ref());
        let culprit = culprit.as_ref().expect("the notifier");
        assert_eq!((culprit.thread.as_str(), culprit.call.as_str()), ("a", "release()"));
        assert!(
            !cause.is_deadlock(),
            "the scenario says what a state that never changes means"
        );
    }

    #[test]
    fn a_wait_nobody_notified_counts_from_the_last_wait_and_names_the_call_that_ran_since() {
        // b was never woken: its one wait began at event 3.
        use Kind::{Call, Return};
        let events = vec![
            event("a", Call, "acquire()", None),
            event("a", Return, "acquire()", None),
            event("b", Call, "acquire()", None),
            event("b", Call, WAIT, Some(1)),
            event("a", Call, "release()", None),
            event("a", Return, "release()", None),
        ];
        let cause = deadlock_cause(&events, &["b".to_string()], &[]).expect("a cause");
        let Cause::ForgottenNotify { since, culprit, .. } = &cause else {
            panic!("{cause:?}");
        };
        assert_eq!(*since, 3);
        let culprit = culprit.as_ref().expect("the call that ran since");
        assert_eq!((culprit.thread.as_str(), culprit.call.as_str()), ("a", "release()"));
        assert!(
            !cause.is_deadlock(),
            "the scenario says what a wait nobody notified means"
        );
    }

    #[test]
    fn notified_before_the_change_the_waiter_is_woken_unchanged_with_the_early_notify_to_blame() {
        let events = semaphore(false);
        let cause = deadlock_cause(&events, &["b".to_string()], &[]).expect("a cause");
        let Cause::WokenUnchanged {
            since, woke_at, notify, ..
        } = &cause
        else {
            panic!("{cause:?}");
        };
        assert_eq!((*notify, *woke_at, *since), (Some(5), 7, 8));
    }

    #[test]
    fn a_step_on_a_channel_is_never_the_call_to_blame() {
        // b waits and nobody notifies; meanwhile a only sent on a channel, outside any call
        // of the exercise's: that send changed nothing b waits for.
        use Kind::{Call, Return};
        let events = vec![
            event("b", Call, "acquire()", None),
            event("b", Call, WAIT, Some(1)),
            event("a", Call, "Sender::send()", Some(2)),
            event("a", Return, "Sender::send()", Some(2)),
        ];
        let cause = deadlock_cause(&events, &["b".to_string()], &[]).expect("a cause");
        let Cause::ForgottenNotify { culprit, .. } = &cause else {
            panic!("{cause:?}");
        };
        assert_eq!(culprit, &None);
        assert!(is_sync_step("Receiver::recv_timeout(10 ms)") && !is_sync_step("send_all()"));
    }

    #[test]
    fn a_wait_after_the_change_that_never_came_blames_the_call_that_ran_before_it() {
        // a's release() (which gave nothing back) ran to its end before b began to wait.
        use Kind::{Call, Return};
        let events = vec![
            event("a", Call, "acquire()", None),
            event("a", Return, "acquire()", None),
            event("a", Call, "release()", None),
            event("a", Return, "release()", None),
            event("b", Call, "acquire()", None),
            event("b", Call, WAIT, Some(1)),
        ];
        let cause = deadlock_cause(&events, &["b".to_string()], &[]).expect("a cause");
        let culprit = cause.culprit().expect("the call before the wait");
        assert_eq!((culprit.call.as_str(), culprit.at), ("release()", 3));
    }

    #[test]
    fn of_two_waiters_the_one_stuck_longest_in_its_call_is_explained() {
        // A barrier of two that waits for the count: p1 is woken by p2's notify_all in round
        // 1, but p2 has already counted itself into round 2; both wait for ever.
        use Kind::{Call, Return};
        let events = vec![
            event("p1", Call, "wait()", None),
            event("p1", Call, WAIT, Some(1)),
            event("p2", Call, "wait()", None),
            event("p2", Call, NOTIFY_ALL, Some(1)),
            event("p2", Return, NOTIFY_ALL, Some(1)),
            event("p2", Return, "wait()", None),
            event("p2", Call, "wait()", None),
            event("p2", Call, WAIT, Some(1)),
            event("p1", Return, WAIT, Some(1)),
            event("p1", Call, WAIT, Some(1)),
        ];
        let cause = deadlock_cause(&events, &["p1".to_string(), "p2".to_string()], &[]).expect("a cause");
        let Cause::WokenUnchanged { thread, culprit, .. } = &cause else {
            panic!("{cause:?}");
        };
        assert_eq!(thread, "p1");
        let culprit = culprit.as_ref().expect("the notifier");
        assert_eq!(
            (culprit.thread.as_str(), culprit.call.as_str(), culprit.at),
            ("p2", "wait()", 3)
        );
    }

    /// A readers–writer lock whose last reader forgets the writer: the writer waits on
    /// condvar 2 while a reader goes in and two leave; the last to leave notifies only
    /// condvar 1 (with `wrong_condvar`), or nobody.
    fn writer_forgotten(wrong_condvar: bool) -> Vec<Event> {
        use Kind::{Call, Return};
        let mut events = vec![
            event("r2", Call, "read_lock()", None),
            event("r2", Return, "read_lock()", None),
            event("w", Call, "write_lock()", None),
            event("w", Call, WAIT, Some(2)),
            event("r1", Call, "read_lock()", None),
            event("r1", Return, "read_lock()", None),
            event("r2", Call, "read_unlock()", None),
            event("r2", Return, "read_unlock()", None),
            event("r1", Call, "read_unlock()", None),
        ];
        if wrong_condvar {
            events.extend([
                event("r1", Call, NOTIFY_ALL, Some(1)),
                event("r1", Return, NOTIFY_ALL, Some(1)),
            ]);
        }
        events.push(event("r1", Return, "read_unlock()", None));
        events
    }

    #[test]
    fn a_wait_nobody_notified_blames_the_last_call_that_ran_since_not_the_first() {
        let events = writer_forgotten(false);
        let cause = deadlock_cause(&events, &["w".to_string()], &[]).expect("a cause");
        let Cause::ForgottenNotify {
            culprit, other_notify, ..
        } = &cause
        else {
            panic!("{cause:?}");
        };
        let culprit = culprit.as_ref().expect("the last call since the wait");
        assert_eq!(
            (culprit.thread.as_str(), culprit.call.as_str(), culprit.at),
            ("r1", "read_unlock()", 9)
        );
        assert_eq!(*other_notify, None);
        assert_eq!(cause.blamed_call(), Some("read_unlock()"));
    }

    #[test]
    fn a_wait_nobody_notified_blames_the_last_call_that_took_the_waiters_lock() {
        // After the last read_unlock(), main's join() of a reader returns: it took no lock
        // and changed nothing the writer waits for.
        let mut events = writer_forgotten(false);
        events.extend([
            event("main", Kind::Call, "join()", None),
            event("main", Kind::Return, "join()", None),
        ]);
        let hold = |thread: &str, from: usize, wrote: bool| lost_update::Hold {
            thread: thread.into(),
            lock: 1,
            place: None,
            from,
            to: Some(from + 1),
            wrote,
        };
        let holds = [
            hold("r2", 1, true),
            lost_update::Hold {
                to: None,
                ..hold("w", 3, false)
            },
            hold("r1", 5, true),
            hold("r2", 7, true),
            hold("r1", 9, true),
        ];
        let cause = deadlock_cause(&events, &["w".to_string()], &holds).expect("a cause");
        let culprit = cause.culprit().expect("the last call that took the lock");
        assert_eq!(
            (culprit.thread.as_str(), culprit.call.as_str()),
            ("r1", "read_unlock()")
        );
        // Without the holds, any call of the exercise's that ran last.
        let cause = deadlock_cause(&events, &["w".to_string()], &[]).expect("a cause");
        assert_eq!(cause.culprit().map(|c| c.call.as_str()), Some("join()"));
    }

    #[test]
    fn a_notify_on_another_condvar_is_named_beside_the_wait_nobody_notified() {
        let events = writer_forgotten(true);
        let cause = deadlock_cause(&events, &["w".to_string()], &[]).expect("a cause");
        let Cause::ForgottenNotify { other_notify, .. } = &cause else {
            panic!("{cause:?}");
        };
        assert_eq!(*other_notify, Some(9));
    }

    #[test]
    fn a_notify_one_that_woke_only_one_blames_the_call_that_made_it() {
        use Kind::{Call, Return};
        let events = vec![
            event("r1", Call, "read_lock()", None),
            event("r1", Call, WAIT, Some(1)),
            event("r2", Call, "read_lock()", None),
            event("r2", Call, WAIT, Some(1)),
            event("main", Call, "write_unlock()", None),
            event("main", Call, NOTIFY_ONE, Some(1)),
            event("main", Return, NOTIFY_ONE, Some(1)),
            event("main", Call, NOTIFY_ONE, Some(2)),
            event("main", Return, NOTIFY_ONE, Some(2)),
            event("main", Return, "write_unlock()", None),
            event("r1", Return, WAIT, Some(1)),
            event("r1", Return, "read_lock()", None),
        ];
        let cause = deadlock_cause(&events, &["r2".to_string()], &[]).expect("a cause");
        let Cause::OnlyOneWoken { notify, culprit, .. } = &cause else {
            panic!("{cause:?}");
        };
        assert_eq!(*notify, 5);
        let culprit = culprit.as_ref().expect("the notifier's call");
        assert_eq!(
            (culprit.thread.as_str(), culprit.call.as_str()),
            ("main", "write_unlock()")
        );
        assert_eq!(cause.blamed_call(), Some("write_unlock()"));
    }

    #[test]
    fn a_wait_nobody_notified_after_an_update_was_lost_is_told_as_the_lost_update() {
        // The writer waits; r1 reads the count, lets the lock go, r2 leaves whole, and r1
        // writes back the count it read: r2's leaving is lost, nobody reaches zero.
        use Kind::{Call, Return};
        let events = vec![
            event("w", Call, "write_lock()", None),
            event("w", Call, WAIT, Some(1)),
            event("r1", Call, "read_unlock()", None),
            event("r2", Call, "read_unlock()", None),
            event("r2", Return, "read_unlock()", None),
            event("r1", Return, "read_unlock()", None),
        ];
        let hold = |thread: &str, (from, to): (usize, usize), wrote: bool| lost_update::Hold {
            thread: thread.into(),
            lock: 1,
            place: None,
            from,
            to: Some(to),
            wrote,
        };
        let holds = [
            hold("w", (1, 2), false),
            hold("r1", (3, 3), false),
            hold("r2", (4, 4), false),
            hold("r2", (4, 4), true),
            hold("r1", (5, 5), true),
        ];
        let cause = deadlock_cause(&events, &["w".to_string()], &holds).expect("a cause");
        let Cause::LostUpdate { update, waiting } = &cause else {
            panic!("{cause:?}");
        };
        assert_eq!((update.thread.as_str(), update.other.as_str()), ("r1", "r2"));
        assert_eq!(waiting.as_ref().map(|w| (w.thread.as_str(), w.since)), Some(("w", 1)));
        assert_eq!(cause.blamed_call(), Some("read_unlock()"));
        // Without the holds, the same trace is a wait nobody notified.
        let cause = deadlock_cause(&events, &["w".to_string()], &[]).expect("a cause");
        assert!(matches!(cause, Cause::ForgottenNotify { .. }), "{cause:?}");
    }

    #[test]
    fn a_thread_alone_that_waits_blames_no_notify() {
        use Kind::{Call, Return};
        let events = vec![
            event("main", Call, "put(1)", None),
            event("main", Return, "put(1)", None),
            event("main", Call, "put(2)", None),
            event("main", Call, WAIT, Some(1)),
        ];
        assert_eq!(deadlock_cause(&events, &["main".to_string()], &[]), None);
        // With another thread in the execution, the same wait is one nobody notified.
        let mut events = events;
        events.insert(0, event("consumer", Call, "len()", None));
        events.insert(1, event("consumer", Return, "len()", None));
        let cause = deadlock_cause(&events, &["main".to_string()], &[]).expect("a cause");
        assert!(matches!(cause, Cause::ForgottenNotify { .. }), "{cause:?}");
    }

    /// A pool of two that deals tasks out in turn: worker 1 is stuck in task 0, task 2 was
    /// handed to it behind task 0, and worker 2, done with task 1, waits for work.
    fn dealt_in_turn() -> Vec<Event> {
        use Kind::{Call, Return};
        vec![
            event("main", Call, "run(0)", None),
            event("main", Return, "run(0)", None),
            event("main", Call, "run(1)", None),
            event("main", Return, "run(1)", None),
            event("worker 1", Call, "work(0)", None),
            event("main", Call, "run(2)", None),
            event("main", Return, "run(2)", None),
            event("worker 2", Call, "work(1)", None),
            event("worker 2", Return, "work(1)", None),
            event("main", Call, "wait() of task 0", None),
        ]
    }

    #[test]
    fn a_task_handed_out_and_never_begun_while_a_worker_waits_for_work_waits_behind_a_busy_one() {
        let stuck = ["main", "worker 1", "worker 2"].map(String::from);
        let cause = queued_while_idle(&dealt_in_turn(), &stuck, ("run(", "work("), &[]).expect("a cause");
        let Cause::QueuedWhileIdle {
            task,
            handed,
            idle,
            busy,
            busy_call,
        } = &cause
        else {
            panic!("{cause:?}");
        };
        assert_eq!(task, "2");
        assert_eq!(
            (handed.thread.as_str(), handed.call.as_str(), handed.at),
            ("main", "run(2)", 6)
        );
        assert_eq!(
            (idle.as_str(), busy.as_str(), busy_call.as_str()),
            ("worker 2", "worker 1", "work(0)")
        );
        assert_eq!(cause.culprit(), Some(handed));
        assert!(!cause.is_deadlock(), "the scenario says what it means");
    }

    #[test]
    fn a_worker_waiting_for_the_lock_a_working_one_keeps_is_not_waiting_for_work() {
        let stuck = ["main", "worker 1", "worker 2"].map(String::from);
        let held = [("worker 2".to_string(), "worker 1".to_string())];
        assert_eq!(
            queued_while_idle(&dealt_in_turn(), &stuck, ("run(", "work("), &held),
            None
        );
        // Nor is a worker that took every task handed out: nothing waits behind anyone.
        let mut events = dealt_in_turn();
        events.push(event("worker 2", Kind::Call, "work(2)", None));
        assert_eq!(queued_while_idle(&events, &stuck, ("run(", "work("), &[]), None);
        // Nor, with no worker inside a task, is anything behind a busy one.
        let mut events = dealt_in_turn();
        events.insert(5, event("worker 1", Kind::Return, "work(0)", None));
        assert_eq!(queued_while_idle(&events, &stuck, ("run(", "work("), &[]), None);
    }
}
