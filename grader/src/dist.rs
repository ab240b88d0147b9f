//! `grader dist`: the student's repository, made from the course. Every file git would
//! keep, less the teacher's (`course.toml`), with quiz files stripped of their answers, a
//! README for students and the CI workflow that grades against the course.

use crate::course_files::{CourseFiles, FILE, Role};
use crate::i18n::{Catalog, LANGUAGES};
use crate::manifest::{Course, Exercise, ExerciseKind, Lesson};
use crate::workspace::Workspace;
use grader_kit::args;
use std::path::{Path, PathBuf};

/// What `dist` is asked for.
pub struct Request<'a> {
    pub out: &'a Path,
    /// `OWNER/REPO` of the course, as the workflow checks it out.
    pub course: &'a str,
    /// The commit of the course the workflow grades against.
    pub reference: &'a str,
    /// Exercises whose solutions go out too (a later release).
    pub with_solutions: Vec<&'a Exercise>,
}

/// What was written.
#[derive(Debug, Default)]
pub struct Written {
    pub files: usize,
    pub left_out: usize,
}

/// The teacher's quiz answers never go out: these keys of a question are dropped.
const QUIZ_SECRETS: [&str; 3] = ["answer", "mistake", "explain"];

pub fn write(ws: &Workspace, course: &Course, request: &Request, catalogs: &[Catalog]) -> Result<Written, String> {
    let files = CourseFiles::load(&ws.root)?;
    let teacher = files.teacher_set()?;
    let released: Vec<PathBuf> = request
        .with_solutions
        .iter()
        .map(|ex| PathBuf::from("solutions").join(&ex.dir))
        .collect();
    let quizzes: Vec<PathBuf> = course
        .exercises()
        .into_iter()
        .filter(|(_, ex)| ex.kind == ExerciseKind::Quiz)
        .map(|(lesson, ex)| quiz_file(ws, lesson, ex))
        .collect();
    let mut written = Written::default();
    for entry in ignore::WalkBuilder::new(&ws.root)
        .hidden(false)
        .git_ignore(true)
        .git_exclude(true)
        .require_git(false)
        .filter_entry(|e| e.file_name() != ".git" && e.file_name() != "target")
        .build()
    {
        let entry = entry.map_err(|e| e.to_string())?;
        if !entry.file_type().is_some_and(|t| t.is_file()) {
            continue;
        }
        let path = entry.path();
        let rel = path.strip_prefix(&ws.root).map_err(|e| e.to_string())?;
        let is_released = released.iter().any(|r| rel.starts_with(r));
        if teacher.is_match(rel) && !is_released {
            written.left_out += 1;
            continue;
        }
        let to = request.out.join(rel);
        if let Some(parent) = to.parent() {
            std::fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
        }
        if quizzes.iter().any(|q| q == path) {
            let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
            std::fs::write(&to, strip_answers(&text)?).map_err(|e| format!("{}: {e}", to.display()))?;
        } else {
            std::fs::copy(path, &to).map_err(|e| format!("{}: {e}", to.display()))?;
        }
        written.files += 1;
    }
    let student = CourseFiles {
        role: Role::Student,
        course: Some(request.course.to_string()),
        reference: Some(request.reference.to_string()),
        files: files.files.clone(),
    };
    let manifest = format!(
        "# A student's copy of {course} at {reference}, made by `grader dist`.\n\n{}",
        toml::to_string(&student).map_err(|e| e.to_string())?,
        course = request.course,
        reference = request.reference
    );
    write_file(&request.out.join(FILE), &manifest)?;
    write_file(&request.out.join("README.md"), &readme(course, catalogs))?;
    write_file(
        &request.out.join(".github/workflows/classroom.yml"),
        &workflow(course, request.course, request.reference),
    )?;
    written.files += 3;
    // What `grader reset` puts back in the student's copy (its git HEAD is the student's own).
    written.files += crate::stubs::ship(ws, course, request.out)?;
    let leaks = leaks(ws, course, &files, &released, request.out)?;
    if !leaks.is_empty() {
        return Err(format!(
            "teacher files reached {}: {}",
            request.out.display(),
            leaks.join(", ")
        ));
    }
    Ok(written)
}

fn write_file(path: &Path, text: &str) -> Result<(), String> {
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).map_err(|e| format!("{}: {e}", parent.display()))?;
    }
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
}

pub fn quiz_file(ws: &Workspace, lesson: &Lesson, ex: &Exercise) -> PathBuf {
    ws.lesson_exercise_dir(lesson, ex).join("quiz.toml")
}

/// A quiz file without what would give its answers away.
pub fn strip_answers(text: &str) -> Result<String, String> {
    let mut quiz: toml::Table = toml::from_str(text).map_err(|e| e.to_string())?;
    if let Some(toml::Value::Array(questions)) = quiz.get_mut("question") {
        for question in questions.iter_mut().filter_map(|q| q.as_table_mut()) {
            for key in QUIZ_SECRETS {
                question.remove(key);
            }
        }
    }
    Ok(format!(
        "# The quiz's questions, as handed out: the answers stay with your teacher, and\n\
         # `grader quiz` keeps yours in the exercise's answers.toml until you hand it in.\n\n{}",
        toml::to_string(&quiz).map_err(|e| e.to_string())?
    ))
}

