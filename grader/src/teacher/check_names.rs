//! The names of an exercise's explored checks are written twice: in `lesson.toml`
//! (`[[exercise.check]] name = …`, which decides what runs) and in `checks.rs`
//! (`grader_kit::main(&[Check { name: …, … }])`, which decides what exists). `grader
//! verify` compares them, so that a check missing from the manifest (it would never run)
//! or missing from checks.rs (a student would see a crash) fails the teacher's run, not
//! the student's. The names of checks.rs are what its program answers to `checks list`:
//! written by the kit, read from the solution's build.

use crate::boundary::child::{self, Limits};
use crate::compile::{self, BuildError, Built};
use crate::course::i18n::Catalog;
use crate::course::manifest::{CheckKind, Exercise, Lesson};
use crate::course::workspace::Workspace;
use crate::teacher::verify::row::Row;
use grader_report::args;
use std::collections::BTreeMap;
use std::process::Command;
use std::time::Duration;

/// One way the two lists of names differ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mismatch {
    /// In checks.rs, not among the manifest's explored checks: it never runs.
    NotInManifest(String),
    /// In the manifest, not in checks.rs: running it crashes.
    NotInChecks(String),
    /// Named this many times in checks.rs: only the first runs.
    TwiceInChecks(String, usize),
    /// Named this many times in the manifest: the check runs more than once.
    TwiceInManifest(String, usize),
}

/// How the manifest's explored checks and the names checks.rs lists differ, in the
/// manifest's order, then checks.rs's. The snapshot checks (`kind = "snapshot"`) are the
/// grader's own and have no entry in checks.rs.
pub fn compare(ex: &Exercise, listed: &[String]) -> Vec<Mismatch> {
    let manifest: Vec<&str> = ex
        .checks
        .iter()
        .filter(|c| c.kind == CheckKind::Explore)
        .map(|c| c.name.as_str())
        .collect();
    let listed: Vec<&str> = listed.iter().map(String::as_str).collect();
    let mut out = Vec::new();
    for (name, count) in counts(&ex.checks.iter().map(|c| c.name.as_str()).collect::<Vec<_>>()) {
        out.push(Mismatch::TwiceInManifest(name.to_string(), count));
    }
    for (i, name) in manifest.iter().enumerate() {
        if !listed.contains(name) && !manifest[..i].contains(name) {
            out.push(Mismatch::NotInChecks(name.to_string()));
        }
    }
    for (name, count) in counts(&listed) {
        out.push(Mismatch::TwiceInChecks(name.to_string(), count));
    }
    let mut seen = Vec::new();
    for name in listed {
        // A check of checks.rs named like a snapshot check never runs either.
        if !manifest.contains(&name) && !seen.contains(&name) {
            out.push(Mismatch::NotInManifest(name.to_string()));
        }
        seen.push(name);
    }
    out
}

/// The names given more than once, in order of their first appearance, with their count.
fn counts<'a>(names: &[&'a str]) -> Vec<(&'a str, usize)> {
    let mut count: BTreeMap<&str, usize> = BTreeMap::new();
    for name in names {
        *count.entry(name).or_default() += 1;
    }
    let mut out: Vec<(&str, usize)> = Vec::new();
    for name in names {
        if count[name] > 1 && !out.iter().any(|(n, _)| n == name) {
            out.push((name, count[name]));
        }
    }
    out
}

/// Why the checks program listed no names.
#[derive(Debug)]
pub enum ListError {
    /// It could not be run.
    NotRun(std::io::Error),
    /// It failed: what it wrote on stderr, trimmed.
    Failed { stderr: String },
    /// What it printed is not a JSON array of names.
    NotJson(serde_json::Error),
}

impl std::fmt::Display for ListError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ListError::NotRun(e) => e.fmt(f),
            ListError::Failed { stderr } => f.write_str(stderr),
            ListError::NotJson(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ListError {
    // Each text is its inner error's own, so each cause is the inner error's cause.
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ListError::NotRun(e) => e.source(),
            ListError::Failed { .. } => None,
            ListError::NotJson(e) => e.source(),
        }
    }
}

/// The names the checks program lists (`checks list`, a JSON array written by the kit).
pub fn listed(built: &Built) -> Result<Vec<String>, ListError> {
    let mut command = Command::new(&built.checks);
    command.arg("list");
    let limits = Limits {
        wall: Duration::from_secs(30),
        output: child::DEFAULT_OUTPUT,
        memory: Some(child::DEFAULT_MEMORY),
    };
    let finished = child::run_with(command, limits, child::Io::default()).map_err(ListError::NotRun)?;
    if !finished.status.is_some_and(|s| s.success()) {
        return Err(ListError::Failed {
            stderr: finished.stderr.text.trim().to_string(),
        });
    }
    serde_json::from_str(finished.stdout.text.trim()).map_err(ListError::NotJson)
}

