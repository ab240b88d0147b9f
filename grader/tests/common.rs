//! Shared by the integration tests: the grader, run from the workspace root.
#![allow(dead_code)]

use assert_cmd::Command;
use std::path::PathBuf;

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("workspace root")
        .to_path_buf()
}

pub fn grader() -> Command {
    let mut cmd = Command::cargo_bin("grader").expect("the grader binary");
    cmd.current_dir(root())
        .env("NO_COLOR", "1")
        .env("GRADER_LANG", "en")
        .env(grader::workspace::BUILD_DIR_VAR, shared_build_dir());
    cmd
}

/// One cargo target folder for every grader the tests start, in the course or in a copy
/// of it: the explorer and its dependencies build once for the whole suite, not once per
/// copy (minutes each on two cores).
pub fn shared_build_dir() -> std::path::PathBuf {
    root().join("target/grader/target")
}

/// `grader check ID --format json [ARGS…]`: exit code and parsed result.
pub fn check_json(id: &str, args: &[&str]) -> (i32, serde_json::Value) {
    let output = grader()
        .args(["check", id, "--format", "json"])
        .args(args)
        .output()
        .expect("grader runs");
    let json = serde_json::from_slice(&output.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&output.stdout)));
    (output.status.code().expect("an exit code"), json)
}

/// The course as its manifests say.
pub fn course() -> (grader::workspace::Workspace, grader::manifest::Course) {
    let ws = grader::workspace::Workspace { root: root() };
    let course = grader::manifest::Course::load(&ws.lessons_dir()).expect("the course's manifests");
    (ws, course)
}

/// Mutant `name` of exercise `id`, written where the grader grades it: its path, relative
/// to the workspace, for `grader check ID --file PATH`.
pub fn mutant(id: &str, name: &str) -> String {
    let (ws, course) = course();
    let (lesson, ex) = course.find(id).unwrap_or_else(|| panic!("no {id}"));
    let mutants = grader::mutants::load(&ws, lesson, ex);
    let m = mutants
        .list
        .iter()
        .find(|m| m.name == name)
        .unwrap_or_else(|| panic!("{id} has no mutant {name}: {:?}", mutants.problems));
    let file = m.write().unwrap_or_else(|e| panic!("{id} {name}: {e}"));
    ws.show(&file)
}

/// A hostile case of tests/hostile/ as a student would hand it in: `NAME.rs` as it is, or
/// `NAME.patch` (its header comment the first lines it adds) applied to exercise 1's solution.
pub fn hostile(name: &str) -> String {
    let dir = root().join("grader/tests/hostile");
    let stem = name.trim_end_matches(".rs");
    if let Ok(text) = std::fs::read_to_string(dir.join(format!("{stem}.rs"))) {
        return text;
    }
    let patch = std::fs::read_to_string(dir.join(format!("{stem}.patch")))
        .unwrap_or_else(|e| panic!("no hostile case {name}: {e}"));
    let base = std::fs::read_to_string(root().join("solutions/01-bounded-queue/src/lib.rs")).unwrap();
    grader::mutants::apply(&base, &patch).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Copies the workspace at `from` to `to`, without `.git`, `target/` and the progress file.
pub fn copy_dir(from: &std::path::Path, to: &std::path::Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap().flatten() {
        let name = entry.file_name();
        if [".git", "target", ".grader-progress.toml"].contains(&name.to_string_lossy().as_ref()) {
            continue;
        }
        let path = entry.path();
        if path.is_dir() {
            copy_dir(&path, &to.join(&name));
        } else {
            std::fs::copy(&path, to.join(&name)).unwrap();
        }
    }
}
