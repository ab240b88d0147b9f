//! What the kit knows of the panics of the current execution: the last one and where it
//! happened, whether it was shuttle's own failure, whether the body ended alone, and the
//! candidate's `todo!()` sites.
//!
//! The kit's panic hook writes it, the explorer and the real-thread phase read and clear
//! it, and the check binary's `main` sets the `todo!()` sites. It lives here, below all
//! of them and importing none, so that none of them imports another for it.

use crate::channel::{PanicSite, Site};
use std::any::Any;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

/// The most of a panic message kept: a message of megabytes is cut to its start.
pub(crate) const MESSAGE_CAP: usize = 4 * 1024;

static LAST_PANIC: Mutex<Option<PanicSite>> = Mutex::new(None);
/// Where shuttle raises its own failures (a deadlock, the step bound), learnt at start
/// from a deadlock of the kit's own: file, line and column.
static SHUTTLE_SITE: OnceLock<(String, u32, u32)> = OnceLock::new();
/// Whether the current execution failed by shuttle's own panic, at [`SHUTTLE_SITE`].
static SHUTTLE_FAILED: AtomicBool = AtomicBool::new(false);
/// Threads the current execution had started when its body returned, plus one; 0 while it runs.
static ENDED_WITH: AtomicUsize = AtomicUsize::new(0);
/// The candidate's `todo!()` sites, from the request.
static NOT_DONE_AT: OnceLock<Vec<Site>> = OnceLock::new();
/// On real threads, the thread of the execution's first panic if it panicked right after
/// a condvar wait returned (conveyor's count): it went on from its wait without looking.
/// With whether that wait woke for nothing (a spurious wake-up the scenario asked for).
static WOKE_THEN_PANICKED: Mutex<Option<(String, bool)>> = Mutex::new(None);
/// Whether a thread the program started panicked in the current execution (its panic
/// caught or not): a task that panicked on a worker.
static PROGRAM_PANICKED: AtomicBool = AtomicBool::new(false);

pub(crate) fn forget_panic() {
    *LAST_PANIC.lock().unwrap_or_else(|e| e.into_inner()) = None;
    *WOKE_THEN_PANICKED.lock().unwrap_or_else(|e| e.into_inner()) = None;
    PROGRAM_PANICKED.store(false, Ordering::SeqCst);
    SHUTTLE_FAILED.store(false, Ordering::SeqCst);
    ENDED_WITH.store(0, Ordering::SeqCst);
    crate::probe::take_execution_threads();
}

pub(crate) fn last_panic() -> Option<PanicSite> {
    LAST_PANIC.lock().unwrap_or_else(|e| e.into_inner()).clone()
}

/// Whether the execution that just failed failed by shuttle's own panic (a deadlock, the
/// step bound) rather than by a panic of the student's code with the same words.
pub(crate) fn shuttle_failed() -> bool {
    SHUTTLE_FAILED.load(Ordering::SeqCst)
}

/// Whether a thread the program started panicked so far in the current execution (its
/// panic caught or not): a task that panicked on a worker.
pub(crate) fn program_panicked() -> bool {
    PROGRAM_PANICKED.load(Ordering::SeqCst)
}

/// Called when an execution's body has returned: notes whether it started any thread.
pub(crate) fn ended_alone() {
    ENDED_WITH.store(crate::probe::take_execution_threads() + 1, Ordering::SeqCst);
}

/// Whether the last execution's body returned without starting a thread: then nothing of
/// the student's ran after it, and a failure after it is the scheduler's own refusal.
pub(crate) fn last_ended_alone() -> bool {
    ENDED_WITH.load(Ordering::SeqCst) == 1
}

/// Keeps the candidate's `todo!()`/`unimplemented!()` sites, from the request.
pub(crate) fn not_done_at(sites: Vec<Site>) {
    let _ = NOT_DONE_AT.set(sites);
}

/// Whether `site` is one of the candidate's `todo!()`/`unimplemented!()` calls.
pub(crate) fn at_not_done_site(site: &PanicSite) -> bool {
    let (Some(line), Some(column)) = (site.line, site.column) else {
        return false;
    };
    let checks = site.file.as_deref().is_some_and(|f| f.ends_with("checks.rs"));
    !checks
        && NOT_DONE_AT
            .get()
            .is_some_and(|sites| sites.contains(&Site { line, column }))
}

/// `text`, cut to [`MESSAGE_CAP`] bytes at a character boundary.
pub(crate) fn cut(mut text: String) -> String {
    if text.len() > MESSAGE_CAP {
        let mut end = MESSAGE_CAP;
        while !text.is_char_boundary(end) {
            end -= 1;
        }
        text.truncate(end);
        text.push('…');
    }
    text
}

/// What the kit's panic hook keeps of a panic that is not an oracle's finding: whether it
/// is shuttle's own failure, and the execution's first panic with its site and thread.
pub(crate) fn note(info: &std::panic::PanicHookInfo<'_>) {
    if let (Some(at), Some(site)) = (info.location(), SHUTTLE_SITE.get())
        && at.file() == site.0
        && at.line() == site.1
        && at.column() == site.2
    {
        SHUTTLE_FAILED.store(true, Ordering::SeqCst);
    }
    if crate::probe::in_program_thread() {
        PROGRAM_PANICKED.store(true, Ordering::SeqCst);
    }
    if let Ok(mut last) = LAST_PANIC.try_lock()
        && last.is_none()
    {
        let mut site = panic_site(info);
        site.thread = crate::probe::current_name_in_panic();
        *last = Some(site);
        if crate::probe::real_just_woke()
            && let Ok(mut woke) = WOKE_THEN_PANICKED.try_lock()
        {
            let thread = std::thread::current().name().unwrap_or("thread").to_string();
            *woke = Some((thread, crate::probe::real_woke_for_nothing()));
        }
    }
}

/// On real threads, the thread whose panic came right after its condvar wait returned, if
/// the execution's first panic did, and whether that wait woke for nothing.
pub(crate) fn woke_then_panicked() -> Option<(String, bool)> {
    WOKE_THEN_PANICKED.lock().unwrap_or_else(|e| e.into_inner()).clone()
}

/// After a deadlock of the kit's own (`failed`: shuttle reported it), keeps where it
/// happened as the place shuttle raises its failures, and forgets the panic.
pub(crate) fn learn_shuttle_site(failed: bool) {
    let site = LAST_PANIC.lock().unwrap_or_else(|e| e.into_inner()).take();
    if failed
        && let Some(PanicSite {
            file: Some(file),
            line: Some(line),
            column: Some(column),
            ..
        }) = site
    {
        let _ = SHUTTLE_SITE.set((file, line, column));
    }
    forget_panic();
}

/// Where a panic happened and what it said, as the report carries it.
fn panic_site(info: &std::panic::PanicHookInfo<'_>) -> PanicSite {
    PanicSite {
        message: cut(payload_text(info.payload()).unwrap_or_default()),
        file: info.location().map(|l| l.file().to_string()),
        line: info.location().map(|l| l.line()),
        column: info.location().map(|l| l.column()),
        thread: None,
    }
}

pub(crate) fn payload_text(payload: &(dyn Any + Send)) -> Option<String> {
    payload
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
}
