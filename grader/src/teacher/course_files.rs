//! What is whose: `course.toml` at the workspace root says which files stay with the
//! teacher, and whether this workspace is the course itself or a student's copy of it.

use crate::file_error::FileError;
use globset::{Glob, GlobSet, GlobSetBuilder};
use serde::{Deserialize, Serialize};
use std::path::Path;

pub const FILE: &str = "course.toml";

#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct CourseFiles {
    #[serde(default)]
    pub role: Role,
    /// In a student's copy: the course's repository and the commit it was handed out at.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub course: Option<String>,
    #[serde(default, rename = "ref", skip_serializing_if = "Option::is_none")]
    pub reference: Option<String>,
    #[serde(default)]
    pub files: Files,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Role {
    /// The course: solutions, mutants and the teacher's commands are here.
    #[default]
    Teacher,
    /// A student's copy made by `grader dist`.
    Student,
}

#[derive(Clone, Debug, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Files {
    #[serde(default)]
    pub teacher: Vec<String>,
}

/// Why the teacher's globs do not compile.
#[derive(Debug)]
pub enum GlobsError {
    /// `pattern` is no glob.
    Bad { pattern: String, error: globset::Error },
    /// The set of them could not be built.
    Set(globset::Error),
}

impl std::fmt::Display for GlobsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GlobsError::Bad { pattern, error } => write!(f, "{FILE}: {pattern}: {error}"),
            GlobsError::Set(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for GlobsError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            GlobsError::Bad { error, .. } => Some(error),
            // Its text is globset's own, so its cause is globset's cause.
            GlobsError::Set(e) => e.source(),
        }
    }
}

impl CourseFiles {
    /// The workspace's `course.toml`; a workspace without one is a course (teacher).
    pub fn load(root: &Path) -> Result<CourseFiles, FileError<toml::de::Error>> {
        let file = root.join(FILE);
        match std::fs::read_to_string(&file) {
            Ok(text) => toml::from_str(&text).map_err(FileError::at(&file)),
            Err(_) => Ok(CourseFiles::default()),
        }
    }

    pub fn is_student_copy(root: &Path) -> bool {
        CourseFiles::load(root).is_ok_and(|c| c.role == Role::Student)
    }

    /// The teacher's globs, compiled.
    pub fn teacher_set(&self) -> Result<GlobSet, GlobsError> {
        let mut set = GlobSetBuilder::new();
        for pattern in &self.files.teacher {
            set.add(Glob::new(pattern).map_err(|error| GlobsError::Bad {
                pattern: pattern.clone(),
                error,
            })?);
        }
        set.build().map_err(GlobsError::Set)
    }
}
