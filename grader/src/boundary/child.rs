//! Runs one program of the candidate's (a check, the given main, a build) as a child
//! process under limits: a time limit, after which its whole process group is killed
//! (and killed anyway once it ends) — for a check and the given main its *own* time
//! ([`usage`]: what it ran plus what it was blocked, not what a neighbour kept the CPUs
//! from it) and a cap on its threads, for a build the wall clock; the OS boundary of [`sandbox`] (memory and
//! other rlimits, Landlock, an environment of a few variables); and a cap on the output,
//! past which it is stopped, the first part kept. A report comes on a pipe of its own,
//! read up to a cap. The grader itself never waits on student code without a limit, and
//! never holds more of its output than the caps.

pub(crate) mod usage;

use crate::boundary::sandbox;
use std::io::Read;
use std::process::{Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use wait_timeout::ChildExt;

#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// The time it may take: for a program run with the candidate (a check, the given
    /// main) its own time, with the wall clock only a backstop ([`BACKSTOP`] times this);
    /// for anything else the wall clock.
    pub wall: Duration,
    /// Bytes the child may print on stdout and on stderr each; past that it is stopped
    /// and the first `output` bytes are kept.
    pub output: usize,
    /// Bytes of memory the child may allocate (its data segment and private writable
    /// mappings: `RLIMIT_DATA`); `None` for no limit.
    pub memory: Option<u64>,
}

/// The file descriptor a child's report pipe is handed down as (the kit's `REPORT_FD`).
pub const REPORT_FD: i32 = grader_report::REPORT_FD;

/// The memory a check may use unless told otherwise: the explorer needs a few MiB.
pub const DEFAULT_MEMORY: u64 = 512 * 1024 * 1024;
/// The output kept of a check's stdout and stderr each.
pub const DEFAULT_OUTPUT: usize = grader_report::OUTPUT_CAP;
/// The threads a check or the given main may have at once: the explorer runs on one,
/// a scenario on real threads on a few. Counted by the grader, since as root the
/// kernel's `RLIMIT_NPROC` does not apply (and cgroups may not be ours to make).
pub const RUN_THREADS: u64 = 64;
/// How many times its limit a program run with the candidate may take by the wall clock,
/// however long it waited for a CPU: a machine that never gives it one still ends.
pub const BACKSTOP: u32 = 5;
/// How often a running child's use is read.
const POLL: Duration = Duration::from_millis(50);

/// Output of a child, possibly cut.
#[derive(Clone, Debug, Default)]
pub struct Captured {
    /// The first part, at most the cap.
    pub text: String,
    /// Whether there was more than the cap.
    pub cut: bool,
    /// Bytes the child printed, counted up to when it was stopped.
    pub total: u64,
}

/// Why the grader stopped a child itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// It ran past the wall-clock limit.
    Timeout,
    /// It printed more than the output cap.
    Output,
    /// Its grading was cancelled.
    Cancelled,
    /// It had more than [`RUN_THREADS`] threads.
    Threads,
}

/// A limit a child ran into, as the verdict names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    Timeout,
    Output,
    Memory,
    Threads,
}

#[derive(Debug)]
pub struct Finished {
    /// How the child ended; `None` when the grader killed it (its time was up, or its
    /// grading was cancelled).
    pub status: Option<ExitStatus>,
    /// Set when the grader stopped the child.
    pub stopped: Option<Stop>,
    pub stdout: Captured,
    pub stderr: Captured,
    /// What the child wrote to its report pipe, if it was given one and kept to the cap.
    pub report: Option<Vec<u8>>,
    /// Wall-clock time from its start to its end.
    pub elapsed: Duration,
    /// Its own time ([`usage::own_time`]) where it was measured, else the wall clock.
    pub own: Duration,
    /// Its CPU time, where it was measured.
    pub cpu: Option<Duration>,
}

impl Finished {
    pub fn timed_out(&self) -> bool {
        self.stopped == Some(Stop::Timeout)
    }

    /// The signal that ended the child, if one did (a crash, an abort, a stack overflow).
    pub fn signal(&self) -> Option<i32> {
        #[cfg(unix)]
        {
            use std::os::unix::process::ExitStatusExt;
            self.status.and_then(|s| s.signal())
        }
        #[cfg(not(unix))]
        None
    }

