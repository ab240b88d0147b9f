//! The machine formats of `grader grade`, validated: `json` against its own schema
//! (docs/schemas/grade.schema.json), `gradescope` against a schema written from
//! Gradescope's specification (docs/schemas/gradescope-results.schema.json),
//! `prairielearn` against one written from PrairieLearn's "Grading results"
//! (docs/schemas/prairielearn-results.schema.json), `classroom50` against Classroom 50's
//! published schema (docs/schemas/classroom50-result-v1.schema.json), `junit` against the
//! rules of the JUnit XML schema CI systems read (Jenkins' junit-10.xsd). Each schema or
//! rule set is first checked on a known-good example of its format.
//!
//! The submissions graded: exercise 1's solution (pass), a mutant (deadlock, with a
//! timeline), std locks (refused) and an empty folder (nothing done).

use crate::common;
use crate::common::{grader, root};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn schema(name: &str) -> serde_json::Value {
    let text = std::fs::read_to_string(root().join("docs/schemas").join(name)).unwrap();
    serde_json::from_str(&text).unwrap()
}

fn validate(schema: &serde_json::Value, instance: &serde_json::Value) {
    let validator = jsonschema::validator_for(schema).expect("a valid schema");
    let errors: Vec<String> = validator
        .iter_errors(instance)
        .map(|e| format!("{} at {}", e, e.instance_path()))
        .collect();
    assert!(errors.is_empty(), "{errors:#?}\n{instance:#}");
}

fn read(file: &str) -> String {
    std::fs::read_to_string(root().join(file)).unwrap()
}

/// The class graded in these tests, in a temporary folder.
fn class(tmp: &Path) -> Vec<PathBuf> {
    let put = |name: &str, lib: Option<String>| {
        let dir = tmp.join(name);
        std::fs::create_dir_all(&dir).unwrap();
        if let Some(lib) = lib {
            let file = dir.join("exercises/01-bounded-queue/src/lib.rs");
            std::fs::create_dir_all(file.parent().unwrap()).unwrap();
            std::fs::write(file, lib).unwrap();
        }
        dir
    };
    vec![
        put("ada", Some(read("solutions/01-bounded-queue/src/lib.rs"))),
        put(
            "bob",
            Some(read(&common::mutant("exercise-1", "forgotten_notify_in_put"))),
        ),
        put("cyd", Some(common::hostile("std_locks.rs"))),
        put("dee", None),
    ]
}

fn grade(dirs: &[PathBuf], format: &str) -> (i32, String) {
    let output = grader()
        .arg("grade")
        .args(dirs)
        .args(["--jobs", "2", "--format", format])
        .timeout(std::time::Duration::from_secs(600))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "{stderr}");
    let code = output.status.code().unwrap();
    // The summary goes to stderr, the document alone to stdout.
    assert!(code == 2 || stderr.contains("Graded "), "{stderr}");
    (code, String::from_utf8(output.stdout).unwrap())
}

