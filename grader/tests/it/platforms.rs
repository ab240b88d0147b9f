//! What `grader dist --platform …` writes, run as each platform would run it, by hand in a
//! shell with a fake environment: GitHub Actions' steps (`run:` blocks in their working
//! directories, with `GITHUB_WORKSPACE` and `GITHUB_STEP_SUMMARY`), GitLab CI's `script:`
//! (in `CI_PROJECT_DIR`), Classroom 50's autograder.py (in the student's checkout, with the
//! runner's variables). `GRADER_COURSE` and `GRADER_BIN` stand for the checkout of the
//! course at the pinned commit and the grader built from it (this course and its grader).
//! Each grades a submission with exercise 1 solved and exercise 2 as handed out, and must
//! produce the platform's files.

use crate::common;
use crate::common::{grader, root};
use std::path::{Path, PathBuf};
use std::process::Command;

fn dist(out: &Path, platform: &str) {
    grader()
        .arg("dist")
        .arg(out)
        .args(["--course", "school/concurrency", "--ref", "0123456789abcdef"])
        .args(["--platform", platform])
        .assert()
        .success();
}

/// A student's checkout: exercise 1 solved (or `exercise_1` instead), exercise 2 as handed out.
fn checkout(dir: &Path, exercise_1: Option<&str>) {
    let put = |rel: &str, text: String| {
        let file = dir.join(rel);
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::write(file, text).unwrap();
    };
    let read = |rel: &str| std::fs::read_to_string(root().join(rel)).unwrap();
    put(
        "exercises/01-bounded-queue/src/lib.rs",
        exercise_1.map_or_else(|| read("solutions/01-bounded-queue/src/lib.rs"), str::to_string),
    );
    put(
        "exercises/02-poison-pills/src/lib.rs",
        read("exercises/02-poison-pills/src/lib.rs"),
    );
}

/// Runs `script` with bash (`-e`: a failing line ends it, as the platforms do), in `dir`.
fn bash(script: &str, dir: &Path, env: &[(&str, &Path)]) -> std::process::Output {
    let mut cmd = Command::new("bash");
    cmd.args(["-e", "-c", script]).current_dir(dir);
    shared_env(&mut cmd);
    for (name, value) in env {
        cmd.env(name, value);
    }
    cmd.output().unwrap()
}

/// What every run gets: the grader under test, the shared build folder, English, no colour.
fn shared_env(cmd: &mut Command) {
    cmd.env("GRADER_BIN", env!("CARGO_BIN_EXE_grader"))
        .env(grader::course::workspace::BUILD_DIR_VAR, common::shared_build_dir())
        .env("GRADER_LANG", "en")
        .env("NO_COLOR", "1");
}

/// A GitHub Actions step: its `working-directory` and its `run:` script, if it has one.
struct Step {
    name: String,
    dir: Option<String>,
    run: Option<String>,
}

/// The steps of the workflow's one job, read as the runner reads them (block scalars kept
/// verbatim; the workflows `dist` writes use no other YAML for these keys).
fn steps(workflow: &str) -> Vec<Step> {
    let mut steps: Vec<Step> = Vec::new();
    let mut lines = workflow.lines().peekable();
    while let Some(line) = lines.next() {
        let trimmed = line.trim_start();
        let indent = line.len() - trimmed.len();
        if let Some(name) = trimmed.strip_prefix("- name: ") {
            steps.push(Step {
                name: name.to_string(),
                dir: None,
                run: None,
            });
        } else if let Some(dir) = trimmed.strip_prefix("working-directory: ") {
            steps.last_mut().unwrap().dir = Some(dir.to_string());
        } else if trimmed == "run: |" {
            let mut script = String::new();
            while let Some(next) = lines.peek() {
                let next_indent = next.len() - next.trim_start().len();
                if !next.trim().is_empty() && next_indent <= indent {
                    break;
                }
                script.push_str(next.get(indent + 2..).unwrap_or("").trim_end());
                script.push('\n');
                lines.next();
            }
            steps.last_mut().unwrap().run = Some(script);
        } else if let Some(run) = trimmed.strip_prefix("run: ") {
            steps.last_mut().unwrap().run = Some(run.to_string());
        }
    }
    steps
}

