//! The rows and sentences a cause draws: the call a busy wait kept trying in, a wait its
//! timeout ended, the notifies of a call a cause speaks of, the holds of a lost update.

use super::*;
use grader_report::channel::Stuck;
use grader_report::trace::lost_update::LostUpdate;
use grader_report::trace::{Cause, Place, Waiting};
use grader_report::{Class, Finding};

fn failure(class: Class, events: Vec<Event>) -> Failure {
    let finding = Finding {
        class,
        key: "k".into(),
        args: Default::default(),
    };
    Failure {
        events,
        ..Failure::of(finding, 0, Default::default())
    }
}

fn event(thread: &str, kind: Kind, what: &str) -> Event {
    Event::new(thread, kind, what)
}

/// A condvar's step on condvar `object`, made at a place whose code is `code`.
fn on(mut e: Event, object: usize, code: &str) -> Event {
    e.object = Some(object);
    e.place = Some(Place {
        file: "src/lib.rs".into(),
        line: 10 + object as u32,
        column: 9,
        code: Some(code.into()),
    });
    e
}

/// The rendered rows without the header, each without the padding of its column.
fn cells(rows: &[Row], catalog: &Catalog) -> Vec<String> {
    render(rows, catalog)
        .lines()
        .skip(1)
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect()
}

#[test]
fn a_busy_wait_marks_the_call_it_kept_trying_in_not_its_threads_last_step() {
    use Kind::{Call, Return};
    let mut spin = failure(
        Class::BusyWait,
        vec![
            event("main", Call, "read_lock()"),
            event("main", Return, "read_lock()"),
            event("writer", Call, "write_lock()"),
            event("main", Call, "read_unlock()"),
            event("main", Return, "read_unlock()"),
            event("writer", Return, "write_lock()"),
            event("writer", Call, "write_unlock()"),
            event("writer", Return, "write_unlock()"),
        ],
    );
    spin.spinning = Some("writer".into());
    spin.spun_in = Some(2);
    let en = Catalog::load("en", None);
    let rows = rows(&spin, &en);
    let fails: Vec<&str> = rows
        .iter()
        .filter(|r| r.mark == Some(Mark::Fails))
        .map(|r| r.text.as_str())
        .collect();
    assert_eq!(fails, ["write_lock()"]);
}

#[test]
fn a_wait_its_timeout_ended_is_drawn_timed_out_and_the_others_waiting_not_forever() {
    use Kind::Call;
    let mut rescued = failure(
        Class::Deadlock,
        vec![
            event("main", Call, "join()"),
            event("writer", Call, "write_lock()"),
            on(
                event("writer", Call, "Condvar::wait_timeout(10 ms)"),
                1,
                "self.writer_may",
            ),
        ],
    );
    rescued.stuck = ["main", "writer"]
        .map(|t| Stuck {
            thread: t.into(),
            call: None,
        })
        .to_vec();
    rescued.timed_out = Some(TimedOut {
        thread: "writer".into(),
        at_us: 10_000,
    });
    let en = Catalog::load("en", None);
    let rows = rows(&rescued, &en);
    assert_eq!(
        cells(&rows, &en),
        [
            "1 join() ⏸ waiting",
            "2 write_lock() ⏸ waiting",
            "3 self.writer_may.wait_timeout(10 ms) times out at t=10 ms ⏱",
        ]
    );
    assert_eq!(
        stuck_sentences(&rows, rescued.timed_out.as_ref(), &en),
        [
            "main waits in join() since step 1.",
            "writer waited in write_lock() from step 2 until its timeout ran out at t=10 ms: nobody woke it.",
        ]
    );
}

