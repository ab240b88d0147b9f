//! The file being graded: read once (`source.rs`), refused before it is built where it
//! reaches for what it must not (`forbidden.rs`), taken from a submission's folder
//! (`submission.rs`), and named as the student knows it in what its programs print
//! (`copy_names.rs`).

pub mod copy_names;
pub mod forbidden;
pub mod source;
pub mod submission;
