//! The OS boundary around everything built from or run with a candidate's code
//! (docs/security.md says what it is for and how to change it).
//!
//! On Linux every such process gets, before it runs anything: an environment of a few
//! named variables; resource limits (`setrlimit`: memory, CPU seconds, file size,
//! processes, no core dumps); death with the grader (`PR_SET_PDEATHSIG`); and a
//! Landlock domain that confines its filesystem and denies TCP and signals to processes
//! outside it. A check or the given main (statically linked, see `compile.rs`) may read
//! nothing at all and write nothing at all (none of them needs a file: no folder is
//! writable, and a file it could still write is 0 bytes, `RLIMIT_FSIZE`); it runs in its own user
//! and network namespace (no network at all) where the kernel allows it, and under the
//! seccomp filter of `grader_kit::seccomp` (no new process, no ptrace, no socket, no
//! leaving its process group), installed last before it executes; and it is started the
//! same way on every run (no address randomisation, from a fixed descriptor under a fixed
//! name), so that no address it can read is a coin. A build may read
//! the machine but write only the grader's scratch folder and cargo's cache; the
//! candidate's own `rustc` (through [`wrap_rustc`]) reads only the toolchain, the
//! libraries it links against and the candidate file, so `include_str!`, `include_bytes!`
//! and `#[path]` reach nothing else, and `env!` sees no secret. Every compiler of a crate
//! with the candidate's code in it (its own, the checks program, the given main) runs
//! under the candidate's limits: CPU seconds, memory, file size.
//!
//! Where Landlock is missing (an old kernel, another system) the limits still hold and
//! the grader says once that files and network are not confined; `GRADER_SANDBOX=off`
//! turns the confinement off on purpose (for debugging; never for untrusted code).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

/// Resource limits of one sandboxed process (and of everything it starts).
#[derive(Clone, Copy, Debug, Default)]
pub struct Rlimits {
    /// Bytes of data segment and private writable mappings (`RLIMIT_DATA`).
    pub memory: Option<u64>,
    /// CPU seconds (`RLIMIT_CPU`), a backstop behind the wall-clock limit.
    pub cpu_seconds: Option<u64>,
    /// Largest file it may write (`RLIMIT_FSIZE`).
    pub file_size: Option<u64>,
    /// Processes and threads of its user (`RLIMIT_NPROC`); not enforced for root, whose
    /// threads the memory limit bounds instead (each thread's stack counts).
    pub processes: Option<u64>,
}

/// Bytes a file a check or the given main writes may reach: none. Neither needs a file
/// (the kit, shuttle with its failures not persisted, std's collections, the given code),
/// so Landlock gives them no writable folder at all, and this limit holds where Landlock
/// is missing: a file opened there stays empty (the write ends the process, `SIGXFSZ`).
/// Pipes (output, the report) are not files: it does not apply to them.
pub const RUN_FILE_SIZE: u64 = 0;
/// Threads and processes of a check: the explorer runs on one, real-thread scenarios on a few.
pub const RUN_PROCESSES: u64 = 256;
/// Memory of a build (cargo and every compiler it starts), and of the candidate's compiler.
pub const BUILD_MEMORY: u64 = 3 * 1024 * 1024 * 1024;
/// The largest file a build writes (the checks program with its dependencies).
pub const BUILD_FILE_SIZE: u64 = 1024 * 1024 * 1024;
/// The largest file the compiler of a crate with the candidate's code writes (its own
/// library, the checks program of about 5 MiB, the given main): `static [u8; 1 << 28]` is
/// not one.
pub const CANDIDATE_FILE_SIZE: u64 = 64 * 1024 * 1024;
/// Memory of the compiler of a crate with the candidate's code (the checks' needs 0.2 GiB).
pub const CANDIDATE_MEMORY: u64 = 1536 * 1024 * 1024;

/// What a sandboxed process may touch.
pub enum Policy<'a> {
    /// A check or the given main: executes `program`, reads and writes nothing.
    Run { program: &'a Path },
    /// cargo building a candidate: reads and executes anything, writes only `writable`.
    Build { writable: Vec<PathBuf> },
}

/// Variables a build keeps from the grader's environment: where the toolchain is.
const BUILD_ENV: &[&str] = &[
    "PATH",
    "HOME",
    "CARGO_HOME",
    "RUSTUP_HOME",
    "RUSTUP_TOOLCHAIN",
    "CARGO",
    "RUSTC",
];