/// Main leaves with two notifies on two condvars; reader 2 was never woken.
fn one_reader_woken() -> Failure {
    use Kind::{Call, Return};
    let events = vec![
        event("r2", Call, "read_lock()"),
        on(event("r2", Call, "Condvar::wait()"), 1, "self.readers_may"),
        event("main", Call, "write_unlock()"),
        on(event("main", Call, "Condvar::notify_one()"), 1, "self.readers_may"),
        on(event("main", Return, "Condvar::notify_one()"), 1, "self.readers_may"),
        on(event("main", Call, "Condvar::notify_one()"), 2, "self.writer_may"),
        on(event("main", Return, "Condvar::notify_one()"), 2, "self.writer_may"),
        event("main", Return, "write_unlock()"),
    ];
    let mut failure = failure(Class::Deadlock, events);
    failure.stuck = vec![Stuck {
        thread: "r2".into(),
        call: Some("read_lock()".into()),
    }];
    failure.cause = Some(Cause::OnlyOneWoken {
        notify: 3,
        woken: "r1".into(),
        waiting: "r2".into(),
        waiting_call: "read_lock()".into(),
        culprit: None,
        changed_after: None,
    });
    failure
}

#[test]
fn a_call_whose_notify_a_cause_speaks_of_shows_each_of_its_notifies_with_its_condvar() {
    let en = Catalog::load("en", None);
    let failure = one_reader_woken();
    let rows = rows(&failure, &en);
    let main: Vec<&str> = rows
        .iter()
        .filter(|r| r.thread == "main")
        .map(|r| r.text.as_str())
        .collect();
    assert_eq!(
        main,
        [
            "write_unlock()",
            "self.readers_may.notify_one()",
            "self.writer_may.notify_one()",
            "write_unlock() returns",
        ]
    );
    let said = cause_sentences(&failure, &en).join(" ");
    assert!(
        said.starts_with("The self.readers_may.notify_one() at step 4 woke only r1;"),
        "{said}"
    );
}

#[test]
fn a_lost_update_draws_where_the_lock_was_let_go_and_taken_again() {
    use Kind::{Call, Return};
    let events = vec![
        event("w", Call, "write_lock()"),
        on(event("w", Call, "Condvar::wait()"), 1, "self.writer_may"),
        event("r1", Call, "read_unlock()"),
        event("r2", Call, "read_unlock()"),
        event("r2", Return, "read_unlock()"),
        event("r1", Return, "read_unlock()"),
    ];
    let place = |line: u32| Place {
        file: "src/lib.rs".into(),
        line,
        column: 20,
        code: Some("self.state".into()),
    };
    let mut lost = failure(Class::Deadlock, events);
    lost.cause = Some(Cause::LostUpdate {
        update: Box::new(LostUpdate {
            thread: "r1".into(),
            call: "read_unlock()".into(),
            call_at: 2,
            first_at: Some(place(43)),
            again_at: Some(place(44)),
            let_go: 3,
            taken_again: 5,
            other: "r2".into(),
            other_call: Some("read_unlock()".into()),
            other_at: 3,
        }),
        waiting: Some(Waiting {
            thread: "w".into(),
            call: "write_lock()".into(),
            since: 1,
        }),
    });
    let en = Catalog::load("en", None);
    let rows = rows(&lost, &en);
    let texts: Vec<(&str, &str)> = rows.iter().map(|r| (r.thread.as_str(), r.text.as_str())).collect();
    assert_eq!(
        texts[2..],
        [
            ("r1", "read_unlock()"),
            ("r1", "lets go of the lock (self.state, line 43)"),
            ("r2", "read_unlock()"),
            ("r1", "takes the lock again (self.state, line 44)"),
            ("r1", "read_unlock() returns"),
        ]
    );
    let said = cause_sentences(&lost, &en).join(" ");
    assert!(
        said.starts_with("r1 let go of a lock in read_unlock() at step 4 and took it again at step 6; in between, r2 changed what that lock guards, in read_unlock() (step 5)."),
        "{said}"
    );
    assert!(
        said.contains("Nobody notified the Condvar self.writer_may since w began to wait on it"),
        "{said}"
    );
}
