//! Who holds which of conveyor's locks, who waits for one, and each hold of a lock in the
//! order they happened (explorer only): what names a cycle of locks, a lock kept while its
//! holder waits for something else, and an update lost between two holds of one lock.
//! Nothing here is an event of the timeline; each piece names the place in the code where
//! the lock was taken, so that the grader can say which lock it is.

use crate::{NAMES, Place};
use std::sync::Mutex as StdMutex;

/// One task's locks: those it holds (with where it took each) and the one it waits for.
#[derive(Clone, Debug)]
struct LockState {
    task: usize,
    holds: Vec<(usize, Place)>,
    wants: Option<(usize, Place)>,
}

/// Locks by address, per task.
static LOCKS: StdMutex<Vec<LockState>> = StdMutex::new(Vec::new());

/// Every hold of a lock in this execution, in the order they began (one task runs at a
/// time under the explorer, so two holds of one lock never overlap in this list's order).
static SECTIONS: StdMutex<Vec<Hold>> = StdMutex::new(Vec::new());

/// One hold of a lock as recorded: the guard's life, from `lock()` to its drop.
#[derive(Clone, Debug)]
struct Hold {
    thread: String,
    lock: usize,
    place: Place,
    from: usize,
    to: Option<usize>,
    wrote: bool,
}

/// Forgets the last execution's locks.
pub(crate) fn forget() {
    LOCKS.lock().unwrap_or_else(|e| e.into_inner()).clear();
    SECTIONS.lock().unwrap_or_else(|e| e.into_inner()).clear();
}

fn with_lock_state(f: impl FnOnce(&mut LockState)) {
    let Some(task) = shuttle::current::try_get_current_task().map(usize::from) else {
        return;
    };
    let mut locks = LOCKS.lock().unwrap_or_else(|e| e.into_inner());
    let at = match locks.iter().position(|l| l.task == task) {
        Some(at) => at,
        None => {
            locks.push(LockState {
                task,
                holds: Vec::new(),
                wants: None,
            });
            locks.len() - 1
        }
    };
    f(&mut locks[at]);
}

/// The calling thread waits for `lock`, at `place`.
pub fn lock_wanted(lock: usize, place: Place) {
    with_lock_state(|s| s.wants = Some((lock, place)));
}

/// The calling thread holds `lock`, taken at `place`: again after a condvar's wait
/// (`again`), else a new hold, whose number is returned where the student's code took it
/// (not inside [`crate::quietly`]).
pub fn lock_taken(lock: usize, place: Place, again: bool) -> Option<usize> {
    with_lock_state(|s| {
        s.wants = None;
        s.holds.push((lock, place));
    });
    if again || crate::quiet_now() {
        return None;
    }
    let thread = crate::current_name().unwrap_or_else(|| "thread".to_string());
    let mut sections = SECTIONS.lock().unwrap_or_else(|e| e.into_inner());
    sections.push(Hold {
        thread,
        lock,
        place,
        from: crate::events_recorded(),
        to: None,
        wrote: false,
    });
    Some(sections.len() - 1)
}

/// The calling thread no longer holds `lock`: for a condvar's wait, which lets it go and
/// takes it again, or for good, ending hold `section`.
pub fn lock_released(lock: usize, section: Option<usize>) {
    with_lock_state(|s| {
        if let Some(at) = s.holds.iter().rposition(|l| l.0 == lock) {
            s.holds.remove(at);
        }
    });
    if let Some(section) = section {
        let to = crate::events_recorded();
        if let Some(hold) = SECTIONS.lock().unwrap_or_else(|e| e.into_inner()).get_mut(section) {
            hold.to = Some(to);
        }
    }
}

/// What hold `section` guards was written (the guard was dereferenced mutably).
pub fn lock_written(section: usize) {
    if let Some(hold) = SECTIONS.lock().unwrap_or_else(|e| e.into_inner()).get_mut(section) {
        hold.wrote = true;
    }
}

/// One hold of a lock by one thread: from its `lock()` to the guard's drop, a condvar's
/// wait inside it included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    pub thread: String,
    /// Which lock, numbered from 1 in the order locks were first held in this execution.
    pub lock: usize,
    /// Where the code took it.
    pub place: Place,
    /// How many events had been recorded when it was taken, and when it was let go (None:
    /// still held when the execution ended): the hold lies between those events.
    pub from: usize,
    pub to: Option<usize>,
    /// Whether the thread changed what the lock guards while it held it.
    pub wrote: bool,
}

