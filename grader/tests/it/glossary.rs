//! Every student-visible text against `lessons/glossary.toml`: one word for one thing and
//! the informal register, in English, German and Bulgarian.

use crate::common;
use grader::course::glossary::Glossary;
use grader::course::i18n::LANGUAGES;
use std::path::{Path, PathBuf};

fn glossary() -> Glossary {
    Glossary::load(&common::root().join("lessons/glossary.toml")).unwrap()
}

/// The texts of one language: catalogs and lesson texts, each as (file, text).
fn texts(lang: &str) -> Vec<(PathBuf, String)> {
    let root = common::root();
    let mut files = vec![root.join(format!("grader/locales/{lang}.ftl"))];
    for lesson in std::fs::read_dir(root.join("lessons")).unwrap().flatten() {
        let dir = lesson.path();
        files.push(dir.join("locales").join(format!("{lang}.ftl")));
        files.push(dir.join(format!("lesson.{lang}.md")));
    }
    let mut out: Vec<(PathBuf, String)> = files
        .into_iter()
        .filter(|f| f.is_file())
        .map(|f| {
            let text = std::fs::read_to_string(&f).unwrap();
            (f, text)
        })
        .collect();
    out.extend(manifest_texts(lang));
    out
}

/// Titles and hints in `lang` from every lesson.toml, one per line (line numbers are the
/// manifest's own, so a slip points at the right line).
fn manifest_texts(lang: &str) -> Vec<(PathBuf, String)> {
    let root = common::root();
    let prefix = format!("{lang} = ");
    let mut out = Vec::new();
    for lesson in std::fs::read_dir(root.join("lessons")).unwrap().flatten() {
        let file = lesson.path().join("lesson.toml");
        let Ok(text) = std::fs::read_to_string(&file) else {
            continue;
        };
        let mut in_lang = false;
        let mut kept = String::new();
        for line in text.lines() {
            let trimmed = line.trim_start();
            if trimmed.starts_with(&prefix) {
                in_lang = true;
            } else if ["en = ", "de = ", "bg = "].iter().any(|p| trimmed.starts_with(p)) {
                in_lang = false;
            }
            let title = line.contains(&format!(" {prefix}\"")) || line.contains(&format!("{{ {prefix}"));
            let inline = title
                .then(|| {
                    line.split(&format!("{prefix}\""))
                        .nth(1)
                        .and_then(|r| r.split('"').next())
                })
                .flatten();
            match inline {
                Some(t) => kept.push_str(t),
                None if in_lang => kept.push_str(line),
                None => {}
            }
            if in_lang && trimmed.starts_with(']') {
                in_lang = false;
            }
            kept.push('\n');
        }
        out.push((file, kept));
    }
    out
}

fn show(file: &Path) -> String {
    file.strip_prefix(common::root()).unwrap_or(file).display().to_string()
}

#[test]
fn every_text_uses_the_glossarys_words_and_register() {
    let glossary = glossary();
    let mut slips = Vec::new();
    for lang in LANGUAGES {
        for (file, text) in texts(lang) {
            for slip in glossary.check(lang, &text) {
                slips.push(format!(
                    "{}:{}: {:?} (use: {})",
                    show(&file),
                    slip.line,
                    slip.word,
                    slip.instead
                ));
            }
        }
    }
    assert!(slips.is_empty(), "{} slips:\n{}", slips.len(), slips.join("\n"));
}

#[test]
fn a_planted_wrong_term_fails_in_each_language() {
    let glossary = glossary();
    for (lang, planted) in [
        ("de", "Warte, bis die Sperre frei ist."),
        ("de", "Dann prüfen Sie die Schleife."),
        ("bg", "Вижте take() и натиснете q."),
        ("bg", "Всеки билет дава резултат."),
        ("bg", "Затварянето изчаква всяка вече подадена задача."),
    ] {
        assert!(!glossary.check(lang, planted).is_empty(), "{lang}: {planted}");
    }
    assert!(glossary.check("en", "Wait until the lock is free.").is_empty());
}
