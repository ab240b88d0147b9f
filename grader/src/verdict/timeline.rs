//! The failing interleaving as a timeline: one column per thread, one row per event
//! at the level of the exercise (`put(3)`, `take() → 3`, a call that waits), the
//! failing step marked, a long run folded so that it fits a screen.

use crate::course::i18n::Catalog;
use grader_report::args;
use grader_report::channel::{Failure, TimedOut};
use grader_report::trace::{Event, Kind};
use serde::Serialize;

#[cfg(test)]
mod causes_tests;
mod lost_update;
mod names;

/// Rows kept on screen; the middle of a longer run is folded into one row.
pub const MAX_ROWS: usize = 40;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Row {
    /// 1-based step of the exercise-level run; 0 for a folded stretch.
    pub step: usize,
    pub thread: String,
    pub text: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub mark: Option<Mark>,
    /// The index of the trace event the row begins with: what a cause's steps point at.
    #[serde(skip)]
    pub event: usize,
    /// A lock let go or taken again, drawn for a lost update: no event of the trace, but
    /// drawn before event `event`.
    #[serde(skip)]
    pub lock_step: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mark {
    /// A call that did not return at once: another thread ran while it was inside.
    Inside,
    /// A call that never returned: the thread is stuck in it.
    Stuck,
    /// A call still open where a timeout alone moved the program on: its thread waited
    /// then, but it would have gone on after the timeout.
    Waiting,
    /// The timed wait whose timeout ran out while every thread waited.
    TimedOut,
    /// The step at which the run failed.
    Fails,
    /// Several steps folded into one row.
    Folded,
}

/// The rows of a failure, folded to at most [`MAX_ROWS`].
pub fn rows(failure: &Failure, catalog: &Catalog) -> Vec<Row> {
    fold(unfolded(failure, catalog), catalog)
}

/// Every row of a failure, one step each.
fn unfolded(failure: &Failure, catalog: &Catalog) -> Vec<Row> {
    let events = &failure.events;
    // Calls still open at the end: stuck forever in a deadlock; otherwise cut short by
    // the failure (the panicking thread's call is where it failed).
    let open = grader_report::trace::open_call_indices(events);
    let deadlock = !failure.stuck.is_empty();
    // Where a timeout alone moved the program on, its wait ran out (the innermost call
    // open in its thread), and nobody waited forever.
    let timed_out = failure.timed_out.as_ref();
    let ran_out = timed_out.and_then(|t| open.iter().rev().copied().find(|&i| events[i].thread == t.thread));
    // The thread whose step failed: the one that panicked, or the one that kept trying;
    // of a busy wait, the call it kept trying in.
    let panicked = failure
        .panic
        .as_ref()
        .and_then(|p| p.thread.clone())
        .or_else(|| failure.spinning.clone());
    let fails_here = |i: usize, thread: &str| match failure.spun_in {
        Some(at) => at == i,
        None => panicked.as_deref() == Some(thread),
    };
    // Threads a panic ended: the calls they were in were cut short, not waited in, and the
    // row of the panic is where each failed.
    let died: Vec<String> = grader_report::trace::died(events)
        .into_iter()
        .map(|d| d.thread)
        .collect();
    let pills = events
        .iter()
        .any(|e| e.result.as_deref().is_some_and(|r| r.starts_with("Some(Order {")));
    let hidden = repeated_calls(events);
    let blamed_notify = failure.cause.as_ref().and_then(notify_of);
    let mut between = lost_update::rows(failure, catalog).into_iter().peekable();
    let mut rows = Vec::new();
    let mut i = 0;
    while i < events.len() {
        if hidden.contains(&i) {
            i += 1;
            continue;
        }
        while let Some(b) = between.next_if(|b| b.position <= i) {
            rows.push(lock_row(b, rows.len() + 1));
        }
        let e = &events[i];
        let step = rows.len() + 1;
        let thread = e.thread.clone();
        // What a call gave back, in the lesson's words.
        let returned = |at: usize| pill(compact(&names::text(&events[at]), catalog), pills, catalog);
        // A call undisturbed by other threads is one row that says what it returned, but
        // for one that made several notifies, one of which a cause speaks of: each of
        // those is a row of its own, with the condvar it was on.
        let undisturbed = returns_undisturbed(events, i, &hidden);
        let blamed_in = |end: usize| blamed_notify.filter(|n| (i + 1..end).contains(n));
        let split = undisturbed.is_some_and(|end| blamed_in(end).is_some() && notifies(events, i + 1..end) > 1);
        let (text, mark, last) = match e.kind {
            Kind::Call => match undisturbed.filter(|_| !split) {
                Some(end) => {
                    let text = timed_return(events, end, catalog).unwrap_or_else(|| returned(end));
                    // The notify a cause speaks of, drawn in the one row of its call.
                    let text = match blamed_in(end) {
                        Some(n) => catalog.get(
                            "timeline-with-notify",
                            &args!("call" => text, "notify" => names::what(&events[n])),
                        ),
                        None => text,
                    };
                    (text, None, end)
                }
                None => {
                    let mark = match (open.contains(&i), deadlock) {
                        (true, _) if died.contains(&e.thread) => Some(Mark::Inside),
                        (true, _) if ran_out == Some(i) => Some(Mark::TimedOut),
                        (true, true) if timed_out.is_some() => Some(Mark::Waiting),
                        (true, true) => Some(Mark::Stuck),
                        (true, false) if fails_here(i, &e.thread) => Some(Mark::Fails),
                        _ if split => None,
                        _ => Some(Mark::Inside),
                    };
                    let text = match (mark, timed_out) {
                        (Some(Mark::TimedOut), Some(t)) => catalog.get(
                            "timeline-timed-out",
                            &args!("call" => names::what(e), "time" => ran_out_at(t)),
                        ),
                        _ => compact(&names::what(e), catalog),
                    };
                    (text, mark, i)
                }
            },
            Kind::Return => {
                let text = timed_return(events, i, catalog)
                    .unwrap_or_else(|| catalog.get("timeline-returns", &args!("call" => returned(i))));
                (text, None, i)
            }
            Kind::Note if e.what == grader_report::trace::PANICKED => (catalog.text(&e.what), Some(Mark::Fails), i),
            Kind::Note => {
                let (key, args) = grader_report::trace::note_message(e);
                (format!("⚠ {}", catalog.get(&key, &args)), None, i)
            }
        };
        rows.push(Row {
            step,
            thread,
            text,
            mark,
            event: i,
            lock_step: false,
        });
        i = last + 1;
    }
    for b in between {
        rows.push(lock_row(b, rows.len() + 1));
    }
    if !deadlock && !rows.iter().any(|r| r.mark == Some(Mark::Fails)) {
        let failing = match failure.spun_in {
            // The call a busy thread kept trying in, wherever it is drawn.
            Some(at) => rows.iter().position(|r| !r.lock_step && r.event == at),
            None => panicked
                .as_deref()
                .and_then(|t| rows.iter().rposition(|r| r.thread == t)),
        };
        if let Some(row) = failing.or(rows.len().checked_sub(1)) {
            rows[row].mark = Some(Mark::Fails);
        }
    }
    rows
}

/// The row of a lock let go or taken again, at `step`: drawn before the event at its
/// position, which it does not show.
fn lock_row(b: lost_update::Between, step: usize) -> Row {
    Row {
        step,
        thread: b.thread,
        text: b.text,
        mark: None,
        event: b.position,
        lock_step: true,
    }
}

/// How many notifies are among `events[range]`.
fn notifies(events: &[Event], range: std::ops::Range<usize>) -> usize {
    events[range]
        .iter()
        .filter(|e| {
            e.kind == Kind::Call
                && (e.what == grader_report::trace::NOTIFY_ONE || e.what == grader_report::trace::NOTIFY_ALL)
        })
        .count()
}

/// When a timeout ran out, as the timeline says times.
fn ran_out_at(t: &TimedOut) -> String {
    grader_report::millis(std::time::Duration::from_micros(t.at_us))
}

/// A return after virtual time passed inside the call (a sleep, a timed wait, a call that
/// waited for them): "sleep(50 ms) wakes at t=100 ms", "Condvar::wait_timeout(1000 ms) times
/// out at t=1000 ms". None when no time passed since the thread's previous step.
fn timed_return(events: &[Event], i: usize, catalog: &Catalog) -> Option<String> {
    let e = &events[i];
    let at = e.at_us?;
    let before = events[..i].iter().rev().find(|p| p.thread == e.thread)?.at_us?;
    if at <= before {
        return None;
    }
    let time = grader_report::millis(std::time::Duration::from_micros(at));
    let (key, call) = if e.what.starts_with("sleep(") {
        ("timeline-wakes-at", e.what.clone())
    } else if e.result.as_deref() == Some("WaitTimeoutResult(true)")
        || e.what.starts_with("Receiver::recv_timeout(") && e.result.as_deref() == Some("Err(Timeout)")
    {
        ("timeline-timed-out", names::what(e))
    } else {
        ("timeline-returns-at", compact(&names::text(e), catalog))
    };
    Some(catalog.get(key, &args!("call" => call, "time" => time)))
}

/// The index of the Return of the call at `i`, if only the same thread acted in between
/// (nested calls included).
fn returns_undisturbed(events: &[Event], i: usize, hidden: &[usize]) -> Option<usize> {
    let call = &events[i];
    let mut depth = 0;
    for (j, e) in events.iter().enumerate().skip(i + 1) {
        if hidden.contains(&j) {
            continue;
        }
        if e.thread != call.thread {
            return None;
        }
        match e.kind {
            Kind::Call => depth += 1,
            Kind::Return if depth == 0 => return (e.what == call.what).then_some(j),
            Kind::Return => depth -= 1,
            Kind::Note => {}
        }
    }
    None
}

/// The given queue's own `queue.take()` inside the check's `take()` (and its return) say
/// nothing the outer call does not: the indices of such inner events, to leave out. Inside
/// the student's `front(…)` they stay, since there they show what the student's code did.
fn repeated_calls(events: &[Event]) -> Vec<usize> {
    let name = |what: &str| -> String {
        let head = what.split('(').next().unwrap_or(what);
        head.rsplit('.').next().unwrap_or(head).to_string()
    };
    let mut hidden = Vec::new();
    // Per thread, the open calls: (event index, hidden?).
    let mut open: Vec<(String, usize, bool)> = Vec::new();
    for (i, e) in events.iter().enumerate() {
        match e.kind {
            Kind::Call => {
                let outer = open.iter().rev().find(|(t, _, _)| *t == e.thread);
                let repeats = e.what.starts_with("queue.")
                    && outer.is_some_and(|(_, at, _)| name(&events[*at].what) == name(&e.what));
                if repeats {
                    hidden.push(i);
                }
                open.push((e.thread.clone(), i, repeats));
            }
            Kind::Return => {
                if let Some(pos) = open.iter().rposition(|(t, _, _)| *t == e.thread) {
                    if open[pos].2 {
                        hidden.push(i);
                    }
                    open.remove(pos);
                }
            }
            Kind::Note => {}
        }
    }
    hidden
}

/// Keeps the start and the end, where the bug shows; folds the middle into one row.
fn fold(rows: Vec<Row>, catalog: &Catalog) -> Vec<Row> {
    if rows.len() <= MAX_ROWS {
        return rows;
    }
    let head = 6;
    let tail = MAX_ROWS - head - 1;
    let middle = &rows[head..rows.len() - tail];
    let mut threads: Vec<&str> = Vec::new();
    for r in middle {
        if !threads.contains(&r.thread.as_str()) {
            threads.push(&r.thread);
        }
    }
    let folded = Row {
        step: 0,
        thread: String::new(),
        text: catalog.get(
            "timeline-folded",
            &args!("count" => middle.len(), "threads" => threads.join(", "), "many" => threads.len()),
        ),
        mark: Some(Mark::Folded),
        event: middle[0].event,
        lock_step: false,
    };
    let mut out: Vec<Row> = rows[..head].to_vec();
    out.push(folded);
    out.extend_from_slice(&rows[rows.len() - tail..]);
    out
}

/// Shortens the debug notation of the course's values into the lesson's words:
/// `take() → Some(Order { id: 1003, … })` → `take() → order 1003`, and where orders
/// travel with pills, `take() → None` → `take() → pill`. The words the checks use to
/// name a call are said in the student's language too: `front(3 orders, &queue, 1)` →
/// `front(3 поръчки, &queue, 1)`, `wait() of task 2` → `wait() на задача 2`.
pub fn compact(text: &str, catalog: &Catalog) -> String {
    let text = counted(text, " orders", |n| {
        catalog.get("timeline-orders", &args!("count" => n))
    });
    let text = numbered(&text, "of task ", |n| {
        catalog.get("timeline-of-task", &args!("task" => n))
    });
    values(&text, catalog)
}

/// `text` with each `<number><word>` (e.g. "3 orders") put as `say(number)`.
fn counted(text: &str, word: &str, say: impl Fn(&str) -> String) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(word) {
        let head = &rest[..at];
        let number = head.len() - head.trim_end_matches(|c: char| c.is_ascii_digit()).len();
        if number == 0 {
            out.push_str(&rest[..at + word.len()]);
        } else {
            out.push_str(&head[..at - number]);
            out.push_str(&say(&head[at - number..]));
        }
        rest = &rest[at + word.len()..];
    }
    out.push_str(rest);
    out
}

