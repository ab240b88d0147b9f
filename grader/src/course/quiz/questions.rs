//! A quiz's questions, as `quiz.toml` holds them: read and checked when the course
//! loads, and how an answer to each is read and judged. Nothing here knows the
//! manifest, the workspace or a verdict, so that the manifest can hold a quiz without
//! importing what grades it.

use crate::course::i18n::{Catalog, LANGUAGES, Text, pick};
use crate::file_error::{FileError, TomlFileError, read_toml};
use grader_report::args;
use serde::Deserialize;
use std::path::Path;

/// The questions' file, in the exercise's lesson folder.
pub const QUIZ_FILE: &str = "quiz.toml";

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Quiz {
    #[serde(rename = "question")]
    pub questions: Vec<Question>,
}

/// What the student does to answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// Types the lines the program prints.
    Output,
    /// Types the missing number or word.
    FillIn,
    /// Names the line of the program that has the bug.
    FindTheBug,
    /// Picks one of the options.
    Choice,
}

impl Kind {
    /// `output`, `fill-in`, …: the catalog keys `quiz-kind-<id>` and `quiz-prompt-<id>`.
    pub fn id(self) -> &'static str {
        match self {
            Kind::Output => "output",
            Kind::FillIn => "fill-in",
            Kind::FindTheBug => "find-the-bug",
            Kind::Choice => "choice",
        }
    }
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Question {
    /// Its key in answers.toml and the name of its check.
    pub id: String,
    pub kind: Kind,
    pub text: Text,
    /// The program the question is about: one for every language, or one per language
    /// (when its printed words are translated).
    #[serde(default)]
    pub code: Option<Code>,
    /// The options of a multiple-choice question, shown as a, b, c, …
    #[serde(default)]
    pub options: Vec<Text>,
    /// The right answer, written as a student would write it in answers.toml. A
    /// student's copy of the course (`grader dist`) has none: there answers are kept,
    /// and graded when handed in.
    #[serde(default)]
    pub answer: Option<toml::Value>,
    /// Shown after a wrong answer: where to look, never the answer.
    pub hint: Text,
    /// Shown after the right answer: why it is right (not in a student's copy either).
    #[serde(default)]
    pub explain: Option<Text>,
    /// Wrong answers students are known to give, each with its own hint. `grader verify`
    /// makes sure that they, and every wrong option, fail.
    #[serde(default, rename = "mistake")]
    pub mistakes: Vec<Mistake>,
}

#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub enum Code {
    Same(String),
    PerLanguage(Text),
}

#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Mistake {
    pub answer: toml::Value,
    pub hint: Text,
}

/// An answer, read: what is compared.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Given {
    /// The lines a program prints, each trimmed, without empty lines at the end.
    Lines(Vec<String>),
    /// A number or a word, without any white space.
    Word(String),
    /// A line of the question's program, from 1.
    Line(usize),
    /// An option, from 0 (shown as a).
    Choice(usize),
}

/// Why an answer cannot be read as one for its question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Invalid {
    /// Not one of the options a … `last`.
    NotAnOption { last: char },
    /// Not a line of the program, which has `last` lines.
    NotALine { last: usize },
    /// A value of the wrong type in answers.toml (a table where text belongs, …).
    NotText,
}

/// How an answer fares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Judgement {
    Unanswered,
    Invalid(Invalid),
    Right,
    Wrong,
    /// Answered, in a copy of the course without the right answers: kept, not judged.
    Kept,
}

/// Why a `quiz.toml` cannot be had; its text names the file first, for the teacher.
#[derive(Debug)]
pub enum QuizError {
    Toml(TomlFileError),
    /// TOML that is no quiz a student can take.
    Flawed(FileError<Flaw>),
}

impl std::fmt::Display for QuizError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            QuizError::Toml(e) => e.fmt(f),
            QuizError::Flawed(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for QuizError {
    // Each text is its inner error's own, so each cause is the inner error's cause.
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            QuizError::Toml(e) => e.source(),
            QuizError::Flawed(e) => e.source(),
        }
    }
}

/// What makes a quiz, read, one a student cannot take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Flaw {
    NoQuestion,
    /// Neither the teacher's course (every answer) nor a student's copy (none).
    SomeAnswered,
    Question {
        id: String,
        flaw: QuestionFlaw,
    },
}

