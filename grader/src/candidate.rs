//! The file being graded: read once (`source.rs`), refused before it is built where it
//! reaches for what it must not (`forbidden.rs`), taken from a submission's folder
//! (`submission.rs`), and named as the student knows it in what its programs print
//! (`copy_names.rs`) and in the places of its code a check's report gives (`places.rs`,
//! which reads there which lock or condvar it is: `receiver.rs`).

pub mod copy_names;
pub mod forbidden;
pub mod places;
pub mod receiver;
pub mod source;
pub mod submission;
