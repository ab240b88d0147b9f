//! The student's progress, in `.grader-progress.toml` at the workspace root: plain
//! TOML a person can read, safe to copy to another machine (it holds no paths), and
//! ignored by git. A verdict counts only while the file it was given for is unchanged.
//!
//! ```toml
//! [exercise.bounded-queue]
//! status = "done"              # "done" or "failing": the last verdict of `grader check` / `grader watch`
//! source = "59f9b4cce8f3a44a"  # fingerprint of the src/lib.rs that verdict was given for
//! hints = 2                    # hints shown so far by `grader hint`
//! solved = true                # passed at least once: `grader solution` shows the reference solution
//! ```
//!
//! `grader reset` forgets `status` and `source` (the stub is back) and keeps `hints` and `solved`.

use crate::course::manifest::{Course, Exercise, Lesson};
use crate::course::workspace::Workspace;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

pub const FILE: &str = ".grader-progress.toml";

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Progress {
    #[serde(default)]
    pub exercise: BTreeMap<String, Entry>,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Entry {
    /// The last verdict recorded.
    #[serde(default)]
    pub status: Last,
    /// Fingerprint of the `lib.rs` the status was given for.
    #[serde(default)]
    pub source: String,
    /// How many hints have been shown.
    #[serde(default)]
    pub hints: usize,
    /// Passed at least once (kept when a later check fails, or after a reset).
    #[serde(default, skip_serializing_if = "is_false")]
    pub solved: bool,
}

/// The last verdict recorded for an exercise, as the file writes it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Last {
    /// Never checked, or forgotten by `grader reset`.
    #[default]
    #[serde(rename = "")]
    Unchecked,
    Done,
    Failing,
}

fn is_false(b: &bool) -> bool {
    !*b
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    NotStarted,
    Failing,
    Done,
}

impl Progress {
    pub fn path(root: &Path) -> PathBuf {
        root.join(FILE)
    }

    /// The progress as the file says, or none yet. Reading writes nothing.
    pub fn load(root: &Path) -> Progress {
        std::fs::read_to_string(Progress::path(root))
            .ok()
            .and_then(|t| toml::from_str(&t).ok())
            .unwrap_or_default()
    }

    /// Records the verdict of `grader check` or `grader watch` on the exercise's file,
    /// which read `source` when it was checked. A grader's error says nothing of the
    /// student's code and is not recorded.
    pub fn record_verdict(root: &Path, slug: &str, status: crate::verdict::Status, source: &str) {
        use crate::verdict::Status;
        if status == Status::Error {
            return;
        }
        let mut progress = Progress::load(root);
        progress.record(slug, status == Status::Pass, source);
        progress.save(root);
    }

    pub fn save(&self, root: &Path) {
        let body = toml::to_string(self).unwrap_or_default();
        let text = format!(
            "# Your progress in the course, kept by `grader`. Safe to copy to another machine;\n\
             # a status counts only while the exercise's src/lib.rs is unchanged.\n{body}"
        );
        // Progress is a convenience: failing to save must not fail a check.
        let _ = std::fs::write(Progress::path(root), text);
    }

    pub fn record(&mut self, slug: &str, passed: bool, source: &str) {
        let entry = self.exercise.entry(slug.to_string()).or_default();
        entry.status = if passed { Last::Done } else { Last::Failing };
        entry.source = fingerprint(source);
        entry.solved |= passed;
    }

    /// Forgets the verdict on an exercise whose stub is back; hints and `solved` stay.
    pub fn forget(&mut self, slug: &str) {
        if let Some(entry) = self.exercise.get_mut(slug) {
            entry.status = Last::Unchecked;
            entry.source.clear();
        }
    }

    /// Whether the exercise has passed at least once: then its solution may be shown.
    pub fn solved(&self, slug: &str) -> bool {
        self.exercise
            .get(slug)
            .is_some_and(|e| e.solved || e.status == Last::Done)
    }

    /// Where the student stands on an exercise whose file now reads `source`.
    pub fn standing(&self, slug: &str, source: &str) -> Standing {
        self.standing_given(slug, source, None)
    }

    /// Like [`Progress::standing`], knowing the program a `fix` exercise hands out: that
    /// stub has no `todo!()`, so an untouched one is recognised by being the given program.
    pub fn standing_given(&self, slug: &str, source: &str, given: Option<&str>) -> Standing {
        match self.exercise.get(slug) {
            Some(e) if e.source == fingerprint(source) && e.status == Last::Done => Standing::Done,
            Some(e) if e.status != Last::Unchecked => Standing::Failing,
            _ if source.contains("todo!(") || given == Some(source) => Standing::NotStarted,
            _ => Standing::Failing,
        }
    }

    /// Where the student stands on `ex`, reading its file from the workspace.
    pub fn standing_of(&self, ws: &Workspace, lesson: &Lesson, ex: &Exercise) -> Standing {
        let file = ws.student_file(ex);
        let source = std::fs::read_to_string(&file).unwrap_or_default();
        let checked = self.exercise.get(&ex.slug).is_some_and(|e| e.status != Last::Unchecked);
        match &ex.quiz {
            // A quiz has no todo!(): it is not started while no question has an answer.
            Some(quiz) if !checked => {
                let answered = crate::course::quiz::Answers::read(&file)
                    .map_or(true, |a| quiz.questions.iter().any(|q| a.given(q) != Ok(None)));
                if answered {
                    Standing::Failing
                } else {
                    Standing::NotStarted
                }
            }
            _ => {
                let given = std::fs::read_to_string(ws.given_file(lesson, ex)).ok();
                self.standing_given(&ex.slug, &source, given.as_deref())
            }
        }
    }

    /// The first exercise not done, in the course's order, starting after number `after`
    /// (and coming round to the ones before it); `None` when every exercise is done.
    pub fn next<'a>(
        &self,
        ws: &Workspace,
        course: &'a Course,
        after: Option<u32>,
    ) -> Option<(&'a Lesson, &'a Exercise)> {
        let all = course.exercises();
        let start = after.map_or(0, |n| all.iter().position(|(_, e)| e.number > n).unwrap_or(all.len()));
        all[start..]
            .iter()
            .chain(all[..start].iter())
            .find(|(l, e)| self.standing_of(ws, l, e) != Standing::Done)
            .copied()
    }
}

/// FNV-1a: stable across Rust versions and machines, unlike std's hasher.
pub fn fingerprint(text: &str) -> String {
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    });
    format!("{hash:016x}")
}
