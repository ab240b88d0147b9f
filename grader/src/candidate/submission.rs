//! A submission to grade: a folder laid out like the course (`exercises/NN-slug/src/lib.rs`,
//! perhaps a whole clone of it). Only the files the manifests allow are taken, each
//! exercise's `src/lib.rs`; everything else in it (a `Cargo.toml` with new dependencies,
//! a `build.rs`, changed checks or snapshots, new files) is ignored, and said so.
//!
//! A taken `lib.rs` is copied into a scratch place of the grader's (the slot's), so that
//! it is built exactly as it was read, never through a link into the trusted course, and
//! so that the slot's scratch workspace keeps its manifests (cargo rebuilds only the
//! candidate). Messages then name the file as the student knows it.

use crate::course::i18n::Catalog;
use crate::course::manifest::{Course, Exercise, Lesson};
use crate::course::workspace::Workspace;
use crate::engine::{self, Candidate, Options};
use crate::verdict::{ExerciseVerdict, Status};
use grader_report::{Class, args};
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Largest `lib.rs` taken: a source file of an exercise is a few KiB.
pub const MAX_SOURCE: u64 = 1024 * 1024;
/// Files looked at in one submission before the rest is left unread.
const MAX_FILES: usize = 20_000;
/// Folders never looked into: version control and build output.
const SKIPPED_DIRS: &[&str] = &[".git", "target"];

/// A file of the submission that was not taken.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Ignored {
    /// Relative to the submission, with `/`.
    pub path: String,
    pub kind: IgnoredKind,
    /// Whether the course has this file (with other contents); false for a new file.
    pub changed: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum IgnoredKind {
    /// `Cargo.toml`, `Cargo.lock`: dependencies and build settings come from the course.
    Manifest,
    /// `build.rs`: never run.
    BuildScript,
    /// The hidden checks, mutants, alternatives: the course's own are used.
    Checks,
    /// Expected outputs: the course's own are used.
    Snapshot,
    /// A `lib.rs` that is a link, or too big, instead of a plain source file.
    NotAFile,
    /// Anything else: other sources, the given `main.rs`, notes.
    Other,
}

/// What the submission holds for one exercise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    File(PathBuf),
    Missing,
}

#[derive(Clone, Debug)]
pub struct Submission {
    /// The name it is shown with: its folder's name.
    pub name: String,
    pub dir: PathBuf,
    /// Per exercise slug, in the course's order.
    pub files: Vec<(String, Found)>,
    /// What was left out, sorted; files equal to the course's own are not listed.
    pub ignored: Vec<Ignored>,
    /// Whether the folder had more files than were looked at.
    pub truncated: bool,
}

/// The exercises a submission is graded on: those with checks or questions, by number.
pub fn graded_exercises(course: &Course) -> Vec<(&Lesson, &Exercise)> {
    course.exercises().into_iter().filter(|(_, e)| e.graded()).collect()
}

/// The path of an exercise's `lib.rs` (a quiz's `answers.toml`) inside a submission, as
/// the student knows it.
pub fn lib_path(ex: &Exercise) -> String {
    crate::course::workspace::student_path(ex)
}