/// A build error in a few words, for a teacher's row.
pub(crate) fn build_error(e: BuildError) -> String {
    match e {
        BuildError::Student { rendered } | BuildError::Api { rendered } => rendered,
        BuildError::Setup(e) => e,
        BuildError::Timeout => "the build ran out of time".to_string(),
        BuildError::Limit => "the build ran into a limit".to_string(),
        BuildError::CompileTime => "the compiler ran out of time".to_string(),
    }
}

/// `verify`'s rows about the names: one passing row when both lists agree, else one
/// failing row per mismatch, each naming the check and where it is missing.
pub fn rows(ws: &Workspace, lesson: &Lesson, ex: &Exercise, catalog: &Catalog) -> Vec<Row> {
    let checks_rs = ws.show(&ws.lesson_exercise_dir(lesson, ex).join("checks.rs"));
    let manifest = format!("{}/lesson.toml", ws.show(&ws.lessons_dir().join(&lesson.id)));
    let row = |candidate: String, expected: String, got: String, ok: bool| Row {
        exercise: ex.id(),
        candidate,
        expected,
        got,
        ok,
    };
    let solution = ws.solution_file(ex);
    let listed = crate::candidate::source::Source::read(&solution)
        .map_err(|e| format!("{}: {e}", solution.display()))
        .and_then(|source| {
            compile::build(
                ws,
                lesson,
                ex,
                &source,
                compile::Slot::Verify,
                compile::Programs::Checks,
                &compile::Bound::within(compile::BUILD_TIMEOUT),
            )
            .map_err(build_error)
        })
        .and_then(|built| listed(&built).map_err(|e| e.to_string()));
    let listed = match listed {
        Ok(listed) => listed,
        Err(e) => {
            let expected = catalog.text("verify-names-same");
            return vec![row(format!("{checks_rs}: check names"), expected, e, false)];
        }
    };
    let mismatches = compare(ex, &listed);
    if mismatches.is_empty() {
        let same = catalog.text("verify-names-same");
        return vec![row(format!("{checks_rs}: check names"), same, listed.join(", "), true)];
    }
    mismatches
        .into_iter()
        .map(|m| match m {
            Mismatch::NotInManifest(name) => row(
                format!("{checks_rs}: {name}"),
                catalog.text("verify-names-in-manifest"),
                catalog.text("verify-names-never-runs"),
                false,
            ),
            Mismatch::NotInChecks(name) => row(
                format!("{manifest}: {name}"),
                catalog.text("verify-names-in-checks"),
                catalog.text("verify-names-crashes"),
                false,
            ),
            Mismatch::TwiceInChecks(name, count) => row(
                format!("{checks_rs}: {name}"),
                catalog.text("verify-names-once"),
                catalog.get("verify-names-times", &args!("count" => count)),
                false,
            ),
            Mismatch::TwiceInManifest(name, count) => row(
                format!("{manifest}: {name}"),
                catalog.text("verify-names-once"),
                catalog.get("verify-names-times", &args!("count" => count)),
                false,
            ),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn exercise(checks: &[(&str, &str)]) -> Exercise {
        let specs: Vec<String> = checks
            .iter()
            .map(|(name, kind)| format!("[[check]]\nname = \"{name}\"\nkind = \"{kind}\"\n"))
            .collect();
        let text = format!(
            "number = 1\nslug = \"s\"\ndir = \"01-s\"\ntitle = {{ en = \"t\" }}\n{}",
            specs.join("")
        );
        toml::from_str(&text).unwrap()
    }

    fn names(names: &[&str]) -> Vec<String> {
        names.iter().map(|n| n.to_string()).collect()
    }

    #[test]
    fn the_same_names_agree_and_snapshot_checks_are_the_graders_own() {
        let ex = exercise(&[("fifo", "explore"), ("output", "snapshot"), ("close", "explore")]);
        assert_eq!(compare(&ex, &names(&["close", "fifo"])), vec![]);
    }

    #[test]
    fn each_direction_and_each_duplicate_is_named() {
        let ex = exercise(&[("fifo", "explore"), ("output", "snapshot"), ("fifo", "explore")]);
        assert_eq!(
            compare(&ex, &names(&["fifo-order", "output", "fifo-order"])),
            vec![
                Mismatch::TwiceInManifest("fifo".into(), 2),
                Mismatch::NotInChecks("fifo".into()),
                Mismatch::TwiceInChecks("fifo-order".into(), 2),
                Mismatch::NotInManifest("fifo-order".into()),
                Mismatch::NotInManifest("output".into()),
            ]
        );
    }
}
