//! `grader hint`: one more hint each time it is asked.

use crate::course::i18n::pick;
use crate::course::manifest::Exercise;
use crate::course::workspace::env::Env;
use crate::error::{CommandError, Exit};
use crate::student::state::Progress;
use colored::Colorize;
use grader_report::args;

pub fn run(env: &Env, id: Option<&str>) -> Result<Exit, CommandError> {
    let (_, ex) = env.find_or_next(id)?;
    show(env, ex, "hint-more");
    Ok(Exit::DONE)
}

/// Shows one more hint of `ex`; `more` is the catalog key that says how to ask for the
/// next one (a command on the shell, a key inside `grader watch`).
pub fn show(env: &Env, ex: &Exercise, more: &str) {
    let c = &env.catalog;
    let hints = ex
        .hints
        .get(c.lang())
        .or_else(|| ex.hints.get("en"))
        .cloned()
        .unwrap_or_default();
    if hints.is_empty() {
        println!("{}", c.get("no-hints", &args!("id" => ex.id())));
        return;
    }
    let mut progress = Progress::load(&env.ws.root);
    let entry = progress.exercise.entry(ex.slug.clone()).or_default();
    let shown = (entry.hints + 1).min(hints.len());
    entry.hints = shown;
    progress.save(&env.ws.root);
    println!("{}", format!("{} · {}", ex.id(), pick(&ex.title, c.lang())).bold());
    for (i, hint) in hints.iter().take(shown).enumerate() {
        let label = c.get("hint-number", &args!("n" => i + 1, "of" => hints.len()));
        let text = crate::verdict::terminal::wrap(hint, label.chars().count() + 1, 2);
        println!("{} {text}", label.cyan());
    }
    if shown < hints.len() {
        println!("{}", c.get(more, &args!("id" => ex.id())).dimmed());
    }
}
