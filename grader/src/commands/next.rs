//! `grader next`: names the next exercise to work on, the first one not done.

use crate::course::i18n::pick;
use crate::course::workspace::env::Env;
use crate::error::{CommandError, Exit};
use crate::student::state::Progress;
use colored::Colorize;
use grader_report::args;

pub fn run(env: &Env) -> Result<Exit, CommandError> {
    let c = &env.catalog;
    let progress = Progress::load(&env.ws.root);
    let Some((lesson, ex)) = progress.next(&env.ws, &env.course, None) else {
        println!("{}", c.text("next-all-done").green().bold());
        return Ok(Exit::DONE);
    };
    println!(
        "{}",
        c.get(
            "next-exercise",
            &args!("id" => ex.id(), "slug" => ex.slug, "title" => pick(&ex.title, c.lang()))
        )
        .bold()
    );
    let text = env
        .ws
        .lessons_dir()
        .join(&lesson.id)
        .join(format!("lesson.{}.md", c.lang()));
    if text.is_file() {
        println!("  {}", c.get("next-read", &args!("file" => env.ws.show(&text))));
    }
    if ex.quiz.is_some() {
        println!("  {}", c.get("next-quiz", &args!("id" => ex.id())));
        return Ok(Exit::DONE);
    }
    println!(
        "  {}",
        c.get("next-edit", &args!("file" => env.ws.show(&env.ws.student_file(ex))))
    );
    println!("  {}", c.get("next-then", &args!("id" => ex.id())));
    Ok(Exit::DONE)
}
