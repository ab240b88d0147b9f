//! The teacher's loop, on a copy of the course: `grader verify` fails on check names
//! that lesson.toml and checks.rs do not share, and `grader verify --accept-output`
//! writes a changed main's output as the snapshots in every language.

mod common;
use common::grader;
use std::path::Path;

/// Exercise 14: few mutants, a main whose output is localised, two checks (`output`, `pool-size`).
const EXERCISE: &str = "exercise-14";
const CHECKS_RS: &str = "lessons/thread-pool/14-pool-size/checks.rs";

/// A copy of the workspace (without `.git`, `target` and the progress file).
fn copy() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    common::copy_dir(&common::root(), dir.path());
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

/// In a student's copy it is refused like `verify` (tests/dist.rs).
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
    let workspace = grader::workspace::Workspace {
        root: ws.path().to_path_buf(),
    };
    let course = grader::manifest::Course::load(&workspace.lessons_dir()).unwrap();
    let dev = grader::dev_workspace::dir(&workspace);
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
        for mutant in grader::mutants::load(&workspace, lesson, ex).list {
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
