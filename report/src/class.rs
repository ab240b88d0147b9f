use serde::{Deserialize, Serialize};

/// The bug classes the grader names. Their ids are part of the JSON result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Class {
    NotDone,
    CompileError,
    ForbiddenApi,
    LostItem,
    DuplicateItem,
    CapacityExceeded,
    Deadlock,
    NoRecheck,
    BusyWait,
    WrongOutput,
    OutOfOrder,
    NotConcurrent,
    TooManyThreads,
    WorkerDied,
    EarlyClose,
    Panic,
    Timeout,
    ResourceLimit,
    Crash,
    /// A quiz question answered wrong.
    WrongAnswer,
}

impl Class {
    pub const ALL: [Class; 20] = [
        Class::NotDone,
        Class::CompileError,
        Class::ForbiddenApi,
        Class::LostItem,
        Class::DuplicateItem,
        Class::CapacityExceeded,
        Class::Deadlock,
        Class::NoRecheck,
        Class::BusyWait,
        Class::WrongOutput,
        Class::OutOfOrder,
        Class::NotConcurrent,
        Class::TooManyThreads,
        Class::WorkerDied,
        Class::EarlyClose,
        Class::Panic,
        Class::Timeout,
        Class::ResourceLimit,
        Class::Crash,
        Class::WrongAnswer,
    ];

    /// The id used in JSON, in mutant headers and as the catalog key `class-<id>`.
    pub fn id(self) -> &'static str {
        match self {
            Class::NotDone => "not-done",
            Class::CompileError => "compile-error",
            Class::ForbiddenApi => "forbidden-api",
            Class::LostItem => "lost-item",
            Class::DuplicateItem => "duplicate-item",
            Class::CapacityExceeded => "capacity-exceeded",
            Class::Deadlock => "deadlock",
            Class::NoRecheck => "no-recheck",
            Class::BusyWait => "busy-wait",
            Class::WrongOutput => "wrong-output",
            Class::OutOfOrder => "out-of-order",
            Class::NotConcurrent => "not-concurrent",
            Class::TooManyThreads => "too-many-threads",
            Class::WorkerDied => "worker-died",
            Class::EarlyClose => "early-close",
            Class::Panic => "panic",
            Class::Timeout => "timeout",
            Class::ResourceLimit => "resource-limit",
            Class::Crash => "crash",
            Class::WrongAnswer => "wrong-answer",
        }
    }

    pub fn from_id(id: &str) -> Option<Class> {
        Class::ALL.into_iter().find(|c| c.id() == id)
    }
}

impl std::fmt::Display for Class {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}
