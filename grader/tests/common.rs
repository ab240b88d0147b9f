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
    cmd.current_dir(root()).env("NO_COLOR", "1").env("GRADER_LANG", "en");
    cmd
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
