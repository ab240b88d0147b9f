//! Turns a failed execution into a finding the student can read: an oracle's finding,
//! shuttle's deadlock (who is stuck, in which call, and why), the step bound, a panic.
//!
//! The search, the shrinker and the real-thread phase (`stress.rs`) all explain the
//! failures they find: it sits below the three and imports none of them.

use crate::channel::{Failure, PanicSite, Stuck};
use crate::class::Class;
use crate::oracle::{self, CheckFailed, Finding};
use crate::scenario::{Meaning, Variant};
use crate::{args, trace};
use std::any::Any;

/// Turns a failed execution into a finding the student can read.
pub(crate) fn explain(
    index: usize,
    variant: &Variant,
    search: String,
    schedule: Option<String>,
    payload: Box<dyn Any + Send>,
) -> Failure {
    let recorded = crate::probe::take_events();
    // Which call a busy thread kept trying in, from the operations each event carries.
    let spun_in = super::spun::spun_in(&recorded, &crate::probe::ops_by_thread());
    let mut events: Vec<trace::Event> = recorded.into_iter().map(trace::from_probe).collect();
    // Taken whatever the failure, so that no meaning is left for the next execution.
    let meaning = crate::scenario::take_deadlock_meaning();
    let explainer = crate::scenario::take_deadlock_explainer();
    let found = oracle::take_found();
    // A timeout's rescue is where the execution first went wrong, whatever failed after it
    // (its panic caught by the candidate's code, which then went on).
    if let Some(rescue) = crate::probe::take_timeout_rescue() {
        return rescued(index, variant, search, schedule, events, rescue);
    }
    let panic = crate::panics::last_panic();
    let text = crate::panics::payload_text(&*payload);
    let mut stuck = Vec::new();
    let mut cause = None;
    let finding = if let Some((finding, at)) = found.clone() {
        // An oracle's finding is where the execution failed, whatever ended it afterwards
        // (under the explorer it stops there, `oracle::fail`; on real threads a panic of the
        // candidate's while its values were dropped may follow): what ran after it is not
        // what led to it.
        events.truncate(at);
        finding
    } else if payload.is::<CheckFailed>() {
        oracle::take_finding().unwrap_or_else(|| Finding {
            class: Class::Panic,
            key: "check-lost-finding".into(),
            args: args!(),
        })
    } else if let Some(list) = text
        .as_deref()
        .filter(|_| crate::panics::shuttle_failed())
        .and_then(|t| t.strip_prefix("deadlock! blocked tasks: ["))
    {
        // What the scenario reads from the execution's leftovers, before what it said.
        let meaning = explainer.and_then(|explain| explain(&events)).or(meaning);
        let deadlock = deadlock(variant, meaning, &events, list.trim_end_matches(']'));
        (stuck, cause) = (deadlock.stuck, deadlock.cause);
        deadlock.finding
    } else if crate::panics::shuttle_failed()
        && text
            .as_deref()
            .is_some_and(|t| t.starts_with("exceeded max_steps bound"))
    {
        step_limit(variant, &events, spun_in)
    } else {
        let (finding, found) = panicked(variant, &events, panic.as_ref(), text);
        cause = found;
        finding
    };
    // A deadlock keeps the panic of a thread a panic ended, which the others may have
    // waited for: where it happened, said in the finding's message. An oracle's finding
    // (under the explorer it ends the execution without unwinding) keeps none.
    let died_by_it = |site: &PanicSite| {
        let thread = site.thread.as_deref();
        trace::died(&events).iter().any(|d| Some(d.thread.as_str()) == thread)
    };
    let mut panic = match panic {
        Some(site) if !payload.is::<CheckFailed>() && found.is_none() && (stuck.is_empty() || died_by_it(&site)) => {
            Some(site)
        }
        _ => None,
    };

    let finding_is_busy = finding.class == Class::BusyWait;
    // Whichever way a busy wait was found (the step bound, a check that counted the
    // operations of a wait), the thread that kept trying is the one to mark: the one the
    // finding names (a thread that napped), else the thread of the call that made the most
    // synchronisation operations, else the busiest thread. That call is marked only where
    // it is that thread's and among the events kept (an oracle's finding cuts them short).
    let named = finding.args.get("thread").filter(|t| !t.is_empty()).cloned();
    let spun_in = spun_in
        .filter(|&at| finding_is_busy && at < events.len() && named.as_ref().is_none_or(|t| *t == events[at].thread));
    let spinning = finding_is_busy
        .then(|| {
            named
                .or_else(|| spun_in.map(|at| events[at].thread.clone()))
                .or_else(crate::probe::busiest_thread)
        })
        .flatten();
    // A panic the hidden checks raise on purpose: never show where they live.
    if let Some(site) = panic
        .as_mut()
        .filter(|s| s.file.as_deref().is_some_and(|f| f.ends_with("checks.rs")))
    {
        site.file = None;
        site.line = None;
    }
    Failure {
        finding,
        variant: index,
        label: variant.label.clone(),
        search,
        schedule,
        stuck,
        panic,
        events,
        threads: crate::probe::names_seen(),
        steps: 0,
        preemptions: 0,
        cause,
        spinning,
        spun_in,
        timed_out: None,
        found_after: None,
    }
}

