//! How a check says that something is wrong.

use crate::class::Class;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Mutex;

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

static FOUND: Mutex<Option<Finding>> = Mutex::new(None);

/// Fails the current execution with `class` and the message `key` of the lesson's catalog.
///
/// The first finding of an execution is kept: later ones are usually its consequences.
pub fn fail(class: Class, key: &str, args: Args) -> ! {
    {
        let mut found = FOUND.lock().unwrap_or_else(|e| e.into_inner());
        if found.is_none() {
            *found = Some(Finding {
                class,
                key: key.to_string(),
                args,
            });
        }
    }
    // The panic ends the explored execution; the runner reads the finding back.
    std::panic::panic_any(CheckFailed)
}

/// The panic payload of [`fail`], told apart from the student's own panics.
#[derive(Debug)]
pub struct CheckFailed;

/// Fails with `class` unless `cond` holds.
pub fn ensure(cond: bool, class: Class, key: &str, args: impl FnOnce() -> Args) {
    if !cond {
        fail(class, key, args())
    }
}

pub(crate) fn take_finding() -> Option<Finding> {
    FOUND.lock().unwrap_or_else(|e| e.into_inner()).take()
}

pub(crate) fn reset() {
    *FOUND.lock().unwrap_or_else(|e| e.into_inner()) = None;
}

/// Runs `f` and tells whether it panicked, e.g. to check that `new(0)` refuses.
/// The expected panic is not kept as the execution's panic.
pub fn panics<R>(f: impl FnOnce() -> R) -> bool {
    let panicked = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).is_err();
    crate::run::forget_panic();
    panicked
}
