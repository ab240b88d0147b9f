//! Hostile: text that GitHub's runner would read as workflow commands in the CI log the
//! verdict is written to: `::add-mask::` to hide the grader's words, `::stop-commands::`
//! to silence its annotations, `::error` to forge one, indented (the runner trims a line's
//! blanks first) and in the legacy form `##[…]` anywhere in a line; GitLab's section
//! markers too. In a panic's message and in what it prints. Expected: a panic, shown with
//! every line a person would read, and none of them a command.

const INJECTED: &str = "boom\n::add-mask::INJECTED\n::stop-commands::INJECTED\n  ::notice::INJECTED indented\n\u{3000}::warning::INJECTED after an ideographic space\n::error file=exercises/01-bounded-queue/src/lib.rs,line=1,title=INJECTED::forged\nsection_start:1700000000:INJECTED\r\u{1b}[0Kfolded\none line ##[error]INJECTED ##[add-mask]INJECTED";

pub struct BoundedQueue<T> {
    capacity: usize,
    _items: std::marker::PhantomData<T>,
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        println!("{INJECTED}");
        panic!("{INJECTED} {capacity}")
    }

    pub fn put(&self, item: T) {
        let _ = item;
    }

    pub fn try_put(&self, item: T) -> Result<(), T> {
        Err(item)
    }

    pub fn take(&self) -> T {
        panic!("{INJECTED}")
    }

    pub fn len(&self) -> usize {
        0
    }

    pub fn is_empty(&self) -> bool {
        true
    }

    pub fn capacity(&self) -> usize {
        self.capacity
    }
}
