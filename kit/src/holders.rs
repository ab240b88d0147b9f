//! Oracles for a bounded resource that is not a queue: a semaphore's permits, a pool of
//! connections, seats at a table. What a check wants of one: never more than `limit`
//! holders at once ([`Holders`]), and a thread that waits for a place is woken when a
//! holder frees one ([`freed_place_wakes_a_waiter`]).
//!
//! Counted from outside the student's code, around the calls, like
//! [`crate::queues::Occupancy`]: a correct resource is never blamed, because a holder is
//! counted only between its acquire's return and its release's start.

use crate::Class;
use crate::oracle::fail;
use crate::{args, scenario, trace};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// How many hold the resource at once, and the most there ever were.
pub struct Holders {
    limit: usize,
    class: Class,
    holding: AtomicUsize,
    most: AtomicUsize,
    /// Whether the acquire that first went over the limit had waited (and was woken).
    woken: AtomicBool,
}

impl Holders {
    /// `class` is what going over the limit means in this scenario: usually
    /// `capacity-exceeded`; `no-recheck` where waiters are woken and one may get through
    /// without looking again (an acquire that never waited is `capacity-exceeded` even then:
    /// a resource without a limit, not a woken thread that did not look).
    pub fn new(limit: usize, class: Class) -> Holders {
        Holders {
            limit,
            class,
            holding: AtomicUsize::new(0),
            most: AtomicUsize::new(0),
            woken: AtomicBool::new(false),
        }
    }

    /// Call right after `acquire` returned: one more holder.
    pub fn acquired(&self) {
        let now = self.holding.fetch_add(1, Ordering::SeqCst) + 1;
        let before = self.most.fetch_max(now, Ordering::SeqCst);
        if now > self.limit && before <= self.limit {
            self.woken.store(crate::probe::last_call_waited(), Ordering::SeqCst);
            // Marks the moment in the timeline; the verdict comes at the end.
            trace::note("note-over-limit", args!("holders" => now, "limit" => self.limit));
        }
    }

    /// Call right before `release`: one holder fewer.
    pub fn releasing(&self) {
        // A release without an acquire is the check's own bug: it never goes below zero.
        let _ = self
            .holding
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1));
    }

    /// The most holders seen at once.
    pub fn most(&self) -> usize {
        self.most.load(Ordering::SeqCst)
    }

    /// Fails if more than `limit` ever held the resource at once (`holders-over-limit`).
    /// Call it at the end of the scenario, after the threads are joined.
    pub fn verdict(&self) {
        let most = self.most();
        if most > self.limit {
            let class = if self.class == Class::NoRecheck && !self.woken.load(Ordering::SeqCst) {
                Class::CapacityExceeded
            } else {
                self.class
            };
            fail(
                class,
                "holders-over-limit",
                args!("most" => most, "limit" => self.limit),
            );
        }
    }
}

