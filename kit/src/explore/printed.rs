//! What the program prints while it is explored: counted per execution, and let through
//! only when one execution floods.
//!
//! The explorer runs the code hundreds of times, so a correct program that prints a line
//! per order would, added up, pass the grader's output cap (`OUTPUT_CAP` on stdout and on
//! stderr each), and shuttle adds a line of its own to stderr at every deadlock it finds
//! (the kit's own at start among them), which the grader would show as the program's. So
//! while executions run, the check's stdout and stderr go into pipes of the kit's, read
//! by a thread each: what an execution printed is dropped when the next begins, unless
//! it passed the cap. That one execution's output, from its first byte, then goes on to
//! the real stream, and everything after it: the grader stops a flood as before, and shows
//! how it began. Nothing here reads what was printed; it only counts it.
//!
//! Only in a check process (`checks run`), set up before any code of the candidate's runs;
//! elsewhere (the kit's own tests) the streams are left alone. Not around the scenarios on
//! real threads either: there each runs once, and a stack overflow's message must reach
//! the grader before the process ends.

use std::io::Write;
use std::os::fd::{AsRawFd, OwnedFd, RawFd};
use std::sync::{Arc, Mutex, OnceLock};

/// The most an execution may print on each stream before it counts as a flood.
const CAP: usize = grader_report::OUTPUT_CAP;

/// One of the two streams, redirected.
struct Redirected {
    /// 1 or 2: the descriptor the program writes to.
    fd: RawFd,
    /// The real stream, kept for when the redirection ends and for a flood.
    real: OwnedFd,
    /// The pipe's writing end, put on `fd` while executions run.
    pipe_in: OwnedFd,
    /// Its reading end, whose unread bytes tell whether the reader is behind.
    pipe_out: RawFd,
    counted: Arc<Mutex<Counted>>,
}

static STREAMS: OnceLock<[Redirected; 2]> = OnceLock::new();

/// Sets the pipes and their readers up; once, in a check process, before any code of the
/// candidate's runs. Without it the explorer's output goes where it always did.
pub(crate) fn count_per_execution() -> std::io::Result<()> {
    let streams = [redirected(libc::STDOUT_FILENO)?, redirected(libc::STDERR_FILENO)?];
    let _ = STREAMS.set(streams);
    Ok(())
}

fn redirected(fd: RawFd) -> std::io::Result<Redirected> {
    let real = duplicate(fd)?;
    let (reader, writer) = std::io::pipe()?;
    let counted = Arc::new(Mutex::new(Counted::default()));
    let pipe_out = reader.as_raw_fd();
    let pass_to = duplicate(real.as_raw_fd())?;
    let shared = counted.clone();
    // The reader's first allocation makes its own heap arena (an mmap): waited for here,
    // before any code of the candidate's runs, so that whatever is mapped after it (a
    // thread's stack, an explored thread's) is placed the same in every run. Left to
    // happen whenever the reader first runs, it moved them: an address was a coin.
    // A barrier (futexes) rather than a channel, whose waiting allocates on whichever side
    // comes first: that too would move what the main thread allocates next.
    let ready = Arc::new(std::sync::Barrier::new(2));
    let started = ready.clone();
    std::thread::Builder::new()
        .name(format!("output {fd}"))
        .spawn(move || {
            let buffer = vec![0u8; 16 * 1024];
            started.wait();
            read(reader, shared, std::fs::File::from(pass_to), buffer)
        })?;
    ready.wait();
    Ok(Redirected {
        fd,
        real,
        pipe_in: writer.into(),
        pipe_out,
        counted,
    })
}

/// Reads the pipe to its end. Takes a chunk only while it holds the count, and only once
/// the chunk is there: when [`settle`] holds the count and finds the pipe empty, nothing
/// printed before is still on its way.
fn read(pipe: std::io::PipeReader, counted: Arc<Mutex<Counted>>, mut real: std::fs::File, mut buffer: Vec<u8>) {
    use std::io::Read;
    let mut pipe = pipe;
    loop {
        if !wait_readable(pipe.as_raw_fd()) {
            return;
        }
        let mut counted = lock(&counted);
        let n = match pipe.read(&mut buffer) {
            Ok(0) | Err(_) => return,
            Ok(n) => n,
        };
        let through = counted.take(&buffer[..n]);
        // The grader reads the real stream as long as the check runs, so this ends.
        let _ = real.write_all(through);
    }
}

/// While alive, the program's stdout and stderr are counted per execution.
pub(crate) struct Capturing(bool);

/// Redirects stdout and stderr into the pipes until the guard is dropped; nothing where
/// [`count_per_execution`] was not called.
pub(crate) fn capture() -> Capturing {
    let Some(streams) = STREAMS.get() else {
        return Capturing(false);
    };
    let _ = std::io::stdout().flush();
    for s in streams {
        put_on(&s.pipe_in, s.fd);
    }
    Capturing(true)
}

