//! What clap says about wrong usage (an unknown option, a missing or invalid value, options
//! that exclude each other, …), in the chosen language: the catalog's `cli-error-*`,
//! `cli-similar-*` and `cli-try-help`, with clap's context (the argument, the value, the
//! suggestions, the usage line). A kind not worded here keeps clap's English; the exit
//! code is clap's either way (2).

use super::help::{SPEC_POSSIBLE_VALUES, usage_line};
use crate::course::i18n::Catalog;
use clap::builder::styling::{Style, Styles};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use std::collections::BTreeMap;

pub const ERROR: &str = "cli-error";
pub const UNEXPECTED_ARGUMENT: &str = "cli-error-unexpected-argument";
pub const UNRECOGNIZED_COMMAND: &str = "cli-error-unrecognized-command";
pub const INVALID_VALUE: &str = "cli-error-invalid-value";
pub const VALUE_REQUIRED: &str = "cli-error-value-required";
pub const MISSING_ARGUMENTS: &str = "cli-error-missing-arguments";
pub const CONFLICT: &str = "cli-error-conflict";
pub const CONFLICT_LIST: &str = "cli-error-conflict-list";
pub const CONFLICT_OTHERS: &str = "cli-error-conflict-others";
pub const USED_TWICE: &str = "cli-error-used-twice";
pub const TOO_MANY_VALUES: &str = "cli-error-too-many-values";
pub const MISSING_COMMAND: &str = "cli-error-missing-command";
pub const SPEC_COMMANDS: &str = "cli-spec-commands";
pub const TIP: &str = "cli-tip";
pub const SIMILAR_ARGUMENT: &str = "cli-similar-argument";
pub const SIMILAR_COMMAND: &str = "cli-similar-command";
pub const SIMILAR_VALUE: &str = "cli-similar-value";
pub const TRY_HELP: &str = "cli-try-help";

/// Every key this module reads (the catalog tests check each is there).
pub const KEYS: [&str; 18] = [
    ERROR,
    UNEXPECTED_ARGUMENT,
    UNRECOGNIZED_COMMAND,
    INVALID_VALUE,
    VALUE_REQUIRED,
    MISSING_ARGUMENTS,
    CONFLICT,
    CONFLICT_LIST,
    CONFLICT_OTHERS,
    USED_TWICE,
    TOO_MANY_VALUES,
    MISSING_COMMAND,
    SPEC_COMMANDS,
    TIP,
    SIMILAR_ARGUMENT,
    SIMILAR_COMMAND,
    SIMILAR_VALUE,
    TRY_HELP,
];

const TAB: &str = "  ";

