//! The command line's texts in the chosen language: every about, long about, argument help
//! and value name that clap shows for grader and its commands comes from the catalog
//! (`cli-*` in grader/locales/<lang>.ftl), as do the words clap writes itself where it lets
//! them be changed (headings, `[OPTIONS]`, `[default: …]`, -h, -V, the help command).
//!
//! The derive (`cli.rs`) holds no text. [`command`] takes its `Command`, walks it once and
//! puts each text in by a key made from the command's path and the argument's id, builds
//! it, then words what building added (-h, -V, `help`, the usage line). The keys, for a
//! command at PATH (the names from grader down, joined by `-`; empty for grader itself):
//!
//! - `cli-about-PATH` (required): the summary, shown by `-h` and in the list of commands;
//! - `cli-more-PATH` (optional): what `--help` shows below the summary;
//! - `cli-arg-PATH-ID` (required): an argument's help, ID its field name (snake_case, so a
//!   key never reads as another command's). Looked up from the command's own path up to
//!   grader's, so that a text several commands share is written once: `cli-arg-mutant-id`
//!   for every `grader mutant …`, `cli-arg-id` for every command that does not say otherwise;
//! - `cli-value-NAME` (required): a value's placeholder, NAME the derive's value name in
//!   lower case (`FILE` → `cli-value-file`, `OWNER/REPO` → `cli-value-owner-repo`);
//! - `cli-choice-PATH-ID-VALUE` (optional, looked up as `cli-arg-`): one possible value's help.
//!
//! A required key no catalog has shows as the key itself, never as a blank, and
//! tests/it/cli.rs fails on it ([`keys`]).

use super::args::Cli;
use crate::course::i18n::Catalog;
use clap::builder::PossibleValue;
use clap::builder::styling::Style;
use clap::{Arg, ArgAction, Command, CommandFactory};
use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};

/// clap's own words, worded by the catalog.
pub const HEADING_USAGE: &str = "cli-heading-usage";
pub const HEADING_ARGUMENTS: &str = "cli-heading-arguments";
pub const HEADING_OPTIONS: &str = "cli-heading-options";
pub const HEADING_COMMANDS: &str = "cli-heading-commands";
pub const HEADING_POSSIBLE_VALUES: &str = "cli-heading-possible-values";
pub const USAGE_OPTIONS: &str = "cli-usage-options";
pub const VALUE_COMMAND: &str = "cli-value-command";
pub const SPEC_DEFAULT: &str = "cli-spec-default";
pub const SPEC_POSSIBLE_VALUES: &str = "cli-spec-possible-values";
pub const SPEC_ENV: &str = "cli-spec-env";
pub const FLAG_HELP: &str = "cli-flag-help";
pub const FLAG_HELP_MORE: &str = "cli-flag-help-more";
pub const FLAG_HELP_SUMMARY: &str = "cli-flag-help-summary";
pub const FLAG_VERSION: &str = "cli-flag-version";
pub const HELP_COMMAND_ABOUT: &str = "cli-help-command-about";

/// The English clap writes in a usage line, which the catalog's words replace.
const CLAP_USAGE_TITLE: &str = "Usage:";
const CLAP_OPTIONS_TAG: &str = "[OPTIONS]";

/// Where global options go in a command's list: after its own options, before -h and -V
/// (which clap sorts as 999).
const GLOBAL_ORDER: usize = 900;

/// The command line, every text in `catalog`'s language: parse with it
/// (`try_get_matches_from_mut`, then `Cli::from_arg_matches`), and hand it to completions.
pub fn command(catalog: &Catalog) -> Command {
    localized(&Texts::new(catalog))
}

/// The catalog keys the command line reads in `catalog`'s language: those it found and
/// the required ones nothing had (most specific candidate first). For the tests.
#[derive(Debug, Default)]
pub struct Keys {
    pub used: BTreeSet<String>,
    pub missing: BTreeSet<String>,
}

pub fn keys(catalog: &Catalog) -> Keys {
    let texts = Texts::new(catalog);
    localized(&texts);
    texts.keys.into_inner()
}

fn localized(t: &Texts) -> Command {
    let mut cmd = texts(Cli::command(), &[], t);
    cmd.build();
    generated(cmd, t)
}

/// The catalog, and the keys read from it.
struct Texts<'a> {
    catalog: &'a Catalog,
    keys: RefCell<Keys>,
}