#[test]
fn the_github_actions_workflow_grades_and_writes_summary_annotations_and_junit() {
    let tmp = tempfile::tempdir().unwrap();
    let template = tmp.path().join("template");
    dist(&template, "github-actions");
    let workflow = std::fs::read_to_string(template.join(".github/workflows/grade.yml")).unwrap();
    let steps = steps(&workflow);
    let names: Vec<&str> = steps.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "This repository, as a submission",
            "The course at the pinned commit, never this repository's copy",
            "Build the grader",
            "Grade",
            "The JUnit report"
        ]
    );
    let mutant = std::fs::read_to_string(root().join(common::mutant("exercise-1", "forgotten_notify_in_put"))).unwrap();
    for (run, exercise_1) in [("solved", None), ("unsolved", Some(mutant.as_str()))] {
        // The runner's workspace after both checkouts: the submission, and the course.
        let workspace = tmp.path().join(run);
        checkout(&workspace.join("submission"), exercise_1);
        std::os::unix::fs::symlink(root(), workspace.join("course")).unwrap();
        let summary = workspace.join("step-summary.md");
        let mut log = String::new();
        let mut codes = Vec::new();
        for step in steps.iter().filter(|s| s.run.is_some()) {
            let dir = workspace.join(step.dir.as_deref().unwrap_or("."));
            let output = bash(
                step.run.as_deref().unwrap(),
                &dir,
                &[("GITHUB_WORKSPACE", &workspace), ("GITHUB_STEP_SUMMARY", &summary)],
            );
            log.push_str(&String::from_utf8_lossy(&output.stdout));
            assert!(!String::from_utf8_lossy(&output.stderr).contains("panicked"));
            codes.push(output.status.code());
        }
        // Building is skipped (GRADER_BIN); grading fails: exercise 2 is not done.
        assert_eq!(codes, [Some(0), Some(1)], "{log}");
        let summary = std::fs::read_to_string(&summary).unwrap();
        assert!(summary.contains("| Exercise | Result | Points |"), "{summary}");
        let junit = std::fs::read_to_string(workspace.join("submission/grader-junit.xml")).unwrap();
        assert!(junit.contains("<testsuites"), "{junit}");
        // The stub's failure names `front`, which it panics in: the annotation is on its line.
        let stub = std::fs::read_to_string(root().join("exercises/02-poison-pills/src/lib.rs")).unwrap();
        let front = stub.lines().position(|l| l.contains("fn front(")).unwrap() + 1;
        assert!(
            log.contains(&format!(
                "::error file=exercises/02-poison-pills/src/lib.rs,line={front},title=exercise-2"
            )),
            "{log}"
        );
        match exercise_1 {
            None => assert!(summary.contains("| ✓ | 10/10 |"), "{summary}"),
            Some(mutant) => {
                // An annotation on the line the report says to look at: put(), which forgot
                // to notify; none on take(), where the consumer only waits for it.
                for (function, annotated) in [("fn put(", true), ("fn take(", false)] {
                    let line = mutant.lines().position(|l| l.contains(function)).unwrap() + 1;
                    let annotation =
                        format!("::error file=exercises/01-bounded-queue/src/lib.rs,line={line},title=exercise-1");
                    assert_eq!(log.contains(&annotation), annotated, "{function}: {log}");
                }
                assert!(summary.contains("```text\nexercise-1 · bounded-queue"), "{summary}");
                // For the student's own clone, where their file is the exercise's own: no
                // `--file` naming the runner's checkout.
                assert!(summary.contains("grader check exercise-1 --replay"), "{summary}");
                assert!(!summary.contains("--file"), "{summary}");
            }
        }
    }
}

