//! What grades a template on its platform, written by `grader dist --platform`: a GitHub
//! Actions workflow, a GitLab CI file, or Classroom 50's autograder.py and runtime block
//! (which go into the classroom's config repository, not into the template).
//!
//! Each grades the student's repository as a submission with the course checked out at
//! the pinned commit, never with the copy of the grader a student could change; none
//! needs a secret. Each runs as written when run by hand in a shell: `GRADER_COURSE` (a
//! checkout of the course) and `GRADER_BIN` (a grader built from it) skip the checkout and
//! the build, which is how the course's tests run them (grader/tests/it/platforms.rs).

use super::request::{Platform, Request};
use super::write_file::write_file;
use crate::course::manifest::Course;
use crate::file_error::FileError;
use std::path::Path;

/// The template's files for the platform; how many were written.
pub fn write_template(course: &Course, request: &Request, out: &Path) -> Result<usize, FileError> {
    match request.platform {
        Platform::Classroom50 => Ok(0),
        Platform::GithubActions => {
            write_file(&out.join(".github/workflows/grade.yml"), &github(course, request))?;
            Ok(1)
        }
        Platform::Gitlab => {
            write_file(&out.join(".gitlab-ci.yml"), &gitlab(course, request))?;
            Ok(1)
        }
    }
}

/// The configuration beside the template (Classroom 50's); how many files were written.
pub fn write_config(course: &Course, request: &Request, dir: &Path) -> Result<usize, FileError> {
    write_file(&dir.join("autograder.py"), &classroom50_autograder(course, request))?;
    write_file(&dir.join("runtime.json"), CLASSROOM50_RUNTIME)?;
    write_file(&dir.join("README.md"), &classroom50_readme(request))?;
    Ok(3)
}

fn points(course: &Course) -> u32 {
    crate::candidate::submission::graded_exercises(course)
        .iter()
        .map(|(_, e)| e.points)
        .sum()
}

/// Plain GitHub Actions: on every push, the course at the pinned commit grades this
/// repository; the summary goes to the job summary, failures become annotations on
/// `lib.rs`, the JUnit report an artifact.
fn github(course: &Course, request: &Request) -> String {
    format!(
        r#"# Made by `grader dist --platform github-actions`: grades this repository on every push
# with the course {repository} at {reference} ({exercises} exercises, {points} points),
# never with the copy of the grader in this repository. No secret is needed.
# By hand (or in a test): GRADER_BIN, a grader built from the course, skips the build.
name: Grade
on: [push, workflow_dispatch]
permissions:
  contents: read
env:
  COURSE: {repository}
  COURSE_REF: {reference}
jobs:
  grade:
    runs-on: ubuntu-latest
    timeout-minutes: 60
    steps:
      - name: This repository, as a submission
        uses: actions/checkout@v4
        with:
          path: submission
      - name: The course at the pinned commit, never this repository's copy
        uses: actions/checkout@v4
        with:
          repository: ${{{{ env.COURSE }}}}
          ref: ${{{{ env.COURSE_REF }}}}
          path: course
          # A private course: a token that may read it.
          # token: ${{{{ secrets.COURSE_TOKEN }}}}
      - name: Build the grader
        working-directory: course
        run: |
          if [ -z "${{GRADER_BIN:-}}" ]; then
            rustup update --no-self-update stable
            cargo build --release --locked -p grader
          fi
      - name: Grade
        working-directory: course
        run: |
          "${{GRADER_BIN:-target/release/grader}}" --color never grade "$GITHUB_WORKSPACE/submission" --format github
      - name: The JUnit report
        if: always()
        uses: actions/upload-artifact@v4
        with:
          name: grader-junit
          path: submission/grader-junit.xml
"#,
        repository = request.course,
        reference = request.reference,
        exercises = crate::candidate::submission::graded_exercises(course).len(),
        points = points(course),
    )
}

/// GitLab CI: the same, the report in the job log and the JUnit report where GitLab shows
/// it (`artifacts:reports:junit`). The course is cloned over HTTPS from `COURSE_URL`.
fn gitlab(course: &Course, request: &Request) -> String {
    format!(
        r#"# Made by `grader dist --platform gitlab`: grades this repository on every push with the
# course {repository} at {reference} ({exercises} exercises, {points} points), never with
# the copy of the grader in this repository. No secret is needed (a private course: put a
# deploy token into COURSE_URL as a masked CI/CD variable).
# By hand (or in a test): GRADER_COURSE, a checkout of the course, skips the clone, and
# GRADER_BIN, a grader built from it, the build.
grade:
  image: rust:latest
  variables:
    COURSE_URL: https://gitlab.com/{repository}.git
    COURSE_REF: {reference}
  script:
    - COURSE_DIR="${{GRADER_COURSE:-${{TMPDIR:-/tmp}}/grader-course}}"
    - if [ -z "${{GRADER_COURSE:-}}" ]; then git init -q "$COURSE_DIR" && git -C "$COURSE_DIR" fetch -q --depth 1 "$COURSE_URL" "$COURSE_REF" && git -C "$COURSE_DIR" checkout -q FETCH_HEAD; fi
    - if [ -z "${{GRADER_BIN:-}}" ]; then (cd "$COURSE_DIR" && cargo build --release --locked -p grader); fi
    - cd "$COURSE_DIR" && "${{GRADER_BIN:-$COURSE_DIR/target/release/grader}}" --color never grade "$CI_PROJECT_DIR" --format gitlab
  artifacts:
    when: always
    paths:
      - grader-junit.xml
    reports:
      junit: grader-junit.xml
"#,
        repository = request.course,
        reference = request.reference,
        exercises = crate::candidate::submission::graded_exercises(course).len(),
        points = points(course),
    )
}

