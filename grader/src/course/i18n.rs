//! Every student-visible text comes from a catalog, in English, German or Bulgarian.
//!
//! The grader's own messages are in `grader/locales/<lang>.ftl` (compiled in); each
//! lesson adds the messages of its checks in `lessons/<lesson>/locales/<lang>.ftl`.
//! A key missing in the chosen language falls back to English (a test makes sure
//! none is missing). A text a manifest or a quiz writes in every language is a
//! [`Text`], read in one language with [`pick`].

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};
use std::collections::BTreeMap;
use std::path::Path;
use unic_langid::LanguageIdentifier;

/// The grader's own catalogs, compiled in so that an installed `grader` has them.
const BUILT_IN: [(&str, &str); 3] = [
    ("en", include_str!("../../locales/en.ftl")),
    ("de", include_str!("../../locales/de.ftl")),
    ("bg", include_str!("../../locales/bg.ftl")),
];

/// Picks the language: `--lang`, else `GRADER_LANG`, else the locale, else English.
/// The exercises' programs choose the same way (`conveyor::report`).
pub use grader_report::{LANGUAGES, language as choose, normalise};

pub struct Catalog {
    lang: &'static str,
    chosen: FluentBundle<FluentResource>,
    english: FluentBundle<FluentResource>,
}

impl Catalog {
    /// The grader's catalog plus the lessons' under `lessons_dir`, in `lang`.
    pub fn load(lang: &'static str, lessons_dir: Option<&Path>) -> Catalog {
        Catalog {
            lang,
            chosen: bundle(lang, lessons_dir),
            english: bundle("en", lessons_dir),
        }
    }

    pub fn lang(&self) -> &'static str {
        self.lang
    }

    /// The message `key` with `args` filled in; the key itself if no catalog has it.
    pub fn get(&self, key: &str, args: &BTreeMap<String, String>) -> String {
        format(&self.chosen, key, args)
            .or_else(|| format(&self.english, key, args))
            .unwrap_or_else(|| key.to_string())
    }

    /// A message without placeholders.
    pub fn text(&self, key: &str) -> String {
        self.get(key, &BTreeMap::new())
    }

    /// Whether `key` is in the chosen language or in English (where a text would fall back).
    pub fn knows(&self, key: &str) -> bool {
        self.chosen.has_message(key) || self.english.has_message(key)
    }

    /// Whether the chosen language itself has `key` (no fallback): for the catalog tests.
    pub fn has(&self, key: &str) -> bool {
        self.chosen.has_message(key)
    }
}

/// A text in every language the course speaks: `{ en = "…", de = "…", bg = "…" }`.
pub type Text = BTreeMap<String, String>;

/// A `{ en = …, de = …, bg = … }` text of a manifest in the chosen language, else English.
pub fn pick<'a>(text: &'a BTreeMap<String, String>, lang: &str) -> &'a str {
    text.get(lang)
        .or_else(|| text.get("en"))
        .map(String::as_str)
        .unwrap_or("")
}

fn sources(lang: &str, lessons_dir: Option<&Path>) -> Vec<(String, String)> {
    let mut sources: Vec<(String, String)> = BUILT_IN
        .iter()
        .filter(|(l, _)| *l == lang)
        .map(|(l, text)| (format!("grader/locales/{l}.ftl"), text.to_string()))
        .collect();
    if let Some(dir) = lessons_dir {
        let mut lesson_dirs: Vec<_> = std::fs::read_dir(dir)
            .into_iter()
            .flatten()
            .flatten()
            .map(|e| e.path())
            .collect();
        lesson_dirs.sort();
        for lesson in lesson_dirs {
            let path = lesson.join("locales").join(format!("{lang}.ftl"));
            if let Ok(text) = std::fs::read_to_string(&path) {
                sources.push((path.display().to_string(), text));
            }
        }
    }
    sources
}

fn bundle(lang: &str, lessons_dir: Option<&Path>) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = lang.parse().expect("a known language code");
    let mut bundle = FluentBundle::new(vec![id]);
    // Unicode isolation marks would end up in terminals and JSON as invisible characters.
    bundle.set_use_isolating(false);
    for (name, text) in sources(lang, lessons_dir) {
        let resource = FluentResource::try_new(text).unwrap_or_else(|(_, errors)| {
            panic!("{name}: the catalog does not parse: {errors:?}");
        });
        // A key defined twice is a catalog bug; the catalog tests report it.
        let _ = bundle.add_resource(resource);
    }
    bundle
}

fn format(bundle: &FluentBundle<FluentResource>, key: &str, args: &BTreeMap<String, String>) -> Option<String> {
    let message = bundle.get_message(key)?;
    let pattern = message.value()?;
    let mut fluent_args = FluentArgs::new();
    for (k, v) in args {
        // Numbers stay numbers, so that plural rules (`[one]`, `[few]`) can use them.
        let value = match v.parse::<f64>() {
            Ok(n) if !v.is_empty() && v.chars().all(|c| c.is_ascii_digit()) => FluentValue::from(n),
            _ => FluentValue::from(v.clone()),
        };
        fluent_args.set(k.clone(), value);
    }
    let mut errors = vec![];
    Some(
        bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors)
            .into_owned(),
    )
}

/// The message ids of one language's catalogs, for the completeness tests.
pub fn ids(lang: &str, lessons_dir: Option<&Path>) -> Vec<String> {
    let mut ids = Vec::new();
    for (_, text) in sources(lang, lessons_dir) {
        if let Ok(resource) = FluentResource::try_new(text) {
            for entry in resource.entries() {
                if let fluent_syntax::ast::Entry::Message(m) = entry {
                    ids.push(m.id.name.to_string());
                }
            }
        }
    }
    ids
}
