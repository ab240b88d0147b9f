//! The verdict as text for a person: one line per check, then the first failure in
//! full, with the command that replays it. Coloured on a terminal only.

use crate::course::i18n::{Catalog, pick};
use crate::course::manifest::Exercise;
use crate::verdict::{CheckStatus, CheckVerdict, ExerciseVerdict, Status};
use colored::Colorize;
use grader_report::args;

pub fn verdict(v: &ExerciseVerdict, ex: &Exercise, catalog: &Catalog) -> String {
    let mut out = String::new();
    let title = pick(&ex.title, catalog.lang());
    out.push_str(&format!("{} · {} · {}\n", v.exercise, v.slug, title).bold().to_string());
    if let Some(message) = &v.message {
        let class = v.class.map(|c| class_name(catalog, c)).unwrap_or_default();
        out.push_str(&format!("{} {}\n{}\n", "✗".red().bold(), class.red().bold(), message));
    }
    check_lines(&mut out, v, catalog);
    // A stub: one line saying where to start, the same for every check that met it.
    let stub = v
        .shown()
        .filter(|first| first.class == Some(grader_report::Class::NotDone) && ex.quiz.is_none());
    if let Some(first) = stub {
        let message = first.message.as_deref().unwrap_or_default();
        out.push_str(&format!("\n{} {}\n", "✗".red().bold(), message.bold()));
    } else if let Some(first) = v.shown() {
        first_failure(&mut out, v, first, ex, catalog);
    }
    out.push('\n');
    out.push_str(&summary(v, catalog));
    out.push('\n');
    out
}

/// A line per check: its mark, its name, and what it found.
fn check_lines(out: &mut String, v: &ExerciseVerdict, catalog: &Catalog) {
    let width = v.checks.iter().map(|c| c.name.chars().count()).max().unwrap_or(0);
    if v.message.is_none() || v.checks.iter().any(|c| c.status != CheckStatus::Skip) {
        for c in &v.checks {
            let (mark, note) = match c.status {
                CheckStatus::Pass => ("✓".green().to_string(), String::new()),
                CheckStatus::Skip => (
                    "·".dimmed().to_string(),
                    catalog.text("check-skipped").dimmed().to_string(),
                ),
                CheckStatus::Fail => (
                    "✗".red().to_string(),
                    c.class
                        .map(|k| class_name(catalog, k))
                        .unwrap_or_else(|| catalog.text("grader-error"))
                        .red()
                        .to_string(),
                ),
            };
            out.push_str(&format!("  {mark} {:<width$}  {note}\n", c.name));
        }
    }
}

/// The failure shown first, in full: its scenario, message and why, the timeline, the
/// diff of the output, the replay command, and how many more fail.
fn first_failure(out: &mut String, v: &ExerciseVerdict, first: &CheckVerdict, ex: &Exercise, catalog: &Catalog) {
    out.push('\n');
    let class = first.class.map(|k| class_name(catalog, k)).unwrap_or_default();
    out.push_str(&format!(
        "{} {} — {}\n",
        "✗".red().bold(),
        first.name.bold(),
        class.red().bold()
    ));
    if let Some(scenario) = &first.scenario {
        out.push_str(&format!(
            "  {}\n",
            catalog.get("scenario", &args!("scenario" => scenario))
        ));
    }
    if let Some(message) = &first.message {
        for line in message.lines() {
            out.push_str(&format!("  {line}\n"));
        }
    }
    if let Some(class) = first.class {
        // A quiz has no todo!(): its unanswered questions are explained in its own words.
        let why = match class {
            grader_report::Class::NotDone if ex.quiz.is_some() => catalog.text("quiz-not-done-why"),
            _ => class_why(catalog, &v.slug, class),
        };
        out.push_str(&format!("  {}\n", why.dimmed()));
    }
    if !first.timeline.is_empty() {
        let failure = first.failure.as_ref();
        let (steps, preemptions) = failure.map_or((0, 0), |f| (f.steps, f.preemptions));
        out.push_str(&format!(
            "\n  {}\n",
            catalog
                .get("timeline-title", &args!("steps" => steps, "preemptions" => preemptions))
                .bold()
        ));
        for line in crate::verdict::timeline::render(&first.timeline, catalog).lines() {
            out.push_str(&format!("  {line}\n"));
        }
        for sentence in &first.explanation {
            out.push_str(&format!("  {sentence}\n"));
        }
        out.push('\n');
    } else if !first.stuck.is_empty() {
        out.push_str(&format!(
            "  {}\n",
            catalog.get("stuck-threads", &args!("threads" => first.stuck.join("; ")))
        ));
    }
    if let Some(diff) = &first.diff {
        out.push_str(&format!("  {}\n", catalog.text("diff-legend")));
        for line in diff.lines() {
            let line = match line.chars().next() {
                Some('-') => line.red().to_string(),
                Some('+') => line.green().to_string(),
                _ => line.to_string(),
            };
            out.push_str(&format!("    {line}\n"));
        }
    }
    if let Some(replay) = first.replay_shown() {
        out.push_str(&format!("  {}\n    {}\n", catalog.text("replay-with"), replay.cyan()));
    }
    let more = v.checks.iter().filter(|c| c.status == CheckStatus::Fail).count() - 1;
    if more > 0 {
        out.push_str(&format!(
            "  {}\n",
            catalog.get("more-failing", &args!("count" => more)).dimmed()
        ));
    }
}

/// The closing line: done, not yet, or the grader could not judge; for a replay that no
/// longer fails, only that.
fn summary(v: &ExerciseVerdict, catalog: &Catalog) -> String {
    match v.status {
        // One interleaving that no longer fails is no verdict on the exercise.
        Status::Pass if let Some(replayed) = &v.replayed => catalog
            .get(
                "verdict-replay-pass",
                &args!("id" => v.exercise, "check" => replayed.check, "command" => replayed.every_check),
            )
            .yellow()
            .bold()
            .to_string(),
        Status::Pass => catalog
            .get("verdict-pass", &args!("id" => v.exercise))
            .green()
            .bold()
            .to_string(),
        Status::Fail => catalog
            .get("verdict-fail", &args!("id" => v.exercise))
            .red()
            .bold()
            .to_string(),
        Status::Error => catalog
            .get("verdict-error", &args!("id" => v.exercise))
            .yellow()
            .bold()
            .to_string(),
    }
}

/// "lost item", "Element verloren", … from the catalog key `class-<id>`.
pub fn class_name(catalog: &Catalog, class: grader_report::Class) -> String {
    catalog.text(&format!("class-{}", class.id()))
}

/// Why a bug of `class` is one, in the words of exercise `slug` where its lesson's catalog
/// has them (`semaphore-class-capacity-exceeded-why`), else the grader's own: an exercise's
/// words replace the generic ones, they never stand beside them. The class's name stays the
/// grader's, the same word for the same bug in every exercise.
pub fn class_why(catalog: &Catalog, slug: &str, class: grader_report::Class) -> String {
    let own = format!("{slug}-class-{}-why", class.id());
    if catalog.knows(&own) {
        catalog.text(&own)
    } else {
        catalog.text(&format!("class-{}-why", class.id()))
    }
}