    /// Whether the child ran out of the memory it may use: something other than the
    /// grader killed it with SIGKILL. That is how every program linking conveyor ends when
    /// an allocation is refused (its allocator, `probe/src/out_of_memory.rs`), and how the
    /// kernel's out-of-memory killer ends any. Decided from the exit status the kernel
    /// reports, never from text: a program can print std's "memory allocation of … failed"
    /// and end, and that is a crash.
    pub fn out_of_memory(&self) -> bool {
        #[cfg(unix)]
        return self.stopped.is_none() && self.signal() == Some(libc::SIGKILL);
        #[cfg(not(unix))]
        false
    }

    /// The limit the child ran into, if any: time, output, memory.
    pub fn limit(&self) -> Option<Limit> {
        match self.stopped {
            Some(Stop::Timeout) => Some(Limit::Timeout),
            Some(Stop::Output) => Some(Limit::Output),
            Some(Stop::Threads) => Some(Limit::Threads),
            Some(Stop::Cancelled) => None,
            None if self.out_of_memory() => Some(Limit::Memory),
            None => None,
        }
    }
}

pub fn run(command: Command, limits: Limits) -> std::io::Result<Finished> {
    run_with(command, limits, Io::default())
}

/// What a child gets besides its limits: its boundary, its stdin, a report pipe.
#[derive(Default)]
pub struct Io<'a> {
    /// The OS boundary it runs in ([`sandbox::confine`]); none for the grader's own tools.
    pub policy: Option<(sandbox::Policy<'a>, sandbox::Rlimits)>,
    /// Variables it gets besides the policy's.
    pub env: Vec<(&'a str, String)>,
    /// Written to its stdin, which is then closed; else stdin is empty.
    pub stdin: Option<Vec<u8>>,
    /// A pipe handed down as file descriptor 3, read up to this many bytes into
    /// [`Finished::report`]; a report past the cap is dropped whole.
    pub report_cap: Option<usize>,
    /// Kills the child with its group as soon as it is cancelled ([`Stop::Cancelled`]).
    pub cancel: Option<Cancel>,
}

pub fn run_with(mut command: Command, limits: Limits, io: Io) -> std::io::Result<Finished> {
    let start = Instant::now();
    let report_pipe = prepare(&mut command, &io)?;
    let mut child = spawn(&mut command)?;
    let pid = child.id();
    // The grader keeps only the reading end: the report ends when the child's ends close.
    let report_reader = report_pipe.map(|(reader, writer)| {
        drop(writer);
        reader
    });
    if let (Some(bytes), Some(stdin)) = (io.stdin, child.stdin.take()) {
        feed(stdin, bytes);
    }
    let drains = Drains::start(&mut child, report_reader, limits, io.report_cap);
    let measured = matches!(io.policy, Some((sandbox::Policy::Run { .. }, _)));
    let mut meter = measured.then(|| usage::Meter::new(pid));
    let ended = wait(&mut child, start, limits, io.cancel.as_ref(), meter.as_mut())?;
    let elapsed = start.elapsed();
    // Whatever is left in its group goes too, always; then the pipes close.
    kill_group(pid);
    drains.closed();
    let killed = ended.by.is_some();
    let stopped = if killed {
        ended.by
    } else if drains.flooded.load(Ordering::SeqCst) {
        Some(Stop::Output)
    } else {
        None
    };
    Ok(Finished {
        status: if killed { None } else { ended.status },
        stopped,
        stdout: drains.stdout.captured(),
        stderr: drains.stderr.captured(),
        report: drains.report.and_then(|r| r.bytes()),
        own: if meter.is_some() && ended.last != usage::Sample::default() {
            usage::own_time(elapsed, ended.last)
        } else {
            elapsed
        },
        cpu: meter.as_ref().map(|_| ended.last.cpu),
        elapsed,
    })
}

/// Sets `command` up as `io` says, before it starts: its pipes, its own process group, the
/// report pipe on [`REPORT_FD`] (its two ends returned), and the sandbox or the environment.
fn prepare(command: &mut Command, io: &Io) -> std::io::Result<Option<(std::io::PipeReader, std::io::PipeWriter)>> {
    command
        .stdin(if io.stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let report_pipe = match io.report_cap {
        Some(_) => Some(std::io::pipe()?),
        None => None,
    };
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt;
        // Its own process group, so that a timeout kills whatever it started too.
        command.process_group(0);
        if let Some((_, writer)) = &report_pipe {
            use std::os::fd::AsRawFd;
            let fd = writer.as_raw_fd();
            // SAFETY: dup2 and fcntl between fork and exec, on descriptors of the child's own.
            unsafe {
                command.pre_exec(move || {
                    let ok = if fd == REPORT_FD {
                        libc::fcntl(fd, libc::F_SETFD, 0) == 0
                    } else {
                        libc::dup2(fd, REPORT_FD) == REPORT_FD
                    };
                    if ok {
                        Ok(())
                    } else {
                        Err(std::io::Error::last_os_error())
                    }
                });
            }
        }
    }
    if let Some((policy, rlimits)) = &io.policy {
        let env: Vec<(&str, &str)> = io.env.iter().map(|(k, v)| (*k, v.as_str())).collect();
        sandbox::confine(command, policy, *rlimits, &env)?;
    } else {
        for (name, value) in &io.env {
            command.env(name, value);
        }
    }
    Ok(report_pipe)
}

/// Writes `bytes` to the child's stdin on a thread of its own: a child that does not read
/// them must not hold the grader.
fn feed(mut stdin: std::process::ChildStdin, bytes: Vec<u8>) {
    std::thread::spawn(move || {
        use std::io::Write;
        ignore_broken_pipes_on_this_thread();
        let _ = stdin.write_all(&bytes);
    });
}

/// The threads that read a child's stdout, stderr and report pipe as it writes them.
struct Drains {
    stdout: Drain,
    stderr: Drain,
    report: Option<Drain>,
    /// Set when stdout or stderr passed the output limit.
    flooded: Arc<AtomicBool>,
    /// One message from each drain as its pipe closes.
    done: mpsc::Receiver<()>,
}

impl Drains {
    fn start(
        child: &mut std::process::Child,
        report: Option<std::io::PipeReader>,
        limits: Limits,
        report_cap: Option<usize>,
    ) -> Drains {
        let pid = child.id();
        let flooded = Arc::new(AtomicBool::new(false));
        let (done_tx, done) = mpsc::channel();
        let stdout = drain(
            child.stdout.take().expect("piped"),
            limits.output,
            pid,
            flooded.clone(),
            done_tx.clone(),
        );
        let stderr = drain(
            child.stderr.take().expect("piped"),
            limits.output,
            pid,
            flooded.clone(),
            done_tx.clone(),
        );
        // A report past its cap is not a report: the child is stopped and it is dropped.
        let report = report.map(|reader| {
            drain(
                reader,
                report_cap.unwrap_or(0),
                pid,
                Arc::new(AtomicBool::new(false)),
                done_tx,
            )
        });
        Drains {
            stdout,
            stderr,
            report,
            flooded,
            done,
        }
    }

    /// Waits for every pipe to close, but a pipe held open by a process that escaped the
    /// group not longer than a moment.
    fn closed(&self) {
        let deadline = Instant::now() + Duration::from_secs(2);
        // stdout, stderr, and the report pipe where there is one.
        let drains = 2 + usize::from(self.report.is_some());
        for _ in 0..drains {
            let left = deadline.saturating_duration_since(Instant::now());
            if self.done.recv_timeout(left).is_err() {
                break;
            }
        }
    }
}

/// How the wait for a child ended: its status if it ended by itself, what stopped it if
/// the grader did, and the last sample of what it used.
struct Ended {
    status: Option<ExitStatus>,
    by: Option<Stop>,
    last: usage::Sample,
}

/// Waits for `child`, in slices where it can be cancelled or must be measured, so that a
/// cancel is seen soon and its own time is counted as it goes; kills its group at its
/// limit (its own time where `meter` measures it, with the wall clock's backstop) or when
/// `cancel` is.
fn wait(
    child: &mut std::process::Child,
    start: Instant,
    limits: Limits,
    cancel: Option<&Cancel>,
    mut meter: Option<&mut usage::Meter>,
) -> std::io::Result<Ended> {
    let pid = child.id();
    let measured = meter.is_some();
    let backstop = if measured { limits.wall * BACKSTOP } else { limits.wall };
    let deadline = start + backstop;
    let slice = if cancel.is_some() || measured {
        POLL
    } else {
        Duration::MAX
    };
    let mut last = usage::Sample::default();
    loop {
        let now = Instant::now();
        let left = deadline.saturating_duration_since(now);
        let cancelled = cancel.is_some_and(|c| c.is_cancelled());
        let mut over = None;
        if let Some(sample) = meter.as_deref_mut().and_then(|m| m.sample()) {
            last = sample;
            if sample.threads > RUN_THREADS {
                over = Some(Stop::Threads);
            } else if usage::own_time(now - start, sample) >= limits.wall {
                over = Some(Stop::Timeout);
            }
        } else if measured && now - start >= limits.wall {
            // Nothing to measure with (not Linux): the wall clock, as before.
            over = Some(Stop::Timeout);
        }
        let waited = if cancelled || over.is_some() {
            None
        } else {
            child.wait_timeout(left.min(slice))?
        };
        if let Some(status) = waited {
            return Ok(Ended {
                status: Some(status),
                by: None,
                last,
            });
        }
        if cancelled || over.is_some() || left.is_zero() {
            kill_group(pid);
            let _ = child.kill();
            let stop = if cancelled {
                Stop::Cancelled
            } else {
                over.unwrap_or(Stop::Timeout)
            };
            return Ok(Ended {
                status: child.wait().ok(),
                by: Some(stop),
                last,
            });
        }
    }
}

/// Starts `command`, again after a moment while its program is busy being written
/// (`ETXTBSY`): the grader copies programs into its build cache while other threads of it
/// fork children, and a child forked then holds the copy's descriptor open until its own
/// exec, however briefly. That says nothing of the program, so it must never become the
/// candidate's crash: seen as one copy of a correct solution graded `crash` in
/// `grade --jobs 2` on a loaded machine.
fn spawn(command: &mut Command) -> std::io::Result<std::process::Child> {
    const TRIES: u32 = 10;
    let mut pause = Duration::from_millis(5);
    for _ in 1..TRIES {
        match command.spawn() {
            #[cfg(unix)]
            Err(e) if e.raw_os_error() == Some(libc::ETXTBSY) => {
                std::thread::sleep(pause);
                pause = (pause * 2).min(Duration::from_millis(200));
            }
            started => return started,
        }
    }
    command.spawn()
}

/// What a drain has read so far.
#[derive(Default)]
struct Buffer {
    kept: Vec<u8>,
    cut: bool,
    total: u64,
}

struct Drain(Arc<Mutex<Buffer>>);

impl Drain {
    /// All that was read, unless there was more than the cap.
    fn bytes(&self) -> Option<Vec<u8>> {
        let buffer = self.0.lock().unwrap_or_else(|e| e.into_inner());
        (!buffer.cut).then(|| buffer.kept.clone())
    }

    fn captured(&self) -> Captured {
        let buffer = self.0.lock().unwrap_or_else(|e| e.into_inner());
        Captured {
            text: String::from_utf8_lossy(&buffer.kept).into_owned(),
            cut: buffer.cut,
            total: buffer.total,
        }
    }
}

/// Reads a pipe to its end on its own thread, keeping the first `cap` bytes: a child
/// that floods its output neither blocks on a full pipe nor fills the grader's memory.
/// Past the cap the child's group is killed: nothing it prints after that is read.
fn drain(
    mut pipe: impl Read + Send + 'static,
    cap: usize,
    pid: u32,
    flooded: Arc<AtomicBool>,
    done: mpsc::Sender<()>,
) -> Drain {
    let buffer = Arc::new(Mutex::new(Buffer::default()));
    let shared = buffer.clone();
    std::thread::spawn(move || {
        let mut buf = [0u8; 8192];
        loop {
            match pipe.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    let mut b = shared.lock().unwrap_or_else(|e| e.into_inner());
                    let room = cap.saturating_sub(b.kept.len());
                    b.kept.extend_from_slice(&buf[..n.min(room)]);
                    b.total += n as u64;
                    if n > room {
                        b.cut = true;
                        if !flooded.swap(true, Ordering::SeqCst) {
                            kill_group(pid);
                        }
                    }
                }
            }
        }
        let _ = done.send(());
    });
    Drain(buffer)
}

