//! Where in the candidate's file a compile error is, when its whole text cannot be shown.
//!
//! A compiler message whose notes show code the student may not see (a crate of the
//! registry's, the hidden checks) is told by its first line alone. That line names no
//! place: rustc puts it in the message's own span, or only in a note ("required because
//! it's used within this closure"). This finds it there, in cargo's JSON message, so that
//! the student still learns which line of theirs it is.

use cargo_metadata::diagnostic::{Diagnostic, DiagnosticSpan};

/// `message`'s first line, and under it the place in the candidate's file it points at
/// (`candidate` tells that file by the name the compiler gives it, `shown` is the name the
/// student knows), with that line of the candidate's code, as rustc would show it.
pub(super) fn first_line_and_place(message: &Diagnostic, candidate: &dyn Fn(&str) -> bool, shown: &str) -> String {
    let Some(span) = place(message, candidate) else {
        return message.message.clone();
    };
    let number = span.line_start.to_string();
    let margin = " ".repeat(number.len());
    let mut text = format!(
        "{}\n{margin}--> {shown}:{}:{}",
        message.message, span.line_start, span.column_start
    );
    if let Some(line) = span.text.first() {
        text.push_str(&format!("\n{margin} |\n{number} | {}", line.text.trim_end()));
    }
    text
}

/// The message's first span in the candidate's file: its primary spans first, then its
/// others, then its notes' in their order; a span in a macro counts where it was called.
fn place<'a>(message: &'a Diagnostic, candidate: &dyn Fn(&str) -> bool) -> Option<&'a DiagnosticSpan> {
    let (primary, others): (Vec<&DiagnosticSpan>, Vec<&DiagnosticSpan>) =
        message.spans.iter().partition(|s| s.is_primary);
    primary
        .into_iter()
        .chain(others)
        .find_map(|span| in_file(span, candidate))
        .or_else(|| message.children.iter().find_map(|child| place(child, candidate)))
}

/// `span` if it is in the candidate's file, else the call there of the macro it was
/// expanded from.
fn in_file<'a>(span: &'a DiagnosticSpan, candidate: &dyn Fn(&str) -> bool) -> Option<&'a DiagnosticSpan> {
    if candidate(&span.file_name) {
        return Some(span);
    }
    span.expansion.as_ref().and_then(|e| in_file(&e.span, candidate))
}

#[cfg(test)]
mod tests {
    use super::*;

    const COPY: &str = "/course/target/grader/copies/07-chain-1/lib.rs";

    /// rustc's message for scoped join handles moved into a thread when conveyor's were not
    /// `Send`: its notes pass through shuttle's source, in the registry.
    fn not_sync() -> Diagnostic {
        serde_json::from_str(include_str!("fixtures/not_sync_through_a_registry_crate.json")).unwrap()
    }

    #[test]
    fn the_first_line_is_told_with_the_place_in_the_candidate_s_file() {
        let text = first_line_and_place(&not_sync(), &|f| f == COPY, "exercises/07-chain/src/lib.rs");
        let expected = [
            "`(dyn Any + Send + 'static)` cannot be shared between threads safely",
            "  --> exercises/07-chain/src/lib.rs:30:17",
            "   |",
            "30 |         s.spawn(move || {",
        ];
        assert_eq!(text, expected.join("\n"));
    }

    #[test]
    fn a_place_only_a_note_names_is_found_there() {
        let mut message = not_sync();
        message.spans.clear();
        let text = first_line_and_place(&message, &|f| f == COPY, "lib.rs");
        // The note "required because it's used within this closure".
        assert!(text.contains("--> lib.rs:30:17"), "{text}");
    }

    #[test]
    fn without_a_place_in_the_candidate_s_file_the_first_line_alone() {
        let mut message = not_sync();
        message.spans.clear();
        let text = first_line_and_place(&message, &|_| false, "lib.rs");
        assert_eq!(text, message.message);
    }
}
