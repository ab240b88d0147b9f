//! Student-derived text made safe to show, in every output format: no control characters
//! (escape sequences that repaint a terminal with a green ✓, carriage returns that
//! overwrite a line) and no bidirectional overrides; newlines and tabs stay. And no line a
//! CI runner reads as a command (see [`no_commands`]). A name (a submission's folder, a
//! file in it) is also kept on one line, its control characters shown ([`name`]).

use crate::verdict::ExerciseVerdict;
use grader_report::channel::Failure;

/// Whether `c` may stay in text shown to a person.
fn shown(c: char) -> bool {
    c == '\n' || c == '\t' || !(c.is_control() || bidi(c))
}

/// A bidirectional override or isolate, which would reorder what a person reads.
fn bidi(c: char) -> bool {
    matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// `text` without the characters that are not [`shown`], and without commands to a CI
/// runner.
pub fn text(text: &str) -> String {
    let shown: String = text.chars().filter(|&c| shown(c)).collect();
    no_commands(&shown)
}

/// A name from outside the grader (a submission's folder, a file in it), on one line: a
/// control character is shown as its picture (a newline as ␊, an escape as ␛), a
/// bidirectional override as �, and no command to a CI runner is left in it.
pub fn name(name: &str) -> String {
    let one_line: String = name
        .chars()
        .map(|c| match c {
            '\0'..='\u{1f}' => char::from_u32(0x2400 + c as u32).unwrap_or(char::REPLACEMENT_CHARACTER),
            '\u{7f}' => '\u{2421}',
            c if c.is_control() || bidi(c) => char::REPLACEMENT_CHARACTER,
            c => c,
        })
        .collect();
    no_commands(&one_line)
}

/// A zero-width space: nothing a person sees, and a marker with one inside is no marker.
const BREAK: char = '\u{200b}';

/// `text` with a [`BREAK`] inside every marker of a workflow command, so that GitHub's
/// runner (which reads a job's log line by line, Classroom 50's too) finds none, and a
/// person reads the same text. The runner takes a line for a command where it starts with
/// `::` after blanks (`::add-mask::…`, `::stop-commands::…` that would silence the
/// grader's own `::error` annotations), and in the legacy form where `##[` is anywhere in
/// it (`##[error]…`): in any format written to the log, JSON and JUnit too. The break goes
/// inside each marker, so that even a runner that ignored it would read the command's name
/// as `:add-mask` or `[error`, which none is. `::` is broken wherever a word starts with
/// it, not only at the start of a line, since a text shown on a line of its own may begin
/// anywhere in another. GitLab's log sections need a carriage return and an escape
/// (`section_start:…\r\x1b[0K`), which [`shown`] already takes out.
fn no_commands(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut word_starts = true;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        if c == ':' && word_starts && chars.peek() == Some(&':') {
            out.push(BREAK);
        }
        word_starts = c.is_whitespace();
    }
    out.replace("##[", "#\u{200b}#[")
}

fn in_place(value: &mut String) {
    let clean = text(value);
    if clean != *value {
        *value = clean;
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
    use super::*;

    #[test]
    fn escapes_and_carriage_returns_go_newlines_stay() {
        assert_eq!(
            text("a\u{1b}[32m✓ 10 of 10\rb\n\tc\u{202e}d\u{7}"),
            "a[32m✓ 10 of 10b\n\tcd"
        );
    }

    /// The command each line of `log` is to GitHub's runner, read as it reads them
    /// (actions/runner, `ActionCommand.TryParseV2` and `TryParse`).
    fn commands(log: &str) -> Vec<String> {
        let mut found = Vec::new();
        for line in log.lines() {
            let trimmed = line.trim_start();
            if let Some(rest) = trimmed.strip_prefix("::")
                && let Some(end) = rest.find("::")
            {
                found.push(rest[..end].to_string());
            }
            if let Some(at) = line.find("##[")
                && let Some(end) = line[at..].find(']')
            {
                found.push(line[at + 3..at + end].to_string());
            }
        }
        found
    }

    #[test]
    fn no_line_is_a_workflow_command_and_a_person_reads_the_same() {
        let hostile = "boom\n::add-mask::secret\n  ::notice::indented\n\u{3000}::error title=X::y\n\
                       x ::stop-commands::zz\n##[error]legacy ##[add-mask]one line\n###[error]three";
        assert_eq!(commands(hostile).len(), 5, "the test reads them");
        let cleaned = text(hostile);
        assert_eq!(commands(&cleaned), Vec::<String>::new(), "{cleaned}");
        assert_eq!(cleaned.replace(BREAK, ""), hostile);
        // Once is enough: cleaned again, it stays as it is.
        assert_eq!(text(&cleaned), cleaned);
        // Rust paths mid-word are not touched: they are copied from messages into code.
        assert_eq!(
            text("use conveyor::sync::Mutex; x::y"),
            "use conveyor::sync::Mutex; x::y"
        );
    }

    #[test]
    fn gitlab_sections_need_what_is_taken_out() {
        let cleaned = text("section_start:1700000000:x[collapsed=true]\r\u{1b}[0Kfake");
        assert!(!cleaned.contains('\r') && !cleaned.contains('\u{1b}'), "{cleaned:?}");
    }

    #[test]
    fn a_name_stays_on_one_line_with_its_controls_shown() {
        assert_eq!(name("a\n::stop-commands::zz"), "a␊::stop-commands::zz");
        assert_eq!(name("::stop-commands::zz\n"), ":\u{200b}:stop-commands::zz␊");
        assert_eq!(name("x\r\u{1b}[2J\u{7f}\u{202e}y"), "x␍␛[2J␡\u{fffd}y");
        assert_eq!(name("##[error]f.rs"), "#\u{200b}#[error]f.rs");
        assert_eq!(
            name("exercises/01-bounded-queue/src/lib.rs"),
            "exercises/01-bounded-queue/src/lib.rs"
        );
    }
}
