//! The class's gradebook: one row per student, one column per exercise (its points), the
//! total and the most there is; CSV, for a spreadsheet or an LMS import. And the roster it
//! is made from: who is who, by folder. And how a CSV document made in memory (this one,
//! the class report's) becomes its text.

use crate::candidate::submission::SubmissionVerdict;
use crate::course::manifest::Course;
use crate::file_error::FileError;
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// One student of the roster: a name and the folder of their submission.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub struct Student {
    pub name: String,
    pub folder: PathBuf,
}

/// Why a roster could not be read.
#[derive(Debug)]
pub enum RosterError {
    Unreadable(FileError),
    NotJson(FileError<serde_json::Error>),
    NotCsv(FileError<csv::Error>),
}

impl std::fmt::Display for RosterError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RosterError::Unreadable(e) => e.fmt(f),
            RosterError::NotJson(e) => e.fmt(f),
            RosterError::NotCsv(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for RosterError {
    // Each text is its inner error's own, so each cause is the inner error's cause.
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            RosterError::Unreadable(e) => e.source(),
            RosterError::NotJson(e) => e.source(),
            RosterError::NotCsv(e) => e.source(),
        }
    }
}

/// Why a CSV document (the gradebook, the class report) could not be made in memory.
/// Not seen in practice: every cell is text and the writer a `Vec`.
#[derive(Debug)]
pub enum CsvError {
    Record(csv::Error),
    Flush(std::io::Error),
    NotUtf8(std::string::FromUtf8Error),
}

impl From<csv::Error> for CsvError {
    fn from(e: csv::Error) -> CsvError {
        CsvError::Record(e)
    }
}

impl std::fmt::Display for CsvError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CsvError::Record(e) => e.fmt(f),
            CsvError::Flush(e) => e.fmt(f),
            CsvError::NotUtf8(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for CsvError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            CsvError::Record(e) => e.source(),
            CsvError::Flush(e) => e.source(),
            CsvError::NotUtf8(e) => e.source(),
        }
    }
}

/// The text of the CSV document `out` has written.
pub(crate) fn finish(out: csv::Writer<Vec<u8>>) -> Result<String, CsvError> {
    // csv's error of a flush words it as the system's error it holds.
    let bytes = out.into_inner().map_err(|e| CsvError::Flush(e.into_error()))?;
    String::from_utf8(bytes).map_err(CsvError::NotUtf8)
}

/// Reads a roster: CSV with the header `name,folder`, or JSON `[{"name": …, "folder": …}]`.
/// Relative folders are taken from the roster's own folder.
pub fn read_roster(file: &Path) -> Result<Vec<Student>, RosterError> {
    let text = std::fs::read_to_string(file).map_err(|e| RosterError::Unreadable(FileError::new(file, e)))?;
    let mut students: Vec<Student> = if file.extension().is_some_and(|e| e == "json") {
        serde_json::from_str(&text).map_err(|e| RosterError::NotJson(FileError::new(file, e)))?
    } else {
        csv::ReaderBuilder::new()
            .trim(csv::Trim::All)
            .from_reader(text.as_bytes())
            .deserialize()
            .collect::<Result<_, _>>()
            .map_err(|e| RosterError::NotCsv(FileError::new(file, e)))?
    };
    let base = file.parent().unwrap_or(Path::new("."));
    for s in &mut students {
        if s.folder.is_relative() {
            s.folder = base.join(&s.folder);
        }
    }
    Ok(students)
}

/// The gradebook of `submissions`, with a column for every exercise of the course.
pub fn render(submissions: &[SubmissionVerdict], course: &Course) -> Result<String, CsvError> {
    let exercises: Vec<String> = course.exercises().iter().map(|(_, e)| e.id()).collect();
    let mut out = csv::Writer::from_writer(Vec::new());
    let mut header = vec!["student".to_string()];
    header.extend(exercises.iter().cloned());
    header.extend(["total".to_string(), "max".to_string()]);
    out.write_record(&header)?;
    for s in submissions {
        let mut row = vec![cell(&s.submission)];
        for id in &exercises {
            let points = s.exercises.iter().find(|e| &e.exercise == id).map(|e| e.points);
            row.push(points.map_or(String::new(), |p| p.to_string()));
        }
        row.push(s.points.to_string());
        row.push(s.max_points.to_string());
        out.write_record(&row)?;
    }
    finish(out)
}

/// A name as a spreadsheet cell: no control characters, and no leading `=`, `+`, `-` or
/// `@` that a spreadsheet would run as a formula.
pub(crate) fn cell(name: &str) -> String {
    let name: String = name.chars().filter(|c| !c.is_control()).collect();
    if name.starts_with(['=', '+', '-', '@']) {
        format!("'{name}")
    } else {
        name
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_roster_in_csv_or_json_with_folders_beside_it() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().to_path_buf();
        std::fs::write(
            dir.join("class.csv"),
            "name, folder\nAda Lovelace, subs/ada\n\"Ivanov, Ivan\",/abs/ivan\n",
        )
        .unwrap();
        let roster = read_roster(&dir.join("class.csv")).unwrap();
        assert_eq!(roster[0].name, "Ada Lovelace");
        assert_eq!(roster[0].folder, dir.join("subs/ada"));
        assert_eq!(roster[1].name, "Ivanov, Ivan");
        assert_eq!(roster[1].folder, PathBuf::from("/abs/ivan"));
        std::fs::write(dir.join("class.json"), r#"[{"name": "Ada", "folder": "ada"}]"#).unwrap();
        assert_eq!(read_roster(&dir.join("class.json")).unwrap()[0].folder, dir.join("ada"));
        assert!(read_roster(&dir.join("missing.csv")).is_err());
    }
}
