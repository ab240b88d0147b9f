//! What the grader and a check program say to each other, and nothing that explores.
//!
//! The grader writes an [`channel::Order`] on a check's stdin and reads back a
//! [`channel::Report`] with its [`Class`], [`Finding`] and trace of [`trace::Event`]s. Both
//! sides need these types; only the check program needs the explorer. They live here,
//! serde their only dependency, so that the grader's own build does not compile shuttle
//! and the kit a second time (once for the grader's profile, once for the checks'):
//! `grader-kit` re-exports them under its old paths, and the checks do not change.

pub mod channel;
pub mod class;
pub mod schedule;
pub mod trace;
mod words;

pub use class::Class;
pub use words::{LANGUAGES, VIRTUAL_MAIN, language, millis, normalise};

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The report's pipe, as the grader hands it down to a check program.
pub const REPORT_FD: i32 = 3;

/// The most a check may print on stdout and on stderr each: the grader stops it past that,
/// and the kit lets an explored execution's output through only once it passes this.
pub const OUTPUT_CAP: usize = 64 * 1024;

/// Values for the placeholders of a catalog message.
pub type Args = BTreeMap<String, String>;

/// What an oracle found: the bug class and a catalog message (key and values).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finding {
    pub class: Class,
    pub key: String,
    #[serde(default)]
    pub args: Args,
}

/// A scenario's description, shown to the student: a catalog key and its arguments.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Label {
    pub key: String,
    #[serde(default)]
    pub args: Args,
}

/// A plain text is taken as a key without arguments.
impl From<&str> for Label {
    fn from(key: &str) -> Label {
        Label {
            key: key.to_string(),
            args: Args::new(),
        }
    }
}

impl From<String> for Label {
    fn from(key: String) -> Label {
        Label { key, args: Args::new() }
    }
}

/// Builds the [`Args`] of a failure message: `args!{ "item" => 3, "count" => n }`.
#[macro_export]
macro_rules! args {
    ($($key:expr => $value:expr),* $(,)?) => {{
        #[allow(unused_mut)]
        let mut args = $crate::Args::new();
        $( args.insert($key.to_string(), $value.to_string()); )*
        args
    }};
}
