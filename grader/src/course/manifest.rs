//! The lessons' manifests: `lessons/<lesson>/lesson.toml`, read with serde.
//!
//! A lesson is data in one folder: its manifest names the exercises, their titles and
//! hints in every language, their points, and their checks with the exploration
//! budget of each.

use crate::file_error::{FileError, TomlFileError, read_toml};
use grader_report::channel::Search;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::Path;

// Beside the languages, so that a quiz's questions name it without importing the
// manifest that holds them.
pub use crate::course::i18n::Text;

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lesson {
    pub id: String,
    pub title: Text,
    #[serde(rename = "exercise", default)]
    pub exercises: Vec<Exercise>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Exercise {
    pub number: u32,
    pub slug: String,
    /// Folder name under `exercises/`, `solutions/` and the lesson: `01-bounded-queue`.
    pub dir: String,
    pub title: Text,
    /// What the student does: write the code (`implement`), mend a given program
    /// (`fix`), or answer questions (`quiz`).
    #[serde(default)]
    pub kind: ExerciseKind,
    /// For a `fix` exercise: the class the given program's bug must be caught as
    /// (`stub-class = "lost-item"`), so that `verify` knows the stub fails for its bug.
    #[serde(default, rename = "stub-class")]
    pub stub_class: Option<grader_report::Class>,
    #[serde(default)]
    pub points: u32,
    /// Hints, shown one more each time `grader hint` is asked; per language.
    #[serde(default)]
    pub hints: BTreeMap<String, Vec<String>>,
    /// The searches every check of this exercise makes unless it names its own.
    #[serde(default)]
    pub search: Vec<Search>,
    /// Seconds a check may run before it is stopped and reported as `timeout`.
    #[serde(default = "default_timeout")]
    pub timeout: u64,
    #[serde(rename = "check", default)]
    pub checks: Vec<CheckSpec>,
    /// When a student sees this exercise's result on Gradescope (`visibility =
    /// "after-due-date"` keeps the verdict of its hidden checks until the deadline);
    /// unset, Gradescope's default: at once.
    #[serde(default)]
    pub visibility: Option<Visibility>,
    /// Written in English only so far: `grader verify` lets German and Bulgarian texts be
    /// missing (never English ones), and `grader dist` refuses to hand it out.
    #[serde(default)]
    pub draft: bool,
    /// A quiz's questions, read from its lesson folder's `quiz.toml` when the course loads.
    #[serde(skip)]
    pub quiz: Option<crate::course::quiz::questions::Quiz>,
}

/// Gradescope's visibilities of a test, in the kebab-case of lesson.toml.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Visibility {
    Hidden,
    AfterDueDate,
    AfterPublished,
    Visible,
}

fn default_timeout() -> u64 {
    30
}

