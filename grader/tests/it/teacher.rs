//! The teacher's loop, on a copy of the course: `grader verify` fails on check names
//! that lesson.toml and checks.rs do not share and on texts a student would read
//! untranslated (a key or a thread role missing in a language; a draft may lack de/bg,
//! `dist` refuses it), `grader verify --accept-output` writes a changed main's output as
//! the snapshots in every language, `grader dev [--only ID]` writes the dev workspaces.

use crate::common;
use crate::common::grader;
use std::path::Path;

/// Exercise 14: few mutants, a main whose output is localised, two checks (`output`, `pool-size`).
const EXERCISE: &str = "exercise-14";
const CHECKS_RS: &str = "lessons/thread-pool/14-pool-size/checks.rs";

/// A copy of the workspace (without `.git`, `target` and the progress file).
fn copy() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    common::copy_course(dir.path());
    dir
}

/// `grader ARGS` in `root`: exit code and stdout (stderr appended, for messages).
fn run(root: &Path, args: &[&str]) -> (i32, String) {
    let output = grader().current_dir(root).args(args).output().unwrap();
    let text = format!(
        "{}\n{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    (output.status.code().unwrap_or(-1), text)
}

fn has_row(out: &str, mark: &str, candidate: &str, says: &str) -> bool {
    out.lines()
        .any(|l| l.contains(&format!("{mark} {candidate}")) && l.contains(says))
}

/// Both tools on one copy: a copy builds every dependency of the checks once, which is
/// most of this test's time.
#[test]
fn the_teachers_tools_on_a_copy_of_the_course() {
    let ws = copy();
    accept_output_writes_the_changed_output_in_every_language(ws.path());
    verify_fails_naming_a_check_renamed_in_checks_rs(ws.path());
    verify_fails_naming_each_text_a_student_would_read_untranslated(ws.path());
    a_draft_may_lack_german_and_bulgarian_but_dist_refuses_it(ws.path());
}

/// After `verify_fails_naming_a_check_renamed_in_checks_rs`: checks.rs put back, then a
/// mistyped message key, a thread role with its English word only, and no README row.
fn verify_fails_naming_each_text_a_student_would_read_untranslated(root: &Path) {
    let checks = root.join(CHECKS_RS);
    let text = std::fs::read_to_string(&checks).unwrap();
    let text = text.replace("name: \"pool-sizes\"", "name: \"pool-size\"");
    let text = text.replace(
        "grader_kit::main(&[\n        Check { name: \"pool-size\", plan: |_| {} },",
        "grader_kit::main(&[",
    );
    assert!(text.contains("\"ps-wrong\""), "{text}");
    // The line verify must name: where the key is written, wherever the checks put it.
    let key_line = 1 + text.lines().position(|l| l.contains("\"ps-wrong\"")).unwrap();
    let text = text.replace("\"ps-wrong\"", "\"ps-wrogn\"")
        + "\n#[allow(dead_code)]\nfn juggler() {\n    grader_kit::scenario::spawn(\"juggler 1\", || ());\n}\n";
    std::fs::write(&checks, text).unwrap();
    let locales = root.join("lessons/thread-pool/locales");
    let en = std::fs::read_to_string(locales.join("en.ftl")).unwrap();
    std::fs::write(locales.join("en.ftl"), en + "thread-juggler = juggler\n").unwrap();
    let readme = root.join("README.md");
    let table = std::fs::read_to_string(&readme).unwrap();
    assert!(table.contains("| 14 | `pool-size` |"), "{table}");
    let without: Vec<&str> = table
        .lines()
        .filter(|l| !l.starts_with("| 14 | `pool-size` |"))
        .collect();
    std::fs::write(&readme, without.join("\n")).unwrap();

    let (code, out) = run(root, &["verify", EXERCISE]);
    assert_eq!(code, 1, "{out}");
    let lesson = "lessons/thread-pool/14-pool-size/checks.rs";
    // The mistyped key: in every language, with the line that uses it and the file to add it to.
    for lang in ["en", "de", "bg"] {
        assert!(
            has_row(
                &out,
                "✗",
                &format!("{lesson}:{key_line}: ps-wrogn"),
                &format!("the message ps-wrogn in {lang} (lessons/thread-pool/locales/{lang}.ftl)")
            ),
            "the mistyped key is not named for {lang}:\n{out}"
        );
    }
    // The role: English has it, German and Bulgarian would show "juggler".
    assert!(!out.contains("as thread-juggler in en"), "{out}");
    for lang in ["de", "bg"] {
        assert!(
            has_row(
                &out,
                "✗",
                &format!("{lesson}:"),
                &format!(
                    "the thread role \"juggler\" as thread-juggler in {lang} (lessons/thread-pool/locales/{lang}.ftl)"
                )
            ),
            "the English-only role is not named for {lang}:\n{out}"
        );
    }
    // The README's table: a warning, naming the exercise.
    assert!(
        out.lines()
            .any(|l| l.contains("! exercise-14 has no row in the README's table") && l.contains("README.md")),
        "no warning for the README:\n{out}"
    );
}

/// The same copy, exercise 14 marked `draft = true`: the German and Bulgarian gaps are
/// allowed (the English one is not), and `grader dist` refuses to hand out the course.
fn a_draft_may_lack_german_and_bulgarian_but_dist_refuses_it(root: &Path) {
    let manifest = root.join("lessons/thread-pool/lesson.toml");
    let text = std::fs::read_to_string(&manifest).unwrap();
    let marked = text.replace("slug = \"pool-size\"\n", "slug = \"pool-size\"\ndraft = true\n");
    assert_ne!(marked, text);
    std::fs::write(&manifest, marked).unwrap();
    let (code, out) = run(root, &["verify", EXERCISE]);
    assert_eq!(code, 1, "{out}");
    assert!(
        out.contains("the message ps-wrogn in en"),
        "English is needed in a draft too:\n{out}"
    );
    assert!(
        !out.contains("in de (") && !out.contains("in bg ("),
        "a draft's German and Bulgarian gaps fail:\n{out}"
    );
    assert!(out.contains("! exercise-14 is a draft"), "{out}");

    let (code, out) = run(
        root,
        &[
            "dist",
            "/nonexistent/out",
            "--course",
            "me/course",
            "--ref",
            "0123456789abcdef",
        ],
    );
    assert_eq!(code, 2, "{out}");
    assert!(
        out.contains("exercise-14 is still a draft (draft = true in lessons/thread-pool/lesson.toml)"),
        "{out}"
    );
}

fn verify_fails_naming_a_check_renamed_in_checks_rs(root: &Path) {
    // The checks as they are (after the snapshots accepted above): verify passes.
    let (code, out) = run(root, &["verify", EXERCISE]);
    assert_eq!(code, 0, "the exercise with its accepted snapshots fails verify:\n{out}");
    assert!(
        has_row(&out, "✓", &format!("{CHECKS_RS}: check names"), "got pool-size"),
        "no row for the names:\n{out}"
    );

    let checks = root.join(CHECKS_RS);
    let text = std::fs::read_to_string(&checks).unwrap();
    assert!(text.contains("name: \"pool-size\""), "{text}");
    std::fs::write(&checks, text.replace("name: \"pool-size\"", "name: \"pool-sizes\"")).unwrap();
    let (code, out) = run(root, &["verify", EXERCISE]);
    assert_eq!(code, 1, "{out}");
    assert!(
        has_row(&out, "✗", &format!("{CHECKS_RS}: pool-sizes"), "never runs"),
        "the check only checks.rs has is not named:\n{out}"
    );
    assert!(
        has_row(&out, "✗", "lessons/thread-pool/lesson.toml: pool-size", "crash"),
        "the check only lesson.toml has is not named:\n{out}"
    );

    // A name given twice in checks.rs.
    let twice = text.replace(
        "grader_kit::main(&[",
        "grader_kit::main(&[\n        Check { name: \"pool-size\", plan: |_| {} },",
    );
    std::fs::write(&checks, twice).unwrap();
    let (code, out) = run(root, &["verify", EXERCISE]);
    assert_eq!(code, 1, "{out}");
    assert!(
        has_row(&out, "✗", &format!("{CHECKS_RS}: pool-size"), "2 checks of this name"),
        "the name given twice is not named:\n{out}"
    );
}

fn accept_output_writes_the_changed_output_in_every_language(root: &Path) {
    let main = root.join("exercises/14-pool-size/src/main.rs");
    let text = std::fs::read_to_string(&main).unwrap();
    assert!(text.contains("const CORES: u32 = 8;"));
    std::fs::write(&main, text.replace("const CORES: u32 = 8;", "const CORES: u32 = 4;")).unwrap();
    let solution = "solutions/14-pool-size/src/lib.rs";
    let check = |root: &Path| run(root, &["check", EXERCISE, "--file", solution, "--format", "json"]);

    let (code, out) = check(root);
    assert_eq!(code, 1, "the changed main still passes:\n{out}");
    assert!(out.contains("wrong-output"), "{out}");

    let (code, out) = run(root, &["verify", "--accept-output", EXERCISE]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("- Thumbnails (compute only): 8"), "no diff shown:\n{out}");
    assert!(out.contains("+ Thumbnails (compute only): 4"), "no diff shown:\n{out}");
    let snapshots = root.join("lessons/thread-pool/14-pool-size/snapshots");
    for (file, line) in [
        ("output.snap", "Thumbnails (compute only): 4"),
        ("output.de.snap", ": 4"),
        ("output.bg.snap", ": 4"),
    ] {
        let snap = std::fs::read_to_string(snapshots.join(file)).unwrap();
        assert!(
            snap.starts_with("---\nsource: grader verify --accept-output\nexpression: output\n---\n"),
            "{file}: {snap}"
        );
        assert!(snap.contains(line), "{file} was not written: {snap}");
    }
    for lang in ["en", "de", "bg"] {
        let (code, out) = run(
            root,
            &[
                "--lang", lang, "check", EXERCISE, "--file", solution, "--format", "json",
            ],
        );
        assert_eq!(code, 0, "{lang}: the accepted output does not pass:\n{out}");
    }

    // A second run finds nothing to change.
    let (code, out) = run(root, &["verify", "--accept-output", EXERCISE]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("output.snap is unchanged"), "{out}");
}

/// In a student's copy it is refused like `verify` (tests/it/dist.rs).
#[test]
fn accept_output_needs_an_exercise() {
    grader().args(["verify", "--accept-output"]).assert().code(2);
}

/// `grader dev`: a crate for every checks.rs, solution, alternative and mutant of the
/// course, each pointing at its file (the mutant at its patched source), so that clippy
/// and rust-analyzer see them all. CI lints it (`.ci/run`).
#[test]
fn the_dev_workspace_has_a_crate_for_every_file_of_the_teachers() {
    let ws = copy();
    let (code, out) = run(ws.path(), &["dev"]);
    assert_eq!(code, 0, "{out}");
    let workspace = grader::course::workspace::Workspace {
        root: ws.path().to_path_buf(),
    };
    let course = grader::course::manifest::Course::load(&workspace.lessons_dir()).unwrap();
    let dev = grader::teacher::dev_workspace::dir(&workspace);
    let manifest: toml::Table = std::fs::read_to_string(dev.join("Cargo.toml"))
        .unwrap()
        .parse()
        .unwrap();
    let members: Vec<&str> = manifest["workspace"]["members"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    let mut files = Vec::new();
    for (lesson, ex) in course.exercises() {
        if ex.checks.is_empty() {
            continue;
        }
        files.push(workspace.solution_file(ex));
        files.push(workspace.lesson_exercise_dir(lesson, ex).join("checks.rs"));
        let alternatives = workspace.lesson_exercise_dir(lesson, ex).join("alternatives");
        files.extend(std::fs::read_dir(alternatives).unwrap().map(|e| e.unwrap().path()));
        for mutant in grader::teacher::mutants::load(&workspace, lesson, ex).list {
            files.push(mutant.write().unwrap());
        }
    }
    assert_eq!(members.len(), files.len(), "{members:?}");
    let named: String = members
        .iter()
        .map(|m| std::fs::read_to_string(dev.join(m).join("Cargo.toml")).unwrap())
        .collect();
    for file in files {
        let path = toml::Value::String(file.display().to_string()).to_string();
        assert!(
            named.contains(&format!("path = {path}")),
            "no crate for {}",
            file.display()
        );
    }
}

/// `grader dev --only ID`: one exercise's crates alone, beside the whole dev workspace,
/// which it leaves as it was; an unknown exercise is exit 2.
#[test]
fn the_dev_workspace_of_one_exercise_holds_its_crates_only() {
    let ws = copy();
    let (code, out) = run(ws.path(), &["dev"]);
    assert_eq!(code, 0, "{out}");
    let whole = ws.path().join("target/grader/dev/Cargo.toml");
    let before = std::fs::read_to_string(&whole).unwrap();
    let (code, out) = run(ws.path(), &["dev", "--only", "exercise-14"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("target/grader/dev-only/14-pool-size/Cargo.toml"), "{out}");
    let manifest: toml::Table =
        std::fs::read_to_string(ws.path().join("target/grader/dev-only/14-pool-size/Cargo.toml"))
            .unwrap()
            .parse()
            .unwrap();
    let members: Vec<&str> = manifest["workspace"]["members"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    let mutants = std::fs::read_dir(ws.path().join("lessons/thread-pool/14-pool-size/mutants"))
        .unwrap()
        .filter(|e| e.as_ref().unwrap().path().extension().is_some_and(|x| x == "patch"))
        .count();
    assert!(
        members.contains(&"dev-14-solution") && members.contains(&"dev-14-checks"),
        "{members:?}"
    );
    let alternatives = std::fs::read_dir(ws.path().join("lessons/thread-pool/14-pool-size/alternatives"))
        .unwrap()
        .count();
    assert_eq!(members.len(), 2 + alternatives + mutants, "{members:?}");
    assert!(members.iter().all(|m| m.starts_with("dev-14-")), "{members:?}");
    assert_eq!(
        std::fs::read_to_string(&whole).unwrap(),
        before,
        "the whole dev workspace changed"
    );

    let (code, out) = run(ws.path(), &["dev", "--only", "exercise-99"]);
    assert_eq!(code, 2, "{out}");
}

// ---------------------------------------------------------------- nothing a teacher wrote is lost

/// The teacher's own stub of a counting semaphore, written over `grader new`'s example.
const SEMAPHORE_STUB: &str = "//! Exercise 30: a counting semaphore.\n\n\
use conveyor::sync::{Condvar, Mutex};\n\n\
pub struct Semaphore {\n    permits: Mutex<usize>,\n    freed: Condvar,\n}\n\n\
impl Semaphore {\n    pub fn new(permits: usize) -> Semaphore {\n        // TODO: keep the permits\n        let _ = permits;\n        todo!()\n    }\n\n\
    pub fn acquire(&self) {\n        // TODO: wait while no permit is left\n        todo!()\n    }\n\n\
    pub fn release(&self) {\n        // TODO: give one back, wake a waiter\n        todo!()\n    }\n}\n";

/// `grader new`, then the teacher writes the exercise (stub, solution, checks, a mutant,
/// texts) and runs the commands a teacher runs; `grader reset` never puts `grader new`'s
/// example over the teacher's stub, and puts back only the stub the course committed,
/// keeping exactly what it replaced.
#[test]
fn reset_never_loses_the_stub_a_teacher_wrote_after_grader_new() {
    let ws = common::Copy::new();
    let root = ws.root();
    // The course is a git repository, its exercises committed.
    if !ws.commit(&["."]) {
        eprintln!("git is not available: skipped");
        return;
    }
    let (code, out) = run(root, &["new", "producer-consumer", "semaphore", "--number", "30"]);
    assert_eq!(code, 0, "{out}");
    let dir = "30-semaphore";
    let stub = root.join(format!("exercises/{dir}/src/lib.rs"));
    let write = |rel: &str, text: &str| std::fs::write(root.join(rel), text).unwrap();
    let edit = |rel: &str, from: &str, to: &str| {
        let text = std::fs::read_to_string(root.join(rel)).unwrap();
        std::fs::write(root.join(rel), text.replace(from, to)).unwrap();
    };
    // Every command used to keep a copy of a stub it saw untouched; reset put that back.
    let (code, out) = run(root, &["list"]);
    assert_eq!(code, 0, "{out}");

    write(&format!("exercises/{dir}/src/lib.rs"), SEMAPHORE_STUB);
    write(
        &format!("solutions/{dir}/src/lib.rs"),
        &SEMAPHORE_STUB
            .replace("// TODO: keep the permits\n        let _ = permits;\n        todo!()", "Semaphore { permits: Mutex::new(permits), freed: Condvar::new() }")
            .replace(
                "// TODO: wait while no permit is left\n        todo!()",
                "let mut left = self.permits.lock().unwrap();\n        while *left == 0 {\n            left = self.freed.wait(left).unwrap();\n        }\n        *left -= 1;",
            )
            .replace(
                "// TODO: give one back, wake a waiter\n        todo!()",
                "*self.permits.lock().unwrap() += 1;\n        self.freed.notify_one();",
            ),
    );
    edit(
        &format!("lessons/producer-consumer/{dir}/checks.rs"),
        "TODO(teacher): one example check",
        "the semaphore's checks",
    );
    for lang in ["en", "de", "bg"] {
        edit(
            &format!("lessons/producer-consumer/locales/{lang}.ftl"),
            "TODO(teacher)",
            "semaphore",
        );
    }
    // The mutants, with `grader mutant`: the example goes, one of the teacher's own comes.
    let (code, out) = run(root, &["mutant", "rm", "exercise-30", "example_lost_update"]);
    assert_eq!(code, 0, "{out}");
    let (code, out) = run(
        root,
        &[
            "mutant",
            "new",
            "exercise-30",
            "release_forgets",
            "--class",
            "deadlock",
            "--about",
            "release wakes a waiter but gives no permit back",
        ],
    );
    assert_eq!(code, 0, "{out}");
    let edit_file = root.join(format!("target/grader/mutant-edits/{dir}/release_forgets.rs"));
    let solution = std::fs::read_to_string(&edit_file).unwrap();
    std::fs::write(
        &edit_file,
        solution.replace("*self.permits.lock().unwrap() += 1;\n        ", ""),
    )
    .unwrap();
    let (code, out) = run(root, &["mutant", "save", "exercise-30", "release_forgets"]);
    assert_eq!(code, 0, "{out}");

    // Not committed yet: nothing to put back, and the file is left as it is.
    let (code, out) = run(root, &["reset", "exercise-30", "--yes"]);
    assert_eq!(code, 2, "{out}");
    assert!(out.contains("No committed stub of exercise-30"), "{out}");
    assert_eq!(std::fs::read_to_string(&stub).unwrap(), SEMAPHORE_STUB);

    // `grader new`'s example committed: still never put back over the teacher's stub.
    let scaffold = grader::teacher::scaffold::Names {
        lesson: "producer-consumer".into(),
        slug: "semaphore".into(),
        number: 30,
    }
    .files()
    .into_iter()
    .find(|(rel, _)| rel.ends_with("src/lib.rs"))
    .unwrap()
    .1;
    write(&format!("exercises/{dir}/src/lib.rs"), &scaffold);
    assert!(ws.commit(&["exercises"]));
    write(&format!("exercises/{dir}/src/lib.rs"), SEMAPHORE_STUB);
    let (code, out) = run(root, &["reset", "exercise-30", "--yes"]);
    assert_eq!(code, 2, "{out}");
    assert!(out.contains("still grader new's example"), "{out}");
    assert_eq!(std::fs::read_to_string(&stub).unwrap(), SEMAPHORE_STUB);

    // The teacher's stub committed: a reset puts it back, and keeps what it replaced.
    assert!(ws.commit(&["exercises"]));
    let mutant = "// a program the teacher was trying out\npub struct Semaphore;\n";
    write(&format!("exercises/{dir}/src/lib.rs"), mutant);
    let (code, out) = run(root, &["reset", "exercise-30", "--yes"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("from git, HEAD"), "{out}");
    assert_eq!(std::fs::read_to_string(&stub).unwrap(), SEMAPHORE_STUB);
    let kept = out
        .lines()
        .find_map(|l| l.trim().strip_prefix("Your version is kept in "))
        .map(|p| p.trim_end_matches('.'))
        .unwrap_or_else(|| panic!("no backup named:\n{out}"));
    assert!(kept.starts_with(".grader-backups/"), "{kept}");
    assert_eq!(std::fs::read_to_string(root.join(kept)).unwrap(), mutant);
    // `mutant rm` and `mutant save` kept what they removed and replaced, too.
    let backups: Vec<String> = std::fs::read_dir(root.join(".grader-backups"))
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().to_string())
        .collect();
    for kept in [
        "30-semaphore-example_lost_update-",
        "30-semaphore-mutants-",
        "30-semaphore-release_forgets-",
    ] {
        assert!(backups.iter().any(|b| b.starts_with(kept)), "{kept}: {backups:?}");
    }
    assert!(!root.join("target/grader/stubs").exists());
}

/// In a student's copy made by `grader dist`, reset puts back the stub as shipped, not the
/// student's last commit.
#[test]
fn reset_in_a_students_copy_puts_back_the_stub_as_shipped() {
    let course = copy();
    let out = tempfile::tempdir().unwrap();
    let student = out.path().join("student");
    let (code, text) = run(
        course.path(),
        &[
            "dist",
            student.to_str().unwrap(),
            "--course",
            "school/course",
            "--ref",
            "abc123",
        ],
    );
    assert_eq!(code, 0, "{text}");
    let stub = student.join("exercises/01-bounded-queue/src/lib.rs");
    let shipped = std::fs::read_to_string(&stub).unwrap();
    assert_eq!(
        std::fs::read_to_string(student.join(".grader-stubs/01-bounded-queue/lib.rs")).unwrap(),
        shipped
    );
    std::fs::write(&stub, "pub struct Mine;\n").unwrap();
    let (code, text) = run(&student, &["reset", "exercise-1", "--yes"]);
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("as handed out"), "{text}");
    assert_eq!(std::fs::read_to_string(&stub).unwrap(), shipped);
}
