//! The harness benchmark: for each exercise, time to verdict and schedules per second on
//! the solution and on every mutant, next to a plain real-thread stress loop over the
//! scenario that caught the mutant.
//!
//!     cargo run --release -p grader-bench -- [exercise-1 …] [--stress 3] [--mutants N]
//!     cargo run --release -p grader-bench -- --boundary [exercise-1 …]
//!
//!     cargo run --release -p grader-bench -- --class 30 --grader OLD --grader NEW
//!
//! `--class` grades one class of N submissions with each grader program named, in turn
//! (`class.rs`): the time per exercise graded, before and after a change, in one run.
//!
//!     cargo run --release -p grader-bench -- --warm 3 --grader OLD --grader NEW [exercise-1 …]
//!     cargo run --release -p grader-bench -- --cold CHECKOUT…
//!
//! `--warm` times `grader check` of every exercise's solution with each grader in turn,
//! `--cold` the README's first command in fresh checkouts (`warm.rs`).
//!
//!     cargo run --release -p grader-bench -- --searches [exercise-1 …]
//!
//! `--searches` grades every mutant and tells, per check, how many schedules its search
//! needed to find the worst of them, against what the search allows (`searches.rs`).
//!
//! `--boundary` instead times each exercise's solution with the OS boundary on and off
//! (docs/security.md): the cost of the sandbox per check.
//!
//! Figures are wall-clock on whatever machine runs it; compare ratios within one run.

mod class;
mod searches;
mod warm;

use grader::compile;
use grader::course::i18n::Catalog;
use grader::course::manifest::{Course, Exercise, Lesson};
use grader::course::workspace::Workspace;
use grader::engine::{self, Candidate, Options};
use grader::verdict::{CheckStatus, ExerciseVerdict, Status};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// What `--help` prints, and an error of the command line after its message.
const USAGE: &str = "usage: grader-bench [exercise-N …] [--stress SECONDS] [--mutants N]
       grader-bench --boundary [exercise-N …]
       grader-bench --class N --grader PATH [--grader PATH …]
       grader-bench --warm ROUNDS --grader PATH [--grader PATH …] [exercise-N …]
       grader-bench --cold CHECKOUT …
       grader-bench --searches [exercise-N …]";

fn usage(message: &str) -> ! {
    eprintln!("grader-bench: {message}\n{USAGE}");
    std::process::exit(2)
}

fn main() {
    // The builds run this program as the compiler's wrapper, as they run the grader.
    grader::boundary::sandbox::wrap_rustc_if_asked();
    let mut ids = Vec::new();
    let mut stress = 3.0;
    let mut most = usize::MAX;
    let mut boundary = false;
    let mut class_size = None;
    let mut graders = Vec::new();
    let mut warm_rounds = None;
    let mut cold = Vec::new();
    let mut searches = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--boundary" => boundary = true,
            "--searches" => searches = true,
            "--class" => class_size = Some(args.next().and_then(|s| s.parse().ok()).expect("--class N")),
            "--grader" => graders.push(PathBuf::from(args.next().expect("--grader PATH"))),
            "--stress" => stress = args.next().and_then(|s| s.parse().ok()).expect("--stress SECONDS"),
            "--warm" => warm_rounds = Some(args.next().and_then(|s| s.parse().ok()).expect("--warm ROUNDS")),
            "--cold" => cold.extend(args.by_ref().map(PathBuf::from)),
            "--mutants" => most = args.next().and_then(|s| s.parse().ok()).expect("--mutants N"),
            "-h" | "--help" => {
                println!("{USAGE}");
                return;
            }
            flag if flag.starts_with('-') => usage(&format!("unknown option {flag}")),
            id => ids.push(id.to_string()),
        }
    }
    if !cold.is_empty() {
        return warm::cold(&cold);
    }
    let ws = Workspace::find(&std::env::current_dir().unwrap()).expect("run inside the course workspace");
    let course = Course::load(&ws.lessons_dir()).expect("manifests load");
    let catalog = Catalog::load("en", Some(&ws.lessons_dir()));
    if let Some(unknown) = ids.iter().find(|id| course.find(id).is_none()) {
        usage(&format!("no exercise {unknown} in the course"));
    }
    if ids.is_empty() {
        ids = course
            .exercises()
            .iter()
            .filter(|(_, e)| !e.checks.is_empty())
            .map(|(_, e)| e.id())
            .collect();
    }
    if let Some(size) = class_size {
        assert!(!graders.is_empty(), "--class needs at least one --grader PATH");
        return class::cost(&ws, &course, size, &graders);
    }
    if let Some(rounds) = warm_rounds {
        assert!(!graders.is_empty(), "--warm needs at least one --grader PATH");
        return warm::warm(&ws, &course, &ids, rounds, &graders);
    }
    if searches {
        return searches::measure(&ws, &course, &catalog, &ids);
    }
    if boundary {
        return boundary_cost(&ws, &course, &catalog, &ids);
    }
    println!(
        "| exercise | candidate | verdict | warm time to verdict | schedules | schedules/s | real threads, {stress} s |"
    );
    println!("|---|---|---|---|---|---|---|");
    for id in ids {
        let (lesson, ex) = course.find(&id).expect("a known exercise");
        let mut candidates = vec![ws.solution_file(ex)];
        // Each mutant graded from its source as `grader verify` writes it (named `<mutant>.rs`).
        let mutants = grader::teacher::mutants::load(&ws, lesson, ex);
        candidates.extend(
            mutants
                .list
                .iter()
                .take(most)
                .map(|m| m.write().unwrap_or_else(|e| panic!("{}: {e}", m.name))),
        );
        for file in candidates {
            let grade = |catalog: &Catalog| grade_file(&ws, lesson, ex, &file, catalog);
            grade(&catalog); // warm the build
            let start = Instant::now();
            let verdict = grade(&catalog);
            let elapsed = start.elapsed().as_secs_f64();
            let schedules: u64 = verdict.checks.iter().map(|c| c.schedules).sum();
            let millis: u64 = verdict
                .checks
                .iter()
                .filter(|c| c.schedules > 0)
                .map(|c| c.millis)
                .sum();
            let rate = if millis > 0 {
                schedules as f64 * 1000.0 / millis as f64
            } else {
                0.0
            };
            let caught = verdict
                .checks
                .iter()
                .find(|c| c.status == CheckStatus::Fail && c.failure.is_some());
            let (check, scenario) = match caught {
                Some(c) => (c.name.clone(), c.failure.as_ref().map(|f| f.variant).unwrap_or(0)),
                // The solution: stress the busiest scenario of the check that explores most.
                None => {
                    let busiest = verdict.checks.iter().max_by_key(|c| c.schedules).expect("a check");
                    (busiest.name.clone(), 0)
                }
            };
            let built = grader::candidate::source::Source::read(&file).ok().and_then(|source| {
                compile::build(
                    &ws,
                    lesson,
                    ex,
                    &source,
                    compile::Slot::Bench,
                    compile::Programs::Checks,
                    &compile::Bound::within(compile::BUILD_TIMEOUT),
                )
                .ok()
            });
            let real = match built {
                Some(built) => stress_loop(built.checks, &check, scenario, stress),
                None => "does not build".to_string(),
            };
            let shown = file.file_name().unwrap().to_string_lossy().to_string();
            let name = if file == ws.solution_file(ex) {
                "solution".to_string()
            } else {
                shown
            };
            let outcome = match (verdict.status, caught) {
                (Status::Pass, _) => "pass".to_string(),
                (_, Some(c)) => format!("{} ({check})", c.class.map(|c| c.id()).unwrap_or("error")),
                (_, None) => verdict
                    .class
                    .map(|c| c.id().to_string())
                    .unwrap_or_else(|| "error".into()),
            };
            println!("| {id} | {name} | {outcome} | {elapsed:.2} s | {schedules} | {rate:.0} | {real} |");
        }
    }
}

