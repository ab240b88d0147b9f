//! The kit's examples (docs/examples/): a semaphore, a barrier and a readers–writer lock,
//! exercises nobody wrote the grader for. Each is laid into a copy of the course as a
//! teacher would (`grader new`, the lock with a lesson of its own, then the exercise's
//! files), must pass `grader verify`, and every mutant's report must name its cause at the
//! step that matters, with the function to look at, in English, German and Bulgarian
//! (report snapshots); so must the replays a teacher once found told wrong.

use crate::common;
use std::path::Path;

/// One example: its folder in docs/examples, its number, and what each mutant's English
/// report must say (the cause the trace shows, and where to look; a text that begins with
/// `!` is one it must not say).
struct Example {
    slug: &'static str,
    number: u32,
    /// The lesson it is laid into; one its folder has a `lesson.toml` for is new.
    lesson: &'static str,
    must_say: &'static [(&'static str, &'static [&'static str])],
    /// What no English report of it may say: the grader's words its own replace.
    never_says: &'static [&'static str],
    /// Interleavings replayed (mutant, `--replay` argument, what its report must say).
    replays: &'static [(&'static str, &'static str, &'static [&'static str])],
}

const SEMAPHORE: Example = Example {
    slug: "semaphore",
    number: 30,
    lesson: "producer-consumer",
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
    replays: &[],
};

const BARRIER: Example = Example {
    slug: "barrier",
    number: 31,
    lesson: "producer-consumer",
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
    replays: &[],
};

