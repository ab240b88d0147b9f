//! Refuses, before compiling, code that the explorer could not see or that reaches
//! outside the exercise: with file:line and the fix.
//!
//! The source is parsed with `syn`, so comments and strings never trigger a refusal
//! and paths are recognised however they are written (`use std::{sync::Mutex}`,
//! `::std::thread::spawn`, `r#std::process::exit`, a `use std::panic as p;` alias
//! followed by `p::set_hook`, a path inside a macro's tokens).
//!
//! Refused, each with its own reason (a catalog key):
//! - threads and locks the explorer cannot see: `std::sync`, `std::thread`, `core::sync`;
//! - reaching out of the exercise: `std::process` (also `exit`), `std::fs`, `std::env`
//!   (also `env!`), `std::net`, `std::os`, and `conveyor::probe` (the checks' eyes);
//! - taking over panics: `std::panic::set_hook` / `take_hook`;
//! - state per OS thread: `thread_local!` (the explorer's tasks all share one);
//! - reading other files at compile time: `include!`, `include_str!`, `include_bytes!`,
//!   `#[path]`, `mod name;` (a module in another file);
//! - `unsafe` in every form (blocks, functions, impls, attributes such as
//!   `#[unsafe(no_mangle)]`), inline assembly, `extern` blocks and `extern crate`;
//! - an allocator of its own (`#[global_allocator]`): the probe's is the program's one;
//! - what would hide a path from this scan: a glob import of a module that holds a
//!   refused one (`use std::*;`), renaming `std`, and a `macro_rules!` that pastes its
//!   arguments into a path or a macro name (`$krate::process::exit`);
//! - what the public soundness holes of the compiler need: named lifetimes, `for<…>` and
//!   `Sized` (module [`soundness`], token by token);
//! - a text nested deeper than any exercise needs, before it is parsed: syn's recursion
//!   would overflow the stack and abort the grader (module [`nesting`], through which
//!   every parse of a candidate's text goes, here and in `receiver.rs`).

use proc_macro2::{Span, TokenStream, TokenTree};
use std::collections::BTreeMap;
use std::path::Path;
use syn::ext::IdentExt;
use syn::visit::{self, Visit};

pub(super) mod nesting;
#[cfg(test)]
mod nesting_tests;
mod refusal;
mod soundness;
mod soundness_syntax;
#[cfg(test)]
mod soundness_tests;

pub use refusal::Refusal;

/// Where conveyor stands in for std: the prefix as written, and conveyor's.
const REPLACED: &[(&[&str], &[&str])] = &[
    (&["std", "sync"], &["conveyor", "sync"]),
    (&["core", "sync"], &["conveyor", "sync"]),
    (&["alloc", "sync"], &["conveyor", "sync"]),
    (&["std", "thread"], &["conveyor", "thread"]),
    (&["std", "time", "Instant"], &["conveyor", "time", "Instant"]),
];

/// What conveyor has of std's: a replacement is offered only for these, so the line it
/// suggests compiles (the test `conveyor_has_every_replacement` imports each of them).
const CONVEYOR: &[&str] = &[
    "conveyor::sync",
    "conveyor::sync::Arc",
    "conveyor::sync::Condvar",
    "conveyor::sync::LockResult",
    "conveyor::sync::Mutex",
    "conveyor::sync::MutexGuard",
    "conveyor::sync::PoisonError",
    "conveyor::sync::TryLockError",
    "conveyor::sync::TryLockResult",
    "conveyor::sync::WaitTimeoutResult",
    "conveyor::sync::Weak",
    "conveyor::sync::atomic",
    "conveyor::sync::atomic::AtomicBool",
    "conveyor::sync::atomic::AtomicI32",
    "conveyor::sync::atomic::AtomicI64",
    "conveyor::sync::atomic::AtomicIsize",
    "conveyor::sync::atomic::AtomicU32",
    "conveyor::sync::atomic::AtomicU64",
    "conveyor::sync::atomic::AtomicUsize",
    "conveyor::sync::atomic::Ordering",
    "conveyor::sync::atomic::compiler_fence",
    "conveyor::sync::mpsc",
    "conveyor::sync::mpsc::IntoIter",
    "conveyor::sync::mpsc::Iter",
    "conveyor::sync::mpsc::Receiver",
    "conveyor::sync::mpsc::RecvError",
    "conveyor::sync::mpsc::RecvTimeoutError",
    "conveyor::sync::mpsc::SendError",
    "conveyor::sync::mpsc::Sender",
    "conveyor::sync::mpsc::SyncSender",
    "conveyor::sync::mpsc::TryIter",
    "conveyor::sync::mpsc::TryRecvError",
    "conveyor::sync::mpsc::TrySendError",
    "conveyor::sync::mpsc::channel",
    "conveyor::sync::mpsc::sync_channel",
    "conveyor::thread",
    "conveyor::thread::Builder",
    "conveyor::thread::JoinHandle",
    "conveyor::thread::Result",
    "conveyor::thread::Scope",
    "conveyor::thread::ScopedJoinHandle",
    "conveyor::thread::Thread",
    "conveyor::thread::current",
    "conveyor::thread::panicking",
    "conveyor::thread::scope",
    "conveyor::thread::sleep",
    "conveyor::thread::spawn",
    "conveyor::thread::yield_now",
    "conveyor::time::Instant",
];

/// Modules of conveyor a glob may open.
const CONVEYOR_MODULES: &[&str] = &[
    "conveyor::sync",
    "conveyor::sync::atomic",
    "conveyor::sync::mpsc",
    "conveyor::thread",
];

/// One name a `use` brings in: its path as written, a rename, or `*`.
#[derive(Clone)]
struct Leaf {
    path: Vec<String>,
    rename: Option<String>,
    glob: bool,
}

fn leaves(prefix: &mut Vec<String>, tree: &syn::UseTree, out: &mut Vec<Leaf>) {
    match tree {
        syn::UseTree::Path(p) => {
            prefix.push(name(&p.ident));
            leaves(prefix, &p.tree, out);
            prefix.pop();
        }
        syn::UseTree::Name(n) => {
            let mut path = prefix.clone();
            if name(&n.ident) != "self" {
                path.push(name(&n.ident));
            }
            out.push(Leaf {
                path,
                rename: None,
                glob: false,
            });
        }
        syn::UseTree::Rename(r) => {
            let mut path = prefix.clone();
            if name(&r.ident) != "self" {
                path.push(name(&r.ident));
            }
            out.push(Leaf {
                path,
                rename: Some(name(&r.rename)),
                glob: false,
            });
        }
        syn::UseTree::Glob(_) => out.push(Leaf {
            path: prefix.clone(),
            rename: None,
            glob: true,
        }),
        syn::UseTree::Group(g) => {
            for tree in &g.items {
                leaves(prefix, tree, out);
            }
        }
    }
}

