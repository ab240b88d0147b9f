//! Snapshots of the explanation a student reads for known bugs: the timeline, the
//! bug class, the sentences under it and the replay command. Run twice, the same.

use crate::common;
use crate::common::grader;

fn explain(id: &str, mutant: &str) -> String {
    let output = grader()
        .args(["check", id, "--color", "never", "--file", mutant])
        .output()
        .expect("grader runs");
    assert_eq!(
        output.status.code(),
        Some(1),
        "{}",
        String::from_utf8_lossy(&output.stdout)
    );
    let text = String::from_utf8(output.stdout).unwrap();
    // The part about the first failing check: the list above it only repeats check names.
    text[text.find("\n✗ ").expect("a failure is explained")..]
        .trim()
        .to_string()
}

fn snapshot(name: &str, id: &str, mutant: &str) {
    let text = explain(id, mutant);
    assert!(
        text.lines().count() <= 60,
        "the explanation should fit a screen:\n{text}"
    );
    insta::with_settings!({ snapshot_path => "snapshots", prepend_module_to_snapshot => false }, {
        insta::assert_snapshot!(name, text);
    });
}

/// The whole report a student reads, in `lang`.
fn full_report(id: &str, mutant: &str, lang: &str) -> String {
    let output = grader()
        .env("GRADER_LANG", lang)
        .args(["check", id, "--color", "never", "--file", mutant])
        .output()
        .expect("grader runs");
    assert_eq!(output.status.code(), Some(1));
    String::from_utf8(output.stdout).unwrap().trim().to_string()
}

/// The full report in every language: each thread named (never `?`), none of the check's
/// own condvar calls, the same words for the same things.
fn snapshot_in_every_language(name: &str, id: &str, mutant: &str, must_say: &[&str]) {
    for lang in ["en", "de", "bg"] {
        let text = full_report(id, mutant, lang);
        assert!(
            !text.contains(" ? ") && !text.contains("?,"),
            "{lang}: a thread without a name:\n{text}"
        );
        assert!(text.lines().count() <= 75, "{lang}: does not fit a screen:\n{text}");
        if lang == "en" {
            for words in must_say {
                assert!(text.contains(words), "{name}: {words:?} is not said:\n{text}");
            }
        }
        insta::with_settings!({ snapshot_path => "snapshots", prepend_module_to_snapshot => false }, {
            insta::assert_snapshot!(format!("report_{name}_{lang}"), text);
        });
    }
}

#[test]
fn reports_of_the_classic_first_attempts_in_every_language() {
    // `if` instead of `while` around the wait, two Condvars: the woken taker's panic is
    // explained as what it is, with the thread that took the item meanwhile.
    snapshot_in_every_language(
        "ex1_if_instead_of_while",
        "exercise-1",
        &common::mutant("exercise-1", "if_instead_of_while_take"),
        &[
            "woken thread does not check again",
            "went on without looking again",
            "between the notify at step",
        ],
    );
    // One Condvar and notify_one: the notify that woke the wrong thread, and the one it should have woken.
    snapshot_in_every_language(
        "ex1_lost_wake_up",
        "exercise-1",
        &common::mutant("exercise-1", "lost_wakeup_shared_condvar"),
        &["The notify_one() at step", "kept waiting: it was the one to wake"],
    );
}

#[test]
fn report_of_a_missed_pill_in_every_language() {
    snapshot_in_every_language(
        "ex2_missed_pill",
        "exercise-2",
        &common::mutant("exercise-2", "missed_pill"),
        &["packer 2"],
    );
}

#[test]
fn report_of_a_lock_held_while_working_in_every_language() {
    // The guard of a `while let` lives through the loop body: one worker works at a time.
    // The report says so on the virtual clock, with the pool's threads named by role.
    snapshot_in_every_language(
        "ex4_lock_held_while_working",
        "exercise-4",
        &common::mutant("exercise-4", "lock_held_while_working"),
        &["tasks-run-side-by-side"],
    );
}

#[test]
fn lost_wake_up() {
    snapshot(
        "ex1_lost_wake_up",
        "exercise-1",
        &common::mutant("exercise-1", "lost_wakeup_shared_condvar"),
    );
}

#[test]
fn if_instead_of_while() {
    snapshot(
        "ex1_if_instead_of_while_put",
        "exercise-1",
        &common::mutant("exercise-1", "if_instead_of_while_put"),
    );
}

#[test]
fn forgotten_notify() {
    snapshot(
        "ex1_forgotten_notify",
        "exercise-1",
        &common::mutant("exercise-1", "forgotten_notify_in_put"),
    );
}

