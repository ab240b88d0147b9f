//! `grader verify`: the teacher's proof that an exercise's checks are worth having.
//! The stub must fail as `not-done`, the solution must pass every check, and every
//! mutant must fail with the class its entry in mutants.toml declares (by the check it
//! names, if any), and the failure shown in full must be of that class. A mutant whose
//! patch no longer applies, an entry without a patch and a patch without an entry fail.
//! For an exercise still being written (`grader new`), it also lists what is missing.

/// The command that runs it, `grader verify`.
pub mod command;
pub mod row;

pub use row::Row;

use crate::course::i18n::{Catalog, LANGUAGES};
use crate::course::manifest::{CheckKind, Exercise, ExerciseKind, Lesson};
use crate::course::workspace::Workspace;
use crate::engine::snapshot;
use crate::engine::{self, Candidate, Options};
use crate::teacher::marker;
use crate::verdict::{CheckStatus, ExerciseVerdict, Status};
use grader_report::{Class, args};
use std::path::{Path, PathBuf};

/// The `.rs` files of one of the exercise's lesson folders, sorted.
pub(crate) fn files_in(ws: &Workspace, lesson: &Lesson, ex: &Exercise, folder: &str) -> Vec<PathBuf> {
    let dir = ws.lesson_exercise_dir(lesson, ex).join(folder);
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect();
    files.sort();
    files
}

pub fn verify(
    ws: &Workspace,
    lesson: &Lesson,
    ex: &Exercise,
    catalog: &Catalog,
    mut progress: impl FnMut(&Row),
) -> Vec<Row> {
    if let Some(quiz) = &ex.quiz {
        return verify_quiz(ws, lesson, ex, quiz, catalog, progress);
    }
    let verifying = Verifying {
        ws,
        lesson,
        ex,
        catalog,
        options: Options {
            settings: engine::Settings {
                trusted: true,
                ..Default::default()
            },
            // Every candidate is another file: built once by its contents, so that the
            // next verify (the teacher's next edit) and other commands grading the same
            // file (a mutant's replay) find its programs, instead of incremental caches of
            // the last file only.
            reuse: crate::compile::Reuse::Class,
            ..Options::in_slot(crate::compile::Slot::Verify)
        },
    };
    let mut rows = Vec::new();
    let mut push = |row: Row| {
        progress(&row);
        rows.push(row);
    };
    let stub_verdict = verifying.stub(&mut push);
    let mut runs = vec![stub_verdict.clone()];
    runs.extend(verifying.correct_shapes(&mut push));
    let (mutant_runs, caught_by, any_mutant) = verifying.mutants(&mut push);
    runs.extend(mutant_runs);
    for row in untranslated(ws, lesson, ex, catalog, &runs) {
        push(row);
    }
    for row in still_to_write(ws, lesson, ex, catalog, &stub_verdict, any_mutant, &caught_by) {
        push(row);
    }
    rows
}

/// One exercise being verified: what every candidate of it is graded with.
struct Verifying<'a> {
    ws: &'a Workspace,
    lesson: &'a Lesson,
    ex: &'a Exercise,
    catalog: &'a Catalog,
    options: Options,
}

