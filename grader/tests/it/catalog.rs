//! The catalogs: every key in every language, with the same placeholders, and every
//! bug class explained in every language.

use crate::common;
use grader::course::i18n::{Catalog, LANGUAGES, ids};
use grader_report::Class;
use std::collections::{BTreeMap, BTreeSet};

/// Message id → the placeholders (`$name`) it uses, read from the .ftl sources.
fn placeholders(lang: &str) -> BTreeMap<String, BTreeSet<String>> {
    let root = common::root();
    let mut files = vec![root.join(format!("grader/locales/{lang}.ftl"))];
    for lesson in std::fs::read_dir(root.join("lessons")).unwrap().flatten() {
        let file = lesson.path().join("locales").join(format!("{lang}.ftl"));
        if file.is_file() {
            files.push(file);
        }
    }
    let mut out: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for file in files {
        let mut current: Option<String> = None;
        for line in std::fs::read_to_string(&file).unwrap().lines() {
            if line.starts_with('#') || line.trim().is_empty() {
                continue;
            }
            if !line.starts_with(' ')
                && let Some((id, _)) = line.split_once(" =")
            {
                current = Some(id.trim().to_string());
                out.entry(id.trim().to_string()).or_default();
            }
            let Some(id) = &current else { continue };
            let mut rest = line;
            while let Some(at) = rest.find('$') {
                let name: String = rest[at + 1..]
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '-')
                    .collect();
                out.get_mut(id).unwrap().insert(name);
                rest = &rest[at + 1..];
            }
        }
    }
    out
}

#[test]
fn every_key_exists_in_every_language_with_the_same_placeholders() {
    let english = placeholders("en");
    assert!(english.len() > 50, "the English catalog looks empty");
    for lang in LANGUAGES {
        let other = placeholders(lang);
        let missing: Vec<&String> = english.keys().filter(|k| !other.contains_key(*k)).collect();
        assert!(missing.is_empty(), "{lang} lacks {missing:?}");
        let extra: Vec<&String> = other.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(extra.is_empty(), "{lang} has keys English lacks: {extra:?}");
        for (key, names) in &english {
            assert_eq!(&other[key], names, "{lang}: placeholders of {key}");
        }
    }
}

#[test]
fn no_key_is_defined_twice() {
    let lessons = common::root().join("lessons");
    for lang in LANGUAGES {
        let all = ids(lang, Some(&lessons));
        let unique: BTreeSet<&String> = all.iter().collect();
        assert_eq!(all.len(), unique.len(), "{lang}: a key is defined twice");
    }
}

#[test]
fn every_class_is_named_and_explained_in_every_language() {
    let lessons = common::root().join("lessons");
    for lang in LANGUAGES {
        let catalog = Catalog::load(lang, Some(&lessons));
        for class in Class::ALL {
            for key in [format!("class-{}", class.id()), format!("class-{}-why", class.id())] {
                assert!(catalog.has(&key), "{lang} lacks {key}");
                let text = catalog.text(&key);
                assert!(!text.is_empty() && text != key, "{lang}: {key} renders as {text:?}");
            }
        }
    }
}

#[test]
fn german_and_bulgarian_are_not_english() {
    let catalog = |lang| Catalog::load(lang, Some(&common::root().join("lessons")));
    let (en, de, bg) = (catalog("en"), catalog("de"), catalog("bg"));
    let translated = |other: &Catalog| {
        Class::ALL
            .iter()
            .filter(|c| other.text(&format!("class-{}-why", c.id())) != en.text(&format!("class-{}-why", c.id())))
            .count()
    };
    assert_eq!(translated(&de), Class::ALL.len());
    assert_eq!(translated(&bg), Class::ALL.len());
}
