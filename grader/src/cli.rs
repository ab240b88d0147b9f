//! The command line: `grader list | check | hint | verify | grade | …`.

use crate::commands;
use crate::course::i18n::{self, Catalog};
use crate::course::workspace::env::Env;
use crate::error::{CommandError, Exit};
use crate::teacher;
use clap::{FromArgMatches, Parser};
use std::ffi::OsString;
use std::io::IsTerminal;
use std::process::ExitCode;

mod args;
pub mod help;
pub mod usage_error;

pub use args::{Cli, Cmd, ColorChoice, LimitFlags, MutantAction};

/// Parses the command line, runs the command, and says its error if it has one: the one
/// place a command's error is reported. The process's exit code.
pub fn main() -> ExitCode {
    let args: Vec<OsString> = std::env::args_os().collect();
    let lang = language(&args);
    let cli = match parse(&args, lang) {
        Ok(cli) => cli,
        Err(code) => return code,
    };
    match cli.color {
        ColorChoice::Always => colored::control::set_override(true),
        ColorChoice::Never => colored::control::set_override(false),
        ColorChoice::Auto => {
            let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
            colored::control::set_override(!no_color && std::io::stdout().is_terminal());
        }
    }
    // Completions need no course: they are set up once, from anywhere.
    if let Cmd::Completions { shell } = cli.command {
        let catalog = Catalog::load(lang, None);
        return finish(commands::completions::run(shell, help::command(&catalog)), &catalog);
    }
    match Env::load(lang) {
        Ok(env) => finish(run(cli.command, &env), &env.catalog),
        // No catalog of the course's yet: the message is worded by `Env::load`.
        Err(error) => finish(Err(error), &Catalog::load(lang, None)),
    }
}

/// The command line parsed; else what clap has to say (help, the version, a usage error)
/// said in `lang`, and the exit code. Parsing needs no text, and most runs have nothing to
/// hear from clap: the catalog is loaded, and the command line worded (`help::command`),
/// only when there is. Then the same definition, worded, parses the same arguments again
/// and says it.
fn parse(args: &[OsString], lang: &'static str) -> Result<Cli, ExitCode> {
    let plain = match Cli::try_parse_from(args) {
        Ok(cli) => return Ok(cli),
        Err(e) => e,
    };
    let catalog = Catalog::load(lang, None);
    let mut command = help::command(&catalog);
    let worded = command
        .try_get_matches_from_mut(args)
        .and_then(|matches| Cli::from_arg_matches(&matches));
    // (Wording changes no argument, so it fails as the plain one did.)
    let error = worded.err().unwrap_or(plain);
    Err(usage_error(&error, &catalog, &command))
}

/// The language of every text: `--lang X` or `--lang=X` among `args` (the program's name
/// first), else GRADER_LANG, else the locale, else English (`i18n::choose`). Read from
/// the arguments as given, before clap parses them, so that what clap prints while
/// parsing (`--help`, a usage error) is in that language too.
pub fn language(args: &[OsString]) -> &'static str {
    i18n::choose(lang_flag(args).as_deref())
}

/// The value of the last `--lang` before any `--`.
fn lang_flag(args: &[OsString]) -> Option<String> {
    let mut flag = None;
    let mut words = args.iter().skip(1).map(|a| a.to_str());
    while let Some(word) = words.next() {
        match word {
            Some("--") => break,
            Some("--lang") => flag = words.next().flatten().map(String::from),
            Some(word) if word.starts_with("--lang=") => flag = Some(word["--lang=".len()..].to_string()),
            _ => {}
        }
    }
    flag
}

/// Says a parse error in the catalog's words (clap's for kinds it does not word), or
/// prints the help or version clap was asked for. Exit code 2 for an error, else 0.
fn usage_error(e: &clap::Error, catalog: &Catalog, command: &clap::Command) -> ExitCode {
    let code = ExitCode::from(if e.use_stderr() { 2 } else { 0 });
    let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
    let styles = (!no_color && std::io::stderr().is_terminal()).then(|| command.get_styles());
    match usage_error::render(e, catalog, styles) {
        Some(message) => eprint!("{message}"),
        None => {
            let _ = e.print();
        }
    }
    code
}

/// The exit code of a command's result, its error said on stderr in `catalog`'s language.
fn finish(result: Result<Exit, CommandError>, catalog: &Catalog) -> ExitCode {
    match result {
        Ok(exit) => exit.into(),
        Err(error) => Exit::code(error.report(catalog)).into(),
    }
}

