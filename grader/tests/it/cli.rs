//! The command line speaks the student's language: `grader --help`, every command's help
//! and what is said about wrong usage come from the catalog (grader/src/cli/help.rs,
//! usage_error.rs), chosen as the grader's other texts are (--lang, GRADER_LANG, the locale).

use crate::common;
use clap::CommandFactory;
use grader::cli::{Cli, help, usage_error};
use grader::course::i18n::{Catalog, LANGUAGES, ids};
use predicates::prelude::*;
use std::collections::BTreeSet;

/// The grader in a folder that is no course (help needs none), with no language chosen
/// by the environment: each test chooses its own.
fn grader() -> assert_cmd::Command {
    let mut cmd = common::grader();
    cmd.current_dir(std::env::temp_dir())
        .env_remove("GRADER_LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C");
    cmd
}

/// `grader ARGS` with the environment `env`: its output (it must succeed).
fn help(env: &[(&str, &str)], args: &[&str]) -> String {
    let mut cmd = grader();
    for (name, value) in env {
        cmd.env(name, value);
    }
    let output = cmd.args(args).output().expect("grader runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{env:?} {args:?}: {stderr}");
    String::from_utf8(output.stdout).expect("UTF-8")
}

/// clap's own English, which German and Bulgarian help must not show.
const CLAP_ENGLISH: [&str; 9] = [
    "Usage:",
    "Arguments:",
    "Options:",
    "Commands:",
    "[OPTIONS]",
    "Print help",
    "[default:",
    "possible values",
    "Example:",
];

#[test]
fn every_text_of_the_command_line_is_in_every_catalog() {
    let mut used = BTreeSet::new();
    for lang in LANGUAGES {
        let catalog = Catalog::load(lang, None);
        let keys = help::keys(&catalog);
        assert!(keys.missing.is_empty(), "{lang}: the catalogs lack {:?}", keys.missing);
        assert!(keys.used.len() > 100, "{lang}: only {} keys read", keys.used.len());
        for key in keys.used.iter().map(String::as_str).chain(usage_error::KEYS) {
            // In this language itself, not by falling back to English.
            assert!(catalog.has(key), "{lang} lacks {key}");
            assert!(!catalog.text(key).trim().is_empty(), "{lang}: {key} is blank");
        }
        used.extend(keys.used);
    }
    // And no `cli-` key is left over or mistyped (an optional one would go unread).
    used.extend(usage_error::KEYS.map(String::from));
    let unread: Vec<String> = ids("en", None)
        .into_iter()
        .filter(|k| k.starts_with("cli-") && !used.contains(k))
        .collect();
    assert!(unread.is_empty(), "keys nothing reads: {unread:?}");
}

#[test]
fn the_command_line_definition_holds_no_text_and_its_keys_read_one_way() {
    fn walk(cmd: &clap::Command, path: &str) {
        let name = cmd.get_name();
        assert!(
            name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit()),
            "command {path} {name}: a key would read two ways"
        );
        assert!(
            cmd.get_about().is_none() && cmd.get_long_about().is_none(),
            "{path} {name}: about in the code"
        );
        for arg in cmd.get_arguments() {
            let id = arg.get_id().as_str();
            assert!(
                id.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'),
                "{path} {name} {id}: a key would read two ways"
            );
            assert!(
                arg.get_help().is_none() && arg.get_long_help().is_none(),
                "{path} {name} {id}: help in the code"
            );
            for value in arg.get_possible_values() {
                assert!(
                    value.get_help().is_none(),
                    "{path} {name} {id}: a value's help in the code"
                );
            }
        }
        for sub in cmd.get_subcommands() {
            walk(sub, &format!("{path} {name}"));
        }
    }
    walk(&Cli::command(), "");
}

#[test]
fn help_in_every_language_snapshot() {
    for lang in LANGUAGES {
        for (name, args) in [("grader", vec!["--help"]), ("check", vec!["check", "--help"])] {
            let text = help(&[("GRADER_LANG", lang)], &args);
            insta::with_settings!({ snapshot_path => "snapshots", prepend_module_to_snapshot => false }, {
                insta::assert_snapshot!(format!("help_{name}_{lang}"), text);
            });
        }
    }
}

