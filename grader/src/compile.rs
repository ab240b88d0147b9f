//! Builds a candidate `lib.rs` (the student's, the solution, a mutant) together with
//! the exercise's given `main` and its hidden checks.
//!
//! Each build happens in a scratch workspace under `target/grader/` whose manifests
//! point at the candidate file and at the trusted files of the course. The student's
//! own `Cargo.toml` is never read, and the checks never enter the student's crate.
//! All scratch workspaces share one target folder, so dependencies build once.

use crate::child::{self, Limits, Stop};
use crate::manifest::{Exercise, Lesson};
use crate::sandbox;
use crate::source::Source;
use crate::workspace::Workspace;
use cargo_metadata::diagnostic::{Diagnostic, DiagnosticLevel, DiagnosticSpan};
use cargo_metadata::{CompilerMessage, Message, TargetKind};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

mod last;

/// The programs built from one candidate.
#[derive(Clone, Debug)]
pub struct Built {
    /// The hidden checks, linked against the candidate.
    pub checks: PathBuf,
    /// The exercise's given `main`, linked against the candidate, when it was asked for.
    pub main: Option<PathBuf>,
    /// The path the candidate was compiled from, which its programs name where they
    /// panic: another file's path when the build came from the cache (the same contents
    /// graded before, e.g. a class's unchanged stubs).
    pub compiled_from: PathBuf,
}

#[derive(Clone, Debug)]
pub enum BuildError {
    /// The candidate itself does not compile.
    Student { rendered: String },
    /// The candidate compiles but the checks cannot use it: its public API differs.
    Api { rendered: String },
    /// The course or the machine is at fault.
    Setup(String),
    /// The build ran past its time (code that keeps the compiler busy, e.g. a constant
    /// evaluated forever) and was stopped.
    Timeout,
    /// The candidate's compiler ran into its memory or file-size limit.
    Limit,
    /// The candidate's compiler used its [`CANDIDATE_COMPILE_CPU`] (a constant evaluated
    /// for ever, a loop in a const), well before the build's own limit.
    CompileTime,
}

/// What a build makes. The given `main` is only run to compare its output, which happens
/// only once every explored check passed: most candidates graded (a class's unfinished
/// work, every mutant) never need it, and its build is a third of a candidate's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Programs {
    Checks,
    ChecksAndMain,
}

/// Cargo's output kept of a build: its JSON messages, one line each.
const BUILD_OUTPUT: usize = 16 * 1024 * 1024;
/// Compile errors shown: 4,096 `compile_error!`s are the first few.
const MAX_ERRORS: usize = 20;
/// The most of one compile error shown.
const ERROR_CAP: usize = 8 * 1024;

fn cut(mut text: String) -> String {
    if text.len() > ERROR_CAP {
        let mut end = ERROR_CAP;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        text.truncate(end);
        text.push('…');
    }
    text
}

/// Whether cargo says the candidate's library could not be compiled.
fn candidate_failed(stderr: &str, slug: &str) -> bool {
    stderr.contains(&format!("could not compile `{slug}` (lib)"))
}

/// Whether code of `file` (as a compiler message names it) may be shown to the student:
/// the candidate's own, or the toolchain's and the given crates' (public anyway), never
/// the hidden checks or anything else of the course's lessons.
fn shown_file(ws: &Workspace, lib: &Path, file: &str) -> bool {
    let path = Path::new(file);
    let abs = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let candidate = std::path::absolute(lib).unwrap_or_else(|_| lib.to_path_buf());
    abs == candidate
        || file.starts_with("/rustc/")
        || (abs.starts_with(&ws.root) && !abs.starts_with(ws.lessons_dir()) && !abs.starts_with(ws.scratch_dir()))
}

/// What the build's boundary needs to know: which crate is the candidate's (compiled under
/// the strictest domain, [`sandbox::wrap_rustc`]), its file, the other candidates' crates
/// it may not read, and its compiler's CPU seconds.
fn boundary_env(ws: &Workspace, ex: &Exercise, lib: &Path, limit: Duration) -> Vec<(&'static str, String)> {
    let Ok(me) = std::env::current_exe() else {
        return Vec::new();
    };
    let private: Vec<String> = std::fs::read_dir(ws.root.join("exercises"))
        .map(|entries| {
            entries
                .flatten()
                .filter_map(|e| {
                    let name = e.file_name().to_string_lossy().into_owned();
                    name.split_once('-').map(|(_, slug)| slug.replace('-', "_"))
                })
                .collect()
        })
        .unwrap_or_default();
    vec![
        ("RUSTC_WORKSPACE_WRAPPER", me.display().to_string()),
        (sandbox::WRAP_CANDIDATE, ex.slug.replace('-', "_")),
        (
            sandbox::WRAP_SOURCE,
            std::path::absolute(lib)
                .unwrap_or_else(|_| lib.to_path_buf())
                .display()
                .to_string(),
        ),
        (sandbox::WRAP_PRIVATE, private.join(",")),
        (
            sandbox::WRAP_CPU,
            limit.min(CANDIDATE_COMPILE_CPU).as_secs().to_string(),
        ),
    ]
}

