//! For a `fix` exercise: which lines the student changed against the given program.
//!
//! A fix is meant to be small (the given program has one wrong line), so `check` shows
//! the student exactly what they changed, as numbered lines: a fix that rewrites half
//! the program, or a stray edit far from the bug, is visible at once.

use similar::{ChangeTag, TextDiff};

/// One changed line: removed from the given program (its line number there) or added
/// in the student's file (its line number there).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Change {
    Removed { line: usize, text: String },
    Added { line: usize, text: String },
}

/// The lines that differ between the given program and the student's file, in order.
pub fn changed_lines(given: &str, student: &str) -> Vec<Change> {
    TextDiff::from_lines(given, student)
        .iter_all_changes()
        .filter_map(|c| {
            let text = c.value().trim_end_matches(['\n', '\r']).to_string();
            match c.tag() {
                ChangeTag::Delete => Some(Change::Removed {
                    line: c.old_index()? + 1,
                    text,
                }),
                ChangeTag::Insert => Some(Change::Added {
                    line: c.new_index()? + 1,
                    text,
                }),
                ChangeTag::Equal => None,
            }
        })
        .collect()
}

/// How many lines the student changed: a line edited is one removed and one added, so the
/// larger of the two counts (one edited and one added elsewhere: 1 removed, 2 added, 2).
pub fn lines_changed(changes: &[Change]) -> usize {
    let removed = changes.iter().filter(|c| matches!(c, Change::Removed { .. })).count();
    removed.max(changes.len() - removed)
}

/// The changes as the terminal shows them: `- 12 │ old` and `+ 12 │ new`.
pub fn render(changes: &[Change]) -> Vec<String> {
    changes
        .iter()
        .map(|c| match c {
            Change::Removed { line, text } => format!("- {line:>3} │ {text}"),
            Change::Added { line, text } => format!("+ {line:>3} │ {text}"),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_changed_line_is_one_removal_and_one_addition_with_its_numbers() {
        let given = "fn a() {}\nlet _ = q.try_put(x);\nfn b() {}\n";
        let fixed = "fn a() {}\nq.put(x);\nfn b() {}\n";
        assert_eq!(
            changed_lines(given, fixed),
            vec![
                Change::Removed {
                    line: 2,
                    text: "let _ = q.try_put(x);".into()
                },
                Change::Added {
                    line: 2,
                    text: "q.put(x);".into()
                },
            ]
        );
        assert_eq!(render(&changed_lines(given, fixed))[0], "-   2 │ let _ = q.try_put(x);");
        assert_eq!(lines_changed(&changed_lines(given, fixed)), 1);
        // Two lines edited: two lines.
        assert_eq!(lines_changed(&changed_lines(given, "x\nq.put(x);\nfn b() {}\n")), 2);
    }

    #[test]
    fn an_untouched_file_has_no_changes() {
        assert!(changed_lines("a\nb\n", "a\nb\n").is_empty());
    }

    #[test]
    fn added_lines_are_numbered_in_the_students_file() {
        let changes = changed_lines("a\nc\n", "a\nb\nc\n");
        assert_eq!(
            changes,
            vec![Change::Added {
                line: 2,
                text: "b".into()
            }]
        );
    }
}
