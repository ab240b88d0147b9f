//! Hostile: a build script would run on the grading machine with the grader's rights.
//! It must never run: the test checks that the marker file it writes does not appear.

fn main() {
    std::fs::write("MARKER_PATH", "the submission's build.rs ran").expect("marker written");
    println!("cargo:rustc-cfg=graded_by_build_script");
}
