//! Nothing a student or a teacher wrote is ever lost: a command that overwrites a file
//! (`grader reset`, the watch's reset key, `grader mutant save|rm`, `grader verify
//! --accept-output`) first keeps the exact bytes it replaces in `.grader-backups/` at the
//! workspace root, beside the progress file, where `cargo clean` cannot delete them.

use std::path::{Path, PathBuf};

/// Beside `.grader-progress.toml`: never under `target/`.
pub const DIR: &str = ".grader-backups";

/// `.grader-backups/` of the workspace at `root`.
pub fn dir(root: &Path) -> PathBuf {
    root.join(DIR)
}

/// Copies `file`, byte for byte, to `.grader-backups/<name>-<seconds>[-n].<ext>`, a name
/// no earlier backup has. `None` when there is no file to keep.
pub fn keep(root: &Path, file: &Path, name: &str) -> std::io::Result<Option<PathBuf>> {
    let bytes = match std::fs::read(file) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e),
    };
    let dir = dir(root);
    std::fs::create_dir_all(&dir)?;
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    let ext = file.extension().and_then(|e| e.to_str()).unwrap_or("txt");
    let mut n = 1;
    loop {
        let path = match n {
            1 => dir.join(format!("{name}-{secs}.{ext}")),
            _ => dir.join(format!("{name}-{secs}-{n}.{ext}")),
        };
        // `create_new`: two commands at the same second never write the same backup.
        match std::fs::OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(mut out) => {
                std::io::Write::write_all(&mut out, &bytes)?;
                return Ok(Some(path));
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => n += 1,
            Err(e) => return Err(e),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_exact_bytes_are_kept_under_a_new_name_each_time() {
        let root = tempfile::tempdir().unwrap();
        let file = root.path().join("lib.rs");
        assert_eq!(keep(root.path(), &file, "01-x").unwrap(), None);
        let bytes = b"fn main() {}\n\xff not utf-8\n";
        std::fs::write(&file, bytes).unwrap();
        let first = keep(root.path(), &file, "01-x").unwrap().unwrap();
        let second = keep(root.path(), &file, "01-x").unwrap().unwrap();
        assert_ne!(first, second);
        for kept in [first, second] {
            assert!(kept.starts_with(dir(root.path())));
            assert_eq!(std::fs::read(kept).unwrap(), bytes);
        }
    }
}
