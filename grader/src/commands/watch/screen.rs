//! What the watch prints: lines below one another, never wiped, each verdict capped in
//! lines and line length, and the progress bar of the running check.

use crate::course::i18n::Catalog;
use colored::Colorize;
use grader_report::args;
use std::io::Write;
use std::time::Duration;

/// At most this many characters of one line of a verdict are shown.
const LINE_CAP: usize = 400;

/// Where the watch writes: line by line, never clearing anything.
pub(super) struct Screen {
    /// On a terminal in raw mode, where a line ends with "\r\n".
    interactive: bool,
    pub(super) width: usize,
    rows: usize,
}

impl Screen {
    pub(super) fn new(interactive: bool) -> Screen {
        let (width, rows) = match crossterm::terminal::size() {
            Ok((w, h)) if interactive => (w as usize, h as usize),
            _ => (80, 0),
        };
        Screen {
            interactive,
            width: width.clamp(20, 120),
            rows,
        }
    }

    pub(super) fn print(&self, text: &str) {
        let text = if self.interactive {
            text.replace("\r\n", "\n").replace('\n', "\r\n")
        } else {
            text.to_string()
        };
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(text.as_bytes());
        let _ = out.flush();
    }

    pub(super) fn line(&self, text: &str) {
        self.print(&format!("{text}\n"));
    }

    /// Runs `f`, which prints with plain newlines, outside raw mode.
    pub(super) fn cooked<R>(&self, f: impl FnOnce() -> R) -> R {
        if !self.interactive {
            return f();
        }
        let _ = crossterm::terminal::disable_raw_mode();
        let result = f();
        let _ = std::io::stdout().flush();
        let _ = crossterm::terminal::enable_raw_mode();
        result
    }

    /// Lines of one verdict: what fits on the terminal, at least 20; 200 off a terminal.
    pub(super) fn max_lines(&self) -> usize {
        if self.rows == 0 {
            200
        } else {
            self.rows.saturating_sub(6).max(20)
        }
    }

    pub(super) fn bar(&self, checks: u64) -> indicatif::ProgressBar {
        if !self.interactive {
            return indicatif::ProgressBar::hidden();
        }
        let bar = indicatif::ProgressBar::new(checks);
        let style = indicatif::ProgressStyle::with_template("{spinner} [{bar:24}] {pos}/{len} {wide_msg}")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar())
            .progress_chars("=> ");
        bar.set_style(style);
        bar.enable_steady_tick(Duration::from_millis(120));
        bar
    }
}

/// At most `max` lines of at most [`LINE_CAP`] characters; the summary at the end is kept.
pub(super) fn cap(text: &str, max: usize, id: &str, c: &Catalog) -> String {
    let cut_line = |line: &str| -> String {
        if line.chars().count() <= LINE_CAP {
            return line.to_string();
        }
        let mut cut: String = line.chars().take(LINE_CAP).collect();
        if colored::control::SHOULD_COLORIZE.should_colorize() {
            cut.push_str("\x1b[0m");
        }
        cut.push('…');
        cut
    };
    let lines: Vec<&str> = text.lines().collect();
    let max = max.max(8);
    let mut out = Vec::new();
    if lines.len() <= max {
        out.extend(lines.iter().map(|l| cut_line(l)));
    } else {
        let tail = 2;
        let head = max - tail - 1;
        out.extend(lines[..head].iter().map(|l| cut_line(l)));
        let more = lines.len() - head - tail;
        let note = c.get("watch-more-lines", &args!("count" => more, "id" => id));
        out.push(format!("  {}", note.dimmed()));
        out.extend(lines[lines.len() - tail..].iter().map(|l| cut_line(l)));
    }
    let mut joined = out.join("\n");
    joined.push('\n');
    joined
}

/// "── exercise-1 · bounded-queue · after a save ─────", one column short of the width
/// (a line that fills the last column makes some terminals add an empty one).
pub(super) fn rule(title: &str, width: usize) -> String {
    let fill = width.saturating_sub(title.chars().count() + 5).max(3);
    format!("── {title} {}", "─".repeat(fill))
}
