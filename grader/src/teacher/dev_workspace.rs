//! `grader dev`: a generated Cargo workspace, `target/grader/dev/`, in which every file of
//! the course that is no workspace member builds: each exercise's solution, its checks
//! (against the solution), its alternatives and its mutants (patched). Open it in
//! rust-analyzer, or lint it: CI runs `cargo clippy` over it, as rustlings lints its
//! exercises through `dev/Cargo.toml`. The grader never builds from it; it only shows
//! these files to the tools a teacher uses. `grader dev --only ID` writes one exercise's
//! crates alone, in `target/grader/dev-only/NN-slug/`: linting one exercise then checks a
//! handful of crates, not every exercise's.

/// The command that runs it, `grader dev`.
pub mod command;

use crate::course::manifest::{Course, Exercise};
use crate::course::workspace::Workspace;
use crate::file_error::FileError;
use crate::teacher::mutants::{MutantError, Problem};
use std::path::{Path, PathBuf};

/// Where the dev workspace is written.
pub fn dir(ws: &Workspace) -> PathBuf {
    ws.scratch_dir().join("dev")
}

/// Where the dev workspace of one exercise alone is written: beside the whole one, which
/// it leaves as it is.
pub fn dir_of(ws: &Workspace, ex: &Exercise) -> PathBuf {
    ws.scratch_dir().join("dev-only").join(&ex.dir)
}

/// Why the dev workspace was not written. Its text follows the catalog's `dev-failed`.
#[derive(Debug)]
pub enum DevError {
    /// A folder or file of its own could not be made.
    File(FileError),
    /// The exercise's mutants folder has a problem (`grader verify` lists them all).
    Mutants(Problem),
    /// A mutant's source could not be made or written, at its patch.
    Mutant(FileError<MutantError>),
    /// The course's Cargo.toml, whose profiles it keeps, could not be read (the system's
    /// words alone, as ever).
    CourseManifest(std::io::Error),
    CourseManifestNotToml(toml::de::Error),
    /// Its own Cargo.toml could not be written as TOML.
    Manifest(toml::ser::Error),
    /// Its Cargo.toml or the course's Cargo.lock could not be written into it (the
    /// system's words alone, as ever).
    Unwritten(std::io::Error),
}

impl std::fmt::Display for DevError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DevError::File(e) => e.fmt(f),
            DevError::Mutants(problem) => problem.fmt(f),
            DevError::Mutant(e) => e.fmt(f),
            DevError::CourseManifest(e) => e.fmt(f),
            DevError::CourseManifestNotToml(e) => e.fmt(f),
            DevError::Manifest(e) => e.fmt(f),
            DevError::Unwritten(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for DevError {
    // Each text is its inner error's own, so each cause is the inner error's cause.
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            DevError::File(e) => e.source(),
            DevError::Mutants(_) => None,
            DevError::Mutant(e) => e.source(),
            DevError::CourseManifest(e) => e.source(),
            DevError::CourseManifestNotToml(e) => e.source(),
            DevError::Manifest(e) => e.source(),
            DevError::Unwritten(e) => e.source(),
        }
    }
}