/// The kinds of exercise a lesson has.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ExerciseKind {
    /// The stub's bodies are `todo!()`: it must fail as `not-done`.
    #[default]
    Implement,
    /// The stub is the given program with a bug: it must fail with the class its
    /// manifest names (`stub-class`), and `check` shows the lines the student changed.
    Fix,
    /// Questions in the lesson folder; the answers file is graded.
    Quiz,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CheckSpec {
    pub name: String,
    #[serde(default)]
    pub kind: CheckKind,
    #[serde(default)]
    pub search: Vec<Search>,
    pub max_steps: Option<usize>,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CheckKind {
    /// Scenarios of `checks.rs`, explored on the controlled scheduler.
    #[default]
    Explore,
    /// The given `main`, run on real threads, against `snapshots/output.snap`.
    Snapshot,
}

impl Exercise {
    /// `exercise-1`
    pub fn id(&self) -> String {
        format!("exercise-{}", self.number)
    }

    /// The class `verify` wants the untouched stub to fail with: `not-done` for a stub of
    /// `todo!()`s, the manifest's `stub-class` for a given program with a bug.
    pub fn stub_class(&self) -> Option<grader_report::Class> {
        match self.kind {
            ExerciseKind::Fix => self.stub_class,
            _ => Some(grader_report::Class::NotDone),
        }
    }

    /// Whether the grader has anything to grade: checks, or a quiz's questions.
    pub fn graded(&self) -> bool {
        !self.checks.is_empty() || self.quiz.is_some()
    }

    /// The names of the checks a verdict on this exercise lists: a quiz has one per question.
    pub fn check_names(&self) -> Vec<String> {
        match &self.quiz {
            Some(quiz) => quiz.questions.iter().map(|q| q.id.clone()).collect(),
            None => self.checks.iter().map(|c| c.name.clone()).collect(),
        }
    }

    pub fn searches<'a>(&'a self, check: &'a CheckSpec) -> &'a [Search] {
        if check.search.is_empty() {
            &self.search
        } else {
            &check.search
        }
    }
}

/// Why the course cannot be loaded; its text names the file first, for the teacher.
#[derive(Debug)]
pub enum CourseError {
    /// The lessons' folder could not be listed.
    Unreadable(FileError),
    /// A `lesson.toml`.
    Lesson(TomlFileError),
    /// A quiz's `quiz.toml`.
    Quiz(crate::course::quiz::questions::QuizError),
}

impl std::fmt::Display for CourseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CourseError::Unreadable(e) => e.fmt(f),
            CourseError::Lesson(e) => e.fmt(f),
            CourseError::Quiz(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for CourseError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            // Each text is its inner error's own, so each cause is the inner error's cause.
            CourseError::Unreadable(e) => e.source(),
            CourseError::Lesson(e) => e.source(),
            CourseError::Quiz(e) => e.source(),
        }
    }
}

/// Every lesson of the workspace, ordered by their exercises' numbers.
#[derive(Clone, Debug)]
pub struct Course {
    pub lessons: Vec<Lesson>,
}

impl Course {
    pub fn load(lessons_dir: &Path) -> Result<Course, CourseError> {
        let mut lessons = Vec::new();
        let entries =
            std::fs::read_dir(lessons_dir).map_err(|e| CourseError::Unreadable(FileError::new(lessons_dir, e)))?;
        for entry in entries.flatten() {
            let path = entry.path().join("lesson.toml");
            if !path.is_file() {
                continue;
            }
            let mut lesson: Lesson = read_toml(&path).map_err(CourseError::Lesson)?;
            for ex in lesson.exercises.iter_mut().filter(|e| e.kind == ExerciseKind::Quiz) {
                let questions = entry
                    .path()
                    .join(&ex.dir)
                    .join(crate::course::quiz::questions::QUIZ_FILE);
                ex.quiz = Some(crate::course::quiz::questions::Quiz::load(&questions).map_err(CourseError::Quiz)?);
            }
            lessons.push(lesson);
        }
        lessons.sort_by_key(|l| l.exercises.iter().map(|e| e.number).min().unwrap_or(u32::MAX));
        Ok(Course { lessons })
    }

    /// Every exercise with its lesson, by number.
    pub fn exercises(&self) -> Vec<(&Lesson, &Exercise)> {
        let mut all: Vec<_> = self
            .lessons
            .iter()
            .flat_map(|l| l.exercises.iter().map(move |e| (l, e)))
            .collect();
        all.sort_by_key(|(_, e)| e.number);
        all
    }

    /// Finds an exercise by `exercise-N`, `N` or its slug.
    pub fn find(&self, id: &str) -> Option<(&Lesson, &Exercise)> {
        let number = id.strip_prefix("exercise-").unwrap_or(id).parse::<u32>().ok();
        self.exercises()
            .into_iter()
            .find(|(_, e)| e.slug == id || Some(e.number) == number)
    }

    pub fn lesson(&self, id: &str) -> Option<&Lesson> {
        self.lessons.iter().find(|l| l.id == id)
    }
}