impl Verifying<'_> {
    fn grade(&self, file: &Path, options: &Options) -> ExerciseVerdict {
        let candidate = Candidate {
            lesson: self.lesson,
            exercise: self.ex,
            file,
            shown_as: None,
            copied_from: None,
        };
        engine::grade(self.ws, &candidate, options, self.catalog, &mut |_| {})
    }

    fn row(&self, candidate: String, expected: String, got: String, ok: bool) -> Row {
        Row {
            exercise: self.ex.id(),
            candidate,
            expected,
            got,
            ok,
        }
    }

    /// The stub fails with its class (its output compared too, to show that the output
    /// check can fail); a `fix` exercise's stub is the given program. Its verdict.
    fn stub(&self, push: &mut impl FnMut(Row)) -> ExerciseVerdict {
        let (ws, ex, catalog) = (self.ws, self.ex, self.catalog);
        let stub = ws.student_file(ex);
        let mut always = self.options.clone();
        always.settings.compare_output_always = true;
        let v = self.grade(&stub, &always);
        // A stub of todo!()s fails as not-done; the given program of a `fix` exercise fails
        // with the class of its bug.
        let want = ex.stub_class();
        push(self.row(
            ws.show(&stub),
            want.map_or_else(|| catalog.text("verify-fix-no-stub-class"), |c| c.id().to_string()),
            describe(&v),
            v.status == Status::Fail && want.is_some() && v.class == want,
        ));
        if ex.kind == ExerciseKind::Fix {
            // `check` shows the student's changes against given.rs: the stub must be it.
            let given = ws.given_file(self.lesson, ex);
            let same = std::fs::read_to_string(&given).ok() == std::fs::read_to_string(&stub).ok();
            push(self.row(
                ws.show(&given),
                catalog.text("verify-fix-stub-is-given"),
                if same {
                    catalog.text("verify-fix-stub-is-given")
                } else {
                    catalog.text("verify-fix-stub-differs")
                },
                same,
            ));
        }
        v
    }

    /// The solution first, then correct solutions of other shapes: the checks must test
    /// behaviour, not one design. Between them, the checks the manifest runs are the checks
    /// checks.rs has. Their verdicts.
    fn correct_shapes(&self, push: &mut impl FnMut(Row)) -> Vec<ExerciseVerdict> {
        let (ws, lesson, ex) = (self.ws, self.lesson, self.ex);
        let alternatives = files_in(ws, lesson, ex, "alternatives");
        let mut runs = Vec::new();
        for (n, file) in std::iter::once(ws.solution_file(ex)).chain(alternatives).enumerate() {
            let v = self.grade(&file, &self.options);
            push(self.row(ws.show(&file), "pass".into(), describe(&v), v.status == Status::Pass));
            runs.push(v);
            if n == 0 {
                for row in crate::teacher::check_names::rows(ws, lesson, ex, self.catalog) {
                    push(row);
                }
            }
        }
        runs
    }

    /// Every mutant fails with its class, by its check, shown first and explained. The
    /// verdicts of all, those of the mutants a teacher wrote (not the example of `grader
    /// new`), and whether there was any.
    fn mutants(&self, push: &mut impl FnMut(Row)) -> (Vec<ExerciseVerdict>, Vec<ExerciseVerdict>, bool) {
        let ws = self.ws;
        let mutants = crate::teacher::mutants::load(ws, self.lesson, self.ex);
        let mut runs = Vec::new();
        let mut caught_by = Vec::new();
        let any_mutant = !mutants.list.is_empty();
        if mutants.list.is_empty() && mutants.problems.is_empty() {
            push(self.row("mutants/".into(), "at least one mutant".into(), "none".into(), false));
        }
        for problem in &mutants.problems {
            push(self.row(
                ws.show(&problem.file),
                "a patch with its entry".into(),
                problem.error.clone(),
                false,
            ));
        }
        for m in &mutants.list {
            // Shown by its patch; graded from its source, written out, whose lines the
            // messages name.
            let file = match m.write() {
                Ok(file) => file,
                Err(e) => {
                    push(self.row(
                        ws.show(&m.patch),
                        format!("a patch of {}", ws.show(&m.base)),
                        e.to_string(),
                        false,
                    ));
                    continue;
                }
            };
            let v = self.grade(&file, &self.options);
            push(self.mutant_row(m, &v));
            if !m.is_example() {
                caught_by.push(v.clone());
            }
            runs.push(v);
        }
        (runs, caught_by, any_mutant)
    }

    /// The row of mutant `m`, graded as `v`.
    fn mutant_row(&self, m: &crate::teacher::mutants::Mutant, v: &ExerciseVerdict) -> Row {
        // The check a student reads in full must name the mutant's bug, not only
        // some check further down the list.
        let shown_right = v.class == Some(m.class);
        let caught = shown_right
            && match &m.check {
                Some(name) => v
                    .checks
                    .iter()
                    .any(|c| c.name == *name && c.status == CheckStatus::Fail && c.class == Some(m.class)),
                None => {
                    v.failing_classes().contains(&m.class)
                        || (v.checks.iter().all(|c| c.status == CheckStatus::Skip) && v.class == Some(m.class))
                }
            };
        let expected = match &m.check {
            Some(name) => format!("{} ({name}), shown first", m.class.id()),
            None => format!("{}, shown first", m.class.id()),
        };
        // Caught is not enough: the student must be able to read why.
        let unexplained = unexplained(v, self.ex, self.catalog);
        let got = match &unexplained {
            Some(why) => format!("{}: {why}", describe(v)),
            None => describe(v),
        };
        self.row(
            self.ws.show(&m.patch),
            expected,
            got,
            v.status == Status::Fail && caught && unexplained.is_none(),
        )
    }
}

