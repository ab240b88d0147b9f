//! `grader dist`: the student's repository, made from the course. Every file git would
//! keep, less the teacher's (`course.toml`: solutions, mutants, tests, the teacher's tools
//! such as `bench/`), with quiz files stripped of their answers, a README for students and
//! what grades it against the course on its platform (see `dist/platforms.rs`).

use crate::course::i18n::{Catalog, LANGUAGES};
use crate::course::manifest::{Course, Exercise, ExerciseKind, Lesson};
use crate::course::workspace::Workspace;
use crate::file_error::FileError;
use crate::teacher::course_files::{CourseFiles, FILE, GlobsError, Role};
use grader_report::args;
use std::path::{Path, PathBuf};

/// The command that runs it, `grader dist`.
pub mod command;
mod platforms;
mod request;
mod write_file;

pub use request::{Platform, Request};
use write_file::write_file;

/// What was written.
#[derive(Debug, Default)]
pub struct Written {
    pub files: usize,
    pub left_out: usize,
    /// The folder beside OUT with what goes into the platform's configuration (Classroom
    /// 50's config repository), when the platform has one.
    pub config: Option<PathBuf>,
}

/// Why `grader dist` wrote nothing. Its text follows "dist failed:" (the catalog's
/// `dist-failed`), for the teacher.
#[derive(Debug)]
pub enum DistError {
    /// A file or folder that could not be read, written, made or moved.
    File(FileError),
    /// The walk of the course (git's ignore files, a folder it could not list).
    Walk(ignore::Error),
    /// A file the walk found outside the course.
    Outside(std::path::StripPrefixError),
    /// `course.toml` is not the course's files.
    CourseFiles(FileError<toml::de::Error>),
    Globs(GlobsError),
    /// The student's `course.toml` could not be written as TOML.
    StudentCourseFiles(toml::ser::Error),
    /// A Cargo.toml (the workspace's or a teacher's member's) is not TOML.
    NotToml(FileError<toml::de::Error>),
    /// Cargo.toml or Cargo.lock cannot be edited as TOML.
    NotEditable(FileError<toml_edit::TomlError>),
    Quiz(StripError),
    /// What the leak check found: teacher files whose text reached `out`.
    Leaks {
        out: PathBuf,
        leaks: Vec<String>,
    },
}

impl std::fmt::Display for DistError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DistError::File(e) => e.fmt(f),
            DistError::Walk(e) => e.fmt(f),
            DistError::Outside(e) => e.fmt(f),
            DistError::CourseFiles(e) => e.fmt(f),
            DistError::Globs(e) => e.fmt(f),
            DistError::StudentCourseFiles(e) => e.fmt(f),
            DistError::NotToml(e) => e.fmt(f),
            DistError::NotEditable(e) => e.fmt(f),
            DistError::Quiz(e) => e.fmt(f),
            DistError::Leaks { out, leaks } => {
                write!(f, "teacher files reached {}: {}", out.display(), leaks.join(", "))
            }
        }
    }
}

impl std::error::Error for DistError {
    // Each text but the leaks' is its inner error's own, so each cause is the inner
    // error's cause.
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            DistError::File(e) => e.source(),
            DistError::Walk(e) => e.source(),
            DistError::Outside(e) => e.source(),
            DistError::CourseFiles(e) => e.source(),
            DistError::Globs(e) => e.source(),
            DistError::StudentCourseFiles(e) => e.source(),
            DistError::NotToml(e) => e.source(),
            DistError::NotEditable(e) => e.source(),
            DistError::Quiz(e) => e.source(),
            DistError::Leaks { .. } => None,
        }
    }
}

impl From<FileError> for DistError {
    fn from(e: FileError) -> DistError {
        DistError::File(e)
    }
}

impl From<GlobsError> for DistError {
    fn from(e: GlobsError) -> DistError {
        DistError::Globs(e)
    }
}

/// Why a quiz file was not stripped of its answers.
#[derive(Debug)]
pub enum StripError {
    NotToml(toml::de::Error),
    /// What is left could not be written as TOML again.
    Unwritable(toml::ser::Error),
}

impl std::fmt::Display for StripError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StripError::NotToml(e) => e.fmt(f),
            StripError::Unwritable(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for StripError {
    // Each text is toml's own, so each cause is toml's cause.
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            StripError::NotToml(e) => e.source(),
            StripError::Unwritable(e) => e.source(),
        }
    }
}

/// The teacher's quiz answers never go out: these keys of a question are dropped.
const QUIZ_SECRETS: [&str; 3] = ["answer", "mistake", "explain"];

