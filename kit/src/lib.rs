//! The toolkit of the hidden checks.
//!
//! A lesson's `checks.rs` is a small binary: it names its checks, and each check lays
//! out small scenarios (a few threads, a few items) with an oracle. `grader` runs the
//! binary once per check, in a child process, and reads back one [`report::Report`].
//! The scenarios run under shuttle's controlled scheduler, so a failing interleaving is
//! found by a seeded search and can be replayed exactly.

pub mod class;
pub mod explore;
pub mod flight;
pub mod holders;
pub mod oracle;
// The orders helpers use the given queue, which exercise 1 must not be handed.
#[cfg(feature = "queue")]
pub mod orders;
pub mod pools;
pub mod queues;
pub mod report;
pub mod run;
pub mod scenario;
pub mod shop;
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

/// Builds the [`Args`] of a failure message: `args!{ "item" => 3, "count" => n }`.
#[macro_export]
macro_rules! args {
    ($($key:expr => $value:expr),* $(,)?) => {{
        #[allow(unused_mut)]
        let mut args = $crate::Args::new();
        $( args.insert($key.to_string(), $value.to_string()); )*
        args
    }};
}
