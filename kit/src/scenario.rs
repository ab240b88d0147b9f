//! Checks and their scenarios.

use crate::class::Class;
use conveyor::thread::{Builder, JoinHandle};
pub use grader_report::Label;
use std::sync::Arc;

/// One named check of an exercise. `plan` lays out its scenarios.
pub struct Check {
    pub name: &'static str,
    pub plan: fn(&mut Plan),
}

/// A scenario body: runs once per explored execution, must be the same each time.
pub type Body = Arc<dyn Fn() + Send + Sync + 'static>;

/// One small scenario of a check, explored on its own.
#[derive(Clone)]
pub struct Variant {
    /// What the scenario is, as a catalog message: `label!("pc-pipeline", "capacity" => 2)`.
    pub label: Label,
    pub body: Body,
    /// The class and catalog key of a panic in the student's code during this scenario.
    pub on_panic: (Class, &'static str),
    /// The class and catalog key of a panic the check raised on purpose (a task of its own
    /// that panics) that reached the scenario, if the check says; else as `on_panic`.
    pub on_check_panic: Option<(Class, &'static str)>,
    /// The class of an execution that runs past the step bound (a thread that spins).
    pub on_step_limit: Class,
    /// How the scenario is run: explored, once on one thread, or on real threads alone.
    pub runs: Runs,
    /// The class and catalog key of a deadlock in this scenario: e.g. a pool whose tasks
    /// can only finish side by side deadlocks exactly when it runs them one at a time.
    pub on_deadlock: (Class, &'static str),
    /// A deadlock in which a thread is stuck in this call (`close()`) means this class,
    /// whatever `on_deadlock` says: where the threads wait decides what is wrong.
    pub deadlock_in: Vec<(&'static str, Class, &'static str)>,
    /// What a deadlock means in which a task handed out waits behind a busy worker while
    /// another waits for work, if the scenario's pool is judged so.
    pub queued: Option<Queued>,
}

/// How a scenario is run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Runs {
    /// Explored with the check's searches, then once on real threads.
    Explored,
    /// Spawns no threads: one execution says it all (and PCT refuses such a body); then
    /// once on real threads.
    Sequential,
    /// Only once on real threads, in the checks' last phase: a race made to happen there
    /// in rounds timed by the real clock (`stress::overtaken`), which the explorer has
    /// covered already with its own small scenarios.
    RealThreads,
}

/// How a scenario's events show a pool's tasks, and what it means when one handed out
/// waits behind a busy worker while another waits for work (`grader_report::trace::
/// queued_while_idle`): whatever else the scenario was built to show, that pool does not
/// let a free worker take the next task.
#[derive(Clone, Copy, Debug)]
pub struct Queued {
    /// The call that hands a task out, up to its argument: `run(` for `run(2)`.
    pub handed: &'static str,
    /// The call a worker makes for the task, up to the same argument: `work(` for `work(2)`.
    pub begun: &'static str,
    pub class: Class,
    pub key: &'static str,
}

/// The scenarios of a check, in the order they are explored.
pub struct Plan {
    variants: Vec<Variant>,
    on_panic: (Class, &'static str),
    on_check_panic: Option<(Class, &'static str)>,
    on_step_limit: Class,
    on_deadlock: (Class, &'static str),
    deadlock_in: Vec<(&'static str, Class, &'static str)>,
    queued: Option<Queued>,
}

impl Default for Plan {
    fn default() -> Self {
        Plan {
            variants: Vec::new(),
            on_panic: (Class::Panic, "student-panic"),
            on_check_panic: None,
            on_step_limit: Class::BusyWait,
            on_deadlock: (Class::Deadlock, "deadlock"),
            deadlock_in: Vec::new(),
            queued: None,
        }
    }
}

impl Plan {
    /// Scenarios added from now on report a panic in the student's code as `class`:
    /// e.g. a `take` that panics on an empty queue after being woken is `no-recheck`.
    pub fn on_panic(&mut self, class: Class) -> &mut Self {
        self.on_panic = (class, "student-panic");
        self
    }

    /// Like [`Plan::on_panic`], explained by the catalog message `key` (which may use
    /// `{ $message }`, `{ $file }` and `{ $line }`).
    pub fn on_panic_with(&mut self, class: Class, key: &'static str) -> &mut Self {
        self.on_panic = (class, key);
        self
    }

    /// Scenarios added from now on report a panic that the check's own code raised on
    /// purpose (a task that panics, to see what the pool does with it) and that reached the
    /// scenario as `class`, explained by `key` (which may use `{ $message }`). Told apart
    /// from the student's own panics by where it was raised, never by its text: a panic of
    /// the student's (an `unwrap` in `run`) is still `on_panic`'s.
    pub fn on_check_panic(&mut self, class: Class, key: &'static str) -> &mut Self {
        self.on_check_panic = Some((class, key));
        self
    }

    /// Scenarios added from now on report a deadlock as `class`, explained by the
    /// catalog message `key` (which may use `{ $threads }`, the threads left waiting).
    pub fn on_deadlock(&mut self, class: Class, key: &'static str) -> &mut Self {
        self.on_deadlock = (class, key);
        self
    }

    /// Scenarios added from now on report a deadlock in which some thread is stuck in
    /// `call` (as recorded, e.g. `close()`) as `class`, explained by `key`: a `close` that
    /// never returns is not a pool that runs one task at a time.
    pub fn on_deadlock_in(&mut self, call: &'static str, class: Class, key: &'static str) -> &mut Self {
        self.deadlock_in.push((call, class, key));
        self
    }

    /// Scenarios added from now on report a deadlock in which a task handed out waits
    /// behind a busy worker while another waits for work as `queued` says ([`Queued`]),
    /// unless a thread is stuck in a call [`Plan::on_deadlock_in`] names.
    pub fn on_queued_while_idle(&mut self, queued: Queued) -> &mut Self {
        self.queued = Some(queued);
        self
    }

    pub fn on_step_limit(&mut self, class: Class) -> &mut Self {
        self.on_step_limit = class;
        self
    }

    pub fn scenario(&mut self, label: impl Into<Label>, body: impl Fn() + Send + Sync + 'static) -> &mut Self {
        self.push(label.into(), Arc::new(body), Runs::Explored)
    }

    /// A scenario on one thread: run once, whatever the searches.
    pub fn sequential(&mut self, label: impl Into<Label>, body: impl Fn() + Send + Sync + 'static) -> &mut Self {
        self.push(label.into(), Arc::new(body), Runs::Sequential)
    }

    /// A scenario only for the checks' last phase, once on real threads, never explored
    /// ([`Runs::RealThreads`]).
    pub fn on_real_threads(&mut self, label: impl Into<Label>, body: impl Fn() + Send + Sync + 'static) -> &mut Self {
        self.push(label.into(), Arc::new(body), Runs::RealThreads)
    }

    fn push(&mut self, label: Label, body: Body, runs: Runs) -> &mut Self {
        let (on_panic, on_step_limit, on_deadlock) = (self.on_panic, self.on_step_limit, self.on_deadlock);
        self.variants.push(Variant {
            label,
            body,
            on_panic,
            on_check_panic: self.on_check_panic,
            on_step_limit,
            runs,
            on_deadlock,
            deadlock_in: self.deadlock_in.clone(),
            queued: self.queued,
        });
        self
    }

    pub fn variants(self) -> Vec<Variant> {
        self.variants
    }
}

impl Check {
    pub fn variants(&self) -> Vec<Variant> {
        let mut plan = Plan::default();
        (self.plan)(&mut plan);
        plan.variants()
    }
}

/// Spawns a thread with a name, the one a failure report shows ("consumer 2"). A panic
/// in it (in the student's code it calls) ends the execution there and then; the
/// threads the student spawns keep theirs for `join`, as on real threads.
pub fn spawn<T: Send + 'static>(name: impl Into<String>, f: impl FnOnce() -> T + Send + 'static) -> JoinHandle<T> {
    Builder::new()
        .name(name.into())
        .panic_ends_execution(crate::probe::KEY)
        .spawn(f)
        .expect("spawn a scenario thread")
}

/// Joins every handle, in order, and collects what the threads returned. The join is
/// recorded, so that a report can say that main waits for a thread.
pub fn join_all<T>(handles: Vec<JoinHandle<T>>) -> Vec<T> {
    handles
        .into_iter()
        .map(|h| {
            crate::trace::begin("join()");
            let value = h.join().unwrap_or_else(|e| std::panic::resume_unwind(e));
            crate::trace::end("join()");
            value
        })
        .collect()
}

/// What a deadlock means where a scenario says: its class, its message key and arguments.
pub type Meaning = (Class, &'static str, crate::Args);

static DEADLOCK_MEANS: std::sync::Mutex<Option<Meaning>> = std::sync::Mutex::new(None);

/// From now on in this execution, a deadlock means `class`, explained by `key`: for a
/// scenario whose phases can hang for different reasons (the tasks that must run side by
/// side, then `close`). Reset at the start of every execution.
pub fn deadlock_means(class: Class, key: &'static str) {
    deadlock_means_with(class, key, crate::Args::new());
}

/// Like [`deadlock_means`], with what the scenario counted so far for the message: "3
/// packers, 2 pills" (`{ $threads }` is added: the threads left waiting).
pub fn deadlock_means_with(class: Class, key: &'static str, args: crate::Args) {
    *DEADLOCK_MEANS.lock().unwrap_or_else(|e| e.into_inner()) = Some((class, key, args));
}

pub(crate) fn take_deadlock_meaning() -> Option<Meaning> {
    DEADLOCK_MEANS.lock().unwrap_or_else(|e| e.into_inner()).take()
}

/// What explains a deadlock after the execution ([`deadlock_explained_by`]), from the
/// execution's events (the explored record, which is no longer the current one then).
pub type Explainer = fn(&[crate::trace::Event]) -> Option<Meaning>;

static DEADLOCK_EXPLAINER: std::sync::Mutex<Option<Explainer>> = std::sync::Mutex::new(None);

/// From now on in this execution, a deadlock is first explained by `explain`, called
/// only when one happens, after the execution: for a cause the scenario can read only
/// from what the execution left behind (the messages on each channel: an order sent to a
/// worker that had not asked for it, so that another waits forever for its stop). Where
/// it finds nothing (None), the meaning is what [`deadlock_means`] or the plan says. A
/// lost wake-up, a forgotten notify or a cycle of locks the grader finds in the trace is
/// still named by the grader itself. Reset at the start of every execution.
pub fn deadlock_explained_by(explain: Explainer) {
    *DEADLOCK_EXPLAINER.lock().unwrap_or_else(|e| e.into_inner()) = Some(explain);
}

pub(crate) fn take_deadlock_explainer() -> Option<Explainer> {
    DEADLOCK_EXPLAINER.lock().unwrap_or_else(|e| e.into_inner()).take()
}