/// A thread that went on only because its timeout ran out, while every thread that could run
/// waited for another's action: without its timeouts the program would wait forever. Told
/// as a thread that waits forever (a forgotten notify, a pill missed), from what happened up
/// to the rescue: who waited where, and why as far as the trace tells.
fn rescued(
    index: usize,
    variant: &Variant,
    search: String,
    schedule: Option<String>,
    mut events: Vec<trace::Event>,
    rescue: crate::probe::TimeoutRescue,
) -> Failure {
    events.truncate(rescue.events);
    let open = trace::open_calls(&events);
    let call = open
        .iter()
        .find(|(t, _)| *t == rescue.thread)
        .map_or_else(|| rescue.wait.clone(), |(_, c)| c.clone());
    let stuck = open
        .iter()
        .map(|(thread, call)| Stuck {
            thread: thread.clone(),
            call: Some(call.clone()),
        })
        .collect();
    let cause = trace::deadlock_cause(&events, std::slice::from_ref(&rescue.thread), &trace::holds());
    let timed_out = crate::channel::TimedOut {
        thread: rescue.thread.clone(),
        at_us: rescue.at.as_micros() as u64,
    };
    // A thread in no call of the check's (a worker of the student's own) waited in the wait
    // itself: named once.
    let key = if call == rescue.wait {
        "timeout-rescue-in-wait"
    } else {
        "timeout-rescue"
    };
    Failure {
        finding: Finding {
            class: Class::Deadlock,
            key: key.into(),
            args: args!(
                "thread" => rescue.thread,
                "call" => call,
                "wait" => rescue.wait,
                "at" => conveyor::time::millis(rescue.at),
            ),
        },
        variant: index,
        label: variant.label.clone(),
        search,
        schedule,
        stuck,
        panic: None,
        events,
        threads: crate::probe::names_seen(),
        steps: 0,
        preemptions: 0,
        cause,
        spinning: None,
        spun_in: None,
        timed_out: Some(timed_out),
        found_after: None,
    }
}

/// What a deadlock shows: the threads stuck and where, why (a cycle of locks, a wake-up
/// lost, a lock another stuck thread keeps), and what it means for this scenario.
struct Deadlock {
    finding: Finding,
    stuck: Vec<Stuck>,
    cause: Option<trace::Cause>,
}

