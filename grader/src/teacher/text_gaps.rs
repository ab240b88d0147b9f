//! What a student would see untranslated: a message key or a thread role that a check
//! uses and a language's catalog lacks. `Catalog::get` falls back to English and then to
//! the key itself, and a role without its `thread-<role>` key stays as the check wrote it,
//! so without this a mistyped key or a forgotten German word passes every run silently.
//!
//! The keys are read from `checks.rs` (every string literal shaped like a Fluent id) and
//! from what the runs reported (findings, scenario labels, thread names), so that a key
//! built at run time or spelt in a helper is seen too.

use crate::course::i18n::{Catalog, LANGUAGES};
use std::collections::BTreeMap;

/// A text a student reads, and where it was found.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Used {
    /// The catalog key: `ps-wrong`, or `thread-waiter` for a thread role.
    pub key: String,
    /// Where: `checks.rs:47`, or the check whose run reported it.
    pub at: String,
}

/// A key that `lang`'s catalogs lack.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Gap {
    pub used: Used,
    pub lang: &'static str,
}

/// A Fluent message id as the course writes them: lowercase words joined by `-`.
fn is_key(text: &str) -> bool {
    let mut words = text.split('-');
    let first = words.next().unwrap_or("");
    let word = |w: &str| !w.is_empty() && w.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit());
    text.contains('-') && first.starts_with(|c: char| c.is_ascii_lowercase()) && word(first) && words.all(word)
}

/// The catalog key of a thread's role: "packer 2", "packer {p}" → `thread-packer`;
/// "standard producer" → `thread-standard-producer` (as `timeline::thread_name` reads it).
pub fn role_key(name: &str) -> Option<String> {
    let mut role = String::new();
    let mut placeable = false;
    for c in name.chars() {
        match c {
            '{' => placeable = true,
            '}' => placeable = false,
            _ if !placeable => role.push(c),
            _ => {}
        }
    }
    let role = role.trim_end_matches(|c: char| c.is_ascii_digit() || c == ' ').trim();
    (!role.is_empty()).then(|| format!("thread-{}", role.replace(' ', "-")))
}

/// The keys and thread roles `checks.rs` names, with their lines. A kebab-case string is
/// a key unless it is a check's name (`name: "…"`, or one of `check_names`) or an
/// argument's name (`"count" => n`).
pub fn used_in_source(text: &str, check_names: &[String]) -> Vec<Used> {
    let Ok(tokens) = text.parse::<proc_macro2::TokenStream>() else {
        // checks.rs that does not parse fails its build, with the compiler's message.
        return Vec::new();
    };
    let mut used = Vec::new();
    scan(tokens, check_names, &mut used);
    used.sort();
    used.dedup_by(|a, b| a.key == b.key);
    used
}

fn string_of(tree: &proc_macro2::TokenTree) -> Option<String> {
    match tree {
        proc_macro2::TokenTree::Literal(lit) => match syn::Lit::new(lit.clone()) {
            syn::Lit::Str(s) => Some(s.value()),
            _ => None,
        },
        _ => None,
    }
}

fn is_punct(tree: Option<&proc_macro2::TokenTree>, ch: char) -> bool {
    matches!(tree, Some(proc_macro2::TokenTree::Punct(p)) if p.as_char() == ch)
}

fn is_ident(tree: Option<&proc_macro2::TokenTree>, name: &str) -> bool {
    matches!(tree, Some(proc_macro2::TokenTree::Ident(i)) if i == name)
}

/// The thread name a `spawn(…)` group starts with: a literal, or `format!("…", …)`'s.
fn spawned_name(group: &proc_macro2::Group) -> Option<String> {
    let inner: Vec<_> = group.stream().into_iter().collect();
    if let Some(name) = inner.first().and_then(string_of) {
        return Some(name);
    }
    if is_ident(inner.first(), "format")
        && is_punct(inner.get(1), '!')
        && let Some(proc_macro2::TokenTree::Group(args)) = inner.get(2)
    {
        return args.stream().into_iter().next().as_ref().and_then(string_of);
    }
    None
}

