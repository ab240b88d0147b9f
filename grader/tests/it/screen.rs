//! What a student sees on a terminal, read off a tmux pane: the lesson in its pager and a
//! quiz's question, drawn from their Markdown (no `#`, `**` or backticks left), wrapped
//! to the pane and coloured. tmux gives the grader a real terminal of a known size, as a
//! student's would be.

use crate::common;
use std::path::PathBuf;
use std::process::Command;
use std::time::{Duration, Instant};

/// A tmux server of the test's own (its own socket), so that a student's or another
/// test's sessions are never touched; killed with its pane when dropped.
struct Pane {
    socket: String,
}

impl Pane {
    /// `command` in a pane `width` × `height`, started in the course's folder.
    fn start(name: &str, width: u32, height: u32, command: &str) -> Option<Pane> {
        let tmux = tmux()?;
        let pane = Pane {
            socket: format!("grader-test-{name}-{}", std::process::id()),
        };
        let started = Command::new(tmux)
            .args(["-L", &pane.socket, "-f", "/dev/null", "new-session", "-d"])
            .args(["-x", &width.to_string(), "-y", &height.to_string()])
            .args(["-c", &common::root().display().to_string()])
            .args([
                "-e",
                "GRADER_LANG=en",
                "-e",
                "TERM=xterm-256color",
                "-e",
                "PAGER=",
                "-e",
                "LESS=",
            ])
            .arg(command)
            .status()
            .expect("tmux runs");
        assert!(started.success(), "tmux new-session");
        Some(pane)
    }

    fn tmux(&self) -> Command {
        let mut cmd = Command::new("tmux");
        cmd.args(["-L", &self.socket]);
        cmd
    }

    /// The screen as shown: plain text, or with its escape sequences (`colours`).
    fn screen(&self, colours: bool) -> String {
        let mut cmd = self.tmux();
        cmd.args(["capture-pane", "-p"]);
        if colours {
            cmd.arg("-e");
        }
        String::from_utf8_lossy(&cmd.output().expect("tmux capture-pane").stdout).into_owned()
    }

    /// The screen once it shows `text` (a minute at most: the first test of a run may
    /// share the machine with builds).
    fn wait_for(&self, text: &str) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen(false);
            if screen.contains(text) {
                return screen;
            }
            assert!(
                start.elapsed() < Duration::from_secs(60),
                "the pane never showed {text:?}:\n{screen}"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    fn keys(&self, keys: &[&str]) {
        let status = self
            .tmux()
            .args(["send-keys"])
            .args(keys)
            .status()
            .expect("tmux send-keys");
        assert!(status.success());
    }

    /// Whether the program in the pane has ended (the session ends with it).
    fn ended(&self) -> bool {
        let start = Instant::now();
        while start.elapsed() < Duration::from_secs(10) {
            let alive = self
                .tmux()
                .args(["has-session"])
                .output()
                .is_ok_and(|o| o.status.success());
            if !alive {
                return true;
            }
            std::thread::sleep(Duration::from_millis(100));
        }
        false
    }
}

impl Drop for Pane {
    fn drop(&mut self) {
        let _ = self.tmux().arg("kill-server").output();
    }
}

/// tmux, or None with a message when it is missing and this is not CI (where it must be
/// there: .ci/run installs it).
fn tmux() -> Option<&'static str> {
    let found = Command::new("tmux")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success());
    if !found {
        assert!(
            std::env::var("CI").is_err(),
            "CI is set but tmux is missing: .ci/run installs it (apt-get install tmux)"
        );
        eprintln!("SKIPPED: no tmux here (apt-get install tmux); the terminal tests did not run");
        return None;
    }
    Some("tmux")
}

fn grader_bin() -> PathBuf {
    assert_cmd::cargo::cargo_bin("grader")
}

#[test]
fn a_lesson_is_drawn_for_the_terminal_and_paged() {
    let command = format!("{} --color always lesson thread-pool", grader_bin().display());
    let Some(pane) = Pane::start("lesson", 80, 30, &command) else {
        return;
    };
    let first = pane.wait_for("Thread pool");
    // The heading drawn, not marked up; in bold (its escape sequence is on its line).
    assert!(first.starts_with("Thread pool and tasks\n"), "{first}");
    let coloured = pane.screen(true);
    let heading = coloured.lines().next().unwrap();
    assert!(
        heading.contains("\x1b[1m") || heading.contains("\x1b[1;"),
        "{heading:?}"
    );
    for line in first.lines() {
        assert!(line.chars().count() <= 80, "wider than the pane: {line}");
        assert!(!line.contains("**") && !line.contains("```"), "Markdown left: {line}");
    }
    // The table, found with the pager's search: its columns lined up and ruled.
    pane.keys(&["/thumbnails │", "Enter"]);
    let table = pane.wait_for("e-mails");
    let row = table
        .lines()
        .find(|l| l.starts_with("thumbnails"))
        .expect("the table's row");
    let other = table
        .lines()
        .find(|l| l.starts_with("e-mails"))
        .expect("the table's row");
    assert_eq!(row.find('│'), other.find('│'), "columns not lined up:\n{table}");
    assert!(row.contains("8 × (1 + 0 / 50) = 8"), "{row}");
    // `q` leaves the pager, and the grader ends with it.
    pane.keys(&["q"]);
    assert!(pane.ended(), "the lesson did not end after q:\n{}", pane.screen(false));
}

#[test]
fn a_quiz_question_is_drawn_wrapped_and_without_backticks() {
    let dir = tempfile::tempdir().unwrap();
    let root = common::root();
    for sub in ["lessons", "exercises"] {
        common::copy_dir(&root.join(sub), &dir.path().join(sub));
    }
    std::fs::copy(root.join("Cargo.toml"), dir.path().join("Cargo.toml")).unwrap();
    let command = format!(
        "cd {} && {} --color always quiz producer-consumer",
        dir.path().display(),
        grader_bin().display()
    );
    let Some(pane) = Pane::start("quiz", 60, 30, &command) else {
        return;
    };
    // The first question (lessons/producer-consumer/10-quiz/quiz.toml) names the given
    // `main` in backticks: shown as code, without them.
    let screen = pane.wait_for("Type the lines it prints");
    let words: Vec<&str> = screen.split_whitespace().collect();
    assert!(
        words
            .join(" ")
            .contains("the given main of exercise 1. What does it print?"),
        "{screen}"
    );
    assert!(!screen.contains('`'), "backticks left:\n{screen}");
    for line in screen.lines() {
        assert!(line.chars().count() <= 60, "wider than the pane: {line}");
    }
    pane.keys(&["C-d"]);
}
