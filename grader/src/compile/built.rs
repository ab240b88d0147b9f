//! What a build gives: the programs built from one candidate.

use std::path::PathBuf;

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
