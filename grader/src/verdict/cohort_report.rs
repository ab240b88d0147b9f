//! What a whole class got wrong, per exercise: how many passed, the points' spread, and
//! the bug classes made, most frequent first ("lost wake-up: 9 of 30"), each with the
//! checks that found it, who made it and one representative picture of its interleaving;
//! and the submissions the grader could not grade, with why. The same numbers as one
//! HTML page (`grader grade --report class.html`, offline, no script), as CSV
//! (`--report class.csv`) and in the JSON of `grader grade --format json` (`class`).
//!
//! A class of students is a cohort in the code, where `Class` is a bug's class; the
//! teacher reads "class" in both, where the context tells them apart.

use crate::candidate::submission::SubmissionVerdict;
use crate::course::i18n::Catalog;
use crate::error::CommandError;
use crate::verdict::Status;
use crate::verdict::formats::gradebook::{CsvError, finish};
use crate::verdict::picture::escape;
use crate::verdict::render::class_name;
use grader_report::args;
use serde::Serialize;
use std::path::Path;

#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct CohortReport {
    pub submissions: usize,
    pub exercises: Vec<ExerciseSummary>,
    /// Exercises of submissions the grader could not judge (a broken build of the course,
    /// a machine at fault): never counted as anyone's bug.
    pub ungraded: Vec<Ungraded>,
}

#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct ExerciseSummary {
    pub exercise: String,
    pub slug: String,
    /// Submissions graded for it (those that could not be are in `ungraded`).
    pub graded: usize,
    pub passed: usize,
    pub points: Spread,
    /// Most frequent first; among equals, in the order the classes first occur.
    pub bugs: Vec<Bug>,
}

/// The points of one exercise over the graded submissions.
#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Spread {
    pub min: u32,
    pub median: f64,
    pub max: u32,
    /// The most one submission can get.
    pub of: u32,
}

#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Bug {
    /// The class's id, e.g. `deadlock`.
    pub class: String,
    pub count: usize,
    /// The checks that found it (the check each submission's report shows in full).
    pub checks: Vec<String>,
    /// Who made it: the roster's names, else the folders' names.
    pub submissions: Vec<String>,
    /// Which submission's picture stands for the others: the first that has one.
    #[serde(skip)]
    pub example: Option<(usize, usize)>,
}

#[derive(Clone, Debug, Serialize, PartialEq)]
pub struct Ungraded {
    pub submission: String,
    pub exercise: String,
    pub why: String,
}

impl CohortReport {
    pub fn of(submissions: &[SubmissionVerdict]) -> CohortReport {
        let mut exercises: Vec<ExerciseSummary> = Vec::new();
        let mut ungraded = Vec::new();
        let mut points: Vec<Vec<u32>> = Vec::new();
        for (si, s) in submissions.iter().enumerate() {
            for (ei, v) in s.exercises.iter().enumerate() {
                let at = match exercises.iter().position(|e| e.exercise == v.exercise) {
                    Some(at) => at,
                    None => {
                        exercises.push(ExerciseSummary {
                            exercise: v.exercise.clone(),
                            slug: v.slug.clone(),
                            graded: 0,
                            passed: 0,
                            points: Spread {
                                min: 0,
                                median: 0.0,
                                max: 0,
                                of: v.max_points,
                            },
                            bugs: Vec::new(),
                        });
                        points.push(Vec::new());
                        exercises.len() - 1
                    }
                };
                let summary = &mut exercises[at];
                match v.status {
                    Status::Error => {
                        ungraded.push(Ungraded {
                            submission: s.submission.clone(),
                            exercise: v.exercise.clone(),
                            why: v
                                .message
                                .clone()
                                .or_else(|| v.checks.iter().find_map(|c| c.message.clone()))
                                .unwrap_or_default(),
                        });
                        continue;
                    }
                    Status::Pass => summary.passed += 1,
                    Status::Fail => {
                        let class = v.class.map(|c| c.id().to_string()).unwrap_or_default();
                        let check = v.shown().map(|c| c.name.clone());
                        let pictured = crate::verdict::picture::drawn(v).is_some();
                        let bug = match summary.bugs.iter().position(|b| b.class == class) {
                            Some(b) => &mut summary.bugs[b],
                            None => {
                                summary.bugs.push(Bug {
                                    class,
                                    count: 0,
                                    checks: Vec::new(),
                                    submissions: Vec::new(),
                                    example: None,
                                });
                                summary.bugs.last_mut().expect("just pushed")
                            }
                        };
                        bug.count += 1;
                        bug.submissions.push(s.submission.clone());
                        if let Some(check) = check.filter(|c| !bug.checks.contains(c)) {
                            bug.checks.push(check);
                        }
                        if bug.example.is_none() && pictured {
                            bug.example = Some((si, ei));
                        }
                    }
                }
                summary.graded += 1;
                points[at].push(v.points);
            }
        }
        for (summary, mut points) in exercises.iter_mut().zip(points) {
            points.sort();
            // A stable sort: equals keep the order they first occurred in.
            summary.bugs.sort_by_key(|b| std::cmp::Reverse(b.count));
            summary.points.min = points.first().copied().unwrap_or(0);
            summary.points.max = points.last().copied().unwrap_or(0);
            summary.points.median = median(&points);
        }
        CohortReport {
            submissions: submissions.len(),
            exercises,
            ungraded,
        }
    }

