//! The grader: checks concurrency exercises by exploring their interleavings.

pub mod changes;
pub mod child;
pub mod cli;
pub mod commands;
pub mod compile;
pub mod course_files;
pub mod dist;
pub mod forbidden;
pub mod formats;
pub mod glossary;
pub mod grade;
pub mod i18n;
pub mod manifest;
pub mod quiz;
pub mod render;
pub mod scaffold;
pub mod snapshot;
pub mod state;
pub mod stubs;
pub mod submission;
pub mod terminal;
pub mod timeline;
pub mod verdict;
pub mod verify;
pub mod workspace;