fn scan(tokens: proc_macro2::TokenStream, check_names: &[String], used: &mut Vec<Used>) {
    use proc_macro2::{Delimiter, TokenTree};
    let trees: Vec<TokenTree> = tokens.into_iter().collect();
    for (i, tree) in trees.iter().enumerate() {
        let at = |t: &TokenTree| format!("checks.rs:{}", t.span().start().line);
        match tree {
            TokenTree::Group(group) => scan(group.stream(), check_names, used),
            TokenTree::Ident(ident) if ident == "spawn" || ident == "name_unnamed_threads" => {
                if let Some(TokenTree::Group(group)) = trees.get(i + 1)
                    && group.delimiter() == Delimiter::Parenthesis
                    && let Some(key) = spawned_name(group).as_deref().and_then(role_key)
                {
                    used.push(Used { key, at: at(tree) });
                }
            }
            _ => {
                let Some(text) = string_of(tree) else { continue };
                let names_a_check = (i >= 2 && is_ident(trees.get(i - 2), "name") && is_punct(trees.get(i - 1), ':'))
                    || check_names.contains(&text);
                let names_an_argument = is_punct(trees.get(i + 1), '=') && is_punct(trees.get(i + 2), '>');
                if is_key(&text) && !names_a_check && !names_an_argument {
                    used.push(Used {
                        key: text,
                        at: at(tree),
                    });
                }
            }
        }
    }
}

/// What the runs of `grader verify` reported: each failure's finding and scenario label.
/// Not the threads' names: a solution may name its own threads ("worker-3"), which the
/// timeline shows as written; the roles the checks give are read from the source.
pub fn used_in_runs(verdicts: &[&crate::verdict::ExerciseVerdict]) -> Vec<Used> {
    let mut used = Vec::new();
    for check in verdicts.iter().flat_map(|v| &v.checks) {
        let Some(failure) = &check.failure else { continue };
        let at = check.name.clone();
        used.push(Used {
            key: failure.finding.key.clone(),
            at: at.clone(),
        });
        used.push(Used {
            key: failure.label.key.clone(),
            at,
        });
    }
    used.sort();
    used.dedup_by(|a, b| a.key == b.key);
    used
}

/// The keys of `used` that a language's catalogs lack, per language. A `draft` exercise
/// may lack German and Bulgarian (never English); `grader dist` refuses drafts.
pub fn missing(used: &[Used], catalogs: &BTreeMap<&'static str, Catalog>, draft: bool) -> Vec<Gap> {
    let mut gaps = Vec::new();
    for u in used {
        for lang in LANGUAGES.iter().copied() {
            if draft && lang != "en" {
                continue;
            }
            if catalogs.get(lang).is_some_and(|c| !c.has(&u.key)) {
                gaps.push(Gap { used: u.clone(), lang });
            }
        }
    }
    gaps
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHECKS: &str = r#"
fn main() {
    grader_kit::main(&[Check { name: "every-item-once", plan: every_item_once }]);
}
fn every_item_once(plan: &mut Plan) {
    plan.on_deadlock(Class::Deadlock, "sem-stuck");
    plan.scenario(label!("sem-scn", "permits" => 2), || {
        let h = spawn(format!("waiter {}", 1), || ());
        let g = spawn("releaser", || ());
        fail(Class::LostItem, "sem-lost", args!("one-by-one" => 1));
        call("acquire()", || ());
    });
    name_unnamed_threads("worker");
}
"#;

    fn keys(used: &[Used]) -> Vec<&str> {
        used.iter().map(|u| u.key.as_str()).collect()
    }

    #[test]
    fn keys_and_roles_are_read_from_the_source_but_not_check_or_argument_names() {
        let used = used_in_source(CHECKS, &[]);
        assert_eq!(
            keys(&used),
            [
                "sem-lost",
                "sem-scn",
                "sem-stuck",
                "thread-releaser",
                "thread-waiter",
                "thread-worker"
            ]
        );
        let stuck = used.iter().find(|u| u.key == "sem-stuck").unwrap();
        assert_eq!(stuck.at, "checks.rs:6");
    }

    #[test]
    fn a_role_is_its_name_without_number_or_placeholder() {
        assert_eq!(role_key("packer 2").as_deref(), Some("thread-packer"));
        assert_eq!(role_key("packer {p}").as_deref(), Some("thread-packer"));
        assert_eq!(
            role_key("standard producer").as_deref(),
            Some("thread-standard-producer")
        );
        assert_eq!(role_key("{name}"), None);
    }

    #[test]
    fn only_kebab_case_is_a_key() {
        assert!(is_key("ps-wrong") && is_key("pc-scn-2"));
        assert!(!is_key("take()") && !is_key("packer 1") && !is_key("main") && !is_key("-x") && !is_key("Ab-c"));
    }
}
