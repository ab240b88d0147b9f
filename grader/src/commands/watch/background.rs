//! The check, on a thread of its own, so that keys and saves are handled while it runs.

use super::event::{Event, Step};
use crate::candidate::source::Source;
use crate::course::i18n::Catalog;
use crate::course::manifest::{Exercise, Lesson};
use crate::course::workspace::Workspace;
use crate::engine::{self, Cancel, Candidate, Options};
use crate::verdict::CheckStatus;
use grader_report::args;
use std::sync::mpsc::Sender;

/// What a check in the background grades.
pub(super) struct Work {
    pub ws: Workspace,
    pub lesson: Lesson,
    pub ex: Exercise,
    /// The text read when the check began; `None`: the file could not be read, which the
    /// engine tells.
    pub source: Option<Source>,
}

/// The check of `work`, on its own thread so that keys and saves are handled meanwhile. A
/// cancelled check ends at once (the engine kills what it started) and sends nothing.
pub(super) fn grade_in_background(
    id: u64,
    Work { ws, lesson, ex, source }: Work,
    lang: &'static str,
    tx: Sender<Event>,
    cancel: Cancel,
) {
    let catalog = Catalog::load(lang, Some(&ws.lessons_dir()));
    let file = ws.student_file(&ex);
    let candidate = Candidate {
        lesson: &lesson,
        exercise: &ex,
        file: &file,
        shown_as: None,
        copied_from: None,
    };
    let mut options = Options {
        cancel: cancel.clone(),
        ..Options::in_slot(crate::compile::Slot::Watch)
    };
    // The student waits for this one verdict, at every save.
    options.settings.sooner = true;
    // A fault of the grader's own is shown as such, and the watch goes on.
    let verdict = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let mut observer = |p: engine::Stage| {
            let step = match p {
                engine::Stage::Building => Step::Building,
                engine::Stage::Checking { index, name, .. } => Step::Checking {
                    index,
                    name: name.to_string(),
                },
                engine::Stage::Checked { verdict, .. } => Step::Checked {
                    schedules: verdict.schedules,
                    failed: verdict.status == CheckStatus::Fail,
                },
            };
            let _ = tx.send(Event::Step(id, step));
        };
        match &source {
            Some(source) => engine::grade_read(&ws, &candidate, source, &options, &catalog, &mut observer),
            None => engine::grade(&ws, &candidate, &options, &catalog, &mut observer),
        }
    }));
    if cancel.is_cancelled() {
        return;
    }
    let _ = match verdict {
        Ok(verdict) => tx.send(Event::Done(id, Box::new(verdict))),
        Err(payload) => {
            let what = payload
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            tx.send(Event::Crashed(id, catalog.get("setup-error", &args!("error" => what))))
        }
    };
}
