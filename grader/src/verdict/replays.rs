//! Replay handles short enough to type. A failing schedule is shuttle's encoding of every
//! choice of the execution: a few dozen characters for a deadlock, but kilobytes for a
//! thread that spins until the step bound. The terminal and the picture show such a
//! schedule as `@` and the first 16 hex digits of its SHA-256, the schedule itself kept
//! under `target/grader/replays/`; JSON and the other machine formats keep the long form,
//! which replays anywhere. And the replay command itself ([`command`]), which names the
//! file checked where `grader check ID` alone would take another.

pub mod shell;

use crate::course::workspace::Workspace;
use grader_report::channel::{NoScenario, Replay};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};

/// What `grader check ID --replay` takes: `CHECK:SCENARIO:SCHEDULE`, written by the
/// verdict's replay command ([`std::fmt::Display`]) and read back by the command line
/// ([`std::str::FromStr`]), one way both.
#[derive(Clone, Debug)]
pub struct ReplayArg {
    pub check: String,
    pub replay: Replay,
}

impl std::fmt::Display for ReplayArg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}:{}", self.check, self.replay.variant, self.replay.schedule)
    }
}

/// A `--replay` argument that is not `CHECK:SCENARIO:SCHEDULE`.
#[derive(Debug, PartialEq, Eq)]
pub struct BadReplay;

impl std::fmt::Display for BadReplay {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("not CHECK:SCENARIO:SCHEDULE")
    }
}

impl std::str::FromStr for ReplayArg {
    type Err = BadReplay;

    /// Whitespace anywhere is left out: none is written (a check's name, a number, hex),
    /// and a terminal that wrapped a long schedule may have put some in a paste.
    fn from_str(text: &str) -> Result<ReplayArg, BadReplay> {
        let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let mut parts = text.splitn(3, ':');
        let check = parts.next().filter(|s| !s.is_empty()).ok_or(BadReplay)?;
        let variant = parts.next().and_then(|v| v.parse().ok()).ok_or(BadReplay)?;
        let schedule = parts.next().filter(|s| !s.is_empty()).ok_or(BadReplay)?;
        Ok(ReplayArg {
            check: check.to_string(),
            replay: Replay {
                variant,
                schedule: schedule.to_string(),
            },
        })
    }
}

/// The command that replays `arg` of exercise `id`: `grader check ID [--file PATH]
/// --replay ARG`, [`check_command`] with the replay. The schedule comes last: where a
/// terminal cuts the line, the rest of the command is still whole.
pub fn command(id: &str, file: Option<&Path>, arg: &ReplayArg) -> String {
    format!("{} --replay {arg}", check_command(id, file))
}

/// The command that checks `file` for exercise `id` with every check: `grader check ID
/// [--file PATH]`. `file` is the candidate where it is not the exercise's own `src/lib.rs`
/// (which `grader check ID` takes without one), so that the command, pasted, runs the
/// code that failed; quoted for a shell where it must be.
pub fn check_command(id: &str, file: Option<&Path>) -> String {
    match file {
        Some(file) => format!("grader check {id} --file {}", shell::quote(&file.to_string_lossy())),
        None => format!("grader check {id}"),
    }
}

/// What refuses a replay of scenario `no.asked` of check `check` of exercise `id`, which
/// has no such scenario: the arguments of `replay-unknown-scenario`.
pub fn unknown_scenario(id: &str, check: &str, no: NoScenario) -> grader_report::Args {
    grader_report::args!(
        "id" => id,
        "check" => check,
        "scenario" => no.asked,
        "count" => no.scenarios,
        "last" => no.scenarios.saturating_sub(1)
    )
}

/// Schedules up to this long are shown as they are: a handle would not be shorter to type.
pub const SHOWN_AS_IS: usize = 120;

const HANDLE: char = '@';

fn dir(ws: &Workspace) -> PathBuf {
    ws.scratch_dir().join("replays")
}

