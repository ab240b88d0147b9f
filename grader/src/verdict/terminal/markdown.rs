//! The lessons' and the quizzes' Markdown for a terminal: headings, emphasis, `code`,
//! lists, code blocks, quotes and tables, in colour and wrapped to its width.
//!
//! pulldown-cmark parses; the drawing is here. The crate that drew them before (termimad)
//! brought twelve crates into every student's first build (crossbeam, lazy-regex and two
//! crates of proc macros among them) for the two commands that show a lesson or a quiz;
//! pulldown-cmark without its defaults brings two (docs/benchmarks.md, fifth session).

use colored::{ColoredString, Colorize};
use pulldown_cmark::{Alignment, Event, HeadingLevel, Options, Parser, Tag, TagEnd};

/// `markdown` drawn for a terminal `width` columns wide, in colour (callers ask only
/// where colour is shown; elsewhere the Markdown reads well as it is).
pub fn render(markdown: &str, width: usize) -> String {
    let mut drawing = Drawing::new(width.max(20));
    let options = Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH;
    for event in Parser::new_ext(markdown, options) {
        drawing.event(event);
    }
    drawing.finish()
}

/// The styles of the inline text being read: each word is styled alone, so that no style
/// runs across a line break (a pager shows every line by itself).
#[derive(Clone, Copy, Default)]
struct Inline {
    strong: bool,
    emphasis: bool,
    strike: bool,
    heading: Option<HeadingLevel>,
}

/// A list being drawn: its next number (None for bullets).
struct List {
    next: Option<u64>,
}

/// A table being read: its rows of drawn cells, the header first.
#[derive(Default)]
struct Table {
    alignments: Vec<Alignment>,
    rows: Vec<Vec<String>>,
}

struct Drawing {
    width: usize,
    out: String,
    /// The paragraph, heading or cell being read, styled word by word.
    line: String,
    inline: Inline,
    lists: Vec<List>,
    /// What the next line of the current list item starts with: its marker once, then
    /// as many spaces.
    marker: Option<String>,
    quotes: usize,
    code: Option<String>,
    table: Option<Table>,
    link: Option<String>,
}

impl Drawing {
    fn new(width: usize) -> Drawing {
        Drawing {
            width,
            out: String::new(),
            line: String::new(),
            inline: Inline::default(),
            lists: Vec::new(),
            marker: None,
            quotes: 0,
            code: None,
            table: None,
            link: None,
        }
    }

    fn event(&mut self, event: Event) {
        match event {
            Event::Start(tag) => self.start(tag),
            Event::End(tag) => self.end(tag),
            Event::Text(text) => match &mut self.code {
                Some(code) => code.push_str(&text),
                None => self.words(&text),
            },
            Event::Code(code) => {
                let shown = code.replace(' ', "\u{a0}");
                self.push_styled(shown.cyan());
            }
            Event::SoftBreak => self.line.push(' '),
            Event::HardBreak => self.line.push('\n'),
            Event::Rule => {
                self.block_gap();
                let rule = "─".repeat(self.width.min(40));
                self.out.push_str(&format!("{}{}\n", self.indent(), rule.dimmed()));
            }
            Event::Html(html) | Event::InlineHtml(html) => self.words(&html),
            Event::FootnoteReference(_) | Event::TaskListMarker(_) | Event::InlineMath(_) | Event::DisplayMath(_) => {}
        }
    }

    fn start(&mut self, tag: Tag) {
        match tag {
            Tag::Paragraph => {}
            Tag::Heading { level, .. } => {
                self.block_gap();
                self.inline.heading = Some(level);
            }
            Tag::BlockQuote(_) => {
                self.flush();
                self.block_gap();
                self.quotes += 1;
            }
            Tag::CodeBlock(_) => {
                self.flush();
                self.block_gap();
                self.code = Some(String::new());
            }
            Tag::List(start) => {
                self.flush();
                if self.lists.is_empty() {
                    self.block_gap();
                }
                self.lists.push(List { next: start });
            }
            Tag::Item => {
                self.flush();
                let marker = match self.lists.last_mut().and_then(|l| l.next.as_mut()) {
                    Some(n) => {
                        *n += 1;
                        format!("{}. ", *n - 1)
                    }
                    None => "• ".to_string(),
                };
                self.marker = Some(marker);
            }
            Tag::Table(alignments) => {
                self.flush();
                self.block_gap();
                self.table = Some(Table {
                    alignments,
                    rows: Vec::new(),
                });
            }
            Tag::TableHead | Tag::TableRow => {
                if let Some(table) = &mut self.table {
                    table.rows.push(Vec::new());
                }
            }
            Tag::TableCell => self.line.clear(),
            Tag::Emphasis => self.inline.emphasis = true,
            Tag::Strong => self.inline.strong = true,
            Tag::Strikethrough => self.inline.strike = true,
            Tag::Link { dest_url, .. } => self.link = Some(dest_url.to_string()),
            Tag::Image { .. }
            | Tag::HtmlBlock
            | Tag::FootnoteDefinition(_)
            | Tag::DefinitionList
            | Tag::DefinitionListTitle
            | Tag::DefinitionListDefinition
            | Tag::MetadataBlock(_)
            | Tag::Superscript
            | Tag::Subscript => {}
        }
    }

