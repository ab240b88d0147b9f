//! `--warm N --grader PATH…` and `--cold DIR…`: the figures of issue 26 as a student
//! meets them, each grader program (or checkout) in turn in one run.
//!
//! - Warm: `grader check ID --file <solution>` of every exercise (each grader in the
//!   checkout it was built in, with that checkout's builds), built once first, then N
//!   rounds of every grader in turn (A, B, A, B: a change in the machine's load falls on
//!   both alike); the median wall time per exercise and grader, and whether the verdicts
//!   (status, class and status of every check) were the same.
//! - Cold: in each checkout (a fresh clone, no `target/`, crates downloaded), the README's
//!   first command, `cargo run -p grader -- check exercise-1`, to its verdict: wall time and
//!   the CPU time of everything it started (the grader's build, the checks' build, the checks).

use grader::course::manifest::Course;
use grader::course::workspace::Workspace;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// Where a grader checks: in the course checkout it was built in (`…/target/debug/grader`),
/// with that checkout's own builds, as its student would; else in this course, in a build
/// folder of its own.
struct Home {
    ws: Workspace,
    build_dir: Option<PathBuf>,
}

fn home(ws: &Workspace, grader: &Path, i: usize) -> Home {
    match grader.parent().and_then(Workspace::find) {
        Some(own) => Home {
            ws: own,
            build_dir: None,
        },
        None => Home {
            ws: Workspace { root: ws.root.clone() },
            build_dir: Some(ws.scratch_dir().join("bench-warm").join(format!("build-{i}"))),
        },
    }
}

pub fn warm(ws: &Workspace, course: &Course, ids: &[String], rounds: usize, graders: &[PathBuf]) {
    let graders: Vec<PathBuf> = graders
        .iter()
        .map(|g| std::path::absolute(g).expect("an absolute path"))
        .collect();
    let homes: Vec<Home> = graders.iter().enumerate().map(|(i, g)| home(ws, g, i)).collect();
    let names: Vec<String> = graders.iter().map(|g| g.display().to_string()).collect();
    println!(
        "| exercise | checks | {} | ratio (last / first) | verdicts |",
        names
            .iter()
            .map(|n| format!("{n}, median of {rounds}"))
            .collect::<Vec<_>>()
            .join(" | ")
    );
    println!("|---|---|{}---|---|", "---|".repeat(graders.len()));
    for id in ids {
        let (_, ex) = course.find(id).expect("a known exercise");
        // The solution as each checkout has it, at the same place in each.
        let file = ws.show(&ws.solution_file(ex));
        let mut first = None;
        let mut same = true;
        for (grader, home) in graders.iter().zip(&homes) {
            let verdict = check(home, grader, id, &file).1; // built once, not timed
            same &= *first.get_or_insert_with(|| verdict.clone()) == verdict;
        }
        let mut times = vec![Vec::new(); graders.len()];
        for _ in 0..rounds {
            for (i, (grader, home)) in graders.iter().zip(&homes).enumerate() {
                let (secs, verdict) = check(home, grader, id, &file);
                times[i].push(secs);
                same &= first.as_ref() == Some(&verdict);
            }
        }
        let medians: Vec<f64> = times.iter_mut().map(|t| median(t)).collect();
        let ratio = medians.last().unwrap_or(&0.0) / medians.first().copied().unwrap_or(1.0).max(1e-9);
        println!(
            "| {id} | {} | {} | {ratio:.2} | {} |",
            ex.checks.len(),
            medians
                .iter()
                .map(|m| format!("{m:.2} s"))
                .collect::<Vec<_>>()
                .join(" | "),
            if same { "the same" } else { "DIFFERENT" }
        );
    }
}

/// One `grader check` of `file`: its wall time and its verdict (status, class, each check).
fn check(home: &Home, grader: &Path, id: &str, file: &str) -> (f64, serde_json::Value) {
    let start = Instant::now();
    let mut command = Command::new(grader);
    command
        .args(["check", id, "--format", "json", "--no-html", "--file", file])
        .current_dir(&home.ws.root);
    if let Some(dir) = &home.build_dir {
        command.env(grader::course::workspace::BUILD_DIR_VAR, dir);
    }
    let output = command.output().expect("the grader runs");
    let secs = start.elapsed().as_secs_f64();
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap_or_default();
    let checks: Vec<serde_json::Value> = report["checks"]
        .as_array()
        .map(|c| {
            c.iter()
                .map(|c| serde_json::json!([c["name"], c["status"], c["class"]]))
                .collect()
        })
        .unwrap_or_default();
    (secs, serde_json::json!([report["status"], report["class"], checks]))
}

fn median(times: &mut [f64]) -> f64 {
    times.sort_by(f64::total_cmp);
    times.get(times.len() / 2).copied().unwrap_or(0.0)
}

pub fn cold(checkouts: &[PathBuf]) {
    println!("| checkout | cold first verdict, wall | CPU of all it started | verdict |");
    println!("|---|---|---|---|");
    for dir in checkouts {
        assert!(
            !dir.join("target").exists(),
            "{}: a cold start wants a checkout without target/",
            dir.display()
        );
        let cpu_before = children_cpu();
        let start = Instant::now();
        let output = Command::new(std::env::var("CARGO").unwrap_or_else(|_| "cargo".into()))
            .args([
                "run",
                "--offline",
                "-p",
                "grader",
                "--",
                "check",
                "exercise-1",
                "--format",
                "json",
            ])
            .args(["--no-html"])
            .current_dir(dir)
            .output()
            .expect("cargo runs");
        let wall = start.elapsed().as_secs_f64();
        let cpu = children_cpu() - cpu_before;
        let report: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap_or_default();
        println!(
            "| {} | {wall:.0} s | {cpu:.0} s | {} ({}) |",
            dir.display(),
            report["status"].as_str().unwrap_or("no verdict"),
            report["class"].as_str().unwrap_or("-")
        );
    }
}

/// CPU seconds (user and system) of the children waited for so far, from
/// `/proc/self/stat` (Linux; 0 elsewhere): cargo, every compiler, every check.
fn children_cpu() -> f64 {
    let Ok(stat) = std::fs::read_to_string("/proc/self/stat") else {
        return 0.0;
    };
    // The fields after the command's name in parentheses: cutime and cstime are the
    // 14th and 15th of them (16 and 17 of the whole line), in clock ticks.
    let Some((_, rest)) = stat.rsplit_once(')') else {
        return 0.0;
    };
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = [13, 14]
        .iter()
        .filter_map(|&i| fields.get(i).and_then(|f| f.parse::<f64>().ok()))
        .sum();
    // Clock ticks per second: 100 on every Linux this runs on (USER_HZ).
    ticks / 100.0
}