/// Writes the dev workspace, of every exercise or of `only` one; its manifest's path.
pub fn write(ws: &Workspace, course: &Course, only: Option<&Exercise>) -> Result<PathBuf, DevError> {
    let dir = only.map_or_else(|| dir(ws), |ex| dir_of(ws, ex));
    let _ = std::fs::remove_dir_all(&dir);
    let mut members = Vec::new();
    let chosen = |ex: &Exercise| only.is_none_or(|o| o.number == ex.number);
    for (lesson, ex) in course.exercises().into_iter().filter(|(_, ex)| chosen(ex)) {
        let solution = ws.solution_file(ex);
        if ex.checks.is_empty() || !solution.is_file() {
            continue;
        }
        let number = &ex.dir[..ex.dir.find('-').unwrap_or(ex.dir.len())];
        let crate_name = ex.slug.replace('-', "_");
        let manifest = ws.exercise_dir(ex).join("Cargo.toml");
        let queue = crate::compile::given_queue(&manifest);
        let conveyor = conveyor_dependency(ws, &crate::compile::conveyor_options(&manifest));
        let mut package = |name: String, body: String| -> Result<(), DevError> {
            let folder = dir.join(&name);
            std::fs::create_dir_all(&folder).map_err(|e| DevError::File(FileError::new(&folder, e)))?;
            let text = format!(
                "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2024\"\npublish = false\n\n{body}"
            );
            std::fs::write(folder.join("Cargo.toml"), text).map_err(|e| DevError::File(FileError::new(&folder, e)))?;
            members.push(name);
            Ok(())
        };
        let solution_package = format!("dev-{number}-solution");
        // The solution keeps the exercise's crate name: the checks `use` it by that name.
        package(
            solution_package.clone(),
            format!(
                "[lib]\nname = \"{crate_name}\"\npath = {}\n\n[dependencies]\n{conveyor}\n",
                quote(&solution)
            ),
        )?;
        let kit = quote(&ws.root.join("kit"));
        let kit_features = if queue { ", features = [\"queue\"]" } else { "" };
        package(
            format!("dev-{number}-checks"),
            format!(
                "[[bin]]\nname = \"dev-{number}-checks\"\npath = {}\n\n[dependencies]\n{conveyor}\n\
                 grader-kit = {{ path = {kit}{kit_features} }}\n{} = {{ package = \"{solution_package}\", path = \"../{solution_package}\" }}\n",
                quote(&ws.lesson_exercise_dir(lesson, ex).join("checks.rs")),
                ex.slug,
            ),
        )?;
        let library = |path: &Path| format!("[lib]\npath = {}\n\n[dependencies]\n{conveyor}\n", quote(path));
        for file in crate::teacher::verify::files_in(ws, lesson, ex, "alternatives") {
            package(format!("dev-{number}-alternative-{}", stem(&file)), library(&file))?;
        }
        let mutants = crate::teacher::mutants::load(ws, lesson, ex);
        if let Some(problem) = mutants.problems.first() {
            return Err(DevError::Mutants(problem.clone()));
        }
        // A mutant changes as few lines of its base as it can: the name its bug leaves
        // unused, or the style it breaks, is the bug or beside it, not to be mended.
        let lenient =
            "\n[lints.rust]\nunused = \"allow\"\n\n[lints.clippy]\nstyle = \"allow\"\ncomplexity = \"allow\"\n";
        for mutant in &mutants.list {
            let file = mutant
                .write()
                .map_err(|e| DevError::Mutant(FileError::new(&mutant.patch, e)))?;
            package(format!("dev-{number}-mutant-{}", stem(&file)), library(&file) + lenient)?;
        }
    }
    let root: toml::Table = std::fs::read_to_string(ws.root.join("Cargo.toml"))
        .map_err(DevError::CourseManifest)?
        .parse()
        .map_err(DevError::CourseManifestNotToml)?;
    let mut manifest = toml::Table::new();
    let mut workspace = toml::Table::new();
    workspace.insert("resolver".into(), "3".into());
    workspace.insert("members".into(), members.into());
    manifest.insert("workspace".into(), workspace.into());
    // The course's own build profiles, so that its dependencies, checked once for the
    // course (same target folder, same lock file), are not checked again.
    if let Some(profile) = root.get("profile") {
        manifest.insert("profile".into(), profile.clone());
    }
    let text = format!(
        "# Written by `grader dev`: every checks.rs, solution, alternative and mutant as a crate.\n{}",
        toml::to_string(&manifest).map_err(DevError::Manifest)?
    );
    std::fs::create_dir_all(&dir).map_err(|e| DevError::File(FileError::new(&dir, e)))?;
    std::fs::write(dir.join("Cargo.toml"), text).map_err(DevError::Unwritten)?;
    std::fs::copy(ws.root.join("Cargo.lock"), dir.join("Cargo.lock")).map_err(DevError::Unwritten)?;
    Ok(dir.join("Cargo.toml"))
}

/// conveyor as the exercise's own manifest has it: with the given code it names.
fn conveyor_dependency(ws: &Workspace, options: &str) -> String {
    let path = quote(&ws.root.join("conveyor"));
    format!("conveyor = {{ path = {path}{options} }}")
}

fn quote(path: &Path) -> String {
    let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    toml::Value::String(absolute.display().to_string()).to_string()
}

/// A file's stem as a package name: lower case letters, digits and dashes.
fn stem(file: &Path) -> String {
    let stem = file.file_stem().unwrap_or_default().to_string_lossy();
    stem.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect()
}