    fn end(&mut self, tag: TagEnd) {
        match tag {
            TagEnd::Paragraph => self.flush(),
            TagEnd::Heading(_) => {
                self.flush();
                self.inline.heading = None;
            }
            TagEnd::BlockQuote(_) => {
                self.flush();
                self.quotes -= 1;
            }
            TagEnd::CodeBlock => {
                let code = self.code.take().unwrap_or_default();
                let indent = self.indent();
                for line in code.trim_end_matches('\n').lines() {
                    self.out.push_str(&format!("{indent}    {}\n", line.green()));
                }
            }
            TagEnd::List(_) => {
                self.flush();
                self.lists.pop();
            }
            TagEnd::Item => self.flush(),
            TagEnd::TableCell => {
                let cell = std::mem::take(&mut self.line);
                if let Some(row) = self.table.as_mut().and_then(|t| t.rows.last_mut()) {
                    row.push(cell.trim().to_string());
                }
            }
            TagEnd::Table => {
                if let Some(table) = self.table.take() {
                    let indent = self.indent();
                    for line in table.draw() {
                        self.out.push_str(&format!("{indent}{line}\n"));
                    }
                }
            }
            TagEnd::Emphasis => self.inline.emphasis = false,
            TagEnd::Strong => self.inline.strong = false,
            TagEnd::Strikethrough => self.inline.strike = false,
            TagEnd::Link => {
                if let Some(url) = self.link.take()
                    && !self.line.ends_with(&url)
                {
                    self.push_styled(format!("({url})").dimmed());
                }
            }
            _ => {}
        }
    }

    /// Plain text of a paragraph, styled word by word as the open tags say.
    fn words(&mut self, text: &str) {
        for (i, word) in text.split(' ').enumerate() {
            if i > 0 {
                self.line.push(' ');
            }
            if !word.is_empty() {
                let styled = self.style(word);
                self.line.push_str(&styled.to_string());
            }
        }
    }

    fn push_styled(&mut self, styled: ColoredString) {
        let styled = if self.inline.strong || self.inline.heading.is_some() {
            styled.bold()
        } else {
            styled
        };
        self.line.push_str(&styled.to_string());
    }

    fn style(&self, word: &str) -> ColoredString {
        let mut styled = word.normal();
        if self.inline.strong {
            styled = styled.bold();
        }
        if self.inline.emphasis {
            styled = styled.italic();
        }
        if self.inline.strike {
            styled = styled.strikethrough();
        }
        match self.inline.heading {
            Some(HeadingLevel::H1) => styled.bold().underline(),
            Some(HeadingLevel::H2) => styled.bold().blue(),
            Some(_) => styled.bold(),
            None => styled,
        }
    }

    /// What every line inside the open quotes starts with.
    fn indent(&self) -> String {
        let bar = "│ ".dimmed().to_string();
        bar.repeat(self.quotes)
    }

    /// The indent of the list items around the current one: as wide as their markers.
    fn list_indent(&self) -> String {
        " ".repeat(self.lists.len().saturating_sub(1) * 3)
    }

    /// One empty line between blocks, none at the very start.
    fn block_gap(&mut self) {
        if !self.out.is_empty() && !self.out.ends_with("\n\n") && self.lists.is_empty() {
            self.out.push('\n');
        }
    }

    /// The paragraph (or list item's text) read so far, wrapped to the width.
    fn flush(&mut self) {
        if self.table.is_some() {
            return;
        }
        let text = std::mem::take(&mut self.line);
        let text = text.trim();
        if text.is_empty() {
            return;
        }
        let quote = self.indent();
        let nested = self.list_indent();
        let (first, rest) = match self.marker.take() {
            Some(marker) => {
                let rest = " ".repeat(marker.chars().count());
                (format!("{quote}{nested}{marker}"), format!("{quote}{nested}{rest}"))
            }
            None if !self.lists.is_empty() => {
                let rest = format!("{quote}{nested}   ");
                (rest.clone(), rest)
            }
            None => (quote.clone(), quote),
        };
        if self.lists.is_empty() {
            self.block_gap();
        }
        for (n, part) in text.split('\n').enumerate() {
            let options = textwrap::Options::new(self.width)
                .initial_indent(if n == 0 { &first } else { &rest })
                .subsequent_indent(&rest)
                .break_words(false);
            self.out.push_str(&textwrap::fill(part.trim(), options));
            self.out.push('\n');
        }
    }

