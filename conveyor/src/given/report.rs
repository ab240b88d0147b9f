//! The exercises' report lines ("Packed: 8 of 8", "Verpackt: 8 von 8", "Опаковани: 8 от 8")
//! from the lesson's catalog, in the language the student chose.
//!
//! A given `main` takes its lesson's catalogs ([`Texts::producer_consumer`],
//! [`Texts::thread_pool`]) and prints with [`Texts::line`]. The language is chosen as the grader chooses it: `GRADER_LANG`,
//! else the locale (`LC_ALL`, `LC_MESSAGES`, `LANG`), else English.

use fluent_bundle::{FluentArgs, FluentBundle, FluentResource};
use unic_langid::LanguageIdentifier;

pub use fluent_bundle::FluentValue as Value;

// The same words as the grader's (grader-report), from one file.
pub use crate::words::{LANGUAGES, language, normalise};

/// One lesson's catalog in the chosen language, with English behind it.
pub struct Texts {
    chosen: FluentBundle<FluentResource>,
    english: FluentBundle<FluentResource>,
}

impl Texts {
    /// The catalogs by language, e.g. `[("en", include_str!(…/en.ftl)), …]`.
    pub fn new(sources: [(&str, &str); 3]) -> Texts {
        Texts::in_language(language(None), sources)
    }

    /// The producer-consumer lesson's report lines.
    pub fn producer_consumer() -> Texts {
        Texts::new([
            ("en", include_str!("../../../lessons/producer-consumer/locales/en.ftl")),
            ("de", include_str!("../../../lessons/producer-consumer/locales/de.ftl")),
            ("bg", include_str!("../../../lessons/producer-consumer/locales/bg.ftl")),
        ])
    }

    /// The thread-pool lesson's report lines.
    pub fn thread_pool() -> Texts {
        Texts::new([
            ("en", include_str!("../../../lessons/thread-pool/locales/en.ftl")),
            ("de", include_str!("../../../lessons/thread-pool/locales/de.ftl")),
            ("bg", include_str!("../../../lessons/thread-pool/locales/bg.ftl")),
        ])
    }

    pub fn in_language(lang: &str, sources: [(&str, &str); 3]) -> Texts {
        Texts {
            chosen: bundle(lang, &sources),
            english: bundle("en", &sources),
        }
    }

    /// The line `key` with its placeholders filled in: `line("packed", &[("n", 8.into())])`.
    pub fn line(&self, key: &str, args: &[(&str, Value)]) -> String {
        let mut fluent = FluentArgs::new();
        for (name, value) in args {
            fluent.set(*name, value.clone());
        }
        format(&self.chosen, key, &fluent)
            .or_else(|| format(&self.english, key, &fluent))
            .unwrap_or_else(|| key.to_string())
    }
}

fn bundle(lang: &str, sources: &[(&str, &str); 3]) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = lang.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new(vec![id]);
    // Isolation marks would be invisible characters in the printed report.
    bundle.set_use_isolating(false);
    for (l, text) in sources {
        if *l == lang
            && let Ok(resource) = FluentResource::try_new(text.to_string())
        {
            let _ = bundle.add_resource(resource);
        }
    }
    bundle
}

fn format(bundle: &FluentBundle<FluentResource>, key: &str, args: &FluentArgs) -> Option<String> {
    let pattern = bundle.get_message(key)?.value()?;
    let mut errors = Vec::new();
    Some(bundle.format_pattern(pattern, Some(args), &mut errors).into_owned())
}