#[test]
fn the_gitlab_job_grades_into_its_log_and_a_junit_report() {
    let tmp = tempfile::tempdir().unwrap();
    let template = tmp.path().join("template");
    dist(&template, "gitlab");
    let ci = std::fs::read_to_string(template.join(".gitlab-ci.yml")).unwrap();
    // The script's lines, run one after the other in one shell, as GitLab's runner does.
    let script: Vec<&str> = ci
        .lines()
        .skip_while(|l| l.trim() != "script:")
        .skip(1)
        .take_while(|l| l.trim_start().starts_with("- "))
        .map(|l| l.trim_start().strip_prefix("- ").unwrap())
        .collect();
    assert_eq!(script.len(), 4, "{ci}");
    let project = tmp.path().join("project");
    checkout(&project, None);
    let output = bash(
        &script.join("\n"),
        &project,
        &[("CI_PROJECT_DIR", &project), ("GRADER_COURSE", &root())],
    );
    let log = String::from_utf8_lossy(&output.stdout);
    assert_eq!(
        output.status.code(),
        Some(1),
        "{log}{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(log.contains("✓ exercise-1") && log.contains("✗ exercise-2"), "{log}");
    assert!(
        log.contains("exercise-2 · poison-pills"),
        "the first failure in full: {log}"
    );
    // The report GitLab reads, where `artifacts:reports:junit` names it.
    let junit = std::fs::read_to_string(project.join("grader-junit.xml")).unwrap();
    assert!(junit.contains("poison-pills") && junit.contains("<failure"), "{junit}");
}

#[test]
fn the_classroom50_autograder_writes_result_and_release_body() {
    let tmp = tempfile::tempdir().unwrap();
    let template = tmp.path().join("template");
    dist(&template, "classroom50");
    let autograder: PathBuf = tmp.path().join("template-classroom50/autograder.py");
    let checkout_dir = tmp.path().join("checkout");
    checkout(&checkout_dir, None);
    let runner = [
        ("CLASSROOM", "concurrency"),
        ("ASSIGNMENT", "queues"),
        ("SUBMISSION_TAG", "submit/2026-12-01T10-00-00Z-abc1234"),
        (
            "COMMIT_URL",
            "https://github.com/school/concurrency-queues-ada/commit/abc1234",
        ),
        (
            "RELEASE_URL",
            "https://github.com/school/concurrency-queues-ada/releases/tag/x",
        ),
        ("OWNER", "ada"),
        ("ASSIGNMENT_TYPE", "individual"),
    ];
    let run = |vars: &[(&str, &str)]| {
        let mut cmd = Command::new("python3");
        cmd.arg(&autograder)
            .current_dir(&checkout_dir)
            .env("GRADER_COURSE", root());
        shared_env(&mut cmd);
        for (name, _) in runner {
            cmd.env_remove(name);
        }
        cmd.envs(vars.iter().copied());
        cmd.output().unwrap()
    };
    // Without the runner's variables: an infrastructure error naming the one missing.
    let output = run(&runner[1..]);
    assert_ne!(output.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&output.stderr).contains("CLASSROOM is not set"));
    assert!(!checkout_dir.join("result.json").exists());
    // With them: exit 0 (it ran), the points in result.json.
    let output = run(&runner);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    let result: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(checkout_dir.join("result.json")).unwrap()).unwrap();
    let schema: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(root().join("docs/schemas/classroom50-result-v1.schema.json")).unwrap(),
    )
    .unwrap();
    let validator = jsonschema::validator_for(&schema).unwrap();
    let errors: Vec<String> = validator.iter_errors(&result).map(|e| e.to_string()).collect();
    assert!(errors.is_empty(), "{errors:?}");
    assert_eq!(result["score"], 10);
    assert_eq!(result["tests"][0]["passed"], true);
    assert_eq!(result["tests"][1]["passed"], false);
    let body = std::fs::read_to_string(checkout_dir.join("release-body.md")).unwrap();
    assert!(body.contains("| exercise-2 poison-pills · "), "{body}");
    assert!(body.contains("The first failure, in exercise-2"), "{body}");
}