/// A `use` tree as code, one space after each comma: `std::sync::{Condvar, Mutex}`.
fn written(tree: &syn::UseTree) -> String {
    match tree {
        syn::UseTree::Path(p) => format!("{}::{}", p.ident, written(&p.tree)),
        syn::UseTree::Name(n) => n.ident.to_string(),
        syn::UseTree::Rename(r) => format!("{} as {}", r.ident, r.rename),
        syn::UseTree::Glob(_) => "*".into(),
        syn::UseTree::Group(g) => {
            let items: Vec<String> = g.items.iter().map(written).collect();
            format!("{{{}}}", items.join(", "))
        }
    }
}

/// The leaf moved to conveyor when conveyor has it; itself when nothing std's is refused
/// in it; `None` when it is refused and conveyor has no stand-in.
/// What to import from conveyor in place of std's `path` (`std::thread` →
/// `conveyor::thread`), where conveyor has it: for the compiler's own suggestions, which
/// know nothing of conveyor.
pub fn conveyor_instead(path: &str) -> Option<String> {
    let leaf = Leaf {
        path: path.split("::").map(str::to_string).collect(),
        rename: None,
        glob: false,
    };
    let moved = replaced(&leaf)?;
    (moved.path != leaf.path).then(|| moved.path.join("::"))
}

fn replaced(leaf: &Leaf) -> Option<Leaf> {
    let Some((from, to)) = REPLACED
        .iter()
        .find(|(from, _)| leaf.path.len() >= from.len() && leaf.path.iter().zip(from.iter()).all(|(a, b)| a == b))
    else {
        let refused = PATHS.iter().any(|(prefix, _)| {
            let full = leaf.path.join("::");
            full == *prefix
                || full.starts_with(&format!("{prefix}::"))
                || (leaf.glob && prefix.starts_with(&format!("{full}::")))
        });
        return if refused { None } else { Some(leaf.clone()) };
    };
    let path: Vec<String> = to
        .iter()
        .map(|s| s.to_string())
        .chain(leaf.path[from.len()..].iter().cloned())
        .collect();
    let full = path.join("::");
    let known = if leaf.glob {
        CONVEYOR_MODULES.contains(&full.as_str())
    } else {
        CONVEYOR.contains(&full.as_str())
    };
    known.then(|| Leaf { path, ..leaf.clone() })
}

/// `use` items for `leaves`, one per crate: `use conveyor::sync::{Condvar, Mutex};`.
fn use_items(visibility: &str, leaves: &[Leaf]) -> String {
    let mut crates: Vec<&str> = Vec::new();
    for leaf in leaves {
        if !crates.contains(&leaf.path[0].as_str()) {
            crates.push(&leaf.path[0]);
        }
    }
    let items: Vec<String> = crates
        .iter()
        .map(|krate| {
            let these: Vec<&Leaf> = leaves.iter().filter(|l| l.path[0] == *krate).collect();
            // The longest prefix every name is inside of (a glob is inside its own path).
            let module = |l: &Leaf| if l.glob { l.path.len() } else { l.path.len() - 1 };
            let mut common = these.iter().map(|l| module(l)).min().unwrap_or(0);
            while common > 0 && these.iter().any(|l| l.path[..common] != these[0].path[..common]) {
                common -= 1;
            }
            let item = |l: &Leaf, from: usize| {
                let mut text = l.path[from..].join("::");
                if l.glob {
                    text = if text.is_empty() {
                        "*".into()
                    } else {
                        format!("{text}::*")
                    };
                } else if text.is_empty() {
                    text = "self".into();
                }
                if let Some(rename) = &l.rename {
                    text = format!("{text} as {rename}");
                }
                text
            };
            let body = if these.len() == 1 {
                item(these[0], 0)
            } else {
                let inner: Vec<String> = these.iter().map(|l| item(l, common)).collect();
                format!("{}::{{{}}}", these[0].path[..common].join("::"), inner.join(", "))
            };
            format!("{visibility}use {body};")
        })
        .collect();
    items.join(" ")
}

/// Path prefixes the exercises must not use, and why.
const PATHS: &[(&str, &str)] = &[
    ("std::sync", "forbidden-std-sync"),
    ("std::thread", "forbidden-std-thread"),
    // std's clock is real time: under the explorer time is conveyor's virtual clock.
    ("std::time::Instant", "forbidden-std-instant"),
    ("core::sync", "forbidden-std-sync"),
    ("alloc::sync", "forbidden-std-sync"),
    ("std::process", "forbidden-process"),
    ("std::fs", "forbidden-fs"),
    ("std::env", "forbidden-env"),
    ("core::env", "forbidden-env"),
    ("std::option_env", "forbidden-env"),
    ("core::option_env", "forbidden-env"),
    ("std::net", "forbidden-net"),
    ("std::os", "forbidden-os"),
    ("std::panic::set_hook", "forbidden-panic-hook"),
    ("std::panic::take_hook", "forbidden-panic-hook"),
    ("std::panic::update_hook", "forbidden-panic-hook"),
    ("std::include", "forbidden-include"),
    ("std::include_str", "forbidden-include"),
    ("std::include_bytes", "forbidden-include"),
    ("core::include", "forbidden-include"),
    ("core::include_str", "forbidden-include"),
    ("core::include_bytes", "forbidden-include"),
    ("std::arch", "forbidden-asm"),
    ("core::arch", "forbidden-asm"),
    ("conveyor::probe", "forbidden-probe"),
];

/// Macros refused by their plain name (they are in every module's prelude).
const MACROS: &[(&str, &str)] = &[
    ("include", "forbidden-include"),
    ("include_str", "forbidden-include"),
    ("include_bytes", "forbidden-include"),
    ("env", "forbidden-env"),
    ("option_env", "forbidden-env"),
    ("asm", "forbidden-asm"),
    ("global_asm", "forbidden-asm"),
    ("naked_asm", "forbidden-asm"),
    ("thread_local", "forbidden-thread-local"),
];

/// Attributes that only make sense with `unsafe`, or that link to outside code.
const UNSAFE_ATTRIBUTES: &[&str] = &[
    "unsafe",
    "no_mangle",
    "export_name",
    "link_section",
    "link",
    "link_name",
    "used",
];

/// The crates whose paths this scan follows.
const ROOTS: &[&str] = &["std", "core", "alloc", "conveyor"];
/// The standard library's crates: renaming one would hide what it is used for.
const STD: &[&str] = &["std", "core", "alloc"];