/// How long one build may take before it is stopped: a candidate that keeps the
/// compiler busy forever must not hang the grader.
pub const BUILD_TIMEOUT: Duration = Duration::from_secs(600);
/// CPU time the candidate's own compiler may use: about three times what a 1 MiB file of
/// the course's kind needs (21 s, docs/benchmarks.md), where a correct exercise needs one
/// or two. Past it the compiler is killed by the kernel (`RLIMIT_CPU`): a constant
/// evaluated for ever holds the grader a minute of one core, not the build's ten.
pub const CANDIDATE_COMPILE_CPU: Duration = Duration::from_secs(60);

/// How long a build may take, what may end it sooner, and what it keeps for the next.
#[derive(Clone, Debug)]
pub struct Bound {
    pub limit: Duration,
    pub cancel: Option<child::Cancel>,
    pub reuse: Reuse,
}

impl Bound {
    pub fn within(limit: Duration) -> Bound {
        Bound {
            limit,
            cancel: None,
            reuse: Reuse::default(),
        }
    }
}

/// What a build keeps for the builds after it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Reuse {
    /// One student edits one file again and again: cargo's incremental caches.
    #[default]
    Edits,
    /// A class, each file built once: no incremental caches (they would only fill the
    /// disk), and the programs kept by the file's contents, for the copies of the same
    /// file (the stub, a shared solution) other submissions hand in.
    Class,
}

/// Builds `source` for exercise `ex` in the scratch workspace `slot`, stopping cargo (and
/// every compiler it started) after the bound's limit ([`BUILD_TIMEOUT`] unless told
/// otherwise) or when it is cancelled.
///
/// The compiler reads the text the grading read, from the slot's own copy of it
/// ([`source_copy`]), never the student's file again: a file saved during the build
/// changes nothing of this grading.
///
/// Slots share one target folder, so dependencies build once; their programs carry the
/// slot in their names, so that two slots building side by side never overwrite each
/// other's programs.
pub fn build(
    ws: &Workspace,
    lesson: &Lesson,
    ex: &Exercise,
    source: &Source,
    slot: &str,
    programs: Programs,
    bound: &Bound,
) -> Result<Built, BuildError> {
    // Grading a class: the same file (the stub, a shared solution) is built only once.
    // Every slot looks the file up; only those that grade others' files store it.
    let cached = cache::Key::new(ws, ex, &source.bytes);
    // Two graders building the same file take turns: the second finds the first's programs.
    let _building = cached.lock();
    if let Some(built) = cached.lookup()
        && (built.main.is_some() || programs == Programs::Checks)
    {
        return Ok(built);
    }
    let key = cached.id();
    let cached = Some(cached).filter(|_| bound.reuse == Reuse::Class);
    let dir = ws.scratch_dir().join("ws").join(format!("{}-{slot}", ex.slug));
    let copy = source_copy(ws, ex, slot);
    let lib = copy.as_path();
    write_copy(lib, &source.bytes).map_err(|e| BuildError::Setup(format!("{}: {e}", lib.display())))?;
    lay_out(ws, lesson, ex, lib, slot, &dir).map_err(|e| BuildError::Setup(format!("{}: {e}", dir.display())))?;
    dependencies::ready(ws, ex, lib, &dir)?;
    // The same file checked again, nothing changed: the slot's programs, without cargo.
    let manifests = manifests(ws, &dir);
    if bound.reuse == Reuse::Edits
        && let Some(built) = last::lookup(&dir, &key, lib, &manifests)
        && (built.main.is_some() || programs == Programs::Checks)
    {
        return Ok(built);
    }
    last::forget(&dir);
    let (main_name, checks_name) = bin_names(ex, slot);
    let mut what = vec!["--bin", checks_name.as_str()];
    if programs == Programs::ChecksAndMain {
        what.extend(["--bin", main_name.as_str()]);
    }
    let finished = cargo_build(ws, ex, lib, &dir, &what, bound)?;
    match finished.stopped {
        Some(Stop::Timeout) => return Err(BuildError::Timeout),
        Some(Stop::Cancelled) => return Err(BuildError::Setup("cancelled".into())),
        _ => {}
    }
    let success = finished.status.is_some_and(|s| s.success());
    let mut checks = None;
    let mut main = None;
    let mut student_errors = Vec::new();
    let mut api_errors = Vec::new();
    let mut errors_left_out = 0usize;
    let lib_target = ex.slug.replace('-', "_");
    for message in Message::parse_stream(finished.stdout.text.as_bytes()).flatten() {
        match message {
            Message::CompilerArtifact(artifact) => {
                if let Some(exe) = artifact.executable {
                    if artifact.target.name == main_name {
                        main = Some(exe.into_std_path_buf());
                    } else if artifact.target.name == checks_name {
                        checks = Some(exe.into_std_path_buf());
                    }
                }
            }
            Message::CompilerMessage(CompilerMessage {
                target, message: msg, ..
            }) => {
                if !matches!(msg.level, DiagnosticLevel::Error | DiagnosticLevel::Ice) {
                    continue;
                }
                let student = target.name == lib_target && target.kind.contains(&TargetKind::Lib);
                // Code is shown only from the candidate's own file; an error in the checks
                // (the API differs) is told by its first line, never with the checks' lines.
                let own = student && files(&msg).iter().all(|f| shown_file(ws, lib, f));
                let rendered = match msg.rendered {
                    Some(rendered) if own => rendered,
                    _ => msg.message,
                };
                // The copy is named as the file the student knows.
                let rendered = rendered.replace(
                    &absolute(lib).display().to_string(),
                    &absolute(&source.path).display().to_string(),
                );
                let rendered = rendered.replace(&format!("{}/", ws.root.display()), "");
                let errors = if student { &mut student_errors } else { &mut api_errors };
                if errors.len() < MAX_ERRORS {
                    errors.push(cut(rendered));
                } else {
                    errors_left_out += 1;
                }
            }
            _ => {}
        }
    }
    if errors_left_out > 0 {
        student_errors.push(format!("… ({errors_left_out} more)"));
    }
    if !student_errors.is_empty() {
        return Err(BuildError::Student {
            rendered: student_errors.join("\n"),
        });
    }
    // The candidate's compiler stopped without an error of its own: it ran into a limit
    // of its boundary (memory, file size, CPU), which only the candidate's code can cause.
    if !success && candidate_failed(&finished.stderr.text, &ex.slug) && api_errors.is_empty() {
        // Which limit is told by the time it took, not by a text: the CPU limit cannot be
        // reached sooner by the wall clock than its seconds (a const is evaluated on one
        // thread). A memory limit reached as late is named as time: both are the compiler's.
        return Err(if finished.elapsed >= CANDIDATE_COMPILE_CPU.min(bound.limit) {
            BuildError::CompileTime
        } else {
            BuildError::Limit
        });
    }
    if !api_errors.is_empty() {
        return Err(BuildError::Api {
            rendered: api_errors.join("\n"),
        });
    }
    match (success, checks, main) {
        (true, Some(checks), main) if main.is_some() || programs == Programs::Checks => {
            let built = Built {
                checks,
                main,
                compiled_from: absolute(lib),
            };
            if let Some(key) = cached {
                key.store(&built, lib);
            }
            if bound.reuse == Reuse::Edits {
                last::remember(&dir, &key, lib, &built, &manifests);
            }
            Ok(built)
        }
        _ => Err(BuildError::Setup(format!(
            "cargo could not build the checks:\n{}",
            finished.stderr.text
        ))),
    }
}

