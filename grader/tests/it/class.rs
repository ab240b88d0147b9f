//! A class of 18: copies of exercise 1's solution, of its stub and of its mutants, mixed,
//! graded with `grader grade … --jobs 2`. Every verdict must be the expected one, the total
//! time printed, and `--shard 1/3`, `2/3` and `3/3` of six of them together must grade
//! those exactly once, with the same verdicts.
//!
//! To keep CI fast, the submissions hold exercise 1 only (its full set of checks): the
//! other exercises are missing, hence not done, without a build.

use crate::common::{grader, root};
use grader::course::workspace::Workspace;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const LIB: &str = "exercises/01-bounded-queue/src/lib.rs";
/// Submissions in the class: six of each kind, in pairs, so that each shard of the first
/// six gets one pair. Each is graded in full, so every one costs CI's time.
const CLASS: usize = 18;
/// The first submissions of the class, graded again in three shards.
const SHARDED: usize = 6;

/// What one submission must get for exercise 1: pass, or fail with this class (found by
/// this check, if the mutant's entry names one).
#[derive(Clone, Debug)]
struct Expected {
    class: Option<String>,
    check: Option<String>,
}

fn class(tmp: &Path) -> (Vec<PathBuf>, BTreeMap<String, Expected>) {
    let ws = Workspace { root: root() };
    let course = grader::course::manifest::Course::load(&ws.lessons_dir()).unwrap();
    let (lesson, ex) = course.find("exercise-1").unwrap();
    let mutants = grader::teacher::mutants::load(&ws, lesson, ex).list;
    assert!(mutants.len() >= 10);
    let mut dirs = Vec::new();
    let mut expected = BTreeMap::new();
    let mut next_mutant = 0;
    for i in 0..CLASS {
        // Pairs of each kind in turn, so that every shard gets some of each.
        let (source, want, kind) = match (i / 2) % 3 {
            0 => (
                ws.solution_file(ex),
                Expected {
                    class: None,
                    check: None,
                },
                "solution".to_string(),
            ),
            1 => (
                ws.student_file(ex),
                Expected {
                    class: Some("not-done".into()),
                    check: None,
                },
                "stub".to_string(),
            ),
            _ => {
                let mutant = &mutants[next_mutant % mutants.len()];
                next_mutant += 1;
                let name = mutant.name.replace('_', "-");
                (
                    mutant.write().unwrap(),
                    Expected {
                        class: Some(mutant.class.id().to_string()),
                        check: mutant.check.clone(),
                    },
                    name,
                )
            }
        };
        let name = format!("student-{i:02}-{kind}");
        let dir = tmp.join(&name);
        let file = dir.join(LIB);
        std::fs::create_dir_all(file.parent().unwrap()).unwrap();
        std::fs::copy(&source, &file).unwrap();
        dirs.push(dir);
        expected.insert(name, want);
    }
    // Given in no particular order: the grader sorts them.
    dirs.reverse();
    (dirs, expected)
}

struct Run {
    json: serde_json::Value,
    stderr: String,
    elapsed: Duration,
}

fn grade(dirs: &[PathBuf], extra: &[&str]) -> Run {
    let start = Instant::now();
    let output = grader()
        .arg("grade")
        .args(dirs)
        .args(["--jobs", "2", "--format", "json"])
        .args(extra)
        .timeout(Duration::from_secs(1200))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr).to_string();
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(output.status.code(), Some(1), "some submissions fail: {stderr}");
    let json = serde_json::from_slice(&output.stdout).unwrap();
    Run {
        json,
        stderr,
        elapsed: start.elapsed(),
    }
}

/// Submission name → (status, class) of exercise 1.
fn verdicts(run: &Run) -> BTreeMap<String, (String, String)> {
    run.json["submissions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            let ex = &s["exercises"][0];
            (
                s["submission"].as_str().unwrap().to_string(),
                (ex["status"].to_string(), ex["class"].to_string()),
            )
        })
        .collect()
}