/// A teacher's exercise, in a lesson of its own: the mutants whose explanations were once
/// wrong (the wrong thread named as holding a lock, a missing notify blamed on the first
/// call since the wait, a lost update told as a missing notify, a busy wait marked in the
/// wrong call or thread, a lost wake-up that pointed at the waiter and named no condvar, a
/// wait its timeout ended drawn as waiting forever, a cycle of locks without its places).
const RW_LOCK: Example = Example {
    slug: "rw-lock",
    number: 32,
    lesson: "monitors",
    must_say: &[
        (
            "reader_waits_holding_count",
            &["that reader 1 took (self.readers, line 29)", "Look at read_lock()"],
        ),
        (
            "last_reader_forgets_writer",
            &[
                "Nobody notified the Condvar self.writer_may",
                "The last call to run to its end since then was read_unlock() in reader 1",
                "Look at read_unlock()",
            ],
        ),
        (
            "reader_leaves_in_two_steps",
            &[
                "lets go of the lock (self.state, line 46)",
                "takes the lock again (self.state, line 47)",
                "in between, reader 2 changed what that lock guards, in read_unlock()",
                "a notify would not bring it back",
                "Look at read_unlock()",
                "!that is where the notify is missing",
            ],
        ),
        (
            "writer_spins",
            &[
                "write_lock() ✗",
                "Look at write_lock()",
                "!write_unlock() ✗",
                "!Look at write_unlock()",
            ],
        ),
        (
            "reader_naps",
            &["read_lock() ✗", "Look at read_lock()", "!join() returns at t=4 ms ✗"],
        ),
        (
            "writer_wakes_one_reader",
            &[
                "The self.readers_may.notify_one() at step 7 woke only reader 1",
                "self.readers_may.notify_one()\n",
                "self.writer_may.notify_one()\n",
                "Look at write_unlock()",
                "!Look at read_lock()",
            ],
        ),
        (
            "writer_waits_with_timeout",
            &[
                "self.writer_may.wait_timeout(10 ms) times out at t=10 ms ⏱",
                "writer waited in write_lock() from step 3 until its timeout ran out at t=10 ms",
                "Look at read_unlock()",
                "!⏸ waits forever",
            ],
        ),
        (
            "writer_locks_readers_first",
            &[
                "reader 1 holds lock A (self.writer, line 29) and waits for lock B (self.readers, line 35)",
                "writer holds lock B (self.readers, line 47) and waits for lock A (self.writer, line 51)",
            ],
        ),
    ],
    // The exercise's own words for a deadlock (its catalog's rw-lock-class-deadlock-why).
    never_says: &["A thread waits for something no other thread will ever do."],
    replays: &[
        (
            "reader_waits_holding_count",
            "writer-alone:1:910214000060db962491a40d",
            &[
                "reader 2 waits for a lock (self.readers, line 38) that reader 1 took (self.readers, line 29)",
                "Look at read_lock()",
                "!that writer 1",
            ],
        ),
        (
            "last_reader_forgets_writer",
            "writer-alone:1:9102130000605b1249db2401",
            &[
                "The last call to run to its end since then was read_unlock() in reader 1 (step 7)",
                "Look at read_unlock()",
                "!Look at read_lock()",
            ],
        ),
    ],
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

/// Lays `example` into the course at `root` as a teacher would: `grader new` (with
/// `--new-lesson` where the example begins its lesson), then its files over the example ones
/// `grader new` wrote.
fn lay_out(root: &Path, example: &Example) -> String {
    let (slug, number, lesson_id) = (example.slug, example.number, example.lesson);
    let from = common::root().join("docs/examples").join(slug);
    let new_lesson = from.join("lesson.toml").is_file();
    let number_arg = number.to_string();
    let mut args = vec!["new", lesson_id, slug, "--number", &number_arg];
    if new_lesson {
        args.push("--new-lesson");
    }
    let (code, out) = run(root, "en", &args);
    assert_eq!(code, 0, "{out}");
    let dir = format!("{number:02}-{slug}");
    let lesson = root.join("lessons").join(lesson_id);
    let write = |rel: &str, text: &str| {
        let path = root.join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    let solution = read(&from.join("solution.rs"));
    write(&format!("exercises/{dir}/src/lib.rs"), &read(&from.join("stub.rs")));
    write(&format!("exercises/{dir}/src/main.rs"), &read(&from.join("main.rs")));
    write(&format!("solutions/{dir}/src/lib.rs"), &solution);
    let here = format!("lessons/{lesson_id}/{dir}");
    write(&format!("{here}/checks.rs"), &read(&from.join("checks.rs")));
    write(
        &format!("{here}/snapshots/output.snap"),
        &read(&from.join("output.snap")),
    );
    // Other correct shapes, where the example has some: a mutant's base may be one.
    if let Ok(alternatives) = std::fs::read_dir(from.join("alternatives")) {
        for file in alternatives.flatten() {
            let name = file.file_name().to_string_lossy().to_string();
            write(&format!("{here}/alternatives/{name}"), &read(&file.path()));
        }
    }
    // The mutants, patches of their base as in the course, in place of `grader new`'s.
    std::fs::remove_dir_all(root.join(format!("{here}/mutants"))).unwrap();
    write(
        &format!("{here}/mutants/mutants.toml"),
        &read(&from.join("mutants.toml")),
    );
    let entries = grader::teacher::mutants::read_manifest(&from.join("mutants.toml")).unwrap();
    for (name, _) in example.must_say {
        let patch = read(&from.join(format!("mutants/{name}.patch")));
        write(&format!("{here}/mutants/{name}.patch"), &patch);
        let base = match entries.iter().find(|e| e.name == *name).map(|e| e.base.as_str()) {
            Some("solution") | None => solution.clone(),
            Some(other) => read(&from.join(other)),
        };
        // The file a student would hand in, for `grader check --file`.
        let mutant = grader::teacher::mutants::apply(&base, &patch).unwrap_or_else(|e| panic!("{name}: {e}"));
        write(&format!("handed-in/{name}.rs"), &mutant);
    }
    // The manifest entry and the texts in place of `grader new`'s examples; a new lesson's
    // own title and texts in place of its placeholders.
    let manifest = lesson.join("lesson.toml");
    let head = if new_lesson {
        read(&from.join("lesson.toml"))
    } else {
        cut_at(&read(&manifest), &format!("\n# Exercise {number}, laid out by"))
    };
    std::fs::write(&manifest, head + &read(&from.join("manifest.toml"))).unwrap();
    for (lang, word) in [("en", "Exercise"), ("de", "Übung"), ("bg", "Упражнение")] {
        let catalog = lesson.join(format!("locales/{lang}.ftl"));
        let marker = format!("\n## {word} {number}, {slug}:");
        let messages = read(&from.join(format!("messages.{lang}.ftl")));
        std::fs::write(&catalog, cut_at(&read(&catalog), &marker) + &messages).unwrap();
        if new_lesson {
            let text = read(&from.join(format!("lesson.{lang}.md")));
            std::fs::write(lesson.join(format!("lesson.{lang}.md")), text).unwrap();
        }
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
                missing.extend(unsaid(name, &report, says));
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
    for (name, replay, says) in example.replays {
        for lang in ["en", "de", "bg"] {
            let file = format!("handed-in/{name}.rs");
            let (code, out) = run(root, lang, &["check", &id, "--file", &file, "--replay", replay]);
            assert_eq!(code, 1, "{name} replayed in {lang} should fail:\n{out}");
            let report = stable(&out);
            if lang == "en" {
                missing.extend(unsaid(name, &report, says));
            }
            insta::with_settings!({ snapshot_path => "snapshots", prepend_module_to_snapshot => false }, {
                insta::assert_snapshot!(format!("example_{}_{name}_replayed_{lang}", example.slug), report);
            });
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n\n"));
}

/// What `report` should say and does not, or says and should not (a text that begins
/// with `!`), each a line for the test's failure.
fn unsaid(name: &str, report: &str, says: &[&str]) -> Vec<String> {
    says.iter()
        .filter_map(|said| match said.strip_prefix('!') {
            Some(never) => report
                .contains(never)
                .then(|| format!("{name}: {never:?}, which it must not say, in\n{report}")),
            None => (!report.contains(said)).then(|| format!("{name}: no {said:?} in\n{report}")),
        })
        .collect()
}

#[test]
fn the_semaphore_example() {
    every_mutant_is_explained_at_the_right_step(&SEMAPHORE);
}

#[test]
fn the_barrier_example() {
    every_mutant_is_explained_at_the_right_step(&BARRIER);
}

#[test]
fn the_readers_writer_lock_example() {
    every_mutant_is_explained_at_the_right_step(&RW_LOCK);
}
