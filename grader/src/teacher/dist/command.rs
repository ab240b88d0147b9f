//! `grader dist OUT`: the student's repository, without the course's answers.

use crate::course::manifest::Exercise;
use crate::course::workspace::env::Env;
use crate::error::{CommandError, Exit};
use crate::teacher::dist::{Platform, Request, all_catalogs, config_dir, write};
use colored::Colorize;
use grader_report::args;
use std::path::Path;

pub fn run(
    env: &Env,
    out: &Path,
    course: &str,
    reference: &str,
    with_solutions: &[String],
    platform: Platform,
) -> Result<Exit, CommandError> {
    let c = &env.catalog;
    let request = Request {
        out,
        course,
        reference,
        with_solutions: Vec::new(),
        platform,
    };
    // A draft's German and Bulgarian texts may be missing: students would read English or raw keys.
    if let Some((lesson, ex)) = env.course.exercises().into_iter().find(|(_, e)| e.draft) {
        let file = env.ws.show(&env.ws.lessons_dir().join(&lesson.id).join("lesson.toml"));
        return Err(CommandError::new("dist-draft", args!("id" => ex.id(), "file" => file)));
    }
    for dir in std::iter::once(out.to_path_buf()).chain(config_dir(&request)) {
        if std::fs::read_dir(&dir).is_ok_and(|mut d| d.next().is_some()) {
            return Err(CommandError::new("dist-not-empty", args!("dir" => dir.display())));
        }
    }
    let mut released: Vec<&Exercise> = Vec::new();
    for id in with_solutions {
        released.push(env.find(id)?.1);
    }
    let request = Request {
        with_solutions: released,
        ..request
    };
    let written = write(&env.ws, &env.course, &request, &all_catalogs(&env.ws))
        .map_err(|e| CommandError::new("dist-failed", args!("error" => e)))?;
    println!(
        "{}",
        c.get(
            "dist-done",
            &args!("dir" => out.display(), "files" => written.files, "left_out" => written.left_out)
        )
        .green()
    );
    if let Some(dir) = &written.config {
        println!(
            "{}",
            c.get(
                "dist-platform-files",
                &args!("platform" => platform.name(), "dir" => dir.display())
            )
        );
    }
    Ok(Exit::DONE)
}
