//! One line of the verify table: what `verify` and the check names' comparison
//! (`check_names.rs`) both write, in a file of its own so that neither imports the other back.

/// One line of the verify table.
#[derive(Clone, Debug)]
pub struct Row {
    pub exercise: String,
    pub candidate: String,
    pub expected: String,
    pub got: String,
    pub ok: bool,
}
