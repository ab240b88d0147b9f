//! Snapshots of what a new student reads first, in German and Bulgarian: the stub's
//! verdict, a refused `use std::sync`, a mistyped exercise name and the first hint.
//! Paths are the course's own (`exercises/…`), so no snapshot holds a temporary folder.

use crate::common;
use crate::common::{grader, root};
use std::path::Path;

/// A copy of what `check` and `hint` read before any build: the manifests and the
/// exercises (the refusal and the unknown id stop before compiling).
fn manifests_copy() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for sub in ["lessons", "exercises"] {
        common::copy_dir(&root().join(sub), &dir.path().join(sub));
    }
    std::fs::copy(root().join("Cargo.toml"), dir.path().join("Cargo.toml")).unwrap();
    dir
}

/// What `grader ARGS` prints, stdout then stderr, with its exit code; 80 columns wide.
fn run(dir: &Path, args: &[&str]) -> String {
    let output = grader()
        .current_dir(dir)
        .env("COLUMNS", "80")
        .args(args)
        .output()
        .expect("grader runs");
    format!(
        "exit {}\n{}{}",
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    )
    .trim()
    .to_string()
}

fn snapshot(name: &str, text: &str) {
    insta::with_settings!({ snapshot_path => "snapshots", prepend_module_to_snapshot => false }, {
        insta::assert_snapshot!(name, text);
    });
}

#[test]
fn the_stub_says_where_to_start_once() {
    // In the course itself: its checks are built once for every test that grades exercise 1.
    for lang in ["de", "bg"] {
        let text = run(&root(), &["--lang", lang, "check", "exercise-1", "--color", "never"]);
        assert_eq!(text.matches("src/lib.rs:24").count(), 1, "{text}");
        assert!(text.contains("(`new`)"), "{text}");
        assert!(!text.contains("--replay"), "{text}");
        snapshot(&format!("first_hour_stub_{lang}"), &text);
    }
}

#[test]
fn a_std_import_is_refused_with_the_line_to_write() {
    let copy = manifests_copy();
    let lib = copy.path().join("exercises/01-bounded-queue/src/lib.rs");
    let solution = std::fs::read_to_string(root().join("solutions/01-bounded-queue/src/lib.rs")).unwrap();
    let refused = solution.replace(
        "use conveyor::sync::{Condvar, Mutex, MutexGuard};",
        "use std::sync::{Condvar, Mutex};",
    );
    assert_ne!(refused, solution);
    std::fs::write(&lib, refused).unwrap();
    for lang in ["de", "bg"] {
        let text = run(
            copy.path(),
            &["--lang", lang, "check", "exercise-1", "--color", "never"],
        );
        assert!(
            text.contains("`use std::sync::{Condvar, Mutex};` → ")
                && text.contains("`use conveyor::sync::{Condvar, Mutex};`"),
            "{text}"
        );
        snapshot(&format!("first_hour_std_sync_{lang}"), &text);
    }
}

#[test]
fn an_unknown_id_suggests_the_nearest() {
    let copy = manifests_copy();
    for lang in ["de", "bg"] {
        for id in ["exercise-99", "exercise-l"] {
            let text = run(copy.path(), &["--lang", lang, "check", id]);
            assert!(text.starts_with("exit 2"), "{text}");
            snapshot(&format!("first_hour_unknown_{id}_{lang}"), &text);
        }
    }
}

#[test]
fn the_first_hint_in_bulgarian() {
    let copy = manifests_copy();
    let text = run(copy.path(), &["--lang", "bg", "hint", "exercise-1"]);
    snapshot("first_hour_hint_bg", &text);
}