    fn finish(mut self) -> String {
        self.flush();
        self.out
    }
}

impl Table {
    /// The table's lines: its cells padded to each column's widest, the header in bold
    /// and ruled off.
    fn draw(&self) -> Vec<String> {
        let columns = self.rows.iter().map(Vec::len).max().unwrap_or(0);
        let width = |cell: &str| textwrap::core::display_width(cell);
        let widths: Vec<usize> = (0..columns)
            .map(|c| {
                self.rows
                    .iter()
                    .filter_map(|row| row.get(c))
                    .map(|cell| width(cell))
                    .max()
                    .unwrap_or(0)
            })
            .collect();
        let bar = " │ ".dimmed().to_string();
        let mut lines = Vec::new();
        for (r, row) in self.rows.iter().enumerate() {
            let cells: Vec<String> = (0..columns)
                .map(|c| {
                    let cell = row.get(c).map_or("", String::as_str);
                    let pad = " ".repeat(widths[c] - width(cell));
                    let cell = if r == 0 {
                        cell.bold().to_string()
                    } else {
                        cell.to_string()
                    };
                    match self.alignments.get(c) {
                        Some(Alignment::Right) => format!("{pad}{cell}"),
                        _ => format!("{cell}{pad}"),
                    }
                })
                .collect();
            lines.push(cells.join(&bar).trim_end().to_string());
            if r == 0 {
                let rule: Vec<String> = widths.iter().map(|w| "─".repeat(*w)).collect();
                lines.push(rule.join("─┼─").dimmed().to_string());
            }
        }
        lines
    }
}

#[cfg(test)]
mod tests {
    use super::render;

    /// The text as a person reads it: without the escape sequences of its colours.
    fn seen(text: &str) -> String {
        let mut out = String::new();
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            if c == '\x1b' {
                for c in chars.by_ref() {
                    if c.is_ascii_alphabetic() {
                        break;
                    }
                }
            } else {
                out.push(c);
            }
        }
        out
    }

    fn drawn(markdown: &str, width: usize) -> String {
        colored::control::set_override(true);
        seen(&render(markdown, width))
    }

    #[test]
    fn headings_paragraphs_and_emphasis_lose_their_marks() {
        let text = drawn(
            "# Producer and consumer\n\nA **bounded** queue, `put` and *take*.\n",
            80,
        );
        assert_eq!(text, "Producer and consumer\n\nA bounded queue, put and take.\n");
        // The styles are there, as escape sequences.
        colored::control::set_override(true);
        let raw = render("A **bounded** queue, `put`.", 80);
        assert!(raw.contains("\x1b[1mbounded\x1b[0m"), "{raw:?}");
    }

    #[test]
    fn paragraphs_wrap_at_words_to_the_width() {
        let text = drawn(&"Чакай в цикъл while, не с if. ".repeat(6), 40);
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines.len() > 2, "{text}");
        assert!(lines.iter().all(|l| l.chars().count() <= 40), "{text}");
        for word in "Чакай в цикъл while, не с if.".split(' ') {
            assert!(text.split_whitespace().any(|w| w == word), "{word} in {text}");
        }
    }

    #[test]
    fn lists_are_marked_and_their_lines_hang() {
        let text = drawn(
            "Steps:\n\n1. first step of a long list that wraps\n2. second\n\n- one\n- two\n",
            30,
        );
        assert_eq!(
            text,
            "Steps:\n\n1. first step of a long list\n   that wraps\n2. second\n\n• one\n• two\n"
        );
    }

    #[test]
    fn code_blocks_keep_their_lines_and_indent() {
        let text = drawn("Before.\n\n```rust\nlet x = 1;\n    nested();\n```\n\nAfter.\n", 20);
        assert_eq!(text, "Before.\n\n    let x = 1;\n        nested();\n\nAfter.\n");
    }

    #[test]
    fn tables_line_up_their_columns() {
        let text = drawn(
            "| work | waits |\n|---|---|\n| thumbnails | 0 ms |\n| e-mails | 90 ms |\n",
            80,
        );
        assert_eq!(
            text,
            "work       │ waits\n───────────┼──────\nthumbnails │ 0 ms\ne-mails    │ 90 ms\n"
        );
    }

    #[test]
    fn quotes_carry_their_bar_on_every_line() {
        let text = drawn("> a quoted line that is long enough to wrap\n", 24);
        assert!(text.lines().count() > 1, "{text}");
        assert!(text.lines().all(|l| l.starts_with("│ ")), "{text}");
    }
}
