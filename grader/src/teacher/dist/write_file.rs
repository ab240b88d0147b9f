//! How `grader dist` writes one file of what it makes, the template's and the platform's
//! alike. Its own file, so that `platforms.rs` writes the same way without importing the
//! `dist` that calls it.

use crate::file_error::FileError;
use std::path::Path;

/// Writes `text` at `path`, making the folders it goes in first.
pub(super) fn write_file(path: &Path, text: &str) -> Result<(), FileError> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(FileError::at(parent))?;
    }
    std::fs::write(path, text).map_err(FileError::at(path))
}
