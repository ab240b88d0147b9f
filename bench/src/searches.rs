//! `--searches`: how many schedules each check's search needed to find each mutant named
//! for it, against what the search allows (issue 26: spend the schedules where bugs are).
//! Every mutant of every exercise is graded; the failing check's `found_after` is the
//! position, in the search that found it, of the first failing execution (shrinking not
//! counted). One row per check: the most any of its mutants needed, and the margin (the
//! search's schedules over that). Counts are deterministic (seeded searches): one run is
//! the figure.

use grader::course::i18n::Catalog;
use grader::course::manifest::Course;
use grader::course::workspace::Workspace;
use grader::verdict::CheckStatus;
use std::collections::BTreeMap;

/// A mutant found by the check named for it: by which search, where in it, and how many
/// schedules that search allows.
struct Found {
    mutant: String,
    search: String,
    at: u64,
    allows: u64,
}

impl Found {
    /// The share of its search that finding it took.
    fn share(&self) -> f64 {
        self.at as f64 / self.allows.max(1) as f64
    }
}

pub fn measure(ws: &Workspace, course: &Course, catalog: &Catalog, ids: &[String]) {
    println!("| exercise | check | mutants | most needed (mutant: search, at) | margin |");
    println!("|---|---|---|---|---|");
    for id in ids {
        let (lesson, ex) = course.find(id).expect("a known exercise");
        let mut found: BTreeMap<String, Vec<Found>> = BTreeMap::new();
        for m in &grader::teacher::mutants::load(ws, lesson, ex).list {
            let Some(check) = &m.check else { continue };
            let file = m.write().unwrap_or_else(|e| panic!("{}: {e}", m.name));
            let verdict = super::grade_file(ws, lesson, ex, &file, catalog);
            let Some(failed) = verdict
                .checks
                .iter()
                .find(|c| c.name == *check && c.status == CheckStatus::Fail)
            else {
                println!("<!-- {id} {}: {check} did not fail -->", m.name);
                continue;
            };
            let (Some(at), Some(failure)) = (failed.found_after, &failed.failure) else {
                continue;
            };
            let spec = ex.checks.iter().find(|c| c.name == *check).expect("a named check");
            let allows = ex
                .searches(spec)
                .iter()
                .find(|s| s.to_string() == failure.search)
                .map_or(0, |s| s.iterations() as u64);
            found.entry(check.clone()).or_default().push(Found {
                mutant: m.name.clone(),
                search: failure.search.clone(),
                at,
                allows,
            });
        }
        for (check, all) in found {
            // The first of those that took the largest share of their search.
            let Some(w) = all.iter().reduce(|a, b| if b.share() > a.share() { b } else { a }) else {
                continue;
            };
            // A search that runs once per scenario (a sequential check) has no margin to speak of.
            // An oracle of "in some execution" (tasks side by side) fails only when its whole
            // search showed none: the search is the finding, there is no margin to read.
            let margin = if w.allows <= 1 {
                "one run".into()
            } else if w.at == w.allows {
                "judged over the search".into()
            } else {
                format!("{:.0}×", w.allows as f64 / w.at as f64)
            };
            println!(
                "| {} | `{check}` | {} | {} ({}: {}) | {margin} |",
                ex.number,
                all.len(),
                w.at,
                w.mutant,
                w.search
            );
        }
    }
}