#[test]
fn json_matches_its_schema_with_points() {
    let tmp = tempfile::tempdir().unwrap();
    let (code, out) = grade(&class(tmp.path()), "json");
    assert_eq!(code, 1);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    validate(&schema("grade.schema.json"), &json);
    let subs = json["submissions"].as_array().unwrap();
    let names: Vec<&str> = subs.iter().map(|s| s["submission"].as_str().unwrap()).collect();
    assert_eq!(names, ["ada", "bob", "cyd", "dee"]);
    let first = |i: usize| &subs[i]["exercises"][0];
    assert_eq!(first(0)["status"], "pass");
    assert_eq!(first(0)["points"], 10);
    assert_eq!(subs[0]["points"], 10);
    assert_eq!(first(1)["class"], "deadlock");
    assert_eq!(first(2)["class"], "forbidden-api");
    assert_eq!(first(3)["class"], "not-done");
    assert_eq!(json["points"], 10);
    let max: u64 = subs.iter().map(|s| s["max_points"].as_u64().unwrap()).sum();
    assert_eq!(json["max_points"], max);
    // The mutant's failing check carries its timeline and replay.
    let failing = first(1)["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["class"] == "deadlock")
        .unwrap();
    assert!(!failing["timeline"].as_array().unwrap().is_empty());
    // It names the submission's file, not the copy the grader graded.
    let replay = failing["replay"].as_str().unwrap();
    assert!(
        replay.starts_with("grader check exercise-1 --file ")
            && replay.contains("/exercises/01-bounded-queue/src/lib.rs --replay ")
            && !replay.contains("target/grader/submissions"),
        "{replay}"
    );
}

#[test]
fn check_all_prints_one_submission_of_the_same_schema() {
    let tmp = tempfile::tempdir().unwrap();
    let dirs = class(tmp.path());
    let output = grader()
        .args(["check", "--all", "--format", "json", "--submission"])
        .arg(&dirs[3])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let full = schema("grade.schema.json");
    let submission = serde_json::json!({
        "$schema": full["$schema"],
        "$defs": full["$defs"],
        "$ref": "#/$defs/submission",
    });
    validate(&submission, &json);
}

#[test]
fn the_gradescope_schema_accepts_gradescopes_own_example() {
    let example = std::fs::read_to_string(root().join("grader/tests/formats/gradescope-example.json")).unwrap();
    validate(
        &schema("gradescope-results.schema.json"),
        &serde_json::from_str(&example).unwrap(),
    );
    // And it is not a schema that accepts anything.
    let validator = jsonschema::validator_for(&schema("gradescope-results.schema.json")).unwrap();
    for wrong in [
        serde_json::json!({ "tests": [{ "name": "no score anywhere" }] }),
        serde_json::json!({ "score": "ten" }),
        serde_json::json!({ "score": 1, "tests": [{ "score": 1, "status": "ok" }] }),
        serde_json::json!({ "score": 1, "points": 1 }),
    ] {
        assert!(!validator.is_valid(&wrong), "{wrong}");
    }
}

#[test]
fn gradescope_results_match_the_specification() {
    let tmp = tempfile::tempdir().unwrap();
    let dirs = class(tmp.path());
    for (dir, score) in [(&dirs[0], 10.0), (&dirs[1], 0.0), (&dirs[3], 0.0)] {
        let (code, out) = grade(std::slice::from_ref(dir), "gradescope");
        assert_eq!(code, 1, "only exercise 1 is in the submission");
        let json: serde_json::Value = serde_json::from_str(&out).unwrap();
        validate(&schema("gradescope-results.schema.json"), &json);
        assert_eq!(json["score"], score);
        // The report as Markdown, the time it took, no leaderboard unless asked.
        assert_eq!(json["output_format"], "md");
        assert_eq!(json["test_output_format"], "md");
        assert!(json["output"].as_str().unwrap().contains("| exercise-1 bounded-queue"));
        assert!(json["tests"][0]["output"].as_str().unwrap().starts_with("```"));
        assert!(json["execution_time"].is_u64(), "seconds");
        assert!(json.get("leaderboard").is_none());
        let tests = json["tests"].as_array().unwrap();
        assert_eq!(tests[0]["number"], "1");
        assert_eq!(tests[0]["max_score"], 10.0);
        assert_eq!(tests[0]["status"], if score > 0.0 { "passed" } else { "failed" });
        let sum: f64 = tests.iter().map(|t| t["score"].as_f64().unwrap()).sum();
        assert_eq!(sum, score);
        assert!(
            !tests[0]["output"].as_str().unwrap().contains('\u{1b}'),
            "no colour codes"
        );
    }
    // Gradescope grades one submission at a time.
    let (code, _) = grade(&dirs, "gradescope");
    assert_eq!(code, 2);
}

#[test]
fn the_junit_rules_accept_a_known_good_report() {
    let example = std::fs::read_to_string(root().join("grader/tests/formats/junit-example.xml")).unwrap();
    let counts = check_junit(&example);
    assert_eq!(counts, (4, 1, 1, 1));
    assert!(std::panic::catch_unwind(|| check_junit("<testsuites><testcase name=\"x\"/></testsuites>")).is_err());
}

#[test]
fn junit_follows_the_junit_schema() {
    let tmp = tempfile::tempdir().unwrap();
    let (code, out) = grade(&class(tmp.path()), "junit");
    assert_eq!(code, 1);
    let (tests, failures, errors, skipped) = check_junit(&out);
    assert!(tests >= 10, "{out}");
    assert!(failures >= 4, "{out}");
    assert_eq!(errors, 0, "{out}");
    // The output on real threads is not compared where an explored check failed.
    assert!(skipped < tests, "{out}");
    let doc = roxmltree::Document::parse(&out).unwrap();
    let suites: Vec<&str> = doc
        .descendants()
        .filter(|n| n.has_tag_name("testsuite"))
        .map(|n| n.attribute("name").unwrap())
        .collect();
    assert_eq!(suites, ["ada", "bob", "cyd", "dee"]);
    let deadlock = doc
        .descendants()
        .filter(|n| n.has_tag_name("failure"))
        .find(|n| n.attribute("type") == Some("deadlock"))
        .expect("the mutant's deadlock");
    assert_eq!(
        deadlock.parent().unwrap().attribute("classname"),
        Some("bob.bounded-queue")
    );
    assert!(
        deadlock
            .text()
            .unwrap()
            .contains("/exercises/01-bounded-queue/src/lib.rs --replay ")
    );
    let points = doc
        .descendants()
        .find(|n| n.has_tag_name("property") && n.attribute("name") == Some("points"))
        .unwrap();
    assert_eq!(points.attribute("value"), Some("10"));
}

/// Checks `xml` against the JUnit XML schema's rules (elements, their order and
/// attributes, required attributes, numbers) and that every count adds up. Returns the
/// tests, failures, errors and skipped counted.
fn check_junit(xml: &str) -> (usize, usize, usize, usize) {
    let doc = roxmltree::Document::parse(xml).expect("well-formed XML");
    let root = doc.root_element();
    assert_eq!(root.tag_name().name(), "testsuites");
    allowed(root, &["name", "time", "tests", "failures", "errors", "disabled"], &[]);
    let mut totals = (0, 0, 0, 0);
    for suite in elements(root) {
        assert_eq!(suite.tag_name().name(), "testsuite", "only testsuite in testsuites");
        allowed(
            suite,
            &[
                "name",
                "tests",
                "failures",
                "errors",
                "skipped",
                "disabled",
                "time",
                "timestamp",
                "hostname",
                "id",
                "package",
                "file",
                "log",
                "url",
                "version",
                "group",
            ],
            &["name", "tests"],
        );
        // properties?, testcase*, system-out?, system-err?
        let order = ["properties", "testcase", "system-out", "system-err"];
        let ranks: Vec<usize> = elements(suite)
            .iter()
            .map(|c| {
                order
                    .iter()
                    .position(|o| *o == c.tag_name().name())
                    .unwrap_or_else(|| panic!("unexpected <{}> in testsuite", c.tag_name().name()))
            })
            .collect();
        assert!(
            ranks.windows(2).all(|w| w[0] <= w[1]),
            "testsuite children out of order"
        );
        for once in ["properties", "system-out", "system-err"] {
            assert!(elements(suite).iter().filter(|c| c.has_tag_name(once)).count() <= 1);
        }
        for property in suite.descendants().filter(|n| n.has_tag_name("property")) {
            allowed(property, &["name", "value"], &["name", "value"]);
        }
        let mut counts = (0, 0, 0, 0);
        for case in elements(suite).into_iter().filter(|c| c.has_tag_name("testcase")) {
            allowed(
                case,
                &[
                    "name",
                    "classname",
                    "time",
                    "assertions",
                    "status",
                    "file",
                    "line",
                    "group",
                    "log",
                    "url",
                    "timestamp",
                ],
                &["name"],
            );
            counts.0 += 1;
            let children = elements(case);
            for child in &children {
                match child.tag_name().name() {
                    "failure" | "error" => allowed(*child, &["message", "type"], &[]),
                    "skipped" => allowed(*child, &["message"], &[]),
                    "system-out" | "system-err" => {}
                    other => panic!("unexpected <{other}> in testcase"),
                }
            }
            let has = |name: &str| children.iter().any(|c| c.has_tag_name(name));
            counts.1 += has("failure") as usize;
            counts.2 += has("error") as usize;
            counts.3 += has("skipped") as usize;
        }
        let number = |name: &str| suite.attribute(name).map(|v| v.parse::<usize>().expect("a count"));
        assert_eq!(
            number("tests"),
            Some(counts.0),
            "tests of {:?}",
            suite.attribute("name")
        );
        assert_eq!(number("failures").unwrap_or(0), counts.1);
        assert_eq!(number("errors").unwrap_or(0), counts.2);
        assert_eq!(number("skipped").unwrap_or(0), counts.3);
        totals = (
            totals.0 + counts.0,
            totals.1 + counts.1,
            totals.2 + counts.2,
            totals.3 + counts.3,
        );
    }
    let number = |name: &str| root.attribute(name).map(|v| v.parse::<usize>().expect("a count"));
    assert_eq!(number("tests").unwrap_or(totals.0), totals.0);
    assert_eq!(number("failures").unwrap_or(totals.1), totals.1);
    assert_eq!(number("errors").unwrap_or(totals.2), totals.2);
    for node in doc.descendants().filter(|n| n.is_element()) {
        if let Some(time) = node.attribute("time") {
            assert!(time.parse::<f64>().is_ok_and(|t| t >= 0.0), "time {time:?}");
        }
    }
    totals
}

fn elements<'a, 'input>(node: roxmltree::Node<'a, 'input>) -> Vec<roxmltree::Node<'a, 'input>> {
    node.children().filter(|c| c.is_element()).collect()
}

/// The element's attributes are among `allowed`, and `required` are there.
fn allowed(node: roxmltree::Node<'_, '_>, allowed: &[&str], required: &[&str]) {
    let names: BTreeSet<&str> = node.attributes().map(|a| a.name()).collect();
    for name in &names {
        assert!(
            allowed.contains(name),
            "<{}> has no attribute {name}",
            node.tag_name().name()
        );
    }
    for name in required {
        assert!(names.contains(name), "<{}> needs {name}", node.tag_name().name());
    }
}

#[test]
fn one_exercise_or_all_of_a_submission_as_text() {
    let tmp = tempfile::tempdir().unwrap();
    let dirs = class(tmp.path());
    let empty = dirs[3].to_str().unwrap();
    grader()
        .args(["check", "exercise-2", "--submission", empty])
        .assert()
        .code(1)
        .stdout(predicates::str::contains(
            "The submission has no exercises/02-poison-pills/src/lib.rs",
        ));
    grader()
        .args(["check", "--all", "--submission", empty])
        .assert()
        .code(1)
        .stdout(predicates::str::contains("exercise-1 · bounded-queue"))
        .stdout(predicates::str::is_match("0 of [0-9]+ points").unwrap());
    // --submission and --file or --replay do not go together; --all takes no id.
    grader()
        .args(["check", "exercise-1", "--submission", empty, "--file", "x.rs"])
        .assert()
        .code(2);
    grader().args(["check", "exercise-1", "--all"]).assert().code(2);
}

#[test]
fn the_classroom50_and_prairielearn_schemas_accept_their_platforms_examples() {
    let c50 = schema("classroom50-result-v1.schema.json");
    let example = read("grader/tests/formats/classroom50-example.json");
    validate(&c50, &serde_json::from_str(&example).unwrap());
    let validator = jsonschema::validator_for(&c50).unwrap();
    let mut wrong: serde_json::Value = serde_json::from_str(&example).unwrap();
    wrong["score"] = serde_json::json!(1.5);
    assert!(!validator.is_valid(&wrong), "a score is an integer");
    let mut wrong: serde_json::Value = serde_json::from_str(&example).unwrap();
    wrong["submission"] = serde_json::json!("v1");
    assert!(!validator.is_valid(&wrong), "a submission is a submit/ tag");
    let mut wrong: serde_json::Value = serde_json::from_str(&example).unwrap();
    wrong["tests"][0].as_object_mut().unwrap().remove("passed");
    assert!(!validator.is_valid(&wrong), "a test says whether it passed");

    let pl = schema("prairielearn-results.schema.json");
    validate(
        &pl,
        &serde_json::from_str(&read("grader/tests/formats/prairielearn-example.json")).unwrap(),
    );
    let validator = jsonschema::validator_for(&pl).unwrap();
    for wrong in [
        serde_json::json!({ "gradable": true, "message": "no score" }),
        serde_json::json!({ "message": "no score either" }),
        serde_json::json!({ "score": 1.5 }),
        serde_json::json!({ "score": 0.5, "tests": [{ "points": 1 }] }),
        serde_json::json!({ "gradable": false, "format_errors": 3 }),
    ] {
        assert!(!validator.is_valid(&wrong), "{wrong}");
    }
    assert!(validator.is_valid(&serde_json::json!({ "gradable": false, "format_errors": ["x"] })));
}

/// The variables Classroom 50's runner sets for an autograder.
const RUNNER: [(&str, &str); 8] = [
    ("CLASSROOM", "concurrency"),
    ("ASSIGNMENT", "queues"),
    ("SUBMISSION_TAG", "submit/2026-12-01T10-00-00Z-abc1234"),
    (
        "COMMIT_URL",
        "https://github.com/school/concurrency-queues-ada/commit/abc1234",
    ),
    (
        "RELEASE_URL",
        "https://github.com/school/concurrency-queues-ada/releases/tag/submit%2F2026",
    ),
    (
        "REVIEW_URL",
        "https://github.com/school/concurrency-queues-ada/compare/000...abc1234",
    ),
    ("OWNER", "ada"),
    ("ASSIGNMENT_TYPE", "individual"),
];

#[test]
fn classroom50_writes_a_result_that_validates_and_names_a_missing_variable() {
    let tmp = tempfile::tempdir().unwrap();
    let dirs = class(tmp.path());
    // Without the runner's variables: exit 2 before anything is graded, naming the first.
    let mut cmd = grader();
    for (name, _) in RUNNER {
        cmd.env_remove(name);
    }
    cmd.env("CLASSROOM", "concurrency")
        .arg("grade")
        .arg(&dirs[0])
        .args(["--format", "classroom50"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("ASSIGNMENT is not set"));
    assert!(!dirs[0].join("result.json").exists());

    for (dir, score) in [(&dirs[0], 10), (&dirs[1], 0)] {
        let output = grader()
            .envs(RUNNER)
            .arg("grade")
            .arg(dir)
            .args(["--format", "classroom50"])
            .output()
            .unwrap();
        assert_eq!(
            output.status.code(),
            Some(1),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let result: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(dir.join("result.json")).unwrap()).unwrap();
        validate(&schema("classroom50-result-v1.schema.json"), &result);
        assert_eq!(result["score"], score);
        assert_eq!(result["owner"], "ada");
        assert_eq!(result["submission"], RUNNER[2].1);
        let tests = result["tests"].as_array().unwrap();
        assert_eq!(tests[0]["test-name"], "exercise-1 bounded-queue");
        assert_eq!(tests[0]["passed"], score > 0);
        let sum: u64 = tests.iter().map(|t| t["max-score"].as_u64().unwrap()).sum();
        assert_eq!(result["max-score"].as_u64(), Some(sum));
        let body = std::fs::read_to_string(dir.join("release-body.md")).unwrap();
        assert!(body.contains("| exercise-1 bounded-queue · "), "{body}");
        if score == 0 {
            // The first failure with its timeline, in a code block.
            assert!(body.contains("The first failure, in exercise-1"), "{body}");
            assert!(body.contains("```text\nexercise-1 · bounded-queue"), "{body}");
            // For the student's own clone: no `--file` naming the runner's checkout.
            assert!(body.contains("grader check exercise-1 --replay "), "{body}");
            assert!(!body.contains("--file"), "{body}");
        }
    }
    // REVIEW_URL, OWNER and ASSIGNMENT_TYPE may be missing: review falls back to the commit.
    let output = grader()
        .envs(RUNNER[..5].iter().copied())
        .env_remove("REVIEW_URL")
        .env_remove("OWNER")
        .env_remove("USERNAME")
        .env_remove("ASSIGNMENT_TYPE")
        .arg("grade")
        .arg(&dirs[3])
        .args(["--format", "classroom50"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    let result: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dirs[3].join("result.json")).unwrap()).unwrap();
    assert_eq!(result["review"], RUNNER[3].1);
    assert!(result.get("owner").is_none());
}

#[test]
fn prairielearn_results_match_the_documentation() {
    let tmp = tempfile::tempdir().unwrap();
    let dirs = class(tmp.path());
    for (dir, score) in [(&dirs[0], 1.0), (&dirs[1], 0.0), (&dirs[2], 0.0)] {
        let (code, out) = grade(std::slice::from_ref(dir), "prairielearn");
        assert_eq!(code, 1);
        let json: serde_json::Value = serde_json::from_str(&out).unwrap();
        validate(&schema("prairielearn-results.schema.json"), &json);
        assert_eq!(json["gradable"], true);
        assert_eq!(json["score"], score, "the one exercise handed in");
        let tests = json["tests"].as_array().unwrap();
        assert_eq!(tests.len(), 1, "{json:#}");
        assert_eq!(tests[0]["name"], "exercise-1 bounded-queue");
        assert_eq!(tests[0]["max_points"], 10);
        assert!(!tests[0]["output"].as_str().unwrap().contains('\u{1b}'));
    }
    // Nothing handed in: not gradable, and no score at all.
    let (_, out) = grade(std::slice::from_ref(&dirs[3]), "prairielearn");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    validate(&schema("prairielearn-results.schema.json"), &json);
    assert_eq!(json["gradable"], false);
    assert!(json.get("score").is_none());
}

/// A submission whose exercise 1 the grader could not judge (its own error, as when the
/// course's checks do not build), made by hand: the verdict the engine gives then.
fn could_not_be_graded(dir: &Path) -> grader::verdict::formats::Graded {
    let (ws, course) = common::course();
    let catalog = grader::course::i18n::Catalog::load("en", Some(&ws.lessons_dir()));
    let file = dir.join("exercises/01-bounded-queue/src/lib.rs");
    std::fs::create_dir_all(file.parent().unwrap()).unwrap();
    std::fs::write(&file, read("solutions/01-bounded-queue/src/lib.rs")).unwrap();
    let exercises: Vec<grader::verdict::ExerciseVerdict> = grader::candidate::submission::graded_exercises(&course)
        .iter()
        .map(|(_, ex)| {
            let mut v = grader::verdict::ExerciseVerdict::unjudged(ex);
            v.status = grader::verdict::Status::Fail;
            if v.exercise == "exercise-1" {
                v.status = grader::verdict::Status::Error;
                v.message = Some("the checks of exercise-1 do not build".into());
            }
            v
        })
        .collect();
    let submission = grader::candidate::submission::Submission {
        name: "eve".into(),
        dir: dir.to_path_buf(),
        files: Vec::new(),
        ignored: Vec::new(),
        truncated: false,
    };
    let verdict = grader::candidate::submission::summarise(&submission, exercises, std::time::Instant::now(), &catalog);
    assert_eq!(verdict.status, grader::verdict::Status::Error);
    grader::verdict::formats::Graded {
        submissions: vec![verdict],
        shard: None,
        given: 1,
        jobs: 1,
        elapsed: std::time::Duration::from_secs(1),
    }
}

#[test]
fn a_submission_that_cannot_be_graded_gets_no_points_anywhere() {
    let tmp = tempfile::tempdir().unwrap();
    let graded = could_not_be_graded(tmp.path());
    let (ws, course) = common::course();
    let catalog = grader::course::i18n::Catalog::load("en", Some(&ws.lessons_dir()));
    // PrairieLearn: gradable false with the reason, no score.
    let out = grader::verdict::formats::prairielearn::render(&graded.submissions[0], &course, &catalog);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    validate(&schema("prairielearn-results.schema.json"), &json);
    assert_eq!(json["gradable"], false);
    assert!(json.get("score").is_none());
    assert!(
        json["format_errors"][0].as_str().unwrap().contains("do not build"),
        "{json:#}"
    );
    // Classroom 50: no result.json (the runner records an error), exit code 2.
    std::fs::write(tmp.path().join("result.json"), "{\"stale\": true}").unwrap();
    let lookup = |name: &str| RUNNER.iter().find(|(n, _)| *n == name).map(|(_, v)| v.to_string());
    let c50 = grader::verdict::formats::platform::Platform::Classroom50
        .prepare(&lookup)
        .unwrap();
    assert_eq!(c50.emit(&graded, &course, &catalog).unwrap(), 2);
    assert!(!tmp.path().join("result.json").exists());
    // Gradescope: nothing printed, so results.json is empty: "the autograder failed".
    let gradescope = grader::verdict::formats::platform::Platform::Gradescope
        .prepare(&lookup)
        .unwrap();
    assert_eq!(gradescope.emit(&graded, &course, &catalog).unwrap(), 2);
}

#[test]
fn gradescope_visibility_comes_from_the_lesson() {
    let tmp = tempfile::tempdir().unwrap();
    let mut graded = could_not_be_graded(tmp.path());
    graded.submissions[0].exercises[0].status = grader::verdict::Status::Pass;
    let (ws, mut course) = common::course();
    let catalog = grader::course::i18n::Catalog::load("en", Some(&ws.lessons_dir()));
    let lesson = course
        .lessons
        .iter_mut()
        .find(|l| l.exercises.iter().any(|e| e.number == 2))
        .unwrap();
    let two = lesson.exercises.iter_mut().find(|e| e.number == 2).unwrap();
    two.visibility = Some(grader::course::manifest::Visibility::AfterDueDate);
    let out = grader::verdict::formats::gradescope::render(&graded.submissions[0], &course, &catalog);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    validate(&schema("gradescope-results.schema.json"), &json);
    assert_eq!(json["tests"][1]["visibility"], "after_due_date");
    assert!(
        json["tests"][0].get("visibility").is_none(),
        "unset: Gradescope's default"
    );
}

#[test]
fn github_needs_its_step_summary_and_one_submission() {
    let tmp = tempfile::tempdir().unwrap();
    let dirs = class(tmp.path());
    grader()
        .env_remove("GITHUB_STEP_SUMMARY")
        .arg("grade")
        .arg(&dirs[0])
        .args(["--format", "github"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains("GITHUB_STEP_SUMMARY is not set"));
    grader()
        .arg("grade")
        .args(&dirs[..2])
        .args(["--format", "prairielearn"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "--format prairielearn grades one submission, but 2 were given",
        ));
}