/// Runs `cargo build` of the scratch workspace `dir` (`what`: `--bin` of the programs, or
/// `-p` of the dependencies) inside the build's boundary, stopped at its `bound`.
fn cargo_build(
    ws: &Workspace,
    ex: &Exercise,
    lib: &Path,
    dir: &Path,
    what: &[&str],
    bound: &Bound,
) -> Result<child::Finished, BuildError> {
    let limit = bound.limit;
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
    let mut command = Command::new(cargo);
    command
        .args(["build", "--profile", "grader"])
        .args(what)
        .args(["--offline", "--message-format=json", "--manifest-path"])
        .arg(dir.join("Cargo.toml"));
    let host = cache::host(&ws.root).filter(|_| cfg!(target_os = "linux"));
    let target_flags = host.map(|h| format!("CARGO_TARGET_{}_RUSTFLAGS", h.to_uppercase().replace(['-', '.'], "_")));
    let mut env = vec![
        ("CARGO_TARGET_DIR", ws.build_dir().display().to_string()),
        // Each build of a class is of another student's file: incremental caches would
        // only fill the disk.
        (
            "CARGO_INCREMENTAL",
            if bound.reuse == Reuse::Edits { "1" } else { "0" }.to_string(),
        ),
    ];
    env.extend(boundary_env(ws, ex, lib, limit));
    if let (Some(host), Some(var)) = (host, &target_flags) {
        // Programs linked statically, so that a check needs to read no file to start: its
        // boundary allows none. Only for the target, never for the build's own tools.
        command.args(["--target", host]);
        env.push((var.as_str(), "-C target-feature=+crt-static".to_string()));
    }
    let tmp = ws.scratch_dir().join("tmp").join("build");
    let _ = std::fs::create_dir_all(&tmp);
    env.push(("TMPDIR", tmp.display().to_string()));
    let cargo_home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")));
    let limits = Limits {
        wall: limit,
        output: BUILD_OUTPUT,
        memory: Some(sandbox::BUILD_MEMORY),
    };
    let io = child::Io {
        policy: Some((
            sandbox::Policy::Build {
                writable: [Some(ws.scratch_dir()), Some(ws.build_dir()), cargo_home]
                    .into_iter()
                    .flatten()
                    .collect(),
            },
            sandbox::Rlimits {
                memory: Some(sandbox::BUILD_MEMORY),
                cpu_seconds: Some(limit.as_secs() + 5),
                file_size: Some(sandbox::BUILD_FILE_SIZE),
                processes: None,
            },
        )),
        env,
        cancel: bound.cancel.clone(),
        ..child::Io::default()
    };
    child::run_with(command, limits, io).map_err(|e| BuildError::Setup(format!("cannot run cargo: {e}")))
}

