fn main() -> std::process::ExitCode {
    grader::boundary::sandbox::wrap_rustc_if_asked();
    // Like other command-line tools: `grader lesson … | head` ends quietly when the
    // reader stops, instead of panicking on a broken pipe.
    #[cfg(unix)]
    // SAFETY: done first, before any thread exists; restores the default disposition.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    grader::cli::main()
}
