//! An exercise's mutants: known wrong solutions, each kept as a unified diff against a
//! correct one (the solution, the given program, or an alternative), so that a change to
//! the solution reaches every mutant, and a mutant that no longer fits it says so.
//!
//! `lessons/<lesson>/<NN-slug>/mutants/` holds `mutants.toml`, one `[[mutant]]` entry per
//! mutant (what is wrong, its class, the check that must catch it, its base), and one
//! `<name>.patch` per entry. The grader builds a mutant from its base and its patch, written
//! to `target/grader/mutants/<NN-slug>/<name>.rs`: the file its messages name, with the lines
//! they point at.

/// The command that runs it, `grader mutant`.
pub mod command;

use crate::course::manifest::{Exercise, Lesson};
use crate::course::workspace::Workspace;
use crate::file_error::{FileError, TomlFileError, read_toml};
use grader_report::Class;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};

/// The manifest beside the patches.
pub const MANIFEST: &str = "mutants.toml";
/// The base a mutant is a patch of, when its entry names none.
pub const SOLUTION: &str = "solution";
/// The program of a `fix` exercise as handed out, as a base.
pub const GIVEN: &str = "given";
/// Where a base of another shape lives: `alternatives/<file>.rs`.
const ALTERNATIVES: &str = "alternatives/";

/// One `[[mutant]]` entry of `mutants.toml`, as written.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    /// The patch is `<name>.patch`.
    pub name: String,
    /// What is wrong with it, in a sentence.
    pub about: String,
    /// The class of its failure.
    pub class: String,
    /// The check that must catch it, if one must.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub check: Option<String>,
    /// `solution`, `given` or `alternatives/<file>.rs`.
    #[serde(default = "solution", skip_serializing_if = "is_solution")]
    pub base: String,
}

fn solution() -> String {
    SOLUTION.to_string()
}

fn is_solution(base: &str) -> bool {
    base == SOLUTION
}

#[derive(Debug, Default, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
struct Manifest {
    #[serde(default, rename = "mutant")]
    mutants: Vec<Entry>,
}

/// A mutant whose entry reads: its class known, its patch and base files found.
#[derive(Clone, Debug)]
pub struct Mutant {
    pub name: String,
    pub about: String,
    pub class: Class,
    pub check: Option<String>,
    /// The correct program it is a patch of.
    pub base: PathBuf,
    pub patch: PathBuf,
    /// Where its source is written to be graded.
    scratch: PathBuf,
}

/// What is wrong with an exercise's mutants folder: a file and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub file: PathBuf,
    pub error: String,
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.file.display(), self.error)
    }
}

/// Why a base names no file of the exercise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BaseError {
    /// Not `solution`, `given` or `alternatives/<file>.rs`.
    Unknown { base: String },
    /// The file it names, as the workspace shows it, is not there.
    Missing { base: String, file: PathBuf },
}

impl std::fmt::Display for BaseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            BaseError::Unknown { base } => {
                write!(f, "base `{base}`: `{SOLUTION}`, `{GIVEN}` or `{ALTERNATIVES}<file>.rs`")
            }
            BaseError::Missing { base, file } => write!(f, "base `{base}`: no file {}", file.display()),
        }
    }
}

impl std::error::Error for BaseError {}

/// Why a patch does not make a program of its base.
#[derive(Debug)]
pub enum PatchError {
    NotAPatch(diffy::ParsePatchError),
    /// A hunk no longer fits the base (diffy says which).
    NoLongerApplies(diffy::ApplyError),
}

impl std::fmt::Display for PatchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PatchError::NotAPatch(e) => write!(f, "not a patch: {e}"),
            PatchError::NoLongerApplies(e) => write!(f, "the patch no longer applies: {e}"),
        }
    }
}

impl std::error::Error for PatchError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            PatchError::NotAPatch(e) => Some(e),
            PatchError::NoLongerApplies(e) => Some(e),
        }
    }
}

