//! What the formats for a grading platform share: the platform's environment variables
//! (read before anything is graded, a missing one named), the files written where the
//! platform reads them, and the time of day in UTC. A file of its own below the
//! dispatcher (`platform.rs`), so that a format (Classroom 50) can use it without
//! importing the file that calls the format.

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