/// Whether the confinement is on: not when `GRADER_SANDBOX=off`, or [`set_enabled`] said so.
pub fn enabled() -> bool {
    static FROM_ENV: OnceLock<bool> = OnceLock::new();
    match SWITCH.load(std::sync::atomic::Ordering::SeqCst) {
        1 => true,
        2 => false,
        _ => *FROM_ENV.get_or_init(|| std::env::var("GRADER_SANDBOX").map_or(true, |v| v != "off")),
    }
}

/// 0: as the environment says; 1: on; 2: off.
static SWITCH: std::sync::atomic::AtomicU8 = std::sync::atomic::AtomicU8::new(0);

/// Turns the confinement on or off for this process (the benchmark measures its cost);
/// the limits and the empty environment stay.
pub fn set_enabled(on: bool) {
    SWITCH.store(if on { 1 } else { 2 }, std::sync::atomic::Ordering::SeqCst);
}

/// Sets `command`'s environment to the policy's few variables (plus `keep`), and, on
/// Linux, its limits and its Landlock domain, applied in the child before it runs.
pub fn confine(command: &mut Command, policy: &Policy, limits: Rlimits, keep: &[(&str, &str)]) -> std::io::Result<()> {
    command.env_clear();
    match policy {
        Policy::Run { .. } => {
            command.env("LANG", "C.UTF-8");
        }
        Policy::Build { .. } => {
            for name in BUILD_ENV {
                if let Some(value) = std::env::var_os(name) {
                    command.env(name, value);
                }
            }
        }
    }
    for (name, value) in keep {
        command.env(name, value);
    }
    #[cfg(target_os = "linux")]
    linux::confine(command, policy, limits)?;
    #[cfg(not(target_os = "linux"))]
    let _ = (policy, limits);
    Ok(())
}

/// Where cargo runs this program as the compiler's wrapper (every program that grades
/// builds through its own executable): compiles the candidate's crate confined and ends.
/// Call it first in `main`.
pub fn wrap_rustc_if_asked() {
    if std::env::var_os(WRAP_CANDIDATE).is_some() {
        let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
        if args.first().is_some_and(|a| a.to_string_lossy().contains("rustc")) {
            wrap_rustc(args);
        }
    }
}

/// Run as `RUSTC_WORKSPACE_WRAPPER`: `args` are the compiler and its arguments. Every
/// crate it wraps has the candidate's code in it and is compiled under the candidate's
/// limits; the candidate's own crate under the strictest domain besides.
pub fn wrap_rustc(args: Vec<std::ffi::OsString>) -> ! {
    #[cfg(target_os = "linux")]
    linux::wrap_rustc(args);
    #[cfg(not(target_os = "linux"))]
    {
        use std::os::unix::process::CommandExt;
        let error = Command::new(&args[0]).args(&args[1..]).exec();
        eprintln!("grader: cannot run {:?}: {error}", args[0]);
        std::process::exit(2)
    }
}

/// The descriptor a check's report pipe is handed down as: the only one above 2 a child keeps.
const REPORT_FD: i32 = grader_report::REPORT_FD;

/// The variable that asks [`wrap_rustc`] to confine a crate: its name.
pub const WRAP_CANDIDATE: &str = "GRADER_SANDBOX_CANDIDATE";
/// The candidate's source file, the one file of the course's its compiler may read.
pub const WRAP_SOURCE: &str = "GRADER_SANDBOX_SOURCE";
/// Crates whose compiled libraries the candidate's compiler may not read (other candidates').
pub const WRAP_PRIVATE: &str = "GRADER_SANDBOX_PRIVATE";
/// Seconds of CPU each compiler of a crate with the candidate's code may use.
pub const WRAP_CPU: &str = "GRADER_SANDBOX_CPU";

#[cfg(target_os = "linux")]
mod linux {
    use super::{Policy, Rlimits};
    use landlock::{
        ABI, Access, AccessFs, AccessNet, CompatLevel, Compatible, RestrictionStatus, Ruleset, RulesetAttr,
        RulesetCreated, RulesetCreatedAttr, RulesetStatus, Scope, path_beneath_rules,
    };
    use std::ffi::OsString;
    use std::os::fd::AsRawFd;
    use std::os::unix::process::CommandExt;
    use std::path::{Path, PathBuf};
    use std::process::Command;
    use std::sync::OnceLock;

