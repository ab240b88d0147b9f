//! The kit's examples (docs/examples/): a semaphore and a barrier, exercises nobody wrote
//! the grader for. Each is laid into a copy of the course as a teacher would (`grader new`,
//! then the exercise's files), must pass `grader verify`, and every mutant's report must
//! name its cause at the step that matters, with the function to look at, in English,
//! German and Bulgarian (report snapshots).

use crate::common;
use std::path::Path;

/// One example: its folder in docs/examples, its number, and what each mutant's English
/// report must say (the cause the trace shows, and where to look).
struct Example {
    slug: &'static str,
    number: u32,
    must_say: &'static [(&'static str, &'static [&'static str])],
    /// What no English report of it may say: the grader's words its own replace.
    never_says: &'static [&'static str],
}

const SEMAPHORE: Example = Example {
    slug: "semaphore",
    number: 30,
    must_say: &[
        (
            "release_does_not_increment",
            &[
                "Before that, release() ran to its end in main (step 2)",
                "Look at release()",
            ],
        ),
        (
            "notify_before_increment",
            &[
                "was woken at step 6 by the notify at step 5 in release()",
                "look at release()",
            ],
        ),
        (
            "release_forgets_to_notify",
            &[
                "The last call to run to its end since then was release() in main",
                "Look at release()",
                "waits for a permit that no other thread will ever give back",
            ],
        ),
        (
            "if_instead_of_while",
            &["went on without looking again", "finished acquire() at step 6"],
        ),
    ],
    // The exercise's own words for a deadlock (its catalog's semaphore-class-deadlock-why).
    never_says: &["A thread waits for something no other thread will ever do."],
};

const BARRIER: Example = Example {
    slug: "barrier",
    number: 31,
    must_say: &[
        ("last_notifies_one", &["notify_one()"]),
        (
            "last_forgets_to_notify",
            &[
                "The last call to run to its end since then was wait()",
                "Look at wait()",
            ],
        ),
        (
            "waits_for_the_count",
            &[
                "party 1 was woken at step 7 by the notify at step 4",
                "wait() · self.all_here.notify_all()",
            ],
        ),
        ("one_too_few", &["got past the barrier in round 1"]),
    ],
    never_says: &[],
};

/// `grader ARGS` in `root`, in `lang`: exit code and stdout, stderr appended.
fn run(root: &Path, lang: &str, args: &[&str]) -> (i32, String) {
    let output = common::grader()
        .current_dir(root)
        .env("GRADER_LANG", lang)
        .args(args)
        .output()
        .unwrap();
    let text = format!(
        "{}\n{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    (output.status.code().unwrap_or(-1), text)
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// `text` cut at the line that begins with `marker` (what `grader new` appended), if any.
fn cut_at(text: &str, marker: &str) -> String {
    match text.find(marker) {
        Some(at) => text[..at].trim_end().to_string() + "\n",
        None => text.to_string(),
    }
}

/// Lays `example` into the course at `root` as a teacher would: `grader new`, then its files
/// over the example ones `grader new` wrote.
fn lay_out(root: &Path, example: &Example) -> String {
    let (slug, number) = (example.slug, example.number);
    let (code, out) = run(
        root,
        "en",
        &["new", "producer-consumer", slug, "--number", &number.to_string()],
    );
    assert_eq!(code, 0, "{out}");
    let from = common::root().join("docs/examples").join(slug);
    let dir = format!("{number:02}-{slug}");
    let lesson = root.join("lessons/producer-consumer");
    let write = |rel: &str, text: &str| {
        let path = root.join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    let solution = read(&from.join("solution.rs"));
    write(&format!("exercises/{dir}/src/lib.rs"), &read(&from.join("stub.rs")));
    write(&format!("exercises/{dir}/src/main.rs"), &read(&from.join("main.rs")));
    write(&format!("solutions/{dir}/src/lib.rs"), &solution);
    let here = format!("lessons/producer-consumer/{dir}");
    write(&format!("{here}/checks.rs"), &read(&from.join("checks.rs")));
    write(
        &format!("{here}/snapshots/output.snap"),
        &read(&from.join("output.snap")),
    );
    // The mutants, patches of the solution as in the course, in place of `grader new`'s.
    std::fs::remove_dir_all(root.join(format!("{here}/mutants"))).unwrap();
    write(
        &format!("{here}/mutants/mutants.toml"),
        &read(&from.join("mutants.toml")),
    );
    for (name, _) in example.must_say {
        let patch = read(&from.join(format!("mutants/{name}.patch")));
        write(&format!("{here}/mutants/{name}.patch"), &patch);
        // The file a student would hand in, for `grader check --file`.
        let mutant = grader::teacher::mutants::apply(&solution, &patch).unwrap_or_else(|e| panic!("{name}: {e}"));
        write(&format!("handed-in/{name}.rs"), &mutant);
    }
    // The manifest entry and the texts in place of `grader new`'s examples.
    let manifest = lesson.join("lesson.toml");
    let entry = format!("\n# Exercise {number}, laid out by");
    std::fs::write(
        &manifest,
        cut_at(&read(&manifest), &entry) + &read(&from.join("manifest.toml")),
    )
    .unwrap();
    for (lang, word) in [("en", "Exercise"), ("de", "Übung"), ("bg", "Упражнение")] {
        let catalog = lesson.join(format!("locales/{lang}.ftl"));
        let marker = format!("\n## {word} {number}, {slug}:");
        let messages = read(&from.join(format!("messages.{lang}.ftl")));
        std::fs::write(&catalog, cut_at(&read(&catalog), &marker) + &messages).unwrap();
    }
    format!("exercise-{number}")
}

/// The report with what changes from run to run left out: the replay token.
fn stable(report: &str) -> String {
    report
        .lines()
        .map(|l| if l.contains("--replay") { "    (replay)" } else { l })
        .collect::<Vec<_>>()
        .join("\n")
}

fn every_mutant_is_explained_at_the_right_step(example: &Example) {
    let ws = common::Copy::new();
    let root = ws.root();
    let id = lay_out(root, example);
    let (code, out) = run(root, "en", &["verify", &id]);
    assert_eq!(code, 0, "grader verify {id}:\n{out}");
    let mut missing = Vec::new();
    for (name, says) in example.must_say {
        for lang in ["en", "de", "bg"] {
            let file = format!("handed-in/{name}.rs");
            let (code, out) = run(root, lang, &["check", &id, "--file", &file]);
            assert_eq!(code, 1, "{name} in {lang} should fail:\n{out}");
            let report = stable(&out);
            if lang == "en" {
                for said in *says {
                    if !report.contains(said) {
                        missing.push(format!("{name}: no {said:?} in\n{report}"));
                    }
                }
                for said in example.never_says {
                    if report.contains(said) {
                        missing.push(format!("{name}: {said:?}, the grader's own words, in\n{report}"));
                    }
                }
            }
            insta::with_settings!({ snapshot_path => "snapshots", prepend_module_to_snapshot => false }, {
                insta::assert_snapshot!(format!("example_{}_{name}_{lang}", example.slug), report);
            });
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n\n"));
}

#[test]
fn the_semaphore_example() {
    every_mutant_is_explained_at_the_right_step(&SEMAPHORE);
}

#[test]
fn the_barrier_example() {
    every_mutant_is_explained_at_the_right_step(&BARRIER);
}
