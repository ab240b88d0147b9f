//! `--class N --grader PATH…`: a class of N submissions graded by `grader grade --jobs 2`
//! with each grader program named, one after the other, on the same class.
//!
//! Each student worked on every exercise: their files are the solution, a mutant or the
//! untouched stub in turn, each solution and mutant with a line of its own, so that no two
//! students' files are the same (as in a real class, where the build cache helps only with
//! untouched stubs).

use grader::course::manifest::Course;
use grader::course::workspace::Workspace;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// Classes graded by every grader in turn.
const ROUNDS: usize = 2;

pub fn cost(ws: &Workspace, course: &Course, size: usize, graders: &[PathBuf]) {
    let root = ws.scratch_dir().join("bench-class");
    let _ = std::fs::remove_dir_all(&root);
    let exercises = course.exercises().len();
    let graders: Vec<PathBuf> = graders
        .iter()
        .map(|g| std::path::absolute(g).expect("an absolute path"))
        .collect();
    // Each grader its own build folder, its dependencies and the stubs built by a warm
    // class first: their build profiles may differ, and taking turns in one folder would
    // rebuild them at every turn. And each its own copy of the course (a local clone of
    // its last commit), so its own build cache (`target/grader/built`): two graders with
    // the same profile would otherwise find each other's programs, and the second would
    // build nothing.
    let build_dirs: Vec<PathBuf> = (0..graders.len()).map(|i| root.join(format!("build-{i}"))).collect();
    let courses: Vec<PathBuf> = (0..graders.len())
        .map(|i| {
            let copy = root.join(format!("course-{i}"));
            let cloned = Command::new("git")
                .args(["clone", "-q", "--local"])
                .arg(&ws.root)
                .arg(&copy)
                .status()
                .expect("git runs");
            assert!(cloned.success(), "git clone of {}", ws.root.display());
            copy
        })
        .collect();
    let warm = write_class(ws, course, &root.join("warm"), 1, "warm");
    for (i, ((grader, build_dir), course)) in graders.iter().zip(&build_dirs).zip(&courses).enumerate() {
        grade(
            course,
            grader,
            build_dir,
            &warm,
            &root.join(format!("warm-grader-{i}.json")),
        );
    }
    println!("| round | grader | class | worked exercises | wall time | per worked exercise | verdicts |");
    println!("|---|---|---|---|---|---|---|");
    // Rounds in turn (A, B, A, B), each on a class of its own: a change in the machine's
    // load during the run falls on both graders alike.
    for round in 1..=ROUNDS {
        let class = write_class(
            ws,
            course,
            &root.join(format!("class-{round}")),
            size,
            &format!("round {round}"),
        );
        let mut first: Option<serde_json::Value> = None;
        for (i, ((grader, build_dir), course)) in graders.iter().zip(&build_dirs).zip(&courses).enumerate() {
            // The whole report kept: a verdict that differs is read there with its message.
            let kept = root.join(format!("round-{round}-grader-{i}.json"));
            let start = Instant::now();
            let verdicts = grade(course, grader, build_dir, &class, &kept);
            let wall = start.elapsed().as_secs_f64();
            let same = match &first {
                None => "the first".to_string(),
                Some(before) if *before == verdicts => "the same as the first".to_string(),
                Some(before) => {
                    // Which, so that a verdict that changes between two gradings can be
                    // found again.
                    for (was, now) in differences(before, &verdicts) {
                        eprintln!("round {round}, {}: {was} → {now}", grader.display());
                    }
                    eprintln!(
                        "round {round}: the reports are {}",
                        root.join(format!("round-{round}-grader-*.json")).display()
                    );
                    "DIFFERENT from the first".to_string()
                }
            };
            first.get_or_insert(verdicts);
            let worked = size * exercises;
            println!(
                "| {round} | {} | {size} × {exercises} exercises | {worked} | {wall:.0} s | {:.2} s | {same} |",
                grader.display(),
                wall / worked as f64,
            );
        }
    }
}