/// What is wrong with one question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum QuestionFlaw {
    /// Not lower-case letters, digits and hyphens (it is a TOML key and a check's name).
    BadId,
    IdTwice,
    /// The field `name` has no text in `lang`.
    NoText {
        name: &'static str,
        lang: &'static str,
    },
    /// A choice with fewer than 2 options, or more than there are letters.
    OptionCount,
    /// An output or find-the-bug question without its program.
    NoCode,
    OptionsNotChoice,
    NoExplain,
    EmptyAnswer,
    UnreadableAnswer(Invalid),
    MistakeIsRight,
    UnreadableMistake,
}

impl std::fmt::Display for Flaw {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Flaw::NoQuestion => f.write_str("no [[question]]"),
            Flaw::SomeAnswered => f.write_str("some questions have an `answer` and some have none"),
            Flaw::Question { id, flaw } => write!(f, "question `{id}`: {flaw}"),
        }
    }
}

impl std::error::Error for Flaw {}

impl std::fmt::Display for QuestionFlaw {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            QuestionFlaw::BadId => f.write_str("the id must be lower-case letters, digits and hyphens"),
            QuestionFlaw::IdTwice => f.write_str("the id is used twice"),
            QuestionFlaw::NoText { name, lang } => write!(f, "`{name}` has no text in `{lang}`"),
            QuestionFlaw::OptionCount => write!(f, "a choice needs 2 to {} options", LETTERS.len()),
            QuestionFlaw::NoCode => f.write_str("needs its `code`"),
            QuestionFlaw::OptionsNotChoice => f.write_str("only a choice has `options`"),
            QuestionFlaw::NoExplain => f.write_str("an answer needs its `explain`"),
            QuestionFlaw::EmptyAnswer => f.write_str("the answer is empty"),
            // The teacher reads the variant's name: it says which rule the answer broke.
            QuestionFlaw::UnreadableAnswer(e) => write!(f, "the answer cannot be read: {e:?}"),
            QuestionFlaw::MistakeIsRight => f.write_str("a mistake is the right answer"),
            QuestionFlaw::UnreadableMistake => f.write_str("a mistake's answer cannot be read"),
        }
    }
}

/// Options are letters; Bulgarian students may type them in Cyrillic.
const LETTERS: &str = "abcdefgh";
const CYRILLIC: &str = "абвгдежз";

pub fn letter(index: usize) -> char {
    LETTERS.chars().nth(index).unwrap_or('?')
}

impl Quiz {
    /// Reads and checks `quiz.toml`: every text in every language, every right answer
    /// and every known mistake readable for its question, and no mistake that is right.
    pub fn load(path: &Path) -> Result<Quiz, QuizError> {
        let quiz: Quiz = read_toml(path).map_err(QuizError::Toml)?;
        quiz.validate()
            .map_err(|flaw| QuizError::Flawed(FileError::new(path, flaw)))?;
        Ok(quiz)
    }

    /// Whether the right answers are here (the teacher's course), or not (a student's copy).
    pub fn has_answers(&self) -> bool {
        self.questions.iter().all(|q| q.answer.is_some())
    }

