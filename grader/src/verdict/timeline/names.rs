//! Locks and condvars named as the student's code names them: a condvar's step by the
//! expression it was called on (`self.writer_may.notify_one()` for `Condvar::notify_one()`),
//! a lock by its expression and line (`self.state, line 43`), where the report's place is in
//! the graded file (`candidate/places.rs` read the code there). Elsewhere, as before: the
//! step as recorded, a lock by the cause's letter alone.

use crate::course::i18n::Catalog;
use grader_report::args;
use grader_report::trace::{Event, Place};

const CONDVAR: &str = "Condvar::";

/// A condvar's step by its condvar's name, where the code says it; any other event's call
/// as recorded.
pub fn what(e: &Event) -> String {
    match (
        e.what.strip_prefix(CONDVAR),
        e.place.as_ref().and_then(|p| p.code.as_deref()),
    ) {
        (Some(step), Some(code)) => format!("{code}.{step}"),
        _ => e.what.clone(),
    }
}

/// [`what`], with what the call returned (`take() → 3`).
pub fn text(e: &Event) -> String {
    match &e.result {
        Some(result) => format!("{} → {result}", what(e)),
        None => what(e),
    }
}

/// A notify as a sentence names it: `self.readers_may.notify_one()`, or `notify_one()`
/// where the code does not say which condvar.
pub fn notify(e: &Event) -> String {
    let named = what(e);
    named.strip_prefix(CONDVAR).map_or(named.clone(), String::from)
}

/// The condvar the wait or notify `e` was on, as a sentence names it: "the Condvar
/// self.writer_may", or "the Condvar".
pub fn condvar(events: &[Event], e: &Event, catalog: &Catalog) -> String {
    // Any step on the same condvar whose code says which: a notify may say it where the
    // wait was made inside code the course gives.
    let code = events
        .iter()
        .filter(|o| o.object.is_some() && o.object == e.object)
        .find_map(|o| o.place.as_ref()?.code.clone())
        .or_else(|| e.place.as_ref()?.code.clone());
    match code {
        Some(code) => catalog.get("timeline-the-condvar-named", &args!("code" => code)),
        None => catalog.text("timeline-the-condvar"),
    }
}

/// Where a lock was taken, as a sentence names it: "self.state, line 43", "line 43", or
/// None where the place is not in the graded file.
pub fn place(place: Option<&Place>, catalog: &Catalog) -> Option<String> {
    let place = place?;
    Some(match &place.code {
        Some(code) => catalog.get(
            "timeline-lock-place-named",
            &args!("code" => code, "line" => place.line),
        ),
        None => catalog.get("timeline-lock-place", &args!("line" => place.line)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use grader_report::trace::Kind;

    fn notify(code: Option<&str>, object: usize) -> Event {
        Event {
            object: Some(object),
            place: Some(Place {
                file: "src/lib.rs".into(),
                line: 60,
                column: 26,
                code: code.map(String::from),
            }),
            ..Event::new("main", Kind::Call, "Condvar::notify_one()")
        }
    }

    #[test]
    fn a_condvars_step_is_named_by_the_code_that_made_it_where_the_code_says() {
        let en = Catalog::load("en", None);
        let named = notify(Some("self.readers_may"), 1);
        assert_eq!(what(&named), "self.readers_may.notify_one()");
        assert_eq!(super::notify(&named), "self.readers_may.notify_one()");
        let unnamed = notify(None, 2);
        assert_eq!(what(&unnamed), "Condvar::notify_one()");
        assert_eq!(super::notify(&unnamed), "notify_one()");
        let events = [named.clone(), unnamed.clone()];
        assert_eq!(condvar(&events, &named, &en), "the Condvar self.readers_may");
        assert_eq!(condvar(&events, &unnamed, &en), "the Condvar");
        assert_eq!(
            place(named.place.as_ref(), &en).as_deref(),
            Some("self.readers_may, line 60")
        );
        assert_eq!(place(unnamed.place.as_ref(), &en).as_deref(), Some("line 60"));
        assert_eq!(place(None, &en), None);
    }
}
