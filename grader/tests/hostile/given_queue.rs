//! Hostile, the exercise solved by the given code: exercise 1's answer is the queue that
//! conveyor gives the later exercises. Expected: a compile error (in exercise 1's build
//! conveyor has no queue), never a pass.

pub use conveyor::BoundedQueue;