/// Whether the scan runs: not when `GRADER_SCAN=off`, which the hostile tests use to show
/// that the compiler and the OS boundary hold without it (docs/security.md).
pub fn enabled() -> bool {
    std::env::var("GRADER_SCAN").map_or(true, |v| v != "off")
}

/// A source that does not parse as a Rust file: syn's error (the compiler will say more).
#[derive(Debug)]
pub struct ParseError(pub syn::Error);

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for ParseError {}

/// Why a file was not scanned.
#[derive(Debug)]
pub enum ScanFileError {
    /// It could not be read (the system's words, without the path the caller has).
    Unreadable(std::io::Error),
    Parse(ParseError),
}

impl std::fmt::Display for ScanFileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ScanFileError::Unreadable(e) => e.fmt(f),
            ScanFileError::Parse(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ScanFileError {
    // Each text is its inner error's own, so each cause is the inner error's cause.
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ScanFileError::Unreadable(e) => e.source(),
            ScanFileError::Parse(e) => e.source(),
        }
    }
}

/// Reads and checks one file. `Err` when it cannot be read or does not parse.
pub fn scan_file(path: &Path) -> Result<Vec<Refusal>, ScanFileError> {
    let source = std::fs::read_to_string(path).map_err(ScanFileError::Unreadable)?;
    scan(&source).map_err(ScanFileError::Parse)
}

/// Checks one file's text. `Err` when it does not parse (the compiler will say more). A
/// text nested deeper than any exercise needs is refused without being parsed.
pub fn scan(source: &str) -> Result<Vec<Refusal>, ParseError> {
    nesting::read(source, scan_read).unwrap_or_else(|deep| {
        Ok(vec![Refusal {
            line: deep.line,
            column: deep.column,
            found: deep.found,
            reason: "forbidden-too-deep",
            replacement: None,
        }])
    })
}

/// [`scan`] of a text [`nesting`] let through, on its thread.
fn scan_read(source: &str) -> Result<Vec<Refusal>, ParseError> {
    let file = syn::parse_file(source).map_err(ParseError)?;
    let mut aliases = Aliases::default();
    aliases.visit_file(&file);
    let mut scanner = Scanner {
        found: Vec::new(),
        aliases: aliases.resolved(),
        through_alias: Vec::new(),
        replaced_names: Vec::new(),
    };
    scanner.visit_file(&file);
    soundness_syntax::scan(&file, &mut scanner.found);
    // The file parsed as syntax, so it is also a token stream.
    if let Ok(tokens) = source.parse::<TokenStream>() {
        soundness::scan(tokens, &mut scanner.found);
    }
    // A name brought in by a `use` refused with its line to write is fixed by that line:
    // its uses (`Mutex::new`) are not blamed one by one.
    let Scanner {
        found,
        through_alias,
        replaced_names,
        ..
    } = &mut scanner;
    found.retain(|r| {
        !through_alias
            .iter()
            .any(|(line, column, alias)| (*line, *column) == (r.line, r.column) && replaced_names.contains(alias))
    });
    scanner.found.sort_by_key(|r| (r.line, r.column));
    scanner.found.dedup_by_key(|r| r.line);
    Ok(scanner.found)
}

/// Where `source` calls `todo!` or `unimplemented!` (also inside other macros' tokens):
/// line and column from 1, as a panic there reports its place. A panic anywhere else is
/// the student's own, whatever its text says. None in a text nested too deep to read.
pub fn not_done_sites(source: &str) -> Vec<grader_report::channel::Site> {
    nesting::read(source, not_done_read).unwrap_or_default()
}

fn not_done_read(source: &str) -> Vec<grader_report::channel::Site> {
    fn walk(tokens: proc_macro2::TokenStream, out: &mut Vec<grader_report::channel::Site>) {
        let mut last: Option<proc_macro2::Ident> = None;
        for token in tokens {
            match token {
                proc_macro2::TokenTree::Punct(p) if p.as_char() == '!' => {
                    if let Some(ident) = last.take().filter(|i| i == "todo" || i == "unimplemented") {
                        let start = ident.span().start();
                        out.push(grader_report::channel::Site {
                            line: start.line as u32,
                            column: start.column as u32 + 1,
                        });
                    }
                }
                proc_macro2::TokenTree::Ident(i) => last = Some(i),
                proc_macro2::TokenTree::Group(g) => {
                    last = None;
                    walk(g.stream(), out);
                }
                _ => last = None,
            }
        }
    }
    let mut out = Vec::new();
    if let Ok(tokens) = source.parse::<proc_macro2::TokenStream>() {
        walk(tokens, &mut out);
    }
    out
}

/// The name of the innermost function whose body holds `line` (from 1), if any.
pub fn function_at(source: &str, line: usize) -> Option<String> {
    nesting::read(source, |source| function_at_read(source, line)).ok()?
}

fn function_at_read(source: &str, line: usize) -> Option<String> {
    struct Finder {
        line: usize,
        found: Option<String>,
    }
    impl Finder {
        fn consider(&mut self, ident: &proc_macro2::Ident, block: &syn::Block) {
            let (start, end) = (
                block.brace_token.span.open().start().line,
                block.brace_token.span.close().end().line,
            );
            if (start..=end).contains(&self.line) {
                self.found = Some(name(ident));
            }
        }
    }
    impl<'ast> Visit<'ast> for Finder {
        fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
            self.consider(&f.sig.ident, &f.block);
            visit::visit_item_fn(self, f);
        }
        fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
            self.consider(&f.sig.ident, &f.block);
            visit::visit_impl_item_fn(self, f);
        }
        fn visit_trait_item_fn(&mut self, f: &'ast syn::TraitItemFn) {
            if let Some(block) = &f.default {
                self.consider(&f.sig.ident, block);
            }
            visit::visit_trait_item_fn(self, f);
        }
    }
    let file = syn::parse_file(source).ok()?;
    let mut finder = Finder { line, found: None };
    finder.visit_file(&file);
    finder.found
}

/// The line (from 1) of the first function called `name` (free, in an impl or a trait),
/// found in the syntax tree: a comment or a string that names it is not a declaration.
pub fn function_line(source: &str, name_wanted: &str) -> Option<usize> {
    nesting::read(source, |source| function_line_read(source, name_wanted)).ok()?
}

