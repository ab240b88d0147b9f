//! The places in the code a check's report gives (where a lock was taken, a condvar waited
//! on or notified): kept only where they are in the candidate's file, named as the student
//! knows it, each with the code there that says which lock or condvar it is. Done once,
//! where the report comes in, as the panic's file is named.

use super::copy_names::Names;
use super::receiver::receiver_at;
use super::source::Source;
use grader_report::channel::Failure;
use grader_report::trace::{Cause, Place};

/// Every place of `failure`, in the candidate's file or gone.
pub fn name(failure: &mut Failure, names: &Names, source: &Source) {
    let text = source.text().ok();
    let name = |place: &mut Option<Place>| {
        let Some(p) = place.as_mut() else { return };
        if !names.is_candidate(&p.file) {
            *place = None;
            return;
        }
        p.file = names.file(&p.file);
        p.code = text.and_then(|t| receiver_at(t, p.line, p.column));
    };
    for event in &mut failure.events {
        name(&mut event.place);
    }
    match failure.cause.as_mut() {
        Some(Cause::LockHeld {
            wanted_at, taken_at, ..
        }) => {
            name(wanted_at);
            name(taken_at);
        }
        Some(Cause::LockCycle { links }) => {
            for link in links {
                name(&mut link.holds_at);
                name(&mut link.wants_at);
            }
        }
        Some(Cause::LostUpdate { update, .. }) => {
            name(&mut update.first_at);
            name(&mut update.again_at);
        }
        _ => {}
    }
}
