//! `grader reset`: puts the stub of an exercise back, as it was handed out.
//!
//! Only a stub the course committed is put back ([`crate::course::stubs`]: git's HEAD, or what
//! `grader dist` shipped), never `grader new`'s example. What the file held is kept,
//! byte for byte, in `.grader-backups/` first ([`crate::student::backups`]), so nothing is ever
//! lost by a reset.

use crate::course::i18n::Catalog;
use crate::course::manifest::Exercise;
use crate::course::stubs::{self, Missing, Origin, Pristine};
use crate::course::workspace::env::Env;
use crate::error::{CommandError, Exit};
use crate::student::backups;
use crate::student::state::Progress;
use colored::Colorize;
use grader_report::args;
use std::io::{BufRead, Write};
use std::path::PathBuf;

pub fn run(env: &Env, id: Option<&str>, yes: bool) -> Result<Exit, CommandError> {
    let (_, ex) = env.find_or_next(id)?;
    let c = &env.catalog;
    let pristine = stubs::find(&env.ws, ex).map_err(|_| CommandError::text(no_stub(env, ex)))?;
    let file = env.ws.student_file(ex);
    let shown = env.ws.show(&file);
    if std::fs::read_to_string(&file).ok().as_deref() == Some(pristine.text.as_str()) {
        forget(env, ex);
        println!("{}", c.get("reset-already", &args!("file" => shown)));
        return Ok(Exit::DONE);
    }
    if !yes {
        eprint!("{} ", question(env, ex));
        let _ = std::io::stderr().flush();
        let mut answer = String::new();
        let _ = std::io::stdin().lock().read_line(&mut answer);
        if !is_yes(&answer) {
            println!("{}", c.text("reset-declined"));
            return Ok(Exit::NOT_YET);
        }
    }
    let backup = restore(env, ex, &pristine)?;
    println!("{}", done(env, ex, &pristine, backup.as_ref()).green());
    Ok(Exit::DONE)
}

/// "Put the stub back into …? [y/N]"
pub fn question(env: &Env, ex: &Exercise) -> String {
    env.catalog.get(
        "reset-ask",
        &args!(
            "file" => env.ws.show(&env.ws.student_file(ex)),
            "backups" => env.ws.show(&backups_dir(env))
        ),
    )
}

/// y, yes, j, ja, д, да: whichever language the student answers in.
pub fn is_yes(answer: &str) -> bool {
    let answer = answer.trim().to_lowercase();
    ["y", "yes", "j", "ja", "д", "да"].contains(&answer.as_str())
}

/// Says that no stub can be put back, and why.
pub fn no_stub(env: &Env, ex: &Exercise) -> String {
    let key = match stubs::find(&env.ws, ex) {
        Err(Missing::Example) => "reset-example",
        _ => "reset-not-committed",
    };
    env.catalog.get(
        key,
        &args!(
            "id" => ex.id(),
            "file" => crate::course::workspace::student_path(ex),
            "marker" => crate::teacher::marker::MARKER
        ),
    )
}

/// Writes the pristine stub over the student's file, after keeping a backup of it;
/// forgets the verdict on it. Returns where the backup is (none if there was no file).
pub fn restore(env: &Env, ex: &Exercise, pristine: &Pristine) -> Result<Option<PathBuf>, CommandError> {
    let file = env.ws.student_file(ex);
    let fail = |e: std::io::Error| CommandError::new("reset-failed", args!("file" => env.ws.show(&file), "error" => e));
    let backup = backups::keep(&env.ws.root, &file, &ex.dir).map_err(fail)?;
    if let Some(parent) = file.parent() {
        std::fs::create_dir_all(parent).map_err(fail)?;
    }
    std::fs::write(&file, &pristine.text).map_err(fail)?;
    forget(env, ex);
    Ok(backup)
}

/// "exercise-1: … is the stub again (from git, HEAD). Your version is kept in …"
pub fn done(env: &Env, ex: &Exercise, pristine: &Pristine, backup: Option<&PathBuf>) -> String {
    let c: &Catalog = &env.catalog;
    let from = match pristine.origin {
        Origin::Git => c.text("reset-from-git"),
        Origin::Template => c.text("reset-from-questions"),
        Origin::Shipped => c.get(
            "reset-from-shipped",
            &args!("shipped" => env.ws.show(&stubs::shipped_path(&env.ws.root, ex))),
        ),
    };
    let mut text = c.get(
        "reset-done",
        &args!("id" => ex.id(), "file" => env.ws.show(&env.ws.student_file(ex)), "from" => from),
    );
    if let Some(backup) = backup {
        text.push('\n');
        text.push_str(&c.get("reset-backup", &args!("backup" => env.ws.show(backup))));
    }
    text
}

fn forget(env: &Env, ex: &Exercise) {
    let mut progress = Progress::load(&env.ws.root);
    if progress.exercise.contains_key(&ex.slug) {
        progress.forget(&ex.slug);
        progress.save(&env.ws.root);
    }
}

/// Beside `.grader-progress.toml`: the student's own work, never under `target/`.
pub const BACKUPS: &str = backups::DIR;

fn backups_dir(env: &Env) -> PathBuf {
    backups::dir(&env.ws.root)
}
