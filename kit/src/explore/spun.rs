//! Which call a busy wait kept trying in: the outermost call of the exercise's in which a
//! thread made the most synchronisation operations, read from the operations each event
//! carries. The spin is in that call, not in the thread's last step, and not in a thread
//! that only made many operations outside any call (a scenario's main yielding while it
//! lets another thread wait).

use crate::probe::{Event, EventKind};

/// The index of the call event of the call with the most operations inside it, if any made
/// one; `at_end`: each thread's operations when the execution ended, for a call that never
/// returned.
pub(crate) fn spun_in(events: &[Event], at_end: &[(String, u64)]) -> Option<usize> {
    // Open calls per thread: (thread, call index, operations at the call).
    let mut open: Vec<(&str, usize, u64)> = Vec::new();
    let mut best: Option<(usize, u64)> = None;
    let mut consider = |at: usize, ops: u64| {
        if ops > 0 && best.is_none_or(|(_, most)| ops > most) {
            best = Some((at, ops));
        }
    };
    for (i, e) in events.iter().enumerate() {
        match e.kind {
            EventKind::Call => open.push((&e.thread, i, e.ops)),
            EventKind::Return => {
                if let Some(pos) = open.iter().rposition(|(t, _, _)| *t == e.thread) {
                    let (_, at, ops) = open.remove(pos);
                    let outermost = !open.iter().any(|(t, _, _)| *t == e.thread);
                    if outermost {
                        consider(at, e.ops.saturating_sub(ops));
                    }
                }
            }
            EventKind::Note => {}
        }
    }
    // Calls never returned: the outermost of each thread, up to the end.
    let mut seen: Vec<&str> = Vec::new();
    for (thread, at, ops) in open {
        if seen.contains(&thread) {
            continue;
        }
        seen.push(thread);
        let end = at_end.iter().find(|(t, _)| t == thread).map_or(ops, |(_, n)| *n);
        consider(at, end.saturating_sub(ops));
    }
    best.map(|(at, _)| at)
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::events_for_tests::after_ops as event;

    #[test]
    fn the_call_with_the_most_operations_is_the_one_spun_in_not_the_threads_last() {
        use EventKind::{Call, Return};
        // The writer spins in write_lock (60 operations), then write_unlock is its last call;
        // main yields 30 times outside any call.
        let events = vec![
            event("main", Call, "read_lock()", 0),
            event("main", Return, "read_lock()", 1),
            event("writer", Call, "write_lock()", 0),
            event("main", Call, "read_unlock()", 31),
            event("main", Return, "read_unlock()", 32),
            event("writer", Return, "write_lock()", 60),
            event("writer", Call, "write_unlock()", 60),
            event("writer", Return, "write_unlock()", 61),
        ];
        assert_eq!(spun_in(&events, &[]), Some(2));
    }

    #[test]
    fn a_call_never_returned_counts_up_to_the_end() {
        use EventKind::{Call, Return};
        let events = vec![
            event("main", Call, "put(1)", 0),
            event("main", Return, "put(1)", 2),
            event("taker", Call, "take()", 0),
            event("taker", Call, "Condvar::wait()", 1),
        ];
        assert_eq!(spun_in(&events, &[("taker".into(), 500)]), Some(2));
        assert_eq!(spun_in(&events[..2], &[]), Some(0));
        assert_eq!(spun_in(&[], &[]), None);
    }
}
