//! What belongs to the person at the keyboard: their progress through the course
//! (`state.rs`), the copies kept of every file a command overwrites (`backups.rs`), and the
//! lines they changed in a `fix` exercise (`changes.rs`).

pub mod backups;
pub mod changes;
pub mod state;
