//! An exercise's checks run side by side, their verdicts taken one after another.
//!
//! Each check is a process of its own, so the checks of an exercise can run at once, as
//! many as there are permits ([`super::cores`]). The verdict must not depend on that:
//! the judge (`judge.rs`) still takes the checks' results in their fixed order, decides
//! each check's limit from what the checks before it spent, and after the first check
//! stopped by the clock (code that spins, a budget spent) runs nothing more. Here the
//! checks only run *ahead* of it:
//!
//! - each with the longest limit the judge could give it ([`Ahead::limit`]: its own,
//!   unless the submission's budget is shorter); the judge cuts a result that ran past
//!   the limit it gives at its turn to what stopping it there would have given, so a
//!   check's verdict is what it would have been run alone in turn;
//! - the check the judge waits for first, whenever it has not started yet, so that it is
//!   always running or done when the judge needs it; otherwise the costliest not started
//!   (the largest search, where someone waits for the verdict), so that the longest check
//!   does not start last on an idle machine. The order of starts changes when a verdict
//!   comes, never which;
//! - and once the judge says a check stopped the rest ([`Ahead::stop_after`]), the
//!   checks after it that run are killed and those not started never start: their
//!   results would be thrown away.
//!
//! Child processes are only started and waited for here; what they reported is read by
//! the judge, in order.

use super::cores::Permit;
use crate::boundary::child::Cancel;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// What a worker hands back for the run at a position.
type Done<R> = (usize, R);

struct State {
    /// The positions no worker has taken yet, costliest first (ties in order).
    waiting: Vec<usize>,
    /// The position the judge waits for.
    wanted: usize,
    /// No position after this one starts, and those running are killed.
    stop_after: Option<usize>,
    /// The cancel of each position that runs, to kill it.
    running: Vec<Option<Cancel>>,
}

/// Runs queued ahead of a judge that takes their results in order.
pub(crate) struct Ahead<R> {
    state: Arc<Mutex<State>>,
    done: Receiver<Done<R>>,
    /// Results that came in before the judge asked for them.
    early: Vec<Option<R>>,
    /// The limit every run was started with: the longest any of them can be given.
    pub limit: Duration,
    /// Stops the whole grading (`watch`): every run is killed.
    cancel: Cancel,
}

impl<R: Send + 'static> Ahead<R> {
    /// Starts `costs.len()` runs on one worker thread of `scope` per entry of `workers`,
    /// each holding its permit while it works (`None`: the grading's own, or a run that
    /// mostly sleeps), `run(position, cancel)` each: the one the judge waits for first,
    /// else the one of the highest cost (equal costs: in order of position).
    pub fn start<'scope, 'env, F>(
        scope: &'scope std::thread::Scope<'scope, 'env>,
        costs: Vec<u64>,
        workers: Vec<Option<Permit>>,
        limit: Duration,
        cancel: &Cancel,
        run: F,
    ) -> Ahead<R>
    where
        F: Fn(usize, &Cancel) -> R + Send + Sync + 'env,
        R: 'env,
    {
        let count = costs.len();
        let mut waiting: Vec<usize> = (0..count).collect();
        waiting.sort_by_key(|&at| std::cmp::Reverse(costs[at]));
        let state = Arc::new(Mutex::new(State {
            waiting,
            wanted: 0,
            stop_after: None,
            running: vec![None; count],
        }));
        let (send, done) = channel();
        let run = Arc::new(run);
        for permit in workers.into_iter().take(count.max(1)) {
            let (state, send, run) = (state.clone(), send.clone(), run.clone());
            scope.spawn(move || {
                let _permit = permit;
                work(&state, &send, &*run);
            });
        }
        Ahead {
            state,
            done,
            early: (0..count).map(|_| None).collect(),
            limit,
            cancel: cancel.clone(),
        }
    }

    /// The result of the run at `position`, once it is done. `None` if the grading was
    /// cancelled meanwhile.
    pub fn take(&mut self, position: usize) -> Option<R> {
        self.state.lock().unwrap_or_else(|e| e.into_inner()).wanted = position;
        loop {
            if let Some(result) = self.early[position].take() {
                return Some(result);
            }
            if self.cancel.is_cancelled() {
                self.stop_after(0);
                return None;
            }
            // In slices, to see a cancel of the whole grading soon.
            match self.done.recv_timeout(Duration::from_millis(50)) {
                Ok((at, result)) => self.early[at] = Some(result),
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return None,
            }
        }
    }

    /// Nothing after `position` is needed: those running are killed, the rest never start.
    pub fn stop_after(&self, position: usize) {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        state.stop_after = Some(state.stop_after.map_or(position, |s| s.min(position)));
        for cancel in state.running.iter().skip(position + 1).flatten() {
            cancel.cancel();
        }
    }
}

