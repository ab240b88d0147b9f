//! The grader: checks concurrency exercises by exploring their interleavings.

pub mod child;
pub mod clean;
pub mod cli;
pub mod commands;
pub mod compile;
pub mod forbidden;
pub mod formats;
pub mod glossary;
pub mod grade;
pub mod i18n;
pub mod manifest;
pub mod render;
pub mod sandbox;
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