/// The explanation of one named check, through the replay command its failure printed.
fn explain_check(id: &str, mutant: &str, check: &str) -> String {
    let (code, json) = common::check_json(id, &["--file", mutant]);
    assert_eq!(code, 1);
    let failing = json["checks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == check)
        .expect("the check");
    let replay = failing["replay"]
        .as_str()
        .unwrap_or_else(|| panic!("{check} did not fail: {failing:#}"));
    let output = common::printed(replay).args(["--color", "never"]).output().unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    text[text.find("\n✗ ").expect("a failure is explained")..]
        .trim()
        .to_string()
}

fn snapshot_check(name: &str, id: &str, mutant: &str, check: &str) {
    let text = explain_check(id, mutant, check);
    assert!(
        text.lines().count() <= 60,
        "the explanation should fit a screen:\n{text}"
    );
    insta::with_settings!({ snapshot_path => "snapshots", prepend_module_to_snapshot => false }, {
        insta::assert_snapshot!(name, text);
    });
}

#[test]
fn missed_pill() {
    snapshot_check(
        "ex2_missed_pill",
        "exercise-2",
        &common::mutant("exercise-2", "missed_pill"),
        "front-with-packers",
    );
}

#[test]
fn packers_joined_before_the_pills() {
    snapshot(
        "ex3_joins_packers_before_pills",
        "exercise-3",
        &common::mutant("exercise-3", "joins_packers_before_pills"),
    );
}

#[test]
fn results_out_of_order() {
    snapshot_check(
        "ex4_results_out_of_order",
        "exercise-4",
        &common::mutant("exercise-4", "shared_result_channel"),
        "results-in-input-order",
    );
}

#[test]
fn a_task_waiting_behind_a_busy_worker_while_another_waits_for_work() {
    // A pool that deals its tasks out in turn: the task behind the held one is named,
    // with the worker that waits for work, and run() is where to look, not wait().
    snapshot_check(
        "ex4_tasks_dealt_in_turn",
        "exercise-4",
        &common::mutant("exercise-4", "tasks_dealt_in_turn"),
        "results-in-input-order",
    );
}

#[test]
fn a_correct_solution_gets_no_timeline() {
    let output = grader()
        .args([
            "check",
            "exercise-1",
            "--color",
            "never",
            "--file",
            "solutions/01-bounded-queue/src/lib.rs",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8(output.stdout).unwrap();
    assert!(!text.contains("step by step"), "{text}");
    assert!(text.lines().count() <= 15, "{text}");
}

/// The same mutant checked twice gets the same verdict, check by check, with the same
/// timeline and replay. That every mutant of every exercise is shown first with its class
/// and explained (a message, a replay command, a timeline of named threads) is `grader
/// verify`'s rule (`teacher/verify.rs`, `unexplained`), run over the whole course by
/// `all_exercises.rs`. Here: one mutant of each of exercises 1–4, graded a second time, and
/// its timeline within a screen, which verify does not judge.
#[test]
fn a_mutant_checked_twice_is_explained_the_same_way() {
    for (id, mutant) in [
        ("exercise-1", "forgotten_notify_in_put"),
        ("exercise-2", "missed_pill"),
        ("exercise-3", "packer_leaves_when_queue_empty"),
        ("exercise-4", "fewer_workers_than_size"),
    ] {
        let file = common::mutant(id, mutant);
        let (code, json) = common::check_json(id, &["--file", &file]);
        assert_eq!(code, 1, "{mutant}: {json:#}");
        let failing = json["checks"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["status"] == "fail");
        let failing = failing.unwrap_or_else(|| panic!("{mutant}: no failing check: {json:#}"));
        assert!(failing["replay"].is_string(), "{mutant}: {failing:#}");
        // Exercises 1–4's scenarios are small: their failure fits one screen.
        let rows = failing["timeline"].as_array().map_or(0, Vec::len);
        assert!(rows <= 41, "{mutant}: {rows} rows");
        let (_, again) = common::check_json(id, &["--file", &file]);
        assert_eq!(stable(&again), stable(&json), "{mutant}: a second run differs");
    }
}

/// The checks of a result without their timings, which differ from run to run.
fn stable(json: &serde_json::Value) -> serde_json::Value {
    let mut checks = json["checks"].clone();
    for check in checks.as_array_mut().unwrap() {
        check.as_object_mut().unwrap().remove("millis");
    }
    checks
}

/// The class is the cause (issue 21): a pool used one task at a time is told what ran at
/// once, read from the trace; a list that ends at the first error is told how many results
/// it had, never that a worker died, since the given pool's workers outlive every error.
#[test]
fn the_class_names_what_the_trace_shows() {
    // The report wraps its lines: compare the words.
    let flat = |text: String| text.split_whitespace().collect::<Vec<_>>().join(" ");
    let sequential = common::mutant("exercise-11", "run_then_wait_in_the_loop");
    let text = flat(full_report("exercise-11", &sequential, "en"));
    for words in ["tasks not side by side", "never two of them in the making at once"] {
        assert!(text.contains(words), "{words:?} is not said:\n{text}");
    }
    let short = common::mutant("exercise-12", "stops_at_the_first_error");
    let text = flat(full_report("exercise-12", &short, "en"));
    assert!(text.contains(" for 3 photos: "), "the symptom is not said:\n{text}");
    assert!(
        !text.contains("a worker died"),
        "a class the trace does not show:\n{text}"
    );
}

/// A busy wait found at the step bound names the thread that kept trying and the call
/// it kept trying in, and the timeline marks that thread's step, not the last one shown.
#[test]
fn a_busy_waiter_is_named_with_the_call_it_kept_trying_in() {
    let text = explain("exercise-4", &common::mutant("exercise-4", "wait_spins_on_try_recv"));
    assert!(
        text.contains("main kept running in wait() of task 0 without making progress"),
        "{text}"
    );
    let marked: Vec<&str> = text.lines().filter(|l| l.ends_with(" ✗")).collect();
    assert_eq!(marked.len(), 1, "{text}");
    assert!(marked[0].contains("wait() of task 0"), "{text}");
}

/// Threads the student starts without names, left waiting forever, are named in the
/// headline as the timeline names them ("thread 3"), never "?".
#[test]
fn threads_left_waiting_without_names_are_named_as_in_the_timeline() {
    let mutant = common::mutant("exercise-2", "unnamed_threads_one_pill_short");
    let text = explain("exercise-2", &mutant);
    assert!(text.contains("nothing can wake them: main, thread 3."), "{text}");
    assert!(text.contains("thread 3 waits in queue.take()"), "{text}");
    assert!(!text.contains('?'), "{text}");
}

/// Exercise 5's queue is given and hands each order to one packer: an order counted twice
/// is the site's bookkeeping, never two threads that got the same item. A front that runs
/// alone (one thread) and counts every order it offered as accepted, the refused ones
/// too, is told so in every language, under the check's message that names the order.
#[test]
fn an_order_in_both_lists_is_counted_twice_not_taken_by_two_threads() {
    let mutant = common::mutant("exercise-5", "every_offered_order_accepted");
    let flat = |text: String| text.split_whitespace().collect::<Vec<_>>().join(" ");
    for (lang, says, generic) in [
        (
            "en",
            "The site counted one order twice",
            "Two threads got the same item",
        ),
        (
            "de",
            "Die Website hat eine Bestellung doppelt gezählt",
            "Zwei Threads haben dasselbe Element",
        ),
        (
            "bg",
            "Сайтът преброи една поръчка два пъти",
            "Две нишки взеха един и същ елемент",
        ),
    ] {
        let text = flat(full_report("exercise-5", &mutant, lang));
        assert!(text.contains("every-order-accepted-or-refused"), "{lang}:\n{text}");
        assert!(text.contains(says), "{lang}: {says:?} is not said:\n{text}");
        assert!(!text.contains(generic), "{lang}: two threads, where one ran:\n{text}");
    }
}

/// The steps on channels are drawn as a condvar's wait and notify are: who sent, who
/// received, and the workers left waiting in recv() forever (exercise 9, no stop message:
/// the workers wait for one, and dispatch for them).
#[test]
fn the_timeline_shows_the_steps_on_channels() {
    let text = explain("exercise-9", &common::mutant("exercise-9", "missing_stop"));
    for words in [
        "Sender::send()",
        "Receiver::recv() returns",
        "Receiver::recv() ⏸ waits forever",
        "worker 0 waits in Receiver::recv() since step",
        "worker 1 waits in Receiver::recv() since step",
    ] {
        assert!(text.contains(words), "{words:?} is not said:\n{text}");
    }
}

/// A worker a panic ended is shown ended where it panicked, never waiting, and the message
/// says which thread panicked and where, as the trace shows it: in a task the check gave
/// the pool, or in the pool's own code (the send of an answer whose ticket was dropped,
/// unwrapped), with the line and the function to look at. The thread left waiting waits
/// on the ticket of its own task.
#[test]
fn a_worker_a_panic_ended_is_shown_ended_with_where_it_panicked() {
    let mutant = common::mutant("exercise-4", "dropped_ticket_kills_worker");
    let own = explain("exercise-4", &mutant);
    for words in [
        &format!("A panic in the pool's own code, outside any task, at {mutant}:75, ended worker 1,") as &str,
        "Sender::send() → Err(SendError { .. })",
        "ends in a panic ✗",
        "wait() of task 1 ⏸ waits forever",
        "Look at serve() in ",
    ] {
        assert!(own.contains(words), "{words:?} is not said:\n{own}");
    }
    for wrong in ["A task failed or panicked", "wait() of task 0 ⏸", "Look at wait()"] {
        assert!(!own.contains(wrong), "{wrong:?} is said:\n{own}");
    }
    let task = explain("exercise-4", &common::mutant("exercise-4", "panic_kills_worker"));
    for words in [
        "A panic inside the task work(0) ended worker 1, which ran it,",
        "work(0) …",
        "ends in a panic ✗",
    ] {
        assert!(task.contains(words), "{words:?} is not said:\n{task}");
    }
    for wrong in ["A task failed or panicked", "work(0) ⏸", "worker 1 waits in"] {
        assert!(!task.contains(wrong), "{wrong:?} is said:\n{task}");
    }
}
