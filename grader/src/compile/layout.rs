//! The scratch workspace a candidate is built in: its manifests (pointing at the trusted
//! files of the course), the given code each exercise may use, the build profile, and
//! the slot's own copy of the candidate's text.

use super::slot::Slot;
use crate::course::manifest::{Exercise, Lesson};
use crate::course::workspace::Workspace;
use std::path::{Path, PathBuf};

/// The manifests a build of the scratch workspace `dir` follows besides the sources:
/// its own, which say the features and paths, and the course's crates' it depends on.
pub(super) fn manifests(ws: &Workspace, dir: &Path) -> Vec<PathBuf> {
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
pub(super) fn bin_names(ex: &Exercise, slot: Slot) -> (String, String) {
    (format!("{}--{slot}", ex.slug), format!("checks-{}--{slot}", ex.slug))
}

/// Writes the scratch workspace's manifests; sources stay where they are.
pub(super) fn lay_out(
    ws: &Workspace,
    lesson: &Lesson,
    ex: &Exercise,
    lib: &Path,
    slot: Slot,
    dir: &Path,
) -> std::io::Result<()> {
    let quote = |p: &Path| toml::Value::String(p.display().to_string()).to_string();
    let abs = |p: PathBuf| std::path::absolute(p).expect("an absolute path");
    // The course's crates by their real paths: cargo tells a path dependency by its path,
    // so a course reached through a link (a copy of it whose crates link to the original's)
    // builds them once, not once per path.
    let real = |p: PathBuf| std::fs::canonicalize(&p).unwrap_or_else(|_| abs(p));
    let conveyor = quote(&real(ws.root.join("conveyor")));
    let kit = quote(&real(ws.root.join("kit")));
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
    write_if_changed(
        &dir.join("Cargo.toml"),
        &workspace_manifest(given_features(&manifest).as_deref()),
    )?;
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
pub(super) fn source_copy(ws: &Workspace, ex: &Exercise, slot: Slot) -> PathBuf {
    absolute(
        &ws.scratch_dir()
            .join("sources")
            .join(format!("{}-{slot}", ex.slug))
            .join("lib.rs"),
    )
}

/// Writes the slot's copy of the candidate, keeping its mtime when the text is the same
/// (cargo then has nothing to redo).
pub(super) fn write_copy(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if std::fs::read(path).ok().as_deref() != Some(bytes) {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        std::fs::write(path, bytes)?;
    }
    Ok(())
}

pub(super) fn absolute(path: &Path) -> PathBuf {
    std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf())
}

/// Keeps a manifest's mtime when nothing changed, so cargo has nothing to redo.
fn write_if_changed(path: &Path, text: &str) -> std::io::Result<()> {
    if std::fs::read_to_string(path).ok().as_deref() != Some(text) {
        std::fs::write(path, text)?;
    }
    Ok(())
}

/// The scratch workspace: the dependencies (the explorer, conveyor, the kit) optimised,
/// since exploring runs in them; the checks and the candidate with overflow checks and
/// debug assertions on (a bug should panic where it happens, not wrap around).
///
/// The checks and the candidate unoptimised: the checks program is compiled again for
/// every candidate (it links with it), and at `opt-level = 1` that was 2.7 s of a
/// candidate's build where opt-level 0 takes 0.8 s. Exploring is then up to 1.4 times
/// slower where the exercise explores much (the queues), but a class is graded in two
/// thirds of the time and `verify exercise-1` in three quarters (docs/benchmarks.md,
/// 2026-12-06, third session). One profile for every command: the same program, so the
/// same verdict, in `check` and in `grade`.
const PROFILE: &str = r#"[workspace]
resolver = "3"
members = ["exercise", "checks"]

[profile.grader]
inherits = "release"
opt-level = 0
debug = false
debug-assertions = true
overflow-checks = true
incremental = true
codegen-units = 16
# No ThinLTO across the checks' codegen units: it is a third of their compile time, and
# exploring without it is at most a quarter slower (docs/benchmarks.md).
lto = "off"

# The course's own crates (conveyor, the kit…) are path dependencies, which cargo would
# build incrementally like the members: their caches would then differ between a
# student's builds (incremental) and a class's (not), and the first check would build
# them all again after the dependencies' one build (docs/benchmarks.md).
[profile.grader.package."*"]
incremental = false
opt-level = 3
debug-assertions = false
overflow-checks = false
"#;

/// What runs only while the checks are built (the proc macros and what they alone use),
/// compiled without optimisation: `package."*"` in [`PROFILE`] would make it opt-level 3,
/// a third of a cold build, for code that never runs in a check (docs/benchmarks.md).
/// Beside each, the feature of conveyor that alone brings it in. Kept equal to the
/// build-time crates of each exercise's dependencies by a test below (`build_time_only`):
/// a name that matches no package would be a warning of cargo's in every first build.
const BUILD_TIME_ONLY: &[(&str, Option<&str>)] = &[
    ("syn", None),
    ("proc-macro2", None),
    ("quote", None),
    ("unicode-ident", None),
    ("serde_derive", None),
    ("thiserror-impl", None),
    ("enumflags2_derive", None),
    ("autocfg", None),
    // fluent's, through tinystr.
    ("displaydoc", Some("report")),
];

/// The scratch workspace's manifest for conveyor with `features` (None: its defaults):
/// [`PROFILE`], and [`BUILD_TIME_ONLY`] unoptimised where the build has it.
pub(super) fn workspace_manifest(features: Option<&[String]>) -> String {
    let mut manifest = PROFILE.to_string();
    for (package, feature) in BUILD_TIME_ONLY {
        if feature.is_none_or(|f| features.is_none_or(|given| given.iter().any(|g| g == f))) {
            manifest.push_str(&format!("\n[profile.grader.package.{package}]\nopt-level = 0\n"));
        }
    }
    manifest
}

/// What a build's settings are, for the keys of what it built: the profile and the
/// crates it leaves unoptimised.
pub(super) static SETTINGS: std::sync::LazyLock<String> =
    std::sync::LazyLock::new(|| format!("{PROFILE}{BUILD_TIME_ONLY:?}"));

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
                2..=10 => ", default-features = false, features = [\"queue\", \"report\"]",
                _ => "",
            };
            assert_eq!(super::conveyor_options(&manifest), expected, "{name}");
            assert_eq!(super::given_queue(&manifest), number >= 2, "{name}");
            seen += 1;
        }
        assert!(seen >= 17, "{seen} exercises");
    }
}