/// A row per message key or thread role that a check uses and a language lacks: the
/// student would read the raw key, or the role in English (see `text_gaps`).
fn untranslated(
    ws: &Workspace,
    lesson: &Lesson,
    ex: &Exercise,
    catalog: &Catalog,
    runs: &[ExerciseVerdict],
) -> Vec<Row> {
    use crate::teacher::text_gaps;
    let checks = ws.lesson_exercise_dir(lesson, ex).join("checks.rs");
    let names: Vec<String> = ex.checks.iter().map(|c| c.name.clone()).collect();
    let source = std::fs::read_to_string(&checks).unwrap_or_default();
    let mut used = text_gaps::used_in_source(&source, &names);
    let shown = ws.show(&checks);
    for u in &mut used {
        u.at = format!("{}{}", shown.trim_end_matches("checks.rs"), u.at);
    }
    for u in text_gaps::used_in_runs(&runs.iter().collect::<Vec<_>>()) {
        if !used.iter().any(|known| known.key == u.key) {
            let at = catalog.get("verify-gap-check", &args!("check" => u.at));
            used.push(text_gaps::Used { at, ..u });
        }
    }
    let catalogs = LANGUAGES
        .iter()
        .map(|lang| (*lang, Catalog::load(lang, Some(&ws.lessons_dir()))))
        .collect();
    let locales = ws.lessons_dir().join(&lesson.id).join("locales");
    text_gaps::missing(&used, &catalogs, ex.draft)
        .into_iter()
        .map(|gap| {
            let file = ws.show(&locales.join(format!("{}.ftl", gap.lang)));
            let (expected, got) = match gap.used.key.strip_prefix("thread-") {
                Some(role) => (
                    catalog.get(
                        "verify-gap-role",
                        &args!("role" => role, "key" => gap.used.key, "lang" => gap.lang, "file" => file),
                    ),
                    catalog.text("verify-gap-role-missing"),
                ),
                None => (
                    catalog.get(
                        "verify-gap-key",
                        &args!("key" => gap.used.key, "lang" => gap.lang, "file" => file),
                    ),
                    catalog.get("verify-gap-key-missing", &args!("key" => gap.used.key)),
                ),
            };
            Row {
                exercise: ex.id(),
                candidate: format!("{}: {}", gap.used.at, gap.used.key),
                expected,
                got,
                ok: false,
            }
        })
        .collect()
}

/// What verify reminds of without failing: an exercise the lesson text (in some language)
/// or the README's table of exercises does not mention, and a draft's missing languages.
pub fn reminders(ws: &Workspace, lesson: &Lesson, ex: &Exercise, catalog: &Catalog) -> Vec<String> {
    let mut out = Vec::new();
    let id = ex.id();
    let manifest = ws.show(&ws.lessons_dir().join(&lesson.id).join("lesson.toml"));
    if ex.draft {
        out.push(catalog.get("verify-draft", &args!("id" => id, "file" => manifest)));
    }
    // `exercise-1` but not `exercise-12`.
    let mentions = |text: &str| {
        text.match_indices(&id)
            .any(|(at, _)| !text[at + id.len()..].starts_with(|c: char| c.is_ascii_digit()))
    };
    for lang in LANGUAGES.iter().copied() {
        let file = ws.lessons_dir().join(&lesson.id).join(format!("lesson.{lang}.md"));
        if !std::fs::read_to_string(&file).is_ok_and(|t| mentions(&t)) && (!ex.draft || lang == "en") {
            out.push(catalog.get("verify-reminder-lesson", &args!("id" => id, "file" => ws.show(&file))));
        }
    }
    // The README's table lists what a student builds; a quiz has no crate there.
    let readme = ws.root.join("README.md");
    let row = format!("| {} | `{}` |", ex.number, ex.slug);
    if ex.kind != ExerciseKind::Quiz
        && readme.is_file()
        && !std::fs::read_to_string(&readme).is_ok_and(|t| t.lines().any(|l| l.starts_with(&row)))
    {
        out.push(catalog.get(
            "verify-reminder-readme",
            &args!("id" => id, "number" => ex.number, "slug" => ex.slug, "file" => ws.show(&readme)),
        ));
    }
    out
}