/// Writes the students' repository into `request.out`, and for Classroom 50 the
/// configuration into `OUT-classroom50`. Both are written into temporary folders beside
/// them and renamed into place only once the leak check found nothing: a failed `dist`
/// leaves neither behind.
pub fn write(ws: &Workspace, course: &Course, request: &Request, catalogs: &[Catalog]) -> Result<Written, DistError> {
    let template = Staging::beside(request.out)?;
    let config_out = config_dir(request);
    let config = match &config_out {
        Some(dir) => Some(Staging::beside(dir)?),
        None => None,
    };
    let mut written = write_into(ws, course, request, catalogs, template.path())?;
    if let Some(config) = &config {
        written.files += platforms::write_config(course, request, config.path())?;
    }
    let files = CourseFiles::load(&ws.root).map_err(DistError::CourseFiles)?;
    let released = released(request);
    let mut leaks = leaks(ws, course, &files, &released, template.path())?;
    if let Some(config) = &config {
        leaks.extend(leaks_in(ws, course, &files, &released, config.path())?);
    }
    if !leaks.is_empty() {
        return Err(DistError::Leaks {
            out: request.out.to_path_buf(),
            leaks,
        });
    }
    if let (Some(config), Some(dir)) = (config, &config_out) {
        config.commit(dir)?;
        written.config = Some(dir.clone());
    }
    template.commit(request.out)?;
    Ok(written)
}

/// `OUT-classroom50` beside OUT, for a platform configured outside the template.
pub fn config_dir(request: &Request) -> Option<PathBuf> {
    (request.platform == Platform::Classroom50).then(|| {
        let name = request
            .out
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "template".into());
        request.out.with_file_name(format!("{name}-classroom50"))
    })
}

fn released(request: &Request) -> Vec<PathBuf> {
    request
        .with_solutions
        .iter()
        .map(|ex| PathBuf::from("solutions").join(&ex.dir))
        .collect()
}

/// A folder beside its destination that is removed unless it is moved into place.
struct Staging {
    dir: PathBuf,
    kept: bool,
}

impl Staging {
    fn beside(out: &Path) -> Result<Staging, FileError> {
        let parent = match out.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        std::fs::create_dir_all(&parent).map_err(FileError::at(&parent))?;
        let name = out
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.subsec_nanos())
            .unwrap_or(0);
        let dir = parent.join(format!(".{name}.dist-{}-{nanos}", std::process::id()));
        std::fs::create_dir(&dir).map_err(FileError::at(&dir))?;
        Ok(Staging { dir, kept: false })
    }

    fn path(&self) -> &Path {
        &self.dir
    }

    /// Moves the folder to `out`, which may be an empty folder (checked before).
    fn commit(mut self, out: &Path) -> Result<(), FileError> {
        if out.is_dir() {
            std::fs::remove_dir(out).map_err(FileError::at(out))?;
        }
        std::fs::rename(&self.dir, out).map_err(FileError::at(out))?;
        self.kept = true;
        Ok(())
    }
}

impl Drop for Staging {
    fn drop(&mut self) {
        if !self.kept {
            let _ = std::fs::remove_dir_all(&self.dir);
        }
    }
}