/// Runs `command` in the course of `env`.
fn run(command: Cmd, env: &Env) -> Result<Exit, CommandError> {
    match command {
        Cmd::List => commands::list::run(env),
        Cmd::Check {
            id,
            format,
            replay,
            file,
            html,
            no_html,
            all,
            submission,
            limits,
        } => {
            limits.apply_check_jobs();
            let settings = limits.settings();
            let picture = crate::verdict::picture::Wanted::from_flags(html, no_html);
            match (all, id, submission) {
                (true, _, submission) => commands::grade::check_all(env, submission.as_deref(), format, &settings),
                (false, Some(id), Some(dir)) => commands::grade::check_one(env, &id, &dir, format, &settings),
                (false, id, _) => {
                    commands::check::run(env, id.as_deref(), format, replay.as_deref(), file, &settings, &picture)
                }
            }
        }
        Cmd::Grade {
            dirs,
            roster,
            gradebook,
            report,
            jobs,
            shard,
            format,
            limits,
        } => {
            limits.apply_check_jobs();
            commands::grade::run(
                env,
                commands::grade::Options {
                    dirs,
                    roster,
                    gradebook,
                    report,
                    jobs: jobs as usize,
                    shard,
                    format,
                    settings: limits.settings(),
                },
            )
        }
        Cmd::Hint { id } => commands::hint::run(env, id.as_deref()),
        Cmd::Verify { id, accept_output } => {
            teacher::teacher_only(env, "verify")?;
            match (accept_output, id.as_deref()) {
                (true, Some(id)) => teacher::verify::command::accept_output(env, id),
                _ => teacher::verify::command::run(env, id.as_deref()),
            }
        }
        Cmd::Lesson { id } => commands::lesson::run(env, &id),
        Cmd::Quiz { id } => commands::quiz::run(env, &id),
        Cmd::Watch { id, poll } => commands::watch::run(env, id.as_deref(), poll),
        Cmd::Next => commands::next::run(env),
        Cmd::Reset { id, yes } => commands::reset::run(env, id.as_deref(), yes),
        Cmd::Solution { id } => commands::solution::run(env, id.as_deref()),
        Cmd::New {
            lesson,
            slug,
            number,
            new_lesson,
        } => {
            teacher::teacher_only(env, "new")?;
            teacher::scaffold::command::run(env, &lesson, &slug, number, new_lesson)
        }
        Cmd::Dev { only } => {
            teacher::teacher_only(env, "dev")?;
            teacher::dev_workspace::command::run(env, only.as_deref())
        }
        Cmd::Dist {
            out,
            course,
            reference,
            with_solutions,
            platform,
        } => {
            teacher::teacher_only(env, "dist")?;
            teacher::dist::command::run(env, &out, &course, &reference, &with_solutions, platform)
        }
        Cmd::Mutant { action } => {
            teacher::teacher_only(env, "mutant")?;
            match action {
                MutantAction::New {
                    id,
                    name,
                    about,
                    class,
                    check,
                    base,
                } => {
                    let new = teacher::mutants::command::NewMutant {
                        about: &about,
                        class: &class,
                        check: check.as_deref(),
                        base: &base,
                    };
                    teacher::mutants::command::new(env, &id, &name, &new)
                }
                MutantAction::Edit { id, name } => teacher::mutants::command::edit(env, &id, &name),
                MutantAction::Save { id, name } => teacher::mutants::command::save(env, &id, &name),
                MutantAction::Rm { id, name } => teacher::mutants::command::rm(env, &id, &name),
            }
        }
        Cmd::Completions { shell } => commands::completions::run(shell, help::command(&env.catalog)),
    }
}

#[cfg(test)]
mod tests {
    use super::lang_flag;
    use std::ffi::OsString;

    fn flag(args: &[&str]) -> Option<String> {
        let args: Vec<OsString> = std::iter::once("grader")
            .chain(args.iter().copied())
            .map(OsString::from)
            .collect();
        lang_flag(&args)
    }

    #[test]
    fn the_lang_option_is_found_before_parsing() {
        assert_eq!(flag(&["--lang", "de", "check", "--help"]).as_deref(), Some("de"));
        assert_eq!(flag(&["check", "--help", "--lang=bg"]).as_deref(), Some("bg"));
        assert_eq!(flag(&["--lang", "de", "check", "--lang", "bg"]).as_deref(), Some("bg"));
        assert_eq!(flag(&["check", "--help"]), None);
        assert_eq!(flag(&["check", "--lang"]), None);
        // After `--` every word is a value, not an option.
        assert_eq!(flag(&["mutant", "new", "--", "--lang", "de"]), None);
        assert_eq!(flag(&["--language", "de"]), None);
    }
}
