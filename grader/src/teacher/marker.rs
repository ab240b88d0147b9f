//! The mark on what `grader new` wrote and a teacher still has to replace: the scaffold
//! writes it, `grader verify` lists where it is left, a mutant or stub that holds it is
//! still the example. Its own file, so that the tools that read it need not import the
//! scaffold (which imports the mutants back).

/// Marks what `grader new` wrote and a teacher still has to replace. Delete it once done.
pub const MARKER: &str = "TODO(teacher)";

/// Whether a file still holds what `grader new` wrote.
pub fn is_example(text: &str) -> bool {
    text.contains(MARKER)
}
