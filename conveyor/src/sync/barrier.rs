//! `std::sync::Barrier`: threads meet, and none goes on until all have come. Built on
//! conveyor's own lock and condvar, so that the explorer schedules its waits as any other
//! and a barrier that nobody completes is a thread that waits forever, shown at the
//! student's `wait()` (the steps inside carry the caller's place: `#[track_caller]`).

use super::condvar::Condvar;
use super::mutex::Mutex;
use std::sync::PoisonError;

/// Like `std::sync::Barrier`: `n` threads meet at each [`Barrier::wait`].
pub struct Barrier {
    state: Mutex<Meeting>,
    all_here: Condvar,
    n: usize,
}

/// How many have come to the current meeting, and which meeting it is: a thread woken
/// goes on only once its own meeting is over, never on a wake-up for nothing.
struct Meeting {
    here: usize,
    number: usize,
}

/// Like `std::sync::BarrierWaitResult`: one thread of each meeting is its leader.
#[derive(Debug)]
pub struct BarrierWaitResult(bool);

impl BarrierWaitResult {
    pub fn is_leader(&self) -> bool {
        self.0
    }
}

impl Barrier {
    pub fn new(n: usize) -> Barrier {
        Barrier {
            state: Mutex::new(Meeting { here: 0, number: 0 }),
            all_here: Condvar::new(),
            n,
        }
    }

    /// Waits until `n` threads have called `wait`; the last to come is the leader.
    #[track_caller]
    pub fn wait(&self) -> BarrierWaitResult {
        // A thread that panicked holding the lock changed nothing half-way: go on.
        let mut meeting = self.state.lock().unwrap_or_else(PoisonError::into_inner);
        meeting.here += 1;
        if meeting.here < self.n {
            let mine = meeting.number;
            while meeting.number == mine {
                meeting = self.all_here.wait(meeting).unwrap_or_else(PoisonError::into_inner);
            }
            return BarrierWaitResult(false);
        }
        meeting.here = 0;
        meeting.number = meeting.number.wrapping_add(1);
        self.all_here.notify_all();
        BarrierWaitResult(true)
    }
}

impl std::fmt::Debug for Barrier {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Barrier { .. }")
    }
}

#[cfg(test)]
mod tests {
    use super::Barrier;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[test]
    fn three_threads_meet_twice_with_one_leader_each_time() {
        let barrier = Arc::new(Barrier::new(3));
        let (leaders, passed) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let threads: Vec<_> = (0..3)
            .map(|_| {
                let (barrier, leaders, passed) = (barrier.clone(), leaders.clone(), passed.clone());
                std::thread::spawn(move || {
                    for round in 1..=2 {
                        if barrier.wait().is_leader() {
                            leaders.fetch_add(1, Ordering::SeqCst);
                        }
                        // Nobody is past a meeting before all three came to it.
                        assert!(passed.fetch_add(1, Ordering::SeqCst) >= 3 * (round - 1));
                    }
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap();
        }
        assert_eq!(leaders.load(Ordering::SeqCst), 2);
        assert_eq!(passed.load(Ordering::SeqCst), 6);
    }

    #[test]
    fn a_barrier_of_one_never_waits() {
        assert!(Barrier::new(1).wait().is_leader());
        assert!(Barrier::new(0).wait().is_leader());
    }
}
