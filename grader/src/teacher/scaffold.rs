//! What `grader new LESSON SLUG` lays out: a complete, working example exercise whose
//! every placeholder carries [`MARKER`], so that `grader verify SLUG` can list what the
//! teacher still has to write.
//!
//! The example is small but real: `count(items, threads)` counts items on several
//! threads; its check finds the lost update of the example mutant.

/// The command that runs it, `grader new`.
pub mod command;

use super::marker::MARKER;

/// The names one new exercise goes by.
#[derive(Clone, Debug)]
pub struct Names {
    pub lesson: String,
    pub slug: String,
    pub number: u32,
}

impl Names {
    /// `05-refusal`
    pub fn dir(&self) -> String {
        format!("{:02}-{}", self.number, self.slug)
    }

    /// `refusal` as a Rust identifier: `express_first` for `express-first`.
    pub fn ident(&self) -> String {
        self.slug.replace('-', "_")
    }

    fn fill(&self, template: &str) -> String {
        template
            .replace("__LESSON__", &self.lesson)
            .replace("__SLUG__", &self.slug)
            .replace("__IDENT__", &self.ident())
            .replace("__NUMBER__", &self.number.to_string())
            .replace("__DIR__", &self.dir())
            .replace("__MARKER__", MARKER)
    }

    /// Files to create, relative to the workspace root.
    pub fn files(&self) -> Vec<(String, String)> {
        let dir = self.dir();
        let lesson = format!("lessons/{}/{dir}", self.lesson);
        vec![
            (format!("exercises/{dir}/Cargo.toml"), self.fill(STUB_CARGO)),
            (format!("exercises/{dir}/src/lib.rs"), self.fill(STUB_LIB)),
            (format!("exercises/{dir}/src/main.rs"), self.fill(STUB_MAIN)),
            (format!("solutions/{dir}/src/lib.rs"), self.fill(SOLUTION)),
            (format!("{lesson}/checks.rs"), self.fill(CHECKS)),
            (format!("{lesson}/snapshots/output.snap"), self.fill(SNAPSHOT)),
            (
                format!("{lesson}/mutants/{}", crate::teacher::mutants::MANIFEST),
                self.fill(MUTANTS),
            ),
            (
                format!("{lesson}/mutants/example_lost_update.patch"),
                crate::teacher::mutants::diff(&self.fill(SOLUTION), &self.fill(MUTANT)),
            ),
        ]
    }

    /// The `[[exercise]]` entry appended to the lesson's manifest.
    pub fn manifest_entry(&self) -> String {
        self.fill(MANIFEST)
    }

    /// A new lesson's manifest, before its first exercise's entry.
    pub fn lesson_manifest(&self) -> String {
        self.fill(LESSON_MANIFEST)
    }

    /// A new lesson's texts, one per language, relative to the workspace root: its
    /// manifest and catalogs are written as the exercise's are, around them.
    pub fn lesson_files(&self) -> Vec<(String, String)> {
        crate::course::i18n::LANGUAGES
            .iter()
            .map(|lang| {
                let text = match *lang {
                    "de" => LESSON_DE,
                    "bg" => LESSON_BG,
                    _ => LESSON_EN,
                };
                (format!("lessons/{}/lesson.{lang}.md", self.lesson), self.fill(text))
            })
            .collect()
    }

    /// The example check's message, appended to the lesson's catalog in `lang`.
    pub fn messages(&self, lang: &str) -> String {
        let text = match lang {
            "de" => MESSAGES_DE,
            "bg" => MESSAGES_BG,
            _ => MESSAGES_EN,
        };
        self.fill(text)
    }
}

const STUB_CARGO: &str = r#"[package]
name = "__SLUG__"
version = "0.1.0"
edition.workspace = true
publish = false

[dependencies]
conveyor.workspace = true
"#;

const STUB_LIB: &str = r#"//! Exercise __NUMBER__: __MARKER__: what the student builds, in one line.
//!
//! Run it:    cargo run -p __SLUG__
//! Check it:  grader check exercise-__NUMBER__
//! Stuck?     grader hint exercise-__NUMBER__

