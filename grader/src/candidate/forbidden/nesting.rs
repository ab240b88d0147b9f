//! How deep a candidate's text nests, measured on its tokens before syn reads it, and the
//! thread syn reads it on: so that no text can crash the grader.
//!
//! syn parses by recursive descent, and its syntax tree is visited and dropped
//! recursively; it has no limit of its own (dtolnay/syn#1876). A few hundred nested
//! brackets, references (`&&&…T`), generics (`Vec<Vec<…>>`), closures or blocks overflow a
//! thread's stack, and a stack overflow aborts the whole process: a class's grading with
//! it. A submission's 1 MiB holds ~500 000 levels. So every text this module's callers
//! parse is first measured here, on tokens that proc_macro2 lexes (and drops) without
//! recursion, refused past [`LIMIT`], and otherwise parsed on a thread whose stack holds
//! syn at that depth ([`STACK`]).
//!
//! The measure bounds every way syn recurses, not only brackets: each level of syn's
//! recursion takes at least one token of the statement it is in, or a bracketed group.
//! A token's depth is the sum, over the groups that hold it (the file is one), of its
//! place in its statement there: the tokens since the last `;` of that group. Where syn is
//! back in a loop over items, statements, fields, arguments or match arms, the count
//! starts again: after a `;`; after a `,` unless a `<` or `|` came since (a comma inside
//! generics or closure parameters continues what is open); after a `{…}` followed by a
//! name, a literal or `#` (a new item, statement, field or arm), unless the name is
//! `else`, `as` or `in`, which continue what the block ended. Honest code stays far below
//! [`LIMIT`]: the course's and the grader's own sources at most 194.

use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};

/// The deepest a text may nest (see the module's measure).
pub const LIMIT: usize = 512;

/// The stack syn gets. `nesting_tests.rs` parses the costliest shapes at [`LIMIT`]: in a
/// debug build they need between 12 and 16 MiB (up to 32 KiB per level of the measure, a
/// reference type `&&&…u8`), an optimised build a tenth of it. Four times that, of which
/// only the pages touched are memory.
const STACK: usize = 64 << 20;

/// Where a text first nests deeper than [`LIMIT`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TooDeep {
    /// From 1, as the compiler counts.
    pub line: usize,
    /// From 1.
    pub column: usize,
    /// The token there, as written: `(` for a group.
    pub found: String,
}

/// `read(source)` on a thread with room for syn at [`LIMIT`], or where `source` nests
/// deeper (then `read` is not called). A text that does not lex is given to `read` as it
/// is: syn fails to lex it too, and says why. Everything syn makes must be used and
/// dropped inside `read`.
pub fn read<R: Send>(source: &str, read: impl FnOnce(&str) -> R + Send) -> Result<R, TooDeep> {
    std::thread::scope(|scope| {
        let thread = std::thread::Builder::new()
            .name("parse".into())
            .stack_size(STACK)
            .spawn_scoped(scope, move || {
                for text in lexed(source) {
                    if let Ok(tokens) = text.parse::<TokenStream>()
                        && let Some(deep) = too_deep(tokens)
                    {
                        return Err(deep);
                    }
                }
                Ok(read(source))
            })
            .expect("a thread to parse on");
        thread.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

/// The texts of `source` that syn may lex: `syn::parse_file` drops a byte-order mark,
/// then a first line that starts with `#!`, and the rest may lex where the whole does not
/// (a `'` on that line opens no literal). The rest begins with the line's end, so that
/// its lines keep their numbers.
fn lexed(source: &str) -> Vec<&str> {
    let text = source.strip_prefix('\u{feff}').unwrap_or(source);
    let mut texts = vec![text];
    if text.starts_with("#!") {
        texts.push(text.find('\n').map_or("", |end| &text[end..]));
    }
    texts
}

/// One group being walked: its tokens left, its own depth, and the statement so far.
struct Level {
    tokens: proc_macro2::token_stream::IntoIter,
    /// The depth of the group itself, in the groups around it.
    base: usize,
    /// Tokens of the statement so far, in this group.
    run: usize,
    /// A `<` or `|` since the statement began: a `,` does not end it.
    open_list: bool,
    /// The token before was a `{…}` group.
    after_block: bool,
}

impl Level {
    fn new(tokens: TokenStream, base: usize) -> Level {
        Level {
            tokens: tokens.into_iter(),
            base,
            run: 0,
            open_list: false,
            after_block: false,
        }
    }

    fn restart(&mut self) {
        self.run = 0;
        self.open_list = false;
    }
}

/// Where `tokens` first nest deeper than [`LIMIT`].
pub fn too_deep(tokens: TokenStream) -> Option<TooDeep> {
    deeper_than(tokens, LIMIT)
}

/// Where `tokens` first nest deeper than `limit`, walked without recursion.
pub(super) fn deeper_than(tokens: TokenStream, limit: usize) -> Option<TooDeep> {
    let mut levels = vec![Level::new(tokens, 0)];
    while let Some(level) = levels.last_mut() {
        let Some(token) = level.tokens.next() else {
            levels.pop();
            continue;
        };
        if level.after_block && starts_anew(&token) {
            level.restart();
        }
        level.after_block = false;
        level.run += 1;
        let depth = level.base + level.run;
        if depth > limit {
            return Some(at(&token));
        }
        match &token {
            TokenTree::Punct(p) if p.as_char() == ';' => level.restart(),
            TokenTree::Punct(p) if p.as_char() == ',' && !level.open_list => level.restart(),
            TokenTree::Punct(p) if matches!(p.as_char(), '<' | '|') => level.open_list = true,
            TokenTree::Group(group) => {
                level.after_block = group.delimiter() == Delimiter::Brace;
                levels.push(Level::new(group.stream(), depth));
            }
            _ => {}
        }
    }
    None
}

/// Whether `token`, after a `{…}`, begins a new item, statement, field or arm.
fn starts_anew(token: &TokenTree) -> bool {
    match token {
        TokenTree::Ident(name) => !(name == "else" || name == "as" || name == "in"),
        TokenTree::Literal(_) => true,
        TokenTree::Punct(p) => p.as_char() == '#',
        TokenTree::Group(_) => false,
    }
}

/// The most characters of the token a refusal quotes.
const FOUND: usize = 40;

fn at(token: &TokenTree) -> TooDeep {
    let span: Span = match token {
        TokenTree::Group(group) => group.span_open(),
        other => other.span(),
    };
    let found = match token {
        TokenTree::Group(group) => match group.delimiter() {
            Delimiter::Parenthesis => "(".to_string(),
            Delimiter::Brace => "{".to_string(),
            Delimiter::Bracket => "[".to_string(),
            Delimiter::None => String::new(),
        },
        // A literal may be a whole string of the file: its start says where.
        other => {
            let text = other.to_string();
            match text.char_indices().nth(FOUND) {
                Some((end, _)) => format!("{}…", &text[..end]),
                None => text,
            }
        }
    };
    let start = span.start();
    TooDeep {
        line: start.line,
        column: start.column + 1,
        found,
    }
}
