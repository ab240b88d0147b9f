//! The candidate's file by the name the student knows, in what comes into a verdict from
//! outside the grader's own words: where a check's report says the code panicked, and what
//! a program printed. The programs were compiled from the grader's copy of the file (or,
//! from the cache, another copy with the same text), so they name that copy; each is named
//! once, where it comes in, and the grader's own messages use `job.shown` from the start.

use crate::boundary::child::Finished;
use crate::course::workspace::Workspace;
use std::path::Path;

/// The names the programs built from one copy give the candidate's file, and the name
/// the student knows it by.
pub struct Names<'a> {
    /// The copy's names as a program may print them: absolute, and as the course shows it.
    copy: [String; 2],
    shown: &'a str,
}

impl<'a> Names<'a> {
    /// `shown`: the file as the student knows it (`Job::shown`).
    pub fn new(ws: &Workspace, shown: &'a str, compiled_from: &Path) -> Names<'a> {
        let absolute = std::path::absolute(compiled_from).unwrap_or_else(|_| compiled_from.to_path_buf());
        Names {
            copy: [absolute.display().to_string(), ws.show(&absolute)],
            shown,
        }
    }

    /// Whether a file named in a report is the candidate's (by a name of its copy).
    pub fn is_candidate(&self, file: &str) -> bool {
        self.copy.iter().any(|copy| copy == file)
    }

    /// A file named in a report: the candidate's by the name the student knows, any other
    /// as it was given.
    pub fn file(&self, file: &str) -> String {
        if self.is_candidate(file) {
            self.shown.to_string()
        } else {
            file.to_string()
        }
    }

    /// A program's output, its mentions of the copy named as the student knows the file.
    pub fn output(&self, finished: &mut Finished) {
        for text in [&mut finished.stdout.text, &mut finished.stderr.text] {
            self.text(text);
        }
    }

    /// `text`, its mentions of the copy named as the student knows the file. The absolute
    /// name first: the course's name of the copy is the end of it.
    fn text(&self, text: &mut String) {
        for copy in self.copy.iter().filter(|copy| copy.as_str() != self.shown) {
            if text.contains(copy.as_str()) {
                *text = text.replace(copy.as_str(), self.shown);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names<'a>(ws: &Workspace, shown: &'a str) -> Names<'a> {
        Names::new(
            ws,
            shown,
            &ws.root.join("target/grader/sources/bounded-queue-grade-1/lib.rs"),
        )
    }

    #[test]
    fn a_panic_site_in_the_copy_is_the_students_file_and_any_other_stays() {
        let ws = Workspace { root: "/course".into() };
        let names = names(&ws, "ada/exercises/01-bounded-queue/src/lib.rs");
        let copy = "target/grader/sources/bounded-queue-grade-1/lib.rs";
        assert_eq!(names.file(copy), "ada/exercises/01-bounded-queue/src/lib.rs");
        assert_eq!(
            names.file(&format!("/course/{copy}")),
            "ada/exercises/01-bounded-queue/src/lib.rs"
        );
        assert_eq!(names.file("lessons/x/main.rs"), "lessons/x/main.rs");
    }

    #[test]
    fn what_a_program_printed_names_the_students_file_by_either_name_of_the_copy() {
        let ws = Workspace { root: "/course".into() };
        let names = names(&ws, "exercises/01-bounded-queue/src/lib.rs");
        let mut text = "panicked at /course/target/grader/sources/bounded-queue-grade-1/lib.rs:3:5:\n\
                        and at target/grader/sources/bounded-queue-grade-1/lib.rs:4:1"
            .to_string();
        names.text(&mut text);
        assert_eq!(
            text,
            "panicked at exercises/01-bounded-queue/src/lib.rs:3:5:\n\
             and at exercises/01-bounded-queue/src/lib.rs:4:1"
        );
    }
}
