//! `grader hint`: one more hint each time it is asked.

use crate::cli::{Env, find};
use crate::i18n::pick;
use crate::state::Progress;
use colored::Colorize;
use grader_kit::args;

pub fn run(env: &Env, id: &str) -> i32 {
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