/// The course's dependencies of the checks (the explorer, the kit, serde…) build once per
/// machine, before any candidate, under a limit of their own: on a busy machine their
/// first build can take longer than a candidate's whole build may, and that time is
/// never the candidate's. After it, a candidate's build compiles the candidate and links.
mod dependencies {
    use super::{Bound, BuildError, Reuse, cargo_build};
    use crate::child::Stop;
    use crate::manifest::Exercise;
    use crate::workspace::Workspace;
    use std::path::Path;
    use std::time::Duration;

    /// How long the first build of the dependencies may take (minutes on two busy cores).
    pub const TIMEOUT: Duration = Duration::from_secs(3600);

    /// Builds the dependencies of the checks in the scratch workspace `dir`, unless done
    /// before for the same lock file, toolchain and build profile.
    pub fn ready(ws: &Workspace, ex: &Exercise, lib: &Path, dir: &Path) -> Result<(), BuildError> {
        let stamps = ws.build_dir().join("dependencies");
        let _ = std::fs::create_dir_all(&stamps);
        let stamp = stamps.join(key(ws, dir));
        if stamp.exists() {
            return Ok(());
        }
        // Graders side by side wait for the one that builds them.
        let lock = std::fs::File::create(stamps.join(".lock")).map_err(|e| BuildError::Setup(e.to_string()))?;
        lock.lock().map_err(|e| BuildError::Setup(e.to_string()))?;
        if stamp.exists() {
            return Ok(());
        }
        // `-p grader-kit` builds the kit and all it depends on, with the features the whole
        // scratch workspace resolves, so the candidate's build finds them fresh.
        // Built once per machine: no incremental caches for them.
        let once = Bound {
            reuse: Reuse::Class,
            ..Bound::within(TIMEOUT)
        };
        let finished = cargo_build(ws, ex, lib, dir, &["-p", "grader-kit"], &once)?;
        if finished.stopped == Some(Stop::Timeout) {
            return Err(BuildError::Setup(format!(
                "the course's dependencies did not build in {} s",
                TIMEOUT.as_secs()
            )));
        }
        if !finished.status.is_some_and(|s| s.success()) {
            return Err(BuildError::Setup(format!(
                "cargo could not build the course's dependencies:\n{}",
                finished.stderr.text
            )));
        }
        std::fs::write(&stamp, b"").map_err(|e| BuildError::Setup(e.to_string()))
    }

    /// The lock file, the toolchain, the build profile and the kit's features (with or
    /// without the given queue) of the scratch workspace `dir`.
    fn key(ws: &Workspace, dir: &Path) -> String {
        use sha2::{Digest, Sha256};
        let mut hash = Sha256::new();
        hash.update(std::fs::read(ws.root.join("Cargo.lock")).unwrap_or_default());
        hash.update(super::cache::toolchain(&ws.root).as_bytes());
        hash.update(super::WORKSPACE.as_bytes());
        let checks = std::fs::read_to_string(dir.join("checks/Cargo.toml")).unwrap_or_default();
        // The features of conveyor and the kit (not their paths: copies of the course share
        // the build): each dependency's name and what follows its path.
        for line in checks.lines() {
            if let (Some((name, _)), Some((_, features))) = (line.split_once(" = "), line.split_once("\", ")) {
                hash.update(name.as_bytes());
                hash.update(features.as_bytes());
            }
        }
        format!("{:x}", hash.finalize())
    }
}

/// The manifests a build of the scratch workspace `dir` follows besides the sources:
/// its own, which say the features and paths, and the course's crates' it depends on.
fn manifests(ws: &Workspace, dir: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = ["Cargo.toml", "exercise/Cargo.toml", "checks/Cargo.toml", "Cargo.lock"]
        .iter()
        .map(|m| dir.join(m))
        .collect();
    out.extend(
        ["conveyor", "kit", "report"]
            .iter()
            .map(|c| ws.root.join(c).join("Cargo.toml")),
    );
    out
}

/// The names of the given main and of the checks program built in `slot`: unique per
/// slot, since cargo puts every workspace's programs in the shared target folder.
fn bin_names(ex: &Exercise, slot: &str) -> (String, String) {
    let slot: String = slot
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                c
            } else {
                '-'
            }
        })
        .collect();
    (format!("{}--{slot}", ex.slug), format!("checks-{}--{slot}", ex.slug))
}

