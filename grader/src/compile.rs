//! Builds a candidate `lib.rs` (the student's, the solution, a mutant) together with
//! the exercise's given `main` and its hidden checks.
//!
//! Each build happens in a scratch workspace under `target/grader/` whose manifests
//! point at the candidate file and at the trusted files of the course. The student's
//! own `Cargo.toml` is never read, and the checks never enter the student's crate.
//! All scratch workspaces share one target folder, so dependencies build once; their
//! builds take turns in it, each timed from its turn (`turn.rs`).

use crate::boundary::child::{self, Limits, Stop};
use crate::boundary::sandbox;
use crate::candidate::source::Source;
use crate::course::manifest::{Exercise, Lesson};
use crate::course::workspace::Workspace;
use cargo_metadata::diagnostic::{Diagnostic, DiagnosticLevel, DiagnosticSpan};
use cargo_metadata::{CompilerMessage, Message, TargetKind};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

mod built;
mod cache;
mod last;
mod layout;
mod place;
mod slot;
mod turn;

pub use built::Built;
use layout::{SETTINGS, absolute, bin_names, lay_out, manifests, source_copy, write_copy};
pub(crate) use layout::{conveyor_options, given_queue};
pub use slot::Slot;

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
    /// A compiler of a crate with the candidate's code ran into its memory or file-size limit.
    Limit,
    /// A compiler of a crate with the candidate's code (its own, the checks', the given
    /// main's) used its [`CANDIDATE_COMPILE_CPU`] (a constant evaluated for ever, a loop in
    /// a const, also one of its generic code evaluated where the checks instantiate it),
    /// well before the build's own limit.
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

/// Whether cargo says a crate with the candidate's code in it could not be compiled: the
/// candidate's package (its library, the given main) or the checks program.
fn candidate_failed(stderr: &str, slug: &str) -> bool {
    [slug.to_string(), format!("checks-{slug}")]
        .iter()
        .any(|package| stderr.contains(&format!("could not compile `{package}`")))
}

/// Whether code of `file` (as a compiler message names it) may be shown to the student:
/// the candidate's own, or the toolchain's and the given crates' (public anyway), never
/// the hidden checks or anything else of the course's lessons.
fn shown_file(ws: &Workspace, lib: &Path, file: &str) -> bool {
    let abs = absolute(Path::new(file));
    is_candidate(lib, file)
        || file.starts_with("/rustc/")
        || (abs.starts_with(&ws.root) && !abs.starts_with(ws.lessons_dir()) && !abs.starts_with(ws.scratch_dir()))
}

/// Whether `file`, as a compiler message names it, is the candidate's file `lib`.
fn is_candidate(lib: &Path, file: &str) -> bool {
    absolute(Path::new(file)) == absolute(lib)
}

/// What the build's boundary needs to know: which crate is the candidate's (compiled under
/// the strictest domain, [`sandbox::wrap_rustc`]), its file, the other candidates' crates
/// it may not read, and the CPU seconds of each compiler of a crate with its code.
fn boundary_env(ws: &Workspace, ex: &Exercise, lib: &Path, compile_cpu: Duration) -> Vec<(&'static str, String)> {
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
        (sandbox::WRAP_CPU, compile_cpu.as_secs().to_string()),
    ]
}

/// How long one build may take before it is stopped: a candidate that keeps the
/// compiler busy forever must not hang the grader.
pub const BUILD_TIMEOUT: Duration = Duration::from_secs(600);
/// CPU time the candidate's own compiler may use, and so may each compiler of a crate that
/// has its code in it (the checks program, the given main: a constant of its generic code
/// is evaluated where they instantiate it): about three times what a 1 MiB file of the
/// course's kind needs (21 s, docs/benchmarks.md), where a correct exercise needs one or
/// two, and the checks program 1.4 s. Past it the compiler is killed by the kernel
/// (`RLIMIT_CPU`): a constant evaluated for ever holds the grader a minute of a core or two
/// (the checks and the given main are compiled side by side), not the build's ten.
pub const CANDIDATE_COMPILE_CPU: Duration = Duration::from_secs(60);

/// How long a build may take, what may end it sooner, and what it keeps for the next.
#[derive(Clone, Debug)]
pub struct Bound {
    pub limit: Duration,
    /// CPU time each compiler of a crate with the candidate's code may use
    /// ([`CANDIDATE_COMPILE_CPU`] unless told otherwise), never more than `limit`.
    pub compile_cpu: Duration,
    pub cancel: Option<child::Cancel>,
    pub reuse: Reuse,
}

