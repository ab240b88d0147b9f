//! The student's terminal: how wide it is, text wrapped to it, and a pager for long texts.

pub mod markdown;

use std::io::{IsTerminal, Write};
use std::process::{Command, Stdio};

/// The terminal's width; `COLUMNS` or 120 when not on a terminal.
pub fn width() -> usize {
    if std::io::stdout().is_terminal()
        && let Ok((cols, _)) = crossterm::terminal::size()
    {
        return cols as usize;
    }
    std::env::var("COLUMNS")
        .ok()
        .and_then(|c| c.parse().ok())
        .unwrap_or(120)
}

/// `text` wrapped at word boundaries to the terminal's width; lines after the first are
/// indented by `indent` spaces (so a hint's text stays beside its "Hint 1 of 4:").
pub fn wrap(text: &str, first_column: usize, indent: usize) -> String {
    let width = width().saturating_sub(1).max(40);
    // The first line shares its row with a label `first_column` wide: indent it as far,
    // then take that indent off again.
    let first = " ".repeat(first_column);
    let rest = " ".repeat(indent);
    let options = textwrap::Options::new(width)
        .initial_indent(&first)
        .subsequent_indent(&rest)
        .break_words(false);
    let filled = textwrap::fill(text, options);
    filled.strip_prefix(first.as_str()).unwrap_or(&filled).to_string()
}

/// Shows `text` through `$PAGER` (else `less -R`) on a terminal, so a long lesson can be
/// read and left with `q`; prints it when stdout is not a terminal or no pager starts.
pub fn page(text: &str) {
    if !std::io::stdout().is_terminal() {
        print!("{text}");
        return;
    }
    let pager = std::env::var("PAGER")
        .ok()
        .filter(|p| !p.trim().is_empty())
        .unwrap_or_else(|| "less -R".to_string());
    let mut words = pager.split_whitespace();
    let Some(program) = words.next() else {
        print!("{text}");
        return;
    };
    let child = Command::new(program)
        .args(words)
        // less: keep colours; leave the text on the screen only while it is shown.
        .env("LESS", std::env::var("LESS").unwrap_or_else(|_| "R".to_string()))
        .stdin(Stdio::piped())
        .spawn();
    let Ok(mut child) = child else {
        print!("{text}");
        return;
    };
    if let Some(mut stdin) = child.stdin.take() {
        // A pager quit before the end closes the pipe: not an error.
        let _ = stdin.write_all(text.as_bytes());
    }
    let _ = child.wait();
}

#[cfg(test)]
mod tests {
    use super::wrap;

    #[test]
    fn wraps_at_words_and_indents_the_following_lines() {
        // Not a terminal under `cargo test`: the width is COLUMNS or 120.
        let text = "Чакай в цикъл while: когато се събудиш, някой друг може да е бил по-бърз. ".repeat(3);
        let wrapped = wrap(text.trim(), 18, 2);
        let lines: Vec<&str> = wrapped.lines().collect();
        assert!(lines.len() > 1, "{wrapped}");
        assert!(lines[0].starts_with("Чакай"), "{wrapped}");
        assert!(
            lines[1..].iter().all(|l| l.starts_with("  ") && !l.starts_with("   ")),
            "{wrapped}"
        );
        // No word is broken: every word of the text is whole in the result.
        for word in text.split_whitespace() {
            assert!(wrapped.split_whitespace().any(|w| w == word), "{word} in {wrapped}");
        }
        assert_eq!(wrap("", 18, 2), "");
    }
}
