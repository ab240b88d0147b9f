//! `grader mutant new|edit|save EXERCISE NAME`: a teacher writes a mutant as a program and
//! the grader keeps it as a patch of its base (see [`crate::teacher::mutants`]).
//!
//! `new` adds the entry to mutants.toml, an empty patch, and the base as the file to edit;
//! `edit` writes the mutant's program there; `save` diffs that file against the base into
//! the patch and removes it; `rm` removes the entry and its patch. The file is under
//! target/grader/mutant-edits/, never in the lesson's folder, so that no half-written
//! program is taken for a mutant. What `save` and `rm` replace or remove is kept in
//! `.grader-backups/` first.

use crate::course::manifest::Exercise;
use crate::course::workspace::env::Env;
use crate::error::{CommandError, Exit};
use crate::teacher::mutants::{self, Entry};
use colored::Colorize;
use grader_report::{Class, args};
use std::path::Path;

/// What `grader mutant new` is told about the new mutant.
pub struct NewMutant<'a> {
    pub about: &'a str,
    pub class: &'a str,
    pub check: Option<&'a str>,
    pub base: &'a str,
}

/// `file` could not be written (or made, or removed), and why.
fn failed(env: &Env, file: &Path, error: std::io::Error) -> CommandError {
    CommandError::new("mutant-failed", args!("file" => env.ws.show(file), "error" => error))
}

fn written(env: &Env, file: &Path, result: std::io::Result<()>) -> Result<(), CommandError> {
    result.map_err(|e| failed(env, file, e))
}

/// Writes `text` to `file`, its folders made first.
fn write(env: &Env, file: &Path, text: &str) -> Result<(), CommandError> {
    if let Some(parent) = file.parent() {
        written(env, parent, std::fs::create_dir_all(parent))?;
    }
    written(env, file, std::fs::write(file, text))
}

pub fn new(env: &Env, id: &str, name: &str, new: &NewMutant) -> Result<Exit, CommandError> {
    let (lesson, ex) = env.find(id)?;
    if !mutants::valid_name(name) {
        return Err(CommandError::new("mutant-bad-name", args!("name" => name)));
    }
    if Class::from_id(new.class).is_none() {
        let known: Vec<&str> = Class::ALL.iter().map(|c| c.id()).collect();
        return Err(CommandError::new(
            "mutant-unknown-class",
            args!("class" => new.class, "known" => known.join(", ")),
        ));
    }
    if let Some(check) = new.check
        && !ex.checks.iter().any(|c| c.name == check)
    {
        let known: Vec<&str> = ex.checks.iter().map(|c| c.name.as_str()).collect();
        return Err(CommandError::new(
            "mutant-unknown-check",
            args!("id" => ex.id(), "check" => check, "known" => known.join(", ")),
        ));
    }
    let base = match mutants::base_file(&env.ws, lesson, ex, new.base) {
        Ok(base) => base,
        Err(e) => return Err(CommandError::new("mutant-bad-base", args!("error" => e))),
    };
    let dir = mutants::dir(&env.ws, lesson, ex);
    let manifest = dir.join(mutants::MANIFEST);
    let patch = dir.join(format!("{name}.patch"));
    let edit = mutants::edit_file(&env.ws, ex, name);
    let entries = match mutants::read_manifest(&manifest) {
        Ok(entries) => entries,
        Err(e) => return Err(CommandError::new("mutant-broken", args!("name" => name, "error" => e))),
    };
    if entries.iter().any(|e| e.name == name) || patch.exists() {
        return Err(CommandError::new(
            "mutant-exists",
            args!("id" => ex.id(), "name" => name),
        ));
    }
    if edit.exists() {
        return Err(editing(env, ex, name, &edit));
    }
    let Ok(source) = std::fs::read_to_string(&base) else {
        return Err(CommandError::new(
            "mutant-bad-base",
            args!("error" => env.ws.show(&base)),
        ));
    };
    let entry = Entry {
        name: name.to_string(),
        about: new.about.to_string(),
        class: new.class.to_string(),
        check: new.check.map(str::to_string),
        base: new.base.to_string(),
    };
    let mut text = std::fs::read_to_string(&manifest).unwrap_or_default();
    if !text.is_empty() {
        if !text.ends_with('\n') {
            text.push('\n');
        }
        text.push('\n');
    }
    text.push_str(&mutants::render_entry(&entry));
    // The patch first: a manifest entry is never left without one. Until it is saved, the
    // mutant is its base, and `grader verify` says that it is not caught.
    write(env, &patch, &mutants::diff(&source, &source))?;
    write(env, &manifest, &text)?;
    write(env, &edit, &source)?;
    println!(
        "{}",
        env.catalog
            .get(
                "mutant-created",
                &args!("name" => name, "manifest" => env.ws.show(&manifest), "base" => env.ws.show(&base)),
            )
            .green()
    );
    println!("{}", told_to_edit(env, ex, name, &edit));
    Ok(Exit::DONE)
}

pub fn edit(env: &Env, id: &str, name: &str) -> Result<Exit, CommandError> {
    let (ex, m) = known(env, id, name)?;
    let edit = mutants::edit_file(&env.ws, ex, name);
    if edit.exists() {
        return Err(editing(env, ex, name, &edit));
    }
    let source = match m.source() {
        Ok(source) => source,
        Err(e) => return Err(CommandError::new("mutant-broken", args!("name" => name, "error" => e))),
    };
    write(env, &edit, &source)?;
    println!("{}", told_to_edit(env, ex, name, &edit));
    Ok(Exit::DONE)
}

