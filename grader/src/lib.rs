//! The grader: checks concurrency exercises by exploring their interleavings.

pub mod backups;
pub mod changes;
pub mod child;
pub mod clean;
pub mod cli;
pub mod cohort_report;
pub mod commands;
pub mod compile;
pub mod copy_names;
pub mod engine;
pub mod error;
pub mod file_error;
pub mod forbidden;
pub mod formats;
pub mod glossary;
pub mod i18n;
#[cfg(test)]
mod imports;
pub mod manifest;
pub mod picture;
pub mod quiz;
pub mod render;
pub mod replays;
pub mod rust_files;
pub mod sandbox;
pub mod snapshot;
pub mod source;
pub mod state;
pub mod stubs;
pub mod submission;
pub mod teacher;
pub mod terminal;
pub mod timeline;
pub mod verdict;
pub mod workspace;