#[cfg(test)]
mod build_time_only {
    use super::*;
    use std::collections::{BTreeSet, HashMap, HashSet};

    /// The packages the scratch workspace's manifest compiles without optimisation.
    fn named_in_the_profile(dir: &Path) -> BTreeSet<String> {
        let manifest: toml::Table = std::fs::read_to_string(dir.join("Cargo.toml"))
            .unwrap()
            .parse()
            .unwrap();
        let packages = manifest["profile"]["grader"]["package"].as_table().unwrap();
        packages
            .iter()
            .filter(|(_, p)| p.get("opt-level").and_then(|o| o.as_integer()) == Some(0))
            .map(|(name, _)| name.clone())
            .collect()
    }

    fn host() -> String {
        let out = std::process::Command::new("rustc").arg("-vV").output().unwrap();
        let text = String::from_utf8(out.stdout).unwrap();
        text.lines().find_map(|l| l.strip_prefix("host: ")).unwrap().to_string()
    }

    /// The packages of a scratch workspace's build that run only while it builds: proc
    /// macros, build dependencies, and what only they depend on.
    fn build_time_only(dir: &Path, host: &str) -> BTreeSet<String> {
        let metadata = cargo_metadata::MetadataCommand::new()
            .manifest_path(dir.join("Cargo.toml"))
            .other_options(vec!["--offline".into(), "--filter-platform".into(), host.into()])
            .exec()
            .unwrap();
        let packages: HashMap<_, _> = metadata.packages.iter().map(|p| (&p.id, p)).collect();
        let resolve = metadata.resolve.as_ref().unwrap();
        let nodes: HashMap<_, _> = resolve.nodes.iter().map(|n| (&n.id, n)).collect();
        let proc_macro = |id| packages[id].targets.iter().any(|t| t.is_proc_macro());
        let (mut at_run_time, mut to_build) = (HashSet::new(), Vec::new());
        let mut next: Vec<_> = metadata.workspace_members.iter().collect();
        while let Some(id) = next.pop() {
            if !at_run_time.insert(id) {
                continue;
            }
            for dep in &nodes[id].deps {
                for kind in &dep.dep_kinds {
                    match kind.kind {
                        cargo_metadata::DependencyKind::Normal if proc_macro(&dep.pkg) => to_build.push(&dep.pkg),
                        cargo_metadata::DependencyKind::Normal => next.push(&dep.pkg),
                        cargo_metadata::DependencyKind::Build => to_build.push(&dep.pkg),
                        _ => {}
                    }
                }
            }
        }
        let mut at_build_time = HashSet::new();
        while let Some(id) = to_build.pop() {
            if at_build_time.insert(id) {
                to_build.extend(nodes[id].deps.iter().map(|d| &d.pkg));
            }
        }
        at_build_time
            .difference(&at_run_time)
            .map(|id| packages[id].name.to_string())
            .collect()
    }

    /// Every exercise's scratch workspace compiles its build-time crates without
    /// optimisation, and only those: a crate that also runs in a check keeps opt-level 3.
    #[test]
    fn the_profile_names_exactly_the_crates_that_run_only_while_building() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
        let ws = Workspace {
            root: root.to_path_buf(),
        };
        let course = crate::course::manifest::Course::load(&ws.lessons_dir()).unwrap();
        let tmp = tempfile::tempdir().unwrap();
        let host = host();
        let mut seen = 0;
        for (lesson, ex) in course.exercises().into_iter().filter(|(_, ex)| ex.graded()) {
            let dir = tmp.path().join(&ex.slug);
            let lib = ws.solution_file(ex);
            lay_out(&ws, lesson, ex, &lib, Slot::Verify, &dir).unwrap();
            assert_eq!(build_time_only(&dir, &host), named_in_the_profile(&dir), "{}", ex.id());
            seen += 1;
        }
        assert!(seen >= 17, "{seen} exercises");
    }
}
