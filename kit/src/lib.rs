//! The toolkit of the hidden checks.
//!
//! A lesson's `checks.rs` is a small binary: it names its checks, and each check lays
//! out small scenarios (a few threads, a few items) with an oracle. `grader` runs the
//! binary once per check, in a child process, and reads back one [`channel::Report`].
//! The scenarios run under shuttle's controlled scheduler, so a failing interleaving is
//! found by a seeded search and can be replayed exactly.

// The types the grader reads too, from grader-report: a lesson's checks.rs names
// `grader_kit::Class` and `grader_kit::args!` as the kit's own.
pub use grader_report::{args, channel, class};
pub mod explore;
pub mod flight;
pub mod holders;
// Read by the pools' oracles and the real-thread phase; the checks name it from `pools`.
mod in_flight;
pub mod oracle;
// The kit's own (no check names it): what its panic hook keeps of an execution's panics.
mod panics;
// The orders helpers use the given queue, which exercise 1 must not be handed.
#[cfg(feature = "queue")]
pub mod orders;
/// What the checks observe of an explored run, out of the candidate's reach (its own crate;
/// conveyor uses it privately): the checks name it as `grader_kit::probe`.
pub use grader_probe as probe;
pub mod pools;
pub mod queues;
pub mod run;
pub mod scenario;
// The kit's own: which recorded events are sleeps, for the oracles that tell work from naps.
mod sleeps;
// The scenario's main thread that sleeps and looks again for what its threads do.
mod polls;
#[cfg(target_os = "linux")]
pub use grader_seccomp as seccomp;
#[cfg(test)]
mod events_for_tests;
pub mod expected;
pub mod shrink;
pub mod stress;
pub mod trace;

pub use class::Class;
pub use oracle::{Args, fail};
pub use run::main;
pub use scenario::{Check, Plan};

/// A scenario's [`scenario::Label`]: `label!("pc-pipeline", "capacity" => 2, "consumers" => 3)`.
#[macro_export]
macro_rules! label {
    ($key:expr $(, $name:expr => $value:expr)* $(,)?) => {
        $crate::scenario::Label { key: $key.to_string(), args: $crate::args!($($name => $value),*) }
    };
}
