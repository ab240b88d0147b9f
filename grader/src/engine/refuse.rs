//! The first step of a grading: the candidate's text scanned for what the exercise must
//! not use, refused with the file, the line and what to write instead, before anything
//! is built.

use super::job::Job;
use crate::candidate::forbidden::{self, ParseError, Refusal};
use crate::candidate::source::NoText;
use crate::verdict::said::Said;
use grader_report::args;

/// What the scan found: the refusals, or why the text could not be scanned (it does not
/// parse, or is not UTF-8), which the compiler is asked about first and which is shown
/// only if the compiler accepts the text.
pub(super) fn scan(job: &Job) -> Result<Vec<Refusal>, Unscanned> {
    if !forbidden::enabled() {
        return Ok(Vec::new());
    }
    let text = job.source.text().map_err(|e| Unscanned::NoText(e.clone()))?;
    forbidden::scan(text).map_err(Unscanned::Parse)
}

/// Why a candidate's text was not scanned.
#[derive(Debug)]
pub(super) enum Unscanned {
    NoText(NoText),
    Parse(ParseError),
}

impl std::fmt::Display for Unscanned {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Unscanned::NoText(e) => e.fmt(f),
            Unscanned::Parse(e) => e.fmt(f),
        }
    }
}

/// The refusals, one line each.
pub(super) fn said(job: &Job, refusals: &[Refusal]) -> Said {
    let shown = &job.shown;
    let mut lines: Vec<Said> = refusals
        .iter()
        .map(|r| match &r.replacement {
            Some(instead) => Said::key(
                "forbidden-write-instead",
                args!("file" => shown, "line" => r.line, "found" => r.found, "instead" => instead),
            ),
            None => Said::At {
                at: format!("{shown}:{}:{}", r.line, r.column),
                said: Box::new(Said::key(r.reason, args!("found" => r.found))),
            },
        })
        .collect();
    // Why conveyor, said once under the lines to change rather than on each.
    if refusals.iter().any(|r| r.replacement.is_some()) {
        lines.push(Said::plain("forbidden-conveyor-why"));
    }
    Said::Lines(lines)
}