/// Writes `size` submissions under `dir`; their folders.
fn write_class(ws: &Workspace, course: &Course, dir: &Path, size: usize, salt: &str) -> Vec<PathBuf> {
    let mut folders = Vec::new();
    for k in 0..size {
        let folder = dir.join(format!("student-{k:03}"));
        for (e, (lesson, ex)) in course.exercises().into_iter().enumerate() {
            // An exercise without a file to write (the quiz) is left out.
            let Ok(stub) = std::fs::read_to_string(ws.student_file(ex)) else {
                continue;
            };
            let text = match (k + e) % 3 {
                // A quiz has no solution file: its answers are the stub's.
                0 => std::fs::read_to_string(ws.solution_file(ex)).unwrap_or_else(|_| stub.clone()),
                1 if ex.quiz.is_none() => {
                    let mutants = grader::teacher::mutants::load(ws, lesson, ex).list;
                    let mutant = &mutants[(k / 3) % mutants.len()];
                    let file = mutant.write().unwrap_or_else(|e| panic!("{}: {e}", mutant.name));
                    std::fs::read_to_string(file).expect("the mutant")
                }
                _ => stub.clone(),
            };
            let text = if text == stub {
                text
            } else {
                format!("{text}\n// {salt}, student {k}\n")
            };
            let file = folder.join(ws.show(&ws.student_file(ex)));
            std::fs::create_dir_all(file.parent().expect("a folder")).expect("the submission's folder");
            std::fs::write(file, text).expect("the submission's file");
        }
        folders.push(folder);
    }
    folders
}

/// `grader grade --jobs 2 --format json` of `folders` in the copy of the course `course`:
/// each submission's status, class and points per exercise, and each check's status and class.
/// The whole report is written to `kept`.
fn grade(course: &Path, grader: &Path, build_dir: &Path, folders: &[PathBuf], kept: &Path) -> serde_json::Value {
    let output = Command::new(grader)
        .args(["grade", "--jobs", "2", "--format", "json"])
        .args(folders)
        .current_dir(course)
        .env(grader::course::workspace::BUILD_DIR_VAR, build_dir)
        .output()
        .expect("the grader runs");
    std::fs::write(kept, &output.stdout).expect("the report is kept");
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap_or_else(|e| {
        panic!(
            "{}: no JSON ({e}): {}",
            grader.display(),
            String::from_utf8_lossy(&output.stderr)
        )
    });
    let verdicts: Vec<serde_json::Value> = report["submissions"]
        .as_array()
        .expect("submissions")
        .iter()
        .map(|s| {
            let exercises: Vec<serde_json::Value> = s["exercises"]
                .as_array()
                .expect("exercises")
                .iter()
                .map(|e| {
                    let checks: Vec<serde_json::Value> = e["checks"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .map(|c| serde_json::json!([c["name"], c["status"], c["class"]]))
                        .collect();
                    serde_json::json!([e["exercise"], e["status"], e["class"], e["points"], checks])
                })
                .collect();
            serde_json::json!([s["submission"], exercises])
        })
        .collect();
    serde_json::Value::Array(verdicts)
}

/// The exercises whose verdict (`[exercise, status, class, points, checks]`, by submission) is not
/// the same in `before` and `after`: each as it was and as it is.
fn differences(before: &serde_json::Value, after: &serde_json::Value) -> Vec<(String, String)> {
    let submissions = |v: &serde_json::Value| v.as_array().cloned().unwrap_or_default();
    let mut out = Vec::new();
    for (was, now) in submissions(before).iter().zip(submissions(after).iter()) {
        for (a, b) in submissions(&was[1]).iter().zip(submissions(&now[1]).iter()) {
            if a != b {
                out.push((format!("{} {a}", was[0]), b.to_string()));
            }
        }
    }
    out
}