pub fn save(env: &Env, id: &str, name: &str) -> Result<Exit, CommandError> {
    let (ex, m) = known(env, id, name)?;
    let edit = mutants::edit_file(&env.ws, ex, name);
    let Ok(source) = std::fs::read_to_string(&edit) else {
        return Err(CommandError::new(
            "mutant-no-edit",
            args!("id" => ex.id(), "name" => name, "file" => env.ws.show(&edit)),
        ));
    };
    let base = match std::fs::read_to_string(&m.base) {
        Ok(base) => base,
        Err(e) => return Err(CommandError::new("mutant-broken", args!("name" => name, "error" => e))),
    };
    let patch = mutants::diff(&base, &source);
    let changed = patch
        .lines()
        .skip(2)
        .filter(|l| l.starts_with('+') || l.starts_with('-'))
        .count();
    keep(env, ex, &m.patch)?;
    write(env, &m.patch, &patch)?;
    written(env, &edit, std::fs::remove_file(&edit))?;
    println!(
        "{}",
        env.catalog
            .get(
                "mutant-saved",
                &args!(
                    "file" => env.ws.show(&m.patch),
                    "lines" => changed,
                    "edit" => env.ws.show(&edit),
                    "id" => ex.id()
                ),
            )
            .green()
    );
    Ok(Exit::DONE)
}

/// `grader mutant rm ID NAME`: the entry leaves mutants.toml and its patch is removed
/// (an unsaved edit too), each kept in `.grader-backups/` first. A broken mutant can be
/// removed as well: that is often why one removes it.
pub fn rm(env: &Env, id: &str, name: &str) -> Result<Exit, CommandError> {
    let (lesson, ex) = env.find(id)?;
    let dir = mutants::dir(&env.ws, lesson, ex);
    let manifest = dir.join(mutants::MANIFEST);
    let patch = dir.join(format!("{name}.patch"));
    let text = std::fs::read_to_string(&manifest).unwrap_or_default();
    let Some(rest) = mutants::without_entry(&text, name) else {
        known(env, id, name)?;
        return Err(CommandError::new(
            "mutant-unknown",
            args!("id" => ex.id(), "name" => name, "known" => ""),
        ));
    };
    let edit = mutants::edit_file(&env.ws, ex, name);
    let mut kept = Vec::new();
    for file in [&manifest, &patch, &edit] {
        match crate::student::backups::keep(&env.ws.root, file, &format!("{}-{}", ex.dir, file_name(file))) {
            Ok(Some(backup)) => kept.push(env.ws.show(&backup)),
            Ok(None) => {}
            Err(e) => return Err(failed(env, file, e)),
        }
    }
    write(env, &manifest, &rest)?;
    for file in [&patch, &edit] {
        if file.exists() {
            written(env, file, std::fs::remove_file(file))?;
        }
    }
    println!(
        "{}",
        env.catalog
            .get(
                "mutant-removed",
                &args!(
                    "name" => name,
                    "manifest" => env.ws.show(&manifest),
                    "backups" => kept.join(", ")
                ),
            )
            .green()
    );
    Ok(Exit::DONE)
}

fn file_name(file: &Path) -> String {
    file.file_stem()
        .map(|s| s.to_string_lossy().to_string())
        .unwrap_or_default()
}

/// A backup of `file` before it is overwritten.
fn keep(env: &Env, ex: &Exercise, file: &Path) -> Result<(), CommandError> {
    crate::student::backups::keep(&env.ws.root, file, &format!("{}-{}", ex.dir, file_name(file)))
        .map(|_| ())
        .map_err(|e| failed(env, file, e))
}

/// Exercise `id` and its mutant `name`, as its entry reads.
fn known<'a>(env: &'a Env, id: &str, name: &str) -> Result<(&'a Exercise, mutants::Mutant), CommandError> {
    let (lesson, ex) = env.find(id)?;
    let all = mutants::load(&env.ws, lesson, ex);
    if let Some(m) = all.list.into_iter().find(|m| m.name == name) {
        return Ok((ex, m));
    }
    let patch = mutants::dir(&env.ws, lesson, ex).join(format!("{name}.patch"));
    if let Some(p) = all.problems.iter().find(|p| p.file == patch) {
        return Err(CommandError::new(
            "mutant-broken",
            args!("name" => name, "error" => p.error),
        ));
    }
    let names: Vec<String> = mutants::read_manifest(&mutants::dir(&env.ws, lesson, ex).join(mutants::MANIFEST))
        .unwrap_or_default()
        .into_iter()
        .map(|e| e.name)
        .collect();
    Err(CommandError::new(
        "mutant-unknown",
        args!("id" => ex.id(), "name" => name, "known" => names.join(", ")),
    ))
}

/// An edit not saved yet is never overwritten.
fn editing(env: &Env, ex: &Exercise, name: &str, edit: &Path) -> CommandError {
    CommandError::new(
        "mutant-editing",
        args!("id" => ex.id(), "name" => name, "file" => env.ws.show(edit)),
    )
}

fn told_to_edit(env: &Env, ex: &Exercise, name: &str, edit: &Path) -> String {
    env.catalog.get(
        "mutant-edit",
        &args!("id" => ex.id(), "name" => name, "file" => env.ws.show(edit)),
    )
}
