//! `grader check`: grade the student's exercise (or `--file`), or replay one interleaving.

use super::Format;
use crate::candidate::source::Source;
use crate::course::manifest::{CheckKind, Exercise, ExerciseKind, Lesson};
use crate::course::workspace::env::Env;
use crate::engine::{self, Candidate, Options, Settings, Stage};
use crate::error::{CommandError, Exit};
use crate::student::changes;
use crate::student::state::Progress;
use crate::verdict::ExerciseVerdict;
use crate::verdict::render;
use crate::verdict::replays::{BadReplay, ReplayArg};
use colored::Colorize;
use grader_report::args;
use std::path::Path;

pub fn run(
    env: &Env,
    id: Option<&str>,
    format: Format,
    replay: Option<&str>,
    file: Option<std::path::PathBuf>,
    settings: &Settings,
    picture: &crate::verdict::picture::Wanted,
) -> Result<Exit, CommandError> {
    let (lesson, ex) = env.find_or_next(id)?;
    let replay = match replay.map(str::parse::<ReplayArg>) {
        None => None,
        // A check the exercise does not explore would replay nothing: every check skipped,
        // which must never read as a pass.
        Some(Ok(ReplayArg { check, .. }))
            if !ex
                .checks
                .iter()
                .any(|c| c.kind == CheckKind::Explore && c.name == check) =>
        {
            let known: Vec<&str> = ex
                .checks
                .iter()
                .filter(|c| c.kind == CheckKind::Explore)
                .map(|c| c.name.as_str())
                .collect();
            let args = args!("check" => check, "id" => ex.id(), "known" => known.join(", "));
            return Err(CommandError::new("replay-unknown-check", args));
        }
        Some(Ok(ReplayArg { check, replay: mut r })) => match crate::verdict::replays::resolve(&env.ws, &r.schedule) {
            // Decided here, from the argument alone, before anything is built or run: a
            // schedule cut short or changed is the command's usage error, and no program
            // of the student's runs that could be blamed for it or could speak for it. The
            // kit reads it with the same reader (`grader_report::schedule`).
            Ok(schedule) if grader_report::schedule::tasks(&schedule).is_err() => {
                return Err(CommandError::new("replay-undecodable", args!("id" => ex.id())));
            }
            Ok(schedule) => {
                r.schedule = schedule;
                Some((check, r))
            }
            Err(file) => {
                let args = args!("handle" => r.schedule, "file" => env.ws.show(&file));
                return Err(CommandError::new("replay-unknown-handle", args));
            }
        },
        Some(Err(BadReplay)) => {
            return Err(CommandError::new("bad-replay", args!()));
        }
    };
    let file = file.unwrap_or_else(|| env.ws.student_file(ex));
    // A student waits for this one verdict.
    let settings = Settings {
        sooner: true,
        ..settings.clone()
    };
    let options = Options {
        settings,
        replay,
        ..Options::in_slot(crate::compile::Slot::Check)
    };
    let (verdict, source) = check_file(env, lesson, ex, &file, &options, format);
    // Only the check program knows a check's scenarios, so a replay of one it does not have
    // is found once it is built; it said so before any code of the candidate's ran, and
    // the replay is refused as an undecodable schedule is, above.
    if let Some((check, no)) = verdict.checks.iter().find_map(|c| Some((&c.name, c.no_scenario?))) {
        let args = crate::verdict::replays::unknown_scenario(&ex.id(), check, no);
        return Err(CommandError::new("replay-unknown-scenario", args));
    }
    match format {
        Format::Json => println!(
            "{}",
            serde_json::to_string_pretty(&verdict).expect("verdict serialises")
        ),
        Format::Text => {
            if ex.kind == ExerciseKind::Fix
                && options.replay.is_none()
                && let Some(mine) = source.as_ref().and_then(|s| s.text().ok())
            {
                print!("{}", fix_changes(env, lesson, ex, &file, mine));
            }
            print!("{}", render::verdict(&verdict, ex, &env.catalog))
        }
    }
    crate::verdict::picture::after_check(&env.ws, ex, &verdict, picture, &env.catalog);
    // A verdict that is not a pass was still given: the command did its work.
    Ok(Exit::code(verdict.exit_code()))
}
/// Checks `file` for exercise `ex` as `grader check` does, saying so on a terminal, and
/// records the verdict when it is on the student's own file (not a replay), for the text
/// it judged: with that text, or `None` when the file could not be read.
pub fn check_file(
    env: &Env,
    lesson: &Lesson,
    ex: &Exercise,
    file: &Path,
    options: &Options,
    format: Format,
) -> (ExerciseVerdict, Option<Source>) {
    if format == Format::Text {
        eprintln!(
            "{}",
            env.catalog
                .get("checking", &args!("id" => ex.id(), "file" => env.ws.show(file)))
                .dimmed()
        );
    }
    let candidate = Candidate {
        lesson,
        exercise: ex,
        file,
        shown_as: None,
        copied_from: None,
    };
    // The first build on a machine compiles the explorer and its dependencies, which
    // takes minutes: say so, rather than leave "Checking…" alone on the screen.
    let first_build = !env.ws.build_dir().join("grader").exists();
    let source = match engine::read(&env.ws, &candidate, &env.catalog) {
        Ok(source) => source,
        Err(verdict) => return (*verdict, None),
    };
    let verdict = engine::grade_read(&env.ws, &candidate, &source, options, &env.catalog, &mut |step| {
        if matches!(step, Stage::Building) && first_build && format == Format::Text {
            eprintln!("{}", env.catalog.get("build-once", &args!("id" => ex.id())).dimmed());
        }
    });
    if file == env.ws.student_file(ex) && options.replay.is_none() {
        let text = source.text().unwrap_or_default();
        Progress::record_verdict(&env.ws.root, &ex.slug, verdict.status, text);
    }
    (verdict, Some(source))
}

/// For a `fix` exercise, the lines of `mine` (the text of `file` just judged) that differ
/// from the given program, so that the student sees what their fix is (and nothing else
/// changed by accident).
fn fix_changes(env: &Env, lesson: &Lesson, ex: &Exercise, file: &std::path::Path, mine: &str) -> String {
    let c = &env.catalog;
    let given_file = env.ws.given_file(lesson, ex);
    let Ok(given) = std::fs::read_to_string(&given_file) else {
        return String::new();
    };
    let changed = changes::changed_lines(&given, mine);
    if changed.is_empty() {
        return format!("{}\n\n", c.text("fix-unchanged").yellow());
    }
    let mut out = format!(
        "{}\n",
        c.get(
            "fix-changed-lines",
            &args!("count" => changes::lines_changed(&changed), "file" => env.ws.show(file))
        )
        .bold()
    );
    for line in changes::render(&changed) {
        let line = if line.starts_with('-') {
            line.red()
        } else {
            line.green()
        };
        out.push_str(&format!("  {line}\n"));
    }
    out.push('\n');
    out
}