/// `error` as clap would print it, in `catalog`'s language, coloured with `styles` (None:
/// plain). None for what is not an error (help, version) and for the kinds left to clap.
pub fn render(error: &clap::Error, catalog: &Catalog, styles: Option<&Styles>) -> Option<String> {
    let colored = styles.is_some();
    let plain = Styles::plain();
    let styles = styles.unwrap_or(&plain);
    let text = |key: &str, args: &[(&str, String)]| {
        let args: BTreeMap<String, String> = args.iter().map(|(k, v)| (k.to_string(), v.clone())).collect();
        catalog.get(key, &args)
    };
    let paint = |style: &Style, s: &str| format!("{}{s}{}", style.render(), style.render_reset());
    let invalid = |s: &str| paint(styles.get_invalid(), s);
    let literal = |s: &str| paint(styles.get_literal(), s);
    let valid = |s: &str| paint(styles.get_valid(), s);
    let string = |kind: ContextKind| match error.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        _ => None,
    };
    let strings = |kind: ContextKind| match error.get(kind) {
        Some(ContextValue::Strings(v)) => Some(v.clone()),
        Some(ContextValue::String(s)) => Some(vec![s.clone()]),
        _ => None,
    };
    let listed = |items: &[String]| -> String { items.iter().map(|i| format!("\n{TAB}{i}")).collect() };
    let spec = |key: &str, name: &str, items: Vec<String>| match items.is_empty() {
        true => String::new(),
        false => {
            let items: Vec<String> = items.iter().map(|i| valid(i)).collect();
            format!("\n{TAB}{}", text(key, &[(name, items.join(", "))]))
        }
    };

    let message = match error.kind() {
        ErrorKind::UnknownArgument => text(
            UNEXPECTED_ARGUMENT,
            &[("arg", invalid(&string(ContextKind::InvalidArg)?))],
        ),
        ErrorKind::InvalidSubcommand => text(
            UNRECOGNIZED_COMMAND,
            &[("command", invalid(&string(ContextKind::InvalidSubcommand)?))],
        ),
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            let arg = literal(&string(ContextKind::InvalidArg)?);
            let value = string(ContextKind::InvalidValue)?;
            let mut message = match value.is_empty() && error.kind() == ErrorKind::InvalidValue {
                true => text(VALUE_REQUIRED, &[("arg", arg)]),
                false => text(INVALID_VALUE, &[("value", invalid(&value)), ("arg", arg)]),
            };
            if let Some(source) = std::error::Error::source(error) {
                message.push_str(&format!(": {source}"));
            }
            let values = strings(ContextKind::ValidValue).unwrap_or_default();
            message + &spec(SPEC_POSSIBLE_VALUES, "values", values)
        }
        ErrorKind::MissingRequiredArgument => {
            let args: Vec<String> = strings(ContextKind::InvalidArg)?.iter().map(|a| valid(a)).collect();
            text(MISSING_ARGUMENTS, &[]) + &listed(&args)
        }
        ErrorKind::ArgumentConflict => {
            let arg = string(ContextKind::InvalidArg)?;
            match error.get(ContextKind::PriorArg) {
                Some(ContextValue::String(prior)) if *prior == arg => text(USED_TWICE, &[("arg", invalid(&arg))]),
                Some(ContextValue::String(prior)) => {
                    text(CONFLICT, &[("arg", invalid(&arg)), ("other", invalid(prior))])
                }
                Some(ContextValue::Strings(prior)) => {
                    let prior: Vec<String> = prior.iter().map(|p| invalid(p)).collect();
                    text(CONFLICT_LIST, &[("arg", invalid(&arg))]) + &listed(&prior)
                }
                _ => text(CONFLICT_OTHERS, &[("arg", invalid(&arg))]),
            }
        }
        ErrorKind::TooManyValues => text(
            TOO_MANY_VALUES,
            &[
                ("value", invalid(&string(ContextKind::InvalidValue)?)),
                ("arg", literal(&string(ContextKind::InvalidArg)?)),
            ],
        ),
        ErrorKind::MissingSubcommand => {
            let command = invalid(&string(ContextKind::InvalidSubcommand)?);
            let commands = strings(ContextKind::ValidSubcommand).unwrap_or_default();
            text(MISSING_COMMAND, &[("command", command)]) + &spec(SPEC_COMMANDS, "commands", commands)
        }
        _ => return None,
    };

    let error_style = styles.get_error();
    let mut out = format!("{} {message}", paint(error_style, &format!("{}:", text(ERROR, &[]))));
    let tip = paint(styles.get_valid(), &format!("{}:", text(TIP, &[])));
    let mut tips = Vec::new();
    for (kind, key) in [
        (ContextKind::SuggestedSubcommand, SIMILAR_COMMAND),
        (ContextKind::SuggestedArg, SIMILAR_ARGUMENT),
        (ContextKind::SuggestedValue, SIMILAR_VALUE),
    ] {
        if let Some(similar) = strings(kind) {
            let quoted: Vec<String> = similar.iter().map(|s| format!("'{}'", valid(s))).collect();
            let count = similar.len().to_string();
            tips.push(text(key, &[("similar", quoted.join(", ")), ("count", count)]));
        }
    }
    if let Some(ContextValue::StyledStrs(suggested)) = error.get(ContextKind::Suggested) {
        tips.extend(suggested.iter().map(|s| styled(s, colored)));
    }
    if !tips.is_empty() {
        out.push('\n');
        for t in tips {
            out.push_str(&format!("\n{TAB}{tip} {t}"));
        }
    }
    if let Some(ContextValue::StyledStr(usage)) = error.get(ContextKind::Usage) {
        let usage = usage_line(&styled(usage, colored), styles.get_usage(), catalog);
        out.push_str(&format!("\n\n{usage}"));
    }
    out.push_str(&format!("\n\n{}\n", text(TRY_HELP, &[("help", literal("--help"))])));
    Some(out)
}

/// A text clap made, with its colours or without.
fn styled(text: &clap::builder::StyledStr, colored: bool) -> String {
    match colored {
        true => text.ansi().to_string(),
        false => text.to_string(),
    }
}
