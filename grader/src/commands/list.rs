//! `grader list`: the exercises and where the student stands on each.

use crate::course::i18n::pick;
use crate::course::workspace::env::Env;
use crate::error::{CommandError, Exit};
use crate::student::state::{Progress, Standing};
use colored::Colorize;

pub fn run(env: &Env) -> Result<Exit, CommandError> {
    show(env);
    Ok(Exit::DONE)
}

/// The table of exercises, also for `l` inside `grader watch`.
pub fn show(env: &Env) {
    let progress = Progress::load(&env.ws.root);
    let c = &env.catalog;
    let exercises = env.course.exercises();
    let statuses = ["status-not-started", "status-failing", "status-done"].map(|key| c.text(key));
    // Columns as wide as their widest entry, in characters (Cyrillic is two bytes each).
    let width =
        |header: &str, cells: &mut dyn Iterator<Item = usize>| cells.chain([header.chars().count()]).max().unwrap_or(0);
    let name_width = width(
        &c.text("list-name"),
        &mut exercises.iter().map(|(_, e)| e.slug.chars().count()),
    );
    let status_width = width(&c.text("list-status"), &mut statuses.iter().map(|s| s.chars().count()));
    println!(
        "{}",
        format!(
            "{:<4} {:<name_width$} {:<status_width$} {}",
            "#",
            c.text("list-name"),
            c.text("list-status"),
            c.text("list-title")
        )
        .bold()
    );
    for (lesson, ex) in exercises {
        let standing = progress.standing_of(&env.ws, lesson, ex);
        // Pad before painting: escape codes would count as width.
        let pad = |text: &str| format!("{text:<status_width$}");
        let [not_started, failing, done] = &statuses;
        let status = match standing {
            Standing::NotStarted => pad(not_started).dimmed(),
            Standing::Failing => pad(failing).yellow(),
            Standing::Done => pad(done).green(),
        };
        println!(
            "{:<4} {:<name_width$} {status} {}",
            ex.number,
            ex.slug,
            pick(&ex.title, c.lang())
        );
    }
}
