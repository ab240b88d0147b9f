//! `grader lesson ID`: a lesson's text in the chosen language, rendered for the terminal.

use crate::course::workspace::env::Env;
use crate::error::{CommandError, Exit};
use grader_report::args;

pub fn run(env: &Env, id: &str) -> Result<Exit, CommandError> {
    // A lesson by its id, or the lesson of an exercise.
    let lesson = env
        .course
        .lesson(id)
        .or_else(|| env.course.find(id).map(|(lesson, _)| lesson));
    let Some(lesson) = lesson else {
        let known: Vec<&str> = env.course.lessons.iter().map(|l| l.id.as_str()).collect();
        return Err(CommandError::new(
            "unknown-lesson",
            args!("id" => id, "known" => known.join(", ")),
        ));
    };
    let dir = env.ws.lessons_dir().join(&lesson.id);
    let lang = env.catalog.lang();
    let file = [dir.join(format!("lesson.{lang}.md")), dir.join("lesson.en.md")]
        .into_iter()
        .find(|f| f.is_file());
    let Some(text) = file.and_then(|f| std::fs::read_to_string(f).ok()) else {
        return Err(CommandError::new("lesson-missing", args!("id" => lesson.id)));
    };
    if colored::control::SHOULD_COLORIZE.should_colorize() {
        use crate::verdict::terminal;
        terminal::page(&terminal::markdown::render(&text, terminal::width().saturating_sub(1)));
    } else {
        // Pipes and NO_COLOR get the Markdown itself, which reads well as plain text.
        print!("{text}");
    }
    Ok(Exit::DONE)
}
