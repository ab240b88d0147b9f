//! What a verdict says, as data: a catalog message with its figures, text that is not the
//! grader's own (the compiler's messages), or lines of these. The engine decides what
//! to say and keeps it as a [`Said`]; it is worded once, in the student's language, at the
//! end of a grading (`verdict/told.rs`), so the engine holds no words and a verdict can be
//! told in any language.

use crate::course::i18n::Catalog;
use grader_report::Args;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// The catalog's message `key`, with `args`.
    Key { key: String, args: Args },
    /// Text shown as it is: what the compiler said.
    Text(String),
    /// Each on a line of its own.
    Lines(Vec<Said>),
    /// A place (`file:line:column`) and what is said of it: `{at}: {said}`.
    At { at: String, said: Box<Said> },
}

impl Said {
    pub fn key(key: &str, args: Args) -> Said {
        Said::Key {
            key: key.to_string(),
            args,
        }
    }

    /// The catalog's message `key`, which has no figures.
    pub fn plain(key: &str) -> Said {
        Said::key(key, Args::new())
    }

    /// In the catalog's language.
    pub fn word(&self, catalog: &Catalog) -> String {
        match self {
            Said::Key { key, args } => catalog.get(key, args),
            Said::Text(text) => text.clone(),
            Said::Lines(lines) => lines.iter().map(|l| l.word(catalog)).collect::<Vec<_>>().join("\n"),
            Said::At { at, said } => format!("{at}: {}", said.word(catalog)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use grader_report::args;

    #[test]
    fn the_same_said_is_worded_in_each_language_and_foreign_text_is_kept() {
        let said = Said::Lines(vec![
            Said::key("timeout", args!("seconds" => 10)),
            Said::Text("error[E0308]: mismatched types".into()),
        ]);
        let en = said.word(&Catalog::load("en", None));
        let de = said.word(&Catalog::load("de", None));
        assert_ne!(en, de);
        for worded in [&en, &de] {
            assert!(worded.contains("10"), "{worded}");
            assert!(worded.ends_with("\nerror[E0308]: mismatched types"), "{worded}");
        }
    }
}
