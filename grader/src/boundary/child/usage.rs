//! What a child has used of the machine, read from `/proc`: its CPU time (all its
//! threads, those that ended too), the time its threads waited for a CPU they were ready
//! for (the run queue), and how many threads it has. A check's limit counts its *own*
//! time, the time it ran plus the time it was blocked, never the time a neighbour kept
//! the CPUs from it: so `grade --jobs N` beside a submission that spins on many threads
//! gives every other submission the verdict it gets alone.

use std::collections::HashMap;
use std::time::Duration;

/// One reading of a child's use.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Sample {
    /// CPU time of the whole process, user and system, every thread it ever had.
    pub cpu: Duration,
    /// Time its threads were ready to run but waited for a CPU, summed over its threads
    /// (those that ended keep their last reading).
    pub waited: Duration,
    /// Threads it has now.
    pub threads: u64,
}

/// Reads a child's use again and again, remembering the threads that ended.
#[derive(Debug)]
pub struct Meter {
    pid: u32,
    /// Last run-queue wait read of each thread, in nanoseconds.
    waits: HashMap<u32, u64>,
}

impl Meter {
    pub fn new(pid: u32) -> Meter {
        Meter {
            pid,
            waits: HashMap::new(),
        }
    }

    /// Its use now; `None` where `/proc` cannot tell (not Linux, or the child is gone).
    pub fn sample(&mut self) -> Option<Sample> {
        let stat = std::fs::read_to_string(format!("/proc/{}/stat", self.pid)).ok()?;
        let (ticks, threads) = parse_stat(&stat)?;
        if let Ok(tasks) = std::fs::read_dir(format!("/proc/{}/task", self.pid)) {
            for task in tasks.flatten() {
                let Some(tid) = task.file_name().to_str().and_then(|t| t.parse().ok()) else {
                    continue;
                };
                let read = std::fs::read_to_string(task.path().join("schedstat"))
                    .ok()
                    .and_then(|s| parse_schedstat(&s));
                if let Some(wait) = read {
                    self.waits.insert(tid, wait);
                }
            }
        }
        Some(Sample {
            cpu: Duration::from_nanos(ticks.saturating_mul(1_000_000_000) / clock_ticks()),
            waited: Duration::from_nanos(self.waits.values().sum()),
            threads,
        })
    }
}

/// The time a child has had for itself after `wall` of the clock: what it ran plus what
/// it was blocked, which is the wall clock less the time it waited for a CPU; never less
/// than the CPU time it used (many threads running at once use more than the wall clock).
pub fn own_time(wall: Duration, sample: Sample) -> Duration {
    wall.saturating_sub(sample.waited).max(sample.cpu)
}

/// Ticks of `utime + stime` and the thread count from `/proc/PID/stat`. The program's
/// name (field 2) may hold spaces and parentheses: the fields are counted from its end.
fn parse_stat(stat: &str) -> Option<(u64, u64)> {
    let rest = &stat[stat.rfind(')')? + 1..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // Field 3 (the state) is the first after the name: field N is at N − 3.
    let utime: u64 = fields.get(14 - 3)?.parse().ok()?;
    let stime: u64 = fields.get(15 - 3)?.parse().ok()?;
    let threads: u64 = fields.get(20 - 3)?.parse().ok()?;
    Some((utime + stime, threads))
}

/// Nanoseconds a thread waited on a run queue, the second field of its `schedstat`.
fn parse_schedstat(text: &str) -> Option<u64> {
    text.split_whitespace().nth(1)?.parse().ok()
}

fn clock_ticks() -> u64 {
    #[cfg(unix)]
    {
        // SAFETY: sysconf reads a constant of the system.
        let ticks = unsafe { libc::sysconf(libc::_SC_CLK_TCK) };
        if ticks > 0 {
            return ticks as u64;
        }
    }
    100
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fields_are_counted_from_the_end_of_the_name() {
        let stat = "42 (a (b) c) S 1 42 42 0 -1 4194304 100 0 0 0 250 50 0 0 20 0 7 0 1234 5 6";
        assert_eq!(parse_stat(stat), Some((300, 7)));
        assert_eq!(parse_schedstat("79237915 308042054 115\n"), Some(308042054));
    }

    #[test]
    fn own_time_leaves_out_the_wait_for_a_cpu_but_never_goes_below_the_cpu_time() {
        let s = |cpu, waited| Sample {
            cpu: Duration::from_millis(cpu),
            waited: Duration::from_millis(waited),
            threads: 1,
        };
        let wall = Duration::from_secs(10);
        // Starved: 9 s waited for a CPU, 1 s of its own.
        assert_eq!(own_time(wall, s(500, 9000)), Duration::from_secs(1));
        // Blocked: waited for nothing, all of it its own.
        assert_eq!(own_time(wall, s(0, 0)), wall);
        // Many threads spinning: more CPU than wall clock.
        assert_eq!(own_time(wall, s(20_000, 30_000)), Duration::from_secs(20));
    }

    #[test]
    fn a_spinning_child_uses_its_cpu_and_a_sleeping_one_none() {
        let mut spin = std::process::Command::new("sh")
            .args(["-c", "while :; do :; done"])
            .spawn()
            .unwrap();
        let mut sleep = std::process::Command::new("sleep").arg("5").spawn().unwrap();
        std::thread::sleep(Duration::from_millis(600));
        let spun = Meter::new(spin.id()).sample().unwrap();
        let slept = Meter::new(sleep.id()).sample().unwrap();
        let _ = (spin.kill(), sleep.kill(), spin.wait(), sleep.wait());
        assert!(spun.cpu >= Duration::from_millis(100), "{spun:?}");
        assert!(slept.cpu <= Duration::from_millis(50), "{slept:?}");
        assert_eq!(slept.threads, 1);
    }

    #[test]
    fn reading_a_child_costs_a_small_part_of_the_time_between_readings() {
        // A child with a few threads, as a check on real threads has.
        let mut child = std::process::Command::new("sh")
            .args(["-c", "sleep 5 & sleep 5 & sleep 5 & wait"])
            .spawn()
            .unwrap();
        let mut meter = Meter::new(std::process::id());
        let start = std::time::Instant::now();
        let readings = 200;
        for _ in 0..readings {
            meter.sample().unwrap();
        }
        let each = start.elapsed() / readings;
        let _ = (child.kill(), child.wait());
        eprintln!(
            "one reading: {each:?}, {:.3} % of the time between two",
            100.0 * each.as_secs_f64() / 0.05
        );
        // The grader reads every 50 ms: under a tenth of that even on a busy machine.
        assert!(each < Duration::from_millis(5), "{each:?}");
    }
}
