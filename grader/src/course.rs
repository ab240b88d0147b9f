//! The course as data: the lessons' manifests, where things are in the workspace, the
//! catalogs of every text and the glossary they follow, the quizzes, and the stubs as
//! handed out.

pub mod glossary;
pub mod i18n;
pub mod manifest;
pub mod quiz;
pub mod stubs;
pub mod workspace;