fn function_line_read(source: &str, name_wanted: &str) -> Option<usize> {
    struct Finder<'a> {
        name: &'a str,
        found: Option<usize>,
    }
    impl Finder<'_> {
        fn consider(&mut self, sig: &syn::Signature) {
            if self.found.is_none() && name(&sig.ident) == self.name {
                self.found = Some(sig.fn_token.span.start().line);
            }
        }
    }
    impl<'ast> Visit<'ast> for Finder<'_> {
        fn visit_signature(&mut self, sig: &'ast syn::Signature) {
            self.consider(sig);
            visit::visit_signature(self, sig);
        }
    }
    let file = syn::parse_file(source).ok()?;
    let mut finder = Finder {
        name: name_wanted,
        found: None,
    };
    finder.visit_file(&file);
    finder.found
}

/// An identifier as written, without a raw prefix: `r#std` is `std`.
fn name(ident: &proc_macro2::Ident) -> String {
    ident.unraw().to_string()
}

/// Every name a `use` brings in from std, core, alloc or conveyor, with its full path:
/// `use std::panic as p;` makes `p` mean `std::panic`.
#[derive(Default)]
struct Aliases {
    raw: Vec<(String, Vec<String>)>,
}

impl Aliases {
    fn tree(&mut self, prefix: &mut Vec<String>, tree: &syn::UseTree) {
        match tree {
            syn::UseTree::Path(p) => {
                prefix.push(name(&p.ident));
                self.tree(prefix, &p.tree);
                prefix.pop();
            }
            syn::UseTree::Name(n) => {
                let ident = name(&n.ident);
                let mut path = prefix.clone();
                if ident != "self" {
                    path.push(ident.clone());
                }
                let local = if ident == "self" {
                    prefix.last().cloned().unwrap_or_default()
                } else {
                    ident
                };
                self.raw.push((local, path));
            }
            syn::UseTree::Rename(r) => {
                let ident = name(&r.ident);
                let mut path = prefix.clone();
                if ident != "self" {
                    path.push(ident);
                }
                self.raw.push((name(&r.rename), path));
            }
            syn::UseTree::Glob(_) => {}
            syn::UseTree::Group(g) => {
                for tree in &g.items {
                    self.tree(prefix, tree);
                }
            }
        }
    }

    /// Aliases whose path leads into one of [`ROOTS`], followed through other aliases
    /// (`use std::panic; use panic as q;`) and through `self::` / `super::` / `crate::`.
    fn resolved(&self) -> BTreeMap<String, Vec<String>> {
        let mut known: BTreeMap<String, Vec<String>> = BTreeMap::new();
        loop {
            let mut changed = false;
            for (local, path) in &self.raw {
                let full = expand(path, &known);
                if full.first().is_some_and(|root| ROOTS.contains(&root.as_str()))
                    && full.len() > 1
                    && known.get(local) != Some(&full)
                    && !known.contains_key(local)
                {
                    known.insert(local.clone(), full);
                    changed = true;
                }
            }
            if !changed {
                return known;
            }
        }
    }
}

impl<'ast> Visit<'ast> for Aliases {
    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        self.tree(&mut Vec::new(), &item.tree);
    }
}

/// A path with its first segment replaced by what an alias stands for, and with leading
/// `self` / `super` / `crate` dropped (a module may re-import what its parent imported).
fn expand(segments: &[String], aliases: &BTreeMap<String, Vec<String>>) -> Vec<String> {
    let skip = segments
        .iter()
        .take_while(|s| matches!(s.as_str(), "self" | "super" | "crate"))
        .count();
    let rest = &segments[skip..];
    match rest.first().and_then(|first| aliases.get(first)) {
        Some(full) if !ROOTS.contains(&rest[0].as_str()) => full.iter().chain(&rest[1..]).cloned().collect(),
        _ => rest.to_vec(),
    }
}

struct Scanner {
    found: Vec<Refusal>,
    aliases: BTreeMap<String, Vec<String>>,
    /// Refusals of a path that was refused for what its first segment's alias stands for:
    /// line, column and the alias.
    through_alias: Vec<(usize, usize, String)>,
    /// The names the `use` items refused with a replacement bring in.
    replaced_names: Vec<String>,
}

impl Scanner {
    fn refuse(&mut self, span: Span, found: String, reason: &'static str) {
        self.found.push(Refusal::at(span, found, reason));
    }

    /// Checks one path as written: refused when it, or what its alias stands for,
    /// starts with a refused prefix.
    fn check(&mut self, segments: &[String], span: Span) {
        let written = segments.join("::");
        // As written, with its first segment's alias, and from any later segment that is an
        // alias (`m::panic::set_hook` where module m re-exports std::panic).
        let mut candidates = vec![expand(segments, &self.aliases)];
        // conveyor's own modules (`conveyor::sync`) are the course's, not a student's module
        // re-exporting std: a `use std::sync;` elsewhere must not make them look refused.
        let in_conveyor = segments.first().is_some_and(|s| s == "conveyor");
        for (k, segment) in segments.iter().enumerate().skip(1).filter(|_| !in_conveyor) {
            if let Some(full) = self.aliases.get(segment) {
                candidates.push(full.iter().chain(&segments[k + 1..]).cloned().collect());
            }
        }
        for full in candidates {
            let full = full.join("::");
            for (prefix, reason) in PATHS {
                if full == *prefix || full.starts_with(&format!("{prefix}::")) {
                    let found = if written == full {
                        full
                    } else {
                        format!("{written} ({full})")
                    };
                    let start = span.start();
                    let first = &segments[segments
                        .iter()
                        .take_while(|s| matches!(s.as_str(), "self" | "super" | "crate"))
                        .count()
                        .min(segments.len() - 1)];
                    if self.aliases.contains_key(first) {
                        self.through_alias.push((start.line, start.column + 1, first.clone()));
                    }
                    self.refuse(span, found, reason);
                    return;
                }
            }
        }
    }

    /// `use PATH::*` where PATH holds something refused: the names it brings in could
    /// no longer be told apart from the student's own.
    fn check_glob(&mut self, segments: &[String], span: Span) {
        let full = expand(segments, &self.aliases).join("::");
        let opens = PATHS
            .iter()
            .any(|(prefix, _)| full == *prefix || prefix.starts_with(&format!("{full}::")));
        if opens {
            self.refuse(span, format!("{full}::*"), "forbidden-glob");
        }
    }

