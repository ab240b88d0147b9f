//! Hidden checks of exercise 32, the readers–writer lock (docs/examples/rw-lock): an exercise
//! a teacher wrote with `grader new monitors rw-lock --new-lesson` and grader-kit.
//!
//! What the exercise teaches, and the check that demands it:
//! - readers share: a reader goes in while other readers are inside (`readers-share`);
//! - a writer is alone: no reader and no other writer beside it, also when woken
//!   (`writer-alone`);
//! - a writer leaving lets every waiting reader in (`unlock-wakes-every-reader`);
//! - the last reader leaving lets a waiting writer in (`last-reader-lets-writer-in`);
//! - a thread that must wait sleeps, it does not keep trying (`waits-without-spinning`).

use conveyor::sync::Arc;
use conveyor::thread::yield_now;
use grader_kit::oracle::ensure;
use grader_kit::scenario::{deadlock_means_with, join_all, spawn};
use grader_kit::stress::{let_them_wait, while_waiting};
use grader_kit::trace::{call_unit, note};
use grader_kit::{Check, Class, Plan, args, fail, label};
use rw_lock::ReadWriteLock;
use std::sync::atomic::{AtomicUsize, Ordering};

fn main() {
    grader_kit::main(&[
        Check {
            name: "readers-share",
            plan: readers_share,
        },
        Check {
            name: "writer-alone",
            plan: writer_alone,
        },
        Check {
            name: "unlock-wakes-every-reader",
            plan: unlock_wakes_every_reader,
        },
        Check {
            name: "last-reader-lets-writer-in",
            plan: last_reader_lets_writer_in,
        },
        Check {
            name: "waits-without-spinning",
            plan: waits_without_spinning,
        },
    ]);
}

fn read_lock(l: &ReadWriteLock) {
    call_unit("read_lock()", || l.read_lock());
}

fn read_unlock(l: &ReadWriteLock) {
    call_unit("read_unlock()", || l.read_unlock());
}

fn write_lock(l: &ReadWriteLock) {
    call_unit("write_lock()", || l.write_lock());
}

fn write_unlock(l: &ReadWriteLock) {
    call_unit("write_unlock()", || l.write_unlock());
}

/// Who is inside, counted from outside the student's code: a thread counts from the
/// return of its lock call to the start of its unlock call, so a correct lock is never
/// blamed. A check's own counters, plain atomics: no steps of the explorer.
#[derive(Default)]
struct Inside {
    readers: AtomicUsize,
    writers: AtomicUsize,
}

impl Inside {
    /// Class of a thread that went in beside someone it must not: a thread that was woken
    /// and went in without looking again, or a lock that never made it wait.
    fn class() -> Class {
        if grader_kit::probe::last_call_waited() {
            Class::NoRecheck
        } else {
            Class::CapacityExceeded
        }
    }

    /// Right after read_lock returned.
    fn reader_in(&self, who: &str) {
        self.readers.fetch_add(1, Ordering::SeqCst);
        let writers = self.writers.load(Ordering::SeqCst);
        if writers > 0 {
            fail(Self::class(), "rw-reader-beside-writer", args!("who" => who));
        }
    }

    fn reader_out(&self) {
        self.readers.fetch_sub(1, Ordering::SeqCst);
    }

    /// Right after write_lock returned.
    fn writer_in(&self, who: &str) {
        let writers = self.writers.fetch_add(1, Ordering::SeqCst) + 1;
        let readers = self.readers.load(Ordering::SeqCst);
        if writers > 1 || readers > 0 {
            note("rw-note-inside", args!("writers" => writers, "readers" => readers));
            fail(
                Self::class(),
                "rw-writer-not-alone",
                args!("who" => who, "writers" => writers - 1, "readers" => readers),
            );
        }
    }

    fn writer_out(&self) {
        self.writers.fetch_sub(1, Ordering::SeqCst);
    }
}

/// Main holds a read lock; `readers` more readers must get in and out meanwhile.
fn readers_share(plan: &mut Plan) {
    for readers in [1usize, 2] {
        plan.scenario(label!("rw-scn-share", "readers" => readers), move || {
            let lock = Arc::new(ReadWriteLock::new());
            deadlock_means_with(Class::Deadlock, "rw-reader-shut-out", args!("readers" => readers));
            read_lock(&lock);
            let handles: Vec<_> = (1..=readers)
                .map(|n| {
                    let lock = lock.clone();
                    spawn(format!("reader {n}"), move || {
                        read_lock(&lock);
                        yield_now();
                        read_unlock(&lock);
                    })
                })
                .collect();
            // Main keeps its read lock until every other reader has been in and out.
            join_all(handles);
            read_unlock(&lock);
        });
    }
}