/// Why a mutant's source could not be made or written.
#[derive(Debug)]
pub enum MutantError {
    /// Its base or patch could not be read, or its source not written.
    File(FileError),
    Patch(PatchError),
}

impl std::fmt::Display for MutantError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MutantError::File(e) => e.fmt(f),
            MutantError::Patch(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for MutantError {
    // Each text is its inner error's own, so each cause is the inner error's cause.
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            MutantError::File(e) => e.source(),
            MutantError::Patch(e) => e.source(),
        }
    }
}

/// An exercise's mutants, in the order of their names, and the entries and files that
/// are not mutants (every one a failing row of `grader verify`).
#[derive(Clone, Debug, Default)]
pub struct Mutants {
    pub list: Vec<Mutant>,
    pub problems: Vec<Problem>,
}

/// Where an exercise's mutants are kept.
pub fn dir(ws: &Workspace, lesson: &Lesson, ex: &Exercise) -> PathBuf {
    ws.lesson_exercise_dir(lesson, ex).join("mutants")
}

/// The exercise's mutants folder read: none without one.
pub fn load(ws: &Workspace, lesson: &Lesson, ex: &Exercise) -> Mutants {
    let dir = dir(ws, lesson, ex);
    let manifest = dir.join(MANIFEST);
    let mut out = Mutants::default();
    let mut problem = |file: &Path, error: String| {
        out.problems.push(Problem {
            file: file.to_path_buf(),
            error,
        })
    };
    let entries = match read_manifest(&manifest) {
        Ok(entries) => entries,
        Err(error) => {
            problem(&manifest, error.to_string());
            Vec::new()
        }
    };
    let mut list = Vec::new();
    for (i, entry) in entries.iter().enumerate() {
        let patch = dir.join(format!("{}.patch", entry.name));
        let fail = |error: String| (patch.clone(), error);
        let read = (|| {
            if !valid_name(&entry.name) {
                return Err(fail(format!(
                    "`{}` is not a name: lower-case letters, digits and _",
                    entry.name
                )));
            }
            if entries[..i].iter().any(|e| e.name == entry.name) {
                return Err(fail(format!("`{}` is in {MANIFEST} twice", entry.name)));
            }
            let class = Class::from_id(&entry.class).ok_or_else(|| fail(format!("unknown class `{}`", entry.class)))?;
            if !patch.is_file() {
                return Err(fail(format!(
                    "no patch file for the entry `{}` of {MANIFEST}",
                    entry.name
                )));
            }
            let base = base_file(ws, lesson, ex, &entry.base).map_err(|e| fail(e.to_string()))?;
            Ok(Mutant {
                name: entry.name.clone(),
                about: entry.about.clone(),
                class,
                check: entry.check.clone(),
                base,
                patch: patch.clone(),
                scratch: scratch_file(ws, ex, &entry.name),
            })
        })();
        match read {
            Ok(m) => list.push(m),
            Err((file, error)) => problem(&file, error),
        }
    }
    let mut orphans: Vec<PathBuf> = std::fs::read_dir(&dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "patch" || e == "rs"))
        .filter(|p| {
            let stem = p.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
            p.extension().is_some_and(|e| e == "rs") || !entries.iter().any(|e| e.name == stem)
        })
        .collect();
    orphans.sort();
    for file in orphans {
        let error = if file.extension().is_some_and(|e| e == "rs") {
            format!("a whole mutant file: a mutant is a .patch with an entry in {MANIFEST}")
        } else {
            format!("a patch without an entry in {MANIFEST}")
        };
        problem(&file, error);
    }
    list.sort_by(|a, b| a.name.cmp(&b.name));
    out.list = list;
    out
}

/// The manifest's entries; none without a manifest.
pub fn read_manifest(file: &Path) -> Result<Vec<Entry>, TomlFileError> {
    match read_toml::<Manifest>(file) {
        Ok(manifest) => Ok(manifest.mutants),
        Err(TomlFileError::Unreadable(e)) if e.error.kind() == std::io::ErrorKind::NotFound => Ok(Vec::new()),
        Err(e) => Err(e),
    }
}

