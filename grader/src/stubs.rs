//! The pristine stubs, for `grader reset`: what git has at HEAD for
//! `exercises/NN-slug/src/lib.rs`, else the copy the grader saved in
//! `target/grader/stubs/NN-slug/lib.rs` the first time it saw the stub untouched.
//! A quiz's `answers.toml` comes from git, else is made anew from its questions.

use crate::manifest::Exercise;
use crate::state::{Progress, Standing};
use crate::workspace::Workspace;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Where a pristine stub came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// `git show HEAD:exercises/NN-slug/src/lib.rs`
    Git,
    /// The copy in `target/grader/stubs/`.
    Saved,
    /// A quiz's answers file, every question unanswered, made from its questions.
    Template,
}

#[derive(Clone, Debug)]
pub struct Pristine {
    pub text: String,
    pub origin: Origin,
}

/// The stub of `ex` as it was handed out, if git or the saved copy has it.
pub fn pristine(ws: &Workspace, ex: &Exercise) -> Option<Pristine> {
    let rel = crate::workspace::student_path(ex);
    if let Some(text) = from_git(&ws.root, &rel) {
        return Some(Pristine {
            text,
            origin: Origin::Git,
        });
    }
    if let Some(quiz) = &ex.quiz {
        return Some(Pristine {
            text: crate::quiz::template(quiz, ex),
            origin: Origin::Template,
        });
    }
    let text = std::fs::read_to_string(saved_path(&ws.root, &ex.dir)).ok()?;
    Some(Pristine {
        text,
        origin: Origin::Saved,
    })
}

/// `target/grader/stubs/NN-slug/lib.rs`
pub fn saved_path(root: &Path, dir: &str) -> PathBuf {
    Workspace {
        root: root.to_path_buf(),
    }
    .scratch_dir()
    .join("stubs")
    .join(dir)
    .join("lib.rs")
}

/// Keeps a copy of a stub, unless one is kept already.
pub fn save(root: &Path, dir: &str, text: &str) -> std::io::Result<()> {
    let path = saved_path(root, dir);
    if path.exists() {
        return Ok(());
    }
    std::fs::create_dir_all(path.parent().expect("a folder"))?;
    std::fs::write(path, text)
}

/// Saves every stub that is still untouched (`todo!()` in it, never checked) and has no copy yet.
pub fn remember_untouched(root: &Path, progress: &Progress) {
    let Ok(entries) = std::fs::read_dir(root.join("exercises")) else {
        return;
    };
    for entry in entries.flatten() {
        let dir = entry.file_name().to_string_lossy().to_string();
        if saved_path(root, &dir).exists() {
            continue;
        }
        let Ok(source) = std::fs::read_to_string(entry.path().join("src/lib.rs")) else {
            continue;
        };
        if progress.standing(slug_of(&dir), &source) == Standing::NotStarted {
            // A convenience: a read-only workspace must not stop any command.
            let _ = save(root, &dir, &source);
        }
    }
}

/// `01-bounded-queue` → `bounded-queue`
fn slug_of(dir: &str) -> &str {
    match dir.split_once('-') {
        Some((number, slug)) if number.chars().all(|c| c.is_ascii_digit()) => slug,
        _ => dir,
    }
}

/// The file at HEAD, if the workspace is in a git repository that has it.
fn from_git(root: &Path, rel: &str) -> Option<String> {
    let output = Command::new("git")
        .arg("-C")
        .arg(root)
        // `./` makes the path relative to the workspace, wherever the repository's root is.
        .args(["show", &format!("HEAD:./{rel}")])
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .ok()?;
    if !output.status.success() {
        return None;
    }
    String::from_utf8(output.stdout).ok()
}
