//! The command line: `grader list | check | hint | verify`.

use crate::grade::{Job, grade};
use crate::i18n::{self, Catalog, pick};
use crate::manifest::{Course, Exercise, Lesson};
use crate::state::{Progress, Standing};
use crate::workspace::Workspace;
use crate::{render, verify};
use clap::{Parser, Subcommand, ValueEnum};
use colored::Colorize;
use grader_kit::args;
use grader_kit::report::Replay;
use std::io::IsTerminal;

#[derive(Parser, Debug)]
#[command(
    name = "grader",
    version,
    about = "Checks concurrency exercises by exploring their thread interleavings"
)]
pub struct Cli {
    /// Language of every message: en, de or bg (else GRADER_LANG, else the locale).
    #[arg(long, global = true)]
    pub lang: Option<String>,
    /// Colour: auto (on a terminal, unless NO_COLOR is set), always or never.
    #[arg(long, global = true, value_enum, default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,
    #[command(subcommand)]
    pub command: Cmd,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    Auto,
    Always,
    Never,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    Text,
    Json,
}

#[derive(Subcommand, Debug)]
pub enum Cmd {
    /// Lists the exercises and where you stand on each.
    ///
    /// Example: grader list
    List,
    /// Builds your exercise, runs its hidden checks and explores its interleavings.
    ///
    /// Exit code 0 when every check passes, 1 when one fails, 2 when it cannot be checked.
    /// Example: grader check exercise-1   (or: grader check bounded-queue)
    Check {
        /// exercise-N, N, or the exercise's name.
        id: String,
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// Replays one failing interleaving, as printed by a failed check: CHECK:SCENARIO:SCHEDULE.
        #[arg(long)]
        replay: Option<String>,
        /// Checks this file instead of the exercise's src/lib.rs.
        #[arg(long)]
        file: Option<std::path::PathBuf>,
    },
    /// Shows the next hint for an exercise (and the ones before it).
    ///
    /// Example: grader hint exercise-1
    Hint { id: String },
    /// For teachers: the stubs fail, the solutions pass, every mutant is caught.
    ///
    /// Example: grader verify            (every exercise)
    ///          grader verify exercise-1
    Verify { id: Option<String> },
}

struct Env {
    ws: Workspace,
    course: Course,
    catalog: Catalog,
}

pub fn main() -> i32 {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { 2 } else { 0 };
        }
    };
    match cli.color {
        ColorChoice::Always => colored::control::set_override(true),
        ColorChoice::Never => colored::control::set_override(false),
        ColorChoice::Auto => {
            let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
            colored::control::set_override(!no_color && std::io::stdout().is_terminal());
        }
    }
    let lang = i18n::choose(cli.lang.as_deref());
    let env = match setup(lang) {
        Ok(env) => env,
        Err(message) => {
            eprintln!("{message}");
            return 2;
        }
    };
    match cli.command {
        Cmd::List => list(&env),
        Cmd::Check {
            id,
            format,
            replay,
            file,
        } => check(&env, &id, format, replay.as_deref(), file),
        Cmd::Hint { id } => hint(&env, &id),
        Cmd::Verify { id } => verify_cmd(&env, id.as_deref()),
    }
}

fn setup(lang: &'static str) -> Result<Env, String> {
    let here = std::env::current_dir().map_err(|e| e.to_string())?;
    let Some(ws) = Workspace::find(&here) else {
        return Err(Catalog::load(lang, None).get("no-workspace", &args!("dir" => here.display())));
    };
    let catalog = Catalog::load(lang, Some(&ws.lessons_dir()));
    let course = Course::load(&ws.lessons_dir()).map_err(|e| catalog.get("bad-manifest", &args!("error" => e)))?;
    Ok(Env { ws, course, catalog })
}

fn find<'a>(env: &'a Env, id: &str) -> Result<(&'a Lesson, &'a Exercise), i32> {
    env.course.find(id).ok_or_else(|| {
        let known: Vec<String> = env
            .course
            .exercises()
            .iter()
            .map(|(_, e)| format!("{} ({})", e.id(), e.slug))
            .collect();
        eprintln!(
            "{}",
            env.catalog
                .get("unknown-exercise", &args!("id" => id, "known" => known.join(", ")))
        );
        2
    })
}

fn list(env: &Env) -> i32 {
    let progress = Progress::load(&env.ws.root);
    let c = &env.catalog;
    println!(
        "{}",
        format!(
            "{:<4} {:<18} {:<14} {}",
            "#",
            c.text("list-name"),
            c.text("list-status"),
            c.text("list-title")
        )
        .bold()
    );
    for (_, ex) in env.course.exercises() {
        let source = std::fs::read_to_string(env.ws.student_file(ex)).unwrap_or_default();
        let standing = progress.standing(&ex.slug, &source);
        // Pad before painting: escape codes would count as width.
        let pad = |key: &str| format!("{:<14}", c.text(key));
        let status = match standing {
            Standing::NotStarted => pad("status-not-started").dimmed(),
            Standing::Failing => pad("status-failing").yellow(),
            Standing::Done => pad("status-done").green(),
        };
        println!(
            "{:<4} {:<18} {status} {}",
            ex.number,
            ex.slug,
            pick(&ex.title, c.lang())
        );
    }
    0
}

