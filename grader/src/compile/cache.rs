//! Programs built from a candidate, kept by the candidate's contents while grading a
//! class, where many submissions hand in the same file (the stub, a shared solution).
//!
//! An entry is `target/grader/built/<slug>/<key>/` with the two programs and the list of
//! every other source file they were built from (cargo's dep-info: the checks, the given
//! main and what it includes, conveyor, the kit) with a SHA-256 of each. The key is a
//! SHA-256 of the candidate's contents, the toolchain, `Cargo.lock`, the build profile and
//! the flags. An entry is used only while every listed file still has its hash; a
//! candidate can never get the programs of another (the hash cannot be forged).

use super::built::Built;
use super::layout::SETTINGS;
use crate::course::manifest::Exercise;
use crate::course::workspace::Workspace;
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
            SETTINGS.as_bytes(),
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
        use super::Built;
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
