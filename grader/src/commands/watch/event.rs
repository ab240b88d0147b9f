//! What reaches the watch's loop, from its threads: a key, a change of the files, and how
//! far the running check is.

use crate::verdict::ExerciseVerdict;
use notify_debouncer_mini::notify;

pub(super) enum Event {
    Key(Key),
    /// Something changed in the watched folder, or the watcher failed.
    Files(Result<(), notify::Error>),
    /// How far run `id` is.
    Step(u64, Step),
    /// The verdict of run `id`.
    Done(u64, Box<ExerciseVerdict>),
    /// Run `id` ended without a verdict: the grader itself failed.
    Crashed(u64, String),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Key {
    Char(char),
    Enter,
    /// Ctrl-C
    Quit,
}

pub(super) enum Step {
    Building,
    Checking { index: usize, name: String },
    Checked { schedules: u64, failed: bool },
}