/// A child that ends before it read its stdin must not end the grader: `main` restores
/// SIGPIPE's default (so that `grader lesson … | head` ends quietly), and a write to a
/// pipe nobody reads raises it on the writing thread. Blocked here, the write fails with
/// `EPIPE` instead, and the signal left pending goes with the thread when it ends.
fn ignore_broken_pipes_on_this_thread() {
    #[cfg(unix)]
    // SAFETY: a signal set on the stack, and the calling thread's own mask.
    unsafe {
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        libc::sigaddset(&mut set, libc::SIGPIPE);
        libc::pthread_sigmask(libc::SIG_BLOCK, &set, std::ptr::null_mut());
    }
}

/// Kills the process group led by `pid` (the child and whatever it started).
fn kill_group(pid: u32) {
    #[cfg(unix)]
    {
        // SAFETY: kill(2) with a negative pid signals a process group; no memory is involved.
        unsafe {
            libc::kill(-(pid as libc::pid_t), libc::SIGKILL);
        }
    }
    #[cfg(not(unix))]
    let _ = pid;
}

/// Stops a grading from another thread (`watch` does when the file is saved again): the
/// build or check running is killed with its process group, and no later step starts.
/// The verdict of a cancelled grading is an error, not the student's.
#[derive(Clone, Debug, Default)]
pub struct Cancel(Arc<AtomicBool>);

