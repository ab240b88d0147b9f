#![cfg(target_os = "linux")]
//! The system calls no exercise needs, denied with a seccomp filter (docs/security.md).
//!
//! Two layers use it. The grader installs [`Layer::Run`] in every check and given main
//! before it executes the program (`grader/src/sandbox.rs`): no new process, no ptrace,
//! no other process's memory, no socket, no new namespace or mount, no leaving the
//! process group the grader kills whole, no `readlink` (where its program is would move
//! its heap). The kit stacks [`Layer::Check`] once its own
//! set-up is done and before any code of the candidate runs (`run.rs`): the same, and no
//! `execve` either (the grader's layer had to allow one, to start the check), no signal to
//! any process but the check's own, and no `getrandom` (the system's randomness would make
//! a verdict by luck).
//!
//! A denied call fails with `EPERM` (`clone3` with `ENOSYS`, so that glibc falls back to
//! `clone`, whose flags the filter can read: a thread is allowed, a process is not).
//! `EPERM` rather than killing the process: the check then ends as its own code makes
//! it end (a `fork` that returns an error, a panic that names it), so the verdict says
//! what the program did, and a program that never calls these is not touched. Nothing
//! decides on the program's word: with no process started, nothing it does outlives the
//! check, whatever it reports.

/// A compiled filter, as [`install`] takes it.
pub use seccompiler::BpfProgram;
use seccompiler::{SeccompAction, SeccompCmpArgLen, SeccompCmpOp, SeccompCondition, SeccompFilter, SeccompRule};
use std::collections::BTreeMap;

/// Which set of calls a filter denies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layer {
    /// Everything but `execve`: for the grader to install before it starts the program.
    Run,
    /// [`Layer::Run`] and `execve` and `getrandom`, and signals only to the calling process
    /// itself (`pid` is its process id): for a check, before the candidate's code runs.
    Check { pid: i32 },
}

/// Calls denied outright in every layer.
const DENIED: &[i64] = &[
    #[cfg(target_arch = "x86_64")]
    libc::SYS_fork,
    #[cfg(target_arch = "x86_64")]
    libc::SYS_vfork,
    libc::SYS_ptrace,
    libc::SYS_process_vm_readv,
    libc::SYS_process_vm_writev,
    libc::SYS_process_madvise,
    libc::SYS_kcmp,
    libc::SYS_pidfd_open,
    libc::SYS_pidfd_getfd,
    libc::SYS_pidfd_send_signal,
    libc::SYS_socket,
    libc::SYS_socketpair,
    libc::SYS_unshare,
    libc::SYS_setns,
    libc::SYS_mount,
    libc::SYS_umount2,
    libc::SYS_pivot_root,
    libc::SYS_chroot,
    libc::SYS_fsopen,
    libc::SYS_fsmount,
    libc::SYS_fspick,
    libc::SYS_move_mount,
    libc::SYS_open_tree,
    libc::SYS_mount_setattr,
    libc::SYS_open_by_handle_at,
    libc::SYS_name_to_handle_at,
    libc::SYS_bpf,
    libc::SYS_perf_event_open,
    libc::SYS_keyctl,
    libc::SYS_add_key,
    libc::SYS_request_key,
    libc::SYS_personality,
    libc::SYS_userfaultfd,
    // io_uring runs operations (sockets, opens) that this filter would never see.
    libc::SYS_io_uring_setup,
    libc::SYS_io_uring_enter,
    libc::SYS_io_uring_register,
    // A group or session of its own would be out of reach of the grader's kill of the group.
    libc::SYS_setsid,
    libc::SYS_setpgid,
    // Where its program is (`/proc/self/exe`): static glibc reads it as it starts, into
    // the heap, so a program from another folder (the cache of built programs, another
    // slot) would have its every heap address moved, and the candidate's code can read
    // one. Denied, glibc allocates nothing for it; and the path is not the check's to know.
    #[cfg(target_arch = "x86_64")]
    libc::SYS_readlink,
    libc::SYS_readlinkat,
];