    const ABI_USED: ABI = ABI::V6;

    /// System libraries a dynamically linked program (the compiler) loads.
    const SYSTEM_LIBS: &[&str] = &["/lib", "/lib64", "/usr/lib", "/usr/lib64", "/etc/ld.so.cache"];

    fn ruleset() -> Result<RulesetCreated, landlock::RulesetError> {
        Ruleset::default()
            .set_compatibility(CompatLevel::BestEffort)
            .handle_access(AccessFs::from_all(ABI_USED))?
            .handle_access(AccessNet::from_all(ABI_USED))?
            .scope(Scope::from_all(ABI_USED))?
            .create()
    }

    fn build_rules(policy: &Policy) -> Result<RulesetCreated, landlock::RulesetError> {
        let read = AccessFs::from_read(ABI_USED);
        let all = AccessFs::from_all(ABI_USED);
        match policy {
            Policy::Run { program } => {
                ruleset()?.add_rules(path_beneath_rules([program], AccessFs::ReadFile | AccessFs::Execute))
            }
            Policy::Build { writable } => ruleset()?
                .add_rules(path_beneath_rules(["/"], read))?
                .add_rules(path_beneath_rules(writable, all))?
                .add_rules(path_beneath_rules(["/dev/null"], AccessFs::from_file(ABI_USED))),
        }
    }

    /// Whether the kernel lets an unprivileged process make a user and network namespace
    /// (probed once, in a child that ends right after trying).
    fn namespaces() -> bool {
        static OK: OnceLock<bool> = OnceLock::new();
        // SAFETY: unshare(2) and _exit(2) in the child, async-signal-safe.
        *OK.get_or_init(|| probe(|| unsafe { libc::unshare(libc::CLONE_NEWUSER | libc::CLONE_NEWNET) == 0 }))
    }

    /// Runs `test` in a child that ends with it, without executing anything: true when it held.
    fn probe(mut test: impl FnMut() -> bool + Send + Sync + 'static) -> bool {
        let mut child = Command::new("/");
        // SAFETY: the closure only runs `test` (system calls on the child's own state) and
        // ends the child with _exit, before any exec.
        unsafe {
            child.pre_exec(move || libc::_exit(if test() { 0 } else { 1 }));
        }
        child.status().is_ok_and(|s| s.success())
    }

    /// Says once, on stderr, what is not confined on this machine: each missing layer once.
    fn warn_once(status: &'static str) {
        static SAID: std::sync::Mutex<Vec<&'static str>> = std::sync::Mutex::new(Vec::new());
        let mut said = SAID.lock().unwrap_or_else(|e| e.into_inner());
        if !said.contains(&status) {
            said.push(status);
            eprintln!("grader: warning: {status}; see docs/security.md");
        }
    }

    /// Whether Landlock confines processes on this kernel (probed once, in a child).
    pub(super) fn landlock_works() -> bool {
        static OK: OnceLock<bool> = OnceLock::new();
        *OK.get_or_init(|| {
            let Ok(rules) = ruleset() else { return false };
            let mut rules = Some(rules);
            probe(move || {
                matches!(
                    rules.take().map(|r| r.restrict_self()),
                    Some(Ok(RestrictionStatus {
                        ruleset: RulesetStatus::FullyEnforced | RulesetStatus::PartiallyEnforced,
                        ..
                    }))
                )
            })
        })
    }

