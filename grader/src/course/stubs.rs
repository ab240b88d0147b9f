//! The pristine stubs, for `grader reset`: only a stub the course committed is ever put
//! back. In the course, that is what git has at HEAD for `exercises/NN-slug/src/lib.rs`;
//! in a student's copy, the stub as `grader dist` shipped it (`.grader-stubs/NN-slug/lib.rs`),
//! else git's HEAD. A quiz's `answers.toml` comes from git, else is made anew from its
//! questions.
//!
//! Never a copy the grader cached on its own, and never a file holding `TODO(teacher)`:
//! both were how a teacher's own stub, written after `grader new`, got replaced by the
//! example it was written over.

use crate::course::manifest::{Course, Exercise, ExerciseKind};
use crate::course::workspace::Workspace;
use crate::file_error::FileError;
use crate::teacher::course_files::CourseFiles;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Where a pristine stub came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// `git show HEAD:exercises/NN-slug/src/lib.rs`
    Git,
    /// The copy `grader dist` wrote beside the stubs of a student's copy.
    Shipped,
    /// A quiz's answers file, every question unanswered, made from its questions.
    Template,
}

#[derive(Clone, Debug)]
pub struct Pristine {
    pub text: String,
    pub origin: Origin,
}

/// Why there is no stub to put back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Missing {
    /// Neither git nor `grader dist` has one.
    NotCommitted,
    /// The committed one is still `grader new`'s example (it holds `TODO(teacher)`).
    Example,
}

/// In a student's copy, the folder of the stubs as shipped.
pub const SHIPPED: &str = ".grader-stubs";

/// The stub of `ex` as it was handed out, if the course committed one.
pub fn pristine(ws: &Workspace, ex: &Exercise) -> Option<Pristine> {
    find(ws, ex).ok()
}

/// The stub of `ex` as it was handed out, or why there is none.
pub fn find(ws: &Workspace, ex: &Exercise) -> Result<Pristine, Missing> {
    let rel = crate::course::workspace::student_path(ex);
    let student = CourseFiles::is_student_copy(&ws.root);
    let template = || {
        ex.quiz.as_ref().map(|quiz| Pristine {
            text: crate::course::quiz::template(quiz, ex),
            origin: Origin::Template,
        })
    };
    let git = || {
        from_git(&ws.root, &rel).map(|text| Pristine {
            text,
            origin: Origin::Git,
        })
    };
    // A student's repository has the student's own commits at HEAD: there, what was
    // shipped comes first (a quiz's answers are made anew from its questions).
    let found = if student {
        std::fs::read_to_string(shipped_path(&ws.root, ex))
            .ok()
            .map(|text| Pristine {
                text,
                origin: Origin::Shipped,
            })
            .or_else(template)
            .or_else(git)
    } else {
        git().or_else(template)
    };
    match found {
        Some(p) if crate::teacher::marker::is_example(&p.text) => Err(Missing::Example),
        Some(p) => Ok(p),
        None => Err(Missing::NotCommitted),
    }
}

/// `.grader-stubs/NN-slug/lib.rs` of a student's copy.
pub fn shipped_path(root: &Path, ex: &Exercise) -> PathBuf {
    root.join(SHIPPED).join(&ex.dir).join("lib.rs")
}

/// For `grader dist`: every exercise's stub (not a quiz's, which is made from its
/// questions) copied to `.grader-stubs/` of the student's copy at `out`, as shipped.
/// Returns how many files were written.
pub fn ship(ws: &Workspace, course: &Course, out: &Path) -> Result<usize, FileError> {
    let mut written = 0;
    for (_, ex) in course.exercises() {
        if ex.kind == ExerciseKind::Quiz || ex.quiz.is_some() {
            continue;
        }
        let from = ws.student_file(ex);
        let Ok(text) = std::fs::read(&from) else {
            continue;
        };
        let to = shipped_path(out, ex);
        std::fs::create_dir_all(to.parent().expect("a folder")).map_err(FileError::at(&to))?;
        std::fs::write(&to, text).map_err(FileError::at(&to))?;
        written += 1;
    }
    Ok(written)
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