/// The schedule as a person is shown it: itself when short, else its handle, with the
/// schedule stored where [`resolve`] finds it. `None` when it cannot be stored (the long
/// form is shown then, which still works).
pub fn shorten(ws: &Workspace, schedule: &str) -> Option<String> {
    if schedule.len() <= SHOWN_AS_IS {
        return Some(schedule.to_string());
    }
    let digest = Sha256::digest(schedule.as_bytes());
    let hex: String = digest.iter().take(8).map(|b| format!("{b:02x}")).collect();
    let file = dir(ws).join(&hex);
    // Content-addressed: the same schedule is the same file, written once.
    if !file.is_file() {
        std::fs::create_dir_all(dir(ws)).ok()?;
        let partial = file.with_extension("partial");
        std::fs::write(&partial, schedule).ok()?;
        std::fs::rename(&partial, &file).ok()?;
    }
    Some(format!("{HANDLE}{hex}"))
}

/// The schedule a `--replay` names: a handle's stored schedule, anything else as it is.
/// `Err` with the file it looked for when a handle is unknown on this machine.
pub fn resolve(ws: &Workspace, schedule: &str) -> Result<String, PathBuf> {
    let Some(hex) = schedule.strip_prefix(HANDLE) else {
        return Ok(schedule.to_string());
    };
    let file = dir(ws).join(hex);
    if hex.is_empty() || !hex.chars().all(|c| c.is_ascii_hexdigit()) {
        return Err(file);
    }
    std::fs::read_to_string(&file).map_err(|_| file)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_replay_argument_reads_back_what_it_writes() {
        use super::{BadReplay, ReplayArg};
        let arg: ReplayArg = "fifo:2:91a2b".parse().unwrap();
        assert_eq!(
            (arg.check.as_str(), arg.replay.variant, arg.replay.schedule.as_str()),
            ("fifo", 2, "91a2b")
        );
        assert_eq!(arg.to_string(), "fifo:2:91a2b");
        // A schedule may hold colons of its own; a check, a scenario or a schedule may not be missing.
        assert_eq!("a:0:x:y".parse::<ReplayArg>().unwrap().replay.schedule, "x:y");
        for bad in ["", "fifo", "fifo:x:abc", "fifo:1:", ":1:abc", "fifo:1: \n"] {
            assert!(matches!(bad.parse::<ReplayArg>(), Err(BadReplay)), "{bad}");
        }
        // A schedule wrapped by a terminal, pasted inside quotes: its line breaks left out.
        let wrapped: ReplayArg = " fifo:2:91a2\n  b0\n".parse().unwrap();
        assert_eq!(wrapped.to_string(), "fifo:2:91a2b0");
    }

    #[test]
    fn a_replay_command_names_the_file_only_where_it_is_not_the_exercise_s_own() {
        use super::{ReplayArg, command};
        let arg: ReplayArg = "fifo:1:9102".parse().unwrap();
        assert_eq!(
            command("exercise-1", None, &arg),
            "grader check exercise-1 --replay fifo:1:9102"
        );
        assert_eq!(
            command("exercise-1", Some(std::path::Path::new("/tmp/x.rs")), &arg),
            "grader check exercise-1 --file /tmp/x.rs --replay fifo:1:9102"
        );
        assert_eq!(
            command("exercise-1", Some(std::path::Path::new("/tmp/my x.rs")), &arg),
            "grader check exercise-1 --file '/tmp/my x.rs' --replay fifo:1:9102"
        );
    }

    use super::*;

    #[test]
    fn a_long_schedule_is_shown_by_a_handle_that_replays_it() {
        let root = tempfile::tempdir().unwrap();
        let ws = Workspace {
            root: root.path().to_path_buf(),
        };
        let long = "91021600002491040040924802".repeat(600);
        let handle = shorten(&ws, &long).unwrap();
        assert!(handle.starts_with('@') && handle.len() == 17, "{handle}");
        assert_eq!(resolve(&ws, &handle).unwrap(), long);
        assert_eq!(
            shorten(&ws, &long).unwrap(),
            handle,
            "the same schedule, the same handle"
        );
        // A short one stays as it is, and resolves to itself.
        assert_eq!(shorten(&ws, "9102160000249104").unwrap(), "9102160000249104");
        assert_eq!(resolve(&ws, "9102160000249104").unwrap(), "9102160000249104");
        // A handle this machine never made says where it looked.
        let unknown = resolve(&ws, "@0123456789abcdef").unwrap_err();
        assert!(
            unknown.ends_with("target/grader/replays/0123456789abcdef"),
            "{unknown:?}"
        );
    }
}
