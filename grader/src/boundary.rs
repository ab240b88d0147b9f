//! Where the grader meets code it does not trust: a program of the candidate's run as a
//! child within its limits (`child.rs`, its own time in `child/usage.rs`), inside the OS
//! boundary (`sandbox.rs`: environment, rlimits, descriptors, Landlock, namespaces,
//! seccomp). docs/security.md says what each layer stops.

pub mod child;
pub mod sandbox;
