//! The grader: checks concurrency exercises by exploring their interleavings.

pub mod boundary;
pub mod candidate;
pub mod cli;
pub mod commands;
pub mod compile;
pub mod course;
pub mod engine;
pub mod error;
pub mod file_error;
#[cfg(test)]
mod imports;
pub mod rust_files;
pub mod student;
pub mod teacher;
pub mod verdict;
