//! `grader dist`: the students' repository holds no solution, mutant, alternative, quiz
//! answer or teacher's tool; the teacher's commands are refused there; a failed `dist`
//! leaves nothing behind; a submission made from it is graded by the course, under the
//! roster's name, into the gradebook. (The platforms' workflows, run: tests/it/platforms.rs.)

use crate::common;
use crate::common::{grader, root};
use predicates::prelude::*;
use std::path::{Path, PathBuf};

fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.is_dir() {
                if entry.file_name() != "target" && entry.file_name() != ".git" {
                    stack.push(path);
                }
            } else {
                out.push(path);
            }
        }
    }
    out
}

/// Every solution, mutant and alternative of the course: (path, code without its header);
/// a mutant both as its patch and as the program the patch makes.
fn secrets() -> Vec<(PathBuf, String)> {
    let mut secrets: Vec<(PathBuf, String)> = files_under(&root())
        .into_iter()
        .filter(|p| {
            let rel = p.strip_prefix(root()).unwrap();
            // A lesson's mutants and alternatives; the grader's own `teacher/mutants/`
            // is the tool that keeps them, shipped like the rest of the grader.
            rel.starts_with("solutions")
                || rel.starts_with("lessons")
                    && rel
                        .components()
                        .any(|c| c.as_os_str() == "mutants" || c.as_os_str() == "alternatives")
        })
        .filter(|p| p.extension().is_some_and(|e| e == "rs" || e == "patch"))
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            let code: String = text
                .lines()
                .skip_while(|l| l.starts_with("//!") || l.trim().is_empty())
                .collect::<Vec<_>>()
                .join("\n");
            (p, code)
        })
        .collect();
    let (ws, course) = common::course();
    for (lesson, ex) in course.exercises() {
        for m in grader::teacher::mutants::load(&ws, lesson, ex).list {
            let source = m.source().unwrap();
            secrets.push((m.patch, source));
        }
    }
    secrets
}

fn dist(out: &Path, extra: &[&str]) {
    grader()
        .args(["dist"])
        .arg(out)
        .args(["--course", "me/course", "--ref", "0123456789abcdef"])
        .args(extra)
        .assert()
        .success()
        .stdout(predicate::str::contains("teacher's left out"));
}

