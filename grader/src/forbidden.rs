//! Refuses, before compiling, code that the explorer could not see or that reaches
//! outside the exercise: with file:line and the fix.
//!
//! The source is parsed with `syn`, so comments and strings never trigger a refusal
//! and paths are recognised however they are written (`use std::{sync::Mutex}`,
//! `::std::thread::spawn`, a `use std as s;` rename).

use proc_macro2::Span;
use std::path::Path;
use syn::visit::{self, Visit};

/// One refused use: where, what, and the catalog key of why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    pub line: usize,
    pub column: usize,
    /// What was found, as code: `std::sync::Mutex`.
    pub found: String,
    /// Catalog key of the reason and fix.
    pub reason: &'static str,
}

/// Path prefixes the exercises must not use, and why.
const PATHS: &[(&str, &str)] = &[
    ("std::sync", "forbidden-std-sync"),
    ("std::thread", "forbidden-std-thread"),
    ("core::sync", "forbidden-std-sync"),
];

/// Reads and checks one file. `Err` when it does not parse (the compiler will say more).
pub fn scan_file(path: &Path) -> Result<Vec<Refusal>, String> {
    let source = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    scan(&source)
}

pub fn scan(source: &str) -> Result<Vec<Refusal>, String> {
    let file = syn::parse_file(source).map_err(|e| e.to_string())?;
    let mut scanner = Scanner { found: Vec::new() };
    scanner.visit_file(&file);
    scanner.found.sort_by_key(|r| (r.line, r.column));
    scanner.found.dedup_by_key(|r| r.line);
    Ok(scanner.found)
}

struct Scanner {
    found: Vec<Refusal>,
}

impl Scanner {
    fn check(&mut self, segments: &[String], span: Span) {
        let path = segments.join("::");
        let path = path.trim_start_matches("::");
        for (prefix, reason) in PATHS {
            if path == *prefix || path.starts_with(&format!("{prefix}::")) {
                let start = span.start();
                self.found.push(Refusal {
                    line: start.line,
                    column: start.column + 1,
                    found: path.to_string(),
                    reason,
                });
                return;
            }
        }
    }

    /// Walks a `use` tree, checking each full path it imports.
    fn use_tree(&mut self, prefix: &mut Vec<String>, tree: &syn::UseTree) {
        match tree {
            syn::UseTree::Path(p) => {
                prefix.push(p.ident.to_string());
                self.check(prefix, p.ident.span());
                self.use_tree(prefix, &p.tree);
                prefix.pop();
            }
            syn::UseTree::Name(n) => {
                prefix.push(n.ident.to_string());
                self.check(prefix, n.ident.span());
                prefix.pop();
            }
            syn::UseTree::Rename(r) => {
                prefix.push(r.ident.to_string());
                // `use std as s;` would hide every later path from this scan.
                if prefix.len() == 1 && (r.ident == "std" || r.ident == "core") {
                    let start = r.ident.span().start();
                    self.found.push(Refusal {
                        line: start.line,
                        column: start.column + 1,
                        found: format!("{} as {}", r.ident, r.rename),
                        reason: "forbidden-std-rename",
                    });
                }
                self.check(prefix, r.ident.span());
                prefix.pop();
            }
            syn::UseTree::Glob(g) => {
                prefix.push("*".to_string());
                self.check(prefix, g.star_token.spans[0]);
                prefix.pop();
            }
            syn::UseTree::Group(g) => {
                for tree in &g.items {
                    self.use_tree(prefix, tree);
                }
            }
        }
    }
}

impl<'ast> Visit<'ast> for Scanner {
    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        let mut prefix = Vec::new();
        self.use_tree(&mut prefix, &item.tree);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
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
        // Macro bodies are tokens, not syntax: look for `std :: sync` sequences in them.
        let tokens: Vec<proc_macro2::TokenTree> = flatten(mac.tokens.clone());
        for (i, token) in tokens.iter().enumerate() {
            if let proc_macro2::TokenTree::Ident(ident) = token {
                let mut segments = vec![ident.to_string()];
                let mut j = i + 1;
                while let (
                    Some(proc_macro2::TokenTree::Punct(a)),
                    Some(proc_macro2::TokenTree::Punct(b)),
                    Some(proc_macro2::TokenTree::Ident(next)),
                ) = (tokens.get(j), tokens.get(j + 1), tokens.get(j + 2))
                {
                    if a.as_char() != ':' || b.as_char() != ':' {
                        break;
                    }
                    segments.push(next.to_string());
                    j += 3;
                }
                if segments.len() > 1 {
                    self.check(&segments, ident.span());
                }
            }
        }
    }
}

fn flatten(stream: proc_macro2::TokenStream) -> Vec<proc_macro2::TokenTree> {
    let mut out = Vec::new();
    for tree in stream {
        match tree {
            proc_macro2::TokenTree::Group(g) => out.extend(flatten(g.stream())),
            other => out.push(other),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn found(source: &str) -> Vec<(usize, String)> {
        scan(source).unwrap().into_iter().map(|r| (r.line, r.found)).collect()
    }

    #[test]
    fn finds_std_sync_and_thread_however_written() {
        let source = "use std::sync::Mutex;\nuse std::{collections::VecDeque, thread};\nfn f() { ::std::thread::spawn(|| ()); }\nfn g() { let _ = std::sync::atomic::AtomicBool::new(false); }\n";
        let lines: Vec<usize> = found(source).into_iter().map(|(l, _)| l).collect();
        assert_eq!(lines, vec![1, 2, 3, 4]);
    }

    #[test]
    fn ignores_comments_strings_and_conveyor() {
        let source = "// use std::sync::Mutex;\nuse conveyor::sync::{Mutex, Condvar};\nconst S: &str = \"std::thread\";\nuse std::collections::VecDeque;\n";
        assert!(found(source).is_empty());
    }

    #[test]
    fn refuses_renaming_std() {
        assert_eq!(found("use std as s;\n")[0].1, "std as s");
    }

    #[test]
    fn looks_inside_macros() {
        assert_eq!(
            found("fn f() { println!(\"{:?}\", std::thread::current().id()); }\n").len(),
            1
        );
    }
}
