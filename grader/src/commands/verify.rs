//! `grader verify`: the teacher's check that stubs fail, solutions pass, mutants are caught.

use crate::cli::{Env, find};
use crate::manifest::{Exercise, Lesson};
use crate::verify;
use colored::Colorize;
use grader_kit::args;

pub fn run(env: &Env, id: Option<&str>) -> i32 {
    let targets: Vec<(&Lesson, &Exercise)> = match id {
        Some(id) => match find(env, id) {
            Ok(found) => vec![found],
            Err(code) => return code,
        },
        None => env.course.exercises().into_iter().filter(|(_, e)| e.graded()).collect(),
    };
    let mut all_ok = true;
    for (lesson, ex) in targets {
        println!("{}", format!("{} · {}", ex.id(), ex.slug).bold());
        let rows = verify::verify(&env.ws, lesson, ex, &env.catalog, |row| {
            let mark = if row.ok { "✓".green() } else { "✗".red() };
            println!(
                "  {mark} {:<60} {} {}",
                row.candidate,
                env.catalog.get("verify-expected", &args!("class" => row.expected)),
                row.got.dimmed()
            );
        });
        all_ok &= rows.iter().all(|r| r.ok);
    }
    if all_ok {
        println!("{}", env.catalog.text("verify-ok").green().bold());
        0
    } else {
        println!("{}", env.catalog.text("verify-failed").red().bold());
        1
    }
}
