//! One refused use, as the scan reports it. Its own file, so that the token scan of
//! [`super::soundness`] can make one without importing the scan that calls it.

/// One refused use: where, what, and the catalog key of why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub line: usize,
    pub column: usize,
    /// What was found, as code: `std::sync::Mutex`.
    pub found: String,
    /// Catalog key of the reason and fix.
    pub reason: &'static str,
    /// For a `use` of std that conveyor can stand in for: the line to write instead
    /// (`found` is then the whole `use` as written).
    pub replacement: Option<String>,
}
