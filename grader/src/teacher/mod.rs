//! The teacher's tools, as rustlings keeps its authors' in `dev/`: `grader verify`
//! (with the check names and the texts every language must have), `grader mutant`,
//! `grader new`, `grader dev`, `grader dist` and the course file that says which files
//! are the teacher's. Each tool's command is its `command` module, beside what it does.
//! A student's copy of the course refuses them ([`teacher_only`]).

pub mod check_names;
pub mod course_files;
pub mod dev_workspace;
pub mod dist;
pub mod marker;
pub mod mutants;
pub mod scaffold;
pub mod text_gaps;
pub mod verify;

use crate::course::workspace::env::Env;
use crate::error::CommandError;
use grader_report::args;

/// In a student's copy (made by `grader dist`), a teacher's command is refused: its
/// solutions, mutants and answers are not there.
pub fn teacher_only(env: &Env, command: &str) -> Result<(), CommandError> {
    if course_files::CourseFiles::is_student_copy(&env.ws.root) {
        return Err(CommandError::new("teacher-command", args!("command" => command)));
    }
    Ok(())
}