/// `writers` writers and `readers` readers, `rounds` times each: lock, hold for a step,
/// unlock. A writer must be alone every time.
fn mixed(writers: usize, readers: usize, rounds: usize) {
    let lock = Arc::new(ReadWriteLock::new());
    let inside = Arc::new(Inside::default());
    deadlock_means_with(
        Class::Deadlock,
        "rw-left-waiting",
        args!("writers" => writers, "readers" => readers),
    );
    let mut handles = Vec::new();
    for n in 1..=writers {
        let (lock, inside) = (lock.clone(), inside.clone());
        handles.push(spawn(format!("writer {n}"), move || {
            let who = format!("writer {n}");
            for _ in 0..rounds {
                write_lock(&lock);
                inside.writer_in(&who);
                yield_now();
                inside.writer_out();
                write_unlock(&lock);
            }
        }));
    }
    for n in 1..=readers {
        let (lock, inside) = (lock.clone(), inside.clone());
        handles.push(spawn(format!("reader {n}"), move || {
            let who = format!("reader {n}");
            for _ in 0..rounds {
                read_lock(&lock);
                inside.reader_in(&who);
                yield_now();
                inside.reader_out();
                read_unlock(&lock);
            }
        }));
    }
    join_all(handles);
}

fn writer_alone(plan: &mut Plan) {
    for (writers, readers, rounds) in [(2usize, 0usize, 2usize), (1, 2, 1), (2, 1, 1), (2, 2, 1), (1, 1, 2)] {
        plan.scenario(
            label!("rw-scn-mixed", "writers" => writers, "readers" => readers, "rounds" => rounds),
            move || mixed(writers, readers, rounds),
        );
    }
}

/// Main holds the write lock while `readers` readers come; then it leaves, and every
/// reader must get in.
fn unlock_wakes_every_reader(plan: &mut Plan) {
    for readers in [2usize, 3] {
        plan.scenario(label!("rw-scn-readers-wait", "readers" => readers), move || {
            let lock = Arc::new(ReadWriteLock::new());
            deadlock_means_with(Class::Deadlock, "rw-readers-left-waiting", args!("readers" => readers));
            write_lock(&lock);
            let handles: Vec<_> = (1..=readers)
                .map(|n| {
                    let lock = lock.clone();
                    spawn(format!("reader {n}"), move || {
                        read_lock(&lock);
                        yield_now();
                        read_unlock(&lock);
                    })
                })
                .collect();
            yield_now();
            let_them_wait("read_lock()");
            write_unlock(&lock);
            join_all(handles);
        });
    }
}

/// `readers` readers are in (or on their way in) when a writer comes; when the last of
/// them leaves, the writer must get in.
fn last_reader_lets_writer_in(plan: &mut Plan) {
    for readers in [1usize, 2, 3] {
        plan.scenario(label!("rw-scn-writer-waits", "readers" => readers), move || {
            let lock = Arc::new(ReadWriteLock::new());
            deadlock_means_with(Class::Deadlock, "rw-writer-left-waiting", args!("readers" => readers));
            let mut handles: Vec<_> = (1..=readers)
                .map(|n| {
                    let lock = lock.clone();
                    spawn(format!("reader {n}"), move || {
                        read_lock(&lock);
                        yield_now();
                        read_unlock(&lock);
                    })
                })
                .collect();
            let writer = {
                let lock = lock.clone();
                spawn("writer", move || {
                    write_lock(&lock);
                    yield_now();
                    write_unlock(&lock);
                })
            };
            handles.push(writer);
            join_all(handles);
        });
    }
}

/// How many lock, atomic, yield or sleep operations a waiting thread may make to get into
/// its wait and out (exercise 1's figure).
const PATIENT: u64 = 8;

/// A writer waits while main reads; a reader waits while main writes. Main yields 30
/// times meanwhile: a waiter that keeps trying makes an operation each time.
fn waits_without_spinning(plan: &mut Plan) {
    plan.on_step_limit(Class::BusyWait);
    plan.scenario(label!("rw-scn-busy-writer"), || waits_while_held(READ, WRITE));
    plan.scenario(label!("rw-scn-busy-reader"), || waits_while_held(WRITE, READ));
}

/// One way into the lock: the role of a thread that takes it, the call as shown, and the
/// calls that take and leave it.
#[derive(Clone, Copy)]
struct Side {
    role: &'static str,
    call: &'static str,
    lock: fn(&ReadWriteLock),
    unlock: fn(&ReadWriteLock),
}

const READ: Side = Side {
    role: "reader",
    call: "read_lock()",
    lock: read_lock,
    unlock: read_unlock,
};

const WRITE: Side = Side {
    role: "writer",
    call: "write_lock()",
    lock: write_lock,
    unlock: write_unlock,
};

/// Main holds the lock as `held` while a thread takes it as `waiter`, which must wait
/// without spinning until main leaves.
fn waits_while_held(held: Side, waiter: Side) {
    let lock = Arc::new(ReadWriteLock::new());
    (held.lock)(&lock);
    let thread = {
        let lock = lock.clone();
        spawn(waiter.role, move || {
            let ((), waited) = while_waiting(|| (waiter.lock)(&lock));
            (waiter.unlock)(&lock);
            waited
        })
    };
    for _ in 0..30 {
        yield_now();
    }
    let_them_wait(waiter.call);
    (held.unlock)(&lock);
    let waited = join_all(vec![thread]).remove(0);
    ensure(
        !waited.busy(PATIENT),
        Class::BusyWait,
        "busy-wait",
        || args!("call" => waiter.call, "ops" => waited.ops),
    );
}