/// The holds of locks in this execution, in the order they began.
pub fn sections() -> Vec<Section> {
    let sections = SECTIONS.lock().unwrap_or_else(|e| e.into_inner()).clone();
    let mut numbers: Vec<usize> = Vec::new();
    sections
        .into_iter()
        .map(|h| {
            let lock = match numbers.iter().position(|n| *n == h.lock) {
                Some(i) => i + 1,
                None => {
                    numbers.push(h.lock);
                    numbers.len()
                }
            };
            Section {
                thread: h.thread,
                lock,
                place: h.place,
                from: h.from,
                to: h.to,
                wrote: h.wrote,
            }
        })
        .collect()
}

/// One thread of a cycle of locks: it holds lock `holds` (taken at `holds_at`) and waits
/// for lock `wants` (at `wants_at`), which the next thread of the cycle holds. Locks are
/// numbered 1, 2, … in the order of their first appearance in the cycle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CycleLink {
    pub thread: String,
    pub holds: usize,
    pub wants: usize,
    pub holds_at: Place,
    pub wants_at: Place,
}

fn name_of(names: &[(usize, String)], task: usize) -> String {
    names
        .iter()
        .find(|(t, _)| *t == task)
        .map_or_else(|| "thread".to_string(), |(_, n)| n.clone())
}

/// A cycle of threads each waiting for a lock the next one holds, if there is one.
pub fn lock_cycle() -> Option<Vec<CycleLink>> {
    let locks = LOCKS.lock().unwrap_or_else(|e| e.into_inner()).clone();
    let names = NAMES.lock().unwrap_or_else(|e| e.into_inner()).clone();
    let holder = |lock: usize| locks.iter().find(|l| l.holds.iter().any(|h| h.0 == lock));
    for start in locks.iter().filter(|l| l.wants.is_some()) {
        let mut path: Vec<&LockState> = vec![start];
        let mut at = start;
        while let Some(next) = at.wants.and_then(|(lock, _)| holder(lock)) {
            if next.task == start.task {
                let mut numbers: Vec<usize> = Vec::new();
                let mut number = |lock: usize| match numbers.iter().position(|n| *n == lock) {
                    Some(i) => i + 1,
                    None => {
                        numbers.push(lock);
                        numbers.len()
                    }
                };
                // Each thread holds the lock the one before it waits for.
                let mut out = Vec::new();
                for (i, t) in path.iter().enumerate() {
                    // Every thread on the path waits for a lock: the walk goes on only through those.
                    let Some((wants, wants_at)) = t.wants else { continue };
                    let before = path[(i + path.len() - 1) % path.len()];
                    let holds = before.wants.map_or(0, |(lock, _)| lock);
                    let holds_at = t.holds.iter().find(|h| h.0 == holds).map_or(wants_at, |h| h.1);
                    let (holds, wants) = (number(holds), number(wants));
                    out.push(CycleLink {
                        thread: name_of(&names, t.task),
                        holds,
                        wants,
                        holds_at,
                        wants_at,
                    });
                }
                return Some(out);
            }
            if path.iter().any(|p| p.task == next.task) || next.wants.is_none() {
                break;
            }
            path.push(next);
            at = next;
        }
    }
    None
}

/// A thread waiting for a lock another thread holds: who waits, and where; who holds it,
/// and where it took it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LockWait {
    pub waiting: String,
    pub wanted_at: Place,
    pub holder: String,
    pub taken_at: Place,
}

/// Threads waiting for a lock another thread holds. A thread inside a condvar's wait holds
/// the lock it waits with no longer (conveyor says so as it waits): only the one that
/// really keeps the lock is named.
pub fn lock_waits() -> Vec<LockWait> {
    let locks = LOCKS.lock().unwrap_or_else(|e| e.into_inner()).clone();
    let names = NAMES.lock().unwrap_or_else(|e| e.into_inner()).clone();
    locks
        .iter()
        .filter_map(|l| {
            let (wanted, wanted_at) = l.wants?;
            let (holder, taken_at) = locks
                .iter()
                .filter(|h| h.task != l.task)
                .find_map(|h| Some((h, h.holds.iter().find(|held| held.0 == wanted)?.1)))?;
            Some(LockWait {
                waiting: name_of(&names, l.task),
                wanted_at,
                holder: name_of(&names, holder.task),
                taken_at,
            })
        })
        .collect()
}
