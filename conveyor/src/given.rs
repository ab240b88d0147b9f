//! The lessons' own code, given to the exercises: the shop's and the sale's data and report
//! lines, the order, and the answers of exercises 1 and 4 (the queue, the pool) that later
//! exercises build on. Kept apart from the threads and locks beside it (`sync`, `thread`,
//! `time`), which are the explorer's facade and no lesson's; `lib.rs` gives these their
//! public names (`conveyor::shop`, `conveyor::BoundedQueue`, …).

pub(crate) mod order;
#[cfg(feature = "pool")]
pub(crate) mod pool;
#[cfg(feature = "queue")]
pub(crate) mod queue;
#[cfg(feature = "report")]
pub mod report;
pub mod sale;
pub mod shop;
pub(crate) mod virtual_main;