/// Calls a check may make only on itself: (call, index of the argument that names the process).
const ONLY_ON_ITSELF: &[(i64, u8)] = &[
    (libc::SYS_kill, 0),
    (libc::SYS_tgkill, 0),
    (libc::SYS_rt_sigqueueinfo, 0),
    (libc::SYS_rt_tgsigqueueinfo, 0),
];

/// The filter of `layer`, compiled (no system call is made). None on an architecture
/// seccompiler does not know: the grader says then that seccomp is missing.
pub fn filters(layer: Layer) -> Option<Vec<BpfProgram>> {
    let arch = std::env::consts::ARCH.try_into().ok()?;
    let always = || Vec::new();
    let mut rules: BTreeMap<i64, Vec<SeccompRule>> = DENIED.iter().map(|call| (*call, always())).collect();
    // A thread (CLONE_THREAD) is allowed; a process (no CLONE_THREAD) is not.
    let process = SeccompCondition::new(
        0,
        SeccompCmpArgLen::Qword,
        SeccompCmpOp::MaskedEq(libc::CLONE_THREAD as u64),
        0,
    )
    .ok()?;
    rules.insert(libc::SYS_clone, vec![SeccompRule::new(vec![process]).ok()?]);
    if let Layer::Check { pid } = layer {
        rules.insert(libc::SYS_execve, always());
        rules.insert(libc::SYS_execveat, always());
        // tkill names a thread of any process: glibc and std use tgkill instead.
        rules.insert(libc::SYS_tkill, always());
        // The system's randomness: a coin per process, so a verdict by luck. std's hash keys
        // come from the fixed stream of `grader-probe` (which every check links) instead,
        // through the `getrandom` symbol it interposes; this closes the other ways.
        rules.insert(libc::SYS_getrandom, always());
        for (call, arg) in ONLY_ON_ITSELF {
            let other =
                SeccompCondition::new(*arg, SeccompCmpArgLen::Dword, SeccompCmpOp::Ne, pid as u32 as u64).ok()?;
            rules.insert(*call, vec![SeccompRule::new(vec![other]).ok()?]);
        }
    }
    let eperm = SeccompFilter::new(
        rules,
        SeccompAction::Allow,
        SeccompAction::Errno(libc::EPERM as u32),
        arch,
    )
    .ok()?;
    // clone3 passes its flags in memory the filter cannot read: "not here", and glibc
    // makes its threads with clone.
    let clone3 = SeccompFilter::new(
        [(libc::SYS_clone3, always())].into_iter().collect(),
        SeccompAction::Allow,
        SeccompAction::Errno(libc::ENOSYS as u32),
        arch,
    )
    .ok()?;
    Some(vec![eperm.try_into().ok()?, clone3.try_into().ok()?])
}

/// Installs compiled filters on the calling thread (and so on every thread and process it
/// starts from here on). Makes system calls only, nothing allocated: safe between fork
/// and exec. The error is the system's.
pub fn install(filters: &[BpfProgram]) -> std::io::Result<()> {
    for filter in filters {
        seccompiler::apply_filter(filter).map_err(|_| std::io::Error::last_os_error())?;
    }
    Ok(())
}

