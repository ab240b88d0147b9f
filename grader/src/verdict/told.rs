//! A verdict told in the student's words, once, at the end of its grading: what the
//! engine said ([`Said`]), and each failing check as its report gave it (the message, the
//! scenario, who is stuck in which call, the timeline with the sentences under it, and the
//! student's functions to look at). The engine hands over data; every word here comes
//! from the catalog, and nothing told is read back.

use super::timeline::{self, Mark, Row};
use super::{CheckVerdict, ExerciseVerdict, LookAt};
use crate::candidate::source::Source;
use crate::course::i18n::Catalog;
use crate::course::workspace::Workspace;
use grader_report::channel::Failure;
use grader_report::{Class, args};
use std::path::Path;

/// The graded file, as the wording needs it.
pub struct Graded<'a> {
    pub ws: &'a Workspace,
    /// Its name as the student knows it.
    pub shown: &'a str,
    /// The text that was graded: where its functions are.
    pub source: &'a Source,
}

/// Words `verdict`: what the engine said of it and of each check, and each check's failure
/// from its report. The data stays beside the words (the picture and the formats that
/// annotate lines read it).
pub fn verdict(verdict: &mut ExerciseVerdict, file: &Graded, catalog: &Catalog) {
    if let Some(said) = &verdict.said {
        verdict.message = Some(said.word(catalog));
    }
    for check in &mut verdict.checks {
        if let Some(said) = &check.said {
            check.message = Some(said.word(catalog));
        } else if let Some(failure) = check.failure.take() {
            self::failure(check, &failure, file, catalog);
            check.failure = Some(failure);
        }
    }
}

/// Tells `failure`, a check's report, in `verdict`.
fn failure(verdict: &mut CheckVerdict, failure: &Failure, file: &Graded, catalog: &Catalog) {
    verdict.message = Some(describe(file, failure, catalog));
    verdict.scenario = Some(catalog.get(&failure.label.key, &failure.label.args));
    verdict.stuck = failure
        .stuck
        .iter()
        .map(|s| match &s.call {
            Some(call) => catalog.get(
                "stuck-in",
                &args!(
                    "thread" => timeline::thread_name(&s.thread, catalog),
                    "call" => timeline::compact(call, catalog)
                ),
            ),
            None => timeline::thread_name(&s.thread, catalog),
        })
        .collect();
    verdict.timeline = timeline::rows(failure, catalog);
    verdict.explanation = timeline::cause_sentences(failure, catalog);
    verdict.explanation.extend(timeline::idle_sentence(failure, catalog));
    verdict.look_at = look_at(file, &verdict.timeline, failure);
    verdict.explanation.extend(timeline::stuck_sentences(
        &verdict.timeline,
        failure.timed_out.as_ref(),
        catalog,
    ));
    verdict.explanation.extend(verdict.look_at.iter().map(|at| {
        catalog.get(
            "timeline-look-at",
            &args!("function" => format!("{}()", at.function), "file" => file.shown, "line" => at.line),
        )
    }));
}

/// The failure's finding in the student's words, from the catalog.
fn describe(file: &Graded, failure: &Failure, catalog: &Catalog) -> String {
    let mut args = failure.finding.args.clone();
    // Thread names in the student's language, as in the timeline.
    for key in ["threads", "thread", "died"] {
        if let Some(names) = args.get_mut(key) {
            *names = timeline::thread_names(names, catalog);
        }
    }
    if let Some(site) = &failure.panic {
        if let (Some(path), Some(line)) = (&site.file, site.line) {
            args.insert("file".into(), file.ws.show(Path::new(path)));
            args.insert("line".into(), line.to_string());
        }
        args.entry("message".into()).or_insert_with(|| site.message.clone());
    }
    // The function that holds the todo!() reached, found from the panic's line (the
    // place Rust reports, never the panic's text).
    if failure.finding.class == Class::NotDone {
        let line = failure.panic.as_ref().and_then(|site| site.line).unwrap_or(0) as usize;
        let function = file.source.function_at(line).unwrap_or_else(|| "none".into());
        args.insert("function".into(), function);
    }
    // A panic inside Rust's own library, in code without `#[track_caller]` (a `Duration`
    // subtraction that overflows): the place is std's, which the student never wrote.
    let mut key = failure.finding.key.as_str();
    if key == "student-panic"
        && let Some(inside) = failure
            .panic
            .as_ref()
            .and_then(|s| s.file.as_deref())
            .and_then(in_rusts_library)
    {
        args.insert("file".into(), inside.to_string());
        key = "student-panic-in-std";
    }
    args.entry("file".into()).or_insert_with(|| file.shown.to_string());
    args.entry("line".into()).or_insert_with(|| "?".into());
    catalog.get(key, &args)
}