/// A deadlock of shuttle's, `list` its blocked tasks; `meaning` what the scenario said a
/// deadlock means at this point, if it said.
fn deadlock(variant: &Variant, meaning: Option<Meaning>, events: &[trace::Event], list: &str) -> Deadlock {
    let (meaning, meaning_args) = match meaning {
        Some((class, key, args)) => ((class, key), args),
        None => (variant.on_deadlock, crate::Args::new()),
    };
    let open = trace::open_calls(events);
    let names = blocked_names(list, crate::probe::name_of_task);
    let stuck: Vec<Stuck> = names
        .iter()
        .map(|name| Stuck {
            thread: name.clone(),
            call: open.iter().find(|(t, _)| t == name).map(|(_, c)| c.clone()),
        })
        .collect();
    // A cycle of locks first: each thread holds what the next one waits for.
    let lock_waits = crate::probe::lock_waits();
    let cause = crate::probe::lock_cycle()
        .map(|cycle| trace::Cause::LockCycle {
            links: cycle
                .into_iter()
                .map(|l| trace::LockLink {
                    thread: l.thread,
                    holds: l.holds,
                    wants: l.wants,
                    holds_at: Some(trace::place(l.holds_at)),
                    wants_at: Some(trace::place(l.wants_at)),
                })
                .collect(),
        })
        .or_else(|| {
            // A thread stuck on a lock that another stuck thread keeps: before the condvar
            // nobody notified, since a holder that waits on a condvar while it keeps a lock
            // shuts out the very thread that would notify it (a notify added would not help).
            let wait = lock_waits
                .iter()
                .find(|w| names.contains(&w.waiting) && names.contains(&w.holder))?;
            let holder_call = open.iter().find(|(t, _)| *t == wait.holder).map(|(_, c)| c.clone());
            Some(trace::Cause::LockHeld {
                waiting: wait.waiting.clone(),
                holder: wait.holder.clone(),
                holder_call,
                wanted_at: Some(trace::place(wait.wanted_at)),
                taken_at: Some(trace::place(wait.taken_at)),
            })
        })
        .or_else(|| trace::deadlock_cause(events, &names, &trace::holds()));
    // Where the threads wait decides what the deadlock means: main stuck in `close()`
    // is about closing, whatever the scenario was built to show.
    let stuck_in = variant.deadlock_in.iter().find(|(call, _, _)| {
        stuck
            .iter()
            .any(|s| s.call.as_deref().is_some_and(|c| c.starts_with(call)))
    });
    let mut meaning = stuck_in.map_or(meaning, |&(_, class, key)| (class, key));
    // A worker that died is one that ended, or one whose task panicked and never answered:
    // where the events show neither (no thread of the program ended, and no task panicked,
    // or the condvar the stuck thread waits on was notified since it began its call: the
    // answer came, and the wake-up was lost), the threads wait for another reason, and a
    // deadlock is what they show.
    let died = crate::probe::program_threads_ended() > 0
        || (crate::panics::program_panicked() && !wake_up_lost(events, &names));
    if meaning.0 == Class::WorkerDied && !died {
        meaning = (Class::Deadlock, "deadlock");
    }
    let mut cause = cause;
    // A worker that did end is why nobody answered: a notify it never made is no cause
    // of its own (the message names the thread that ended and where).
    if meaning.0 == Class::WorkerDied && died && matches!(cause, Some(trace::Cause::ForgottenNotify { .. })) {
        cause = None;
    }
    let mut meaning_args = meaning_args;
    // A wake-up the student's own condvar code lost is a deadlock whatever else the
    // scenario could show.
    if cause.as_ref().is_some_and(trace::Cause::is_deadlock) {
        if meaning.0 != Class::Deadlock {
            meaning = (Class::Deadlock, "deadlock");
        }
    } else if let Some(queued) = variant.queued.filter(|_| stuck_in.is_none())
        && let Some(found) = trace::queued_while_idle(
            events,
            &names,
            (queued.handed, queued.begun),
            &lock_waits
                .iter()
                .map(|w| (w.waiting.clone(), w.holder.clone()))
                .collect::<Vec<_>>(),
        )
    {
        // A task handed out that waits behind a busy worker while another waits for work:
        // the pool did not let a free worker take it, whatever the scenario was built to
        // show, and the trace says so better than a wait nobody notified (a worker waiting
        // on its own empty queue was notified of nothing because nothing came for it).
        if let trace::Cause::QueuedWhileIdle { task, .. } = &found {
            meaning_args.insert("task".into(), task.clone());
        }
        meaning = (queued.class, queued.key);
        cause = Some(found);
    }
    // A thread that waits while it keeps a lock the others need: that is what its message
    // says, not the scenario's guess at a notify that was missing (a notify added would
    // not help, as above), where the deadlock means a deadlock. Only in place of a message
    // of the scenario's own: the plain "deadlock" stays, since how a failure ranks among a
    // check's others (`verdict::rank`) reads a message of its own as a cause named.
    // So does a cycle of locks: each thread holds the lock the next one waits for.
    if stuck_in.is_none() && meaning.0 == Class::Deadlock && meaning.1 != "deadlock" {
        match cause {
            Some(trace::Cause::LockHeld { .. }) => meaning = (Class::Deadlock, "deadlock-lock-kept"),
            Some(trace::Cause::LockCycle { .. }) => meaning = (Class::Deadlock, "deadlock-lock-cycle"),
            _ => {}
        }
    }
    // A thread of the program that a panic ended in its own code (not in a task the check
    // handed it, which a pool's scenario tells as a worker that died) is why the others
    // wait: what it was still to do for them (a pill, a notify, a result) never came. The
    // panic is the bug, not the scenario's guess at what was missing, nor a notify nobody
    // made (the thread that would have made it is gone).
    let died_in_code = trace::died(events).first().is_some_and(|d| d.call.is_none());
    if stuck_in.is_none() && meaning.0 == Class::Deadlock && died_in_code && crate::panics::last_panic().is_some() {
        meaning = (Class::Panic, "deadlock-after-panic");
        if matches!(cause, Some(trace::Cause::ForgottenNotify { .. })) {
            cause = None;
        }
    }
    // A main thread that only joins the others waits for them: name those.
    let threads = stuck
        .iter()
        .filter(|s| s.thread != "main" || s.call.as_deref() != Some("join()") || stuck.len() == 1)
        .map(|s| s.thread.clone())
        .collect::<Vec<_>>()
        .join(", ");
    let mut args = meaning_args;
    // How many, for a message's verb ("packer 1 waits", "packer 1, packer 2 wait"). A
    // scenario's explainer that named the threads its message is about keeps them.
    let waiting = threads.split(", ").filter(|t| !t.is_empty()).count().to_string();
    args.entry("waiting".into()).or_insert(waiting);
    args.entry("threads".into()).or_insert(threads);
    args.extend(died_args(events));
    Deadlock {
        finding: Finding {
            class: meaning.0,
            key: meaning.1.into(),
            args,
        },
        stuck,
        cause,
    }
}