    pub(super) fn confine(command: &mut Command, policy: &Policy, limits: Rlimits) -> std::io::Result<()> {
        let on = super::enabled();
        let mut rules = None;
        if on && landlock_works() {
            rules = Some(build_rules(policy).map_err(std::io::Error::other)?);
        } else if on {
            warn_once("Landlock is not available: files and network are not confined, only limited");
        }
        let run = matches!(policy, Policy::Run { .. });
        let isolate = on && run && namespaces();
        if on && run && !isolate {
            warn_once("no user namespaces: checks keep the network, less TCP");
        }
        // A program run with the candidate is started from a descriptor of its program,
        // always the same one, under a name that is always the same ([`Exec`]): what the
        // kernel lays out for it is then the same on every run, wherever the program is.
        let exec = match policy {
            Policy::Run { program } => Some(Exec::new(command, program)?),
            Policy::Build { .. } => None,
        };
        // Root's own processes are exempt from RLIMIT_NPROC: a check of root's runs as
        // `nobody` (the descriptor is opened by root: `nobody` may not be allowed to enter
        // the program's folders).
        // SAFETY: geteuid only reads the process's credentials.
        let as_nobody = exec.is_some() && on && unsafe { libc::geteuid() } == 0;
        // No new process, no ptrace, no socket, no new namespace (grader_kit::seccomp):
        // compiled here, installed last in the child, after the unshare it would refuse.
        let filters = if on && run { seccomp_filters() } else { None };
        // Not a confinement but the conditions of a run: on even where the sandbox is off.
        let same_addresses = run && fixed_addresses();
        if run && !same_addresses {
            warn_once(
                "addresses cannot be fixed (personality): a check may choose its bug by one, and get a verdict by luck",
            );
        }
        seal_inherited();
        let program_fd = exec.as_ref().map(|_| PROGRAM_FD);
        // SAFETY: the closure runs in the child between fork and exec and makes only system
        // calls on the child's own state (setrlimit, prctl, setuid, unshare, landlock,
        // personality, dup3, close_range, fexecve).
        unsafe {
            command.pre_exec(move || {
                apply(limits)?;
                if same_addresses {
                    no_randomized_addresses()?;
                }
                if as_nobody {
                    become_nobody()?;
                }
                if isolate && libc::unshare(libc::CLONE_NEWUSER | libc::CLONE_NEWNET) != 0 {
                    return Err(std::io::Error::last_os_error());
                }
                // Counted from here, in the new user namespace: this check's threads only.
                if let Some(value) = limits.processes {
                    rlimit::setrlimit(rlimit::Resource::NPROC, value, value)?;
                }
                if let Some(rules) = rules.take() {
                    rules.restrict_self().map_err(std::io::Error::other)?;
                }
                // Only now: the descriptor it moves to may be the one the Landlock ruleset
                // had until restrict_self (where the grader has more open, as in verify).
                if let Some(exec) = &exec {
                    fix_program_fd(exec.fd.as_raw_fd())?;
                }
                close_inherited(program_fd);
                if let Some(filters) = &filters {
                    grader_seccomp::install(filters)?;
                }
                if let Some(exec) = &exec {
                    libc::fexecve(PROGRAM_FD, exec.argv.as_ptr(), exec.envp.as_ptr());
                    return Err(std::io::Error::last_os_error());
                }
                Ok(())
            });
        }
        Ok(())
    }

    /// Whether this process may start its runs without address randomisation (probed once,
    /// in a child): a container's own seccomp profile may refuse `personality` with this flag.
    fn fixed_addresses() -> bool {
        static OK: OnceLock<bool> = OnceLock::new();
        *OK.get_or_init(|| probe(|| no_randomized_addresses().is_ok()))
    }

    /// In the child: every address of the program it executes the same on every run (no
    /// ASLR: its stack, heap, mappings and the program itself), so that no address is a
    /// coin. Safe code can read one (`&x as *const _ as usize`) and choose its bug by it: a
    /// verdict by luck. The flag stays across `execve`; the seccomp filter installed after
    /// it refuses `personality`, so the program cannot turn it back.
    fn no_randomized_addresses() -> std::io::Result<()> {
        // SAFETY: personality(2) on the calling process; 0xffffffff only reads the persona.
        let ok = unsafe {
            let persona = libc::personality(0xffff_ffff);
            persona != -1 && libc::personality((persona | libc::ADDR_NO_RANDOMIZE) as libc::c_ulong) != -1
        };
        if ok {
            Ok(())
        } else {
            Err(std::io::Error::last_os_error())
        }
    }

    /// The descriptor a check or given main is started from: always the same, since the
    /// kernel writes its name (`/dev/fd/N`) on the new program's stack, where a longer name
    /// would move every address of the stack.
    const PROGRAM_FD: i32 = super::REPORT_FD + 1;

    /// The name a check or given main is started under (its `argv[0]`).
    const PROGRAM_NAME: &str = "program";