/// What is missing for the failure a student reads first to be explained, if anything:
/// a check that fails with the verdict's class has a message; an explored one has a
/// replay command of this exercise and a timeline whose every row names its thread; the
/// output check has its diff. How long a timeline may be is not judged here: the larger
/// scenarios of exercises 6, 7, 15 and 16 fail with more rows than exercises 1–4, whose
/// screen-sized timelines `tests/it/explain.rs` shows. A failure before any check ran (refused, not
/// compiled) has the verdict's message.
fn unexplained(v: &ExerciseVerdict, ex: &Exercise, catalog: &Catalog) -> Option<String> {
    let missing = |what: &str| Some(catalog.get("verify-unexplained", &args!("what" => catalog.text(what))));
    let Some(first) = v
        .checks
        .iter()
        .find(|c| c.status == CheckStatus::Fail && c.class.is_some() && c.class == v.class)
    else {
        return v
            .message
            .is_none()
            .then(|| missing("verify-unexplained-message"))
            .flatten();
    };
    if first.message.is_none() {
        return missing("verify-unexplained-message");
    }
    let compared = ex
        .checks
        .iter()
        .any(|s| s.kind == CheckKind::Snapshot && s.name == first.name);
    if compared {
        let diffed = first.diff.is_some() || first.class != Some(Class::WrongOutput);
        return (!diffed).then(|| missing("verify-unexplained-diff")).flatten();
    }
    // Real threads leave no schedule to replay: what they did is told by the message.
    if first
        .failure
        .as_ref()
        .is_some_and(|f| f.search == grader_report::channel::REAL_THREADS)
    {
        return None;
    }
    // `grader check ID [--file PATH] --replay …`: a mutant is not the exercise's own file.
    let this_exercise = format!("grader check {} ", ex.id());
    if !first
        .replay
        .as_deref()
        .is_some_and(|r| r.starts_with(&this_exercise) && r.contains(" --replay "))
    {
        return missing("verify-unexplained-replay");
    }
    // A folded stretch (step 0) stands for several threads' steps and names none.
    if first.timeline.iter().any(|r| r.step != 0 && r.thread.is_empty()) {
        return missing("verify-unexplained-timeline");
    }
    None
}

/// A verdict in a few words: `pass`, or the failing checks' classes.
fn describe(v: &ExerciseVerdict) -> String {
    match v.status {
        Status::Pass => "pass".to_string(),
        // The exercise's own message, else the first check's that could not be run: an
        // error without its words cannot be acted on.
        Status::Error => {
            let check = v.checks.iter().find_map(|c| {
                let message = c
                    .message
                    .as_deref()
                    .filter(|_| c.class.is_none() && c.status == CheckStatus::Fail)?;
                Some(format!("{}: {message}", c.name))
            });
            format!("error: {}", v.message.clone().or(check).unwrap_or_default())
        }
        Status::Fail => {
            let failing: Vec<String> = v
                .checks
                .iter()
                .filter(|c| c.status == CheckStatus::Fail)
                .map(|c| format!("{} ({})", c.class.map(|k| k.id()).unwrap_or("?"), c.name))
                .collect();
            if failing.is_empty() {
                v.class.map(|c| c.id().to_string()).unwrap_or_default()
            } else {
                failing.join(", ")
            }
        }
    }
}