/// The template's files into `out`: the course's less the teacher's, quizzes without
/// their answers, the workspace without the teacher's members, the student's course.toml
/// and README, and the platform's workflow.
fn write_into(
    ws: &Workspace,
    course: &Course,
    request: &Request,
    catalogs: &[Catalog],
    out: &Path,
) -> Result<Written, DistError> {
    let files = CourseFiles::load(&ws.root).map_err(DistError::CourseFiles)?;
    let teacher = files.teacher_set()?;
    let released = released(request);
    let quizzes: Vec<PathBuf> = course
        .exercises()
        .into_iter()
        .filter(|(_, ex)| ex.kind == ExerciseKind::Quiz)
        .map(|(lesson, ex)| quiz_file(ws, lesson, ex))
        .collect();
    let mut written = Written::default();
    for entry in ignore::WalkBuilder::new(&ws.root)
        .hidden(false)
        .git_ignore(true)
        .git_exclude(true)
        .require_git(false)
        .filter_entry(|e| e.file_name() != ".git" && e.file_name() != "target")
        .build()
    {
        let entry = entry.map_err(DistError::Walk)?;
        if !entry.file_type().is_some_and(|t| t.is_file()) {
            continue;
        }
        let path = entry.path();
        let rel = path.strip_prefix(&ws.root).map_err(DistError::Outside)?;
        let is_released = released.iter().any(|r| rel.starts_with(r));
        if teacher.is_match(rel) && !is_released {
            written.left_out += 1;
            continue;
        }
        let to = out.join(rel);
        if let Some(parent) = to.parent() {
            std::fs::create_dir_all(parent).map_err(FileError::at(parent))?;
        }
        if quizzes.iter().any(|q| q == path) {
            let text = std::fs::read_to_string(path).map_err(FileError::at(path))?;
            let stripped = strip_answers(&text).map_err(DistError::Quiz)?;
            std::fs::write(&to, stripped).map_err(FileError::at(&to))?;
        } else if rel == Path::new("Cargo.toml") {
            let text = std::fs::read_to_string(path).map_err(FileError::at(path))?;
            std::fs::write(&to, without_teacher_members(&text, &teacher)?).map_err(FileError::at(&to))?;
        } else if rel == Path::new("Cargo.lock") {
            let text = std::fs::read_to_string(path).map_err(FileError::at(path))?;
            // Named as the teacher knows it, from the course's root.
            let manifest =
                std::fs::read_to_string(ws.root.join("Cargo.toml")).map_err(FileError::at(Path::new("Cargo.toml")))?;
            let gone = teacher_packages(&ws.root, &manifest, &teacher)?;
            std::fs::write(&to, without_packages(&text, &gone)?).map_err(FileError::at(&to))?;
        } else {
            std::fs::copy(path, &to).map_err(FileError::at(&to))?;
        }
        written.files += 1;
    }
    let student = CourseFiles {
        role: Role::Student,
        course: Some(request.course.to_string()),
        reference: Some(request.reference.to_string()),
        files: files.files.clone(),
    };
    let manifest = format!(
        "# A student's copy of {course} at {reference}, made by `grader dist`.\n\n{}",
        toml::to_string(&student).map_err(DistError::StudentCourseFiles)?,
        course = request.course,
        reference = request.reference
    );
    write_file(&out.join(FILE), &manifest)?;
    write_file(&out.join("README.md"), &readme(course, catalogs))?;
    written.files += 2;
    written.files += platforms::write_template(course, request, out)?;
    // What `grader reset` puts back in the student's copy (its git HEAD is the student's own).
    written.files += crate::course::stubs::ship(ws, course, out)?;
    Ok(written)
}

/// The workspace's Cargo.toml without the members the teacher keeps (`bench`, a teacher's
/// tool, is a member of the course's workspace but not of the students'); everything else,
/// comments included, as the course has it.
fn without_teacher_members(text: &str, teacher: &globset::GlobSet) -> Result<String, DistError> {
    let mut manifest: toml_edit::DocumentMut = text
        .parse()
        .map_err(|e| DistError::NotEditable(FileError::new(Path::new("Cargo.toml"), e)))?;
    let Some(members) = manifest
        .get_mut("workspace")
        .and_then(|w| w.get_mut("members"))
        .and_then(|m| m.as_array_mut())
    else {
        return Ok(text.to_string());
    };
    members.retain(|m| m.as_str().is_none_or(|m| !is_teacher_member(m, teacher)));
    Ok(manifest.to_string())
}

fn is_teacher_member(member: &str, teacher: &globset::GlobSet) -> bool {
    teacher.is_match(Path::new(member).join("Cargo.toml"))
}

/// The package names of the workspace members the teacher keeps, read from their manifests.
fn teacher_packages(root: &Path, manifest: &str, teacher: &globset::GlobSet) -> Result<Vec<String>, DistError> {
    let manifest: toml::Table =
        toml::from_str(manifest).map_err(|e| DistError::NotToml(FileError::new(Path::new("Cargo.toml"), e)))?;
    let members = manifest
        .get("workspace")
        .and_then(|w| w.get("members"))
        .and_then(|m| m.as_array())
        .into_iter()
        .flatten()
        .filter_map(|m| m.as_str())
        .filter(|m| is_teacher_member(m, teacher));
    let mut names = Vec::new();
    for member in members {
        let path = root.join(member).join("Cargo.toml");
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue; // a glob such as `exercises/*`: no single package
        };
        let package: toml::Table = toml::from_str(&text).map_err(|e| DistError::NotToml(FileError::new(&path, e)))?;
        if let Some(name) = package
            .get("package")
            .and_then(|p| p.get("name"))
            .and_then(|n| n.as_str())
        {
            names.push(name.to_string());
        }
    }
    Ok(names)
}

/// Cargo.lock without the packages named in `gone`: the lock of the students' workspace,
/// so that `cargo … --locked` in the template needs no update. Cargo's layout is kept
/// (it compares the file's text when `--locked` is given).
fn without_packages(lock: &str, gone: &[String]) -> Result<String, DistError> {
    if gone.is_empty() {
        return Ok(lock.to_string());
    }
    let mut doc: toml_edit::DocumentMut = lock
        .parse()
        .map_err(|e| DistError::NotEditable(FileError::new(Path::new("Cargo.lock"), e)))?;
    if let Some(packages) = doc.get_mut("package").and_then(|p| p.as_array_of_tables_mut()) {
        packages.retain(|p| {
            p.get("name")
                .and_then(|n| n.as_str())
                .is_none_or(|n| !gone.iter().any(|g| g == n))
        });
    }
    Ok(doc.to_string())
}

