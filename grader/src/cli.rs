//! The command line: `grader list | check | hint | verify`.

use crate::commands;
use crate::i18n::{self, Catalog};
use crate::manifest::{Course, Exercise, Lesson};
use crate::workspace::Workspace;
use clap::{Parser, Subcommand, ValueEnum};
use grader_kit::args;
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
    /// Shows a lesson in your language: producer-consumer or thread-pool (or an exercise's lesson).
    ///
    /// Example: grader --lang de lesson producer-consumer
    Lesson { id: String },
}

pub struct Env {
    pub ws: Workspace,
    pub course: Course,
    pub catalog: Catalog,
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
        Cmd::List => commands::list::run(&env),
        Cmd::Check {
            id,
            format,
            replay,
            file,
        } => commands::check::run(&env, &id, format, replay.as_deref(), file),
        Cmd::Hint { id } => commands::hint::run(&env, &id),
        Cmd::Verify { id } => commands::verify::run(&env, id.as_deref()),
        Cmd::Lesson { id } => commands::lesson::run(&env, &id),
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

pub fn find<'a>(env: &'a Env, id: &str) -> Result<(&'a Lesson, &'a Exercise), i32> {
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
