//! The candidate file as graded: read once at the start of a grading and carried to every
//! step (the scan, the build, each check's todo sites, the explanation), so that a file
//! changed while it is graded is judged by the one text that was read, and no step
//! opens it again.

use grader_report::channel::Site;
use std::path::{Path, PathBuf};

/// Why a source has no text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NoText {
    /// Its bytes are not UTF-8 (the compiler says where).
    NotUtf8,
    /// It could not be read (a quiz's answers file): the system's words for why.
    Unreadable(String),
}

impl std::fmt::Display for NoText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            // The words of `std::fs::read_to_string`, which the messages said before.
            NoText::NotUtf8 => f.write_str("stream did not contain valid UTF-8"),
            NoText::Unreadable(why) => f.write_str(why),
        }
    }
}

/// One candidate's `lib.rs`, as it was when the grading began.
#[derive(Clone, Debug)]
pub struct Source {
    /// Where it was read from.
    pub path: PathBuf,
    /// The name the student knows it by, where that is not `path` (a submission graded
    /// from the grader's private copy): what the compiler's messages call it.
    pub shown_as: Option<String>,
    /// Its bytes, exactly: what the compiler gets.
    pub bytes: Vec<u8>,
    /// Its text, or why it has none.
    text: Result<String, NoText>,
    /// Where it calls `todo!`/`unimplemented!`: found once, told to every check.
    not_done: Vec<Site>,
}

impl Source {
    /// Reads `path`, the only time a grading opens it.
    pub fn read(path: &Path) -> std::io::Result<Source> {
        let bytes = std::fs::read(path)?;
        Ok(Source::new(path, bytes))
    }

    /// A file that could not be read, for a quiz, whose grading says why.
    pub fn unreadable(path: &Path, error: &std::io::Error) -> Source {
        Source {
            path: path.to_path_buf(),
            shown_as: None,
            bytes: Vec::new(),
            text: Err(NoText::Unreadable(error.to_string())),
            not_done: Vec::new(),
        }
    }

    /// A source with the contents `bytes`, as if read from `path`.
    pub fn new(path: &Path, bytes: Vec<u8>) -> Source {
        let text = String::from_utf8(bytes.clone()).map_err(|_| NoText::NotUtf8);
        let not_done = text
            .as_deref()
            .map(crate::candidate::forbidden::not_done_sites)
            .unwrap_or_default();
        Source {
            path: path.to_path_buf(),
            shown_as: None,
            bytes,
            text,
            not_done,
        }
    }

    /// The same source, known to the student as `shown`.
    pub fn named(self, shown: String) -> Source {
        Source {
            shown_as: Some(shown),
            ..self
        }
    }

    /// Its text, or why it has none.
    pub fn text(&self) -> Result<&str, &NoText> {
        self.text.as_deref()
    }

    /// Where it calls `todo!`/`unimplemented!`.
    pub fn not_done_sites(&self) -> &[Site] {
        &self.not_done
    }

    /// The innermost function whose body holds `line` (from 1).
    pub fn function_at(&self, line: usize) -> Option<String> {
        crate::candidate::forbidden::function_at(self.text().ok()?, line)
    }

    /// The line (from 1) where a function called `name` is declared, if one is.
    pub fn function_line(&self, name: &str) -> Option<usize> {
        crate::candidate::forbidden::function_line(self.text().ok()?, name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_source_keeps_the_text_it_was_read_with_after_the_file_changes() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("lib.rs");
        std::fs::write(&file, "pub fn a() { todo!() }\n").unwrap();
        let source = Source::read(&file).unwrap();
        std::fs::write(&file, "pub fn b() {}\n").unwrap();
        assert_eq!(source.text(), Ok("pub fn a() { todo!() }\n"));
        assert_eq!(source.not_done_sites().len(), 1);
        assert_eq!(source.function_at(1).as_deref(), Some("a"));
    }

    #[test]
    fn a_function_is_found_by_its_declaration_not_by_a_comment_that_names_it() {
        let source = Source::new(
            Path::new("lib.rs"),
            b"// fn push(x) is below\nstruct Q;\nimpl Q {\n    pub fn push(&self) {}\n}\n".to_vec(),
        );
        assert_eq!(source.function_line("push"), Some(4));
        assert_eq!(source.function_line("pop"), None);
    }

    #[test]
    fn a_file_that_is_not_utf8_has_no_text_but_keeps_its_bytes() {
        let source = Source::new(Path::new("lib.rs"), vec![0xff, 0xfe]);
        assert!(source.text().is_err());
        assert_eq!(source.bytes, vec![0xff, 0xfe]);
        assert!(source.not_done_sites().is_empty());
    }
}
