//! Runs one program of the candidate's (a check, the given main) as a child process
//! under limits: a wall-clock limit, after which it is killed, and a cap on the output
//! kept. The grader itself never waits on student code without a limit.

use std::io::Read;
use std::process::{Command, ExitStatus, Stdio};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};
use wait_timeout::ChildExt;

#[derive(Clone, Copy, Debug)]
pub struct Limits {
    pub wall: Duration,
    /// Bytes kept of stdout and of stderr each; the rest is read and dropped.
    pub output: usize,
}

/// Output of a child, possibly cut.
#[derive(Clone, Debug, Default)]
pub struct Captured {
    pub text: String,
    pub cut: bool,
}

#[derive(Debug)]
pub struct Finished {
    /// None when the child was killed for running out of time.
    pub status: Option<ExitStatus>,
    pub stdout: Captured,
    pub stderr: Captured,
    pub elapsed: Duration,
}

impl Finished {
    pub fn timed_out(&self) -> bool {
        self.status.is_none()
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
}

pub fn run(mut command: Command, limits: Limits) -> std::io::Result<Finished> {
    let start = Instant::now();
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let stdout = drain(child.stdout.take().expect("piped"), limits.output);
    let stderr = drain(child.stderr.take().expect("piped"), limits.output);
    let status = match child.wait_timeout(limits.wall)? {
        Some(status) => Some(status),
        None => {
            let _ = child.kill();
            let _ = child.wait();
            None
        }
    };
    let stdout = stdout.join().unwrap_or_default();
    let stderr = stderr.join().unwrap_or_default();
    Ok(Finished {
        status,
        stdout,
        stderr,
        elapsed: start.elapsed(),
    })
}

/// Reads a pipe to its end on its own thread, keeping the first `cap` bytes: a child
/// that floods its output neither blocks on a full pipe nor fills the grader's memory.
fn drain(mut pipe: impl Read + Send + 'static, cap: usize) -> JoinHandle<Captured> {
    std::thread::spawn(move || {
        let mut kept = Vec::new();
        let mut cut = false;
        let mut buf = [0u8; 8192];
        loop {
            match pipe.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    let room = cap.saturating_sub(kept.len());
                    kept.extend_from_slice(&buf[..n.min(room)]);
                    cut |= n > room;
                }
            }
        }
        Captured {
            text: String::from_utf8_lossy(&kept).into_owned(),
            cut,
        }
    })
}
