//! Student-derived text made safe to show: no control characters (escape sequences that
//! repaint a terminal with a green ✓, carriage returns that overwrite a line) and no
//! bidirectional overrides, in every output format. Newlines and tabs stay.

use crate::verdict::ExerciseVerdict;
use grader_report::channel::Failure;

/// Whether `c` may stay in text shown to a person.
fn shown(c: char) -> bool {
    c == '\n' || c == '\t' || !(c.is_control() || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'))
}

/// `text` without the characters that are not [`shown`].
pub fn text(text: &str) -> String {
    text.chars().filter(|&c| shown(c)).collect()
}

fn in_place(value: &mut String) {
    if !value.chars().all(shown) {
        *value = text(value);
    }
}

/// Every text of a check process's report that its code could have written.
pub fn failure(failure: &mut Failure) {
    for value in failure.finding.args.values_mut().chain(failure.label.args.values_mut()) {
        in_place(value);
    }
    if let Some(panic) = failure.panic.as_mut() {
        in_place(&mut panic.message);
        if let Some(thread) = panic.thread.as_mut() {
            in_place(thread);
        }
    }
    for stuck in &mut failure.stuck {
        in_place(&mut stuck.thread);
        if let Some(call) = stuck.call.as_mut() {
            in_place(call);
        }
    }
    for event in &mut failure.events {
        in_place(&mut event.thread);
        in_place(&mut event.what);
        if let Some(result) = event.result.as_mut() {
            in_place(result);
        }
    }
}

/// Every text of a verdict: what the formats (text, JSON, JUnit, Gradescope) print.
pub fn verdict(verdict: &mut ExerciseVerdict) {
    if let Some(message) = verdict.message.as_mut() {
        in_place(message);
    }
    for check in &mut verdict.checks {
        for value in check
            .message
            .iter_mut()
            .chain(check.scenario.iter_mut())
            .chain(check.diff.iter_mut())
            .chain(check.replay.iter_mut())
            .chain(check.stuck.iter_mut())
            .chain(check.explanation.iter_mut())
        {
            in_place(value);
        }
        for row in &mut check.timeline {
            in_place(&mut row.thread);
            in_place(&mut row.text);
        }
        if let Some(failure) = check.failure.as_mut() {
            self::failure(failure);
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn escapes_and_carriage_returns_go_newlines_stay() {
        assert_eq!(
            super::text("a\u{1b}[32m✓ 10 of 10\rb\n\tc\u{202e}d\u{7}"),
            "a[32m✓ 10 of 10b\n\tcd"
        );
    }
}