impl Submission {
    /// Reads what `dir` holds, against the course of `ws`.
    pub fn read(ws: &Workspace, course: &Course, dir: &Path) -> std::io::Result<Submission> {
        let meta = std::fs::metadata(dir)?;
        if !meta.is_dir() {
            return Err(std::io::Error::new(std::io::ErrorKind::NotADirectory, "not a folder"));
        }
        let exercises = graded_exercises(course);
        let mut all = Vec::new();
        let truncated = walk(dir, &mut all);
        let mut files = Vec::new();
        let mut ignored = Vec::new();
        for (_, ex) in &exercises {
            let wanted = lib_path(ex);
            let found = match all.iter().find(|(rel, _)| *rel == wanted) {
                Some((_, kind)) if *kind == Entry::File && size(&dir.join(&wanted)) <= MAX_SOURCE => {
                    Found::File(dir.join(&wanted))
                }
                Some(_) => {
                    ignored.push(Ignored {
                        path: wanted.clone(),
                        kind: IgnoredKind::NotAFile,
                        changed: true,
                    });
                    Found::Missing
                }
                None => Found::Missing,
            };
            files.push((ex.slug.clone(), found));
        }
        let taken: Vec<String> = exercises.iter().map(|(_, ex)| lib_path(ex)).collect();
        for (rel, _) in &all {
            if taken.contains(rel) {
                continue;
            }
            let trusted = ws.root.join(rel);
            let changed = trusted.is_file();
            if changed && same_contents(&dir.join(rel), &trusted) {
                continue;
            }
            ignored.push(Ignored {
                path: rel.clone(),
                kind: kind_of(rel),
                changed,
            });
        }
        ignored.sort_by(|a, b| a.path.cmp(&b.path));
        ignored.dedup_by(|a, b| a.path == b.path);
        let name = dir
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| dir.display().to_string());
        Ok(Submission {
            name,
            dir: dir.to_path_buf(),
            files,
            ignored,
            truncated,
        })
    }

    pub fn file(&self, slug: &str) -> Option<&Path> {
        self.files.iter().find_map(|(s, found)| match found {
            Found::File(path) if s == slug => Some(path.as_path()),
            _ => None,
        })
    }

    /// One sentence on what was ignored, or `None` when nothing was.
    pub fn ignored_note(&self, catalog: &Catalog) -> Option<String> {
        if self.ignored.is_empty() && !self.truncated {
            return None;
        }
        const SHOWN: usize = 12;
        let mut files: Vec<String> = self
            .ignored
            .iter()
            .take(SHOWN)
            .map(|i| {
                let key = match (i.kind, i.changed) {
                    (IgnoredKind::NotAFile, _) => "submission-not-a-file",
                    (_, true) => "submission-changed",
                    (_, false) => "submission-new",
                };
                catalog.get(key, &args!("file" => crate::verdict::clean::name(&i.path)))
            })
            .collect();
        if self.ignored.len() > SHOWN {
            files.push(catalog.get("submission-more", &args!("count" => self.ignored.len() - SHOWN)));
        }
        if self.truncated {
            files.push(catalog.get("submission-truncated", &args!("count" => MAX_FILES)));
        }
        Some(catalog.get("submission-ignored", &args!("files" => files.join(", "))))
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Entry {
    File,
    /// A symbolic link or something else that is not a plain file.
    Other,
}

/// Every entry under `root` (but the skipped folders), relative, in name order, without
/// following links; true when cut short at [`MAX_FILES`]. Nothing is left out for being
/// hidden or ignored by git: a submission's every file is said.
fn walk(root: &Path, out: &mut Vec<(String, Entry)>) -> bool {
    let entries = ignore::WalkBuilder::new(root)
        .standard_filters(false)
        .follow_links(false)
        .sort_by_file_name(|a, b| a.cmp(b))
        .filter_entry(|e| {
            !(e.file_type().is_some_and(|t| t.is_dir()) && SKIPPED_DIRS.iter().any(|d| e.file_name() == *d))
        })
        .build();
    for entry in entries.flatten().filter(|e| e.depth() > 0) {
        let Some(kind) = entry.file_type() else { continue };
        if kind.is_dir() {
            continue;
        }
        if out.len() >= MAX_FILES {
            return true;
        }
        let Ok(rel) = entry.path().strip_prefix(root) else {
            continue;
        };
        let shown = rel
            .components()
            .map(|c| c.as_os_str().to_string_lossy())
            .collect::<Vec<_>>()
            .join("/");
        out.push((shown, if kind.is_file() { Entry::File } else { Entry::Other }));
    }
    false
}

fn size(path: &Path) -> u64 {
    std::fs::symlink_metadata(path).map(|m| m.len()).unwrap_or(u64::MAX)
}

fn same_contents(a: &Path, b: &Path) -> bool {
    let (Ok(ma), Ok(mb)) = (std::fs::symlink_metadata(a), std::fs::metadata(b)) else {
        return false;
    };
    if !ma.is_file() || ma.len() != mb.len() || ma.len() > 16 * MAX_SOURCE {
        return false;
    }
    matches!((std::fs::read(a), std::fs::read(b)), (Ok(x), Ok(y)) if x == y)
}

fn kind_of(rel: &str) -> IgnoredKind {
    let file = rel.rsplit('/').next().unwrap_or(rel);
    if file == "Cargo.toml" || file == "Cargo.lock" {
        IgnoredKind::Manifest
    } else if file == "build.rs" {
        IgnoredKind::BuildScript
    } else if file.ends_with(".snap") || rel.contains("/snapshots/") {
        IgnoredKind::Snapshot
    } else if rel.starts_with("lessons/")
        && (file == "checks.rs" || rel.contains("/mutants/") || rel.contains("/alternatives/"))
    {
        IgnoredKind::Checks
    } else {
        IgnoredKind::Other
    }
}

/// The verdict on one whole submission.
#[derive(Clone, Debug, Serialize)]
pub struct SubmissionVerdict {
    pub submission: String,
    /// The folder, as it was given.
    pub path: String,
    /// `pass` when every exercise passes, `error` when one could not be graded.
    pub status: Status,
    pub points: u32,
    pub max_points: u32,
    pub millis: u64,
    /// Files of the submission that were not used.
    pub ignored: Vec<Ignored>,
    /// The same, as one sentence in the chosen language.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ignored_note: Option<String>,
    pub exercises: Vec<ExerciseVerdict>,
}

impl SubmissionVerdict {
    pub fn exit_code(&self) -> i32 {
        match self.status {
            Status::Pass => 0,
            Status::Fail => 1,
            Status::Error => 2,
        }
    }
}

/// What grading a submission tells as it goes.
pub enum Event<'a> {
    /// An exercise is about to be graded.
    Exercise { exercise: &'a Exercise },
    /// An exercise has its verdict.
    Graded { verdict: &'a ExerciseVerdict },
}

/// Grades every exercise of `submission` with the engine's `options`.
pub fn grade(
    ws: &Workspace,
    course: &Course,
    submission: &Submission,
    options: &Options,
    catalog: &Catalog,
    events: &mut dyn FnMut(Event),
) -> SubmissionVerdict {
    let start = Instant::now();
    let mut exercises = Vec::new();
    for (lesson, ex) in graded_exercises(course) {
        events(Event::Exercise { exercise: ex });
        let verdict = grade_exercise(ws, lesson, ex, submission, options, catalog);
        events(Event::Graded { verdict: &verdict });
        exercises.push(verdict);
    }
    summarise(submission, exercises, start, catalog)
}

/// Grades one exercise of `submission`: its `lib.rs`, or not done when it has none.
pub fn grade_exercise(
    ws: &Workspace,
    lesson: &Lesson,
    ex: &Exercise,
    submission: &Submission,
    options: &Options,
    catalog: &Catalog,
) -> ExerciseVerdict {
    match submission.file(&ex.slug) {
        None => missing(ex, catalog),
        Some(file) => caught(ex, catalog, || grade_file(ws, lesson, ex, file, options, catalog)),
    }
}

/// `grade`'s verdict, or where it panicked, the exercise's error: a fault of the grader's
/// own costs no points, and the other exercises (in `grade`, the other submissions) still
/// get their verdicts. A stack overflow cannot be caught: the parses of a candidate's text
/// are bounded instead (`candidate/forbidden/nesting.rs`).
fn caught(ex: &Exercise, catalog: &Catalog, grade: impl FnOnce() -> ExerciseVerdict) -> ExerciseVerdict {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(grade)).unwrap_or_else(|payload| {
        let what = payload
            .downcast_ref::<String>()
            .cloned()
            .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default();
        let said = catalog.get("grader-fault", &args!("error" => crate::verdict::clean::text(&what)));
        ExerciseVerdict {
            status: Status::Error,
            message: Some(said),
            ..ExerciseVerdict::unjudged(ex)
        }
    })
}

/// A verdict over the exercises graded.
pub fn summarise(
    submission: &Submission,
    exercises: Vec<ExerciseVerdict>,
    start: Instant,
    catalog: &Catalog,
) -> SubmissionVerdict {
    let status = if exercises.iter().any(|v| v.status == Status::Error) {
        Status::Error
    } else if exercises.iter().all(|v| v.status == Status::Pass) {
        Status::Pass
    } else {
        Status::Fail
    };
    // The folder's name and its files' are the student's: each on one line, and no
    // command to a CI runner (`clean::name`).
    let ignored = submission
        .ignored
        .iter()
        .map(|i| Ignored {
            path: crate::verdict::clean::name(&i.path),
            ..i.clone()
        })
        .collect();
    SubmissionVerdict {
        submission: crate::verdict::clean::name(&submission.name),
        path: crate::verdict::clean::name(&submission.dir.display().to_string()),
        status,
        points: exercises.iter().map(|v| v.points).sum(),
        max_points: exercises.iter().map(|v| v.max_points).sum(),
        millis: start.elapsed().as_millis() as u64,
        ignored,
        ignored_note: submission.ignored_note(catalog),
        exercises,
    }
}

/// The verdict for an exercise the submission has no `lib.rs` for: not done.
fn missing(ex: &Exercise, catalog: &Catalog) -> ExerciseVerdict {
    ExerciseVerdict {
        status: Status::Fail,
        class: Some(Class::NotDone),
        message: Some(catalog.get("submission-missing", &args!("file" => lib_path(ex)))),
        ..ExerciseVerdict::unjudged(ex)
    }
}

/// Copies the submission's `lib.rs` into the slot and grades the copy, named in every
/// message by its path in the submission.
fn grade_file(
    ws: &Workspace,
    lesson: &Lesson,
    ex: &Exercise,
    file: &Path,
    options: &Options,
    catalog: &Catalog,
) -> ExerciseVerdict {
    let slot = options.slot;
    let bytes = match std::fs::read(file) {
        Ok(bytes) => bytes,
        Err(e) => {
            let mut verdict = missing(ex, catalog);
            verdict.status = Status::Error;
            verdict.class = None;
            verdict.message = Some(catalog.get("file-missing", &args!("file" => lib_path(ex), "error" => e)));
            return verdict;
        }
    };
    let dir = ws.scratch_dir().join("submissions");
    let name = Path::new(&lib_path(ex)).file_name().expect("a file name").to_owned();
    let copy = dir.join(format!("{}-{slot}", ex.slug)).join(name);
    // Two graders using the same slot take turns: the copy is the slot's candidate.
    let _turn = lock(&dir, &format!("{}-{slot}", ex.slug));
    let written = std::fs::create_dir_all(copy.parent().expect("a parent")).and_then(|()| {
        // Unchanged contents keep their time stamp: cargo has nothing to rebuild.
        if std::fs::read(&copy).ok().as_deref() != Some(&bytes[..]) {
            std::fs::write(&copy, &bytes)?;
        }
        Ok(())
    });
    if let Err(e) = written {
        let mut verdict = missing(ex, catalog);
        verdict.status = Status::Error;
        verdict.class = None;
        verdict.message = Some(catalog.get("setup-error", &args!("error" => format!("{}: {e}", copy.display()))));
        return verdict;
    }
    let candidate = Candidate {
        lesson,
        exercise: ex,
        file: &copy,
        shown_as: Some(lib_path(ex)),
        copied_from: Some(file),
    };
    engine::grade(ws, &candidate, options, catalog, &mut |_| {})
}

fn lock(dir: &Path, name: &str) -> Option<std::fs::File> {
    std::fs::create_dir_all(dir).ok()?;
    let file = std::fs::File::create(dir.join(format!("{name}.lock"))).ok()?;
    file.lock().ok()?;
    Some(file)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_while_grading_is_the_exercise_s_error_not_the_end_of_the_class() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
        let ws = Workspace { root: root.into() };
        let course = Course::load(&ws.lessons_dir()).unwrap();
        let ex = course.exercises()[0].1;
        let catalog = Catalog::load("en", None);
        let verdict = caught(ex, &catalog, || panic!("a fault of the grader's"));
        assert_eq!(verdict.status, Status::Error);
        assert_eq!(verdict.points, 0);
        assert!(verdict.message.unwrap().contains("a fault of the grader's"));
    }

    #[test]
    fn kinds_of_ignored_files() {
        assert_eq!(kind_of("exercises/01-bounded-queue/Cargo.toml"), IgnoredKind::Manifest);
        assert_eq!(kind_of("Cargo.lock"), IgnoredKind::Manifest);
        assert_eq!(kind_of("exercises/01-bounded-queue/build.rs"), IgnoredKind::BuildScript);
        assert_eq!(
            kind_of("lessons/producer-consumer/01-bounded-queue/checks.rs"),
            IgnoredKind::Checks
        );
        assert_eq!(
            kind_of("lessons/producer-consumer/01-bounded-queue/snapshots/output.snap"),
            IgnoredKind::Snapshot
        );
        assert_eq!(kind_of("exercises/01-bounded-queue/src/helper.rs"), IgnoredKind::Other);
    }

    #[test]
    #[cfg(unix)]
    fn the_walk_says_every_file_and_link_but_never_follows_one() {
        let tmp = tempfile::tempdir().unwrap();
        let real = tmp.path().join("real");
        for file in [
            "exercises/01-x/src/lib.rs",
            ".hidden",
            "target/big",
            "a/target/big",
            ".git/HEAD",
        ] {
            let path = real.join(file);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, "x").unwrap();
        }
        std::fs::write(real.join(".gitignore"), "exercises\n").unwrap();
        std::os::unix::fs::symlink("/etc", real.join("link")).unwrap();
        // Reached through a link itself, as a CI checkout may be.
        let through = tmp.path().join("through");
        std::os::unix::fs::symlink(&real, &through).unwrap();
        for root in [&real, &through] {
            let mut out = Vec::new();
            assert!(!walk(root, &mut out));
            assert_eq!(
                out,
                [
                    (".gitignore".to_string(), Entry::File),
                    (".hidden".to_string(), Entry::File),
                    ("exercises/01-x/src/lib.rs".to_string(), Entry::File),
                    ("link".to_string(), Entry::Other),
                ]
            );
        }
    }
}
