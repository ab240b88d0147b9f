//! This process's threads as the kernel counts them (`/proc/self/task/*/schedstat`): the
//! CPU time each ran and the time each waited for a CPU it was ready for. A scenario on
//! real threads is judged by its own time, the wall clock less what its threads waited
//! for a CPU, so that a neighbour spinning on every core does not make a correct
//! scenario look hung.

use std::collections::HashMap;
use std::time::Duration;

/// Nanoseconds (ran, waited) of each live thread, by thread id.
#[derive(Clone, Debug, Default)]
pub(crate) struct Threads(HashMap<u32, (u64, u64)>);

impl Threads {
    /// The threads now; empty where the kernel does not tell (not Linux).
    pub(crate) fn now() -> Threads {
        let mut map = HashMap::new();
        if let Ok(tasks) = std::fs::read_dir("/proc/self/task") {
            for task in tasks.flatten() {
                let Some(tid) = task.file_name().to_str().and_then(|t| t.parse().ok()) else {
                    continue;
                };
                let Ok(text) = std::fs::read_to_string(task.path().join("schedstat")) else {
                    continue;
                };
                let mut fields = text.split_whitespace().map(|f| f.parse::<u64>().ok());
                if let (Some(Some(ran)), Some(Some(waited))) = (fields.next(), fields.next()) {
                    map.insert(tid, (ran, waited));
                }
            }
        }
        Threads(map)
    }

    /// What every thread ran on a CPU since `before` (a thread new since then from its
    /// start); a thread that ended in between is not counted.
    pub(crate) fn ran_since(&self, before: &Threads) -> Duration {
        let nanos = self
            .0
            .iter()
            .map(|(tid, (ran, _))| ran.saturating_sub(before.0.get(tid).map_or(0, |b| b.0)))
            .sum();
        Duration::from_nanos(nanos)
    }

    /// What every thread waited for a CPU since `before` (a thread new since then from
    /// its start); a thread that ended in between is not counted.
    pub(crate) fn waited_since(&self, before: &Threads) -> Duration {
        let nanos = self
            .0
            .iter()
            .map(|(tid, (_, waited))| waited.saturating_sub(before.0.get(tid).map_or(0, |b| b.1)))
            .sum();
        Duration::from_nanos(nanos)
    }
}
