//! Hostile: the submission replaces the hidden checks with a program that passes
//! everything. The grader uses the course's own checks: this file is ignored.

fn main() {
    println!(r#"{{"secret":"","check":"fifo","passed":true,"schedules":1,"failure":null}}"#);
}
