//! `--format github`: a submission graded in a plain GitHub Actions workflow, no classroom
//! product. The summary as Markdown appended to the job summary (`$GITHUB_STEP_SUMMARY`,
//! which the runner sets for every step), an `::error` annotation on the line of `lib.rs`
//! each failure names (the workflow command GitHub reads from the step's output), and the
//! JUnit report as `grader-junit.xml` in the submission's folder, for the artifact.

use crate::manifest::Course;
use crate::submission::{SubmissionVerdict, lib_path};
use crate::timeline::Mark;
use crate::verdict::{CheckVerdict, Status};
use std::path::Path;

/// One annotation per exercise that failed: on its file, at the first line its failing
/// check names (the student's function where a thread was stuck or panicked), else on
/// the file as a whole.
pub fn annotations(submission: &SubmissionVerdict, course: &Course, catalog: &crate::i18n::Catalog) -> String {
    let mut out = String::new();
    for v in submission.exercises.iter().filter(|v| v.status == Status::Fail) {
        let Some((_, ex)) = course.find(&v.slug) else { continue };
        let file = lib_path(ex);
        let source = std::fs::symlink_metadata(Path::new(&submission.path).join(&file))
            .ok()
            .filter(|m| m.is_file())
            .and_then(|_| std::fs::read_to_string(Path::new(&submission.path).join(&file)).ok());
        let Some(source) = source else { continue };
        let check = v.shown();
        let line = check.and_then(|c| named_line(c, &source));
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
        let at = line.map(|l| format!(",line={l}")).unwrap_or_default();
        out.push_str(&format!(
            "::error file={}{at},title={}::{}\n",
            property(&file),
            property(&title),
            data(&message)
        ));
    }
    out
}

/// The 1-based line of the first function of the student's that the failure's timeline
/// shows a thread stuck in (or panicking in), as `Look at take() in …:48` names it.
fn named_line(check: &CheckVerdict, source: &str) -> Option<usize> {
    check
        .timeline
        .iter()
        .filter(|r| matches!(r.mark, Some(Mark::Stuck | Mark::Fails)))
        .filter_map(|r| {
            let name = r.text.split('(').next()?.rsplit('.').next()?.trim();
            (!name.is_empty()).then(|| name.to_string())
        })
        .find_map(|name| {
            source
                .lines()
                .position(|l| l.contains(&format!("fn {name}(")) || l.contains(&format!("fn {name}<")))
                .map(|i| i + 1)
        })
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
