//! One submission as Markdown: a table of the exercises and their points, then the first
//! failure in full (what went wrong, the timeline and the replay command) in a code block,
//! as `grader check` prints it. Written into GitHub's job summary, Classroom 50's release
//! body and Gradescope's test output.

use crate::candidate::submission::SubmissionVerdict;
use crate::course::i18n::{Catalog, pick};
use crate::course::manifest::Course;
use crate::verdict::{ExerciseVerdict, Status};
use grader_report::args;

/// The heading, the table and the first failure.
pub fn summary(submission: &SubmissionVerdict, course: &Course, catalog: &Catalog) -> String {
    let mut out = table(submission, course, catalog);
    if let Some(first) = submission.exercises.iter().find(|v| v.status != Status::Pass) {
        out.push_str(&format!(
            "\n{}\n\n",
            catalog.get("platform-first-failure", &args!("id" => first.exercise))
        ));
        out.push_str(&exercise(first, course, catalog));
    }
    out
}

/// The heading (the points) and a row per exercise.
pub fn table(submission: &SubmissionVerdict, course: &Course, catalog: &Catalog) -> String {
    let mut out = format!(
        "### {}\n\n",
        catalog.get(
            "grade-points",
            &args!("points" => submission.points, "max" => submission.max_points)
        )
    );
    out.push_str(&format!(
        "| {} | {} | {} |\n|---|---|---|\n",
        catalog.text("platform-column-exercise"),
        catalog.text("platform-column-result"),
        catalog.text("platform-column-points")
    ));
    for v in &submission.exercises {
        let title = course
            .find(&v.slug)
            .map(|(_, e)| pick(&e.title, catalog.lang()).to_string())
            .unwrap_or_default();
        out.push_str(&format!(
            "| {} {} · {} | {} | {}/{} |\n",
            v.exercise,
            cell(&v.slug),
            cell(&title),
            cell(&outcome(v, catalog)),
            v.points,
            v.max_points
        ));
    }
    if let Some(note) = &submission.ignored_note {
        out.push_str(&format!("\n{}\n", plain(note)));
    }
    out
}

/// One exercise's report as `grader check` prints it, in a code block.
pub fn exercise(v: &ExerciseVerdict, course: &Course, catalog: &Catalog) -> String {
    let text = match course.find(&v.slug) {
        Some((_, ex)) => crate::verdict::render::verdict(v, ex, catalog),
        None => v.message.clone().unwrap_or_default(),
    };
    fence(&text)
}

/// ✓, or the class of what failed and the check that showed it.
pub fn outcome(v: &ExerciseVerdict, catalog: &Catalog) -> String {
    match v.status {
        Status::Pass => "✓".to_string(),
        Status::Error => format!("! {}", catalog.text("grader-error")),
        Status::Fail => {
            let class = v
                .class
                .map(|c| catalog.text(&format!("class-{}", c.id())))
                .unwrap_or_default();
            match v.shown() {
                Some(check) => format!("✗ {class} — {}", check.name),
                None => format!("✗ {class}"),
            }
        }
    }
}

/// Text in a fenced code block whose fence no line of the text can close: one backtick
/// more than the longest run of backticks in it (a student's output may hold some).
pub fn fence(text: &str) -> String {
    let longest = text.split(|c| c != '`').map(str::len).max().unwrap_or(0);
    let fence = "`".repeat(longest.max(2) + 1);
    format!("{fence}text\n{}\n{fence}\n", text.trim_end())
}

/// Text for a table cell: on one line, with `|` escaped.
fn cell(text: &str) -> String {
    text.replace('\n', " ").replace('|', "\\|")
}

/// Text that holds what the student named (the files of a submission) as Markdown that
/// shows it as written, on one line: every ASCII punctuation character escaped with a
/// backslash, which CommonMark allows before each and renders as the character itself,
/// so that a file named `[a](https://…)`, `<img …>` or `**b**` is no link, image or
/// emphasis in a job summary.
fn plain(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\n' => out.push(' '),
            c if c.is_ascii_punctuation() => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_fence_is_longer_than_any_run_of_backticks_inside() {
        assert_eq!(super::fence("a"), "```text\na\n```\n");
        assert_eq!(super::fence("x ```` y"), "`````text\nx ```` y\n`````\n");
        assert_eq!(super::cell("a|b\nc"), "a\\|b c");
    }

    #[test]
    fn what_the_student_named_is_shown_as_written() {
        assert_eq!(
            super::plain("x [a](https://e.x) <img src=y>\n# **b**_c_ `d`"),
            "x \\[a\\]\\(https\\:\\/\\/e\\.x\\) \\<img src\\=y\\> \\# \\*\\*b\\*\\*\\_c\\_ \\`d\\`"
        );
        // Every character the escapes protect still reads as itself.
        let markdown = super::plain("[a](https://e.x) <b>*c*");
        let text: String = pulldown_cmark::Parser::new(&markdown)
            .map(|event| match event {
                pulldown_cmark::Event::Text(t) => t.to_string(),
                pulldown_cmark::Event::Start(pulldown_cmark::Tag::Paragraph)
                | pulldown_cmark::Event::End(pulldown_cmark::TagEnd::Paragraph) => String::new(),
                other => panic!("{other:?}"),
            })
            .collect();
        assert_eq!(text, "[a](https://e.x) <b>*c*");
    }
}
