//! `grader new LESSON SLUG`: lays out a new exercise for a teacher, complete enough that
//! `grader verify SLUG` runs at once and lists what is still to write; with `--new-lesson`,
//! in a lesson it lays out too.

use crate::course::i18n::LANGUAGES;
use crate::course::manifest::Lesson;
use crate::course::workspace::env::Env;
use crate::error::{CommandError, Exit};
use crate::teacher::scaffold::Names;
use colored::Colorize;
use grader_report::args;
use std::path::Path;

/// Crate names the workspace has already, besides the exercises.
const TAKEN: [&str; 3] = ["conveyor", "grader", "grader-kit"];

pub fn run(env: &Env, lesson: &str, slug: &str, number: Option<u32>, new_lesson: bool) -> Result<Exit, CommandError> {
    let c = &env.catalog;
    match (env.course.lesson(lesson), new_lesson) {
        (None, false) => {
            let lessons: Vec<&str> = env.course.lessons.iter().map(|l| l.id.as_str()).collect();
            return Err(CommandError::new(
                "new-unknown-lesson",
                args!("lesson" => lesson, "known" => lessons.join(", "), "slug" => slug),
            ));
        }
        (Some(_), true) => return Err(CommandError::new("new-lesson-exists", args!("lesson" => lesson))),
        // A lesson's id is a folder's name, as a slug is.
        (None, true) if !valid_slug(lesson) => {
            return Err(CommandError::new("new-bad-lesson", args!("lesson" => lesson)));
        }
        _ => {}
    }
    let manifest = env.ws.lessons_dir().join(lesson).join("lesson.toml");
    if !valid_slug(slug) {
        return Err(CommandError::new("new-bad-slug", args!("slug" => slug)));
    }
    let exercises = env.course.exercises();
    if TAKEN.contains(&slug) || exercises.iter().any(|(_, e)| e.slug == slug) {
        return Err(CommandError::new("new-slug-taken", args!("slug" => slug)));
    }
    let number = number.unwrap_or_else(|| exercises.iter().map(|(_, e)| e.number).max().unwrap_or(0) + 1);
    if let Some((_, e)) = exercises.iter().find(|(_, e)| e.number == number) {
        return Err(CommandError::new(
            "new-number-taken",
            args!("number" => number, "slug" => e.slug),
        ));
    }
    let names = Names {
        lesson: lesson.to_string(),
        slug: slug.to_string(),
        number,
    };
    let mut files = names.files();
    if new_lesson {
        files.extend(names.lesson_files());
    }
    if let Some((path, _)) = files.iter().find(|(path, _)| env.ws.root.join(path).exists()) {
        return Err(CommandError::new("new-exists", args!("file" => path)));
    }

    // The manifest first, checked before anything is written: a lesson that would no
    // longer load would stop every command.
    let before = if new_lesson {
        Ok(names.lesson_manifest())
    } else {
        std::fs::read_to_string(&manifest)
    };
    let Ok(before) = before else {
        return Err(CommandError::new(
            "new-unknown-lesson",
            args!("lesson" => lesson, "known" => lesson, "slug" => slug),
        ));
    };
    let mut after = before.clone();
    if !after.ends_with('\n') {
        after.push('\n');
    }
    after.push_str(&names.manifest_entry());
    if let Err(e) = toml::from_str::<Lesson>(&after) {
        return Err(CommandError::new(
            "new-failed",
            args!("file" => env.ws.show(&manifest), "error" => e),
        ));
    }

    let mut written = Vec::new();
    let write = |path: &Path, text: &str| -> Result<(), CommandError> {
        let run = || -> std::io::Result<()> {
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::write(path, text)
        };
        run().map_err(|e| CommandError::new("new-failed", args!("file" => env.ws.show(path), "error" => e)))
    };
    for (rel, text) in &files {
        write(&env.ws.root.join(rel), text)?;
        written.push(rel.clone());
    }
    // Alternatives are optional; the folder shows where they go.
    let alternatives = format!("lessons/{lesson}/{}/alternatives", names.dir());
    let _ = std::fs::create_dir_all(env.ws.root.join(&alternatives));
    written.push(format!("{alternatives}/"));
    for lang in LANGUAGES {
        let path = env
            .ws
            .lessons_dir()
            .join(lesson)
            .join("locales")
            .join(format!("{lang}.ftl"));
        let mut text = std::fs::read_to_string(&path).unwrap_or_default();
        if !text.is_empty() && !text.ends_with('\n') {
            text.push('\n');
        }
        text.push_str(&names.messages(lang));
        write(&path, &text)?;
        written.push(env.ws.show(&path));
    }
    write(&manifest, &after)?;
    written.push(env.ws.show(&manifest));
    // No copy of the example stub is kept for `grader reset`: it puts back only a stub
    // the course committed, never this example (stubs.rs).

    let id = format!("exercise-{number}");
    println!(
        "{}",
        c.get("new-created", &args!("id" => id, "slug" => slug, "lesson" => lesson))
            .green()
            .bold()
    );
    for path in &written {
        println!("  {path}");
    }
    println!("{}", c.get("new-next", &args!("slug" => slug)));
    Ok(Exit::DONE)
}

/// Lower-case letters, digits and single hyphens, starting with a letter: a crate name
/// and a folder name at once.
pub fn valid_slug(slug: &str) -> bool {
    slug.starts_with(|c: char| c.is_ascii_lowercase())
        && slug
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !slug.ends_with('-')
        && !slug.contains("--")
        && slug.len() <= 40
}