/// Classroom 50's runtime block for the assignment: a Rust toolchain on the runner.
const CLASSROOM50_RUNTIME: &str = "{\n  \"runs-on\": \"ubuntu-latest\",\n  \"rust\": \"stable\"\n}\n";

/// The assignment's autograder.py: the runner calls it in the student's checkout with its
/// variables set; it builds the course's grader at the pinned commit and lets it write
/// `./result.json` and `./release-body.md`. Exit 0 when it graded (the points are in
/// result.json), non-zero when it could not (the runner records an error, not 0 points).
fn classroom50_autograder(course: &Course, request: &Request) -> String {
    format!(
        r#"#!/usr/bin/env python3
"""Classroom 50 autograder, made by `grader dist --platform classroom50`.

Grades the student's checkout (the current folder) with the course {repository} at
{reference} ({exercises} exercises, {points} points), never with the copy of the grader in
the student's repository, and writes ./result.json (classroom50/result/v1) and
./release-body.md there. The runner's variables (CLASSROOM, ASSIGNMENT, SUBMISSION_TAG,
COMMIT_URL, RELEASE_URL, ...) are read by the grader; a missing one is an error naming it.

By hand (or in a test): GRADER_COURSE, a checkout of the course, skips the clone, and
GRADER_BIN, a grader built from it, the build.
"""

import os
import pathlib
import subprocess
import sys
import tempfile

COURSE = "{repository}"
COURSE_REF = "{reference}"


def run(*command, cwd=None):
    print("+", " ".join(str(c) for c in command), flush=True)
    return subprocess.run([str(c) for c in command], cwd=cwd, check=False).returncode


def course_checkout():
    given = os.environ.get("GRADER_COURSE")
    if given:
        return pathlib.Path(given).resolve()
    base = os.environ.get("RUNNER_TEMP") or tempfile.mkdtemp(prefix="grader-")
    course = pathlib.Path(base) / "grader-course"
    server = os.environ.get("GITHUB_SERVER_URL", "https://github.com").rstrip("/")
    if not (course / "Cargo.toml").is_file():
        for step in (
            ("git", "init", "-q", course),
            ("git", "-C", course, "fetch", "-q", "--depth", "1", f"{{server}}/{{COURSE}}.git", COURSE_REF),
            ("git", "-C", course, "checkout", "-q", "FETCH_HEAD"),
        ):
            if run(*step) != 0:
                sys.exit("::error::the course could not be checked out")
    return course


def main():
    checkout = pathlib.Path.cwd()
    course = course_checkout()
    grader = os.environ.get("GRADER_BIN")
    if not grader:
        if run("cargo", "build", "--release", "--locked", "-p", "grader", cwd=course) != 0:
            sys.exit("::error::the grader could not be built")
        grader = course / "target" / "release" / "grader"
    code = run(grader, "--color", "never", "grade", checkout, "--format", "classroom50", cwd=course)
    # 0: every exercise passes, 1: one fails; both are a grade, in result.json.
    if code in (0, 1) and (checkout / "result.json").is_file():
        return 0
    print("::error::the submission could not be graded (see the log above)", file=sys.stderr)
    return code or 2


if __name__ == "__main__":
    sys.exit(main())
"#,
        repository = request.course,
        reference = request.reference,
        exercises = crate::candidate::submission::graded_exercises(course).len(),
        points = points(course),
    )
}

fn classroom50_readme(request: &Request) -> String {
    format!(
        "# Classroom 50: the assignment's grading\n\n\
         Made by `grader dist --platform classroom50` for the course {repository} at {reference}.\n\n\
         - `autograder.py` goes into your config repository as\n  `<classroom>/autograders/<assignment>/autograder.py`.\n\
         - `runtime.json` is the assignment's runtime block:\n  `gh teacher assignment add … --runtime runtime.json`.\n\n\
         The step by step, from `gh teacher assignment add` to a first graded push:\n\
         docs/classroom50.md of the course.\n",
        repository = request.course,
        reference = request.reference,
    )
}