pub fn quiz_file(ws: &Workspace, lesson: &Lesson, ex: &Exercise) -> PathBuf {
    ws.lesson_exercise_dir(lesson, ex).join("quiz.toml")
}

/// A quiz file without what would give its answers away.
pub fn strip_answers(text: &str) -> Result<String, StripError> {
    let mut quiz: toml::Table = toml::from_str(text).map_err(StripError::NotToml)?;
    if let Some(toml::Value::Array(questions)) = quiz.get_mut("question") {
        for question in questions.iter_mut().filter_map(|q| q.as_table_mut()) {
            for key in QUIZ_SECRETS {
                question.remove(key);
            }
        }
    }
    Ok(format!(
        "# The quiz's questions, as handed out: the answers stay with your teacher, and\n\
         # `grader quiz` keeps yours in the exercise's answers.toml until you hand it in.\n\n{}",
        toml::to_string(&quiz).map_err(StripError::Unwritable)?
    ))
}

/// Teacher files (solutions not released, mutants, alternatives, quiz answers) whose text is
/// found anywhere in `out`: what a student must never get. Empty when the copy is clean.
pub fn leaks(
    ws: &Workspace,
    course: &Course,
    files: &CourseFiles,
    released: &[PathBuf],
    out: &Path,
) -> Result<Vec<String>, GlobsError> {
    leaks_in(ws, course, files, released, out)
}

/// [`leaks`] of any folder `dist` writes.
fn leaks_in(
    ws: &Workspace,
    course: &Course,
    files: &CourseFiles,
    released: &[PathBuf],
    out: &Path,
) -> Result<Vec<String>, GlobsError> {
    let teacher = files.teacher_set()?;
    let mut secrets: Vec<(String, String)> = Vec::new();
    for entry in ignore::WalkBuilder::new(&ws.root)
        .hidden(false)
        .require_git(false)
        .filter_entry(|e| e.file_name() != ".git" && e.file_name() != "target")
        .build()
        .flatten()
    {
        let path = entry.path();
        let Ok(rel) = path.strip_prefix(&ws.root) else { continue };
        let secret = rel.starts_with("solutions")
            || rel
                .components()
                .any(|c| c.as_os_str() == "mutants" || c.as_os_str() == "alternatives");
        if !secret || !teacher.is_match(rel) || released.iter().any(|r| rel.starts_with(r)) {
            continue;
        }
        if let Ok(text) = std::fs::read_to_string(path) {
            secrets.push((rel.display().to_string(), text));
        }
    }
    // A mutant is a patch: its secret is the program the patch makes.
    for (lesson, ex) in course.exercises() {
        for m in crate::teacher::mutants::load(ws, lesson, ex).list {
            if let Ok(source) = m.source() {
                secrets.push((ws.show(&m.patch), source));
            }
        }
    }
    let mut found = Vec::new();
    for entry in ignore::WalkBuilder::new(out)
        .hidden(false)
        .require_git(false)
        .build()
        .flatten()
    {
        let Ok(text) = std::fs::read_to_string(entry.path()) else {
            continue;
        };
        for (name, secret) in &secrets {
            if body_of(secret).is_some_and(|b| text.contains(b)) {
                found.push(format!("{name} in {}", entry.path().display()));
            }
        }
    }
    found.sort();
    found.dedup();
    Ok(found)
}

/// The text without its header comment: a mutant's or alternative's code.
fn body_of(text: &str) -> Option<&str> {
    let start = text
        .lines()
        .take_while(|l| l.starts_with("//!") || l.trim().is_empty())
        .map(|l| l.len() + 1)
        .sum::<usize>();
    text.get(start.min(text.len())..)
        .map(str::trim)
        .filter(|b| !b.is_empty())
}

/// The student's README: the first command checks exercise 1, the second lists the
/// exercises; in every language of the course.
fn readme(course: &Course, catalogs: &[Catalog]) -> String {
    let mut out = String::new();
    for c in catalogs {
        out.push_str(&c.get("dist-readme", &args!("exercises" => course.exercises().len())));
        out.push_str("\n\n");
    }
    out
}

/// Every catalog of the course, for texts written once in all languages.
pub fn all_catalogs(ws: &Workspace) -> Vec<Catalog> {
    LANGUAGES
        .iter()
        .map(|lang| Catalog::load(lang, Some(&ws.lessons_dir())))
        .collect()
}
