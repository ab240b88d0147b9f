use crate::probe::{EventKind, quietly, record};
use crate::sync::{Arc, Condvar, Mutex, MutexGuard};
use crate::thread::{Builder, JoinHandle};
use std::collections::VecDeque;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Duration;

/// A pool of worker threads, the one exercise 4 builds; given from exercise 11 on.
///
/// `new` starts `size` workers once; `run` queues a task and returns at once with its
/// [`Pending`]; `close` (or dropping the pool) lets the workers finish every queued task,
/// then joins them. A task whose `work` panics gives `Err("panicked: <message>")` and
/// its worker goes on.
///
/// Built from conveyor's own `Mutex`, `Condvar` and threads, so that the explorer sees
/// every step of it, and the timeline shows which worker runs which task.
pub struct WorkerPool<T, R> {
    shared: Arc<Shared<T, R>>,
    workers: Vec<JoinHandle<()>>,
}

/// The ticket for one task's result.
pub struct Pending<R> {
    slot: Arc<Slot<R>>,
    task: usize,
}

/// A queued task: its number (for the timeline), the task, and where its answer goes.
type Job<T, R> = (usize, T, Arc<Slot<R>>);

struct Shared<T, R> {
    queue: Mutex<Queue<T, R>>,
    /// Signalled when a task is queued or the pool is closed.
    changed: Condvar,
    work: Box<dyn Fn(T) -> Result<R, String> + Send + Sync>,
}

struct Queue<T, R> {
    jobs: VecDeque<Job<T, R>>,
    closed: bool,
    /// Tasks handed out so far, to number them 1, 2, … in the order of `run`.
    numbered: usize,
}

/// One task's answer, once a worker has put it there.
struct Slot<R> {
    answer: Mutex<Option<Result<R, String>>>,
    ready: Condvar,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

impl<T: Send + 'static, R: Send + 'static> WorkerPool<T, R> {
    /// Starts `size` workers, named `worker 1` … `worker N`; each calls `work` for the
    /// tasks it takes. Panics on 0: such a pool could never do anything.
    pub fn new<F>(size: usize, work: F) -> Self
    where
        F: Fn(T) -> Result<R, String> + Send + Sync + 'static,
    {
        assert!(size > 0, "a WorkerPool needs at least one worker");
        crate::probe::record_pool(size);
        let shared = Arc::new(Shared {
            queue: Mutex::new(Queue {
                jobs: VecDeque::new(),
                closed: false,
                numbered: 0,
            }),
            changed: Condvar::new(),
            work: Box::new(work),
        });
        let workers = (1..=size)
            .map(|n| {
                let shared = shared.clone();
                Builder::new()
                    .name(format!("worker {n}"))
                    .spawn(move || serve(&shared))
                    .expect("start a worker")
            })
            .collect();
        WorkerPool { shared, workers }
    }

    /// Queues `task` and returns at once with the ticket for its result.
    pub fn run(&self, task: T) -> Pending<R> {
        let slot = Arc::new(Slot {
            answer: Mutex::new(None),
            ready: Condvar::new(),
        });
        record(EventKind::Call, "pool.run(…)", None);
        let number = quietly(|| {
            let mut queue = lock(&self.shared.queue);
            queue.numbered += 1;
            let number = queue.numbered;
            queue.jobs.push_back((number, task, slot.clone()));
            self.shared.changed.notify_one();
            number
        });
        record(EventKind::Return, "pool.run(…)", Some(format!("task {number}")));
        Pending { slot, task: number }
    }

    /// Lets the workers finish every queued task, then stops and joins them.
    pub fn close(self) {
        // Dropping does it: a pool that goes out of scope closes the same way.
        drop(self);
    }
}

impl<T, R> Drop for WorkerPool<T, R> {
    fn drop(&mut self) {
        quietly(|| {
            lock(&self.shared.queue).closed = true;
            self.shared.changed.notify_all();
        });
        // While a panic unwinds (a check that failed), waiting for the workers could
        // wait for tasks that now never finish: they are only told to stop.
        if std::thread::panicking() {
            return;
        }
        record(EventKind::Call, "pool.close()", None);
        for worker in self.workers.drain(..) {
            let _ = worker.join();
        }
        record(EventKind::Return, "pool.close()", None);
    }
}

/// A worker: takes tasks until the pool is closed and its queue empty.
fn serve<T, R>(shared: &Shared<T, R>) {
    loop {
        let next = quietly(|| {
            let queue = lock(&shared.queue);
            let mut queue = shared
                .changed
                .wait_while(queue, |q| q.jobs.is_empty() && !q.closed)
                .unwrap_or_else(|e| e.into_inner());
            queue.jobs.pop_front()
        });
        let Some((number, task, slot)) = next else {
            return;
        };
        // On the virtual clock the timeline shows how long each task kept its worker busy.
        let at = || crate::time::now_if_explored().map(crate::time::millis);
        let what = match at() {
            Some(start) => format!("task {number} (from t={start})"),
            None => format!("task {number}"),
        };
        record(EventKind::Call, what.clone(), None);
        let result = catch_unwind(AssertUnwindSafe(|| (shared.work)(task))).unwrap_or_else(|panic| {
            // A timeout's rescue (`crate::time`) ends the execution: no task's error.
            if panic.is::<grader_probe::RescuedByTimeout>() {
                std::panic::resume_unwind(panic)
            }
            Err(format!("panicked: {}", panic_message(&*panic)))
        });
        record(EventKind::Return, what, at().map(|end| format!("done at t={end}")));
        quietly(|| {
            *lock(&slot.answer) = Some(result);
            slot.ready.notify_all();
        });
    }
}

fn panic_message(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| panic.downcast_ref::<String>().cloned())
        .unwrap_or_default()
}

