//! The integration tests of the grader, one binary: each module was a test binary of its
//! own, and each linked the whole grader (a link and a start each). Three keep a binary of
//! their own: `hostile` and `hostile_budgets` time what a submission may spend and run whole,
//! away from heavy neighbours; `verify` is a runner of its own (`harness = false`).

#[path = "../common/mod.rs"]
mod common;

mod catalog;
mod check;
mod class;
mod commands;
mod dist;
mod engine;
mod explain;
mod first_hour;
mod formats;
mod glossary;
mod kit_examples;
mod mutant_command;
mod mutants;
mod picture;
mod platforms;
mod quiz;
mod teacher;
mod texts;
mod time_explored;
mod timeline_quotes;
mod workflow;
