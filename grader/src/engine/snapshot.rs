//! The output check: the exercise's given `main` on real threads, against the
//! lesson's insta snapshot.

use crate::boundary::child::{self, Cancel, Limits};
use crate::candidate::copy_names::Names;
use crate::candidate::source::Source;
use crate::course::manifest::CheckSpec;
use crate::engine::job::Job;
use crate::engine::job::run_rlimits;
use crate::engine::outcome::{crash, failed, grader_error, not_started, over_limit};
use crate::verdict::said::Said;
use crate::verdict::{CheckStatus, CheckVerdict};
use grader_report::channel::Site;
use grader_report::{Class, args};
use std::path::{Path, PathBuf};
use std::process::Command;

/// The snapshot to compare with and the language to run the program in:
/// `snapshots/<check>.<lang>.snap` where the output is localised, else `<check>.snap` in English.
pub(crate) fn path(job: &Job, spec: &CheckSpec, lang: &'static str) -> (PathBuf, &'static str) {
    let dir = job.ws.lesson_exercise_dir(job.lesson, job.exercise).join("snapshots");
    let localised = dir.join(format!("{}.{lang}.snap", spec.name));
    if lang != "en" && localised.is_file() {
        (localised, lang)
    } else {
        (dir.join(format!("{}.snap", spec.name)), "en")
    }
}

/// Why a snapshot file has no expected text.
#[derive(Debug)]
pub enum SnapshotError {
    /// insta could not read it (missing, or not its format): insta's own error.
    Unreadable(Box<dyn std::error::Error>),
    /// A binary snapshot, which no output check can have.
    NotText,
}

impl std::fmt::Display for SnapshotError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SnapshotError::Unreadable(e) => e.fmt(f),
            SnapshotError::NotText => f.write_str("not a text snapshot"),
        }
    }
}

impl std::error::Error for SnapshotError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            // Its text is insta's own, so its cause is insta's cause.
            SnapshotError::Unreadable(e) => e.source(),
            SnapshotError::NotText => None,
        }
    }
}

/// The expected text of a snapshot file.
pub fn expected(path: &Path) -> Result<String, SnapshotError> {
    let snapshot = insta::Snapshot::from_file(path).map_err(SnapshotError::Unreadable)?;
    match snapshot.contents() {
        insta::internals::SnapshotContents::Text(text) => Ok(text.to_string()),
        _ => Err(SnapshotError::NotText),
    }
}

/// Compares the output of `main` (the given main, linked with the candidate) with the snapshot.
/// Killed when `cancel` is (its result is then not to be used).
pub(crate) fn check(
    job: &Job,
    main: &Path,
    names: &Names,
    spec: &CheckSpec,
    limits: Limits,
    cancel: &Cancel,
) -> CheckVerdict {
    let verdict = CheckVerdict::skipped(&spec.name);
    let (snap, lang) = path(job, spec, job.lang);
    let want = match expected(&snap) {
        Ok(want) => want,
        Err(e) => {
            let said = Said::key(
                "snapshot-missing",
                args!("file" => job.ws.show(&snap), "error" => e.to_string()),
            );
            return grader_error(verdict, said);
        }
    };
    let mut finished = match run_main(main, limits, lang, Some(cancel)) {
        Ok(f) => f,
        Err(e) => return not_started(verdict, &e, limits),
    };
    // What it printed names the candidate's file as the student knows it.
    names.output(&mut finished);
    let mut verdict = verdict;
    // Its own time (see `child::usage`), which the budgets count.
    verdict.millis = finished.own.as_millis() as u64;
    if finished.stopped.is_some() {
        return over_limit(verdict, &finished, limits, "main-timeout");
    }
    let ok = finished.status.is_some_and(|s| s.success());
    if !ok && finished.out_of_memory() {
        return over_limit(verdict, &finished, limits, "main-timeout");
    }
    if !ok {
        let stderr = finished.stderr.text.trim().to_string();
        if stopped_at_not_done(job.source, &stderr) {
            return failed(
                verdict,
                Class::NotDone,
                Said::key("main-not-done", args!("file" => job.shown)),
            );
        }
        if finished.signal().is_some() {
            return failed(verdict, Class::Crash, crash(&finished));
        }
        return failed(
            verdict,
            Class::Panic,
            Said::key("main-failed", args!("stderr" => last_lines(&stderr, 6))),
        );
    }
    let got = finished.stdout.text.trim_end().to_string();
    if got == want.trim_end() {
        verdict.status = CheckStatus::Pass;
        return verdict;
    }
    // Every line of the report, in its order, and lines of the student's own between them:
    // a log on stdout, which the diff shows but a student new to it may read as a wrong report.
    let key = if report_with_more(want.trim_end(), &got) {
        "output-extra-lines"
    } else {
        "output-differs"
    };
    let mut verdict = failed(verdict, Class::WrongOutput, Said::plain(key));
    verdict.diff = Some(diff(want.trim_end(), &got));
    verdict
}

/// Whether `got` holds every line of `want` in order, and more lines besides.
fn report_with_more(want: &str, got: &str) -> bool {
    let mut printed = got.lines();
    let all_there = want.lines().all(|line| printed.any(|p| p == line));
    all_there && got.lines().count() > want.lines().count()
}