    /// Walks a `use` tree, checking each full path it imports.
    fn use_tree(&mut self, prefix: &mut Vec<String>, tree: &syn::UseTree) {
        match tree {
            syn::UseTree::Path(p) => {
                prefix.push(name(&p.ident));
                self.check(prefix, p.ident.span());
                self.use_tree(prefix, &p.tree);
                prefix.pop();
            }
            syn::UseTree::Name(n) => {
                // `pub use std;` in a module: `m::std::process` would hide what it is. So
                // would `pub use std::{self};`, which names std the same way.
                let ident = name(&n.ident);
                if prefix.is_empty() && STD.contains(&ident.as_str()) {
                    self.refuse(n.ident.span(), format!("use {ident}"), "forbidden-std-rename");
                } else if ident == "self" && prefix.len() == 1 && STD.contains(&prefix[0].as_str()) {
                    let found = format!("use {}::{{self}}", prefix[0]);
                    self.refuse(n.ident.span(), found, "forbidden-std-rename");
                }
                prefix.push(ident);
                self.check(prefix, n.ident.span());
                prefix.pop();
            }
            syn::UseTree::Rename(r) => {
                let ident = name(&r.ident);
                // `use std as s;` / `use std::{self as s};` would hide what s:: is used for.
                let renamed = if ident == "self" {
                    prefix.clone()
                } else {
                    let mut p = prefix.clone();
                    p.push(ident.clone());
                    p
                };
                if renamed.len() == 1 && STD.contains(&renamed[0].as_str()) {
                    self.refuse(
                        r.ident.span(),
                        format!("{} as {}", renamed[0], r.rename),
                        "forbidden-std-rename",
                    );
                }
                self.check(&renamed, r.ident.span());
            }
            syn::UseTree::Glob(g) => {
                self.check_glob(prefix, g.star_token.spans[0]);
            }
            syn::UseTree::Group(g) => {
                for tree in &g.items {
                    self.use_tree(prefix, tree);
                }
            }
        }
    }

    /// Attributes: `#[path]`, and the ones that need `unsafe` or link to outside code,
    /// also when wrapped in `#[cfg_attr(…)]`.
    fn attribute(&mut self, meta: &syn::Meta) {
        let path = meta.path();
        let Some(last) = path.segments.last() else {
            return;
        };
        let attr = name(&last.ident);
        let span = last.ident.span();
        if attr == "path" && path.segments.len() == 1 {
            self.refuse(span, "#[path]".into(), "forbidden-path-attribute");
        } else if attr == "global_allocator" && path.segments.len() == 1 {
            // Safe to write, but the probe's allocator (the memory limit's) is the check
            // program's one: the link would fail with words about the checks, not this line.
            self.refuse(span, "#[global_allocator]".into(), "forbidden-global-allocator");
        } else if UNSAFE_ATTRIBUTES.contains(&attr.as_str()) && path.segments.len() == 1 {
            self.refuse(span, format!("#[{attr}]"), "forbidden-unsafe");
        } else if attr == "cfg_attr"
            && let syn::Meta::List(list) = meta
            && let Ok(inner) =
                list.parse_args_with(syn::punctuated::Punctuated::<syn::Meta, syn::Token![,]>::parse_terminated)
        {
            for meta in inner.iter().skip(1) {
                self.attribute(meta);
            }
        }
    }

    /// Paths inside a macro's tokens (`std :: process :: exit`), refused macro names,
    /// and metavariables pasted into paths or macro names. Group by group: a path never
    /// spans a bracket, and a macro call is a name, `!` and a bracketed group.
    fn tokens(&mut self, stream: TokenStream) {
        let tokens: Vec<TokenTree> = stream.into_iter().collect();
        let punct = |i: usize, c: char| matches!(tokens.get(i), Some(TokenTree::Punct(p)) if p.as_char() == c);
        let ident = |i: usize| match tokens.get(i) {
            Some(TokenTree::Ident(id)) => Some(id),
            _ => None,
        };
        let call = |i: usize| punct(i, '!') && matches!(tokens.get(i + 1), Some(TokenTree::Group(_)));
        for (i, token) in tokens.iter().enumerate() {
            if let TokenTree::Group(group) = token {
                self.tokens(group.stream());
                continue;
            }
            // `$x ::`, `:: $x` and `$x!(…)`: a macro_rules! body building a path from its input.
            if punct(i, '$')
                && let Some(var) = ident(i + 1)
                && name(var) != "crate"
            {
                let before = i >= 2 && punct(i - 1, ':') && punct(i - 2, ':');
                let after = (punct(i + 2, ':') && punct(i + 3, ':')) || call(i + 2);
                if before || after {
                    self.refuse(token.span(), format!("${}", name(var)), "forbidden-macro-path");
                }
            }
            let TokenTree::Ident(first) = token else { continue };
            // Only where a path starts: not in the middle of `a::b`, nor a metavariable.
            if (i >= 2 && punct(i - 1, ':') && punct(i - 2, ':')) || (i >= 1 && punct(i - 1, '$')) {
                continue;
            }
            let mut segments = vec![name(first)];
            let mut j = i + 1;
            while punct(j, ':') && punct(j + 1, ':') {
                let Some(next) = ident(j + 2) else { break };
                segments.push(name(next));
                j += 3;
            }
            if call(j) {
                self.check_macro_name(&segments, first.span());
            }
            if segments.len() > 1 {
                self.check(&segments, first.span());
            }
        }
    }

    /// A refused macro by its last name, however it is reached (`std::prelude::v1::include!`).
    fn check_macro_name(&mut self, segments: &[String], span: Span) {
        if let Some(last) = segments.last()
            && let Some((_, reason)) = MACROS.iter().find(|(m, _)| m == last)
        {
            self.refuse(span, format!("{}!", segments.join("::")), reason);
        }
    }
}