impl<R> Pending<R> {
    /// Waits for this one task's result.
    pub fn wait(self) -> Result<R, String> {
        let what = format!("wait() of task {}", self.task);
        record(EventKind::Call, what.clone(), None);
        let answer = quietly(|| {
            let answer = lock(&self.slot.answer);
            self.slot
                .ready
                .wait_while(answer, |a| a.is_none())
                .unwrap_or_else(|e| e.into_inner())
                .take()
        });
        record(EventKind::Return, what, None);
        answer.expect("woken with an answer")
    }

    /// Waits at most `limit` for this task's result; `Err("timeout")` if it is not there
    /// by then. The task itself is not stopped: its late result is dropped.
    pub fn wait_timeout(self, limit: Duration) -> Result<R, String> {
        let what = format!("wait_timeout() of task {}", self.task);
        record(EventKind::Call, what.clone(), None);
        let answer = quietly(|| {
            let answer = lock(&self.slot.answer);
            let (mut answer, _) = self
                .slot
                .ready
                .wait_timeout_while(answer, limit, |a| a.is_none())
                .unwrap_or_else(|e| e.into_inner());
            answer.take()
        });
        record(EventKind::Return, what, None);
        answer.unwrap_or_else(|| Err("timeout".to_string()))
    }
}

impl<T, R> std::fmt::Debug for WorkerPool<T, R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WorkerPool").field("size", &self.workers.len()).finish()
    }
}

impl<R> std::fmt::Debug for Pending<R> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pending").field("task", &self.task).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sync::mpsc;

    #[test]
    fn results_come_back_to_their_own_tickets() {
        let pool = WorkerPool::new(3, |n: u32| if n == 2 { Err(format!("no {n}")) } else { Ok(n * 10) });
        let tickets: Vec<_> = (0..6).map(|n| pool.run(n)).collect();
        let got: Vec<_> = tickets.into_iter().map(Pending::wait).collect();
        pool.close();
        let want: Vec<Result<u32, String>> = vec![Ok(0), Ok(10), Err("no 2".into()), Ok(30), Ok(40), Ok(50)];
        assert_eq!(got, want);
    }

    #[test]
    fn a_panicking_task_fails_alone() {
        let pool = WorkerPool::new(1, |n: u32| if n == 1 { panic!("boom {n}") } else { Ok(n) });
        let tickets: Vec<_> = (0..3).map(|n| pool.run(n)).collect();
        let got: Vec<_> = tickets.into_iter().map(Pending::wait).collect();
        assert_eq!(got, vec![Ok(0), Err("panicked: boom 1".to_string()), Ok(2)]);
    }

    #[test]
    fn wait_timeout_gives_up_on_a_task_that_is_not_done() {
        let (release, held) = mpsc::channel::<()>();
        let held = Mutex::new(held);
        let pool = WorkerPool::new(1, move |_: ()| {
            let _ = held.lock().unwrap().recv();
            Ok(1)
        });
        let ticket = pool.run(());
        assert_eq!(
            ticket.wait_timeout(Duration::from_millis(20)),
            Err("timeout".to_string())
        );
        release.send(()).unwrap();
        // Its late result is dropped; the pool still closes.
        let ticket = pool.run(());
        release.send(()).unwrap();
        assert_eq!(ticket.wait_timeout(Duration::from_secs(60)), Ok(1));
    }

    #[test]
    fn dropping_the_pool_finishes_queued_work() {
        let (done, finished) = mpsc::channel();
        {
            let pool = WorkerPool::new(2, move |n: u32| {
                done.send(n).unwrap();
                Ok(())
            });
            for n in 0..5 {
                drop(pool.run(n));
            }
        }
        let mut got: Vec<u32> = finished.try_iter().collect();
        got.sort();
        assert_eq!(got, vec![0, 1, 2, 3, 4]);
    }
}
