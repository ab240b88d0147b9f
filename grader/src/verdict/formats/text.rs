//! `--format text`: for a person at a terminal or reading a CI log. One block per
//! submission (an exercise a line, the first failure's first line under it), then a
//! summary table and the total time.

use super::{Graded, seconds};
use crate::candidate::submission::SubmissionVerdict;
use crate::course::i18n::Catalog;
use crate::verdict::{ExerciseVerdict, Status};
use colored::Colorize;
use grader_report::args;

/// One submission: its points, one line per exercise, and what was ignored.
pub fn submission(v: &SubmissionVerdict, catalog: &Catalog) -> String {
    let mut out = format!(
        "{} · {}\n",
        v.submission.bold(),
        catalog.get("grade-points", &args!("points" => v.points, "max" => v.max_points))
    );
    let width = v.exercises.iter().map(|e| e.slug.chars().count()).max().unwrap_or(0);
    for ex in &v.exercises {
        let mark = match ex.status {
            Status::Pass => "✓".green(),
            Status::Fail => "✗".red(),
            Status::Error => "!".yellow(),
        };
        let class = ex
            .class
            .map(|c| catalog.text(&format!("class-{}", c.id())))
            .unwrap_or_else(|| {
                if ex.status == Status::Error {
                    catalog.text("grader-error")
                } else {
                    String::new()
                }
            });
        let first = ex.shown();
        let what = match first {
            Some(check) => format!("{class} — {}", check.name),
            None => class,
        };
        out.push_str(&format!(
            "  {mark} {:<11} {:<width$}  {:>3}/{:<3} {}\n",
            ex.exercise,
            ex.slug,
            ex.points,
            ex.max_points,
            what.red()
        ));
        if let Some(line) = first_line(ex) {
            out.push_str(&format!("      {}\n", line.dimmed()));
        }
    }
    if let Some(note) = &v.ignored_note {
        out.push_str(&format!("  {}\n", note.yellow()));
    }
    out
}

/// The first line of what went wrong, cut to a terminal's width.
fn first_line(ex: &ExerciseVerdict) -> Option<String> {
    let message = ex
        .message
        .as_ref()
        .or_else(|| ex.shown().and_then(|c| c.message.as_ref()))?;
    let line = message.lines().find(|l| !l.trim().is_empty())?;
    let cut: String = line.chars().take(110).collect();
    Some(if cut.len() < line.len() {
        format!("{cut}…")
    } else {
        cut
    })
}

/// The table of every submission's exercises and points, then the total time.
pub fn summary(graded: &Graded, catalog: &Catalog) -> String {
    let mut out = String::new();
    let exercises: Vec<String> = graded
        .submissions
        .first()
        .map(|s| s.exercises.iter().map(|e| e.exercise.clone()).collect())
        .unwrap_or_default();
    let name_width = graded
        .submissions
        .iter()
        .map(|s| s.submission.chars().count())
        .chain([catalog.text("grade-submission").chars().count()])
        .max()
        .unwrap_or(10);
    let cell = |ex: &ExerciseVerdict| match (ex.status, ex.class) {
        (Status::Pass, _) => ex.points.to_string(),
        (_, Some(class)) => class.id().to_string(),
        (_, None) => "error".to_string(),
    };
    let cell_width = graded
        .submissions
        .iter()
        .flat_map(|s| s.exercises.iter().map(|e| cell(e).chars().count()))
        .chain(exercises.iter().map(|e| e.chars().count()))
        .max()
        .unwrap_or(10);
    let mut header = format!("{:<name_width$}", catalog.text("grade-submission"));
    for ex in &exercises {
        header.push_str(&format!("  {ex:<cell_width$}"));
    }
    header.push_str(&format!("  {}", catalog.text("grade-total")));
    out.push_str(&format!("{}\n", header.bold()));
    for s in &graded.submissions {
        let mut row = format!("{:<name_width$}", s.submission);
        for ex in &s.exercises {
            let text = format!("{:<cell_width$}", cell(ex));
            let painted = match ex.status {
                Status::Pass => text.green(),
                Status::Fail => text.red(),
                Status::Error => text.yellow(),
            };
            row.push_str(&format!("  {painted}"));
        }
        row.push_str(&format!("  {}/{}", s.points, s.max_points));
        out.push_str(&format!("{row}\n"));
    }
    if let Some(shard) = graded.shard {
        out.push_str(&format!(
            "{}\n",
            catalog.get(
                "grade-shard",
                &args!("index" => shard.index, "count" => shard.count, "taken" => graded.submissions.len(), "given" => graded.given),
            )
        ));
    }
    out.push_str(&format!(
        "{}\n",
        catalog
            .get(
                "grade-done",
                &args!(
                    "count" => graded.submissions.len(),
                    "seconds" => seconds(graded.elapsed.as_millis() as u64),
                    "jobs" => graded.jobs,
                    "points" => graded.points(),
                    "max" => graded.max_points(),
                ),
            )
            .bold()
    ));
    out
}