#[test]
fn the_students_repository_holds_none_of_the_teachers_files() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("template");
    dist(&out, &[]);
    let shipped: Vec<(PathBuf, String)> = files_under(&out)
        .into_iter()
        .filter_map(|p| std::fs::read_to_string(&p).ok().map(|t| (p, t)))
        .collect();
    let secrets = secrets();
    assert!(secrets.len() > 20, "the course has its solutions and mutants");
    for (secret, code) in &secrets {
        for (file, text) in &shipped {
            assert!(
                !text.contains(code.trim()),
                "{} is in {}",
                secret.display(),
                file.display()
            );
        }
    }
    for dir in ["solutions", "docs", ".ci", "grader/tests", "bench"] {
        assert!(!out.join(dir).exists(), "{dir} was handed out");
    }
    // The teacher's tools are no members of the students' workspace either.
    let manifest: toml::Table = toml::from_str(&std::fs::read_to_string(out.join("Cargo.toml")).unwrap()).unwrap();
    let members: Vec<&str> = manifest["workspace"]["members"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m.as_str().unwrap())
        .collect();
    assert_eq!(
        members,
        ["conveyor", "probe", "report", "seccomp", "kit", "grader", "exercises/*"]
    );
    // ... its comments kept, and its lock without them: `cargo --locked` needs no update.
    let course_manifest = std::fs::read_to_string(root().join("Cargo.toml")).unwrap();
    let first_comment = course_manifest.lines().find(|l| l.starts_with('#')).unwrap();
    assert!(
        std::fs::read_to_string(out.join("Cargo.toml"))
            .unwrap()
            .contains(first_comment)
    );
    let lock = std::fs::read_to_string(out.join("Cargo.lock")).unwrap();
    assert!(
        !lock.contains("name = \"grader-bench\""),
        "the teacher's bench is in the lock"
    );
    // For this machine's platform only: offline, cargo has no manifests of the crates that
    // are other systems' only (anstyle-wincon), and needs none to know the lock is complete.
    let rustc = std::process::Command::new("rustc").arg("-vV").output().unwrap();
    let host = String::from_utf8_lossy(&rustc.stdout)
        .lines()
        .find_map(|l| l.strip_prefix("host: ").map(str::to_string))
        .expect("rustc names its host");
    let metadata = std::process::Command::new(env!("CARGO"))
        .args([
            "metadata",
            "--locked",
            "--offline",
            "--format-version",
            "1",
            "--filter-platform",
            &host,
        ])
        .current_dir(&out)
        .output()
        .unwrap();
    assert!(
        metadata.status.success(),
        "{}",
        String::from_utf8_lossy(&metadata.stderr)
    );
    // What the student needs is there: stubs, mains, lessons, checks, the grader.
    for file in [
        "exercises/01-bounded-queue/src/lib.rs",
        "exercises/01-bounded-queue/src/main.rs",
        "lessons/producer-consumer/lesson.en.md",
        "lessons/producer-consumer/01-bounded-queue/checks.rs",
        "grader/src/main.rs",
        "conveyor/src/lib.rs",
        "Cargo.lock",
    ] {
        assert!(out.join(file).is_file(), "{file} is missing");
    }
    // Quizzes go out without their answers.
    for (file, text) in &shipped {
        if file.file_name().is_some_and(|n| n == "quiz.toml") {
            let quiz: toml::Table = toml::from_str(text).unwrap();
            for q in quiz["question"].as_array().unwrap() {
                let q = q.as_table().unwrap();
                assert!(
                    !q.contains_key("answer") && !q.contains_key("mistake") && !q.contains_key("explain"),
                    "{}",
                    file.display()
                );
            }
        }
    }
    // The README's first command checks exercise 1; the workflow grades with the course.
    let readme = std::fs::read_to_string(out.join("README.md")).unwrap();
    let first = readme.lines().find(|l| l.starts_with("cargo ")).unwrap();
    assert!(first.starts_with("cargo run -p grader -- check exercise-1"), "{first}");
    let workflow = std::fs::read_to_string(out.join(".github/workflows/grade.yml")).unwrap();
    assert!(workflow.contains("COURSE: me/course") && workflow.contains("COURSE_REF: 0123456789abcdef"));
    assert!(workflow.contains("--format github"));
    // GitHub Classroom's actions are gone with it; no secret is needed.
    assert!(!workflow.contains("classroom-resources"));
    assert!(
        workflow
            .lines()
            .filter(|l| l.contains("secrets."))
            .all(|l| l.trim_start().starts_with('#')),
        "{workflow}"
    );
    assert!(!out.join(".github/workflows/classroom.yml").exists());

    // In the copy, the teacher's commands are refused and solutions come from the teacher.
    let in_copy = |args: &[&str]| {
        let mut cmd = grader();
        cmd.current_dir(&out).args(args);
        cmd
    };
    in_copy(&["verify"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("is for teachers"));
    in_copy(&["verify", "--accept-output", "exercise-2"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("is for teachers"));
    in_copy(&["dist", "/tmp/never"])
        .args(["--course", "a/b", "--ref", "c"])
        .assert()
        .code(2);
    in_copy(&["list"]).assert().success();
}

#[test]
fn released_solutions_go_out_and_no_others() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("release");
    dist(&out, &["--with-solutions", "exercise-1"]);
    assert!(out.join("solutions/01-bounded-queue/src/lib.rs").is_file());
    assert!(!out.join("solutions/02-poison-pills").exists());
}

#[test]
fn a_submission_from_the_template_is_graded_into_the_gradebook() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("ada");
    dist(&out, &[]);
    // Ada solved exercise 1 and nothing else.
    std::fs::copy(
        root().join("solutions/01-bounded-queue/src/lib.rs"),
        out.join("exercises/01-bounded-queue/src/lib.rs"),
    )
    .unwrap();
    let roster = dir.path().join("class.csv");
    std::fs::write(&roster, "name,folder\n\"Lovelace, Ada\",ada\n").unwrap();
    let gradebook = dir.path().join("gradebook.csv");
    grader()
        .args(["grade", "--roster"])
        .arg(&roster)
        .arg("--gradebook")
        .arg(&gradebook)
        .assert()
        .code(1);
    let csv = std::fs::read_to_string(&gradebook).unwrap();
    let mut lines = csv.lines();
    let header = lines.next().unwrap();
    assert!(header.starts_with("student,exercise-1,exercise-2,"), "{header}");
    assert!(header.ends_with(",total,max"), "{header}");
    let row = lines.next().unwrap();
    assert!(row.starts_with("\"Lovelace, Ada\",10,0,"), "{row}");
    assert!(row.contains(",10,"), "{row}");
    assert_eq!(lines.next(), None);
}

