//! CPU time as the kernel counts it, read with `clock_gettime` on CPU clocks from inside
//! the check process (the Landlock domain of a check denies `/proc`). A thread blocked in
//! a wait (a condvar, a channel, a sleep) accrues none, however loaded the machine: CPU
//! time that the program's threads spend while every one of them must wait is time spent
//! trying again and again.

use std::time::Duration;

/// A CPU clock of one thread, readable from any thread of the process.
pub(crate) type Clock = libc::clockid_t;

/// The calling thread's CPU clock.
#[cfg(target_os = "linux")]
pub(crate) fn this_thread() -> Option<Clock> {
    let mut clock: Clock = 0;
    // SAFETY: `pthread_self` is the calling thread, alive during the call, which writes
    // only `clock`.
    let ok = unsafe { libc::pthread_getcpuclockid(libc::pthread_self(), &mut clock) } == 0;
    ok.then_some(clock)
}

#[cfg(not(target_os = "linux"))]
pub(crate) fn this_thread() -> Option<Clock> {
    None
}

/// What `clock` reads now; None where it cannot be read (a thread that has ended).
pub(crate) fn read(clock: Clock) -> Option<Duration> {
    let mut now = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: clock_gettime writes only `now`; an unknown clock is an error, not UB.
    let ok = unsafe { libc::clock_gettime(clock, &mut now) } == 0;
    ok.then(|| Duration::new(now.tv_sec as u64, now.tv_nsec as u32))
}

/// The CPU time of this whole process so far: every thread, those ended included.
pub(crate) fn process() -> Option<Duration> {
    read(libc::CLOCK_PROCESS_CPUTIME_ID)
}

/// The calling thread's CPU time so far.
pub(crate) fn mine() -> Option<Duration> {
    read(libc::CLOCK_THREAD_CPUTIME_ID)
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    #[test]
    fn a_blocked_thread_uses_no_cpu_and_a_spinning_one_does() {
        let (tell, told) = std::sync::mpsc::channel();
        let (wake, woken) = std::sync::mpsc::channel::<()>();
        let blocked = std::thread::spawn(move || {
            let _ = tell.send(this_thread().expect("a clock"));
            let _ = woken.recv();
        });
        let clock = told.recv().unwrap();
        let before = read(clock).unwrap();
        std::thread::sleep(Duration::from_millis(30));
        assert!(read(clock).unwrap() - before < Duration::from_millis(1));
        wake.send(()).unwrap();
        blocked.join().unwrap();

        // A spin's CPU time grows (however slowly on a loaded machine).
        let start = mine().unwrap();
        let spun = std::time::Instant::now();
        while mine().unwrap() - start < Duration::from_millis(5) {
            assert!(spun.elapsed() < Duration::from_secs(20), "the CPU clock does not move");
        }
        assert!(process().unwrap() >= mine().unwrap());
    }
}
