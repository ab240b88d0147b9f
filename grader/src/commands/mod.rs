//! One module per command; `cli` parses the command line and dispatches here.

pub mod check;
pub mod hint;
pub mod lesson;
pub mod list;
pub mod verify;