impl<'a> Texts<'a> {
    fn new(catalog: &'a Catalog) -> Texts<'a> {
        Texts {
            catalog,
            keys: RefCell::new(Keys::default()),
        }
    }

    /// The text of the first candidate the catalog has (in its language, else English).
    fn optional(&self, candidates: &[String], args: &[(&str, String)]) -> Option<String> {
        let key = candidates.iter().find(|k| self.catalog.knows(k))?;
        self.keys.borrow_mut().used.insert(key.clone());
        let args: BTreeMap<String, String> = args.iter().map(|(k, v)| (k.to_string(), v.clone())).collect();
        Some(self.catalog.get(key, &args))
    }

    /// The text of the first candidate; the first candidate itself if none is there.
    fn required(&self, candidates: &[String], args: &[(&str, String)]) -> String {
        self.optional(candidates, args).unwrap_or_else(|| {
            self.keys.borrow_mut().missing.insert(candidates[0].clone());
            candidates[0].clone()
        })
    }

    /// The message `key` with `args` filled in.
    fn with(&self, key: &str, args: &[(&str, String)]) -> String {
        self.required(&[key.to_string()], args)
    }
}

/// Where clap's own words come from: the help's [`Texts`] (which note the keys read), or
/// the catalog itself (for usage errors).
pub(super) trait Words {
    fn word(&self, key: &str) -> String;
}

impl Words for Texts<'_> {
    fn word(&self, key: &str) -> String {
        self.with(key, &[])
    }
}

impl Words for Catalog {
    fn word(&self, key: &str) -> String {
        self.text(key)
    }
}

/// `cli-KIND-PATH`.
fn key(kind: &str, path: &[String]) -> String {
    std::iter::once(format!("cli-{kind}"))
        .chain(path.iter().cloned())
        .collect::<Vec<_>>()
        .join("-")
}

/// `cli-KIND-PATH-LEAF` for PATH and each shorter path up to grader's, most specific first.
fn up(kind: &str, path: &[String], leaf: &str) -> Vec<String> {
    (0..=path.len())
        .rev()
        .map(|n| format!("{}-{leaf}", key(kind, &path[..n])))
        .collect()
}

/// `FILE` → `cli-value-file`, `OWNER/REPO` → `cli-value-owner-repo`.
fn value_key(name: &str) -> String {
    let name: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    format!("cli-value-{name}")
}

/// The texts of `cmd` (at `path`), its arguments' and its subcommands'.
fn texts(cmd: Command, path: &[String], t: &Texts) -> Command {
    let about = t.required(&[key("about", path)], &[]);
    let mut cmd = cmd
        .about(about.clone())
        .subcommand_help_heading(t.word(HEADING_COMMANDS))
        .subcommand_value_name(t.word(VALUE_COMMAND));
    if let Some(more) = t.optional(&[key("more", path)], &[]) {
        cmd = cmd.long_about(format!("{about}\n\n{more}"));
    }
    let mut globals = 0;
    cmd = cmd.mut_args(|arg| {
        let arg = argument(arg, path, t);
        if arg.is_global_set() {
            globals += 1;
            return arg.display_order(GLOBAL_ORDER + globals);
        }
        arg
    });
    cmd.mut_subcommands(|sub| {
        let path: Vec<String> = path.iter().cloned().chain([sub.get_name().to_string()]).collect();
        texts(sub, &path, t)
    })
}