/// Runs one scenario on real threads for `seconds`; says whether and when it failed.
fn stress_loop(checks: PathBuf, check: &str, scenario: usize, seconds: f64) -> String {
    let output = Command::new(checks)
        .args(["stress", check, &scenario.to_string(), &seconds.to_string()])
        .output();
    let Ok(output) = output else { return "cannot run".into() };
    let Ok(report) = serde_json::from_slice::<serde_json::Value>(&output.stdout) else {
        return format!("ended without a report ({})", output.status);
    };
    let runs = report["runs"].as_u64().unwrap_or(0);
    let secs = report["seconds"].as_f64().unwrap_or(seconds).max(1e-9);
    match (
        report["failed_after"].as_u64(),
        report["hung"].as_bool().unwrap_or(false),
    ) {
        (Some(n), true) => format!("hung in run {n} ({:.0} runs/s)", runs as f64 / secs),
        (Some(n), false) => format!("failed in run {n} ({:.0} runs/s)", runs as f64 / secs),
        (None, _) => format!("{runs} runs, no failure ({:.0} runs/s)", runs as f64 / secs),
    }
}

/// Each exercise's solution graded warm with the OS boundary on and off: time per check
/// (process start, Landlock, namespaces included) and the ratio.
/// The verdict on `file` as `grader check` gives it, in the bench's own slot.
fn grade_file(ws: &Workspace, lesson: &Lesson, ex: &Exercise, file: &Path, catalog: &Catalog) -> ExerciseVerdict {
    let candidate = Candidate {
        lesson,
        exercise: ex,
        file,
        shown_as: None,
        copied_from: None,
    };
    engine::grade(
        ws,
        &candidate,
        &Options::in_slot(grader::compile::Slot::Bench),
        catalog,
        &mut |_| {},
    )
}

fn boundary_cost(ws: &Workspace, course: &Course, catalog: &Catalog, ids: &[String]) {
    println!("| exercise | checks | per check, boundary on | per check, off | ratio |");
    println!("|---|---|---|---|---|");
    for id in ids {
        let (lesson, ex) = course.find(id).expect("a known exercise");
        let file = ws.solution_file(ex);
        let grade = |catalog: &Catalog| grade_file(ws, lesson, ex, &file, catalog);
        grade(catalog); // warm the build
        let mut per_check = [0.0; 2];
        for (i, on) in [true, false].into_iter().enumerate() {
            grader::boundary::sandbox::set_enabled(on);
            let start = Instant::now();
            let verdict = grade(catalog);
            per_check[i] = start.elapsed().as_secs_f64() * 1000.0 / verdict.checks.len().max(1) as f64;
        }
        grader::boundary::sandbox::set_enabled(true);
        println!(
            "| {id} | {} | {:.0} ms | {:.0} ms | {:.2} |",
            ex.checks.len(),
            per_check[0],
            per_check[1],
            per_check[0] / per_check[1]
        );
    }
}