    /// In the child: the program's descriptor moved to [`PROGRAM_FD`], still closed on exec.
    fn fix_program_fd(fd: i32) -> std::io::Result<()> {
        // SAFETY: dup3 on the child's own descriptors; fd 4 holds nothing the child keeps
        // (0–2 and the report's 3 are below it).
        if fd != PROGRAM_FD && unsafe { libc::dup3(fd, PROGRAM_FD, libc::O_CLOEXEC) } != PROGRAM_FD {
            return Err(std::io::Error::last_os_error());
        }
        Ok(())
    }

    /// The seccomp filters of a check or given main, where the kernel applies them (probed
    /// once, in a child); else None, said once.
    fn seccomp_filters() -> Option<Vec<grader_seccomp::BpfProgram>> {
        use grader_seccomp::{Layer, filters, install};
        static OK: OnceLock<bool> = OnceLock::new();
        let compiled = filters(Layer::Run);
        let works = *OK.get_or_init(|| {
            let Some(probed) = compiled.clone() else { return false };
            probe(move || install(&probed).is_ok())
        });
        if !works {
            warn_once("seccomp is not available: checks may start processes, which only their group's kill ends");
            return None;
        }
        compiled
    }

    /// Marks every descriptor this process inherited from whoever started it (3 and up,
    /// open now) close-on-exec, once: the grader's own are opened so by std already, so
    /// that in a child a descriptor 3 without the mark is the report's pipe, put there by
    /// `boundary/child.rs` with `dup2`, and nothing else.
    fn seal_inherited() {
        static SEALED: OnceLock<()> = OnceLock::new();
        SEALED.get_or_init(|| {
            let Ok(entries) = std::fs::read_dir("/proc/self/fd") else {
                return;
            };
            let fds: Vec<i32> = entries
                .flatten()
                .filter_map(|e| e.file_name().to_str()?.parse().ok())
                .filter(|fd| *fd > 2)
                .collect();
            for fd in fds {
                // SAFETY: fcntl on a descriptor number; a closed one (the folder's own) fails.
                unsafe {
                    let flags = libc::fcntl(fd, libc::F_GETFD);
                    if flags >= 0 {
                        libc::fcntl(fd, libc::F_SETFD, flags | libc::FD_CLOEXEC);
                    }
                }
            }
        });
    }

