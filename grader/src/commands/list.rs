//! `grader list`: the exercises and where the student stands on each.

use crate::cli::Env;
use crate::i18n::pick;
use crate::state::{Progress, Standing};
use colored::Colorize;

pub fn run(env: &Env) -> i32 {
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
        let standing = progress.standing_of(&env.ws, ex);
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