impl Cancel {
    pub fn cancel(&self) {
        self.0.store(true, Ordering::SeqCst);
    }

    pub fn is_cancelled(&self) -> bool {
        self.0.load(Ordering::SeqCst)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(wall_ms: u64) -> Limits {
        Limits {
            wall: Duration::from_millis(wall_ms),
            output: 1024,
            memory: Some(DEFAULT_MEMORY),
        }
    }

    fn sh(script: &str) -> Command {
        let mut c = Command::new("sh");
        c.arg("-c").arg(script);
        c
    }

    #[test]
    fn a_quick_child_ends_normally_with_its_output() {
        let f = run(sh("echo hello; echo oops >&2; exit 3"), limits(5000)).unwrap();
        assert_eq!(f.status.and_then(|s| s.code()), Some(3));
        assert_eq!(f.stdout.text, "hello\n");
        assert_eq!(f.stderr.text, "oops\n");
        assert_eq!(f.limit(), None);
    }

    #[test]
    fn a_child_past_its_time_is_killed_with_its_whole_group() {
        let start = Instant::now();
        // The grandchild `sleep` holds the pipes open: killing only the shell would hang.
        let f = run(sh("sleep 30 & sleep 30; echo never"), limits(300)).unwrap();
        assert!(f.timed_out());
        assert_eq!(f.limit(), Some(Limit::Timeout));
        assert!(start.elapsed() < Duration::from_secs(5), "{:?}", start.elapsed());
    }

    #[test]
    fn a_flood_is_stopped_at_the_cap_and_its_start_kept() {
        let start = Instant::now();
        let f = run(sh("yes flood"), limits(20_000)).unwrap();
        assert_eq!(f.limit(), Some(Limit::Output));
        assert!(f.stdout.cut);
        assert_eq!(f.stdout.text.len(), 1024);
        assert!(f.stdout.text.starts_with("flood\nflood\n"));
        assert!(start.elapsed() < Duration::from_secs(5));
    }

    #[test]
    fn a_program_still_held_open_for_writing_is_started_once_it_is_free() {
        use std::os::unix::fs::PermissionsExt;
        let tmp = tempfile::tempdir().unwrap();
        let program = tmp.path().join("program");
        std::fs::copy("/bin/true", &program).unwrap();
        std::fs::set_permissions(&program, std::fs::Permissions::from_mode(0o755)).unwrap();
        // As a child forked while the grader wrote a program into its cache holds it.
        let writer = std::fs::OpenOptions::new().write(true).open(&program).unwrap();
        let freed = std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(50));
            drop(writer);
        });
        let f = run(Command::new(&program), limits(5000)).unwrap();
        freed.join().unwrap();
        assert!(f.status.is_some_and(|s| s.success()), "{f:?}");
    }

    #[test]
    fn a_child_killed_by_a_sigkill_the_grader_did_not_send_ran_out_of_memory() {
        let f = run(sh("kill -KILL $$"), limits(5000)).unwrap();
        assert_eq!(f.limit(), Some(Limit::Memory));
    }

    #[test]
    fn a_child_that_says_it_ran_out_of_memory_is_not_taken_at_its_word() {
        let said = "echo 'memory allocation of 8 bytes failed' >&2; echo 'Cannot allocate memory' >&2";
        for end in ["exit 1", "kill -ABRT $$"] {
            let f = run(sh(&format!("{said}; {end}")), limits(5000)).unwrap();
            assert_eq!(f.limit(), None, "{end}");
            assert!(!f.out_of_memory(), "{end}");
        }
    }

    #[test]
    fn a_cancelled_child_is_killed_with_its_whole_group_before_its_limit() {
        let cancel = Cancel::default();
        let later = cancel.clone();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(200));
            later.cancel();
        });
        // Uncancelled, this would end at its limit, a minute later, as a timeout.
        let io = Io {
            cancel: Some(cancel),
            ..Io::default()
        };
        let f = run_with(sh("sleep 120 & sleep 120; echo never"), limits(60_000), io).unwrap();
        assert_eq!(f.stopped, Some(Stop::Cancelled));
        assert_eq!(f.limit(), None);
        assert!(f.stdout.text.is_empty());
    }
}
