//! The places in the code a check's report gives (where a lock was taken, a condvar waited
//! on or notified): kept only where they are in the candidate's file, named as the student
//! knows it, each with the code there that says which lock or condvar it is. Done once,
//! where the report comes in, as the panic's file is named.

use super::copy_names::Names;
use super::receiver::receivers_at;
use super::source::Source;
use grader_report::channel::Failure;
use grader_report::trace::{Cause, Place};

/// Every place of `failure`, in the candidate's file or gone. The file is read once for
/// all of them: a failure's trace can give thousands of places.
pub fn name(failure: &mut Failure, names: &Names, source: &Source) {
    let mut places: Vec<&mut Option<Place>> = failure.events.iter_mut().map(|e| &mut e.place).collect();
    match failure.cause.as_mut() {
        Some(Cause::LockHeld {
            wanted_at, taken_at, ..
        }) => places.extend([wanted_at, taken_at]),
        Some(Cause::LockCycle { links }) => {
            for link in links {
                places.extend([&mut link.holds_at, &mut link.wants_at]);
            }
        }
        Some(Cause::LostUpdate { update, .. }) => places.extend([&mut update.first_at, &mut update.again_at]),
        _ => {}
    }
    let mut kept: Vec<&mut Place> = Vec::new();
    for place in places {
        if place.as_ref().is_some_and(|p| !names.is_candidate(&p.file)) {
            *place = None;
        }
        if let Some(p) = place.as_mut() {
            p.file = names.file(&p.file);
            kept.push(p);
        }
    }
    let at: Vec<(u32, u32)> = kept.iter().map(|p| (p.line, p.column)).collect();
    let codes = match source.text() {
        Ok(text) if !at.is_empty() => receivers_at(text, &at),
        _ => vec![None; at.len()],
    };
    for (place, code) in kept.into_iter().zip(codes) {
        place.code = code;
    }
}