#[test]
fn a_class_is_graded_right_in_parallel_and_in_shards() {
    let tmp = tempfile::tempdir().unwrap();
    let (dirs, expected) = class(tmp.path());

    let full = grade(&dirs, &[]);
    let subs = full.json["submissions"].as_array().unwrap();
    assert_eq!(subs.len(), CLASS);
    let names: Vec<&str> = subs.iter().map(|s| s["submission"].as_str().unwrap()).collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(names, sorted, "results in the order of the sorted folders");
    for s in subs {
        let name = s["submission"].as_str().unwrap();
        let want = &expected[name];
        let ex = &s["exercises"][0];
        assert_eq!(ex["exercise"], "exercise-1");
        match &want.class {
            None => {
                assert_eq!(ex["status"], "pass", "{name}: {ex:#}");
                assert_eq!(ex["points"], ex["max_points"], "{name}");
                assert_eq!(s["points"], ex["points"], "{name}");
            }
            Some(class) => {
                assert_eq!(ex["status"], "fail", "{name}: {ex:#}");
                assert_eq!(ex["points"], 0, "{name}");
                let failing: Vec<(&str, &str)> = ex["checks"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .filter(|c| c["status"] == "fail")
                    .map(|c| (c["name"].as_str().unwrap(), c["class"].as_str().unwrap_or("")))
                    .collect();
                let caught = match &want.check {
                    Some(check) => failing.contains(&(check.as_str(), class.as_str())),
                    None => failing.iter().any(|(_, c)| c == class) || ex["class"] == class.as_str(),
                };
                assert!(
                    caught,
                    "{name}: expected {class} ({:?}), got {failing:?} / {}",
                    want.check, ex["class"]
                );
            }
        }
        for other in s["exercises"].as_array().unwrap().iter().skip(1) {
            assert_eq!(other["class"], "not-done", "{name}");
        }
    }
    // The summary table and the total time.
    assert!(full.stderr.contains("student-01-solution"), "{}", full.stderr);
    assert!(
        full.stderr.contains(&format!("Graded {CLASS} submissions in ")) && full.stderr.contains(" s with 2 jobs"),
        "{}",
        full.stderr
    );
    assert_eq!(full.json["jobs"], 2);
    assert!(full.json["millis"].as_u64().unwrap() > 0);
    eprintln!("{CLASS} submissions, 2 jobs: {:.1} s", full.elapsed.as_secs_f64());

    // Three shards of the first six (a pair of each kind; the shards deal them out in turn,
    // so that each gets one that fails): each a third, together those six exactly once,
    // with the verdicts the whole class got. Six, not all, because every submission is
    // graded again here: the rule is the same.
    let whole = verdicts(&full);
    let mut first = dirs.clone();
    first.sort();
    first.truncate(SHARDED);
    let mut seen: BTreeMap<String, (String, String)> = BTreeMap::new();
    for i in 1..=3 {
        let shard = grade(&first, &["--shard", &format!("{i}/3")]);
        assert_eq!(shard.json["shard"]["index"], i);
        assert_eq!(shard.json["shard"]["count"], 3);
        assert_eq!(shard.json["given"], SHARDED);
        let part = verdicts(&shard);
        assert_eq!(part.len(), SHARDED / 3, "shard {i}/3");
        for (name, verdict) in part {
            assert!(seen.insert(name.clone(), verdict).is_none(), "{name} graded twice");
        }
        let told = format!("Shard {i} of 3: {} of {SHARDED} submissions.", SHARDED / 3);
        assert!(shard.stderr.contains(&told), "{}", shard.stderr);
        eprintln!("shard {i}/3: {:.1} s", shard.elapsed.as_secs_f64());
    }
    let graded_first: BTreeMap<String, (String, String)> = whole.into_iter().take(SHARDED).collect();
    assert_eq!(
        seen, graded_first,
        "the shards together grade the first ones exactly once, the same way"
    );
}

#[test]
fn bad_shards_and_folders_are_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("a");
    std::fs::create_dir_all(&dir).unwrap();
    for shard in ["0/3", "4/3", "x"] {
        grader()
            .args(["grade", dir.to_str().unwrap(), "--shard", shard])
            .assert()
            .code(2)
            .stderr(predicates::str::contains("--shard takes I/N"));
    }
    grader()
        .args(["grade", tmp.path().join("missing").to_str().unwrap()])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("Not a submission folder"));
    grader().args(["grade"]).assert().code(2);
}