    /// The report as CSV: a row per exercise and bug class (an exercise nobody got wrong
    /// has one row with an empty class), then a row per exercise that could not be graded
    /// (class `ungraded`, the reason in `checks`).
    pub fn csv(&self) -> Result<String, CsvError> {
        let mut out = csv::Writer::from_writer(Vec::new());
        let header = [
            "exercise",
            "slug",
            "graded",
            "passed",
            "points_min",
            "points_median",
            "points_max",
            "points_of",
            "class",
            "count",
            "checks",
            "submissions",
        ];
        out.write_record(header)?;
        for e in &self.exercises {
            let head = [
                e.exercise.clone(),
                e.slug.clone(),
                e.graded.to_string(),
                e.passed.to_string(),
                e.points.min.to_string(),
                e.points.median.to_string(),
                e.points.max.to_string(),
                e.points.of.to_string(),
            ];
            let bugs: Vec<[String; 4]> = if e.bugs.is_empty() {
                vec![Default::default()]
            } else {
                e.bugs
                    .iter()
                    .map(|b| {
                        [
                            b.class.clone(),
                            b.count.to_string(),
                            b.checks.join("; "),
                            b.submissions.iter().map(|s| cell(s)).collect::<Vec<_>>().join("; "),
                        ]
                    })
                    .collect()
            };
            for bug in bugs {
                let row: Vec<String> = head.iter().cloned().chain(bug).collect();
                out.write_record(&row)?;
            }
        }
        for u in &self.ungraded {
            let row = [
                u.exercise.as_str(),
                "",
                "",
                "",
                "",
                "",
                "",
                "",
                "ungraded",
                "1",
                &cell(&u.why),
                &cell(&u.submission),
            ];
            out.write_record(row)?;
        }
        finish(out)
    }

    /// The report as one HTML page, in the catalog's language.
    pub fn html(&self, submissions: &[SubmissionVerdict], catalog: &Catalog) -> String {
        let title = catalog.text("class-report-title");
        let mut body = format!("<h1>{}</h1>\n", escape(&title));
        body.push_str(&format!(
            "<p>{}</p>\n",
            escape(&catalog.get(
                "class-report-summary",
                &args!("submissions" => self.submissions, "exercises" => self.exercises.len())
            ))
        ));
        for e in &self.exercises {
            body.push_str(&format!(
                "<section class=\"exercise\" data-exercise=\"{}\">\n<h2>{} · {}</h2>\n",
                escape(&e.exercise),
                escape(&e.exercise),
                escape(&e.slug)
            ));
            body.push_str(&format!(
                "<p><strong class=\"passed\" data-passed=\"{}\" data-graded=\"{}\">{}</strong>; {}</p>\n",
                e.passed,
                e.graded,
                escape(&catalog.get(
                    "class-report-passed",
                    &args!("passed" => e.passed, "total" => e.graded)
                )),
                escape(&catalog.get(
                    "class-report-points",
                    &args!("min" => e.points.min, "median" => e.points.median, "max" => e.points.max, "of" => e.points.of)
                ))
            ));
            if e.bugs.is_empty() {
                body.push_str(&format!("<p>{}</p>\n", escape(&catalog.text("class-report-no-bugs"))));
            } else {
                body.push_str(&format!("<h3>{}</h3>\n", escape(&catalog.text("class-report-bugs"))));
            }
            for (i, bug) in e.bugs.iter().enumerate() {
                let name = grader_report::Class::ALL
                    .iter()
                    .find(|c| c.id() == bug.class)
                    .map(|c| class_name(catalog, *c))
                    .unwrap_or_else(|| catalog.text("grader-error"));
                // A stub or a missing file was found by no check: nothing to say after the dash.
                let found = if bug.checks.is_empty() {
                    String::new()
                } else {
                    format!(
                        " — {}",
                        escape(&catalog.get("class-report-found-by", &args!("checks" => bug.checks.join(", "))))
                    )
                };
                // The most frequent bug open at once, its picture in sight.
                body.push_str(&format!(
                    "<details class=\"bug\" data-class=\"{}\" data-count=\"{}\"{}>\n<summary><strong>{}</strong>{found}</summary>\n",
                    escape(&bug.class),
                    bug.count,
                    if i == 0 { " open" } else { "" },
                    escape(&catalog.get(
                        "class-report-bug",
                        &args!("class" => name, "count" => bug.count, "total" => e.graded)
                    )),
                ));
                body.push_str(&format!(
                    "<p>{}</p>\n",
                    escape(&catalog.get("class-report-who", &args!("names" => bug.submissions.join(", "))))
                ));
                let example = bug.example.and_then(|(s, x)| {
                    let v = &submissions.get(s)?.exercises.get(x)?;
                    let section =
                        crate::verdict::picture::section(crate::verdict::picture::drawn(v)?, &v.slug, false, catalog)?;
                    Some((&submissions[s].submission, section))
                });
                if let Some((who, section)) = example {
                    body.push_str(&format!(
                        "<h4>{}</h4>\n{section}",
                        escape(&catalog.get("class-report-show", &args!("name" => who)))
                    ));
                }
                body.push_str("</details>\n");
            }
            body.push_str("</section>\n");
        }
        body.push_str(&format!(
            "<h2>{}</h2>\n",
            escape(&catalog.text("class-report-ungraded"))
        ));
        if self.ungraded.is_empty() {
            body.push_str(&format!(
                "<p>{}</p>\n",
                escape(&catalog.text("class-report-ungraded-none"))
            ));
        } else {
            body.push_str("<table class=\"ungraded\">\n");
            for u in &self.ungraded {
                body.push_str(&format!(
                    "<tr><td>{}</td><td>{}</td><td>{}</td></tr>\n",
                    escape(&u.submission),
                    escape(&u.exercise),
                    escape(&u.why)
                ));
            }
            body.push_str("</table>\n");
        }
        crate::verdict::picture::document(&title, &body, catalog)
    }
}