#[test]
fn each_platform_gets_its_files_and_nothing_of_the_teachers() {
    let dir = tempfile::tempdir().unwrap();
    let gitlab = dir.path().join("gitlab");
    dist(&gitlab, &["--platform", "gitlab"]);
    let ci = std::fs::read_to_string(gitlab.join(".gitlab-ci.yml")).unwrap();
    assert!(
        ci.contains("junit: grader-junit.xml") && ci.contains("--format gitlab"),
        "{ci}"
    );
    assert!(!gitlab.join(".github").exists());

    let c50 = dir.path().join("queues");
    grader()
        .arg("dist")
        .arg(&c50)
        .args([
            "--course",
            "me/course",
            "--ref",
            "0123456789abcdef",
            "--platform",
            "classroom50",
        ])
        .assert()
        .success()
        .stdout(predicate::str::contains("queues-classroom50"));
    // Classroom 50 adds its own workflow at accept: the template has none.
    assert!(!c50.join(".github").exists() && !c50.join(".gitlab-ci.yml").exists());
    let config = dir.path().join("queues-classroom50");
    let autograder = std::fs::read_to_string(config.join("autograder.py")).unwrap();
    assert!(autograder.contains("COURSE_REF = \"0123456789abcdef\"") && autograder.contains("classroom50"));
    let runtime: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(config.join("runtime.json")).unwrap()).unwrap();
    assert_eq!(runtime["rust"], "stable");
    // Nothing of the teacher's in any of them, the config folder included.
    let secrets = secrets();
    for folder in [&gitlab, &c50, &config] {
        for file in files_under(folder) {
            let Ok(text) = std::fs::read_to_string(&file) else {
                continue;
            };
            for (secret, code) in &secrets {
                assert!(
                    !text.contains(code.trim()),
                    "{} is in {}",
                    secret.display(),
                    file.display()
                );
            }
        }
        assert!(!folder.join("bench").exists() && !folder.join("solutions").exists());
    }
    // The config folder, too, must be new or empty.
    grader()
        .arg("dist")
        .arg(dir.path().join("queues2"))
        .args(["--course", "me/course", "--ref", "0", "--platform", "classroom50"])
        .assert()
        .success();
    std::fs::create_dir_all(dir.path().join("again-classroom50")).unwrap();
    std::fs::write(dir.path().join("again-classroom50/keep.txt"), "mine").unwrap();
    grader()
        .arg("dist")
        .arg(dir.path().join("again"))
        .args(["--course", "me/course", "--ref", "0", "--platform", "classroom50"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("again-classroom50 is not empty"));
    assert!(!dir.path().join("again").exists());
}

/// A copy of the course (no target, no .git) to break on purpose.
fn copy_of_course(to: &Path) {
    for entry in ignore::WalkBuilder::new(root())
        .hidden(false)
        .require_git(false)
        .filter_entry(|e| e.file_name() != ".git" && e.file_name() != "target")
        .build()
        .flatten()
    {
        let rel = entry.path().strip_prefix(root()).unwrap();
        if entry.file_type().is_some_and(|t| t.is_file()) {
            let dest = to.join(rel);
            std::fs::create_dir_all(dest.parent().unwrap()).unwrap();
            std::fs::copy(entry.path(), dest).unwrap();
        }
    }
}

#[test]
fn a_dist_that_fails_its_leak_check_leaves_no_folder_behind() {
    let dir = tempfile::tempdir().unwrap();
    let course = dir.path().join("course");
    copy_of_course(&course);
    // The teacher put the solution into the stub by mistake: a leak.
    std::fs::copy(
        course.join("solutions/01-bounded-queue/src/lib.rs"),
        course.join("exercises/01-bounded-queue/src/lib.rs"),
    )
    .unwrap();
    let out = dir.path().join("out");
    for platform in ["github-actions", "classroom50"] {
        grader()
            .current_dir(&course)
            .arg("dist")
            .arg(&out)
            .args(["--course", "me/course", "--ref", "0", "--platform", platform])
            .assert()
            .code(2)
            .stderr(predicate::str::contains("solutions/01-bounded-queue/src/lib.rs"));
        assert!(!out.exists(), "a failed dist left {}", out.display());
        assert!(!dir.path().join("out-classroom50").exists());
        let left: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .flatten()
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .collect();
        assert_eq!(left, ["course"], "nothing half-made beside OUT");
    }
    // An empty OUT given by the teacher is still there, still empty.
    std::fs::create_dir(&out).unwrap();
    grader()
        .current_dir(&course)
        .arg("dist")
        .arg(&out)
        .args(["--course", "me/course", "--ref", "0"])
        .assert()
        .code(2);
    assert_eq!(std::fs::read_dir(&out).unwrap().count(), 0);
}