/// Whether the program's first panic is at one of the candidate's `todo!()` or
/// `unimplemented!()` (the place Rust's panic message names, `panicked at
/// FILE:LINE:COLUMN:`, as the checks decide it from the panic's site): a program that
/// stops at a not-done site is not done. The words of a message decide nothing: a
/// `panic!("not yet implemented")` of the student's own is a panic, and a site that is not
/// in the candidate's text (the given main's own lines) is not the candidate's.
fn stopped_at_not_done(source: &Source, stderr: &str) -> bool {
    let Some(at) = stderr
        .lines()
        .find_map(|line| line.split_once("panicked at ").map(|(_, at)| at))
    else {
        return false;
    };
    let mut parts = at.trim_end_matches(':').rsplitn(3, ':');
    let (column, line, file) = (parts.next(), parts.next(), parts.next());
    let (Some(column), Some(line), Some(file)) = (
        column.and_then(|c| c.parse().ok()),
        line.and_then(|l| l.parse().ok()),
        file,
    ) else {
        return false;
    };
    // The candidate is built from a file named lib.rs (the slot's copy); the given main is
    // main.rs.
    Path::new(file).file_name().is_some_and(|name| name == "lib.rs")
        && source.not_done_sites().contains(&Site { line, column })
}

/// Runs the given `main` built with the candidate, in `lang`, within the boundary and
/// limits of a program run with the candidate: for the output check, and for
/// `grader verify --accept-output`, so that a snapshot is written as it is compared.
pub(crate) fn run_main(
    main: &Path,
    limits: Limits,
    lang: &str,
    cancel: Option<&Cancel>,
) -> std::io::Result<child::Finished> {
    let io = child::Io {
        policy: Some((
            crate::boundary::sandbox::Policy::Run { program: main },
            run_rlimits(limits),
        )),
        // A main that asks for it runs on the virtual clock (conveyor's `given_main`).
        env: vec![
            ("GRADER_LANG", lang.to_string()),
            (grader_report::VIRTUAL_MAIN, "1".to_string()),
        ],
        cancel: cancel.cloned(),
        ..child::Io::default()
    };
    child::run_with(Command::new(main), limits, io)
}

/// What `grader verify --accept-output` writes: insta's header, naming the command that
/// wrote it (there is no test file behind these snapshots), then the output.
pub fn render(output: &str) -> String {
    format!(
        "---\nsource: grader verify --accept-output\nexpression: output\n---\n{}\n",
        output.trim_end()
    )
}

/// A line diff: `-` expected, `+` printed.
pub fn diff(want: &str, got: &str) -> String {
    similar::TextDiff::from_lines(&format!("{want}\n"), &format!("{got}\n"))
        .iter_all_changes()
        .map(|c| {
            let sign = match c.tag() {
                similar::ChangeTag::Delete => '-',
                similar::ChangeTag::Insert => '+',
                similar::ChangeTag::Equal => ' ',
            };
            format!("{sign} {}", c.value().trim_end_matches('\n'))
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn last_lines(text: &str, n: usize) -> String {
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(n)..].join("\n")
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_report_with_lines_of_the_students_own_is_told_apart_from_a_wrong_one() {
        use super::report_with_more;
        let want = "Order 1: 60 €\nTotal: 60 €";
        assert!(report_with_more(
            want,
            "front started\nOrder 1: 60 €\ndone\nTotal: 60 €"
        ));
        assert!(!report_with_more(want, "Total: 60 €\nOrder 1: 60 €\nextra"));
        assert!(!report_with_more(want, "Order 1: 61 €\nTotal: 60 €\nextra"));
        assert!(!report_with_more(want, want));
    }

    #[test]
    fn a_program_is_not_done_only_where_the_candidate_has_a_todo() {
        use super::{Source, stopped_at_not_done};
        let source = Source::new(
            std::path::Path::new("lib.rs"),
            b"pub fn a() {\n    todo!()\n}\npub fn b() {\n    panic!(\"not yet implemented\")\n}\n".to_vec(),
        );
        let at = |file: &str, line: u32, column: u32| {
            format!("thread 'main' (7) panicked at {file}:{line}:{column}:\nnot yet implemented\n")
        };
        assert!(stopped_at_not_done(&source, &at("/t/sources/x-check/lib.rs", 2, 5)));
        // The same words from the student's own panic, or from the given main's line.
        assert!(!stopped_at_not_done(&source, &at("/t/sources/x-check/lib.rs", 5, 5)));
        assert!(!stopped_at_not_done(
            &source,
            &at("/course/exercises/x/src/main.rs", 2, 5)
        ));
        assert!(!stopped_at_not_done(&source, "not yet implemented\n"));
        // The first panic is the cause: a todo!() reached after another panic is not it.
        let both = format!("{}{}", at("/t/lib.rs", 5, 5), at("/t/lib.rs", 2, 5));
        assert!(!stopped_at_not_done(&source, &both));
    }

    #[test]
    fn a_rendered_snapshot_reads_back_as_its_output() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("output.snap");
        let output = "  Packed: 8 of 8\nExpress: 3 orders, 90 €\n\n";
        std::fs::write(&file, super::render(output)).unwrap();
        assert_eq!(super::expected(&file).unwrap().trim_end(), output.trim_end());
    }
}
