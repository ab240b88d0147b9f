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
    in_course(Command::cargo_bin("grader").expect("the grader binary"))
}

/// `command` as the grader printed it (`grader check …`), read by sh as a terminal a person
/// pastes it into would (its quotes and all), `grader` being the grader under test; words
/// given with `.args` go after it.
pub fn printed(command: &str) -> Command {
    let mut cmd = in_course(Command::new("sh"));
    cmd.env("GRADER_UNDER_TEST", env!("CARGO_BIN_EXE_grader"))
        .arg("-c")
        .arg(format!(
            "grader() {{ \"$GRADER_UNDER_TEST\" \"$@\"; }}\n{command} \"$@\""
        ))
        .arg("sh");
    cmd
}

/// `cmd` run from the workspace root, in English, without colours, on the shared build.
fn in_course(mut cmd: Command) -> Command {
    cmd.current_dir(root())
        .env("NO_COLOR", "1")
        .env("GRADER_LANG", "en")
        .env(grader::course::workspace::BUILD_DIR_VAR, shared_build_dir());
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
pub fn course() -> (grader::course::workspace::Workspace, grader::course::manifest::Course) {
    let ws = grader::course::workspace::Workspace { root: root() };
    let course = grader::course::manifest::Course::load(&ws.lessons_dir()).expect("the course's manifests");
    (ws, course)
}

/// Mutant `name` of exercise `id`, written where the grader grades it: its path, relative
/// to the workspace, for `grader check ID --file PATH`.
pub fn mutant(id: &str, name: &str) -> String {
    let (ws, course) = course();
    let (lesson, ex) = course.find(id).unwrap_or_else(|| panic!("no {id}"));
    let mutants = grader::teacher::mutants::load(&ws, lesson, ex);
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
    grader::teacher::mutants::apply(&base, &patch).unwrap_or_else(|e| panic!("{name}: {e}"))
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

/// The course's own crates, which no test changes in a copy.
const COURSE_CRATES: &[&str] = &["conveyor", "kit", "probe", "report", "seccomp"];

/// A copy of the whole workspace in `to` (as [`copy_dir`]), its own crates linked to the
/// original's: the grader builds them by their real paths, so once for every copy (a
/// copy of them would be built again, at opt-level 3, for each: most of CI's time once).
pub fn copy_course(to: &std::path::Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(root()).unwrap().flatten() {
        let name = entry.file_name();
        let path = entry.path();
        let named = name.to_string_lossy();
        if [".git", "target", ".grader-progress.toml"].contains(&named.as_ref()) {
            continue;
        }
        if COURSE_CRATES.contains(&named.as_ref()) {
            std::os::unix::fs::symlink(&path, to.join(&name)).unwrap();
        } else if path.is_dir() {
            copy_dir(&path, &to.join(&name));
        } else {
            std::fs::copy(&path, to.join(&name)).unwrap();
        }
    }
}

/// A copy of the workspace in a temporary folder (without `target/`, `.git` and the
/// progress file), for tests that change files.
pub struct Copy {
    dir: tempfile::TempDir,
}

impl Default for Copy {
    fn default() -> Copy {
        Copy::new()
    }
}

impl Copy {
    pub fn new() -> Copy {
        let dir = tempfile::tempdir().unwrap();
        copy_course(dir.path());
        Copy { dir }
    }

    pub fn root(&self) -> &std::path::Path {
        self.dir.path()
    }

    /// The grader, run from the copy's root.
    pub fn grader(&self) -> Command {
        let mut cmd = grader();
        cmd.current_dir(self.root());
        cmd
    }

    pub fn ws(&self) -> grader::course::workspace::Workspace {
        grader::course::workspace::Workspace {
            root: self.root().to_path_buf(),
        }
    }

    pub fn course(&self) -> grader::course::manifest::Course {
        grader::course::manifest::Course::load(&self.root().join("lessons")).unwrap()
    }

    /// The exercises, in order.
    pub fn exercises(&self) -> Vec<grader::course::manifest::Exercise> {
        self.course().exercises().into_iter().map(|(_, e)| e.clone()).collect()
    }

    pub fn first(&self) -> grader::course::manifest::Exercise {
        self.exercises().remove(0)
    }

    /// The file the student edits: `src/lib.rs`, or a quiz's `answers.toml`.
    pub fn lib(&self, ex: &grader::course::manifest::Exercise) -> PathBuf {
        self.root().join(grader::course::workspace::student_path(ex))
    }

    pub fn read(&self, ex: &grader::course::manifest::Exercise) -> String {
        std::fs::read_to_string(self.lib(ex)).unwrap()
    }

    pub fn write(&self, ex: &grader::course::manifest::Exercise, text: &str) {
        std::fs::write(self.lib(ex), text).unwrap();
    }

    /// Records a verdict on the exercise's current file, as `grader check` does.
    pub fn record(&self, ex: &grader::course::manifest::Exercise, passed: bool) {
        let mut progress = grader::student::state::Progress::load(self.root());
        progress.record(&ex.slug, passed, &self.read(ex));
        progress.save(self.root());
    }

    /// `git init` and one commit of `paths` in the copy, as a course keeps its stubs:
    /// what `grader reset` puts back. False where git is not available.
    pub fn commit(&self, paths: &[&str]) -> bool {
        let git = |args: &[&str]| {
            std::process::Command::new("git")
                .args(args)
                .current_dir(self.root())
                .env("GIT_CONFIG_NOSYSTEM", "1")
                .env("GIT_CONFIG_GLOBAL", "/dev/null")
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .status()
                .is_ok_and(|s| s.success())
        };
        let identity = ["-c", "user.name=Teacher", "-c", "user.email=teacher@example.org"];
        (self.root().join(".git").exists() || git(&["init", "-q"]))
            && git(&[&["add", "--"][..], paths].concat())
            && git(&[&identity[..], &["commit", "-qm", "the stubs"]].concat())
    }

    pub fn progress(&self) -> String {
        std::fs::read_to_string(self.root().join(".grader-progress.toml")).unwrap_or_default()
    }
}