/// Which thread a panic ended before the others were left waiting, if one did, and where,
/// from the trace, for a deadlock's message: `died` (its name), `died-in` (the call of the
/// check's it was inside, `work(0)`) and `died-where`: `call` inside such a call (the
/// check's own code, as a task it gave the program), `code` in the program's own code,
/// outside any, `none` where no thread died. Always all three, so that a message may choose.
fn died_args(events: &[trace::Event]) -> crate::Args {
    let died = trace::died(events).into_iter().next();
    let (thread, call) = died.map_or((String::new(), None), |d| (d.thread, d.call));
    let place = match (&call, thread.is_empty()) {
        (_, true) => "none",
        (Some(_), false) => "call",
        (None, false) => "code",
    };
    args!("died" => thread, "died-in" => call.unwrap_or_default(), "died-where" => place)
}

/// Whether one of the `stuck` threads waits on a condvar that was notified after it began
/// the call it is stuck in, and waits still: what it waits for came, and the wake-up was
/// lost (sent before the wait took hold, or taken by another thread).
fn wake_up_lost(events: &[trace::Event], stuck: &[String]) -> bool {
    let open = trace::open_call_indices(events);
    stuck.iter().any(|thread| {
        let mine: Vec<usize> = open.iter().copied().filter(|&i| events[i].thread == *thread).collect();
        let (Some(&outer), Some(&wait)) = (mine.first(), mine.last()) else {
            return false;
        };
        events[wait].what == trace::WAIT
            && events[outer + 1..].iter().any(|e| {
                e.kind == trace::Kind::Call
                    && (e.what == trace::NOTIFY_ONE || e.what == trace::NOTIFY_ALL)
                    && e.object == events[wait].object
            })
    })
}