/// An argument's help, value names and heading; its default, environment variable and
/// possible values written by the catalog instead of by clap.
fn argument(arg: Arg, path: &[String], t: &Texts) -> Arg {
    let id = arg.get_id().as_str().to_string();
    let mut arg = arg;
    let takes_values = arg.get_action().takes_values();
    // (The derive names a flag's value too, which clap never shows.)
    if let Some(names) = arg.get_value_names().filter(|_| takes_values) {
        let names: Vec<String> = names.iter().map(|n| t.required(&[value_key(n)], &[])).collect();
        arg = arg.value_names(names);
    }
    let help = t.required(&up("arg", path, &id), &[]);
    let mut specs = Vec::new();
    if let Some(env) = arg.get_env() {
        specs.push(t.with(SPEC_ENV, &[("name", env.to_string_lossy().into_owned())]));
    }
    let defaults: Vec<String> = arg
        .get_default_values()
        .iter()
        .map(|v| v.to_string_lossy().into_owned())
        .collect();
    if takes_values && !defaults.is_empty() {
        specs.push(t.with(SPEC_DEFAULT, &[("value", defaults.join(", "))]));
    }
    let values: Vec<PossibleValue> = match takes_values {
        true => arg
            .get_possible_values()
            .into_iter()
            .filter(|v| !v.is_hide_set())
            .collect(),
        false => Vec::new(),
    };
    let choices: Vec<(String, Option<String>)> = values
        .iter()
        .map(|v| {
            (
                v.get_name().to_string(),
                t.optional(&up("choice", path, &format!("{id}-{}", v.get_name())), &[]),
            )
        })
        .collect();
    let mut short = vec![help.clone()];
    short.extend(specs.iter().cloned());
    if !choices.is_empty() {
        let names: Vec<&str> = choices.iter().map(|(name, _)| name.as_str()).collect();
        short.push(t.with(SPEC_POSSIBLE_VALUES, &[("values", names.join(", "))]));
    }
    let heading = t.word(if arg.is_positional() {
        HEADING_ARGUMENTS
    } else {
        HEADING_OPTIONS
    });
    arg = arg.help(short.join(" ")).help_heading(heading);
    if takes_values {
        arg = arg.hide_default_value(true).hide_possible_values(true);
    }
    if arg.get_env().is_some() {
        arg = arg.hide_env(true);
    }
    // As clap: each value's help in `--help` only, one per line under the argument's.
    if choices.iter().any(|(_, help)| help.is_some()) {
        let width = choices.iter().map(|(name, _)| name.chars().count()).max().unwrap_or(0);
        let list: Vec<String> = choices
            .iter()
            .map(|(name, help)| match help {
                Some(help) => format!("- {:width$} {help}", format!("{name}:"), width = width + 1),
                None => format!("- {name}"),
            })
            .collect();
        let mut long = format!("{help}\n\n{}:\n{}", t.word(HEADING_POSSIBLE_VALUES), list.join("\n"));
        if !specs.is_empty() {
            long = format!("{long}\n\n{}", specs.join("\n"));
        }
        arg = arg.long_help(long);
    }
    arg
}

/// What building `cmd` added, in the catalog's words: -h, -V, the `help` command; and its
/// help's usage line, clap's with the catalog's title and `[OPTIONS]`. (Only the help's:
/// a usage error's usage line is clap's, fitted to the arguments given, and worded in
/// `usage_error`.)
fn generated(cmd: Command, t: &Texts) -> Command {
    let options = t.word(HEADING_OPTIONS);
    let mut cmd = cmd.mut_args(|arg| match arg.get_action() {
        ArgAction::Help | ArgAction::HelpShort | ArgAction::HelpLong => {
            let arg = match arg.get_long_help().is_some() {
                true => arg.help(t.word(FLAG_HELP_MORE)).long_help(t.word(FLAG_HELP_SUMMARY)),
                false => arg.help(t.word(FLAG_HELP)),
            };
            arg.help_heading(options.clone())
        }
        ArgAction::Version => arg.help(t.word(FLAG_VERSION)).help_heading(options.clone()),
        _ => arg,
    });
    let template = template(&mut cmd, t);
    let generated_help = !cmd.is_disable_help_subcommand_set();
    cmd.help_template(template)
        .mut_subcommands(|sub| match sub.get_name() == "help" && generated_help {
            true => help_command(sub, t),
            false => generated(sub, t),
        })
}

/// clap's default template, its usage line written out in the catalog's words.
fn template(cmd: &mut Command, t: &Texts) -> String {
    let style = *cmd.get_styles().get_usage();
    let rendered = cmd.render_usage().ansi().to_string();
    let usage = usage_line(&rendered, &style, t);
    // The template's own braces are its placeholders: a usage line has none of its own.
    format!("{{before-help}}{{about-with-newline}}\n{usage}\n\n{{all-args}}{{after-help}}")
}

/// A usage line clap rendered ("Usage: grader check [OPTIONS] [ID]"), with the catalog's
/// title and `[OPTIONS]`; `style` is the title's.
pub(super) fn usage_line(rendered: &str, style: &Style, t: &impl Words) -> String {
    let title = format!("{}{CLAP_USAGE_TITLE}{}", style.render(), style.render_reset());
    let ours = format!("{}{}:{}", style.render(), t.word(HEADING_USAGE), style.render_reset());
    rendered
        .replacen(&title, &ours, 1)
        .replace(CLAP_OPTIONS_TAG, &t.word(USAGE_OPTIONS))
}

/// The `help` command clap adds, and under it (for completions) a copy of every command,
/// whose summaries are the catalog's already, and of itself. (Built, it takes no
/// argument of its own: `grader help check` names one of those copies.)
fn help_command(cmd: Command, t: &Texts) -> Command {
    let cmd = match cmd.get_name() == "help" {
        true => cmd.about(t.word(HELP_COMMAND_ABOUT)),
        false => cmd,
    };
    cmd.mut_subcommands(|sub| help_command(sub, t))
}