/// The middle of sorted `points`; between the two middle ones for an even count.
fn median(points: &[u32]) -> f64 {
    match points.len() {
        0 => 0.0,
        n if n % 2 == 1 => points[n / 2] as f64,
        n => (points[n / 2 - 1] as f64 + points[n / 2] as f64) / 2.0,
    }
}

/// A name as a spreadsheet cell, as the gradebook writes it.
fn cell(text: &str) -> String {
    crate::verdict::formats::gradebook::cell(text)
}

/// Which kind of report a file name asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Html,
    Csv,
}

impl Kind {
    pub fn of(file: &Path) -> Option<Kind> {
        match file.extension()?.to_str()?.to_ascii_lowercase().as_str() {
            "html" | "htm" => Some(Kind::Html),
            "csv" => Some(Kind::Csv),
            _ => None,
        }
    }
}

/// `grader grade --report FILE`: writes the class report of `submissions` there, as the
/// file's name asks (.html or .csv), and says where on stderr. An error as the command
/// reports it.
pub fn write(file: &Path, submissions: &[SubmissionVerdict], catalog: &Catalog) -> Result<(), CommandError> {
    let not_written = |e: &dyn std::fmt::Display| CommandError::new("class-report-not-written", args!("error" => e));
    let kind =
        Kind::of(file).ok_or_else(|| CommandError::new("class-report-bad-name", args!("file" => file.display())))?;
    let report = CohortReport::of(submissions);
    let text = match kind {
        Kind::Html => report.html(submissions, catalog),
        Kind::Csv => report.csv().map_err(|e| not_written(&e))?,
    };
    crate::verdict::picture::write(file, &text).map_err(|e| not_written(&e))?;
    use std::io::IsTerminal;
    let shown = file.display().to_string();
    let link = crate::verdict::picture::link(file, &shown, "", std::io::stderr().is_terminal());
    eprintln!("{}", catalog.get("class-report-written", &args!("link" => link)));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_median_is_the_middle_or_between_the_two_middles() {
        assert_eq!(median(&[]), 0.0);
        assert_eq!(median(&[3]), 3.0);
        assert_eq!(median(&[0, 4, 10]), 4.0);
        assert_eq!(median(&[0, 5, 10, 10]), 7.5);
    }

    #[test]
    fn a_report_names_html_or_csv() {
        assert_eq!(Kind::of(Path::new("class.html")), Some(Kind::Html));
        assert_eq!(Kind::of(Path::new("a/class.CSV")), Some(Kind::Csv));
        assert_eq!(Kind::of(Path::new("class.txt")), None);
        assert_eq!(Kind::of(Path::new("class")), None);
    }
}
