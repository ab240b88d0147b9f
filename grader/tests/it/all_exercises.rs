//! `grader verify` over every exercise the manifests (lessons/*/lesson.toml) name: the test
//! suite fails if a stub passes, a solution fails, or any mutant escapes its check. The
//! exercises are read from the manifests at run time, never listed here, so a new one is
//! verified from the moment its `[[exercise]]` exists.
//!
//! One test, not one per exercise: libtest wants its tests at compile time and the
//! exercises are data. It verifies as many exercises at once as there are cores, the
//! largest first, and names each as it ends. Its module sorts first on purpose: libtest
//! starts tests in the order of their names, and this one, the longest of the suite by far,
//! then runs beside all the others instead of after them.
//!
//! A teacher who wants one exercise runs `grader verify exercise-N` (the same command this
//! test runs), or this test with `GRADER_VERIFY_ONLY=exercise-N[,…]`.

use crate::common;
use std::collections::VecDeque;
use std::sync::Mutex;
use std::time::Instant;

/// One exercise to verify.
struct Job {
    id: String,
    /// Whether it has mutants to be caught (a quiz has none).
    mutants: bool,
    /// How much there is to grade (stub, solution, alternatives, mutants): the largest start
    /// first, so that the last to finish is a short one.
    weight: usize,
}

fn jobs() -> Vec<Job> {
    let (ws, course) = common::course();
    let only: Option<Vec<String>> = std::env::var("GRADER_VERIFY_ONLY")
        .ok()
        .map(|ids| ids.split(',').map(|id| id.trim().to_string()).collect());
    let mut jobs: Vec<Job> = course
        .exercises()
        .into_iter()
        .filter(|(_, ex)| ex.graded())
        .filter(|(_, ex)| only.as_ref().is_none_or(|only| only.contains(&ex.id())))
        .map(|(lesson, ex)| {
            let count = |folder: &str| {
                std::fs::read_dir(ws.lesson_exercise_dir(lesson, ex).join(folder))
                    .map(|d| d.count())
                    .unwrap_or(0)
            };
            Job {
                id: ex.id(),
                mutants: ex.quiz.is_none(),
                weight: 2 + count("mutants") + count("alternatives"),
            }
        })
        .collect();
    jobs.sort_by_key(|j| std::cmp::Reverse(j.weight));
    jobs
}

/// `grader verify ID`; `Err` with what it printed when it failed.
fn verify(job: &Job) -> Result<(), String> {
    let output = common::grader()
        .args(["verify", &job.id])
        .output()
        .map_err(|e| e.to_string())?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    let printed = || format!("{stdout}\n{}", String::from_utf8_lossy(&output.stderr));
    if !output.status.success() {
        return Err(format!("grader verify {} failed:\n{}", job.id, printed()));
    }
    if job.mutants && !stdout.contains("mutants/") {
        return Err(format!("no mutant of {} was verified:\n{}", job.id, printed()));
    }
    Ok(())
}

#[test]
fn every_exercise_the_manifests_name_verifies() {
    let jobs = jobs();
    assert!(
        !jobs.is_empty(),
        "no exercise to verify (GRADER_VERIFY_ONLY names none?)"
    );
    let total = jobs.len();
    let at_once = std::thread::available_parallelism().map_or(1, |n| n.get()).min(total);
    let queue = Mutex::new(VecDeque::from(jobs));
    let failures = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..at_once {
            s.spawn(|| {
                while let Some(job) = queue.lock().unwrap().pop_front() {
                    let began = Instant::now();
                    let result = verify(&job);
                    let took = began.elapsed().as_secs();
                    // On stderr, so that it shows as it happens under `--nocapture`.
                    match result {
                        Ok(()) => eprintln!("grader verify {} ... ok ({took} s)", job.id),
                        Err(e) => {
                            eprintln!("grader verify {} ... FAILED ({took} s)", job.id);
                            failures.lock().unwrap().push((job.id, e));
                        }
                    }
                }
            });
        }
    });
    let failures = failures.into_inner().unwrap();
    let names: Vec<&str> = failures.iter().map(|(id, _)| id.as_str()).collect();
    let shown: Vec<String> = failures.iter().map(|(id, e)| format!("---- {id} ----\n{e}")).collect();
    assert!(
        failures.is_empty(),
        "{} of {total} exercises failed `grader verify` ({}):\n\n{}",
        failures.len(),
        names.join(", "),
        shown.join("\n\n")
    );
}
