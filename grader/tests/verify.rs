//! `grader verify` over every exercise the manifests (lessons/*/lesson.toml) name: the test
//! suite fails if a stub passes, a solution fails, or any mutant escapes its check. The
//! exercises are read from the manifests, never listed here, so a new one is verified
//! from the moment its `[[exercise]]` exists.
//!
//! A test binary of its own (`harness = false`): libtest needs its tests at compile time.
//! Like libtest it runs up to `--test-threads` (or RUST_TEST_THREADS, else the cores)
//! verifies at once, reports each by name, takes a name filter and `--list`, and exits 101
//! if any failed.

mod common;
use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Instant;

/// One exercise to verify: its id and whether it has mutants to be caught (a quiz has none).
struct Job {
    id: String,
    mutants: bool,
    /// How much there is to grade (stub, solution, alternatives, mutants): the largest start
    /// first, so that the last to finish is a short one.
    weight: usize,
}

fn jobs() -> Vec<Job> {
    let (ws, course) = common::course();
    let mut jobs: Vec<Job> = course
        .exercises()
        .into_iter()
        .filter(|(_, ex)| ex.graded())
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

/// What libtest would take from the command line: a name filter (`exercise-3`, `--exact`),
/// `--skip NAME`, `--list`, `--test-threads N`; other flags (`--nocapture`, `--quiet`) change nothing here.
struct Args {
    filter: Option<String>,
    skip: Vec<String>,
    exact: bool,
    list: bool,
    ignored_only: bool,
    threads: usize,
}

fn args() -> Args {
    let mut args = Args {
        filter: None,
        skip: Vec::new(),
        exact: false,
        list: false,
        ignored_only: false,
        threads: std::env::var("RUST_TEST_THREADS")
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get())),
    };
    let mut given = std::env::args().skip(1);
    while let Some(arg) = given.next() {
        match arg.as_str() {
            "--list" => args.list = true,
            "--exact" => args.exact = true,
            "--ignored" => args.ignored_only = true,
            "--test-threads" => args.threads = given.next().and_then(|n| n.parse().ok()).unwrap_or(args.threads),
            a if a.starts_with("--test-threads=") => {
                args.threads = a["--test-threads=".len()..].parse().unwrap_or(args.threads)
            }
            "--skip" => args.skip.extend(given.next()),
            // Flags with a value that this runner has no use for.
            "--format" | "--color" | "-Z" | "--logfile" => {
                given.next();
            }
            a if a.starts_with('-') => {}
            a => args.filter = Some(a.to_string()),
        }
    }
    args.threads = args.threads.max(1);
    args
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

fn main() {
    let args = args();
    let selected: VecDeque<Job> = jobs()
        .into_iter()
        .filter(|j| match &args.filter {
            Some(f) if args.exact => j.id == *f,
            Some(f) => j.id.contains(f.as_str()),
            None => true,
        })
        .filter(|j| !args.skip.iter().any(|s| j.id.contains(s.as_str())))
        // Nothing here is #[ignore]d.
        .filter(|_| !args.ignored_only)
        .collect();
    if args.list {
        for job in &selected {
            println!("{}: test", job.id);
        }
        return;
    }
    let total = selected.len();
    let plural = if total == 1 { "" } else { "s" };
    println!(
        "\nrunning {total} test{plural} (grader verify, {} at once)",
        args.threads
    );
    let started = Instant::now();
    let queue = Arc::new(Mutex::new(selected));
    let failures = Arc::new(Mutex::new(Vec::new()));
    let workers: Vec<_> = (0..args.threads.min(total))
        .map(|_| {
            let (queue, failures) = (Arc::clone(&queue), Arc::clone(&failures));
            std::thread::spawn(move || {
                loop {
                    let Some(job) = queue.lock().unwrap().pop_front() else {
                        break;
                    };
                    let began = Instant::now();
                    let result = verify(&job);
                    let took = began.elapsed().as_secs();
                    match result {
                        Ok(()) => println!("test {} ... ok ({took} s)", job.id),
                        Err(e) => {
                            println!("test {} ... FAILED ({took} s)", job.id);
                            failures.lock().unwrap().push((job.id, e));
                        }
                    }
                }
            })
        })
        .collect();
    for worker in workers {
        worker.join().expect("a verify worker panicked");
    }
    let failures = failures.lock().unwrap();
    let took = started.elapsed().as_secs_f64();
    if failures.is_empty() {
        println!("\ntest result: ok. {total} passed; 0 failed; finished in {took:.2}s\n");
        return;
    }
    println!("\nfailures:\n");
    for (id, e) in failures.iter() {
        println!("---- {id} ----\n{e}\n");
    }
    let names: Vec<&str> = failures.iter().map(|(id, _)| id.as_str()).collect();
    println!(
        "test result: FAILED. {} passed; {} failed ({}); finished in {took:.2}s\n",
        total - failures.len(),
        failures.len(),
        names.join(", ")
    );
    std::process::exit(101);
}
