//! What the formats for a grading platform share: the platform's environment variables
//! (read before anything is graded, a missing one named), the files written where the
//! platform reads them, and the time of day in UTC.

use crate::error::CommandError;
use grader_report::args;
use std::path::Path;

/// Reads environment variables: the process's, or a test's map.
pub type Lookup<'a> = &'a dyn Fn(&str) -> Option<String>;

/// The process's environment; an empty value counts as missing.
pub fn process_env(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.trim().is_empty())
}

/// The variable `name`, or the error that names it (exit code 2).
pub fn required(lookup: Lookup, name: &str) -> Result<String, CommandError> {
    lookup(name).ok_or_else(|| CommandError::new("platform-missing-variable", args!("name" => name)))
}

/// Writes `text` to `path`, replacing a file of that name without following a link that
/// a submission may have put there.
pub fn write(path: &Path, text: &str) -> Result<(), CommandError> {
    let failed =
        |e: std::io::Error| CommandError::new("platform-write-failed", args!("file" => path.display(), "error" => e));
    match std::fs::symlink_metadata(path) {
        Ok(meta) if meta.is_dir() => std::fs::remove_dir_all(path).map_err(failed)?,
        Ok(_) => std::fs::remove_file(path).map_err(failed)?,
        Err(_) => {}
    }
    std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .and_then(|mut f| std::io::Write::write_all(&mut f, text.as_bytes()))
        .map_err(failed)
}

/// Appends `text` to `path` (GitHub's job summary collects what every step appends).
pub fn append(path: &Path, text: &str) -> Result<(), CommandError> {
    std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(path)
        .and_then(|mut f| std::io::Write::write_all(&mut f, text.as_bytes()))
        .map_err(|e| CommandError::new("platform-write-failed", args!("file" => path.display(), "error" => e)))
}

/// Now in UTC as `YYYY-MM-DDTHH:MM:SSZ`, the form Classroom 50 asks for.
pub fn utc_now() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0);
    utc(secs)
}

/// Seconds since 1970 as a UTC date and time (the civil calendar, from days since the epoch).
pub fn utc(secs: u64) -> String {
    let (days, rest) = (secs / 86_400, secs % 86_400);
    // Howard Hinnant's days_from_civil, inverted: eras of 400 years from 0000-03-01.
    let z = days as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z",
        rest / 3600,
        rest % 3600 / 60,
        rest % 60
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn utc_dates_are_the_calendars() {
        assert_eq!(super::utc(0), "1970-01-01T00:00:00Z");
        assert_eq!(super::utc(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(super::utc(1_780_324_385), "2026-06-01T14:33:05Z");
        assert_eq!(super::utc(4_107_542_399), "2100-02-28T23:59:59Z");
    }
}

/// The formats that grade one submission for a platform.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Platform {
    Gradescope,
    PrairieLearn,
    Classroom50,
    Github,
    Gitlab,
}

/// A platform's format with what it read from the environment before grading.
pub enum Prepared {
    Gradescope,
    PrairieLearn,
    Classroom50(super::classroom50::Identity),
    Github { summary: std::path::PathBuf },
    Gitlab,
}

/// The JUnit report written beside the submission for GitHub's artifact and GitLab's
/// `artifacts:reports:junit`.
pub const JUNIT: &str = "grader-junit.xml";

impl Platform {
    /// Reads the platform's variables: the error names the first one missing.
    pub fn prepare(self, lookup: Lookup) -> Result<Prepared, CommandError> {
        Ok(match self {
            Platform::Gradescope => Prepared::Gradescope,
            Platform::PrairieLearn => Prepared::PrairieLearn,
            Platform::Classroom50 => Prepared::Classroom50(super::classroom50::Identity::read(lookup)?),
            Platform::Github => Prepared::Github {
                summary: required(lookup, "GITHUB_STEP_SUMMARY")?.into(),
            },
            Platform::Gitlab => Prepared::Gitlab,
        })
    }
}

impl Prepared {
    /// Writes the platform's files and prints what goes on stdout; the exit code. A
    /// submission the grader could not judge (exit code 2) is never handed to a platform as
    /// points: Gradescope gets no results.json, Classroom 50 no result.json (its runner
    /// then records an error), PrairieLearn `gradable: false`.
    pub fn emit(
        &self,
        graded: &super::Graded,
        course: &crate::manifest::Course,
        catalog: &crate::i18n::Catalog,
    ) -> Result<i32, CommandError> {
        let submission = &graded.submissions[0];
        let broken = submission.status == crate::verdict::Status::Error;
        let dir = Path::new(&submission.path);
        match self {
            Prepared::Gradescope => {
                if !broken {
                    println!("{}", super::gradescope::render(submission, course, catalog));
                }
            }
            Prepared::PrairieLearn => println!("{}", super::prairielearn::render(submission, course, catalog)),
            Prepared::Classroom50(identity) => {
                print!("{}", log(submission, course, catalog));
                if broken {
                    let _ = std::fs::remove_file(dir.join(super::classroom50::RESULT));
                } else {
                    super::classroom50::write(submission, identity, course, catalog)?;
                }
            }
            Prepared::Github { summary } => {
                print!("{}", log(submission, course, catalog));
                print!("{}", super::github::annotations(submission, course, catalog));
                append(summary, &super::markdown::summary(submission, course, catalog))?;
                write(&dir.join(JUNIT), &super::junit::render(graded, catalog))?;
            }
            Prepared::Gitlab => {
                print!("{}", log(submission, course, catalog));
                write(&dir.join(JUNIT), &super::junit::render(graded, catalog))?;
            }
        }
        Ok(graded.exit_code())
    }
}

/// For a CI log: a line per exercise, then the first failure in full.
fn log(
    submission: &crate::submission::SubmissionVerdict,
    course: &crate::manifest::Course,
    catalog: &crate::i18n::Catalog,
) -> String {
    let mut out = super::text::submission(submission, catalog);
    if let Some(first) = submission
        .exercises
        .iter()
        .find(|v| v.status != crate::verdict::Status::Pass)
        && let Some((_, ex)) = course.find(&first.slug)
    {
        out.push('\n');
        out.push_str(&crate::render::verdict(first, ex, catalog));
    }
    out
}
