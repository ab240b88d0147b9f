//! A file or folder that could not be read, written or parsed, with the path it was
//! about: the one error that names a path, below the commands. Its text is
//! `<path>: <why>`, as every such message was when they were strings. And the one way
//! a TOML file of the course is read into its type.

use std::path::{Path, PathBuf};

/// What went wrong (`E`: the system's error, toml's, serde_json's, …) at `path`.
#[derive(Debug)]
pub struct FileError<E = std::io::Error> {
    pub path: PathBuf,
    pub error: E,
}

impl<E> FileError<E> {
    pub fn new(path: &Path, error: E) -> FileError<E> {
        FileError {
            path: path.to_path_buf(),
            error,
        }
    }

    /// For `map_err`: the error of an operation on `path`.
    pub fn at(path: &Path) -> impl FnOnce(E) -> FileError<E> + '_ {
        move |error| FileError::new(path, error)
    }
}

impl<E: std::fmt::Display> std::fmt::Display for FileError<E> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.path.display(), self.error)
    }
}

impl<E: std::error::Error + 'static> std::error::Error for FileError<E> {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&self.error)
    }
}

/// Why a TOML file was not read into its type.
#[derive(Debug)]
pub enum TomlFileError {
    Unreadable(FileError),
    /// Not TOML, or not the TOML its type wants (serde's words, with the line).
    NotToml(FileError<toml::de::Error>),
}

impl std::fmt::Display for TomlFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TomlFileError::Unreadable(e) => e.fmt(f),
            TomlFileError::NotToml(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for TomlFileError {
    // Each text is its inner error's own, so each cause is the inner error's cause.
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            TomlFileError::Unreadable(e) => e.source(),
            TomlFileError::NotToml(e) => e.source(),
        }
    }
}

/// Reads the TOML file at `path` into a `T`.
pub fn read_toml<T: serde::de::DeserializeOwned>(path: &Path) -> Result<T, TomlFileError> {
    let text = std::fs::read_to_string(path).map_err(|e| TomlFileError::Unreadable(FileError::new(path, e)))?;
    toml::from_str(&text).map_err(|e| TomlFileError::NotToml(FileError::new(path, e)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_text_is_the_path_then_the_reason() {
        let e = FileError::new(Path::new("lessons/x/lesson.toml"), std::io::Error::other("denied"));
        assert_eq!(e.to_string(), "lessons/x/lesson.toml: denied");
    }
}
