//! `--format junit`: JUnit XML, which CI systems show in their test tabs.
//!
//! `testsuites` / one `testsuite` per submission (its points as properties) / one
//! `testcase` per check, named `exercise-N check` with the class name
//! `submission.exercise-slug`; a failing check has a `failure` whose `type` is its bug
//! class, a check not run is `skipped`, and an exercise that could not be graded is an
//! `error`. An exercise stopped before its checks (refused, not compiling, missing) is one
//! `testcase` for the whole exercise.
//!
//! Written by hand rather than with `quick-junit` (cargo-nextest's writer): its 0.8 puts a
//! `skipped` count on `<testsuites>`, which Jenkins' junit-10.xsd, the schema the format
//! test holds this output to, does not allow.

use super::{Graded, seconds};
use crate::candidate::submission::SubmissionVerdict;
use crate::course::i18n::Catalog;
use crate::verdict::{CheckStatus, ExerciseVerdict, Status};

pub fn render(graded: &Graded, catalog: &Catalog) -> String {
    let suites: Vec<Suite> = graded.submissions.iter().map(|s| suite(s, catalog)).collect();
    let count = |f: fn(&Case) -> bool| suites.iter().flat_map(|s| &s.cases).filter(|c| f(c)).count();
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    out.push_str(&format!(
        "<testsuites name=\"grader\" tests=\"{}\" failures=\"{}\" errors=\"{}\" time=\"{}\">\n",
        count(|_| true),
        count(|c| matches!(c.outcome, Outcome::Failure { .. })),
        count(|c| matches!(c.outcome, Outcome::Error { .. })),
        seconds(graded.elapsed.as_millis() as u64),
    ));
    for (suite, submission) in suites.iter().zip(&graded.submissions) {
        let n = |f: fn(&Case) -> bool| suite.cases.iter().filter(|c| f(c)).count();
        out.push_str(&format!(
            "  <testsuite name=\"{}\" tests=\"{}\" failures=\"{}\" errors=\"{}\" skipped=\"{}\" time=\"{}\">\n",
            escape(&submission.submission),
            suite.cases.len(),
            n(|c| matches!(c.outcome, Outcome::Failure { .. })),
            n(|c| matches!(c.outcome, Outcome::Error { .. })),
            n(|c| matches!(c.outcome, Outcome::Skipped)),
            seconds(submission.millis),
        ));
        out.push_str("    <properties>\n");
        for (name, value) in [
            ("points", submission.points.to_string()),
            ("max_points", submission.max_points.to_string()),
            ("path", submission.path.clone()),
        ] {
            out.push_str(&format!(
                "      <property name=\"{name}\" value=\"{}\"/>\n",
                escape(&value)
            ));
        }
        out.push_str("    </properties>\n");
        for case in &suite.cases {
            let open = format!(
                "    <testcase name=\"{}\" classname=\"{}\" time=\"{}\"",
                escape(&case.name),
                escape(&case.classname),
                seconds(case.millis)
            );
            match &case.outcome {
                Outcome::Pass => out.push_str(&format!("{open}/>\n")),
                Outcome::Skipped => out.push_str(&format!(
                    "{open}>\n      <skipped message=\"{}\"/>\n    </testcase>\n",
                    escape(&catalog.text("check-skipped"))
                )),
                Outcome::Failure { kind, message, text } => out.push_str(&format!(
                    "{open}>\n      <failure message=\"{}\" type=\"{}\">{}</failure>\n    </testcase>\n",
                    escape(message),
                    escape(kind),
                    escape(text)
                )),
                Outcome::Error { message } => out.push_str(&format!(
                    "{open}>\n      <error message=\"{}\" type=\"grader-error\">{}</error>\n    </testcase>\n",
                    escape(&catalog.text("grader-error")),
                    escape(message)
                )),
            }
        }
        if let Some(note) = &submission.ignored_note {
            out.push_str(&format!("    <system-out>{}</system-out>\n", escape(note)));
        }
        out.push_str("  </testsuite>\n");
    }
    out.push_str("</testsuites>\n");
    out
}

struct Suite {
    cases: Vec<Case>,
}

struct Case {
    name: String,
    classname: String,
    millis: u64,
    outcome: Outcome,
}

enum Outcome {
    Pass,
    Skipped,
    Failure {
        kind: String,
        message: String,
        text: String,
    },
    Error {
        message: String,
    },
}

fn suite(submission: &SubmissionVerdict, catalog: &Catalog) -> Suite {
    let mut cases = Vec::new();
    for ex in &submission.exercises {
        let classname = format!("{}.{}", submission.submission, ex.slug);
        if ex.status == Status::Error {
            cases.push(Case {
                name: format!("{} {}", ex.exercise, ex.slug),
                classname,
                millis: 0,
                outcome: Outcome::Error {
                    message: ex.message.clone().unwrap_or_default(),
                },
            });
            continue;
        }
        if let Some(message) = &ex.message {
            cases.push(Case {
                name: format!("{} {}", ex.exercise, ex.slug),
                classname,
                millis: 0,
                outcome: failure(ex, None, message, catalog),
            });
            continue;
        }
        for check in &ex.checks {
            let outcome = match check.status {
                CheckStatus::Pass => Outcome::Pass,
                CheckStatus::Skip => Outcome::Skipped,
                CheckStatus::Fail => {
                    let mut text = check.message.clone().unwrap_or_default();
                    if let Some(scenario) = &check.scenario {
                        text = format!(
                            "{}\n{text}",
                            catalog.get("scenario", &grader_report::args!("scenario" => scenario))
                        );
                    }
                    if let Some(diff) = &check.diff {
                        text.push_str(&format!("\n{}\n{diff}", catalog.text("diff-legend")));
                    }
                    if let Some(replay) = &check.replay {
                        text.push_str(&format!("\n{}\n  {replay}", catalog.text("replay-with")));
                    }
                    failure(ex, check.class, &text, catalog)
                }
            };
            cases.push(Case {
                name: format!("{} {}", ex.exercise, check.name),
                classname: classname.clone(),
                millis: check.millis,
                outcome,
            });
        }
    }
    Suite { cases }
}

fn failure(ex: &ExerciseVerdict, class: Option<grader_report::Class>, text: &str, catalog: &Catalog) -> Outcome {
    let class = class.or(ex.class);
    Outcome::Failure {
        kind: class.map(|c| c.id().to_string()).unwrap_or_default(),
        message: class
            .map(|c| catalog.text(&format!("class-{}", c.id())))
            .unwrap_or_default(),
        text: text.to_string(),
    }
}

/// Text for an XML attribute or element: the five entities escaped, and the characters
/// XML 1.0 cannot hold (control characters from a student's output) dropped.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(c),
            c if (c as u32) < 0x20 || c == '\u{FFFE}' || c == '\u{FFFF}' => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn escapes_markup_and_drops_control_characters() {
        assert_eq!(
            super::escape("a<b & \"c\" 'd'>\u{1b}[31m\n"),
            "a&lt;b &amp; &quot;c&quot; &apos;d&apos;&gt;[31m\n"
        );
    }
}