impl Bound {
    pub fn within(limit: Duration) -> Bound {
        Bound {
            limit,
            compile_cpu: CANDIDATE_COMPILE_CPU,
            cancel: None,
            reuse: Reuse::default(),
        }
    }

    /// The CPU time each compiler of a crate with the candidate's code may use here.
    pub fn compile_cpu(&self) -> Duration {
        self.compile_cpu.min(self.limit)
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
    slot: Slot,
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
    let shown = source
        .shown_as
        .clone()
        .unwrap_or_else(|| ws.show(&absolute(&source.path)));
    let Messages {
        checks,
        main,
        student_errors,
        api_errors,
    } = read_messages(ws, ex, lib, &shown, slot, &finished.stdout.text);
    if !student_errors.is_empty() {
        return Err(BuildError::Student {
            rendered: student_errors.join("\n"),
        });
    }
    // A compiler of a crate with the candidate's code stopped without an error (its own,
    // or the checks' or the given main's where they instantiate its generic code): it ran
    // into a limit of the candidate's (memory, file size, CPU), which only the
    // candidate's code can cause: the course's code compiles well within them.
    if !success && candidate_failed(&finished.stderr.text, &ex.slug) && api_errors.is_empty() {
        // Which limit is told by the time it took, not by a text: the CPU limit cannot be
        // reached sooner by the wall clock than its seconds (a const is evaluated on one
        // thread). A memory limit reached as late is named as time: both are the compiler's.
        return Err(if finished.elapsed >= bound.compile_cpu() {
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

/// The cargo that runs the grader (`cargo run` says which in `CARGO`), else the one on the path.
fn cargo() -> String {
    std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string())
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
    let mut command = Command::new(cargo());
    command
        .args(["build", "--profile", "grader"])
        .args(what)
        .args(["--offline", "--message-format=json", "--manifest-path"])
        .arg(dir.join("Cargo.toml"));
    let host = cache::host(&ws.root).filter(|_| cfg!(target_os = "linux"));
    let target_flags = host.map(|h| format!("CARGO_TARGET_{}_RUSTFLAGS", h.to_uppercase().replace(['-', '.'], "_")));
    let mut env = vec![("CARGO_TARGET_DIR", ws.build_dir().display().to_string())];
    // Each build of a class is of another student's file: incremental caches would only
    // fill the disk. A student's edits keep the profile's: incremental for the candidate
    // and the checks, not for the course's crates (`CARGO_INCREMENTAL=1` would make those
    // incremental too, so built apart from the dependencies' build).
    if bound.reuse != Reuse::Edits {
        env.push(("CARGO_INCREMENTAL", "0".to_string()));
    }
    env.extend(boundary_env(ws, ex, lib, bound.compile_cpu()));
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
    // The folder's turn first, outside the build's limit: cargo would wait for it inside.
    let _turn = match turn::take(&ws.build_dir(), bound.cancel.as_ref()) {
        Ok(Some(turn)) => turn,
        Ok(None) => return Err(BuildError::Setup("cancelled".into())),
        Err(e) => return Err(BuildError::Setup(e.to_string())),
    };
    child::run_with(command, limits, io).map_err(|e| BuildError::Setup(format!("cannot run cargo: {e}")))
}

/// The course's dependencies of the checks (the explorer, the kit, serde…) build once per
/// machine, before any candidate, under a limit of their own: on a busy machine their
/// first build can take longer than a candidate's whole build may, and that time is
/// never the candidate's. After it, a candidate's build compiles the candidate and links.
mod dependencies {
    use super::{Bound, BuildError, Reuse, cargo_build};
    use crate::boundary::child::Stop;
    use crate::course::manifest::Exercise;
    use crate::course::workspace::Workspace;
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
        let fetched = fetch(dir);
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
                "cargo could not build the course's dependencies:\n{}{}",
                finished.stderr.text,
                fetched.err().unwrap_or_default()
            )));
        }
        std::fs::write(&stamp, b"").map_err(|e| BuildError::Setup(e.to_string()))
    }

    /// Downloads the crates the checks depend on that this machine lacks. The builds run
    /// `--offline` inside their boundary (no network there), and on a fresh machine
    /// `cargo run -p grader` has fetched only the grader's own crates, not the explorer's.
    /// Runs outside the boundary: the scratch workspace's manifests and lock file are the
    /// course's, written by the grader, never the student's. Without a network, crates
    /// already here are enough: the build says which one is missing, and this error is
    /// told after it.
    fn fetch(dir: &Path) -> Result<(), String> {
        let out = std::process::Command::new(super::cargo())
            .args(["fetch", "--quiet", "--manifest-path"])
            .arg(dir.join("Cargo.toml"))
            .stdin(std::process::Stdio::null())
            .output()
            .map_err(|e| format!("\ncargo fetch could not start: {e}"))?;
        if out.status.success() {
            Ok(())
        } else {
            Err(format!("\ncargo fetch:\n{}", String::from_utf8_lossy(&out.stderr)))
        }
    }

    /// The lock file, the toolchain, the build profile and the kit's features (with or
    /// without the given queue) of the scratch workspace `dir`.
    fn key(ws: &Workspace, dir: &Path) -> String {
        use sha2::{Digest, Sha256};
        let mut hash = Sha256::new();
        hash.update(std::fs::read(ws.root.join("Cargo.lock")).unwrap_or_default());
        hash.update(super::cache::toolchain(&ws.root).as_bytes());
        hash.update(super::SETTINGS.as_bytes());
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

/// What cargo's JSON messages of a build say: the programs it made, and the errors of the
/// candidate's crate (its own code shown, named `shown`) apart from those of the checks.
struct Messages {
    checks: Option<PathBuf>,
    main: Option<PathBuf>,
    student_errors: Vec<String>,
    api_errors: Vec<String>,
}

fn read_messages(ws: &Workspace, ex: &Exercise, lib: &Path, shown: &str, slot: Slot, stdout: &str) -> Messages {
    let (main_name, checks_name) = bin_names(ex, slot);
    let lib_target = ex.slug.replace('-', "_");
    let mut read = Messages {
        checks: None,
        main: None,
        student_errors: Vec::new(),
        api_errors: Vec::new(),
    };
    let mut errors_left_out = 0usize;
    for message in Message::parse_stream(stdout.as_bytes()).flatten() {
        match message {
            Message::CompilerArtifact(artifact) => {
                if let Some(exe) = artifact.executable {
                    if artifact.target.name == main_name {
                        read.main = Some(exe.into_std_path_buf());
                    } else if artifact.target.name == checks_name {
                        read.checks = Some(exe.into_std_path_buf());
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
                // Code is shown only from the files the student may see. An error of the
                // candidate's whose notes show others' is told by its first line and its
                // place in the candidate's file; one in the checks (the API differs) by its
                // first line alone, never with the checks' lines.
                let own = student && files(&msg).iter().all(|f| shown_file(ws, lib, f));
                let rendered = match msg.rendered {
                    Some(rendered) if own => rendered,
                    _ if student => place::first_line_and_place(&msg, &|f| is_candidate(lib, f), shown),
                    _ => msg.message,
                };
                // The copy is named as the file the student knows, once, here where the
                // compiler's words come in; the other files relative to the course.
                let rendered = rendered.replace(&absolute(lib).display().to_string(), shown);
                let rendered = rendered.replace(&format!("{}/", ws.root.display()), "");
                let rendered = conveyor_suggested(&rendered);
                let errors = if student {
                    &mut read.student_errors
                } else {
                    &mut read.api_errors
                };
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
        read.student_errors.push(format!("… ({errors_left_out} more)"));
    }
    read
}

/// The compiler's own suggestions (`use std::thread;` where `thread` is missing) name std,
/// which the scan refuses: each such `use std::…;` is shown as conveyor's instead, where
/// conveyor has it, so that following the compiler's help compiles.
fn conveyor_suggested(rendered: &str) -> String {
    let mut out = String::with_capacity(rendered.len());
    let mut rest = rendered;
    while let Some(at) = rest.find("use std::") {
        let path_at = at + "use ".len();
        let end = rest[path_at..].find(';').map_or(rest.len(), |e| path_at + e);
        out.push_str(&rest[..path_at]);
        let path = &rest[path_at..end];
        match crate::candidate::forbidden::conveyor_instead(path) {
            Some(moved) => out.push_str(&moved),
            None => out.push_str(path),
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

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

#[cfg(test)]
mod tests {
    use super::conveyor_suggested;

    #[test]
    fn the_compilers_std_suggestions_are_shown_as_conveyors() {
        let help = "help: consider importing this module\n  |\n3 + use std::thread;\n  |\n";
        assert_eq!(
            conveyor_suggested(help),
            "help: consider importing this module\n  |\n3 + use std::thread;\n  |\n"
                .replace("std::thread", "conveyor::thread")
        );
        assert_eq!(
            conveyor_suggested("1 + use std::sync::Mutex;\n"),
            "1 + use conveyor::sync::Mutex;\n"
        );
        // Where conveyor has nothing in its place, std's stays.
        assert_eq!(
            conveyor_suggested("1 + use std::collections::HashMap;\n"),
            "1 + use std::collections::HashMap;\n"
        );
    }
}