    fn validate(&self) -> Result<(), Flaw> {
        if self.questions.is_empty() {
            return Err(Flaw::NoQuestion);
        }
        let answered = self.questions.iter().filter(|q| q.answer.is_some()).count();
        if answered != 0 && answered != self.questions.len() {
            return Err(Flaw::SomeAnswered);
        }
        let mut seen = Vec::new();
        for q in &self.questions {
            let at = |flaw: QuestionFlaw| Flaw::Question { id: q.id.clone(), flaw };
            if q.id.is_empty()
                || !q
                    .id
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
            {
                return Err(at(QuestionFlaw::BadId));
            }
            if seen.contains(&q.id) {
                return Err(at(QuestionFlaw::IdTwice));
            }
            seen.push(q.id.clone());
            let mut texts = vec![("text", &q.text), ("hint", &q.hint)];
            if let Some(explain) = &q.explain {
                texts.push(("explain", explain));
            }
            texts.extend(q.options.iter().map(|o| ("options", o)));
            texts.extend(q.mistakes.iter().map(|m| ("mistake.hint", &m.hint)));
            if let Some(Code::PerLanguage(code)) = &q.code {
                texts.push(("code", code));
            }
            for (name, text) in texts {
                for lang in LANGUAGES {
                    if text.get(lang).is_none_or(|t| t.trim().is_empty()) {
                        return Err(at(QuestionFlaw::NoText { name, lang }));
                    }
                }
            }
            match q.kind {
                Kind::Choice if q.options.len() < 2 || q.options.len() > LETTERS.len() => {
                    return Err(at(QuestionFlaw::OptionCount));
                }
                Kind::Output | Kind::FindTheBug if q.code.is_none() => return Err(at(QuestionFlaw::NoCode)),
                Kind::Output | Kind::FillIn | Kind::FindTheBug if !q.options.is_empty() => {
                    return Err(at(QuestionFlaw::OptionsNotChoice));
                }
                _ => {}
            }
            let Some(answer) = &q.answer else {
                continue;
            };
            if q.explain.is_none() {
                return Err(at(QuestionFlaw::NoExplain));
            }
            let right = match q.read(answer) {
                Ok(Some(right)) => right,
                Ok(None) => return Err(at(QuestionFlaw::EmptyAnswer)),
                Err(e) => return Err(at(QuestionFlaw::UnreadableAnswer(e))),
            };
            for m in &q.mistakes {
                match q.read(&m.answer) {
                    Ok(Some(given)) if given == right => return Err(at(QuestionFlaw::MistakeIsRight)),
                    Ok(Some(_)) => {}
                    _ => return Err(at(QuestionFlaw::UnreadableMistake)),
                }
            }
        }
        Ok(())
    }
}

impl Question {
    /// The program in `lang`.
    pub fn code(&self, lang: &str) -> Option<&str> {
        match self.code.as_ref()? {
            Code::Same(code) => Some(code.trim_end()),
            Code::PerLanguage(code) => Some(pick(code, lang).trim_end()),
        }
    }

    fn code_lines(&self) -> usize {
        self.code("en").map_or(0, |c| c.lines().count())
    }

    /// The right answer, read (`Quiz::load` made sure it reads).
    pub fn right(&self) -> Given {
        let answer = self.answer.as_ref().expect("asked only where the answers are");
        self.read(answer).ok().flatten().expect("quiz.toml was validated")
    }

    /// Reads an answer from answers.toml (or quiz.toml); `None` when it is empty.
    pub fn read(&self, value: &toml::Value) -> Result<Option<Given>, Invalid> {
        use toml::Value;
        let text = match value {
            Value::String(s) => s.clone(),
            Value::Integer(n) => n.to_string(),
            Value::Array(lines) if self.kind == Kind::Output => {
                let lines: Option<Vec<String>> = lines.iter().map(|l| l.as_str().map(str::to_string)).collect();
                lines.ok_or(Invalid::NotText)?.join("\n")
            }
            _ => return Err(Invalid::NotText),
        };
        self.read_text(&text)
    }

    /// Reads an answer as typed: the lines of a program's output, a word, a line
    /// number, a letter.
    pub fn read_text(&self, text: &str) -> Result<Option<Given>, Invalid> {
        if text.trim().is_empty() {
            return Ok(None);
        }
        match self.kind {
            Kind::Output => {
                let mut lines: Vec<String> = text.lines().map(|l| l.trim().to_string()).collect();
                while lines.last().is_some_and(String::is_empty) {
                    lines.pop();
                }
                Ok(Some(Given::Lines(lines)))
            }
            Kind::FillIn => Ok(Some(Given::Word(text.split_whitespace().collect()))),
            Kind::FindTheBug => {
                let last = self.code_lines();
                // "3", "line 3", "Zeile 3": the number is what counts.
                let digits: String = text
                    .chars()
                    .skip_while(|c| !c.is_ascii_digit())
                    .take_while(char::is_ascii_digit)
                    .collect();
                match digits.parse::<usize>() {
                    Ok(n) if (1..=last).contains(&n) => Ok(Some(Given::Line(n))),
                    _ => Err(Invalid::NotALine { last }),
                }
            }
            Kind::Choice => {
                let count = self.options.len();
                let last = letter(count - 1);
                let typed = text.trim().to_lowercase();
                // An option's own words pick it: "80" is the option "80", not the 80th.
                let said = |o: &Text| o.values().any(|t| t.trim().to_lowercase() == typed);
                if let Some(i) = self.options.iter().position(said) {
                    return Ok(Some(Given::Choice(i)));
                }
                // Where the options are numbers, a number is never read as a position.
                let numbers = self
                    .options
                    .iter()
                    .any(|o| o.values().any(|t| t.trim().parse::<f64>().is_ok()));
                let typed = typed.trim_end_matches([')', '.']);
                let mut chars = typed.chars();
                let index = match (chars.next(), chars.next()) {
                    (Some(c), None) => LETTERS
                        .chars()
                        .position(|l| l == c)
                        .or_else(|| CYRILLIC.chars().position(|l| l == c))
                        .or_else(|| {
                            c.to_digit(10)
                                .filter(|_| !numbers)
                                .and_then(|d| (d as usize).checked_sub(1))
                        }),
                    _ => None,
                };
                match index {
                    Some(i) if i < count => Ok(Some(Given::Choice(i))),
                    _ => Err(Invalid::NotAnOption { last }),
                }
            }
        }
    }

