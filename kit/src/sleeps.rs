//! Which recorded events are sleeps: what every oracle that tells work from naps reads
//! (`flight`, `stress::naps`, `stress::waits`). A module of its own, so that they share it
//! without importing each other.

use crate::probe::Event;

/// Whether `event` is of a sleep.
pub(crate) fn is_sleep(event: &Event) -> bool {
    // Written by conveyor's own `sleep`; the student's code cannot record events (the
    // probe is refused before the build).
    event.what.starts_with("sleep(")
}