#[test]
fn check_help_follows_lang_grader_lang_and_the_lang_option() {
    let german = [
        "Aufruf: grader check [OPTIONEN] [ÜBUNG]",
        "Argumente:",
        "Optionen:",
        "Baut deine Übung, führt ihre verborgenen Prüfungen aus",
        "Beispiel: grader check exercise-1",
        "Spielt eine fehlschlagende Verschränkung noch einmal ab",
        "--submission <ORDNER>",
        "[Standard: text]",
        "-h, --help",
        "Zeigt die Hilfe an",
    ];
    let bulgarian = [
        "Употреба: grader check [ОПЦИИ] [УПРАЖНЕНИЕ]",
        "Аргументи:",
        "Опции:",
        "Компилира упражнението ти, пуска скритите му проверки",
        "Пример: grader check exercise-1",
        "Пуска отново едно неуспешно преплитане",
        "--submission <ПАПКА>",
        "[по подразбиране: text]",
        "Показва помощта",
    ];
    let german_by = [
        help(&[("LANG", "de_DE.UTF-8")], &["check", "--help"]),
        help(&[("GRADER_LANG", "bg")], &["--lang", "de", "check", "--help"]),
        help(&[("GRADER_LANG", "bg")], &["check", "--help", "--lang", "de"]),
    ];
    let bulgarian_by = [
        help(&[("GRADER_LANG", "bg")], &["check", "--help"]),
        help(&[("LANG", "de_DE.UTF-8")], &["check", "--lang=bg", "--help"]),
    ];
    for text in &german_by {
        for words in german {
            assert!(text.contains(words), "no {words:?} in:\n{text}");
        }
    }
    for text in &bulgarian_by {
        for words in bulgarian {
            assert!(text.contains(words), "no {words:?} in:\n{text}");
        }
    }
    for text in german_by.iter().chain(&bulgarian_by) {
        for english in CLAP_ENGLISH {
            assert!(!text.contains(english), "{english:?} in:\n{text}");
        }
    }
    // Short help (-h) too, and English when nothing chooses another language.
    grader()
        .env("GRADER_LANG", "de")
        .args(["check", "-h"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Zeigt die Hilfe an (mehr mit '--help')"));
    grader()
        .args(["check", "--help"])
        .assert()
        .success()
        .stdout(predicate::str::contains("Usage: grader check [OPTIONS] [ID]"))
        .stdout(predicate::str::contains("Checks every exercise"));
}

#[test]
fn grader_help_lists_the_commands_in_the_chosen_language() {
    for (lang, words) in [
        (
            "en",
            [
                "Usage: grader [OPTIONS] <COMMAND>",
                "Commands:",
                "Shows the next hint for an exercise",
            ],
        ),
        (
            "de",
            [
                "Aufruf: grader [OPTIONEN] <BEFEHL>",
                "Befehle:",
                "Zeigt den nächsten Tipp zu einer Übung",
            ],
        ),
        (
            "bg",
            [
                "Употреба: grader [ОПЦИИ] <КОМАНДА>",
                "Команди:",
                "Показва следващата подсказка за упражнение",
            ],
        ),
    ] {
        for args in [vec!["--help"], vec!["help"], vec!["-h"]] {
            let text = help(&[("GRADER_LANG", lang)], &args);
            for w in words {
                assert!(text.contains(w), "{lang} {args:?}: no {w:?} in:\n{text}");
            }
        }
    }
    // `grader help COMMAND` is that command's help, a teacher's command included.
    grader()
        .args(["--lang", "bg", "help", "dist"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "За преподаватели: записва хранилището за студентите",
        ))
        .stdout(predicate::str::contains("--course <СОБСТВЕНИК/ХРАНИЛИЩЕ>"));
}

#[test]
fn wrong_usage_is_said_in_the_chosen_language_with_exit_code_2() {
    let says = |lang: &str, args: &[&str], words: &[&str]| {
        let output = grader().env("GRADER_LANG", lang).args(args).output().unwrap();
        let stderr = String::from_utf8(output.stderr).unwrap();
        assert_eq!(output.status.code(), Some(2), "{lang} {args:?}:\n{stderr}");
        for w in words {
            assert!(stderr.contains(w), "{lang} {args:?}: no {w:?} in:\n{stderr}");
        }
    };
    says(
        "en",
        &["check", "exercise-1", "--all"],
        &[
            "error: the argument '[ID]' cannot be used with '--all'",
            "Usage: grader check <ID>",
            "For more information, try '--help'.",
        ],
    );
    says(
        "de",
        &["check", "exercise-1", "--all"],
        &[
            "Fehler: das Argument '[ÜBUNG]' kann nicht zusammen mit '--all' benutzt werden",
            "Aufruf: grader check <ÜBUNG>",
            "Mehr erfährst du mit '--help'.",
        ],
    );
    says(
        "bg",
        &["chek"],
        &[
            "грешка: непозната команда 'chek'",
            "подсказка: има подобна команда: 'check'",
        ],
    );
    says(
        "de",
        &["check", "--al"],
        &["Tipp: es gibt ein ähnliches Argument: '--all'"],
    );
    says(
        "bg",
        &["grade", "--format", "xml"],
        &[
            "невалидна стойност 'xml' за '--format <ФОРМАТ>'",
            "[възможни стойности: text, json, junit",
        ],
    );
    says(
        "de",
        &["dist", "out"],
        &[
            "diese nötigen Argumente fehlen:",
            "--course <BESITZER/REPO>",
            "--ref <COMMIT>",
        ],
    );
    says("bg", &["check", "--format"], &["'--format <ФОРМАТ>' изисква стойност"]);
    // A value clap's parser refuses: the reason is the parser's own (English) words.
    says(
        "de",
        &["grade", "--jobs", "0"],
        &["ungültiger Wert '0' für '--jobs <JOBS>'"],
    );
}
