//! The last build of a scratch slot, remembered so that checking the same file again
//! runs no cargo at all.
//!
//! A student checks, reads, checks again: most `grader check`s follow no change, and even
//! cargo's no-op build (reading every crate's fingerprints, in the build's boundary) costs
//! a good part of a warm verdict. The build cache (`cache`) answers only for a class, where
//! programs are copied by contents; a student's slot keeps its programs where cargo put
//! them. This record says which candidate (the cache's key: contents, toolchain, lock file,
//! profile) and which path they were built from, every other source file with its hash
//! (cargo's dep-info, as the cache keeps it), and each program's size and modification
//! time. A record is used only while all of these still hold, else cargo builds as before;
//! it is removed before every cargo build, so a build that fails or is stopped leaves none.

use super::built::Built;
use super::layout::absolute;
use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

/// The record of the slot `dir`.
fn record(dir: &Path) -> PathBuf {
    dir.join("last-build")
}

/// A program's size and modification time, as one word: changed by any rebuild.
fn stamp(program: &Path) -> Option<String> {
    let meta = std::fs::metadata(program).ok()?;
    let modified = meta.modified().ok()?.duration_since(UNIX_EPOCH).ok()?;
    Some(format!("{}-{}", meta.len(), modified.as_nanos()))
}

/// The programs built last in slot `dir` from `lib` with the cache key `key`, if nothing
/// they were built from has changed since.
pub(super) fn lookup(dir: &Path, key: &str, lib: &Path, manifests: &[PathBuf]) -> Option<Built> {
    let text = std::fs::read_to_string(record(dir)).ok()?;
    let (head, inputs) = text.split_once("\n\n")?;
    let mut lines = head.lines();
    let compiled_from = PathBuf::from(lines.next()?);
    if lines.next()? != key || compiled_from != absolute(lib) {
        return None;
    }
    let mut programs = Vec::new();
    for line in lines {
        let (stamped, path) = line.split_once(' ')?;
        let path = PathBuf::from(path);
        if stamp(&path)? != stamped {
            return None;
        }
        programs.push(path);
    }
    if !super::cache::unchanged(inputs) || inputs.lines().count() < manifests.len() {
        return None;
    }
    let mut programs = programs.into_iter();
    Some(Built {
        checks: programs.next()?,
        main: programs.next(),
        compiled_from,
    })
}

/// Forgets the slot's last build: before cargo runs there again.
pub(super) fn forget(dir: &Path) {
    let _ = std::fs::remove_file(record(dir));
}

/// Remembers `built`, just built in slot `dir` from `lib` with the cache key `key`.
/// `manifests` are kept with the sources: a feature or a path changed there changes the build.
pub(super) fn remember(dir: &Path, key: &str, lib: &Path, built: &Built, manifests: &[PathBuf]) {
    let Some(mut inputs) = super::cache::inputs(built, lib) else {
        return;
    };
    for manifest in manifests.iter().filter(|m| m.exists()) {
        let Some(hash) = super::cache::hash(manifest) else {
            return;
        };
        inputs.push(format!("{hash} {}", manifest.display()));
    }
    let mut head = vec![absolute(lib).display().to_string(), key.to_string()];
    for program in std::iter::once(&built.checks).chain(built.main.iter()) {
        let Some(stamped) = stamp(program) else { return };
        head.push(format!("{stamped} {}", program.display()));
    }
    let text = format!("{}\n\n{}", head.join("\n"), inputs.join("\n"));
    // Written whole and moved into place: a reader never sees half a record.
    let tmp = dir.join(format!("last-build.tmp-{}", std::process::id()));
    if std::fs::write(&tmp, text).is_err() || std::fs::rename(&tmp, record(dir)).is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_holds_while_nothing_changed() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path();
        let (lib, input, checks) = (dir.join("lib.rs"), dir.join("checks.rs"), dir.join("checks"));
        std::fs::write(&lib, "candidate").unwrap();
        std::fs::write(&input, "checks").unwrap();
        std::fs::write(&checks, "program").unwrap();
        std::fs::write(
            dir.join("checks.d"),
            format!("{}: {} {}\n", checks.display(), lib.display(), input.display()),
        )
        .unwrap();
        let built = Built {
            checks: checks.clone(),
            main: None,
            compiled_from: lib.clone(),
        };
        let manifest = dir.join("Cargo.toml");
        std::fs::write(&manifest, "[workspace]").unwrap();
        let manifests = [manifest.clone()];
        remember(dir, "key", &lib, &built, &manifests);
        let lookup = |key: &str, lib: &Path| lookup(dir, key, lib, &manifests);
        let found = lookup("key", &lib).expect("remembered");
        assert_eq!((found.checks, found.main), (checks.clone(), None));
        // Another candidate, another source, the program rebuilt: cargo must run.
        assert!(lookup("other key", &lib).is_none());
        std::fs::write(&input, "checks, changed").unwrap();
        assert!(lookup("key", &lib).is_none());
        std::fs::write(&input, "checks").unwrap();
        assert!(lookup("key", &lib).is_some());
        std::fs::write(&manifest, "[workspace]\nmembers = []").unwrap();
        assert!(lookup("key", &lib).is_none());
        std::fs::write(&manifest, "[workspace]").unwrap();
        std::fs::write(&checks, "program, rebuilt").unwrap();
        assert!(lookup("key", &lib).is_none());
        forget(dir);
        assert!(!record(dir).exists());
    }
}
