//! `grader verify`: the teacher's proof that an exercise's checks are worth having.
//! The stub must fail as `not-done`, the solution must pass every check, and every
//! mutant must fail with the class its header declares (by the check it names, if any).

use crate::grade::{Job, grade};
use crate::i18n::Catalog;
use crate::manifest::{Exercise, Lesson};
use crate::verdict::{CheckStatus, ExerciseVerdict, Status};
use crate::workspace::Workspace;
use grader_kit::Class;
use std::path::{Path, PathBuf};

/// A known wrong solution, from its file's header:
/// `//! class: deadlock` and, optionally, `//! check: nobody-waits-forever`.
#[derive(Clone, Debug)]
pub struct Mutant {
    pub file: PathBuf,
    pub class: Class,
    pub check: Option<String>,
}

impl Mutant {
    pub fn read(file: &Path) -> Result<Mutant, String> {
        let text = std::fs::read_to_string(file).map_err(|e| e.to_string())?;
        let field = |name: &str| {
            text.lines()
                .take_while(|l| l.starts_with("//!") || l.trim().is_empty())
                .find_map(|l| {
                    l.trim_start_matches("//!")
                        .trim()
                        .strip_prefix(&format!("{name}:"))
                        .map(|v| v.trim().to_string())
                })
        };
        let class = field("class").ok_or("no `//! class: …` line in the header")?;
        let class = Class::from_id(&class).ok_or(format!("unknown class `{class}`"))?;
        Ok(Mutant {
            file: file.to_path_buf(),
            class,
            check: field("check"),
        })
    }
}

pub fn mutants(ws: &Workspace, lesson: &Lesson, ex: &Exercise) -> Vec<PathBuf> {
    files_in(ws, lesson, ex, "mutants")
}

/// The `.rs` files of one of the exercise's lesson folders, sorted.
fn files_in(ws: &Workspace, lesson: &Lesson, ex: &Exercise, folder: &str) -> Vec<PathBuf> {
    let dir = ws.lesson_exercise_dir(lesson, ex).join(folder);
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect();
    files.sort();
    files
}

/// One line of the verify table.
#[derive(Clone, Debug)]
pub struct Row {
    pub exercise: String,
    pub candidate: String,
    pub expected: String,
    pub got: String,
    pub ok: bool,
}

pub fn verify(
    ws: &Workspace,
    lesson: &Lesson,
    ex: &Exercise,
    catalog: &Catalog,
    mut progress: impl FnMut(&Row),
) -> Vec<Row> {
    let mut rows = Vec::new();
    let mut push = |row: Row| {
        progress(&row);
        rows.push(row);
    };
    fn job<'a>(ws: &'a Workspace, lesson: &'a Lesson, ex: &'a Exercise, file: &'a Path) -> Job<'a> {
        Job {
            ws,
            lesson,
            exercise: ex,
            file,
            slot: "verify",
            replay: None,
        }
    }
    let describe = |v: &ExerciseVerdict| match v.status {
        Status::Pass => "pass".to_string(),
        Status::Error => format!("error: {}", v.message.clone().unwrap_or_default()),
        Status::Fail => {
            let failing: Vec<String> = v
                .checks
                .iter()
                .filter(|c| c.status == CheckStatus::Fail)
                .map(|c| format!("{} ({})", c.class.map(|k| k.id()).unwrap_or("?"), c.name))
                .collect();
            if failing.is_empty() {
                v.class.map(|c| c.id().to_string()).unwrap_or_default()
            } else {
                failing.join(", ")
            }
        }
    };

    let stub = ws.student_file(ex);
    let v = grade(&job(ws, lesson, ex, &stub), catalog);
    push(Row {
        exercise: ex.id(),
        candidate: ws.show(&stub),
        expected: "not-done".into(),
        got: describe(&v),
        ok: v.status == Status::Fail && v.class == Some(Class::NotDone),
    });

    let solution = ws.solution_file(ex);
    let v = grade(&job(ws, lesson, ex, &solution), catalog);
    push(Row {
        exercise: ex.id(),
        candidate: ws.show(&solution),
        expected: "pass".into(),
        got: describe(&v),
        ok: v.status == Status::Pass,
    });

    // Correct solutions of other shapes: the checks must test behaviour, not one design.
    for file in files_in(ws, lesson, ex, "alternatives") {
        let v = grade(&job(ws, lesson, ex, &file), catalog);
        push(Row {
            exercise: ex.id(),
            candidate: ws.show(&file),
            expected: "pass".into(),
            got: describe(&v),
            ok: v.status == Status::Pass,
        });
    }

    let files = mutants(ws, lesson, ex);
    if files.is_empty() {
        push(Row {
            exercise: ex.id(),
            candidate: "mutants/".into(),
            expected: "at least one mutant".into(),
            got: "none".into(),
            ok: false,
        });
    }
    for file in files {
        let row = match Mutant::read(&file) {
            Err(e) => Row {
                exercise: ex.id(),
                candidate: ws.show(&file),
                expected: "a header".into(),
                got: e,
                ok: false,
            },
            Ok(m) => {
                let v = grade(&job(ws, lesson, ex, &file), catalog);
                let caught = match &m.check {
                    Some(name) => v
                        .checks
                        .iter()
                        .any(|c| c.name == *name && c.status == CheckStatus::Fail && c.class == Some(m.class)),
                    None => {
                        v.failing_classes().contains(&m.class)
                            || (v.checks.iter().all(|c| c.status == CheckStatus::Skip) && v.class == Some(m.class))
                    }
                };
                let expected = match &m.check {
                    Some(name) => format!("{} ({name})", m.class.id()),
                    None => m.class.id().to_string(),
                };
                Row {
                    exercise: ex.id(),
                    candidate: ws.show(&file),
                    expected,
                    got: describe(&v),
                    ok: v.status == Status::Fail && caught,
                }
            }
        };
        push(row);
    }
    rows
}