/// A run stopped at shuttle's step bound: the thread that kept trying made the most
/// synchronisation operations in the call it kept trying in (`spun_in`); both are named.
fn step_limit(variant: &Variant, events: &[trace::Event], spun_in: Option<usize>) -> Finding {
    let spun = spun_in.map(|at| (events[at].thread.clone(), events[at].what.clone()));
    match spun {
        Some((thread, call)) => Finding {
            class: variant.on_step_limit,
            key: "step-limit-in".into(),
            args: args!("thread" => thread, "call" => call),
        },
        None => Finding {
            class: variant.on_step_limit,
            key: "step-limit".into(),
            args: args!(),
        },
    }
}

/// A panic of the program's (its own, or where it reached a `todo!()`), or one that
/// shows a wait not looked at again; with that cause, where it is one.
fn panicked(
    variant: &Variant,
    events: &[trace::Event],
    panic: Option<&PanicSite>,
    text: Option<String>,
) -> (Finding, Option<trace::Cause>) {
    let message = panic.map(|p| p.message.clone()).or(text).unwrap_or_default();
    let message = crate::panics::cut(message);
    if panic.is_some_and(crate::panics::at_not_done_site) {
        let finding = Finding {
            class: Class::NotDone,
            key: "not-done".into(),
            args: args!(),
        };
        return (finding, None);
    }
    let the_programs = panic
        .filter(|p| !p.file.as_deref().is_some_and(|f| f.ends_with("checks.rs")))
        .filter(|_| !message.contains("PoisonError"));
    if let Some((thread, for_nothing)) = the_programs.and_then(|_| crate::panics::woke_then_panicked()) {
        // On real threads, where no condvar step is recorded: conveyor saw this thread's
        // wait return and no operation of it since, so the same symptom.
        let open = trace::open_calls(&trace::so_far());
        let call = open
            .into_iter()
            .find(|(t, _)| *t == thread)
            .map(|(_, c)| c)
            .unwrap_or_default();
        // A wake-up for nothing (std allows them, the explorer makes none) is no sign of a
        // program that tells the explorer apart, nor of a faster thread: said as it is.
        let key = if for_nothing {
            "real-threads-no-recheck-spurious-panic"
        } else {
            "real-threads-no-recheck-panic"
        };
        let finding = Finding {
            class: Class::NoRecheck,
            key: key.into(),
            args: args!("message" => message, "thread" => thread, "call" => call),
        };
        return (finding, None);
    }
    if let Some(found) = the_programs
        .and_then(|p| p.thread.as_deref())
        .and_then(|thread| trace::no_recheck_cause(events, thread, &trace::holds()))
    {
        // The student's code panicked right after its wait returned, inside the call
        // it waited in: it went on without looking again, and the panic is the symptom.
        let trace::Cause::NoRecheck { thread, call, .. } = &found else {
            unreachable!("no_recheck_cause gives a NoRecheck")
        };
        let finding = Finding {
            class: Class::NoRecheck,
            key: "no-recheck-panic".into(),
            args: args!("message" => message, "thread" => thread, "call" => call),
        };
        return (finding, Some(found));
    }
    // A panic the check raised on purpose (a task of its own that panics) is told as the
    // check says; the student's own as `on_panic` says, and as a worker that died only
    // where a thread of the program did end. Any other panic in the check's own code is
    // not the student's panic: the check met a result or a step it could not handle (every
    // correct program passes it: `grader verify`), so it is told as such, never as "your
    // code panicked" at a line of a file the student cannot see.
    let by_check = panic.is_some_and(|p| p.file.as_deref().is_some_and(|f| f.ends_with("checks.rs")));
    let (class, key) = match variant.on_check_panic.filter(|_| by_check) {
        Some(meaning) => meaning,
        None if by_check => (Class::WrongOutput, "check-own-panic"),
        None if variant.on_panic.0 == Class::WorkerDied && crate::probe::program_threads_ended() == 0 => {
            (Class::Panic, "student-panic")
        }
        // A check that reads any panic as a wait not looked at again, where the trace
        // shows the thread was woken before its notifier had made the change: not that.
        None if variant.on_panic.0 == Class::NoRecheck
            && the_programs
                .and_then(|p| p.thread.as_deref())
                .is_some_and(|thread| trace::woken_too_early(events, thread, &trace::holds())) =>
        {
            (Class::Panic, "student-panic")
        }
        None => variant.on_panic,
    };
    let finding = Finding {
        class,
        key: key.into(),
        args: args!("message" => message),
    };
    (finding, None)
}

