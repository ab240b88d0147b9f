//! How a language and a virtual time are written, the same for the grader and for the
//! exercises' programs: the language a given `main` prints in must be the one the grader
//! chose, and a time in a failure the same as in the picture.
//!
//! One source for two crates: `conveyor` includes this file (`#[path]`) rather than
//! depending on this crate, so that a student's `cargo run` of an exercise does not
//! compile serde for it. Only `std` here.

use std::time::Duration;

/// The variable in the environment of a given main the grader runs for its output: a main
/// that asks (conveyor's `given_main`) then runs once on the explorer's virtual clock.
pub const VIRTUAL_MAIN: &str = "GRADER_VIRTUAL_MAIN";

/// The languages the course speaks.
pub const LANGUAGES: [&str; 3] = ["en", "de", "bg"];

/// `de_DE.UTF-8` → `de`; None for a language the course does not speak.
pub fn normalise(value: &str) -> Option<&'static str> {
    let code = value.split(['_', '.', '-', '@']).next()?.to_ascii_lowercase();
    LANGUAGES.into_iter().find(|l| *l == code)
}

/// `flag` if given, else `GRADER_LANG`, else the locale, else English.
pub fn language(flag: Option<&str>) -> &'static str {
    let env = |name: &str| std::env::var(name).ok().filter(|v| !v.is_empty());
    let candidates = [
        flag.map(String::from),
        env("GRADER_LANG"),
        env("LC_ALL"),
        env("LC_MESSAGES"),
        env("LANG"),
    ];
    candidates
        .into_iter()
        .flatten()
        .find_map(|value| normalise(&value))
        .unwrap_or("en")
}

/// A virtual time as the grader shows it: "50 ms", "1.5 ms", "0 ms".
pub fn millis(t: Duration) -> String {
    let micros = t.as_micros();
    if micros.is_multiple_of(1000) {
        format!("{} ms", micros / 1000)
    } else {
        format!("{} ms", micros as f64 / 1000.0)
    }
}