/// The path inside Rust's library of a place the toolchain's own sources give
/// (`/rustc/<commit>/library/core/src/time.rs` → `core/src/time.rs`).
fn in_rusts_library(path: &str) -> Option<&str> {
    let rest = path.strip_prefix("/rustc/")?;
    rest.split_once("/library/").map(|(_, inside)| inside)
}

/// The student's functions where the failing call lives, each once, with its line.
/// A row marked as failing points at code only when the student's code panicked there or
/// kept trying there (a busy wait: the call it kept trying in); an oracle that fails at the
/// end of a scenario says nothing about where the bug is. Where the trace blames a call
/// (the one that notified without changing anything or notified too few, the one that
/// changed something without notifying, the one that keeps a lock while it waits, the one
/// that lost an update), that call's function is the one to look at, not the one the
/// waiting thread is stuck in; where the graded file has the place that keeps a lock, the
/// function around that place; and where a thread of the student's ended in a panic in the
/// graded file, the function it panicked in, not the ones the others then waited in.
fn look_at(file: &Graded, rows: &[Row], failure: &Failure) -> Vec<LookAt> {
    let source = file.source;
    let failed_in_code = failure.panic.is_some() || failure.spinning.is_some();
    let cause = failure.cause.as_ref();
    let kept_in = cause
        .and_then(lock_kept_at)
        .and_then(|line| source.function_at(line as usize));
    let blamed = cause.and_then(grader_report::trace::Cause::blamed_call);
    let names: Vec<String> = match (kept_in, blamed, died_in(file, failure)) {
        (Some(function), _, _) => vec![function],
        (None, Some(call), _) => vec![call.to_string()],
        (None, None, Some(function)) => vec![function],
        (None, None, None) => rows
            .iter()
            .filter(|r| {
                matches!(r.mark, Some(Mark::Stuck | Mark::Waiting | Mark::TimedOut))
                    || (failed_in_code && r.mark == Some(Mark::Fails))
            })
            // The call as the trace recorded it, not as the row words it.
            .filter_map(|r| failure.events.get(r.event).map(|e| e.what.clone()))
            .collect(),
    };
    let mut out: Vec<LookAt> = Vec::new();
    for text in &names {
        // The function the call names: `queue.take()` is `take`.
        let name = grader_report::trace::call_name(text).trim();
        if name.is_empty() || out.iter().any(|at| at.function == name) {
            continue;
        }
        if let Some(line) = source.function_line(name) {
            out.push(LookAt {
                function: name.to_string(),
                line,
            });
        }
    }
    out
}

/// The line of the graded file where a thread took the lock it keeps while it waits for
/// something else: the call it is in may be none of the student's (a pool's task).
fn lock_kept_at(cause: &grader_report::trace::Cause) -> Option<u32> {
    match cause {
        grader_report::trace::Cause::LockHeld { taken_at: Some(at), .. } => Some(at.line),
        _ => None,
    }
}

/// The function of the graded file in which a thread a panic ended panicked, where the
/// trace shows such a thread and the panic's place (the compiler's, never its text) is in
/// that file.
fn died_in(file: &Graded, failure: &Failure) -> Option<String> {
    let site = failure.panic.as_ref()?;
    let thread = site.thread.as_deref()?;
    let died = grader_report::trace::died(&failure.events);
    if !died.iter().any(|d| d.thread == thread) || site.file.as_deref() != Some(file.shown) {
        return None;
    }
    file.source.function_at(site.line? as usize)
}

#[cfg(test)]
mod tests {
    use super::in_rusts_library;

    #[test]
    fn a_place_in_rusts_own_library_is_told_by_its_path_there() {
        let std = "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/time.rs";
        assert_eq!(in_rusts_library(std), Some("core/src/time.rs"));
        assert_eq!(in_rusts_library("src/lib.rs"), None);
        assert_eq!(in_rusts_library("/work/rustc/library/x.rs"), None);
    }
}
