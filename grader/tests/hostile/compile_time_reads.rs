//! Hostile, reading at compile time past the scan: `include_str!` and `option_env!`
//! reached through the prelude's path, for the hidden checks (from where the file is
//! graded in `check`, and from the grader's copy in `check --submission` and `grade`),
//! the password file and the environment. Expected: a compile error that shows neither
//! the checks' source nor any variable, from the candidate's own file only.

pub const CHECKS: &str =
    std::prelude::v1::include_str!("../../../lessons/producer-consumer/01-bounded-queue/checks.rs");
pub const COPIED: &str =
    std::prelude::v1::include_str!("../../../../lessons/producer-consumer/01-bounded-queue/checks.rs");
pub const PASSWORDS: &str = std::prelude::v1::include_str!("/etc/passwd");
pub const HOME: Option<&str> = core::prelude::v1::option_env!("HOME");
pub const PATH: Option<&str> = core::prelude::v1::option_env!("PATH");

pub struct BoundedQueue<T> {
    _items: Vec<T>,
}

impl<T> BoundedQueue<T> {
    pub fn new(_capacity: usize) -> Self {
        panic!("{CHECKS}{COPIED}{PASSWORDS}{HOME:?}{PATH:?}")
    }
}