/// Writes the scratch workspace's manifests; sources stay where they are.
fn lay_out(ws: &Workspace, lesson: &Lesson, ex: &Exercise, lib: &Path, slot: &str, dir: &Path) -> std::io::Result<()> {
    let quote = |p: &Path| toml::Value::String(p.display().to_string()).to_string();
    let abs = |p: PathBuf| std::path::absolute(p).expect("an absolute path");
    let conveyor = quote(&abs(ws.root.join("conveyor")));
    let kit = quote(&abs(ws.root.join("kit")));
    let checks_rs = quote(&abs(ws.lesson_exercise_dir(lesson, ex).join("checks.rs")));
    let main_rs = quote(&abs(ws.exercise_dir(ex).join("src/main.rs")));
    let lib_rs = quote(&abs(lib.to_path_buf()));
    let slug = &ex.slug;
    let (main_bin, checks_bin) = bin_names(ex, slot);
    let checks = format!("checks-{slug}");
    // The given code the exercise may use: conveyor with only the features the course's
    // own manifest of the exercise names (exercise 1 without the queue, whose answer it is;
    // exercises before 11 without the pool, exercise 4's answer). The checks depend on
    // conveyor alike: cargo would unify their features into the candidate's.
    let manifest = ws.exercise_dir(ex).join("Cargo.toml");
    let features = conveyor_options(&manifest);
    let kit_features = if given_queue(&manifest) {
        ", features = [\"queue\"]"
    } else {
        ""
    };

    std::fs::create_dir_all(dir.join("exercise"))?;
    std::fs::create_dir_all(dir.join("checks"))?;
    write_if_changed(&dir.join("Cargo.toml"), WORKSPACE)?;
    write_if_changed(
        &dir.join("exercise/Cargo.toml"),
        &format!(
            "[package]\nname = \"{slug}\"\nversion = \"0.1.0\"\nedition = \"2024\"\npublish = false\n\n\
             [lib]\npath = {lib_rs}\n\n[[bin]]\nname = \"{main_bin}\"\npath = {main_rs}\n\n\
             [dependencies]\nconveyor = {{ path = {conveyor}{features} }}\n\n\
             [lints.rust]\nunsafe_code = \"forbid\"\n"
        ),
    )?;
    write_if_changed(
        &dir.join("checks/Cargo.toml"),
        &format!(
            "[package]\nname = \"{checks}\"\nversion = \"0.1.0\"\nedition = \"2024\"\npublish = false\n\n\
             [[bin]]\nname = \"{checks_bin}\"\npath = {checks_rs}\n\n\
             [dependencies]\n{slug} = {{ path = \"../exercise\" }}\nconveyor = {{ path = {conveyor}{features} }}\ngrader-kit = {{ path = {kit}{kit_features} }}\n"
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

/// conveyor's features the course's manifest of an exercise gives it: None for all of
/// them (the default: the queue and the pool), else those it names beside
/// `default-features = false`.
fn given_features(manifest: &Path) -> Option<Vec<String>> {
    let text = std::fs::read_to_string(manifest).ok()?;
    let value = text.parse::<toml::Table>().ok()?;
    let conveyor = value.get("dependencies")?.get("conveyor")?;
    if conveyor.get("default-features").and_then(|f| f.as_bool()) != Some(false) {
        return None;
    }
    let named = conveyor.get("features").and_then(|f| f.as_array());
    Some(
        named
            .into_iter()
            .flatten()
            .filter_map(|f| f.as_str().map(String::from))
            .collect(),
    )
}

/// What follows conveyor's path in a manifest the grader writes for the exercise: its
/// features exactly as the course's manifest gives them.
pub(crate) fn conveyor_options(manifest: &Path) -> String {
    match given_features(manifest) {
        None => String::new(),
        Some(features) => {
            let quoted: Vec<String> = features
                .iter()
                .map(|f| toml::Value::String(f.clone()).to_string())
                .collect();
            format!(", default-features = false, features = [{}]", quoted.join(", "))
        }
    }
}

/// Whether the course's manifest of an exercise gives it the queue.
pub(crate) fn given_queue(manifest: &Path) -> bool {
    given_features(manifest).is_none_or(|f| f.iter().any(|f| f == "queue"))
}

/// Where slot `slot` keeps the text it builds for exercise `ex`: outside the scratch
/// workspace, so that cargo names it by its absolute path, as it named the student's file.
fn source_copy(ws: &Workspace, ex: &Exercise, slot: &str) -> PathBuf {
    absolute(
        &ws.scratch_dir()
            .join("sources")
            .join(format!("{}-{slot}", ex.slug))
            .join("lib.rs"),
    )
}

/// Writes the slot's copy of the candidate, keeping its mtime when the text is the same
/// (cargo then has nothing to redo).
fn write_copy(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if std::fs::read(path).ok().as_deref() != Some(bytes) {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        std::fs::write(path, bytes)?;
    }
    Ok(())
}

fn absolute(path: &Path) -> PathBuf {
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf())
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
# No ThinLTO across the checks' codegen units: it is a third of their compile time, and
# exploring without it is at most a quarter slower (docs/benchmarks.md).
lto = "off"

[profile.grader.package."*"]
opt-level = 3
debug-assertions = false
overflow-checks = false
"#;

/// Every file a compiler message shows code of, its children's and macro expansions'
/// included.
fn files(message: &Diagnostic) -> Vec<&str> {
    fn span_files<'a>(span: &'a DiagnosticSpan, out: &mut Vec<&'a str>) {
        out.push(&span.file_name);
        if let Some(expansion) = &span.expansion {
            span_files(&expansion.span, out);
        }
    }
    let mut out = Vec::new();
    for span in &message.spans {
        span_files(span, &mut out);
    }
    for child in &message.children {
        out.extend(files(child));
    }
    out
}

/// Programs built from a candidate, kept by the candidate's contents while grading a
/// class, where many submissions hand in the same file (the stub, a shared solution).
///
/// An entry is `target/grader/built/<slug>/<key>/` with the two programs and the list of
/// every other source file they were built from (cargo's dep-info: the checks, the given
/// main and what it includes, conveyor, the kit) with a SHA-256 of each. The key is a
/// SHA-256 of the candidate's contents, the toolchain, `Cargo.lock`, the build profile and
/// the flags. An entry is used only while every listed file still has its hash; a
/// candidate can never get the programs of another (the hash cannot be forged).
mod cache {
    use super::{Built, WORKSPACE};
    use crate::manifest::Exercise;
    use crate::workspace::Workspace;
    use sha2::{Digest, Sha256};
    use std::path::{Path, PathBuf};
    use std::sync::OnceLock;
    use std::time::{Duration, SystemTime};

    /// Bump when what goes into a build changes in a way the key does not see.
    const VERSION: &str = "2";
    /// Entries kept per exercise; the least recently used go first.
    const KEEP: usize = 64;
    /// An entry used this recently is never removed: another grader may be running it.
    const IN_USE: Duration = Duration::from_secs(15 * 60);

    pub(super) struct Key {
        dir: PathBuf,
    }

    fn hex(bytes: &[u8]) -> String {
        bytes.iter().map(|b| format!("{b:02x}")).collect()
    }

    /// A file's SHA-256, in hex.
    pub(super) fn hash(path: &Path) -> Option<String> {
        hash_file(path)
    }

    fn hash_file(path: &Path) -> Option<String> {
        std::fs::read(path).ok().map(|bytes| hex(&Sha256::digest(&bytes)))
    }

    /// The toolchain cargo uses in the course's folder.
    pub(super) fn toolchain(root: &Path) -> &'static str {
        static VERSION: OnceLock<String> = OnceLock::new();
        VERSION.get_or_init(|| {
            let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
            std::process::Command::new(rustc)
                .arg("-vV")
                .current_dir(root)
                .output()
                .map(|o| String::from_utf8_lossy(&o.stdout).into_owned())
                .unwrap_or_default()
        })
    }

    /// The toolchain's own target, from `rustc -vV`.
    pub(super) fn host(root: &Path) -> Option<&'static str> {
        toolchain(root)
            .lines()
            .find_map(|l| l.strip_prefix("host: "))
            .map(str::trim)
    }

    impl Key {
        pub(super) fn new(ws: &Workspace, ex: &Exercise, contents: &[u8]) -> Key {
            let mut h = Sha256::new();
            for part in [
                VERSION.as_bytes(),
                env!("CARGO_PKG_VERSION").as_bytes(),
                WORKSPACE.as_bytes(),
                toolchain(&ws.root).as_bytes(),
                std::env::var("RUSTFLAGS").unwrap_or_default().as_bytes(),
                hash_file(&ws.root.join("Cargo.lock")).unwrap_or_default().as_bytes(),
                ex.slug.as_bytes(),
                contents,
            ] {
                h.update((part.len() as u64).to_le_bytes());
                h.update(part);
            }
            Key {
                dir: ws.scratch_dir().join("built").join(&ex.slug).join(hex(&h.finalize())),
            }
        }

        /// The key itself: the same for the same contents, toolchain, lock file and profile.
        pub(super) fn id(&self) -> String {
            self.dir
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default()
        }

        /// Held while this key is looked up, built and stored.
        pub(super) fn lock(&self) -> Option<std::fs::File> {
            let parent = self.dir.parent()?;
            std::fs::create_dir_all(parent).ok()?;
            let mut name = self.dir.file_name()?.to_os_string();
            name.push(".lock");
            let file = std::fs::File::create(parent.join(".locks").join(name))
                .or_else(|_| {
                    std::fs::create_dir_all(parent.join(".locks"))?;
                    let mut name = self.dir.file_name().unwrap_or_default().to_os_string();
                    name.push(".lock");
                    std::fs::File::create(parent.join(".locks").join(name))
                })
                .ok()?;
            file.lock().ok()?;
            Some(file)
        }

        /// The programs, if built before from the same sources.
        pub(super) fn lookup(&self) -> Option<Built> {
            let inputs = std::fs::read_to_string(self.dir.join("inputs")).ok()?;
            let fresh = unchanged(&inputs);
            let compiled_from = std::fs::read_to_string(self.dir.join("source")).ok()?;
            // The programs themselves, by their own hashes: an entry changed after it was
            // stored (by anything) is not used.
            let programs = std::fs::read_to_string(self.dir.join("programs")).ok()?;
            let names: Vec<&str> = programs
                .lines()
                .filter_map(|l| l.split_once(' ').map(|(_, n)| n))
                .collect();
            let intact = matches!(names.as_slice(), ["checks"] | ["checks", "main"])
                && programs.lines().all(|line| {
                    line.split_once(' ')
                        .is_some_and(|(hash, name)| hash_file(&self.dir.join(name)).as_deref() == Some(hash))
                });
            if !fresh || !intact {
                return None;
            }
            let built = Built {
                checks: self.dir.join("checks"),
                main: (names.len() == 2).then(|| self.dir.join("main")),
                compiled_from: PathBuf::from(compiled_from),
            };
            let _ = std::fs::write(self.dir.join("used"), b"");
            Some(built)
        }

        /// Keeps the programs just built from `lib`, with the sources they were built from:
        /// in place of an entry with fewer programs (the checks alone, before the main).
        pub(super) fn store(&self, built: &Built, lib: &Path) {
            let Some(parent) = self.dir.parent() else { return };
            let programs: Vec<(&str, &PathBuf)> = std::iter::once(("checks", &built.checks))
                .chain(built.main.iter().map(|m| ("main", m)))
                .collect();
            let Some(inputs) = inputs(built, lib) else { return };
            let unique = format!(
                ".tmp-{}-{}",
                std::process::id(),
                SystemTime::now()
                    .duration_since(SystemTime::UNIX_EPOCH)
                    .map(|d| d.as_nanos())
                    .unwrap_or(0)
            );
            let tmp = parent.join(unique);
            let written = std::fs::create_dir_all(&tmp)
                .and_then(|()| {
                    programs
                        .iter()
                        .try_for_each(|(name, program)| copy(program, &tmp.join(name)))
                })
                .and_then(|()| {
                    let hashes: Vec<String> = programs
                        .iter()
                        .map(|(name, _)| format!("{} {name}", hash_file(&tmp.join(name)).unwrap_or_default()))
                        .collect();
                    std::fs::write(tmp.join("programs"), hashes.join("\n"))
                })
                .and_then(|()| std::fs::write(tmp.join("used"), b""))
                .and_then(|()| std::fs::write(tmp.join("source"), built.compiled_from.as_os_str().as_encoded_bytes()))
                .and_then(|()| std::fs::write(tmp.join("inputs"), inputs.join("\n")));
            if written.is_err() {
                let _ = std::fs::remove_dir_all(&tmp);
            } else if std::fs::rename(&tmp, &self.dir).is_err() {
                // An entry is there already: of the checks alone, before the main, or one
                // whose sources changed. Another grader may be running its programs now, so
                // each file is replaced whole (a running program keeps its own), the list of
                // programs last: a lookup in between finds the hashes wrong and builds again.
                for name in ["checks", "main", "source", "inputs", "used", "programs"] {
                    let from = tmp.join(name);
                    if from.exists() && std::fs::rename(&from, self.dir.join(name)).is_err() {
                        break;
                    }
                }
                let _ = std::fs::remove_dir_all(&tmp);
            }
            evict(parent);
        }
    }

    /// Every source file `built`'s programs were compiled from but the candidate `lib`,
    /// each as `hash path`, from cargo's dep-info; None if one cannot be read.
    pub(super) fn inputs(built: &Built, lib: &Path) -> Option<Vec<String>> {
        let mut inputs = Vec::new();
        for program in std::iter::once(&built.checks).chain(built.main.iter()) {
            let mut dep_info = program.as_os_str().to_os_string();
            dep_info.push(".d");
            let text = std::fs::read_to_string(&dep_info).ok()?;
            for path in dependencies(&text) {
                if Path::new(&path) == lib || std::path::absolute(lib).is_ok_and(|l| l == Path::new(&path)) {
                    continue;
                }
                inputs.push(format!("{} {path}", hash_file(Path::new(&path))?));
            }
        }
        inputs.sort();
        inputs.dedup();
        Some(inputs)
    }

    /// Whether every `hash path` line still names a file with that hash.
    pub(super) fn unchanged(inputs: &str) -> bool {
        inputs.lines().all(|line| {
            line.split_once(' ')
                .is_some_and(|(hash, path)| hash_file(Path::new(path)).as_deref() == Some(hash))
        })
    }

    /// A copy, never a hard link: the compiler rewrites its outputs in place, so a link
    /// would turn into the next candidate's program.
    fn copy(from: &Path, to: &Path) -> std::io::Result<()> {
        std::fs::copy(from, to).map(|_| ())
    }

    /// The files a make-style dep-info line lists after `target:` (spaces escaped as `\ `).
    pub(super) fn dependencies(text: &str) -> Vec<String> {
        let Some(line) = text.lines().next() else {
            return Vec::new();
        };
        let mut rest = line;
        // The target ends at the first unescaped ": ".
        let mut at = 0;
        let bytes = line.as_bytes();
        while at + 1 < bytes.len() {
            if bytes[at] == b':' && bytes[at + 1] == b' ' && (at == 0 || bytes[at - 1] != b'\\') {
                rest = &line[at + 2..];
                break;
            }
            at += 1;
        }
        let mut out = Vec::new();
        let mut current = String::new();
        let mut chars = rest.chars().peekable();
        while let Some(c) = chars.next() {
            match c {
                '\\' if chars.peek() == Some(&' ') => {
                    current.push(' ');
                    chars.next();
                }
                ' ' => {
                    if !current.is_empty() {
                        out.push(std::mem::take(&mut current));
                    }
                }
                c => current.push(c),
            }
        }
        if !current.is_empty() {
            out.push(current);
        }
        out
    }

    /// Keeps the [`KEEP`] most recently used entries of an exercise.
    fn evict(dir: &Path) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        let mut all: Vec<(SystemTime, PathBuf)> = entries
            .flatten()
            .filter(|e| !e.file_name().to_string_lossy().starts_with('.'))
            .map(|e| {
                let used = std::fs::metadata(e.path().join("used"))
                    .and_then(|m| m.modified())
                    .unwrap_or(SystemTime::UNIX_EPOCH);
                (used, e.path())
            })
            .collect();
        if all.len() <= KEEP {
            return;
        }
        all.sort();
        let excess = all.len() - KEEP;
        for (used, path) in all.into_iter().take(excess) {
            if used.elapsed().is_ok_and(|age| age > IN_USE) {
                let _ = std::fs::remove_dir_all(&path);
                if let Some(name) = path.file_name() {
                    let mut lock = name.to_os_string();
                    lock.push(".lock");
                    let _ = std::fs::remove_file(dir.join(".locks").join(lock));
                }
            }
        }
    }

    #[cfg(test)]
    mod tests {
        #[test]
        fn reads_dep_info_with_escaped_spaces() {
            let text = "/t/checks-x: /a/lib.rs /b/my\\ file.rs /c/checks.rs\n\n/a/lib.rs:\n";
            assert_eq!(
                super::dependencies(text),
                vec!["/a/lib.rs", "/b/my file.rs", "/c/checks.rs"]
            );
        }

        /// A program and its dep-info, naming `input` as its one source besides the candidate.
        fn program(dir: &std::path::Path, name: &str, text: &str, input: &std::path::Path) -> std::path::PathBuf {
            let path = dir.join(name);
            std::fs::write(&path, text).unwrap();
            std::fs::write(
                dir.join(format!("{name}.d")),
                format!("{}: {}\n", path.display(), input.display()),
            )
            .unwrap();
            path
        }

        #[test]
        fn the_main_joins_an_entry_of_the_checks_alone() {
            use crate::compile::Built;
            let tmp = tempfile::tempdir().unwrap();
            let out = tmp.path().join("out");
            std::fs::create_dir_all(&out).unwrap();
            let (lib, input) = (tmp.path().join("lib.rs"), tmp.path().join("checks.rs"));
            std::fs::write(&lib, "candidate").unwrap();
            std::fs::write(&input, "checks").unwrap();
            let key = super::Key {
                dir: tmp.path().join("built/ex/entry"),
            };
            let checks_only = Built {
                checks: program(&out, "checks", "checks v1", &input),
                main: None,
                compiled_from: lib.clone(),
            };
            key.store(&checks_only, &lib);
            let found = key.lookup().expect("stored");
            assert_eq!(found.main, None);
            assert_eq!(std::fs::read_to_string(&found.checks).unwrap(), "checks v1");

            let with_main = Built {
                main: Some(program(&out, "main", "main v1", &input)),
                ..checks_only
            };
            key.store(&with_main, &lib);
            let found = key.lookup().expect("stored again");
            assert_eq!(std::fs::read_to_string(found.main.unwrap()).unwrap(), "main v1");

            // The entry is of those sources only.
            std::fs::write(&input, "checks, changed").unwrap();
            assert!(key.lookup().is_none());
        }
    }
}

#[cfg(test)]
mod given_code {
    use std::path::Path;

    /// Each exercise of the course is built with the given code its contract names
    /// (shared/CURRICULUM.md): the queue from exercise 2 on, the pool from exercise 11 on.
    #[test]
    fn every_exercise_sees_only_the_given_code_its_contract_names() {
        let exercises = Path::new(env!("CARGO_MANIFEST_DIR")).join("../exercises");
        let mut seen = 0;
        for entry in std::fs::read_dir(&exercises).unwrap().flatten() {
            let manifest = entry.path().join("Cargo.toml");
            let name = entry.file_name().to_string_lossy().into_owned();
            let Some(number) = name.split('-').next().and_then(|n| n.parse::<u32>().ok()) else {
                continue;
            };
            if !manifest.exists() {
                continue;
            }
            let expected = match number {
                1 => ", default-features = false, features = []",
                2..=10 => ", default-features = false, features = [\"queue\"]",
                _ => "",
            };
            assert_eq!(super::conveyor_options(&manifest), expected, "{name}");
            assert_eq!(super::given_queue(&manifest), number >= 2, "{name}");
            seen += 1;
        }
        assert!(seen >= 17, "{seen} exercises");
    }
}