/// `text` with each `<word><number>` (e.g. "of task 2") put as `say(number)`.
fn numbered(text: &str, word: &str, say: impl Fn(&str) -> String) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(word) {
        out.push_str(&rest[..at]);
        let tail = &rest[at + word.len()..];
        let number = tail.len() - tail.trim_start_matches(|c: char| c.is_ascii_digit()).len();
        if number == 0 {
            out.push_str(word);
        } else {
            out.push_str(&say(&tail[..number]));
        }
        rest = &tail[number..];
    }
    out.push_str(rest);
    out
}

/// The course's values in `text` in the lesson's words.
fn values(text: &str, catalog: &Catalog) -> String {
    let order = |id: &str| catalog.get("timeline-order", &args!("id" => id));
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("Order { id: ") {
        let before = &rest[..at];
        // `Some(Order { … })`: the Some is only the envelope of a pill queue.
        let enveloped = before.ends_with("Some(");
        out.push_str(before.strip_suffix("Some(").unwrap_or(before));
        let after = &rest[at + "Order { id: ".len()..];
        let id: String = after.chars().take_while(|c| c.is_ascii_digit()).collect();
        match after.find('}') {
            Some(end) => {
                out.push_str(&order(&id));
                rest = &after[end + 1..];
                if enveloped {
                    rest = rest.strip_prefix(')').unwrap_or(rest);
                }
            }
            None => {
                out.push_str(&rest[at..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}

/// Where orders travel with pills (`Option<Order>`), a `None` taken is a pill.
fn pill(text: String, pills: bool, catalog: &Catalog) -> String {
    match text.strip_suffix(" → None") {
        Some(call) if pills => format!("{call} → {}", catalog.text("timeline-pill")),
        _ => text,
    }
}

/// A thread's name in the student's language: "packer 2" → "Packer 2", "опаковчик 2".
/// The checks name threads by role and number; a name the catalog does not know (one
/// the student gave) stays as it is.
pub fn thread_name(name: &str, catalog: &Catalog) -> String {
    let (role, number) = match name.rsplit_once(' ') {
        Some((role, n)) if n.chars().all(|c| c.is_ascii_digit()) => (role, Some(n)),
        _ => (name, None),
    };
    let key = format!("thread-{}", role.replace(' ', "-"));
    let word = catalog.text(&key);
    if word == key {
        return name.to_string();
    }
    match number {
        Some(n) => format!("{word} {n}"),
        None => word,
    }
}

/// Names in a list such as "main, packer 2", each in the student's language.
pub fn thread_names(list: &str, catalog: &Catalog) -> String {
    list.split(", ")
        .map(|t| thread_name(t, catalog))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The threads of the rows, in the order they first act: the timeline's columns, the
/// picture's lanes.
pub fn lanes(rows: &[Row]) -> Vec<&str> {
    let mut threads: Vec<&str> = Vec::new();
    for r in rows.iter().filter(|r| r.mark != Some(Mark::Folded)) {
        if !threads.contains(&r.thread.as_str()) {
            threads.push(&r.thread);
        }
    }
    threads
}

/// The timeline as text: a column per thread, in the order they first act.
pub fn render(rows: &[Row], catalog: &Catalog) -> String {
    let threads = lanes(rows);
    let cell = |r: &Row| -> String {
        match r.mark {
            Some(Mark::Inside) => format!("{} …", r.text),
            Some(Mark::Stuck) => format!("{} ⏸ {}", r.text, catalog.text("timeline-forever")),
            Some(Mark::Waiting) => format!("{} ⏸ {}", r.text, catalog.text("timeline-waiting")),
            Some(Mark::TimedOut) => format!("{} ⏱", r.text),
            Some(Mark::Fails) => format!("{} ✗", r.text),
            _ => r.text.clone(),
        }
    };
    let width = |t: &str| {
        rows.iter()
            .filter(|r| r.thread == t)
            .map(|r| cell(r).chars().count())
            .chain([thread_name(t, catalog).chars().count()])
            .max()
            .unwrap_or(8)
            .clamp(8, 28)
    };
    let widths: Vec<usize> = threads.iter().map(|t| width(t)).collect();
    let mut out = String::new();
    let header: Vec<String> = threads
        .iter()
        .zip(&widths)
        .map(|(t, w)| pad(&thread_name(t, catalog), *w))
        .collect();
    out.push_str(&format!("{:>4}  {}\n", "", header.join("  ").trim_end()));
    for r in rows {
        if r.mark == Some(Mark::Folded) {
            out.push_str(&format!("{:>4}  {}\n", "⋮", r.text));
            continue;
        }
        let column = threads.iter().position(|t| *t == r.thread).unwrap_or(0);
        let indent: usize = widths[..column].iter().map(|w| w + 2).sum();
        out.push_str(&format!("{:>4}  {}{}\n", r.step, " ".repeat(indent), cut(&cell(r), 60)));
    }
    out
}

fn pad(text: &str, width: usize) -> String {
    let text = cut(text, width);
    let fill = width.saturating_sub(text.chars().count());
    format!("{text}{}", " ".repeat(fill))
}

/// `text` cut to `width` characters, the last one an ellipsis where it was longer.
pub fn cut(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        text.to_string()
    } else {
        let kept: String = text.chars().take(width - 1).collect();
        format!("{kept}…")
    }
}

/// One sentence per thread left waiting: in which call (the outermost), since which step;
/// the thread whose timeout ran out (`timed_out`) waited there until then.
pub fn stuck_sentences(rows: &[Row], timed_out: Option<&TimedOut>, catalog: &Catalog) -> Vec<String> {
    let mut seen: Vec<&str> = Vec::new();
    rows.iter()
        .filter(|r| matches!(r.mark, Some(Mark::Stuck | Mark::Waiting | Mark::TimedOut)))
        .filter(|r| {
            let first = !seen.contains(&r.thread.as_str());
            seen.push(&r.thread);
            first
        })
        .map(|r| {
            let mut args = args!("thread" => thread_name(&r.thread, catalog), "call" => r.text, "step" => r.step);
            match timed_out.filter(|t| t.thread == r.thread) {
                Some(t) => {
                    args.insert("time".into(), ran_out_at(t));
                    catalog.get("timeline-waited-until", &args)
                }
                None => catalog.get("timeline-stuck", &args),
            }
        })
        .collect()
}

/// The step of the row that shows trace event `event` (a notify inside `put(3)` is shown
/// by the row of `put(3)`).
fn step_of(rows: &[Row], event: usize) -> usize {
    rows.iter()
        .rfind(|r| r.mark != Some(Mark::Folded) && r.event <= event)
        .map_or(0, |r| r.step)
}

/// The index of the row (of folded rows too: a folded stretch shows every event inside
/// it) that shows trace event `event`.
pub fn row_at(rows: &[Row], event: usize) -> Option<usize> {
    rows.iter().rposition(|r| r.event <= event)
}

/// The trace event a cause blames: the notify that woke the wrong thread or only one,
/// the wait nobody notified, the wake-up that went on without looking. None for a
/// cause of locks, which is no one step.
pub fn blamed_event(cause: &grader_report::trace::Cause) -> Option<usize> {
    use grader_report::trace::Cause;
    match cause {
        Cause::LostWakeUp { notify, .. } | Cause::OnlyOneWoken { notify, .. } => Some(*notify),
        Cause::ForgottenNotify { since, .. }
        | Cause::WokenUnchanged { since, .. }
        | Cause::JoinedWaits { since, .. } => Some(*since),
        Cause::NoRecheck { woke_at, .. } => Some(*woke_at),
        Cause::QueuedWhileIdle { handed, .. } => Some(handed.at),
        Cause::LostUpdate { update, .. } => Some(update.call_at),
        Cause::LockHeld { .. } | Cause::LockCycle { .. } => None,
    }
}

/// The notify a cause speaks of: the one that woke the wrong thread, only one, or a thread
/// that found nothing changed.
fn notify_of(cause: &grader_report::trace::Cause) -> Option<usize> {
    use grader_report::trace::Cause;
    match cause {
        Cause::LostWakeUp { notify, .. } | Cause::OnlyOneWoken { notify, .. } => Some(*notify),
        Cause::WokenUnchanged { notify, .. } => *notify,
        // The notify the last call made, on another condvar than the waiter's.
        Cause::ForgottenNotify { other_notify, .. } => *other_notify,
        _ => None,
    }
}

/// The threads that ran but took no step the timeline shows while another of their role
/// did (a pool's workers that never got a task, waiting inside the given pool, beside
/// the one that ran them all): "Idle the whole time: worker 2, worker 3". Without it a
/// pool that works one task at a time looks as if it had one worker. Where no thread of
/// a role shows a step, what they do is not traced at all, and nothing is said.
pub fn idle_sentence(failure: &Failure, catalog: &Catalog) -> Option<String> {
    let acted = |t: &str| failure.events.iter().any(|e| e.thread == t);
    let role = |t: &str| t.rsplit_once(' ').map_or(t.to_string(), |(role, _)| role.to_string());
    let idle: Vec<String> = failure
        .threads
        .iter()
        .filter(|t| !acted(t))
        .filter(|t| failure.threads.iter().any(|o| role(o) == role(t) && acted(o)))
        .filter(|t| !failure.stuck.iter().any(|s| s.thread == **t))
        .map(|t| thread_name(t, catalog))
        .collect();
    (!idle.is_empty()).then(|| catalog.get("timeline-idle", &args!("threads" => idle.join(", "))))
}

/// The cause the trace tells, in a sentence with its steps: which notify woke the wrong
/// thread, whom nobody notified, who took the item a woken thread counted on.
pub fn cause_sentences(failure: &Failure, catalog: &Catalog) -> Vec<String> {
    let Some(cause) = &failure.cause else {
        return Vec::new();
    };
    let rows = unfolded(failure, catalog);
    // Threads that took steps and are not left waiting: they had ended when it hung.
    let ended = failure
        .threads
        .iter()
        .filter(|t| failure.events.iter().any(|e| e.thread == **t))
        .filter(|t| !failure.stuck.is_empty() && !failure.stuck.iter().any(|s| s.thread == **t))
        .map(|t| thread_name(t, catalog))
        .collect();
    let say = Say {
        rows: &rows,
        events: &failure.events,
        catalog,
        ended,
    };
    vec![say.cause(cause)]
}

/// A cause told with the steps of `rows`, its threads and calls in the student's words.
struct Say<'a> {
    rows: &'a [Row],
    events: &'a [Event],
    catalog: &'a Catalog,
    /// In a deadlock, the threads that had ended, as named.
    ended: Vec<String>,
}

impl Say<'_> {
    fn step(&self, event: usize) -> usize {
        step_of(self.rows, event)
    }

    fn name(&self, thread: &str) -> String {
        thread_name(thread, self.catalog)
    }

    fn call(&self, call: &str) -> String {
        compact(call, self.catalog)
    }

    /// The notify at event `at` as a sentence names it.
    fn notify(&self, at: usize) -> String {
        self.events.get(at).map_or_else(String::new, names::notify)
    }

    fn cause(&self, cause: &grader_report::trace::Cause) -> String {
        use grader_report::trace::Cause;
        match cause {
            Cause::LostWakeUp {
                notify,
                woken,
                woken_call,
                waiting,
                waiting_call,
                ..
            } => self.catalog.get(
                "cause-lost-wake-up",
                &args!(
                    "notify" => self.notify(*notify),
                    "step" => self.step(*notify),
                    "woken" => self.name(woken),
                    "woken_call" => self.call(woken_call),
                    "waiting" => self.name(waiting),
                    "waiting_call" => self.call(waiting_call),
                ),
            ),
            Cause::OnlyOneWoken {
                notify,
                woken,
                waiting,
                waiting_call,
                culprit,
                changed_after: Some(change),
            } => self.catalog.get(
                "cause-notified-before-change",
                &args!(
                    "notify" => self.notify(*notify),
                    "step" => self.step(*notify),
                    "notifier" => self.name(culprit.as_ref().map_or(&self.events[*notify].thread, |c| &c.thread)),
                    "change" => self.step(*change),
                    "woken" => self.name(woken),
                    "waiting" => self.name(waiting),
                    "waiting_call" => self.call(waiting_call),
                ),
            ),
            Cause::OnlyOneWoken {
                notify,
                woken,
                waiting,
                waiting_call,
                ..
            } => self.catalog.get(
                "cause-only-one-woken",
                &args!(
                    "notify" => self.notify(*notify),
                    "step" => self.step(*notify),
                    "woken" => self.name(woken),
                    "waiting" => self.name(waiting),
                    "waiting_call" => self.call(waiting_call),
                ),
            ),
            Cause::ForgottenNotify {
                thread,
                call,
                since,
                culprit,
                other_notify,
            } => self.forgotten_notify(thread, call, *since, culprit.as_ref(), *other_notify),
            Cause::WokenUnchanged {
                thread,
                call,
                notify,
                woke_at,
                since,
                culprit,
            } => match (notify, culprit) {
                (Some(notify), Some(c)) => self.catalog.get(
                    "cause-woken-unchanged-by",
                    &args!(
                        "thread" => self.name(thread),
                        "call" => self.call(call),
                        "woke" => self.step(*woke_at),
                        "notify" => self.step(*notify),
                        "culprit" => self.name(&c.thread),
                        "culprit_call" => self.call(&c.call),
                        "step" => self.step(*since),
                    ),
                ),
                _ => self.catalog.get(
                    "cause-woken-unchanged",
                    &args!(
                        "thread" => self.name(thread),
                        "call" => self.call(call),
                        "woke" => self.step(*woke_at),
                        "step" => self.step(*since),
                    ),
                ),
            },
            Cause::NoRecheck {
                thread,
                call,
                notify,
                woke_at,
                other,
                other_call,
                other_at,
            } => match (other, other_call, other_at) {
                (Some(other), Some(other_call), Some(other_at)) => self.catalog.get(
                    "cause-no-recheck-taken",
                    &args!(
                        "thread" => self.name(thread),
                        "call" => self.call(call),
                        "notify" => notify.map_or(0, |n| self.step(n)),
                        "woke" => self.step(*woke_at),
                        "other" => self.name(other),
                        "other_call" => self.call(other_call),
                        "other_step" => self.step(*other_at),
                    ),
                ),
                _ => self.catalog.get(
                    "cause-no-recheck",
                    &args!("thread" => self.name(thread), "call" => self.call(call), "woke" => self.step(*woke_at)),
                ),
            },
            Cause::LockHeld {
                waiting,
                holder,
                holder_call,
                wanted_at,
                taken_at,
            } => match (
                holder_call,
                names::place(wanted_at.as_ref(), self.catalog),
                names::place(taken_at.as_ref(), self.catalog),
            ) {
                (Some(call), Some(wanted_at), Some(taken_at)) => self.catalog.get(
                    "cause-lock-held-at",
                    &args!(
                        "waiting" => self.name(waiting),
                        "holder" => self.name(holder),
                        "call" => self.call(call),
                        "wanted_at" => wanted_at,
                        "taken_at" => taken_at,
                    ),
                ),
                (Some(call), _, _) => self.catalog.get(
                    "cause-lock-held-in",
                    &args!("waiting" => self.name(waiting), "holder" => self.name(holder), "call" => self.call(call)),
                ),
                (None, _, _) => self.catalog.get(
                    "cause-lock-held",
                    &args!("waiting" => self.name(waiting), "holder" => self.name(holder)),
                ),
            },
            Cause::JoinedWaits {
                thread,
                since,
                joined,
                joined_call,
            } => self.catalog.get(
                "cause-joined-waits",
                &args!(
                    "thread" => self.name(thread),
                    "step" => self.step(*since),
                    "joined" => self.name(joined),
                    "joined_call" => self.call(joined_call),
                ),
            ),
            Cause::LockCycle { links } => self.lock_cycle(links),
            Cause::LostUpdate { update, waiting } => self.lost_update(update, waiting.as_ref()),
            Cause::QueuedWhileIdle {
                task,
                handed,
                idle,
                busy,
                busy_call,
            } => self.catalog.get(
                "cause-queued-while-idle",
                &args!(
                    "call" => self.call(&handed.call),
                    "step" => self.step(handed.at),
                    "task" => task,
                    "busy_call" => self.call(busy_call),
                    "busy" => self.name(busy),
                    "idle" => self.name(idle),
                ),
            ),
        }
    }

    /// Nobody notified `thread`, waiting in `call` since event `since`; and, where the trace
    /// names one, the culprit: a call after the wait began changed something and told
    /// nobody, one before it left nothing to find.
    fn forgotten_notify(
        &self,
        thread: &str,
        call: &str,
        since: usize,
        culprit: Option<&grader_report::trace::Culprit>,
        other_notify: Option<usize>,
    ) -> String {
        let condvar = self.condvar_of(since);
        let ran_since = self
            .events
            .get(since + 1..)
            .is_some_and(|rest| rest.iter().any(|e| e.thread != thread));
        if culprit.is_none() && !ran_since && !self.ended.is_empty() {
            // Nobody forgot a notify: nobody was left who could change what it waits for.
            return self.catalog.get(
                "cause-none-left-to-notify",
                &args!(
                    "thread" => self.name(thread),
                    "call" => self.call(call),
                    "step" => self.step(since),
                    "condvar" => condvar,
                    "ended" => self.ended.join(", "),
                ),
            );
        }
        let mut sentence = self.catalog.get(
            "cause-forgotten-notify",
            &args!(
                "thread" => self.name(thread),
                "call" => self.call(call),
                "step" => self.step(since),
                "condvar" => condvar.clone(),
            ),
        );
        if let Some(c) = culprit {
            let key = match other_notify {
                _ if c.at < since => "cause-forgotten-notify-before",
                Some(_) => "cause-forgotten-notify-other",
                None => "cause-forgotten-notify-by",
            };
            sentence.push(' ');
            sentence.push_str(&self.catalog.get(
                key,
                &args!(
                    "thread" => self.name(thread),
                    "culprit" => self.name(&c.thread),
                    "culprit_call" => self.call(&c.call),
                    "culprit_step" => self.step(c.at),
                    "condvar" => condvar,
                    "other" => other_notify.map_or_else(String::new, |n| self.notify(n)),
                ),
            ));
        }
        sentence
    }

    /// The condvar of the wait at event `wait`, as a sentence names it. The cause comes in
    /// the check's report beside the events, not made from them here: an index past them
    /// names no code ("the Condvar") rather than ending the grader.
    fn condvar_of(&self, wait: usize) -> String {
        self.events.get(wait).map_or_else(
            || self.catalog.text("timeline-the-condvar"),
            |wait| names::condvar(self.events, wait, self.catalog),
        )
    }

    /// The step of the drawn row of `thread` at `position`.
    fn lock_step(&self, thread: &str, position: usize) -> usize {
        self.rows
            .iter()
            .find(|r| r.lock_step && r.thread == thread && r.event == position)
            .map_or(0, |r| r.step)
    }

    /// A lost update, and the thread that may wait for what it lost.
    fn lost_update(
        &self,
        update: &grader_report::trace::lost_update::LostUpdate,
        waiting: Option<&grader_report::trace::Waiting>,
    ) -> String {
        let mut args = args!(
            "thread" => self.name(&update.thread),
            "call" => self.call(&update.call),
            "let_go" => self.lock_step(&update.thread, update.let_go),
            "again" => self.lock_step(&update.thread, update.taken_again),
            "other" => self.name(&update.other),
            "other_step" => self.step(update.other_at),
        );
        let key = match &update.other_call {
            Some(other_call) => {
                args.insert("other_call".into(), self.call(other_call));
                "cause-lost-update"
            }
            None => "cause-lost-update-outside",
        };
        let mut sentence = self.catalog.get(key, &args);
        if let Some(w) = waiting {
            let condvar = self.condvar_of(w.since);
            sentence.push(' ');
            sentence.push_str(&self.catalog.get(
                "cause-lost-update-waiting",
                &args!(
                    "waiting" => self.name(&w.thread),
                    "waiting_call" => self.call(&w.call),
                    "since" => self.step(w.since),
                    "condvar" => condvar,
                    "other" => self.name(&update.other),
                ),
            ));
        }
        sentence
    }

    /// Threads in a circle, each holding a lock that the next one wants; each lock with
    /// where the code took it and where it waits for it, where that is in the graded file.
    fn lock_cycle(&self, links: &[grader_report::trace::LockLink]) -> String {
        let parts: Vec<String> = links
            .iter()
            .map(|l| {
                let mut args = args!("thread" => self.name(&l.thread), "holds" => lock_name(l.holds), "wants" => lock_name(l.wants));
                let places = (
                    names::place(l.holds_at.as_ref(), self.catalog),
                    names::place(l.wants_at.as_ref(), self.catalog),
                );
                match places {
                    (Some(holds_at), Some(wants_at)) => {
                        args.insert("holds_at".into(), holds_at);
                        args.insert("wants_at".into(), wants_at);
                        self.catalog.get("cause-lock-link-at", &args)
                    }
                    _ => self.catalog.get("cause-lock-link", &args),
                }
            })
            .collect();
        self.catalog
            .get("cause-lock-cycle", &args!("links" => parts.join(", ")))
    }
}

/// Locks in a cycle are told apart by letter, in the order they were first locked.
fn lock_name(n: usize) -> String {
    let letter = (b'A' + ((n.max(1) - 1) % 26) as u8) as char;
    letter.to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use grader_report::Class;
    use grader_report::Finding;

    fn not_concurrent() -> Failure {
        let finding = Finding {
            class: Class::NotConcurrent,
            key: "k".into(),
            args: Default::default(),
        };
        Failure::of(finding, 0, Default::default())
    }

    fn event(thread: &str, kind: Kind, what: &str, result: Option<&str>, at_ms: u64) -> Event {
        Event {
            result: result.map(String::from),
            at_us: Some(at_ms * 1000),
            ..Event::new(thread, kind, what)
        }
    }

    #[test]
    fn says_when_a_sleep_or_a_timed_wait_came_back() {
        let events = vec![
            event("worker 1", Kind::Call, "sleep(50 ms)", None, 0),
            event("main", Kind::Call, "Condvar::wait_timeout(1000 ms)", None, 0),
            event("worker 1", Kind::Return, "sleep(50 ms)", None, 50),
            event(
                "main",
                Kind::Return,
                "Condvar::wait_timeout(1000 ms)",
                Some("WaitTimeoutResult(true)"),
                1000,
            ),
            event("main", Kind::Call, "close()", None, 1000),
            event("main", Kind::Return, "close()", None, 1000),
        ];
        let failure = Failure {
            events,
            ..not_concurrent()
        };
        let texts: Vec<String> = rows(&failure, &Catalog::load("en", None))
            .into_iter()
            .map(|r| r.text)
            .collect();
        assert_eq!(
            texts,
            [
                "sleep(50 ms)",
                "Condvar::wait_timeout(1000 ms)",
                "sleep(50 ms) wakes at t=50 ms",
                "Condvar::wait_timeout(1000 ms) times out at t=1000 ms",
                "close()",
            ]
        );
    }

    #[test]
    fn a_recv_timeout_that_ran_out_is_said_to_time_out() {
        let events = vec![
            event("worker", Kind::Call, "Receiver::recv_timeout(10 ms)", None, 0),
            event("main", Kind::Call, "close()", None, 0),
            event(
                "worker",
                Kind::Return,
                "Receiver::recv_timeout(10 ms)",
                Some("Err(Timeout)"),
                10,
            ),
        ];
        let failure = Failure {
            events,
            ..not_concurrent()
        };
        let rows = rows(&failure, &Catalog::load("en", None));
        assert_eq!(rows[2].text, "Receiver::recv_timeout(10 ms) times out at t=10 ms");
    }

    /// A thread a panic ended is not left waiting in the calls it was in: they were cut
    /// short, the row of its panic is where it failed, and only the thread that waits for
    /// it waits forever.
    #[test]
    fn a_thread_a_panic_ended_is_shown_ended_not_waiting() {
        let mut died = event("worker 1", Kind::Note, grader_report::trace::PANICKED, None, 0);
        died.at_us = None;
        let events = vec![
            event("main", Kind::Call, "wait() of task 0", None, 0),
            event("worker 1", Kind::Call, "work(0)", None, 0),
            died,
        ];
        let finding = Finding {
            class: Class::WorkerDied,
            key: "k".into(),
            args: Default::default(),
        };
        let failure = Failure {
            events,
            stuck: vec![grader_report::channel::Stuck {
                thread: "main".into(),
                call: Some("wait() of task 0".into()),
            }],
            ..Failure::of(finding, 0, Default::default())
        };
        let catalog = Catalog::load("en", None);
        let rows = rows(&failure, &catalog);
        let marks: Vec<(&str, &str, Option<Mark>)> = rows
            .iter()
            .map(|r| (r.thread.as_str(), r.text.as_str(), r.mark))
            .collect();
        assert_eq!(
            marks,
            [
                ("main", "wait() of task 0", Some(Mark::Stuck)),
                ("worker 1", "work(0)", Some(Mark::Inside)),
                ("worker 1", "ends in a panic", Some(Mark::Fails)),
            ]
        );
        let stuck = stuck_sentences(&rows, None, &catalog);
        assert_eq!(stuck, ["main waits in wait() of task 0 since step 1."]);
    }

    #[test]
    fn the_checks_words_for_a_call_are_said_in_the_students_language() {
        let bg = Catalog::load("bg", None);
        assert_eq!(
            compact("front(4 orders, &queue, 2)", &bg),
            "front(4 поръчки, &queue, 2)"
        );
        assert_eq!(compact("run(1 orders, 1, 1)", &bg), "run(1 поръчка, 1, 1)");
        assert_eq!(compact("wait() of task 12", &bg), "wait() на задача 12");
        let de = Catalog::load("de", None);
        assert_eq!(
            compact("take() → Some(Order { id: 4001, kind: Book })", &de),
            "take() → Bestellung 4001"
        );
        assert_eq!(compact("wait_timeout() of task 0", &de), "wait_timeout() von Aufgabe 0");
        // Words without their number are left as they are.
        let en = Catalog::load("en", None);
        assert_eq!(compact("all orders, of task x", &en), "all orders, of task x");
    }

    #[test]
    fn idle_threads_are_named_only_beside_a_busy_one_of_their_role() {
        let mut failure = Failure {
            events: vec![
                event("main", Kind::Call, "run(0)", None, 0),
                event("worker 1", Kind::Call, "task 0", None, 0),
            ],
            threads: vec!["main".into(), "worker 1".into(), "worker 2".into(), "worker 3".into()],
            ..not_concurrent()
        };
        let en = Catalog::load("en", None);
        assert_eq!(
            idle_sentence(&failure, &en).as_deref(),
            Some("Never seen above (no sleep, lock or wait of theirs): worker 2, worker 3.")
        );
        // No worker shows a step: their work is not traced, and nothing is said of it.
        failure.events.pop();
        assert_eq!(idle_sentence(&failure, &en), None);
    }
}
