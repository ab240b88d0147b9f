//! Every message key and thread role the course's checks.rs files name is in every
//! language's catalog: the fast half of what `grader verify` fails on (no build needed),
//! so that a mistyped key shows up in the first seconds of the suite.

use crate::common;
use grader::course::i18n::{Catalog, LANGUAGES};
use grader::teacher::text_gaps;
use std::collections::BTreeMap;

#[test]
fn every_key_and_role_of_every_checks_rs_is_in_every_language() {
    let (ws, course) = common::course();
    let catalogs: BTreeMap<&'static str, Catalog> = LANGUAGES
        .iter()
        .map(|lang| (*lang, Catalog::load(lang, Some(&ws.lessons_dir()))))
        .collect();
    let mut gaps = Vec::new();
    let mut keys = 0;
    for (lesson, ex) in course.exercises() {
        let file = ws.lesson_exercise_dir(lesson, ex).join("checks.rs");
        let Ok(source) = std::fs::read_to_string(&file) else {
            continue;
        };
        let names: Vec<String> = ex.checks.iter().map(|c| c.name.clone()).collect();
        let used = text_gaps::used_in_source(&source, &names);
        keys += used.len();
        for gap in text_gaps::missing(&used, &catalogs, ex.draft) {
            gaps.push(format!(
                "{} {}: {} lacks {}",
                ws.show(&file),
                gap.used.at,
                gap.lang,
                gap.used.key
            ));
        }
    }
    assert!(
        keys > 100,
        "only {keys} keys found in the checks: is the scan reading them?"
    );
    assert!(
        gaps.is_empty(),
        "texts a student would read untranslated:\n{}",
        gaps.join("\n")
    );
}

#[test]
fn a_mistyped_key_and_an_untranslated_role_are_gaps() {
    let (ws, _) = common::course();
    let catalogs: BTreeMap<&'static str, Catalog> = LANGUAGES
        .iter()
        .map(|lang| (*lang, Catalog::load(lang, Some(&ws.lessons_dir()))))
        .collect();
    let source = r#"fn f() { fail(Class::LostItem, "ps-wrogn", args!()); spawn("juggler 1", || ()); }"#;
    let used = text_gaps::used_in_source(source, &[]);
    let gaps: Vec<(String, &str)> = text_gaps::missing(&used, &catalogs, false)
        .into_iter()
        .map(|g| (g.used.key, g.lang))
        .collect();
    for lang in LANGUAGES {
        assert!(gaps.contains(&("ps-wrogn".to_string(), lang)), "{gaps:?}");
        assert!(gaps.contains(&("thread-juggler".to_string(), lang)), "{gaps:?}");
    }
    // A draft may lack German and Bulgarian, never English.
    let draft: Vec<&str> = text_gaps::missing(&used, &catalogs, true)
        .iter()
        .map(|g| g.lang)
        .collect();
    assert_eq!(draft, ["en", "en"]);
}