    pub fn judge(&self, answer: Result<Option<Given>, Invalid>) -> Judgement {
        match answer {
            Ok(None) => Judgement::Unanswered,
            Err(invalid) => Judgement::Invalid(invalid),
            Ok(Some(_)) if self.answer.is_none() => Judgement::Kept,
            Ok(Some(given)) if given == self.right() => Judgement::Right,
            Ok(Some(_)) => Judgement::Wrong,
        }
    }

    /// What to tell after the wrong answer `given`: the hint of that known mistake, or
    /// the question's own.
    pub fn hint_for(&self, given: &Given, lang: &str) -> String {
        self.mistakes
            .iter()
            .find(|m| self.read(&m.answer).ok().flatten().as_ref() == Some(given))
            .map_or_else(|| pick(&self.hint, lang), |m| pick(&m.hint, lang))
            .trim()
            .to_string()
    }

    /// Every wrong answer the teacher knows of: each other option, each other line, each
    /// mistake. `grader verify` wants each of them to fail.
    pub fn wrong_answers(&self) -> Vec<Given> {
        if self.answer.is_none() {
            return Vec::new();
        }
        let right = self.right();
        let mut wrong: Vec<Given> = match self.kind {
            Kind::Choice => (0..self.options.len()).map(Given::Choice).collect(),
            Kind::FindTheBug => (1..=self.code_lines()).map(Given::Line).collect(),
            Kind::Output | Kind::FillIn => Vec::new(),
        };
        wrong.extend(self.mistakes.iter().filter_map(|m| self.read(&m.answer).ok().flatten()));
        wrong.retain(|g| *g != right);
        wrong.dedup();
        wrong
    }

    /// Why the right answer is right, in `lang` (empty in a student's copy).
    pub fn explanation(&self, lang: &str) -> &str {
        self.explain.as_ref().map_or("", |e| pick(e, lang)).trim()
    }

    /// The first line of the question in `lang`: the scenario of its check.
    pub fn title(&self, lang: &str) -> String {
        pick(&self.text, lang).lines().next().unwrap_or("").trim().to_string()
    }
}

impl Given {
    /// As it is written into answers.toml.
    pub fn to_value(&self) -> toml::Value {
        use toml::Value;
        match self {
            Given::Lines(lines) => Value::Array(lines.iter().cloned().map(Value::String).collect()),
            Given::Word(word) => Value::String(word.clone()),
            Given::Line(n) => Value::Integer(*n as i64),
            Given::Choice(i) => Value::String(letter(*i).to_string()),
        }
    }

    /// As the student is shown it back.
    pub fn show(&self) -> String {
        match self {
            Given::Lines(lines) => lines.join(", "),
            Given::Word(word) => word.clone(),
            Given::Line(n) => n.to_string(),
            Given::Choice(i) => letter(*i).to_string(),
        }
    }
}

/// The text of an answer that cannot be read, for the student.
pub fn invalid_message(invalid: &Invalid, given: &str, catalog: &Catalog) -> String {
    match invalid {
        Invalid::NotAnOption { last } => {
            catalog.get("quiz-not-an-option", &args!("given" => given.trim(), "last" => last))
        }
        Invalid::NotALine { last } => catalog.get("quiz-not-a-line", &args!("given" => given.trim(), "last" => last)),
        Invalid::NotText => catalog.get("quiz-not-text", &args!("given" => given.trim())),
    }
}