/// A quiz: the answers file as handed out fails as `not-done` and lists every question,
/// the right answers of quiz.toml pass with every point, and every wrong answer the
/// quiz knows of (each other option, each other line, each known mistake) fails as
/// `wrong-answer` without its message giving the right answer away.
fn verify_quiz(
    ws: &Workspace,
    lesson: &Lesson,
    ex: &Exercise,
    quiz: &crate::course::quiz::Quiz,
    catalog: &Catalog,
    mut progress: impl FnMut(&Row),
) -> Vec<Row> {
    use crate::course::quiz::{Answers, Given};
    let mut rows = Vec::new();
    let mut push = |row: Row| {
        progress(&row);
        rows.push(row);
    };
    let row = |candidate: String, expected: &str, got: String, ok: bool| Row {
        exercise: ex.id(),
        candidate,
        expected: expected.to_string(),
        got,
        ok,
    };
    let grade_file = |file: &Path| crate::course::quiz::grade(ws, ex, quiz, file, catalog);

    if !quiz.has_answers() {
        let file = ws.show(&ws.lesson_exercise_dir(lesson, ex).join(crate::course::quiz::QUIZ_FILE));
        push(row(file, "the answers", "none: a student's copy".into(), false));
        return rows;
    }
    let stub = ws.student_file(ex);
    let v = grade_file(&stub);
    let not_done = v.status == Status::Fail && v.checks.iter().all(|c| c.class == Some(Class::NotDone));
    push(row(ws.show(&stub), "not-done", describe(&v), not_done));
    let listed = Answers::read(&stub).is_ok_and(|a| quiz.questions.iter().all(|q| a.values.contains_key(&q.id)));
    push(row(
        ws.show(&stub),
        "every question's key",
        if listed { "listed" } else { "a key is missing" }.into(),
        listed,
    ));
    let stub_verdict = v;

    let scratch = ws.scratch_dir().join("verify").join(&ex.dir);
    let questions = ws.show(&ws.lesson_exercise_dir(lesson, ex).join(crate::course::quiz::QUIZ_FILE));
    let write = |name: &str, text: &str| -> std::io::Result<std::path::PathBuf> {
        std::fs::create_dir_all(&scratch)?;
        let file = scratch.join(name);
        std::fs::write(&file, text)?;
        Ok(file)
    };
    match write("right.toml", &crate::course::quiz::right_answers(quiz, ex)) {
        Ok(file) => {
            let v = grade_file(&file);
            let ok = v.status == Status::Pass && v.points == v.max_points;
            push(row(format!("{questions}: answers"), "pass", describe(&v), ok));
        }
        Err(e) => push(row(format!("{questions}: answers"), "pass", e.to_string(), false)),
    }

    // Wrong set k answers every question with its k-th known wrong answer (the last
    // one again where it knows fewer).
    let wrong: Vec<Vec<Given>> = quiz.questions.iter().map(|q| q.wrong_answers()).collect();
    for (q, known) in quiz.questions.iter().zip(&wrong) {
        if known.is_empty() {
            push(row(
                format!("{questions}: {}", q.id),
                "a known wrong answer ([[question.mistake]])",
                "none".into(),
                false,
            ));
        }
    }
    let sets = wrong.iter().map(Vec::len).max().unwrap_or(0);
    for k in 0..sets {
        let mut answers = Answers::default();
        for (q, known) in quiz.questions.iter().zip(&wrong) {
            if let Some(given) = known.get(k).or(known.last()) {
                answers.set(q, given);
            }
        }
        let candidate = format!("{questions}: wrong answers {}", k + 1);
        let file = match write(&format!("wrong-{}.toml", k + 1), &answers.render(quiz, "#")) {
            Ok(file) => file,
            Err(e) => {
                push(row(candidate, "wrong-answer", e.to_string(), false));
                continue;
            }
        };
        let v = grade_file(&file);
        // A right answer of more than one character, found in a failure message, gives it away.
        let leaks: Vec<&str> = quiz
            .questions
            .iter()
            .zip(&v.checks)
            .filter(|(q, c)| {
                let right = q.right();
                if matches!(right, Given::Line(_) | Given::Choice(_)) {
                    return false;
                }
                c.message.as_ref().is_some_and(|m| m.contains(&right.show()))
            })
            .map(|(q, _)| q.id.as_str())
            .collect();
        let all_wrong = v.checks.iter().zip(&wrong).all(|(c, known)| {
            known.is_empty() || (c.status == CheckStatus::Fail && c.class == Some(Class::WrongAnswer))
        });
        let got = if leaks.is_empty() {
            describe(&v)
        } else {
            format!("the message of {} gives the answer away", leaks.join(", "))
        };
        push(row(
            candidate,
            "wrong-answer",
            got,
            all_wrong && leaks.is_empty() && v.points == 0,
        ));
    }
    for gap in still_to_write(ws, lesson, ex, catalog, &stub_verdict, false, &[]) {
        push(gap);
    }
    rows
}

