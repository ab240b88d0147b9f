//! How many tasks were in flight at once in one execution, read from its trace.
//!
//! The pools' oracles read it, and so does the real-thread phase (`stress/waits.rs`), to
//! which those oracles hand their verdict on real threads: it lives below both and
//! imports neither.

/// A task as the trace shows it: a call on a thread, from its start to its end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Span {
    /// The call as recorded, `work(1)` or `sleep(50 ms)`.
    pub what: String,
    pub thread: String,
    /// Virtual times, in microseconds.
    pub start_us: u64,
    pub end_us: Option<u64>,
}

impl Span {
    /// `work(1) (worker 2)`, as a message shows it.
    pub fn text(&self) -> String {
        format!("{} ({})", self.what, self.thread)
    }
}

/// How many tasks were in flight at once (begun, not yet finished) in one execution, read
/// from its events: what happened, not what the durations would predict.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct InFlight {
    /// The most tasks in flight at one moment.
    pub most: usize,
    /// The tasks begun.
    pub tasks: usize,
    /// The first task that began while none was in flight though one had finished
    /// already: (the one that finished last before it, it). With `most` 1 there is one
    /// as soon as two tasks began: "task 2 started only after task 1 finished".
    pub after: Option<(Span, Span)>,
}

/// Reads from `events` the calls `is_task` accepts (by their `Call` event; the matching
/// `Return` of the same thread ends them) and how many were in flight at once. Event
/// order is time order: a task that begins before another has returned runs beside it.
pub fn in_flight(events: &[crate::trace::Event], is_task: impl Fn(&crate::trace::Event) -> bool) -> InFlight {
    use crate::trace::Kind;
    let at = |e: &crate::trace::Event| e.at_us.unwrap_or(0);
    // The tasks begun and not finished, oldest first.
    let mut open: Vec<Span> = Vec::new();
    let mut last_done: Option<Span> = None;
    let mut out = InFlight::default();
    // Per thread, the stack of calls, each marked whether it is a task.
    let mut stacks: Vec<(String, Vec<bool>)> = Vec::new();
    for e in events {
        let stack = match stacks.iter().position(|(t, _)| *t == e.thread) {
            Some(i) => &mut stacks[i].1,
            None => {
                stacks.push((e.thread.clone(), Vec::new()));
                &mut stacks.last_mut().expect("pushed").1
            }
        };
        match e.kind {
            Kind::Call => {
                let task = is_task(e);
                stack.push(task);
                if task {
                    let span = Span {
                        what: e.what.clone(),
                        thread: e.thread.clone(),
                        start_us: at(e),
                        end_us: None,
                    };
                    if open.is_empty()
                        && out.after.is_none()
                        && let Some(done) = &last_done
                    {
                        out.after = Some((done.clone(), span.clone()));
                    }
                    open.push(span);
                    out.tasks += 1;
                    out.most = out.most.max(open.len());
                }
            }
            Kind::Return => {
                if stack.pop() == Some(true)
                    && let Some(i) = open.iter().rposition(|s| s.thread == e.thread)
                {
                    let mut span = open.remove(i);
                    span.end_us = Some(at(e));
                    last_done = Some(span);
                }
            }
            Kind::Note => {}
        }
    }
    out
}
