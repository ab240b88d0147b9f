//! The course's glossary (`lessons/glossary.toml`): one word for one thing and one
//! register per language. [`Glossary::check`] reads a student-visible text against it.

use crate::file_error::{TomlFileError, read_toml};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::Path;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Glossary {
    #[serde(rename = "term", default)]
    pub terms: Vec<Term>,
    #[serde(default)]
    pub register: Register,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Term {
    pub concept: String,
    pub en: String,
    pub de: String,
    pub bg: String,
    /// Per language, words that name this concept but are not the course's word.
    #[serde(default)]
    pub avoid: BTreeMap<String, Vec<String>>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Register {
    /// Per language, words of the register the course does not use (formal address).
    #[serde(default)]
    pub en: Vec<String>,
    #[serde(default)]
    pub de: Vec<String>,
    #[serde(default)]
    pub bg: Vec<String>,
    /// Languages whose register words match only as written (German "Sie", not "sie").
    #[serde(default)]
    pub case_sensitive: Vec<String>,
}

impl Register {
    fn words(&self, lang: &str) -> &[String] {
        match lang {
            "de" => &self.de,
            "bg" => &self.bg,
            _ => &self.en,
        }
    }
}

/// A word of a text that the glossary rules out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Slip {
    pub line: usize,
    pub word: String,
    /// What to write instead (the term's word), or why (`register`).
    pub instead: String,
}

impl Glossary {
    pub fn load(file: &Path) -> Result<Glossary, TomlFileError> {
        read_toml(file)
    }

    /// The words of `text` (in `lang`) that the glossary rules out. Code in backticks,
    /// fenced code blocks and Fluent placeables are skipped: they are Rust, not prose.
    pub fn check(&self, lang: &str, text: &str) -> Vec<Slip> {
        let case_sensitive = self.register.case_sensitive.iter().any(|l| l == lang);
        let register = self.register.words(lang);
        let mut slips = Vec::new();
        let mut fenced = false;
        for (i, line) in text.lines().enumerate() {
            if line.trim_start().starts_with("```") {
                fenced = !fenced;
                continue;
            }
            if fenced {
                continue;
            }
            let prose = prose_of(line);
            for (at, word) in words(&prose) {
                if in_code(&prose, at, word) {
                    continue;
                }
                let lower = word.to_lowercase();
                for term in &self.terms {
                    if let Some(avoid) = term.avoid.get(lang)
                        && avoid.iter().any(|a| lower.starts_with(&a.to_lowercase()))
                    {
                        slips.push(Slip {
                            line: i + 1,
                            word: word.to_string(),
                            instead: term.word(lang).to_string(),
                        });
                    }
                }
                let formal = if case_sensitive {
                    register.iter().any(|r| r == word) && !starts_sentence(&prose, at)
                } else {
                    register.iter().any(|r| r.to_lowercase() == lower)
                };
                if formal {
                    slips.push(Slip {
                        line: i + 1,
                        word: word.to_string(),
                        instead: "register".to_string(),
                    });
                }
            }
        }
        slips
    }
}

impl Term {
    pub fn word(&self, lang: &str) -> &str {
        match lang {
            "de" => &self.de,
            "bg" => &self.bg,
            _ => &self.en,
        }
    }
}

/// The line with code spans, placeables and a Fluent message id (`ip-task-panic = …`)
/// blanked out (same length, so positions hold).
fn prose_of(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let id_len = line
        .split_once(" =")
        .filter(|(id, _)| !id.is_empty() && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'))
        .map_or(0, |(id, _)| id.len());
    let line = &format!("{}{}", " ".repeat(id_len), &line[id_len..]);
    let mut code = false;
    let mut placeable = 0usize;
    for c in line.chars() {
        match c {
            '`' => code = !code,
            '{' => placeable += 1,
            '}' => placeable = placeable.saturating_sub(1),
            _ => {}
        }
        out.push(if code || placeable > 0 || c == '`' || c == '}' {
            ' '
        } else {
            c
        });
    }
    out
}

/// The words of a line, with their byte offsets.
fn words(line: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in line.char_indices() {
        if c.is_alphabetic() {
            start.get_or_insert(i);
        } else if let Some(s) = start.take() {
            out.push((s, &line[s..i]));
        }
    }
    if let Some(s) = start {
        out.push((s, &line[s..]));
    }
    out
}

/// A word that is part of a Rust path or call written without backticks, as hints are:
/// `std::panic::catch_unwind`, `panic!`, `queue.take()`, `wait_timeout`.
fn in_code(line: &str, at: usize, word: &str) -> bool {
    let before = &line[..at];
    let after = &line[at + word.len()..];
    before.ends_with("::")
        || before.ends_with('_')
        || before.ends_with('.') && !before.ends_with(". ")
        || before
            .strip_suffix('(')
            .is_some_and(|b| b.ends_with(char::is_alphanumeric))
        || after.starts_with("::")
        || after.starts_with(['_', '!', '(', '<'])
}

/// True when the word at `at` opens a sentence (or the text, or follows a colon or a
/// quotation mark): German capitalises "Sie" ("they") there too.
fn starts_sentence(line: &str, at: usize) -> bool {
    let before = line[..at].trim_end_matches([' ', '„', '"', '(', '*', '-']);
    before.is_empty() || before.ends_with(['.', '!', '?', ':', '=', '>', '·', '–'])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn glossary() -> Glossary {
        toml::from_str(
            r#"
            [[term]]
            concept = "lock"
            en = "lock"
            de = "Lock"
            bg = "ключалка"
            avoid.de = ["Sperre"]

            [register]
            de = ["Sie"]
            bg = ["вижте"]
            case_sensitive = ["de"]
            "#,
        )
        .unwrap()
    }

    #[test]
    fn a_word_to_avoid_is_found_in_its_longer_forms_with_the_word_to_use() {
        let slips = glossary().check("de", "Zwei Threads nehmen\ndie Sperren nacheinander.");
        assert_eq!(
            slips,
            vec![Slip {
                line: 2,
                word: "Sperren".into(),
                instead: "Lock".into()
            }]
        );
    }

    #[test]
    fn code_and_placeables_are_not_prose() {
        let g = glossary();
        assert!(g.check("de", "`let sperre = m.lock();` und { $Sperre }").is_empty());
        assert!(g.check("de", "```\nSperre\n```\nfertig").is_empty());
    }

    #[test]
    fn formal_german_is_found_only_where_it_cannot_mean_they() {
        let g = glossary();
        assert_eq!(g.check("de", "Dann prüfen Sie die Schleife.").len(), 1);
        assert!(g.check("de", "Sie warten beide. Dann wecken sie sich.").is_empty());
        assert_eq!(g.check("bg", "Вижте take().").len(), 1);
    }
}
