//! Builds a candidate `lib.rs` (the student's, the solution, a mutant) together with
//! the exercise's given `main` and its hidden checks.
//!
//! Each build happens in a scratch workspace under `target/grader/` whose manifests
//! point at the candidate file and at the trusted files of the course. The student's
//! own `Cargo.toml` is never read, and the checks never enter the student's crate.
//! All scratch workspaces share one target folder, so dependencies build once.

use crate::manifest::{Exercise, Lesson};
use crate::workspace::Workspace;
use serde::Deserialize;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The programs built from one candidate.
#[derive(Clone, Debug)]
pub struct Built {
    /// The hidden checks, linked against the candidate.
    pub checks: PathBuf,
    /// The exercise's given `main`, linked against the candidate.
    pub main: PathBuf,
}

#[derive(Clone, Debug)]
pub enum BuildError {
    /// The candidate itself does not compile.
    Student { rendered: String },
    /// The candidate compiles but the checks cannot use it: its public API differs.
    Api { rendered: String },
    /// The course or the machine is at fault.
    Setup(String),
}

/// Builds `lib` for exercise `ex` in the scratch workspace `slot`.
pub fn build(ws: &Workspace, lesson: &Lesson, ex: &Exercise, lib: &Path, slot: &str) -> Result<Built, BuildError> {
    let dir = ws.scratch_dir().join("ws").join(format!("{}-{slot}", ex.slug));
    lay_out(ws, lesson, ex, lib, &dir).map_err(|e| BuildError::Setup(format!("{}: {e}", dir.display())))?;
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let output = Command::new(cargo)
        .args([
            "build",
            "--profile",
            "grader",
            "--bins",
            "--message-format=json",
            "--manifest-path",
        ])
        .arg(dir.join("Cargo.toml"))
        .env("CARGO_TARGET_DIR", ws.scratch_dir().join("target"))
        .stdin(Stdio::null())
        .output()
        .map_err(|e| BuildError::Setup(format!("cannot run cargo: {e}")))?;
    let mut checks = None;
    let mut main = None;
    let mut student_errors = Vec::new();
    let mut api_errors = Vec::new();
    let lib_target = ex.slug.replace('-', "_");
    for line in String::from_utf8_lossy(&output.stdout).lines() {
        let Ok(message) = serde_json::from_str::<Message>(line) else {
            continue;
        };
        match message.reason.as_str() {
            "compiler-artifact" => {
                if let (Some(exe), Some(target)) = (message.executable, message.target) {
                    if target.name == ex.slug {
                        main = Some(exe);
                    } else if target.name == checks_name(ex) {
                        checks = Some(exe);
                    }
                }
            }
            "compiler-message" => {
                let (Some(msg), Some(target)) = (message.message, message.target) else {
                    continue;
                };
                if msg.level != "error" && msg.level != "error: internal compiler error" {
                    continue;
                }
                let rendered = msg.rendered.unwrap_or(msg.message);
                let rendered = rendered.replace(&format!("{}/", ws.root.display()), "");
                if target.name == lib_target && target.kind.iter().any(|k| k == "lib") {
                    student_errors.push(rendered);
                } else {
                    api_errors.push(rendered);
                }
            }
            _ => {}
        }
    }
    if !student_errors.is_empty() {
        return Err(BuildError::Student {
            rendered: student_errors.join("\n"),
        });
    }
    if !api_errors.is_empty() {
        return Err(BuildError::Api {
            rendered: api_errors.join("\n"),
        });
    }
    match (output.status.success(), checks, main) {
        (true, Some(checks), Some(main)) => Ok(Built { checks, main }),
        _ => Err(BuildError::Setup(format!(
            "cargo could not build the checks:\n{}",
            String::from_utf8_lossy(&output.stderr)
        ))),
    }
}

fn checks_name(ex: &Exercise) -> String {
    format!("checks-{}", ex.slug)
}

/// Writes the scratch workspace's manifests; sources stay where they are.
fn lay_out(ws: &Workspace, lesson: &Lesson, ex: &Exercise, lib: &Path, dir: &Path) -> std::io::Result<()> {
    let quote = |p: &Path| toml::Value::String(p.display().to_string()).to_string();
    let abs = |p: PathBuf| std::path::absolute(p).expect("an absolute path");
    let conveyor = quote(&abs(ws.root.join("conveyor")));
    let kit = quote(&abs(ws.root.join("kit")));
    let checks_rs = quote(&abs(ws.lesson_exercise_dir(lesson, ex).join("checks.rs")));
    let main_rs = quote(&abs(ws.exercise_dir(ex).join("src/main.rs")));
    let lib_rs = quote(&abs(lib.to_path_buf()));
    let slug = &ex.slug;
    let checks = checks_name(ex);

    std::fs::create_dir_all(dir.join("exercise"))?;
    std::fs::create_dir_all(dir.join("checks"))?;
    write_if_changed(&dir.join("Cargo.toml"), WORKSPACE)?;
    write_if_changed(
        &dir.join("exercise/Cargo.toml"),
        &format!(
            "[package]\nname = \"{slug}\"\nversion = \"0.1.0\"\nedition = \"2024\"\npublish = false\n\n\
             [lib]\npath = {lib_rs}\n\n[[bin]]\nname = \"{slug}\"\npath = {main_rs}\n\n\
             [dependencies]\nconveyor = {{ path = {conveyor} }}\n"
        ),
    )?;
    write_if_changed(
        &dir.join("checks/Cargo.toml"),
        &format!(
            "[package]\nname = \"{checks}\"\nversion = \"0.1.0\"\nedition = \"2024\"\npublish = false\n\n\
             [[bin]]\nname = \"{checks}\"\npath = {checks_rs}\n\n\
             [dependencies]\n{slug} = {{ path = \"../exercise\" }}\nconveyor = {{ path = {conveyor} }}\ngrader-kit = {{ path = {kit} }}\n"
        ),
    )?;
    let lock = dir.join("Cargo.lock");
    if !lock.exists()
        && let Ok(text) = std::fs::read(ws.root.join("Cargo.lock"))
    {
        std::fs::write(&lock, text)?;
    }
    Ok(())
}

/// Keeps a manifest's mtime when nothing changed, so cargo has nothing to redo.
fn write_if_changed(path: &Path, text: &str) -> std::io::Result<()> {
    if std::fs::read_to_string(path).ok().as_deref() != Some(text) {
        std::fs::write(path, text)?;
    }
    Ok(())
}

/// The scratch workspace: checks and their dependencies optimised (exploring is the
/// hot loop), the candidate with overflow checks and debug assertions on (a bug
/// should panic where it happens, not wrap around).
const WORKSPACE: &str = r#"[workspace]
resolver = "3"
members = ["exercise", "checks"]

[profile.grader]
inherits = "release"
opt-level = 1
debug = false
debug-assertions = true
overflow-checks = true
incremental = true
codegen-units = 16

[profile.grader.package."*"]
opt-level = 3
debug-assertions = false
overflow-checks = false
"#;

#[derive(Deserialize)]
struct Message {
    reason: String,
    target: Option<Target>,
    executable: Option<PathBuf>,
    message: Option<Diagnostic>,
}

#[derive(Deserialize)]
struct Target {
    name: String,
    kind: Vec<String>,
}

#[derive(Deserialize)]
struct Diagnostic {
    level: String,
    message: String,
    rendered: Option<String>,
}