/// Teacher files (solutions not released, mutants, alternatives, quiz answers) whose text is
/// found anywhere in `out`: what a student must never get. Empty when the copy is clean.
pub fn leaks(
    ws: &Workspace,
    course: &Course,
    files: &CourseFiles,
    released: &[PathBuf],
    out: &Path,
) -> Result<Vec<String>, String> {
    let teacher = files.teacher_set()?;
    let mut secrets: Vec<(String, String)> = Vec::new();
    for entry in ignore::WalkBuilder::new(&ws.root)
        .hidden(false)
        .require_git(false)
        .filter_entry(|e| e.file_name() != ".git" && e.file_name() != "target")
        .build()
        .flatten()
    {
        let path = entry.path();
        let Ok(rel) = path.strip_prefix(&ws.root) else { continue };
        let secret = rel.starts_with("solutions")
            || rel
                .components()
                .any(|c| c.as_os_str() == "mutants" || c.as_os_str() == "alternatives");
        if !secret || !teacher.is_match(rel) || released.iter().any(|r| rel.starts_with(r)) {
            continue;
        }
        if let Ok(text) = std::fs::read_to_string(path) {
            secrets.push((rel.display().to_string(), text));
        }
    }
    // A mutant is a patch: its secret is the program the patch makes.
    for (lesson, ex) in course.exercises() {
        for m in crate::mutants::load(ws, lesson, ex).list {
            if let Ok(source) = m.source() {
                secrets.push((ws.show(&m.patch), source));
            }
        }
    }
    let mut found = Vec::new();
    for entry in ignore::WalkBuilder::new(out)
        .hidden(false)
        .require_git(false)
        .build()
        .flatten()
    {
        let Ok(text) = std::fs::read_to_string(entry.path()) else {
            continue;
        };
        for (name, secret) in &secrets {
            if body_of(secret).is_some_and(|b| text.contains(b)) {
                found.push(format!("{name} in {}", entry.path().display()));
            }
        }
    }
    found.sort();
    found.dedup();
    Ok(found)
}

/// The text without its header comment: a mutant's or alternative's code.
fn body_of(text: &str) -> Option<&str> {
    let start = text
        .lines()
        .take_while(|l| l.starts_with("//!") || l.trim().is_empty())
        .map(|l| l.len() + 1)
        .sum::<usize>();
    text.get(start.min(text.len())..)
        .map(str::trim)
        .filter(|b| !b.is_empty())
}

/// The student's README: the first command checks exercise 1, the second lists the
/// exercises; in every language of the course.
fn readme(course: &Course, catalogs: &[Catalog]) -> String {
    let mut out = String::new();
    for c in catalogs {
        out.push_str(&c.get("dist-readme", &args!("exercises" => course.exercises().len())));
        out.push_str("\n\n");
    }
    out
}

/// GitHub Classroom's autograding workflow: the course at `reference` grades the student's
/// repository as a submission, one step per exercise, worth its points.
fn workflow(course: &Course, repository: &str, reference: &str) -> String {
    let exercises = course.exercises();
    let mut out = format!(
        "# Made by `grader dist`: grades this repository with the course {repository} at {reference},\n\
         # never with the copy of the grader in this repository.\n\
         name: Autograding\n\
         on: [push, repository_dispatch, workflow_dispatch]\n\
         permissions:\n  checks: write\n  actions: read\n  contents: read\n\
         env:\n  COURSE: {repository}\n  COURSE_REF: {reference}\n\
         jobs:\n  autograding:\n    runs-on: ubuntu-latest\n    if: github.actor != 'github-classroom[bot]'\n    steps:\n\
         \x20     - uses: actions/checkout@v4\n        with:\n          path: submission\n\
         \x20     - uses: actions/checkout@v4\n        with:\n          repository: ${{{{ env.COURSE }}}}\n          ref: ${{{{ env.COURSE_REF }}}}\n          path: course\n\
         \x20     - name: Build the grader\n        working-directory: course\n        run: cargo build --release -p grader\n"
    );
    for (_, ex) in &exercises {
        let id = ex.id();
        out.push_str(&format!(
            "      - name: {id} {slug}\n        id: {id}\n        uses: classroom-resources/autograding-command-grader@v1\n        with:\n          test-name: {id} {slug}\n          command: cd course && target/release/grader check {id} --submission ../submission --color never\n          timeout: 15\n          max-score: {points}\n",
            slug = ex.slug,
            points = ex.points
        ));
    }
    out.push_str("      - name: Report the points\n        uses: classroom-resources/autograding-grading-reporter@v1\n        env:\n");
    for (_, ex) in &exercises {
        let id = ex.id();
        out.push_str(&format!(
            "          {}_RESULTS: \"${{{{ steps.{id}.outputs.result }}}}\"\n",
            id.to_uppercase()
        ));
    }
    let runners: Vec<String> = exercises.iter().map(|(_, e)| e.id()).collect();
    out.push_str(&format!("        with:\n          runners: {}\n", runners.join(",")));
    out
}

/// Every catalog of the course, for texts written once in all languages.
pub fn all_catalogs(ws: &Workspace) -> Vec<Catalog> {
    LANGUAGES
        .iter()
        .map(|lang| Catalog::load(lang, Some(&ws.lessons_dir())))
        .collect()
}
