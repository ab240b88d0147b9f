//! What `grader grade` (and `grader check --all`) print: text for a person, and machine
//! formats. `json` is the grader's own (with points), `junit` is JUnit XML for the test
//! tabs of CI systems; and one submission for a platform (`platform`): `gradescope`
//! (Gradescope's `results.json`), `prairielearn` (PrairieLearn's external grading),
//! `classroom50` (Classroom 50's `result.json`), `github` (plain GitHub Actions) and
//! `gitlab` (GitLab CI).
//!
//! Every format lists the submissions in the order they were given (sorted), and the
//! exercises and checks in the course's order, so that the same class gives the same
//! document on every run, whatever the number of jobs.

pub mod classroom50;
pub mod github;
pub mod gradebook;
pub mod gradescope;
pub mod json;
pub mod junit;
pub mod markdown;
pub mod platform;
pub mod prairielearn;
pub mod text;

use crate::candidate::submission::SubmissionVerdict;
use serde::Serialize;
use std::time::Duration;

/// One shard of a class split across CI runners: the `index`-th of `count` (from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Shard {
    pub index: usize,
    pub count: usize,
}

impl Shard {
    /// Parses `I/N` with 1 ≤ I ≤ N.
    pub fn parse(text: &str) -> Option<Shard> {
        let (i, n) = text.split_once('/')?;
        let (index, count) = (i.trim().parse().ok()?, n.trim().parse().ok()?);
        (1..=count).contains(&index).then_some(Shard { index, count })
    }

    /// The items of this shard: every `count`-th, starting at the `index`-th. Together the
    /// shards 1/n … n/n take each item exactly once, and their sizes differ by one at most.
    pub fn select<T>(&self, items: Vec<T>) -> Vec<T> {
        items
            .into_iter()
            .enumerate()
            .filter(|(i, _)| i % self.count == self.index - 1)
            .map(|(_, item)| item)
            .collect()
    }
}

/// Everything one run graded.
#[derive(Clone, Debug)]
pub struct Graded {
    pub submissions: Vec<SubmissionVerdict>,
    pub shard: Option<Shard>,
    /// Submissions given, before sharding.
    pub given: usize,
    pub jobs: usize,
    pub elapsed: Duration,
}

impl Graded {
    pub fn points(&self) -> u32 {
        self.submissions.iter().map(|s| s.points).sum()
    }

    pub fn max_points(&self) -> u32 {
        self.submissions.iter().map(|s| s.max_points).sum()
    }

    /// 0 when every submission passes, 1 when one fails, 2 when one could not be graded.
    pub fn exit_code(&self) -> i32 {
        self.submissions.iter().map(|s| s.exit_code()).max().unwrap_or(0)
    }
}

/// Seconds with three decimals, as JUnit and people like them.
pub(crate) fn seconds(millis: u64) -> String {
    format!("{}.{:03}", millis / 1000, millis % 1000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_cover_every_item_once() {
        for n in 1..=7 {
            let mut seen: Vec<usize> = (1..=n)
                .flat_map(|i| Shard { index: i, count: n }.select((0..30).collect()))
                .collect();
            seen.sort();
            assert_eq!(seen, (0..30).collect::<Vec<_>>());
        }
        assert_eq!(Shard::parse("2/3"), Some(Shard { index: 2, count: 3 }));
        for bad in ["0/3", "4/3", "3", "a/b", "1/0", ""] {
            assert_eq!(Shard::parse(bad), None, "{bad}");
        }
    }
}
