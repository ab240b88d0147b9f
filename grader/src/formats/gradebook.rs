//! The class's gradebook: one row per student, one column per exercise (its points), the
//! total and the most there is; CSV, for a spreadsheet or an LMS import. And the roster it
//! is made from: who is who, by folder.

use crate::manifest::Course;
use crate::submission::SubmissionVerdict;
use serde::Deserialize;
use std::path::{Path, PathBuf};

/// One student of the roster: a name and the folder of their submission.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
pub struct Student {
    pub name: String,
    pub folder: PathBuf,
}

/// Reads a roster: CSV with the header `name,folder`, or JSON `[{"name": …, "folder": …}]`.
/// Relative folders are taken from the roster's own folder.
pub fn read_roster(file: &Path) -> Result<Vec<Student>, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("{}: {e}", file.display()))?;
    let mut students: Vec<Student> = if file.extension().is_some_and(|e| e == "json") {
        serde_json::from_str(&text).map_err(|e| format!("{}: {e}", file.display()))?
    } else {
        csv::ReaderBuilder::new()
            .trim(csv::Trim::All)
            .from_reader(text.as_bytes())
            .deserialize()
            .collect::<Result<_, _>>()
            .map_err(|e| format!("{}: {e}", file.display()))?
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
pub fn render(submissions: &[SubmissionVerdict], course: &Course) -> Result<String, String> {
    let exercises: Vec<String> = course.exercises().iter().map(|(_, e)| e.id()).collect();
    let mut out = csv::Writer::from_writer(Vec::new());
    let mut header = vec!["student".to_string()];
    header.extend(exercises.iter().cloned());
    header.extend(["total".to_string(), "max".to_string()]);
    out.write_record(&header).map_err(|e| e.to_string())?;
    for s in submissions {
        let mut row = vec![cell(&s.submission)];
        for id in &exercises {
            let points = s.exercises.iter().find(|e| &e.exercise == id).map(|e| e.points);
            row.push(points.map_or(String::new(), |p| p.to_string()));
        }
        row.push(s.points.to_string());
        row.push(s.max_points.to_string());
        out.write_record(&row).map_err(|e| e.to_string())?;
    }
    let bytes = out.into_inner().map_err(|e| e.to_string())?;
    String::from_utf8(bytes).map_err(|e| e.to_string())
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
