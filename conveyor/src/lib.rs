//! Threads and locks for the course's exercises.
//!
//! The modules mirror `std`: `conveyor::sync::{Arc, Mutex, Condvar, Barrier, mpsc, atomic}`,
//! `conveyor::thread::{spawn, scope, Builder, JoinHandle, sleep, yield_now}` and
//! `conveyor::time::Instant`. On real threads every type is a thin shell around std's. Inside the grader's explorer the
//! very same compiled code runs on shuttle's controlled scheduler instead, so every
//! interleaving can be explored and replayed.
//!
//! The choice is made at run time, not with a cargo feature: cargo unifies features
//! across a build, so a feature switch would silently change `cargo run` as soon as
//! anything in the workspace turned it on. A value decides when it is created
//! (a `Mutex` made inside an explored execution is a model mutex); a free function
//! (`spawn`, `sleep`, …) decides when it is called.

mod given;
mod probe;
pub mod sync;
pub mod thread;
pub mod time;

// How a language and a virtual time are written: grader-report's file, so that the
// exercises' programs and the grader say them alike without conveyor depending on serde.
#[path = "../../report/src/words.rs"]
// Its languages are only the report lines'.
#[cfg_attr(not(feature = "report"), allow(dead_code))]
mod words;

pub use given::order::Order;
/// The worker pool of exercise 4, given from exercise 11 on (the feature `pool`: exercises
/// before 11 are built without it, so that exercise 4 cannot hand in the given pool).
#[cfg(feature = "pool")]
pub use given::pool::{Pending, WorkerPool};
#[cfg(feature = "queue")]
pub use given::queue::BoundedQueue;
#[cfg(feature = "report")]
pub use given::report;
pub use given::virtual_main::main as given_main;
pub use given::{sale, shop};

/// True while the calling code runs inside an explored execution.
pub(crate) fn explored() -> bool {
    shuttle::current::try_get_current_task().is_some()
}