impl Drop for Capturing {
    fn drop(&mut self) {
        let Some(streams) = STREAMS.get().filter(|_| self.0) else {
            return;
        };
        let _ = std::io::stdout().flush();
        for s in streams {
            put_on(&s.real, s.fd);
            // What the last execution printed is no one's to show.
            settle(s).next_execution();
        }
    }
}

/// Called as an execution begins: what the executions before it printed is forgotten.
pub(crate) fn next_execution() {
    let Some(streams) = STREAMS.get() else {
        return;
    };
    let _ = std::io::stdout().flush();
    for s in streams {
        settle(s).next_execution();
    }
}

/// The stream's count, once its reader has taken all that was written to it so far. Only
/// the explorer's thread writes while executions run, and it is here: the pipe empties.
fn settle(s: &Redirected) -> std::sync::MutexGuard<'_, Counted> {
    loop {
        let counted = lock(&s.counted);
        if unread(s.pipe_out) == 0 {
            return counted;
        }
        drop(counted);
        std::thread::yield_now();
    }
}

/// What one stream printed in the current execution, counted.
#[derive(Default)]
struct Counted {
    /// The first [`CAP`] bytes, to let through if it floods.
    kept: Vec<u8>,
    printed: usize,
    /// An execution went past the cap: everything goes to the real stream from then on.
    flooding: bool,
    /// What goes through now.
    through: Vec<u8>,
}

impl Counted {
    /// Takes `bytes` the program printed; returns what goes on to the real stream: nothing
    /// until the execution passes the cap, then all it printed, and all after it.
    fn take(&mut self, bytes: &[u8]) -> &[u8] {
        self.through.clear();
        if self.flooding {
            self.through.extend_from_slice(bytes);
            return &self.through;
        }
        self.printed += bytes.len();
        let room = CAP.saturating_sub(self.kept.len());
        self.kept.extend_from_slice(&bytes[..bytes.len().min(room)]);
        if self.printed > CAP {
            self.flooding = true;
            self.through.append(&mut self.kept);
            self.through.extend_from_slice(&bytes[bytes.len().min(room)..]);
        }
        &self.through
    }

    fn next_execution(&mut self) {
        if !self.flooding {
            self.kept.clear();
            self.printed = 0;
        }
    }
}

/// Waits until the pipe has something to read (or its writers are gone: false).
fn wait_readable(fd: RawFd) -> bool {
    let mut poll = libc::pollfd {
        fd,
        events: libc::POLLIN,
        revents: 0,
    };
    loop {
        // SAFETY: one pollfd, on the stack, for a descriptor the reader owns.
        let ready = unsafe { libc::poll(&mut poll, 1, -1) };
        if ready > 0 {
            return poll.revents & libc::POLLIN != 0;
        }
        if ready < 0 && std::io::Error::last_os_error().kind() != std::io::ErrorKind::Interrupted {
            return false;
        }
    }
}

/// Bytes in the pipe not read yet.
fn unread(fd: RawFd) -> libc::c_int {
    let mut n: libc::c_int = 0;
    // SAFETY: FIONREAD writes one int, into `n`; `fd` is the reader's, open for the process's life.
    let ok = unsafe { libc::ioctl(fd, libc::FIONREAD, &mut n) };
    if ok == 0 { n } else { 0 }
}

/// A new descriptor, close-on-exec, for what `fd` is.
fn duplicate(fd: RawFd) -> std::io::Result<OwnedFd> {
    // SAFETY: fcntl makes a new descriptor; it is owned by nothing else.
    let new = unsafe { libc::fcntl(fd, libc::F_DUPFD_CLOEXEC, 10) };
    if new < 0 {
        return Err(std::io::Error::last_os_error());
    }
    // SAFETY: `new` was just made, open, and is owned here alone.
    Ok(unsafe { <OwnedFd as std::os::fd::FromRawFd>::from_raw_fd(new) })
}

/// Makes `fd` (1 or 2) a copy of `what`.
fn put_on(what: &OwnedFd, fd: RawFd) {
    // SAFETY: dup2 onto one of the standard streams, from a descriptor this module owns.
    unsafe { libc::dup2(what.as_raw_fd(), fd) };
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|e| e.into_inner())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_execution_under_the_cap_lets_nothing_through_and_is_forgotten() {
        let mut counted = Counted::default();
        for _ in 0..10 {
            assert!(counted.take(&[b'x'; CAP / 2]).is_empty());
            assert!(counted.take(&[b'y'; CAP / 2]).is_empty());
            counted.next_execution();
        }
    }

    #[test]
    fn an_execution_past_the_cap_goes_through_from_its_first_byte_and_everything_after() {
        let mut counted = Counted::default();
        assert!(counted.take(b"before\n").is_empty());
        counted.next_execution();
        assert!(counted.take(b"first line\n").is_empty());
        let through = counted.take(&vec![b'z'; CAP]).to_vec();
        assert!(through.starts_with(b"first line\nzzz"), "{:?}", &through[..20]);
        assert_eq!(through.len(), CAP + "first line\n".len());
        counted.next_execution();
        assert_eq!(counted.take(b"more"), b"more");
    }
}