/// Splits shuttle's "a (task TaskId(1)), b (task b(2), detached)" into names. A thread
/// shuttle knows no name for (`<unknown>`: one named only once it ran, as conveyor's scoped
/// threads were) is named by the task's label if it has one (`(task packer 1(3))`), else
/// as the probe saw it, by its task number (`named`), as the timeline shows it.
fn blocked_names(list: &str, named: impl Fn(usize) -> Option<String>) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = list;
    while let Some(at) = rest.find(" (task ") {
        let mut name = rest[..at].trim_start_matches([',', ' ']).to_string();
        rest = &rest[at + " (task ".len()..];
        // The task: its label (`TaskId` when it has none), then its number in brackets.
        let number_at = rest.match_indices('(').map(|(i, _)| i).find(|&i| {
            let digits = rest[i + 1..].bytes().take_while(u8::is_ascii_digit).count();
            digits > 0 && rest[i + 1 + digits..].starts_with(')')
        });
        if let Some(open) = number_at {
            let label = rest[..open].trim_matches('"');
            let number: usize = rest[open + 1..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect::<String>()
                .parse()
                .unwrap_or(usize::MAX);
            if name == "<unknown>" {
                if label != "TaskId" && !label.is_empty() {
                    name = label.to_string();
                } else if let Some(known) = named(number) {
                    name = known;
                }
            }
            rest = &rest[open + 1..];
        }
        // The entry ends at the `)` followed by the next entry or by the end of the list.
        let end = rest.match_indices(')').map(|(i, _)| i).find(|&i| {
            let after = &rest[i + 1..];
            after.is_empty()
                || (after.starts_with(", ") && !after.starts_with(", detached") && !after.starts_with(", pending"))
        });
        rest = end.map_or("", |e| &rest[e + 1..]);
        out.push(match name.as_str() {
            "<unknown>" => "?".to_string(),
            // shuttle's name for the scenario's own thread; events call it "main".
            "main-thread" => "main".to_string(),
            _ => name,
        });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::blocked_names;

    #[test]
    fn reads_shuttles_deadlock_list() {
        let list = "main-thread (task main(0)), <unknown> (task packer 2(3)), worker 1 (task TaskId(4), detached)";
        assert_eq!(blocked_names(list, |_| None), vec!["main", "packer 2", "worker 1"]);
        let quoted = r#"main-thread (task TaskId(0)), <unknown> (task "packer 2"(3))"#;
        assert_eq!(blocked_names(quoted, |_| None), vec!["main", "packer 2"]);
    }

    #[test]
    fn an_unknown_thread_is_named_as_it_named_itself() {
        let list = "main-thread (task TaskId(0)), <unknown> (task TaskId(3)), <unknown> (task TaskId(5))";
        let named = |id| (id == 3).then(|| String::from("thread 3"));
        assert_eq!(blocked_names(list, named), vec!["main", "thread 3", "?"]);
    }
}
