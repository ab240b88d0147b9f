//! `grader completions`: shell completions, generated from the command line's definition.

use crate::error::{CommandError, Exit};
use clap_complete::Shell;
use std::io::Write;

/// `command` is the command line's definition, handed down by `cli` (which it describes).
/// It cannot fail; a `Result` all the same, as every command's.
pub fn run(shell: Shell, mut command: clap::Command) -> Result<Exit, CommandError> {
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut command, "grader", &mut script);
    // A closed pipe (`grader completions bash | head`) is not an error worth a panic.
    let _ = std::io::stdout().write_all(&script);
    Ok(Exit::DONE)
}
