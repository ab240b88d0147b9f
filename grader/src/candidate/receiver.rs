//! Which lock or condvar a place in the candidate's code names: the expression a method
//! was called on there (`self.readers` in `self.readers.lock()`). A report gives places
//! (file, line and column of the call, as the compiler put them), never names, so that
//! what names a lock is the code the student wrote, not anything the program printed.

use std::collections::HashMap;
use syn::visit::{self, Visit};

/// The longest expression said as a name: longer ones are said by their line alone.
const LONGEST: usize = 40;

/// The receiver of the method call whose name begins at each of `places` (line and
/// column, both from 1, the column in characters, as `std::panic::Location` counts them)
/// in `source`, on one line, without spaces: `self.readers` for
/// `self\n    .readers\n    .lock()`. The file is parsed once for all of them, through
/// [`nesting::read`](super::forbidden::nesting::read) as every parse of a candidate's text
/// is: a file nested deep enough to overflow syn names nothing.
pub fn receivers_at(source: &str, places: &[(u32, u32)]) -> Vec<Option<String>> {
    super::forbidden::nesting::read(source, |source| receivers_read(source, places))
        .unwrap_or_else(|_| vec![None; places.len()])
}

type Span = (proc_macro2::LineColumn, proc_macro2::LineColumn);

fn receivers_read(source: &str, places: &[(u32, u32)]) -> Vec<Option<String>> {
    struct Finder<'p> {
        wanted: &'p [(u32, u32)],
        found: HashMap<(u32, u32), Span>,
    }
    impl<'ast> Visit<'ast> for Finder<'_> {
        fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
            let start = call.method.span().start();
            let at = (start.line as u32, start.column as u32 + 1);
            if self.wanted.contains(&at) {
                let span = syn::spanned::Spanned::span(&*call.receiver);
                self.found.insert(at, (span.start(), span.end()));
            }
            visit::visit_expr_method_call(self, call);
        }
    }
    let Ok(file) = syn::parse_file(source) else {
        return vec![None; places.len()];
    };
    let mut finder = Finder {
        wanted: places,
        found: HashMap::new(),
    };
    finder.visit_file(&file);
    places
        .iter()
        .map(|at| {
            let &(start, end) = finder.found.get(at)?;
            let text = slice(source, start, end)?;
            let code: String = text.split_whitespace().collect();
            (!code.is_empty() && code.chars().count() <= LONGEST && !code.chars().any(char::is_control)).then_some(code)
        })
        .collect()
}

/// The text of `source` from `start` to `end` (lines from 1, columns in characters from 0).
fn slice(source: &str, start: proc_macro2::LineColumn, end: proc_macro2::LineColumn) -> Option<String> {
    let lines: Vec<&str> = source.lines().collect();
    let mut out = String::new();
    for line in start.line..=end.line {
        let text = lines.get(line.checked_sub(1)?)?;
        let from = if line == start.line { start.column } else { 0 };
        let to = if line == end.line {
            end.column
        } else {
            text.chars().count()
        };
        out.extend(text.chars().skip(from).take(to.saturating_sub(from)));
        out.push('\n');
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const CODE: &str = "impl L {\n    fn f(&self) {\n        let mut r = self.readers.lock().unwrap();\n        self\n            .writer_may\n            .notify_one();\n        let g = (self.pair.0).lock();\n        println!(\"{}\", x.lock());\n    }\n}\n";

    fn receiver_at(source: &str, line: u32, column: u32) -> Option<String> {
        receivers_at(source, &[(line, column)]).remove(0)
    }

    #[test]
    fn the_receiver_of_a_call_is_read_at_the_place_of_its_method() {
        assert_eq!(receiver_at(CODE, 3, 34).as_deref(), Some("self.readers"));
        assert_eq!(receiver_at(CODE, 6, 14).as_deref(), Some("self.writer_may"));
        assert_eq!(receiver_at(CODE, 7, 31).as_deref(), Some("(self.pair.0)"));
    }

    #[test]
    fn a_place_with_no_call_of_the_code_names_nothing() {
        // The column of `self`, not of the method; a call inside a macro's tokens; no line.
        assert_eq!(receiver_at(CODE, 3, 21), None);
        assert_eq!(receiver_at(CODE, 8, 28), None);
        assert_eq!(receiver_at(CODE, 99, 1), None);
        assert_eq!(receiver_at("fn (", 1, 1), None);
    }

    #[test]
    fn many_places_are_read_in_one_parse_in_their_order() {
        let got = receivers_at(CODE, &[(6, 14), (99, 1), (3, 34)]);
        assert_eq!(
            got,
            [
                Some("self.writer_may".to_string()),
                None,
                Some("self.readers".to_string())
            ]
        );
    }

    #[test]
    fn a_file_nested_too_deep_for_syn_names_nothing_and_does_not_overflow() {
        // Below the scan's limit, a type of 480 references overflows syn on a small stack
        // (a red team's, 2026-12-07: it aborted the grader as a failure was named).
        let deep = format!("const D: Option<{}u8> = None;\n{CODE}", "&".repeat(480));
        let got = std::thread::Builder::new()
            .stack_size(256 * 1024)
            .spawn(move || receivers_at(&deep, &[(4, 34)]))
            .unwrap()
            .join()
            .unwrap();
        assert_eq!(got, [Some("self.readers".to_string())]);
    }
}