// __MARKER__: an example stub laid out by `grader new`. Write the exercise's public API
// exactly as the solution has it, each body `todo!()` with `// TODO` comments, and delete
// this comment.

// Threads and locks come from `conveyor`: it is std's on real threads, and lets the
// grader explore every interleaving of your code.
#[allow(unused_imports)]
use conveyor::sync::Mutex;
#[allow(unused_imports)]
use conveyor::thread;

/// Counts `items` on `threads` threads side by side; returns how many were counted.
pub fn count(items: &[u32], threads: usize) -> usize {
    // TODO: share the items out among the threads; each adds what it counted to one total.
    let _ = (items, threads);
    todo!()
}
"#;

const STUB_MAIN: &str = r#"//! Given: __MARKER__: the program the student runs with `cargo run -p __SLUG__`. What it
//! prints is compared with lessons/__LESSON__/__DIR__/snapshots/output.snap.
use __IDENT__::count;

fn main() {
    let orders: Vec<u32> = (1001..=1008).collect();
    println!("{}", count(&orders, 2));
}
"#;

const SOLUTION: &str = r#"//! The reference solution of exercise __NUMBER__.
//!
//! __MARKER__: an example laid out by `grader new`; write the real solution and delete this line.

use conveyor::sync::Mutex;
use conveyor::thread;

pub fn count(items: &[u32], threads: usize) -> usize {
    let total = Mutex::new(0);
    let chunk = items.len().div_ceil(threads.max(1)).max(1);
    thread::scope(|s| {
        for part in items.chunks(chunk) {
            let total = &total;
            s.spawn(move || {
                *total.lock().unwrap() += part.len();
            });
        }
    });
    total.into_inner().unwrap()
}
"#;

const CHECKS: &str = r#"//! Hidden checks of exercise __NUMBER__, __SLUG__.
//!
//! __MARKER__: one example check laid out by `grader new`. Write the exercise's checks
//! (small scenarios, varied in counts and data, each with an oracle), name each in
//! lesson.toml, and delete this line. See docs/writing-checks.md.

use grader_kit::trace::call;
use grader_kit::{Check, Class, Plan, args, fail, label};

use __IDENT__::count;

fn main() {
    grader_kit::main(&[Check {
        name: "example",
        plan: example,
    }]);
}

/// Every item is counted once, however the threads interleave.
fn example(plan: &mut Plan) {
    for (items, threads) in [(4u32, 2usize), (6, 3), (5, 2)] {
        // What a student reads is a catalog key with arguments (label!, fail), never a
        // sentence in code; a call's name is code, as the student wrote it.
        let scenario = label!("__SLUG__-example", "items" => items, "threads" => threads);
        plan.scenario(scenario, move || {
            let list: Vec<u32> = (1..=items).collect();
            let counted = call(format!("count([1..={items}], {threads})"), || {
                count(&list, threads)
            });
            if counted != items as usize {
                fail(
                    Class::LostItem,
                    "__SLUG__-example-lost",
                    args!("items" => items, "counted" => counted),
                );
            }
        });
    }
}
"#;

/// An insta snapshot with nothing in it yet.
const SNAPSHOT: &str = "---\nsource: grader new\nexpression: output\n---\n";

/// The example mutant's entry; its patch is [`MUTANT`] against [`SOLUTION`].
const MUTANTS: &str = r#"# The mutants of this exercise: known wrong programs, each `<name>.patch` of its base
# (`solution` unless it says otherwise). `grader mutant new|edit|save` writes them.

[[mutant]]
name = "example_lost_update"
about = "__MARKER__ (the example of `grader new`): reads the total and writes it back under two locks, so an update can be lost"
class = "lost-item"
check = "example"
"#;

/// The example mutant's source.
const MUTANT: &str = r#"use conveyor::sync::Mutex;
use conveyor::thread;

