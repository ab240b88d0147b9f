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

impl Refusal {
    /// A refusal of `found` where `span` starts (columns from 1), with no line to write
    /// instead: what every pass of the scan makes.
    pub fn at(span: proc_macro2::Span, found: String, reason: &'static str) -> Refusal {
        let start = span.start();
        Refusal {
            line: start.line,
            column: start.column + 1,
            found,
            reason,
            replacement: None,
        }
    }
}
