//! An update lost between two holds of one lock: a thread reads under a lock, lets it
//! go, takes it again in the same call and writes what it computed from what it read;
//! another thread changed what the lock guards in between, and that change is overwritten.
//! Read from the holds of locks the probe recorded beside the events, never from the
//! values: that a write followed a read of stale data is what the holds' order shows.

use super::events::{Event, Place, outer_call_at};
use serde::{Deserialize, Serialize};

/// One hold of a lock by one thread, from its `lock()` to the guard's drop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hold {
    pub thread: String,
    /// Which lock (numbered in the execution).
    pub lock: usize,
    /// Where the code took it.
    pub place: Option<Place>,
    /// The events recorded when it was taken and when it was let go: the hold lies
    /// between event `from - 1` and event `from` (`to` alike; None: never let go).
    pub from: usize,
    pub to: Option<usize>,
    /// Whether the thread changed what the lock guards while it held it.
    pub wrote: bool,
}

/// What [`find`] found: `thread` let go of a lock in `call` (the event `call_at`) once the
/// events up to `let_go` had happened, took it again (`taken_again`) and wrote under it;
/// `other` held it in between and changed what it guards, in `other_call` (begun at
/// `other_at`), or outside any call of the exercise's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LostUpdate {
    pub thread: String,
    pub call: String,
    pub call_at: usize,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first_at: Option<Place>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub again_at: Option<Place>,
    pub let_go: usize,
    pub taken_again: usize,
    pub other: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub other_call: Option<String>,
    pub other_at: usize,
}

/// The first update lost in `holds` (in the order they began): two holds of one lock by one
/// thread, one after the other inside one call of the exercise's, the second of which
/// writes, with a hold of another thread between them that writes too.
pub fn find(events: &[Event], holds: &[Hold]) -> Option<LostUpdate> {
    for (i, first) in holds.iter().enumerate() {
        let Some(let_go) = first.to else { continue };
        let Some((call_at, call)) = outer_call_at(events, &first.thread, first.from) else {
            continue;
        };
        // The same thread's next hold of the same lock.
        let Some(j) = (i + 1..holds.len()).find(|&j| holds[j].thread == first.thread && holds[j].lock == first.lock)
        else {
            continue;
        };
        let again = &holds[j];
        let same_call = outer_call_at(events, &again.thread, again.from).is_some_and(|(at, _)| at == call_at);
        if !again.wrote || !same_call {
            continue;
        }
        // One thread runs at a time and a lock has one holder: a hold of another thread
        // that began between the two began after the first was let go and ended before the
        // second was taken.
        let Some(between) = holds[i + 1..j]
            .iter()
            .find(|h| h.lock == first.lock && h.thread != first.thread && h.wrote)
        else {
            continue;
        };
        let other = outer_call_at(events, &between.thread, between.from);
        return Some(LostUpdate {
            thread: first.thread.clone(),
            call,
            call_at,
            first_at: first.place.clone(),
            again_at: again.place.clone(),
            let_go,
            taken_again: again.from,
            other: between.thread.clone(),
            other_at: other.as_ref().map_or(between.from, |(at, _)| *at),
            other_call: other.map(|(_, call)| call),
        });
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trace::events::Kind;

    fn event(thread: &str, kind: Kind, what: &str) -> Event {
        Event::new(thread, kind, what)
    }

    fn hold(thread: &str, (from, to): (usize, usize), wrote: bool) -> Hold {
        Hold {
            thread: thread.into(),
            lock: 1,
            place: None,
            from,
            to: Some(to),
            wrote,
        }
    }

    /// Two readers leave: r1 reads the count under the lock and writes it back under a
    /// second hold; r2's whole `read_unlock()` runs between r1's two holds (or, with
    /// `apart`, after them).
    fn two_readers_leave(apart: bool) -> (Vec<Event>, Vec<Hold>) {
        use Kind::{Call, Return};
        let events = vec![
            event("r1", Call, "read_unlock()"),
            event("r2", Call, "read_unlock()"),
            event("r2", Return, "read_unlock()"),
            event("r1", Return, "read_unlock()"),
        ];
        let r2 = [hold("r2", (2, 2), false), hold("r2", (2, 2), true)];
        let r1 = [hold("r1", (1, 1), false), hold("r1", (3, 3), true)];
        let holds = if apart {
            [r1[0].clone(), r1[1].clone(), r2[0].clone(), r2[1].clone()].to_vec()
        } else {
            [r1[0].clone(), r2[0].clone(), r2[1].clone(), r1[1].clone()].to_vec()
        };
        (events, holds)
    }

    #[test]
    fn a_write_between_two_holds_of_one_call_is_an_update_lost() {
        let (events, holds) = two_readers_leave(false);
        let lost = find(&events, &holds).expect("a lost update");
        assert_eq!((lost.thread.as_str(), lost.call.as_str()), ("r1", "read_unlock()"));
        assert_eq!((lost.let_go, lost.taken_again, lost.call_at), (1, 3, 0));
        assert_eq!(
            (lost.other.as_str(), lost.other_call.as_deref(), lost.other_at),
            ("r2", Some("read_unlock()"), 1)
        );
    }

    #[test]
    fn two_holds_with_nothing_written_between_them_lose_nothing() {
        let (events, holds) = two_readers_leave(true);
        assert_eq!(find(&events, &holds), None);
        // Another thread that only read in between changed nothing either.
        let (events, mut holds) = two_readers_leave(false);
        holds[2].wrote = false;
        assert_eq!(find(&events, &holds), None);
    }

    #[test]
    fn a_second_hold_that_only_reads_overwrites_nothing() {
        let (events, mut holds) = two_readers_leave(false);
        holds[3].wrote = false;
        assert_eq!(find(&events, &holds), None);
    }
}