    /// In the child, before it runs anything: every descriptor but 0–2, the report's pipe
    /// (an unmarked 3, see [`seal_inherited`]) and `keep` (the program to start) closed,
    /// with `close_range(2)` (Linux 5.9) or one by one where it is missing. No crate: a
    /// system call between fork and exec must not allocate.
    fn close_inherited(keep: Option<i32>) {
        // SAFETY: fcntl, close and close_range on the child's own descriptors.
        unsafe {
            let flags = libc::fcntl(super::REPORT_FD, libc::F_GETFD);
            if flags >= 0 && flags & libc::FD_CLOEXEC != 0 {
                libc::close(super::REPORT_FD);
            }
            let first = super::REPORT_FD as u32 + 1;
            let ranges = match keep {
                Some(fd) if fd as u32 >= first => [(first, fd as u32 - 1), (fd as u32 + 1, u32::MAX)],
                _ => [(first, u32::MAX), (1, 0)],
            };
            for (from, to) in ranges.into_iter().filter(|(from, to)| from <= to) {
                if libc::syscall(libc::SYS_close_range, from, to, 0) != 0 {
                    let mut limit = libc::rlimit {
                        rlim_cur: 0,
                        rlim_max: 0,
                    };
                    libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit);
                    let last = (limit.rlim_cur.min(1 << 20) as u32).min(to.saturating_add(1));
                    for fd in from..last {
                        libc::close(fd as i32);
                    }
                }
            }
        }
    }

    /// The user a check of root's runs as.
    const NOBODY: u32 = 65534;

    fn become_nobody() -> std::io::Result<()> {
        // SAFETY: plain system calls on the calling process's credentials.
        let ok = unsafe {
            libc::setgroups(0, std::ptr::null()) == 0
                && libc::setresgid(NOBODY, NOBODY, NOBODY) == 0
                && libc::setresuid(NOBODY, NOBODY, NOBODY) == 0
        };
        if ok {
            Ok(())
        } else {
            Err(std::io::Error::last_os_error())
        }
    }

    /// A program to start by its descriptor, with its arguments and environment made
    /// before the fork (nothing is allocated after it). Its name (`argv[0]`) is
    /// [`PROGRAM_NAME`], never its path, and the kernel names it by the descriptor
    /// (`/dev/fd/4`): both are written on its stack, and the program reads its arguments
    /// into its heap, so a path of another length (a program from the cache of built
    /// programs, another slot's) would move the addresses the candidate's code can read.
    struct Exec {
        fd: std::fs::File,
        argv: Vec<*const libc::c_char>,
        envp: Vec<*const libc::c_char>,
        _strings: Vec<std::ffi::CString>,
    }

    // SAFETY: the pointers point into `_strings`, owned by the same value and never changed.
    unsafe impl Send for Exec {}
    // SAFETY: as above; nothing mutates through the pointers.
    unsafe impl Sync for Exec {}

    impl Exec {
        fn new(command: &Command, program: &Path) -> std::io::Result<Exec> {
            use std::ffi::CString;
            use std::os::unix::ffi::OsStrExt;
            let c = |bytes: &[u8]| CString::new(bytes).map_err(std::io::Error::other);
            let mut strings = Vec::new();
            strings.push(c(PROGRAM_NAME.as_bytes())?);
            for arg in command.get_args() {
                strings.push(c(arg.as_bytes())?);
            }
            let args = strings.len();
            for (name, value) in command.get_envs() {
                if let Some(value) = value {
                    let mut pair = name.as_bytes().to_vec();
                    pair.push(b'=');
                    pair.extend_from_slice(value.as_bytes());
                    strings.push(c(&pair)?);
                }
            }
            let mut argv: Vec<*const libc::c_char> = strings[..args].iter().map(|s| s.as_ptr()).collect();
            argv.push(std::ptr::null());
            let mut envp: Vec<*const libc::c_char> = strings[args..].iter().map(|s| s.as_ptr()).collect();
            envp.push(std::ptr::null());
            Ok(Exec {
                fd: std::fs::File::open(program)?,
                argv,
                envp,
                _strings: strings,
            })
        }
    }

    /// In the child: its limits, and its death with the grader's thread that started it.
    fn apply(limits: Rlimits) -> std::io::Result<()> {
        use rlimit::{Resource, setrlimit};
        setrlimit(Resource::CORE, 0, 0)?;
        for (resource, value) in [
            (Resource::DATA, limits.memory),
            (Resource::CPU, limits.cpu_seconds),
            (Resource::FSIZE, limits.file_size),
        ] {
            if let Some(value) = value {
                setrlimit(resource, value, value)?;
            }
        }
        // SAFETY: prctl on the calling process.
        unsafe { libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL) };
        Ok(())
    }

    /// What the candidate's compiler may read: the toolchain, the system's libraries, the
    /// candidate, and the compiled libraries it links with (never another candidate's).
    fn candidate_rules(args: &[OsString], sysroot: &Path) -> Result<RulesetCreated, landlock::RulesetError> {
        let read = AccessFs::from_read(ABI_USED);
        let all = AccessFs::from_all(ABI_USED);
        let mut readable: Vec<PathBuf> = vec![sysroot.to_path_buf()];
        let mut writable: Vec<PathBuf> = Vec::new();
        if let Some(source) = std::env::var_os(super::WRAP_SOURCE) {
            readable.push(PathBuf::from(source));
        }
        let private: Vec<String> = std::env::var(super::WRAP_PRIVATE)
            .unwrap_or_default()
            .split(',')
            .filter(|s| !s.is_empty())
            .map(|s| format!("lib{s}-"))
            .collect();
        let mut dirs = Vec::new();
        let mut iter = args.iter().map(|a| a.to_string_lossy().into_owned());
        while let Some(arg) = iter.next() {
            match arg.as_str() {
                "--out-dir" => writable.extend(iter.next().map(PathBuf::from)),
                "-L" => dirs.extend(iter.next()),
                "--extern" => {
                    if let Some((_, path)) = iter.next().as_deref().and_then(|e| e.split_once('=')) {
                        readable.push(PathBuf::from(path));
                    }
                }
                "-C" => {
                    if let Some(dir) = iter.next().as_deref().and_then(|c| c.strip_prefix("incremental=")) {
                        writable.push(PathBuf::from(dir));
                    }
                }
                _ => {}
            }
        }
        for dir in dirs {
            let dir = dir.split_once('=').map_or(dir.as_str(), |(_, d)| d).to_string();
            let Ok(entries) = std::fs::read_dir(&dir) else { continue };
            for entry in entries.flatten() {
                let name = entry.file_name().to_string_lossy().into_owned();
                let library = name.starts_with("lib")
                    && (name.ends_with(".rlib") || name.ends_with(".rmeta") || name.ends_with(".so"));
                if library && !private.iter().any(|p| name.starts_with(p.as_str())) {
                    readable.push(entry.path());
                }
            }
            // Listing the folder shows names only; the files in it are the rules above.
            readable.push(PathBuf::from(&dir));
        }
        ruleset()?
            .add_rules(path_beneath_rules(SYSTEM_LIBS, read))?
            .add_rules(path_beneath_rules(
                readable.iter().filter(|p| p.is_file() || p == &sysroot),
                read,
            ))?
            .add_rules(path_beneath_rules(
                readable.iter().filter(|p| p.is_dir() && *p != sysroot),
                AccessFs::ReadDir,
            ))?
            .add_rules(path_beneath_rules(writable, all))?
            .add_rules(path_beneath_rules(["/dev/null"], AccessFs::from_file(ABI_USED)))
    }

    pub(super) fn wrap_rustc(args: Vec<OsString>) -> ! {
        let fail = |what: &str| -> ! {
            eprintln!("grader: {what}");
            std::process::exit(2)
        };
        let Some(rustc) = args.first() else {
            fail("no compiler to wrap")
        };
        let candidate = std::env::var(super::WRAP_CANDIDATE).unwrap_or_default();
        let mut command = Command::new(rustc);
        command.args(&args[1..]);
        let is_candidate = !candidate.is_empty()
            && args
                .windows(2)
                .any(|w| w[0] == "--crate-name" && w[1] == candidate.as_str())
            && args.windows(2).any(|w| w[0] == "--crate-type" && w[1] == "lib");
        // Every crate cargo wraps (the scratch workspace's members) has the candidate's code
        // in it: its own crate, the given main and the checks program that instantiate its
        // generic code, where a constant of it that depends on `T` is evaluated (one slow
        // step after another, never enough steps for `long_running_const_eval`). So each
        // of their compilers (and the linker it starts) gets the candidate's limits.
        let limits = Rlimits {
            memory: Some(super::CANDIDATE_MEMORY),
            cpu_seconds: std::env::var(super::WRAP_CPU).ok().and_then(|s| s.parse().ok()),
            file_size: Some(super::CANDIDATE_FILE_SIZE),
            processes: None,
        };
        let mut rules = None;
        if is_candidate {
            // The compiler itself, not a rustup proxy that would read its settings.
            let sysroot = Command::new(rustc)
                .args(["--print", "sysroot"])
                .output()
                .ok()
                .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()))
                .unwrap_or_else(|| fail("cannot find the compiler's sysroot"));
            let real = sysroot.join("bin/rustc");
            command = Command::new(if real.is_file() { real } else { PathBuf::from(rustc) });
            command.args(&args[1..]);
            // Only cargo's own variables: `env!` and `option_env!` find nothing else.
            command.env_clear();
            for (name, value) in std::env::vars_os() {
                let name_text = name.to_string_lossy();
                if name_text.starts_with("CARGO_") && !name_text.starts_with("CARGO_HOME") {
                    command.env(&name, value);
                }
            }
            // Only its own crate is read under the strictest domain: the others read the
            // course's trusted sources (the checks, the given main).
            if super::enabled() && landlock_works() {
                rules = Some(candidate_rules(&args[1..], &sysroot).unwrap_or_else(|e| fail(&format!("landlock: {e}"))));
            }
        }
        // SAFETY: as in `confine`: system calls on the child's own state only.
        unsafe {
            command.pre_exec(move || {
                apply(limits)?;
                if let Some(rules) = rules.take() {
                    rules.restrict_self().map_err(std::io::Error::other)?;
                }
                Ok(())
            });
        }
        let error = command.exec();
        fail(&format!("cannot run {rustc:?}: {error}"))
    }
}
