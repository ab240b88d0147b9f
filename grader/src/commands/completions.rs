//! `grader completions`: shell completions, generated from the command line's definition.

use crate::cli::Cli;
use clap::CommandFactory;
use clap_complete::Shell;
use std::io::Write;

pub fn run(shell: Shell) -> i32 {
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "grader", &mut script);
    // A closed pipe (`grader completions bash | head`) is not an error worth a panic.
    let _ = std::io::stdout().write_all(&script);
    0
}
