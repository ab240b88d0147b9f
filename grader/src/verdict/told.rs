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
    verdict
        .explanation
        .extend(timeline::stuck_sentences(&verdict.timeline, catalog));
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
    args.entry("file".into()).or_insert_with(|| file.shown.to_string());
    args.entry("line".into()).or_insert_with(|| "?".into());
    catalog.get(&failure.finding.key, &args)
}

/// The student's functions where the failing call lives, each once, with its line.
/// A row marked as failing points at code only when the student's code panicked there or
/// kept trying there (a busy wait); an oracle that fails at the end of a scenario says
/// nothing about where the bug is. Where the trace blames a call of another thread (the one
/// that notified without changing anything, the one that changed something without
/// notifying), that call's function is the one to look at, not the one the waiting thread
/// is stuck in; and where a thread of the student's ended in a panic in the graded file,
/// the function it panicked in, not the ones the others then waited in.
fn look_at(file: &Graded, rows: &[Row], failure: &Failure) -> Vec<LookAt> {
    let source = file.source;
    let failed_in_code = failure.panic.is_some() || failure.spinning.is_some();
    let culprit = failure.cause.as_ref().and_then(grader_report::trace::Cause::culprit);
    let names: Vec<String> = match (culprit, died_in(file, failure)) {
        (Some(c), _) => vec![c.call.clone()],
        (None, Some(function)) => vec![function],
        (None, None) => rows
            .iter()
            .filter(|r| r.mark == Some(Mark::Stuck) || (failed_in_code && r.mark == Some(Mark::Fails)))
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
