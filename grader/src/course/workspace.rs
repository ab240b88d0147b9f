//! Where things are: the workspace root and the folders of an exercise.

pub mod env;

use crate::course::manifest::{Exercise, ExerciseKind, Lesson};
use std::path::{Path, PathBuf};

/// The course workspace: the folder with the top `Cargo.toml`, `lessons/` and `exercises/`.
#[derive(Clone, Debug)]
pub struct Workspace {
    pub root: PathBuf,
}

impl Workspace {
    /// Finds the workspace from `start` upwards, so `grader` works from any folder inside it.
    pub fn find(start: &Path) -> Option<Workspace> {
        start
            .ancestors()
            .find(|dir| {
                dir.join("lessons").is_dir() && dir.join("exercises").is_dir() && dir.join("Cargo.toml").is_file()
            })
            .map(|dir| Workspace {
                root: dir.to_path_buf(),
            })
    }

    pub fn lessons_dir(&self) -> PathBuf {
        self.root.join("lessons")
    }

    pub fn exercise_dir(&self, ex: &Exercise) -> PathBuf {
        self.root.join("exercises").join(&ex.dir)
    }

    /// The file the student edits: `src/lib.rs`, or a quiz's `answers.toml`.
    pub fn student_file(&self, ex: &Exercise) -> PathBuf {
        self.root.join(student_path(ex))
    }

    pub fn solution_file(&self, ex: &Exercise) -> PathBuf {
        self.root.join("solutions").join(&ex.dir).join("src/lib.rs")
    }

    /// The exercise's folder under its lesson: checks, snapshots, mutants.
    pub fn lesson_exercise_dir(&self, lesson: &Lesson, ex: &Exercise) -> PathBuf {
        self.lessons_dir().join(&lesson.id).join(&ex.dir)
    }

    /// The given program of a `fix` exercise, as handed out: what `check` compares the
    /// student's file with.
    pub fn given_file(&self, lesson: &Lesson, ex: &Exercise) -> PathBuf {
        self.lesson_exercise_dir(lesson, ex).join("given.rs")
    }

    /// Where the grader builds and keeps its work, out of the student's way.
    pub fn scratch_dir(&self) -> PathBuf {
        self.root.join("target").join("grader")
    }

    /// cargo's target folder for the candidates' builds: inside the scratch folder, or
    /// `GRADER_BUILD_DIR` where whoever runs the grader (a course's tests, a CI job over
    /// many copies of the course) lets copies share the build of their dependencies.
    pub fn build_dir(&self) -> PathBuf {
        match std::env::var_os(BUILD_DIR_VAR) {
            Some(dir) if Path::new(&dir).is_absolute() => PathBuf::from(dir),
            _ => self.scratch_dir().join("target"),
        }
    }

    /// A path as the student would type it: relative to the workspace when inside it.
    pub fn show(&self, path: &Path) -> String {
        path.strip_prefix(&self.root).unwrap_or(path).display().to_string()
    }
}

/// The variable that moves [`Workspace::build_dir`].
pub const BUILD_DIR_VAR: &str = "GRADER_BUILD_DIR";

/// The file the student edits, relative to the workspace (or to a submission laid out
/// like it), with `/`: `exercises/01-bounded-queue/src/lib.rs`, `exercises/10-quiz/answers.toml`.
pub fn student_path(ex: &Exercise) -> String {
    match ex.kind {
        ExerciseKind::Quiz => format!("exercises/{}/{}", ex.dir, crate::course::quiz::answers::ANSWERS_FILE),
        _ => format!("exercises/{}/src/lib.rs", ex.dir),
    }
}