/// One entry as the manifest writes it, to be appended to it (its comments stay).
pub fn render_entry(entry: &Entry) -> String {
    let manifest = Manifest {
        mutants: vec![entry.clone()],
    };
    toml::to_string(&manifest).unwrap_or_default()
}

/// The text of a `mutants.toml` without the `[[mutant]]` entry named `name`, its header
/// comment and the other entries as written; `None` if no entry has that name.
pub fn without_entry(text: &str, name: &str) -> Option<String> {
    let mut header = String::new();
    let mut blocks: Vec<String> = Vec::new();
    for line in text.split_inclusive('\n') {
        if line.trim() == "[[mutant]]" {
            blocks.push(String::new());
        }
        match blocks.last_mut() {
            Some(block) => block.push_str(line),
            None => header.push_str(line),
        }
    }
    let named =
        |block: &String| toml::from_str::<Manifest>(block).is_ok_and(|m| m.mutants.iter().any(|e| e.name == name));
    let before = blocks.len();
    blocks.retain(|b| !named(b));
    if blocks.len() == before {
        return None;
    }
    let mut out = header.trim_end().to_string();
    for block in &blocks {
        if !out.is_empty() {
            out.push_str("\n\n");
        }
        out.push_str(block.trim_end());
    }
    out.push('\n');
    Some(out)
}

/// A mutant's name: what may be a file name on every system and a TOML string as it is.
pub fn valid_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// The file a base names: the solution, the given program or an alternative of the exercise.
pub fn base_file(ws: &Workspace, lesson: &Lesson, ex: &Exercise, base: &str) -> Result<PathBuf, BaseError> {
    let file = match base {
        SOLUTION => ws.solution_file(ex),
        GIVEN => ws.given_file(lesson, ex),
        _ => match base.strip_prefix(ALTERNATIVES) {
            Some(name) if valid_name(name.trim_end_matches(".rs")) && name.ends_with(".rs") => {
                ws.lesson_exercise_dir(lesson, ex).join(base)
            }
            _ => {
                return Err(BaseError::Unknown { base: base.to_string() });
            }
        },
    };
    if file.is_file() {
        Ok(file)
    } else {
        Err(BaseError::Missing {
            base: base.to_string(),
            file: PathBuf::from(ws.show(&file)),
        })
    }
}

/// Where a mutant's source is written to be graded.
pub fn scratch_file(ws: &Workspace, ex: &Exercise, name: &str) -> PathBuf {
    ws.scratch_dir()
        .join("mutants")
        .join(&ex.dir)
        .join(format!("{name}.rs"))
}

/// Where `grader mutant new|edit` puts a mutant's source for the teacher to edit, and
/// `grader mutant save` takes it from.
pub fn edit_file(ws: &Workspace, ex: &Exercise, name: &str) -> PathBuf {
    ws.scratch_dir()
        .join("mutant-edits")
        .join(&ex.dir)
        .join(format!("{name}.rs"))
}

impl Mutant {
    /// Its source: the base with the patch applied.
    pub fn source(&self) -> Result<String, MutantError> {
        let read = |f: &Path| std::fs::read_to_string(f).map_err(|e| MutantError::File(FileError::new(f, e)));
        apply(&read(&self.base)?, &read(&self.patch)?).map_err(MutantError::Patch)
    }

    /// Writes its source where it is graded; that file.
    pub fn write(&self) -> Result<PathBuf, MutantError> {
        let source = self.source()?;
        write_if_changed(&self.scratch, &source).map_err(MutantError::File)?;
        Ok(self.scratch.clone())
    }

    /// Whether it is still the example of `grader new`.
    pub fn is_example(&self) -> bool {
        crate::teacher::marker::is_example(&self.about)
    }
}

