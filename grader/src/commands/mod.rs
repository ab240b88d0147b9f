//! One module per command; `cli` parses the command line and dispatches here.

pub mod check;
pub mod completions;
pub mod dev;
pub mod dist;
pub mod grade;
pub mod hint;
pub mod lesson;
pub mod list;
pub mod mutant;
pub mod new;
pub mod next;
pub mod quiz;
pub mod reset;
pub mod solution;
pub mod verify;
pub mod watch;
