//! The integration tests of the grader, one binary: each module was a test binary of its
//! own, and each linked the whole grader (a link and a start each), and the binaries ran
//! one after another, so one long test kept a core idle. `hostile` and `hostile_budgets`
//! run beside the rest: every limit they test is counted in a check's own time (ran or
//! blocked, never waiting for a CPU: grader/src/boundary/child/usage.rs), so heavy neighbours change
//! none of their verdicts. `all_exercises` is `grader verify` of the whole course, and
//! starts first.

#[path = "../common/mod.rs"]
mod common;

mod all_exercises;
mod catalog;
mod check;
mod class;
mod cli;
mod commands;
mod dist;
mod engine;
mod explain;
mod first_hour;
mod formats;
mod glossary;
mod hostile;
mod hostile_budgets;
mod kit_examples;
mod mutant_command;
mod mutants;
mod picture;
mod platforms;
mod quiz;
mod screen;
mod teacher;
mod texts;
mod time_explored;
mod timeline_quotes;
mod workflow;