pub fn count(items: &[u32], threads: usize) -> usize {
    let total = Mutex::new(0);
    let chunk = items.len().div_ceil(threads.max(1)).max(1);
    thread::scope(|s| {
        for part in items.chunks(chunk) {
            let total = &total;
            s.spawn(move || {
                let seen = *total.lock().unwrap();
                *total.lock().unwrap() = seen + part.len();
            });
        }
    });
    total.into_inner().unwrap()
}
"#;

const MANIFEST: &str = r#"
# Exercise __NUMBER__, laid out by `grader new __LESSON__ __SLUG__`: `grader verify __SLUG__` lists
# what is still to write, and each __MARKER__ marks one of those things.
[[exercise]]
number = __NUMBER__
slug = "__SLUG__"
dir = "__DIR__"
points = 10
title = { en = "__MARKER__: the title of __SLUG__", de = "__MARKER__: der Titel von __SLUG__", bg = "__MARKER__: заглавието на __SLUG__" }
search = [
  { scheduler = "pct", seed = 1, depth = 2, iterations = 100 },
  { scheduler = "random", seed = 7, iterations = 400 },
]

[exercise.hints]
en = ["__MARKER__: the first hint, where to start; each further hint goes one step further."]
de = ["__MARKER__: der erste Hinweis, wo man anfängt; jeder weitere geht einen Schritt weiter."]
bg = ["__MARKER__: първата подсказка, откъде да се започне; всяка следваща отива една стъпка по-нататък."]

# The given main's output, compared with snapshots/output.snap.
[[exercise.check]]
name = "output"
kind = "snapshot"

# The example check of checks.rs.
[[exercise.check]]
name = "example"
"#;

/// A new lesson's manifest: its id and title; its exercises follow.
const LESSON_MANIFEST: &str = r#"# The lesson __LESSON__, laid out by `grader new __LESSON__ __SLUG__ --new-lesson`.
id = "__LESSON__"
title = { en = "__MARKER__: the title of the lesson __LESSON__", de = "__MARKER__: der Titel der Lektion __LESSON__", bg = "__MARKER__: заглавието на урока __LESSON__" }
"#;

const LESSON_EN: &str = r#"# __MARKER__: the lesson's title

__MARKER__: what the lesson teaches, and where to practise it: exercise-__NUMBER__, `grader check exercise-__NUMBER__`.
"#;

const LESSON_DE: &str = r#"# __MARKER__: der Titel der Lektion

__MARKER__: was die Lektion lehrt, und wo man es übt: exercise-__NUMBER__, `grader check exercise-__NUMBER__`.
"#;

const LESSON_BG: &str = r#"# __MARKER__: заглавието на урока

__MARKER__: на какво учи урокът и къде се упражнява: exercise-__NUMBER__, `grader check exercise-__NUMBER__`.
"#;

const MESSAGES_EN: &str = r#"
## Exercise __NUMBER__, __SLUG__: __MARKER__ the example check's message, laid out by `grader new`.
__SLUG__-example = { $items } items counted on { $threads } threads
__SLUG__-example-lost = { $items } items went in, but { $counted } were counted: two threads changed the total at the same time, and one update was lost.
"#;

const MESSAGES_DE: &str = r#"
## Übung __NUMBER__, __SLUG__: __MARKER__ die Meldung der Beispielprüfung, angelegt von `grader new`.
__SLUG__-example = { $items } Elemente, gezählt auf { $threads } Threads
__SLUG__-example-lost = { $items } Elemente gingen hinein, aber { $counted } wurden gezählt: Zwei Threads haben die Summe gleichzeitig geändert, und eine Änderung ging verloren.
"#;

const MESSAGES_BG: &str = r#"
## Упражнение __NUMBER__, __SLUG__: __MARKER__ съобщението на примерната проверка, създадено от `grader new`.
__SLUG__-example = { $items } елемента, преброени в { $threads } нишки
__SLUG__-example-lost = Влязоха { $items } елемента, но бяха преброени { $counted }: две нишки промениха сумата едновременно и едната промяна се загуби.
"#;