/// Whatever the judge did not take is not needed: killed, so that the scope's end is
/// not held up by checks whose verdicts would be thrown away.
impl<R> Drop for Ahead<R> {
    fn drop(&mut self) {
        let mut state = self.state.lock().unwrap_or_else(|e| e.into_inner());
        state.stop_after = Some(0);
        for cancel in state.running.iter().flatten() {
            cancel.cancel();
        }
    }
}

/// One worker: takes the position the judge waits for, else the costliest left, until none
/// is left or the rest are not needed.
fn work<R>(state: &Mutex<State>, send: &Sender<Done<R>>, run: &(dyn Fn(usize, &Cancel) -> R + Sync)) {
    loop {
        let (position, cancel) = {
            let mut state = state.lock().unwrap_or_else(|e| e.into_inner());
            if let Some(last) = state.stop_after {
                state.waiting.retain(|&at| at <= last);
            }
            let wanted = state.wanted;
            let Some(index) = state
                .waiting
                .iter()
                .position(|&at| at == wanted)
                .or((!state.waiting.is_empty()).then_some(0))
            else {
                return;
            };
            let position = state.waiting.remove(index);
            let cancel = Cancel::default();
            state.running[position] = Some(cancel.clone());
            (position, cancel)
        };
        let result = run(position, &cancel);
        state.lock().unwrap_or_else(|e| e.into_inner()).running[position] = None;
        if send.send((position, result)).is_err() {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_come_in_order_and_nothing_after_a_stop_starts() {
        let started = Mutex::new(Vec::new());
        // The run after the stop waits for it: without that, one worker with runs that take
        // no time could finish them all before the judge says stop, and the test would
        // depend on which thread the machine ran first.
        let stopped = (Mutex::new(false), std::sync::Condvar::new());
        std::thread::scope(|scope| {
            let cancel = Cancel::default();
            let mut ahead = Ahead::start(
                scope,
                vec![0; 6],
                vec![None],
                Duration::from_secs(1),
                &cancel,
                |at, _: &Cancel| {
                    started.lock().unwrap().push(at);
                    if at == 2 {
                        let (lock, told) = &stopped;
                        let _stopped = told.wait_while(lock.lock().unwrap(), |s| !*s).unwrap();
                    }
                    at * 10
                },
            );
            assert_eq!(ahead.take(0), Some(0));
            assert_eq!(ahead.take(1), Some(10));
            ahead.stop_after(1);
            *stopped.0.lock().unwrap() = true;
            stopped.1.notify_all();
        });
        // One worker, in order: at most the position after the stop had already started.
        let started = started.into_inner().unwrap();
        assert!(started.starts_with(&[0, 1]));
        assert!(started.iter().all(|&at| at <= 2), "{started:?}");
    }

    /// One worker, and a judge that asks for nothing until all have started: the first
    /// run the judge needs, then the costliest first. The results come as in order.
    #[test]
    fn the_wanted_run_starts_first_then_the_costliest() {
        let started = Mutex::new(Vec::new());
        std::thread::scope(|scope| {
            let cancel = Cancel::default();
            let mut ahead = Ahead::start(
                scope,
                vec![1, 5, 0, 9],
                vec![None],
                Duration::from_secs(1),
                &cancel,
                |at, _: &Cancel| {
                    started.lock().unwrap().push(at);
                    at * 10
                },
            );
            while started.lock().unwrap().len() < 4 {
                std::thread::sleep(Duration::from_millis(1));
            }
            for at in 0..4 {
                assert_eq!(ahead.take(at), Some(at * 10));
            }
        });
        assert_eq!(started.into_inner().unwrap(), vec![0, 3, 1, 2]);
    }

    #[test]
    fn a_stop_kills_what_runs_after_it() {
        std::thread::scope(|scope| {
            let cancel = Cancel::default();
            let mut ahead = Ahead::start(
                scope,
                vec![0; 2],
                vec![None],
                Duration::from_secs(1),
                &cancel,
                |at, me: &Cancel| {
                    if at == 1 {
                        while !me.is_cancelled() {
                            std::thread::sleep(Duration::from_millis(5));
                        }
                    }
                    at
                },
            );
            assert_eq!(ahead.take(0), Some(0));
            ahead.stop_after(0);
        });
    }
}
