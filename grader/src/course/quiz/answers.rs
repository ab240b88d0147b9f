//! The student's answers file, `answers.toml`: read, written back with its header and
//! the keys no question has, and the file as handed out. Its own file, so that the
//! workspace can find it without importing the grading that reads the workspace.

use super::questions::{Given, Invalid, Kind, Question, Quiz};
use crate::candidate::source::NoText;
use crate::course::i18n::{Catalog, LANGUAGES};
use crate::course::manifest::Exercise;
use grader_report::args;
use std::path::Path;

/// The student's answers, in the exercise's folder.
pub const ANSWERS_FILE: &str = "answers.toml";

/// Why a student's answers cannot be had. Its text is what the student reads after
/// "cannot be read:" (the catalog's `quiz-bad-file`).
#[derive(Debug)]
pub enum AnswersError {
    /// The file exists and could not be read.
    Unreadable(std::io::Error),
    /// The file, read when the grading began, has no text.
    NoText(NoText),
    /// The text is not TOML.
    NotToml(toml::de::Error),
}

impl std::fmt::Display for AnswersError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AnswersError::Unreadable(e) => e.fmt(f),
            AnswersError::NoText(why) => why.fmt(f),
            // toml's message alone, without its excerpt of the file: the words the
            // student has always been shown.
            AnswersError::NotToml(e) => f.write_str(e.message()),
        }
    }
}

impl std::error::Error for AnswersError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            AnswersError::Unreadable(e) => Some(e),
            AnswersError::NoText(_) => None,
            AnswersError::NotToml(e) => Some(e),
        }
    }
}

impl From<&NoText> for AnswersError {
    fn from(why: &NoText) -> AnswersError {
        AnswersError::NoText(why.clone())
    }
}

/// `answers.toml` as read: its header comment (kept when the file is written again)
/// and its values, by question id.
#[derive(Clone, Debug, Default)]
pub struct Answers {
    pub header: String,
    pub values: toml::Table,
}

impl Answers {
    /// Reads `path`; a file that does not exist has no answers yet.
    pub fn read(path: &Path) -> Result<Answers, AnswersError> {
        match std::fs::read_to_string(path) {
            Ok(text) => Answers::parse(&text),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Answers::default()),
            Err(e) => Err(AnswersError::Unreadable(e)),
        }
    }

    /// The answers in `text`, an answers file's contents.
    pub fn parse(text: &str) -> Result<Answers, AnswersError> {
        let values: toml::Table = toml::from_str(text).map_err(AnswersError::NotToml)?;
        let header: String = text
            .lines()
            .take_while(|l| l.trim().is_empty() || l.trim_start().starts_with('#'))
            .map(|l| format!("{}\n", l.trim_end()))
            .collect();
        Ok(Answers {
            header: header.trim_end().to_string(),
            values,
        })
    }

    /// The answer to `q`, read.
    pub fn given(&self, q: &Question) -> Result<Option<Given>, Invalid> {
        match self.values.get(&q.id) {
            None => Ok(None),
            Some(value) => q.read(value),
        }
    }

    pub fn set(&mut self, q: &Question, given: &Given) {
        self.values.insert(q.id.clone(), given.to_value());
    }

    /// The file's text: the header, then every question's key in the quiz's order (an
    /// empty value for one not answered, so that a person sees what to fill in), then
    /// keys that are no question's, kept as they were.
    pub fn render(&self, quiz: &Quiz, default_header: &str) -> String {
        let header = if self.header.trim().is_empty() {
            default_header
        } else {
            &self.header
        };
        let mut out = format!("{}\n\n", header.trim_end());
        for q in &quiz.questions {
            let value = match self.values.get(&q.id) {
                Some(value) => value.to_string(),
                None if q.kind == Kind::Output => "[]".into(),
                None => "\"\"".into(),
            };
            out.push_str(&format!("{} = {value}\n", q.id));
        }
        for (key, value) in &self.values {
            if !quiz.questions.iter().any(|q| q.id == *key) {
                // A bare key stays bare; any other is quoted, as TOML wants.
                let bare = !key.is_empty() && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
                let key = if bare {
                    key.clone()
                } else {
                    toml::Value::String(key.clone()).to_string()
                };
                out.push_str(&format!("{key} = {value}\n"));
            }
        }
        out
    }
}

/// The header of an answers file that has none: how to write it, in every language.
pub fn default_header(ex: &Exercise) -> String {
    LANGUAGES
        .iter()
        .map(|lang| {
            let text = Catalog::load(lang, None).get("quiz-file-header", &args!("id" => ex.id()));
            text.lines()
                .map(|l| format!("# {l}").trim_end().to_string())
                .collect::<Vec<_>>()
                .join("\n")
        })
        .collect::<Vec<_>>()
        .join("\n#\n")
}

/// The answers file as handed out: every question unanswered.
pub fn template(quiz: &Quiz, ex: &Exercise) -> String {
    Answers::default().render(quiz, &default_header(ex))
}

/// An answers file with every answer given: the right ones, for `grader verify`.
pub fn right_answers(quiz: &Quiz, ex: &Exercise) -> String {
    let mut answers = Answers::default();
    for q in quiz.questions.iter().filter(|q| q.answer.is_some()) {
        answers.set(q, &q.right());
    }
    answers.render(quiz, &default_header(ex))
}