fn check(env: &Env, id: &str, format: Format, replay: Option<&str>, file: Option<std::path::PathBuf>) -> i32 {
    let (lesson, ex) = match find(env, id) {
        Ok(found) => found,
        Err(code) => return code,
    };
    let replay = match replay.map(parse_replay) {
        None => None,
        Some(Ok(r)) => Some(r),
        Some(Err(())) => {
            eprintln!("{}", env.catalog.text("bad-replay"));
            return 2;
        }
    };
    let student_file = env.ws.student_file(ex);
    let file = file.unwrap_or_else(|| student_file.clone());
    if format == Format::Text {
        eprintln!(
            "{}",
            env.catalog
                .get("checking", &args!("id" => ex.id(), "file" => env.ws.show(&file)))
                .dimmed()
        );
    }
    let job = Job {
        ws: &env.ws,
        lesson,
        exercise: ex,
        file: &file,
        slot: "check",
        replay,
    };
    let verdict = grade(&job, &env.catalog);
    if file == student_file && job.replay.is_none() && verdict.status != crate::verdict::Status::Error {
        let mut progress = Progress::load(&env.ws.root);
        let source = std::fs::read_to_string(&file).unwrap_or_default();
        progress.record(&ex.slug, verdict.status == crate::verdict::Status::Pass, &source);
        progress.save(&env.ws.root);
    }
    match format {
        Format::Json => println!(
            "{}",
            serde_json::to_string_pretty(&verdict).expect("verdict serialises")
        ),
        Format::Text => print!("{}", render::verdict(&verdict, ex, &env.catalog)),
    }
    verdict.exit_code()
}

/// `CHECK:SCENARIO:SCHEDULE`
fn parse_replay(text: &str) -> Result<(String, Replay), ()> {
    let mut parts = text.splitn(3, ':');
    let check = parts.next().filter(|s| !s.is_empty()).ok_or(())?;
    let variant = parts.next().and_then(|v| v.parse().ok()).ok_or(())?;
    let schedule = parts.next().filter(|s| !s.is_empty()).ok_or(())?;
    Ok((
        check.to_string(),
        Replay {
            variant,
            schedule: schedule.to_string(),
        },
    ))
}

fn hint(env: &Env, id: &str) -> i32 {
    let (_, ex) = match find(env, id) {
        Ok(found) => found,
        Err(code) => return code,
    };
    let c = &env.catalog;
    let hints = ex
        .hints
        .get(c.lang())
        .or_else(|| ex.hints.get("en"))
        .cloned()
        .unwrap_or_default();
    if hints.is_empty() {
        println!("{}", c.get("no-hints", &args!("id" => ex.id())));
        return 0;
    }
    let mut progress = Progress::load(&env.ws.root);
    let entry = progress.exercise.entry(ex.slug.clone()).or_default();
    let shown = (entry.hints + 1).min(hints.len());
    entry.hints = shown;
    progress.save(&env.ws.root);
    println!("{}", format!("{} · {}", ex.id(), pick(&ex.title, c.lang())).bold());
    for (i, hint) in hints.iter().take(shown).enumerate() {
        println!(
            "{} {hint}",
            c.get("hint-number", &args!("n" => i + 1, "of" => hints.len())).cyan()
        );
    }
    if shown < hints.len() {
        println!("{}", c.get("hint-more", &args!("id" => ex.id())).dimmed());
    }
    0
}

fn verify_cmd(env: &Env, id: Option<&str>) -> i32 {
    let targets: Vec<(&Lesson, &Exercise)> = match id {
        Some(id) => match find(env, id) {
            Ok(found) => vec![found],
            Err(code) => return code,
        },
        None => env
            .course
            .exercises()
            .into_iter()
            .filter(|(_, e)| !e.checks.is_empty())
            .collect(),
    };
    let mut all_ok = true;
    for (lesson, ex) in targets {
        println!("{}", format!("{} · {}", ex.id(), ex.slug).bold());
        let rows = verify::verify(&env.ws, lesson, ex, &env.catalog, |row| {
            let mark = if row.ok { "✓".green() } else { "✗".red() };
            println!(
                "  {mark} {:<60} {} {}",
                row.candidate,
                env.catalog.get("verify-expected", &args!("class" => row.expected)),
                row.got.dimmed()
            );
        });
        all_ok &= rows.iter().all(|r| r.ok);
    }
    if all_ok {
        println!("{}", env.catalog.text("verify-ok").green().bold());
        0
    } else {
        println!("{}", env.catalog.text("verify-failed").red().bold());
        1
    }
}