impl<'ast> Visit<'ast> for Scanner {
    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        let before = self.found.len();
        let mut prefix = Vec::new();
        self.use_tree(&mut prefix, &item.tree);
        // A `use` of std that conveyor stands in for is refused once, with the line to write.
        let refused = &self.found[before..];
        // (A glob of such a module is moved too: `use conveyor::sync::*;` hides nothing.)
        let replaceable = [
            "forbidden-std-sync",
            "forbidden-std-thread",
            "forbidden-std-instant",
            "forbidden-glob",
        ];
        if let Some(first) = refused.first()
            && refused.iter().all(|r| replaceable.contains(&r.reason))
        {
            let reason = first.reason;
            let mut all = Vec::new();
            leaves(&mut Vec::new(), &item.tree, &mut all);
            if let Some(moved) = all.iter().map(replaced).collect::<Option<Vec<Leaf>>>() {
                let visibility = match item.vis {
                    syn::Visibility::Inherited => "",
                    _ => "pub ",
                };
                let colon = if item.leading_colon.is_some() { "::" } else { "" };
                self.found.truncate(before);
                for leaf in all.iter().filter(|l| !l.glob) {
                    if let Some(local) = leaf.rename.clone().or_else(|| leaf.path.last().cloned()) {
                        self.replaced_names.push(local);
                    }
                }
                let start = item.use_token.span.start();
                self.found.push(Refusal {
                    line: start.line,
                    column: start.column + 1,
                    found: format!("{visibility}use {colon}{};", written(&item.tree)),
                    reason,
                    replacement: Some(use_items(visibility, &moved)),
                });
            }
        }
        for attr in &item.attrs {
            self.visit_attribute(attr);
        }
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments: Vec<String> = path.segments.iter().map(|s| name(&s.ident)).collect();
        let span = path
            .segments
            .first()
            .map(|s| s.ident.span())
            .unwrap_or_else(Span::call_site);
        self.check(&segments, span);
        visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        self.visit_path(&mac.path);
        let segments: Vec<String> = mac.path.segments.iter().map(|s| name(&s.ident)).collect();
        let span = mac
            .path
            .segments
            .first()
            .map_or_else(Span::call_site, |s| s.ident.span());
        self.check_macro_name(&segments, span);
        // Macro bodies are tokens, not syntax: look for paths in them.
        self.tokens(mac.tokens.clone());
    }

    fn visit_attribute(&mut self, attr: &'ast syn::Attribute) {
        self.attribute(&attr.meta);
        visit::visit_attribute(self, attr);
    }

    fn visit_expr_unsafe(&mut self, expr: &'ast syn::ExprUnsafe) {
        self.refuse(expr.unsafe_token.span, "unsafe { … }".into(), "forbidden-unsafe");
        visit::visit_expr_unsafe(self, expr);
    }

    fn visit_signature(&mut self, sig: &'ast syn::Signature) {
        if let Some(token) = sig.unsafety {
            self.refuse(token.span, format!("unsafe fn {}", sig.ident), "forbidden-unsafe");
        }
        visit::visit_signature(self, sig);
    }

    fn visit_item_impl(&mut self, item: &'ast syn::ItemImpl) {
        if let Some(token) = item.unsafety {
            self.refuse(token.span, "unsafe impl".into(), "forbidden-unsafe");
        }
        visit::visit_item_impl(self, item);
    }

    fn visit_item_trait(&mut self, item: &'ast syn::ItemTrait) {
        if let Some(token) = item.unsafety {
            self.refuse(token.span, format!("unsafe trait {}", item.ident), "forbidden-unsafe");
        }
        visit::visit_item_trait(self, item);
    }

    fn visit_item_foreign_mod(&mut self, item: &'ast syn::ItemForeignMod) {
        let abi = item
            .abi
            .name
            .as_ref()
            .map(|n| format!(" {:?}", n.value()))
            .unwrap_or_default();
        self.refuse(
            item.abi.extern_token.span,
            format!("extern{abi} {{ … }}"),
            "forbidden-extern",
        );
        visit::visit_item_foreign_mod(self, item);
    }

    fn visit_item_extern_crate(&mut self, item: &'ast syn::ItemExternCrate) {
        let krate = name(&item.ident);
        // `extern crate std as s;` renames std, and is said as `use std as s;` is.
        let (found, reason) = match &item.rename {
            Some((_, rename)) if STD.contains(&krate.as_str()) => {
                (format!("extern crate {krate} as {rename}"), "forbidden-std-rename")
            }
            _ => (format!("extern crate {krate}"), "forbidden-extern"),
        };
        self.refuse(item.extern_token.span, found, reason);
        visit::visit_item_extern_crate(self, item);
    }

    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        if item.content.is_none() {
            self.refuse(
                item.mod_token.span,
                format!("mod {};", name(&item.ident)),
                "forbidden-mod-file",
            );
        }
        visit::visit_item_mod(self, item);
    }

    fn visit_type_bare_fn(&mut self, ty: &'ast syn::TypeBareFn) {
        if let Some(abi) = &ty.abi {
            self.refuse(abi.extern_token.span, "extern fn".into(), "forbidden-extern");
        }
        visit::visit_type_bare_fn(self, ty);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(source: &str) -> Vec<(usize, String)> {
        scan(source).unwrap().into_iter().map(|r| (r.line, r.found)).collect()
    }

    fn reasons(source: &str) -> Vec<&'static str> {
        scan(source).unwrap().into_iter().map(|r| r.reason).collect()
    }

    #[test]
    fn finds_std_sync_and_thread_however_written() {
        let source = "use std::sync::Mutex;\nuse std::{collections::VecDeque, thread};\nfn f() { ::std::thread::spawn(|| ()); }\nfn g() { let _ = std::sync::atomic::AtomicBool::new(false); }\n";
        let lines: Vec<usize> = found(source).into_iter().map(|(l, _)| l).collect();
        assert_eq!(lines, vec![1, 2, 3, 4]);
    }

    #[test]
    fn refuses_std_instant_but_not_duration() {
        let source = "use std::time::{Duration, Instant};\nfn f() { let _ = std::time::Instant::now(); }\nfn g() { std::thread::sleep(Duration::ZERO); }\n";
        assert_eq!(
            reasons(source),
            vec!["forbidden-std-instant", "forbidden-std-instant", "forbidden-std-thread"]
        );
        assert!(found("use conveyor::time::Instant;\nuse std::time::Duration;\n").is_empty());
    }

    #[test]
    fn ignores_comments_strings_and_conveyor() {
        let source = "// use std::sync::Mutex;\nuse conveyor::sync::{Mutex, Condvar};\nconst S: &str = \"std::thread\";\nuse std::collections::VecDeque;\n";
        assert!(found(source).is_empty());
    }

    #[test]
    fn refuses_renaming_std() {
        assert_eq!(found("use std as s;\n")[0].1, "std as s");
        assert_eq!(found("use std::{self as s};\n")[0].1, "std as s");
    }

    #[test]
    fn refuses_every_way_of_naming_std_elsewhere() {
        // `m::std::fs::write` would be std's, in a path this scan does not read as std.
        for (source, said) in [
            ("mod m { pub use std::{self}; }\n", "use std::{self}"),
            ("mod m { pub use ::std::{self}; }\n", "use std::{self}"),
            ("mod m { pub use {std::{self}}; }\n", "use std::{self}"),
            ("mod m { pub use core::{self}; }\n", "use core::{self}"),
            ("mod m { pub use alloc::{self}; }\n", "use alloc::{self}"),
            ("mod m { pub use ::std; }\n", "use std"),
            ("mod m { pub use {core}; }\n", "use core"),
            ("use std::{self as s};\n", "std as s"),
            ("use ::alloc as a;\n", "alloc as a"),
            ("extern crate std as s;\n", "extern crate std as s"),
            ("extern crate core as c;\n", "extern crate core as c"),
        ] {
            let refused = scan(source).unwrap();
            assert_eq!(refused.len(), 1, "{source}: {refused:?}");
            assert_eq!(
                (refused[0].found.as_str(), refused[0].reason),
                (said, "forbidden-std-rename"),
                "{source}"
            );
        }
        // core's and alloc's share of what std's refused paths reach is refused alike.
        for (source, reason) in [
            ("fn f() { core::sync::atomic::fence(O); }\n", "forbidden-std-sync"),
            ("use alloc::sync::Arc;\n", "forbidden-std-sync"),
            ("const A: &str = core::env!(\"HOME\");\n", "forbidden-env"),
            (
                "const A: Option<&str> = core::option_env!(\"HOME\");\n",
                "forbidden-env",
            ),
            ("const A: &str = core::include_str!(\"x\");\n", "forbidden-include"),
            ("fn f() { core::arch::asm!(\"nop\"); }\n", "forbidden-asm"),
            ("fn f() { core::prelude::v1::include!(\"x\"); }\n", "forbidden-include"),
        ] {
            assert_eq!(reasons(source), vec![reason], "{source}");
        }
        // Other crates' and the student's own modules keep their `self`.
        assert!(found("use conveyor::sync::{self, Mutex};\nmod q { pub fn f() {} }\nuse q::{self};\n").is_empty());
        // No crate is linked by name, std's neither.
        assert_eq!(reasons("extern crate libc;\n"), vec!["forbidden-extern"]);
        assert_eq!(reasons("mod m { pub extern crate std; }\n"), vec!["forbidden-extern"]);
    }

    #[test]
    fn looks_inside_macros() {
        assert_eq!(
            found("fn f() { println!(\"{:?}\", std::thread::current().id()); }\n").len(),
            1
        );
    }

    #[test]
    fn refuses_reaching_outside_the_exercise() {
        let source = "fn a() { std::process::exit(0); }\n\
                      fn b() { let _ = std::fs::read_to_string(\"x\"); }\n\
                      fn c() { let _ = std::env::var(\"GRADER_SECRET\"); }\n\
                      fn d() { let _ = std::net::TcpStream::connect(\"x:1\"); }\n\
                      use std::os::unix::net::UnixStream;\n\
                      fn e() { std::panic::set_hook(Box::new(|_| ())); }\n\
                      fn f() { let _ = std::panic::take_hook(); }\n\
                      fn g() { conveyor::probe::take_threads_started(); }\n";
        assert_eq!(
            reasons(source),
            vec![
                "forbidden-process",
                "forbidden-fs",
                "forbidden-env",
                "forbidden-net",
                "forbidden-os",
                "forbidden-panic-hook",
                "forbidden-panic-hook",
                "forbidden-probe",
            ]
        );
    }

    #[test]
    fn allows_what_the_exercises_use() {
        let source = "use std::panic::{AssertUnwindSafe, catch_unwind};\n\
                      use std::collections::{HashMap, VecDeque};\n\
                      use std::time::Duration;\n\
                      use conveyor::sync::{Arc, Condvar, Mutex, mpsc};\n\
                      use conveyor::thread::{self, JoinHandle};\n\
                      use conveyor::{BoundedQueue, Order};\n\
                      mod inner { pub fn f() -> usize { std::mem::size_of::<u8>() } }\n\
                      fn f() { let _ = catch_unwind(AssertUnwindSafe(|| ())); thread::sleep(Duration::from_millis(1)); \
                      twice!(inner::f()); println!(\"{}\", std::cmp::max(1, 2)); }\n\
                      fn g(env: u8, include: u8) -> bool { assert!(env != 1); include != env }\n";
        assert_eq!(found(source), vec![]);
    }

    fn instead(source: &str) -> Vec<(usize, String, Option<String>)> {
        scan(source)
            .unwrap()
            .into_iter()
            .map(|r| (r.line, r.found, r.replacement))
            .collect()
    }

    #[test]
    fn a_std_import_is_refused_once_with_the_line_to_write() {
        let source = "use std::collections::VecDeque;\n\
                      use conveyor::sync::Arc;\n\
                      use std::sync::{Condvar, Mutex};\n\
                      use std::thread;\n\
                      use std::sync::{mpsc, atomic::{AtomicUsize, Ordering}};\n\
                      use std::time::{Duration, Instant};\n\
                      use std::{collections::HashMap, sync::Arc as A};\n\
                      pub use std::sync::*;\n";
        let some = |s: &str| Some(s.to_string());
        assert_eq!(
            instead(source),
            vec![
                (
                    3,
                    "use std::sync::{Condvar, Mutex};".into(),
                    some("use conveyor::sync::{Condvar, Mutex};")
                ),
                (4, "use std::thread;".into(), some("use conveyor::thread;")),
                (
                    5,
                    "use std::sync::{mpsc, atomic::{AtomicUsize, Ordering}};".into(),
                    some("use conveyor::sync::{mpsc, atomic::AtomicUsize, atomic::Ordering};")
                ),
                (
                    6,
                    "use std::time::{Duration, Instant};".into(),
                    some("use std::time::Duration; use conveyor::time::Instant;")
                ),
                (
                    7,
                    "use std::{collections::HashMap, sync::Arc as A};".into(),
                    some("use std::collections::HashMap; use conveyor::sync::Arc as A;")
                ),
                (8, "pub use std::sync::*;".into(), some("pub use conveyor::sync::*;")),
            ]
        );
        // What conveyor has no stand-in for keeps its reason, without a line to write.
        assert_eq!(
            instead("use std::sync::{Barrier, Mutex};\n"),
            vec![(1, "std::sync".into(), None)]
        );
        assert_eq!(instead("fn f() { std::thread::spawn(|| ()); }\n")[0].2, None);
    }

    #[test]
    #[allow(unused_imports)]
    fn conveyor_has_every_replacement() {
        use conveyor::sync::atomic::{
            AtomicBool, AtomicI32, AtomicI64, AtomicIsize, AtomicU32, AtomicU64, AtomicUsize, Ordering, compiler_fence,
        };
        use conveyor::sync::mpsc::{
            IntoIter, Iter, Receiver, RecvError, RecvTimeoutError, SendError, Sender, SyncSender, TryIter,
            TryRecvError, TrySendError, channel, sync_channel,
        };
        use conveyor::sync::{
            Arc, Condvar, LockResult, Mutex, MutexGuard, PoisonError, TryLockError, TryLockResult, WaitTimeoutResult,
            Weak,
        };
        use conveyor::thread::{
            Builder, JoinHandle, Result, Scope, ScopedJoinHandle, Thread, current, panicking, scope, sleep, spawn,
            yield_now,
        };
        use conveyor::time::Instant;
        assert_eq!(CONVEYOR.len(), 49);
    }

    #[test]
    fn a_conveyor_path_is_never_blamed_for_an_alias_of_std() {
        let found = found("use std::sync;\nuse conveyor::sync::Condvar as C;\n");
        assert_eq!(found, vec![(1, "use std::sync;".to_string())]);
    }

    #[test]
    fn follows_aliases_raw_identifiers_and_super() {
        assert_eq!(
            found("use std::panic;\nfn f() { panic::set_hook(Box::new(|_| ())); }\n"),
            vec![(2, "panic::set_hook (std::panic::set_hook)".to_string())]
        );
        assert_eq!(found("use std::panic as p;\nfn f() { p::take_hook(); }\n").len(), 1);
        assert_eq!(found("fn f() { r#std::process::exit(0); }\n").len(), 1);
        let nested = "use std::panic;\nmod m { use super::panic as q; fn f() { q::set_hook(Box::new(|_| ())); } }\n";
        assert_eq!(reasons(nested), vec!["forbidden-panic-hook"]);
        let reexported = "mod m { pub use std::panic; }\nfn f() { m::panic::set_hook(Box::new(|_| ())); }\n";
        assert_eq!(found(reexported).iter().map(|(l, _)| *l).collect::<Vec<_>>(), vec![2]);
    }

    #[test]
    fn refuses_globs_that_would_hide_a_refused_path() {
        assert_eq!(reasons("use std::*;\n"), vec!["forbidden-glob"]);
        assert_eq!(reasons("use std::panic::*;\n"), vec!["forbidden-glob"]);
        assert_eq!(reasons("use core::*;\n"), vec!["forbidden-glob"]);
        assert_eq!(reasons("use std::sync::*;\n"), vec!["forbidden-std-sync"]);
        assert!(reasons("use std::collections::*;\nuse conveyor::sync::*;\n").is_empty());
    }

    #[test]
    fn refuses_unsafe_in_every_form() {
        let source = "fn a() { unsafe { } }\n\
                      unsafe fn b() {}\n\
                      struct S;\nunsafe impl Send for S {}\n\
                      unsafe trait T {}\n\
                      #[unsafe(no_mangle)]\npub extern \"C\" fn c() {}\n\
                      #[cfg_attr(all(), unsafe(export_name = \"main\"))]\nfn d() {}\n\
                      trait U { unsafe fn e(&self); }\n";
        let lines: Vec<usize> = found(source).into_iter().map(|(l, _)| l).collect();
        // Line 7's `extern` is refused as a token (machine code's way in: soundness.rs).
        assert_eq!(lines, vec![1, 2, 4, 5, 6, 7, 8, 10]);
        let reasons = reasons(source);
        assert_eq!(reasons[5], "forbidden-extern");
        assert!(
            reasons
                .iter()
                .enumerate()
                .all(|(i, r)| i == 5 || *r == "forbidden-unsafe"),
            "{reasons:?}"
        );
    }

    #[test]
    fn refuses_reading_files_at_compile_time() {
        let source = "const A: &str = include_str!(\"../../lessons/x/checks.rs\");\n\
                      const B: &[u8] = std::include_bytes!(\"/etc/passwd\");\n\
                      include!(\"other.rs\");\n\
                      #[path = \"elsewhere.rs\"]\nmod elsewhere;\n\
                      mod sibling;\n\
                      #[doc = include_str!(\"../README.md\")]\npub struct D;\n\
                      const E: &str = env!(\"HOME\");\n\
                      #[cfg_attr(all(), path = \"x.rs\")]\nmod x {}\n";
        assert_eq!(
            reasons(source),
            vec![
                "forbidden-include",
                "forbidden-include",
                "forbidden-include",
                "forbidden-path-attribute",
                "forbidden-mod-file",
                "forbidden-mod-file",
                "forbidden-include",
                "forbidden-env",
                "forbidden-path-attribute",
            ]
        );
    }

    #[test]
    fn refuses_an_allocator_of_its_own() {
        // Safe code, but the check program has the probe's allocator already.
        let source = "use std::alloc::System;\n#[global_allocator]\nstatic A: System = System;\n\
                      #[cfg_attr(all(), global_allocator)]\nstatic B: System = System;\n";
        assert_eq!(reasons(source), vec!["forbidden-global-allocator"; 2]);
        assert!(found("#[derive(Debug)]\npub struct Allocator;\n").is_empty());
    }

    #[test]
    fn refuses_extern_blocks_crates_and_asm() {
        let source = "extern \"C\" { fn exit(code: i32) -> !; }\n\
                      extern crate alloc;\n\
                      std::arch::global_asm!(\"nop\");\n\
                      global_asm!(\"nop\");\n\
                      type F = extern \"C\" fn();\n";
        assert_eq!(
            reasons(source),
            vec![
                "forbidden-extern",
                "forbidden-extern",
                "forbidden-asm",
                "forbidden-asm",
                "forbidden-extern"
            ]
        );
    }

    #[test]
    fn refuses_macros_that_build_paths_from_their_input() {
        // m!(std) would call std::process::exit without the path ever being written. Every
        // macro of one's own is refused now (soundness_syntax.rs); its body is still read,
        // so that a file with one is told everything at once.
        let source = "macro_rules! m {\n ($k:ident) => { $k::process::exit(0) }; }\n\
                      macro_rules! n {\n ($k:ident) => { std::$k::exit(0) }; }\n\
                      macro_rules! o {\n ($k:ident) => { $k!(\"../checks.rs\") }; }\n\
                      macro_rules! p {\n () => { $crate::helper() }; }\n";
        assert_eq!(
            reasons(source),
            vec![
                "forbidden-macro-rules",
                "forbidden-macro-path",
                "forbidden-macro-rules",
                "forbidden-macro-path",
                "forbidden-macro-rules",
                "forbidden-macro-path",
                "forbidden-macro-rules",
            ]
        );
        assert_eq!(found("fn f() { twice!(std::process::exit(0)); }\n").len(), 1);
        assert_eq!(found("fn f() { twice!(include_str!(\"x\")); }\n").len(), 1);
    }

    #[test]
    fn reports_the_line_and_column_of_each_refusal() {
        let refusals = scan("\n\nfn f() {\n    unsafe { }\n}\n").unwrap();
        assert_eq!((refusals[0].line, refusals[0].column), (4, 5));
    }
}
