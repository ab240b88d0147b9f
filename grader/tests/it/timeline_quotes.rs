//! A timeline quotes what ran: the failing scenario's first step is the call its message
//! names, with the same arguments (exercise 16's `no-room-for-nothing` once said
//! `BoundedPool::new(1, 0, work) did not panic` above a first step that read
//! `BoundedPool::new(1, 1, work)`).

use crate::common;
use crate::common::check_json;

#[test]
fn the_refused_call_is_the_first_step_and_the_message_quotes_it() {
    let mutant = &common::mutant("exercise-16", "zero_waiting_accepted");
    let (code, json) = check_json("exercise-16", &["--file", mutant]);
    assert_eq!(code, 1, "{json:#}");
    let check = json["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "no-room-for-nothing")
        .expect("the check");
    assert_eq!(check["class"], "wrong-output", "{check:#}");
    let message = check["message"].as_str().unwrap();
    // The timeline is built from the failing execution's own events.
    let first = check["timeline"][0]["text"].as_str().expect("a first step");
    let call = &first[..first.find(')').expect("a call") + 1];
    assert_eq!(call, "BoundedPool::new(1, 0, work)", "{first}");
    assert!(
        message.contains(call),
        "the message names another call than the timeline: {message} / {first}"
    );
}