/// `base` with the unified diff `patch` applied: every hunk where its lines are, or an
/// error that says which hunk no longer fits.
pub fn apply(base: &str, patch: &str) -> Result<String, PatchError> {
    let parsed = diffy::Patch::from_str(patch).map_err(PatchError::NotAPatch)?;
    diffy::apply(base, &parsed).map_err(PatchError::NoLongerApplies)
}

/// The unified diff (3 lines of context) that turns `base` into `source`, as
/// `a/src/lib.rs` to `b/src/lib.rs`.
pub fn diff(base: &str, source: &str) -> String {
    diffy::DiffOptions::new()
        .set_original_filename("a/src/lib.rs")
        .set_modified_filename("b/src/lib.rs")
        .create_patch(base, source)
        .to_string()
}

/// Writes `text` to `file` unless it holds it already, through a temporary file renamed
/// into place: two graders writing the same mutant never leave half a file.
fn write_if_changed(file: &Path, text: &str) -> Result<(), FileError> {
    if std::fs::read_to_string(file).is_ok_and(|t| t == text) {
        return Ok(());
    }
    let fail = |e: std::io::Error| FileError::new(file, e);
    if let Some(parent) = file.parent() {
        std::fs::create_dir_all(parent).map_err(fail)?;
    }
    let tmp = file.with_extension(format!("rs.{}.tmp", std::process::id()));
    std::fs::write(&tmp, text).map_err(fail)?;
    std::fs::rename(&tmp, file).map_err(fail)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_diff_applied_to_its_base_gives_the_source_back() {
        let base = "fn a() {}\n\nfn b() {\n    x();\n}\n\nfn c() {}\n";
        let source = "fn a() {}\n\nfn b() {\n    y();\n}\n\nfn c() {}\n";
        let patch = diff(base, source);
        assert!(patch.starts_with("--- a/src/lib.rs\n+++ b/src/lib.rs\n"), "{patch}");
        assert_eq!(apply(base, &patch).unwrap(), source);
    }

    #[test]
    fn a_patch_whose_lines_are_gone_says_so() {
        let patch = diff("a\nb\nc\n", "a\nB\nc\n");
        let error = apply("x\ny\nz\n", &patch).unwrap_err();
        assert!(matches!(error, PatchError::NoLongerApplies(_)), "{error}");
        assert!(
            error.to_string().starts_with("the patch no longer applies: "),
            "{error}"
        );
    }

    #[test]
    fn an_entry_without_check_or_base_is_written_without_them() {
        let entry = Entry {
            name: "late".into(),
            about: "it is late".into(),
            class: "deadlock".into(),
            check: None,
            base: SOLUTION.into(),
        };
        let text = render_entry(&entry);
        assert_eq!(
            text,
            "[[mutant]]\nname = \"late\"\nabout = \"it is late\"\nclass = \"deadlock\"\n"
        );
        let back: Manifest = toml::from_str(&text).unwrap();
        assert_eq!(back.mutants, vec![entry]);
    }

    #[test]
    fn an_entry_is_removed_and_the_rest_is_kept_as_written() {
        let text = "# header\n# two lines\n\n[[mutant]]\nname = \"a\"\nabout = \"x\"\nclass = \"deadlock\"\n\n[[mutant]]\nname = \"b\"\nabout = \"y\"\nclass = \"lost-item\"\ncheck = \"fifo\"\n";
        assert_eq!(
            without_entry(text, "a").unwrap(),
            "# header\n# two lines\n\n[[mutant]]\nname = \"b\"\nabout = \"y\"\nclass = \"lost-item\"\ncheck = \"fifo\"\n"
        );
        let only_a = without_entry(text, "b").unwrap();
        let back: Manifest = toml::from_str(&only_a).unwrap();
        assert_eq!(back.mutants.iter().map(|m| m.name.as_str()).collect::<Vec<_>>(), ["a"]);
        assert_eq!(without_entry(text, "c"), None);
    }
}
