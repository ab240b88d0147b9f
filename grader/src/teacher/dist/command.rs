//! `grader dist OUT`: the student's repository, without the course's answers.

use crate::error::CommandError;
use crate::manifest::Exercise;
use crate::teacher::dist::{Platform, Request, all_catalogs, config_dir, write};
use crate::workspace::env::Env;
use colored::Colorize;
use grader_report::args;
use std::path::Path;

pub fn run(env: &Env, out: &Path, course: &str, reference: &str, with_solutions: &[String], platform: Platform) -> i32 {
    let c = &env.catalog;
    if let Some(code) = crate::teacher::teacher_only(env, "dist") {
        return code;
    }
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
        return CommandError::new("dist-draft", args!("id" => ex.id(), "file" => file)).report(c);
    }
    for dir in std::iter::once(out.to_path_buf()).chain(config_dir(&request)) {
        if std::fs::read_dir(&dir).is_ok_and(|mut d| d.next().is_some()) {
            return CommandError::new("dist-not-empty", args!("dir" => dir.display())).report(c);
        }
    }
    let mut released: Vec<&Exercise> = Vec::new();
    for id in with_solutions {
        match env.find(id) {
            Ok((_, ex)) => released.push(ex),
            Err(error) => return error.report(&env.catalog),
        }
    }
    let request = Request {
        with_solutions: released,
        ..request
    };
    match write(&env.ws, &env.course, &request, &all_catalogs(&env.ws)) {
        Ok(written) => {
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
            0
        }
        Err(e) => CommandError::new("dist-failed", args!("error" => e.to_string())).report(c),
    }
}
