//! A slot: one scratch workspace per exercise and per kind of grader, named for who builds
//! in it. Graders in the same slot take turns for the slot (a lock file of the slot's
//! name); graders in different slots have workspaces of their own, whose builds take turns
//! in the shared target folder (`turn.rs`), each timed from its turn. Its name is part of the folders, programs and
//! lock files of its builds, so it is one of these and never a free string.

use std::fmt;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Slot {
    /// `grader check`: the student's own file, built incrementally as it is edited.
    #[default]
    Check,
    /// `grader watch`'s check in the background.
    Watch,
    /// `grader check --submission` and `grade` of one submission at a time.
    Submission,
    /// Worker `n` of `grader grade --jobs`.
    Grade(usize),
    /// `grader verify`: the stub, the solution, the alternatives and the mutants in turn.
    Verify,
    /// `grader-bench`.
    Bench,
}

impl fmt::Display for Slot {
    /// The name in the slot's folders and programs: letters, digits and `-` only, so
    /// that it can be part of a file name and of cargo's name for a program.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Slot::Check => f.write_str("check"),
            Slot::Watch => f.write_str("watch"),
            Slot::Submission => f.write_str("submission"),
            Slot::Grade(n) => write!(f, "grade-{n}"),
            Slot::Verify => f.write_str("verify"),
            Slot::Bench => f.write_str("bench"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Slot;

    #[test]
    fn every_slot_has_a_name_of_its_own_fit_for_a_file_and_a_program() {
        let slots = [
            Slot::Check,
            Slot::Watch,
            Slot::Submission,
            Slot::Grade(0),
            Slot::Grade(1),
            Slot::Verify,
            Slot::Bench,
        ];
        let names: std::collections::BTreeSet<String> = slots.iter().map(Slot::to_string).collect();
        assert_eq!(names.len(), slots.len());
        for name in &names {
            assert!(name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'), "{name}");
        }
    }
}