/// The check's own layer, on every thread of the process: best effort, like the kit's
/// Landlock layer (where seccomp is missing, the grader has said so).
pub fn deny_for_check() {
    // SAFETY: getpid has no preconditions.
    let pid = unsafe { libc::getpid() };
    if let Some(filters) = filters(Layer::Check { pid }) {
        for filter in &filters {
            let _ = seccompiler::apply_filter_all_threads(filter);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Set in the copy of the test program that runs one test under a filter.
    const ALONE: &str = "GRADER_SECCOMP_ALONE";

    /// Whether this is the copy that runs `test` under `layer` (installed on the test's
    /// thread, so the harness's own threads stay free); else runs that copy and asserts it passed.
    /// A copy rather than a fork: the harness's other threads may hold locks a fork would keep.
    fn alone(test: &str, layer: impl Fn() -> Layer) -> bool {
        if std::env::var_os(ALONE).is_some() {
            install(&filters(layer()).expect("x86_64 or aarch64")).expect("seccomp here");
            return true;
        }
        let status = std::process::Command::new(std::env::current_exe().expect("the test program"))
            .args(["--exact", &format!("seccomp::tests::{test}"), "--test-threads=1"])
            .env(ALONE, "1")
            .status()
            .expect("the test program runs");
        assert!(status.success(), "{test} under its filter: {status}");
        false
    }

    fn refused(result: i64) -> Option<i32> {
        (result == -1).then(|| std::io::Error::last_os_error().raw_os_error().unwrap_or(0))
    }

    #[test]
    fn threads_start_and_processes_do_not() {
        // SAFETY: getpid has no preconditions.
        let check = || Layer::Check {
            pid: unsafe { libc::getpid() },
        };
        if !alone("threads_start_and_processes_do_not", check) {
            return;
        }
        // A thread through std (glibc: clone3 refused with ENOSYS, then clone with CLONE_THREAD).
        assert_eq!(std::thread::spawn(|| 2 + 2).join().ok(), Some(4));
        // SAFETY: plain system calls; none of them succeeds here, so no child runs on.
        unsafe {
            assert_eq!(refused(libc::fork() as i64), Some(libc::EPERM));
            assert_eq!(
                refused(libc::socket(libc::AF_UNIX, libc::SOCK_STREAM, 0) as i64),
                Some(libc::EPERM)
            );
            // Not even to its parent: only to itself.
            assert_eq!(refused(libc::kill(libc::getppid(), 0) as i64), Some(libc::EPERM));
            assert_eq!(refused(libc::kill(libc::getpid(), 0) as i64), None);
            assert_eq!(refused(libc::setsid() as i64), Some(libc::EPERM));
            assert_eq!(refused(libc::unshare(libc::CLONE_NEWUSER) as i64), Some(libc::EPERM));
            let mut bytes = [0u8; 8];
            let random = libc::syscall(libc::SYS_getrandom, bytes.as_mut_ptr(), bytes.len(), 0);
            assert_eq!(refused(random), Some(libc::EPERM));
        }
        assert!(std::process::Command::new("/bin/true").status().is_err());
    }

    #[test]
    fn the_run_layer_lets_a_program_be_started_and_nothing_else() {
        if !alone("the_run_layer_lets_a_program_be_started_and_nothing_else", || {
            Layer::Run
        }) {
            return;
        }
        // SAFETY: plain system calls; fork fails here, and the program to execute does not exist.
        unsafe {
            assert_eq!(refused(libc::fork() as i64), Some(libc::EPERM));
            let path = c"/nonexistent".as_ptr();
            let exec = libc::execve(path, [path, std::ptr::null()].as_ptr(), [std::ptr::null()].as_ptr());
            // Allowed by the filter: it fails only because there is no such program.
            assert_eq!(refused(exec as i64), Some(libc::ENOENT));
            // Where its program is: refused, as static glibc asks it when a program starts.
            let mut link = [0u8; 256];
            let read = libc::readlink(c"/proc/self/exe".as_ptr(), link.as_mut_ptr().cast(), link.len());
            assert_eq!(refused(read as i64), Some(libc::EPERM));
        }
    }

    /// What the filter costs a system call (docs/benchmarks.md): `getppid`, which the
    /// filter lets through after reading all its rules, timed without and with it.
    #[test]
    #[ignore = "a measurement: cargo test -p grader-seccomp --lib -- --ignored --nocapture"]
    fn cost_of_a_system_call() {
        let time = || {
            let start = std::time::Instant::now();
            for _ in 0..1_000_000 {
                // SAFETY: getppid has no preconditions.
                std::hint::black_box(unsafe { libc::getppid() });
            }
            start.elapsed().as_nanos() as f64 / 1e6
        };
        // The first round warms the caches up; the better of two is kept, on either side.
        let without = [time(), time(), time()].into_iter().skip(1).fold(f64::MAX, f64::min);
        // SAFETY: getpid has no preconditions.
        let check = || Layer::Check {
            pid: unsafe { libc::getpid() },
        };
        std::thread::spawn(move || {
            install(&filters(check()).expect("x86_64 or aarch64")).expect("seccomp here");
            let with = [time(), time()].into_iter().fold(f64::MAX, f64::min);
            eprintln!("getppid: {without:.0} ns without the filter, {with:.0} ns with it");
        })
        .join()
        .unwrap();
    }
}