/// "A waiter is woken when one is freed": `limit` holders (the scenario's thread) take
/// every place, `waiters` threads ("waiter 1", …) then each acquire and release once, and
/// the holders release one by one. A waiter that is never woken leaves the execution in a
/// deadlock, which this names (`holder-freed-no-wake`, class `deadlock`) unless the grader
/// finds its cause in the trace (a lost wake-up, a forgotten notify). More than `limit`
/// holders at once fails as [`Holders::verdict`] does, as `no-recheck` where the acquire that
/// went over had waited: with two waiters or more, a woken waiter that does not look again
/// takes the place the other one took first.
///
/// `acquire` and `release` are calls into the student's resource, shown in the timeline
/// as `acquire()` and `release()`.
pub fn freed_place_wakes_a_waiter<A, R>(limit: usize, waiters: usize, acquire: A, release: R)
where
    A: Fn() + Send + Sync + Clone + 'static,
    R: Fn() + Send + Sync + Clone + 'static,
{
    let holders = std::sync::Arc::new(Holders::new(limit, Class::NoRecheck));
    scenario::deadlock_means_with(
        Class::Deadlock,
        "holder-freed-no-wake",
        args!("limit" => limit, "waiters" => waiters),
    );
    for _ in 0..limit {
        trace::call_unit("acquire()", &acquire);
        holders.acquired();
    }
    let threads: Vec<_> = (1..=waiters)
        .map(|n| {
            let (acquire, release, holders) = (acquire.clone(), release.clone(), holders.clone());
            scenario::spawn(format!("waiter {n}"), move || {
                trace::call_unit("acquire()", &acquire);
                holders.acquired();
                // Holding is a step of its own: without one the explorer never runs another
                // thread while this one holds, and two holders would never be seen at once.
                conveyor::thread::yield_now();
                holders.releasing();
                trace::call_unit("release()", &release);
            })
        })
        .collect();
    for _ in 0..limit {
        holders.releasing();
        trace::call_unit("release()", &release);
    }
    scenario::join_all(threads);
    holders.verdict();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::channel::Search;
    use crate::scenario::Plan;
    use conveyor::sync::{Arc, Condvar, Mutex};

    /// A counting semaphore, right or with one of the bugs the oracles are for.
    struct Semaphore {
        permits: Mutex<usize>,
        freed: Condvar,
        bug: Option<Bug>,
    }

    #[derive(Clone, Copy, PartialEq)]
    enum Bug {
        /// `if` instead of `while`: a woken acquirer takes a permit another took first.
        IfNotWhile,
        /// release gives the permit back and wakes nobody.
        NoNotify,
        /// acquire never waits.
        NoLimit,
    }

    impl Semaphore {
        fn new(permits: usize, bug: Option<Bug>) -> Arc<Semaphore> {
            Arc::new(Semaphore {
                permits: Mutex::new(permits),
                freed: Condvar::new(),
                bug,
            })
        }

        fn acquire(&self) {
            let mut permits = self.permits.lock().unwrap();
            match self.bug {
                Some(Bug::NoLimit) => {}
                Some(Bug::IfNotWhile) => {
                    if *permits == 0 {
                        permits = self.freed.wait(permits).unwrap();
                    }
                }
                _ => {
                    while *permits == 0 {
                        permits = self.freed.wait(permits).unwrap();
                    }
                }
            }
            *permits = permits.saturating_sub(1);
        }

        fn release(&self) {
            *self.permits.lock().unwrap() += 1;
            if self.bug != Some(Bug::NoNotify) {
                self.freed.notify_one();
            }
        }
    }

    /// One place and two waiters, explored.
    fn first_finding(bug: Option<Bug>) -> Option<crate::oracle::Finding> {
        let mut plan = Plan::default();
        plan.scenario("one place, two waiters", move || {
            let s = Semaphore::new(1, bug);
            let (a, r) = (s.clone(), s.clone());
            freed_place_wakes_a_waiter(1, 2, move || a.acquire(), move || r.release());
        });
        let variant = plan.variants().remove(0);
        let search = Search::Random {
            seed: 3,
            iterations: 500,
        };
        crate::explore::search(0, &variant, &search, 5_000)
            .failure
            .map(|f| f.finding)
    }

    #[test]
    fn a_right_semaphore_passes() {
        assert_eq!(first_finding(None), None);
    }

    #[test]
    fn a_semaphore_without_a_limit_has_too_many_holders() {
        let finding = first_finding(Some(Bug::NoLimit)).expect("two holders of one place");
        assert_eq!(finding.key, "holders-over-limit");
        // It never waited: no limit at all, not a woken thread that did not look again.
        assert_eq!(finding.class, Class::CapacityExceeded);
    }

    #[test]
    fn a_release_that_wakes_nobody_leaves_the_waiter_stuck() {
        let finding = first_finding(Some(Bug::NoNotify)).expect("a waiter never woken");
        assert_eq!(finding.class, Class::Deadlock);
    }

    #[test]
    fn if_instead_of_while_lets_a_woken_waiter_over_the_limit() {
        let finding = first_finding(Some(Bug::IfNotWhile)).expect("a woken waiter over the limit");
        assert_eq!(finding.key, "holders-over-limit");
        assert_eq!(finding.class, Class::NoRecheck);
    }
}
