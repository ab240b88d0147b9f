//! What a command ends with: an [`Exit`] code when it did its work, or what stopped it
//! before it could, a typed error carrying its exit code and its message as catalog
//! keys, so that it is worded in the student's language. Commands return
//! `Result<Exit, CommandError>`; the command line reports the error once, at its edge
//! (`cli::main`, with [`CommandError::report`]), on stderr.
//!
//! The exit codes of every command:
//! - 0: done (every check passes, the files were written, …);
//! - 1: not yet (a check fails, an answer is wrong, a question declined): the command
//!   did its work and says what it found on stdout;
//! - 2: the command could not do its work (an unknown exercise, a bad flag value, a
//!   broken course, an error of the grader's own); nothing it says was about the
//!   student's code.

use crate::course::i18n::Catalog;
use std::collections::BTreeMap;

/// The exit code of a command that could not do its work.
pub const CANNOT: i32 = 2;

/// The exit code of a command that did its work (0 done, 1 not yet, 2 what it checked
/// could not be judged). A number rather than [`std::process::ExitCode`], which cannot be
/// compared: `quiz` ends with the highest code of its quizzes, and the verdicts give
/// theirs as numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Exit(u8);

impl Exit {
    /// Done: every check passes, the files were written, …
    pub const DONE: Exit = Exit(0);
    /// Not yet: a check fails, an answer is wrong, a question declined.
    pub const NOT_YET: Exit = Exit(1);

    /// The code a verdict gives (`exit_code()`), or a [`CommandError`]'s. Only its low
    /// eight bits, which is what the process's exit status kept of it when the code went
    /// to `std::process::exit` as an `i32`.
    pub fn code(code: i32) -> Exit {
        Exit(code as u8)
    }
}

impl From<Exit> for std::process::ExitCode {
    fn from(exit: Exit) -> std::process::ExitCode {
        std::process::ExitCode::from(exit.0)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CommandError {
    lines: Vec<Line>,
    pub code: i32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Line {
    /// A message of the catalog, with its arguments.
    Message(String, BTreeMap<String, String>),
    /// A text already worded (by the catalog, or an error of the system's).
    Text(String),
}

impl CommandError {
    /// The command could not do its work, for the reason catalog message `key` gives.
    pub fn new(key: &str, args: BTreeMap<String, String>) -> CommandError {
        CommandError {
            lines: vec![Line::Message(key.to_string(), args)],
            code: CANNOT,
        }
    }

    /// Like [`CommandError::new`], with a text worded already.
    pub fn text(text: impl Into<String>) -> CommandError {
        CommandError {
            lines: vec![Line::Text(text.into())],
            code: CANNOT,
        }
    }

    /// A further line under the first, e.g. "Did you mean …?".
    pub fn and(mut self, key: &str, args: BTreeMap<String, String>) -> CommandError {
        self.lines.push(Line::Message(key.to_string(), args));
        self
    }

    /// The lines of `next` under these: two errors said at once, as one after the other.
    pub fn then(mut self, next: CommandError) -> CommandError {
        self.lines.extend(next.lines);
        self.code = self.code.max(next.code);
        self
    }

    /// Says why on stderr, in the catalog's language; the exit code to end with.
    pub fn report(&self, catalog: &Catalog) -> i32 {
        eprintln!("{}", self.message(catalog));
        self.code
    }

    /// The lines, in the catalog's language.
    pub fn message(&self, catalog: &Catalog) -> String {
        self.lines
            .iter()
            .map(|line| match line {
                Line::Message(key, args) => catalog.get(key, args),
                Line::Text(text) => text.clone(),
            })
            .collect::<Vec<_>>()
            .join("\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grader_report::args;

    #[test]
    fn an_error_is_worded_in_the_students_language_with_every_line() {
        let error = CommandError::new("unknown-exercise", args!("id" => "exercis-1", "known" => "exercise-1"))
            .and("did-you-mean", args!("id" => "exercise-1"));
        assert_eq!(error.code, CANNOT);
        let en = error.message(&Catalog::load("en", None));
        let de = error.message(&Catalog::load("de", None));
        assert_eq!(en.lines().count(), 2, "{en}");
        assert!(en.contains("exercis-1") && en.contains("exercise-1"), "{en}");
        assert_ne!(en, de);
    }

    #[test]
    fn two_errors_said_at_once_read_as_one_after_the_other() {
        let catalog = Catalog::load("en", None);
        let first = CommandError::new("bad-replay", args!());
        let second = CommandError::text("the second");
        let both = first.clone().then(second.clone());
        let apart = format!("{}\n{}", first.message(&catalog), second.message(&catalog));
        assert_eq!(both.message(&catalog), apart);
        assert_eq!(both.code, CANNOT);
    }

    #[test]
    fn an_exit_code_keeps_the_low_eight_bits_as_the_process_status_did() {
        assert_eq!(Exit::code(0), Exit::DONE);
        assert_eq!(Exit::code(1), Exit::NOT_YET);
        assert!(Exit::code(CANNOT) > Exit::NOT_YET);
        assert_eq!(Exit::code(256), Exit::DONE);
    }
}
