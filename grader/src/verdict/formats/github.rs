//! `--format github`: a submission graded in a plain GitHub Actions workflow, no classroom
//! product. The summary as Markdown appended to the job summary (`$GITHUB_STEP_SUMMARY`,
//! which the runner sets for every step), an `::error` annotation on the line of `lib.rs`
//! each failure names (the workflow command GitHub reads from the step's output), and the
//! JUnit report as `grader-junit.xml` in the submission's folder, for the artifact.

use crate::candidate::submission::{SubmissionVerdict, lib_path};
use crate::course::manifest::Course;
use crate::verdict::Status;

/// Annotations for each exercise that failed: on its file, one at each line its failing
/// check names (the student's functions where a thread was stuck or panicked, as the
/// report's "Look at take() in …:48" names them), else one on the file as a whole.
pub fn annotations(submission: &SubmissionVerdict, course: &Course, catalog: &crate::course::i18n::Catalog) -> String {
    let mut out = String::new();
    for v in submission.exercises.iter().filter(|v| v.status == Status::Fail) {
        let Some((_, ex)) = course.find(&v.slug) else { continue };
        let file = lib_path(ex);
        let check = v.shown();
        // The lines the report's "Look at take() in …:48" names, in the text that was
        // graded: the file is not read again (it may have changed since).
        let lines: Vec<usize> = check
            .map(|c| c.look_at.iter().map(|at| at.line).collect())
            .unwrap_or_default();
        let title = match check {
            Some(c) => format!("{} {}", v.exercise, c.name),
            None => v.exercise.clone(),
        };
        let mut message = super::markdown::outcome(v, catalog);
        if let Some(text) = check.and_then(|c| c.message.as_deref()).or(v.message.as_deref()) {
            message = format!("{message}\n{text}");
        }
        if let Some(replay) = check.and_then(|c| c.replay.as_deref()) {
            message = format!("{message}\n{replay}");
        }
        let at: Vec<String> = match lines.is_empty() {
            true => vec![String::new()],
            false => lines.iter().map(|l| format!(",line={l}")).collect(),
        };
        for at in at {
            out.push_str(&format!(
                "::error file={}{at},title={}::{}\n",
                property(&file),
                property(&title),
                data(&message)
            ));
        }
    }
    out
}

/// A workflow command's message: `%`, CR and LF escaped as GitHub's runner reads them.
fn data(text: &str) -> String {
    text.replace('%', "%25").replace('\r', "%0D").replace('\n', "%0A")
}

/// A workflow command's property: also `:` and `,`, which end a property.
fn property(text: &str) -> String {
    data(text).replace(':', "%3A").replace(',', "%2C")
}

#[cfg(test)]
mod tests {
    #[test]
    fn workflow_commands_are_escaped() {
        assert_eq!(super::data("50% done\nnext"), "50%25 done%0Anext");
        assert_eq!(super::property("a:b,c"), "a%3Ab%2Cc");
    }
}