/// What a teacher still has to write, as rows that fail: placeholders of `grader new`,
/// languages without a title or hints, no checks, an empty snapshot, no mutant of their
/// own, a check that never fails. None for a complete exercise.
fn still_to_write(
    ws: &Workspace,
    lesson: &Lesson,
    ex: &Exercise,
    catalog: &Catalog,
    stub: &ExerciseVerdict,
    any_mutant: bool,
    mutants: &[ExerciseVerdict],
) -> Vec<Row> {
    let mut rows = Vec::new();
    let mut gap = |candidate: String, expected: &str, got: String| {
        rows.push(Row {
            exercise: ex.id(),
            candidate,
            expected: catalog.text(expected),
            got,
            ok: false,
        })
    };
    let here = ws.lesson_exercise_dir(lesson, ex);
    let manifest = format!("{}/lesson.toml", ws.show(&ws.lessons_dir().join(&lesson.id)));

    // Files that still hold the example of `grader new`.
    let given_main = ws.exercise_dir(ex).join("src/main.rs");
    for file in [
        ws.student_file(ex),
        given_main,
        ws.solution_file(ex),
        here.join("checks.rs"),
    ] {
        if std::fs::read_to_string(&file).is_ok_and(|t| marker::is_example(&t)) {
            gap(ws.show(&file), "verify-gap-own", catalog.text("verify-gap-example"));
        }
    }
    // The lesson's own title and texts, where `grader new --new-lesson` laid them out.
    if lesson.title.values().any(|t| marker::is_example(t)) {
        gap(
            format!("{manifest}: title"),
            "verify-gap-lesson",
            catalog.text("verify-gap-example"),
        );
    }
    for lang in LANGUAGES {
        let file = ws.lessons_dir().join(&lesson.id).join(format!("lesson.{lang}.md"));
        if std::fs::read_to_string(&file).is_ok_and(|t| marker::is_example(&t)) {
            gap(ws.show(&file), "verify-gap-lesson", catalog.text("verify-gap-example"));
        }
    }

    // Every language has a title and hints, and none is a placeholder; a draft needs English.
    let unwritten = |texts: &[(&str, bool)]| -> Vec<String> {
        LANGUAGES
            .iter()
            .filter(|lang| !ex.draft || **lang == "en")
            .filter(|lang| !texts.iter().any(|(l, ok)| l == *lang && *ok))
            .map(|lang| lang.to_string())
            .collect()
    };
    let titles: Vec<(&str, bool)> = ex
        .title
        .iter()
        .map(|(lang, t)| (lang.as_str(), !t.trim().is_empty() && !marker::is_example(t)))
        .collect();
    let missing = unwritten(&titles);
    if !missing.is_empty() {
        let got = catalog.get("verify-gap-languages", &args!("langs" => missing.join(", ")));
        gap(format!("{manifest}: title"), "verify-gap-title", got);
    }
    let hints: Vec<(&str, bool)> = ex
        .hints
        .iter()
        .map(|(lang, h)| (lang.as_str(), !h.is_empty() && !h.iter().any(|t| marker::is_example(t))))
        .collect();
    let missing = unwritten(&hints);
    if !missing.is_empty() {
        let got = catalog.get("verify-gap-languages", &args!("langs" => missing.join(", ")));
        gap(format!("{manifest}: hints"), "verify-gap-hints", got);
    }

    if !ex.graded() {
        gap(
            format!("{manifest}: [[exercise.check]]"),
            "verify-gap-checks",
            catalog.text("verify-gap-none"),
        );
    }
    for spec in ex.checks.iter().filter(|c| c.kind == CheckKind::Snapshot) {
        let snap = here.join("snapshots").join(format!("{}.snap", spec.name));
        let got = match snapshot::expected(&snap) {
            Ok(text) if text.trim().is_empty() => catalog.text("verify-gap-empty"),
            Ok(_) => continue,
            Err(_) => catalog.text("verify-gap-none"),
        };
        gap(ws.show(&snap), "verify-gap-snapshot", got);
    }

    // A mutant of the teacher's own (no files at all has its row above already).
    if any_mutant && mutants.is_empty() {
        let dir = ws.show(&here.join("mutants"));
        gap(
            format!("{dir}/"),
            "verify-gap-mutant",
            catalog.text("verify-gap-only-example"),
        );
    }

    // A check that never fails: it passes on the stub, or no mutant makes it fail.
    for spec in &ex.checks {
        let on_stub = stub.checks.iter().find(|c| c.name == spec.name);
        // The given program of a `fix` exercise works but for its bug: most checks pass on it.
        if ex.kind != ExerciseKind::Fix && on_stub.is_some_and(|c| c.status == CheckStatus::Pass) {
            gap(
                catalog.get("verify-gap-check", &args!("check" => spec.name)),
                "verify-gap-fails-on-stub",
                catalog.text("verify-gap-passes"),
            );
        }
        let fails = |v: &ExerciseVerdict| {
            v.checks
                .iter()
                .any(|c| c.name == spec.name && c.status == CheckStatus::Fail)
        };
        // The output is compared only where the explored checks found nothing, so no
        // mutant reaches it: its failing on the stub (above) shows that it can fail.
        if spec.kind != crate::course::manifest::CheckKind::Snapshot
            && !mutants.is_empty()
            && !mutants.iter().any(fails)
        {
            gap(
                catalog.get("verify-gap-check", &args!("check" => spec.name)),
                "verify-gap-caught",
                catalog.text("verify-gap-never-fails"),
            );
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::course::manifest::Course;
    use crate::verdict::CheckVerdict;
    use crate::verdict::timeline::Row as Step;

    fn failing(check: CheckVerdict) -> ExerciseVerdict {
        ExerciseVerdict {
            exercise: "exercise-1".into(),
            slug: "01-bounded-queue".into(),
            status: Status::Fail,
            class: check.class,
            message: None,
            said: None,
            points: 0,
            max_points: 10,
            checks: vec![check],
            replayed: None,
        }
    }

    fn explored(rows: usize) -> CheckVerdict {
        CheckVerdict {
            status: CheckStatus::Fail,
            class: Some(Class::Deadlock),
            message: Some("every thread waits".into()),
            replay: Some("grader check exercise-1 --replay fifo:0:91".into()),
            timeline: (1..=rows)
                .map(|step| Step {
                    step,
                    thread: "producer 1".into(),
                    text: "put(1)".into(),
                    mark: None,
                    event: step,
                    lock_step: false,
                })
                .collect(),
            ..CheckVerdict::skipped("fifo")
        }
    }

    fn why(v: &ExerciseVerdict) -> Option<String> {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().join("lessons");
        let course = Course::load(&root).unwrap();
        let (_, ex) = course.find("exercise-1").unwrap();
        unexplained(v, ex, &Catalog::load("en", None))
    }

    #[test]
    fn a_failure_with_message_replay_and_a_timeline_of_named_threads_is_explained() {
        assert_eq!(why(&failing(explored(60))), None);
        // A mutant's replay names its file: still this exercise's.
        let mut with_file = explored(3);
        with_file.replay = Some("grader check exercise-1 --file /tmp/m.rs --replay fifo:0:91".into());
        assert_eq!(why(&failing(with_file)), None);
    }

    #[test]
    fn a_caught_mutant_whose_failure_cannot_be_replayed_or_read_is_not_explained() {
        let mut no_replay = explored(3);
        no_replay.replay = None;
        let said = why(&failing(no_replay)).expect("no replay is unexplained");
        assert!(said.contains("replays"), "{said}");

        let mut elsewhere = explored(3);
        elsewhere.replay = Some("grader check exercise-2 --replay fifo:0:91".into());
        assert!(why(&failing(elsewhere)).is_some(), "a replay of another exercise");

        let mut nameless = explored(3);
        nameless.timeline[1].thread.clear();
        let said = why(&failing(nameless.clone())).expect("a step without its thread");
        assert!(said.contains("thread"), "{said}");
        nameless.timeline[1].step = 0;
        assert_eq!(why(&failing(nameless)), None, "a folded stretch names no thread");

        let mut silent = explored(3);
        silent.message = None;
        assert!(why(&failing(silent)).is_some(), "no message");
    }

    #[test]
    fn a_wrong_output_is_explained_by_its_diff_and_a_refusal_by_its_message() {
        let mut output = explored(0);
        output.name = "output".into();
        output.class = Some(Class::WrongOutput);
        output.replay = None;
        assert!(
            why(&failing(output.clone())).is_some(),
            "a wrong output without its diff"
        );
        output.diff = Some("- 1\n+ 2".into());
        assert_eq!(why(&failing(output)), None);

        let mut refused = failing(CheckVerdict::skipped("fifo"));
        refused.class = Some(Class::ForbiddenApi);
        assert!(why(&refused).is_some(), "a refusal without its message");
        refused.message = Some("std::sync is not allowed".into());
        assert_eq!(why(&refused), None);
    }
}
