//! Refuses what the public soundness holes of the compiler need and the exercises never do.
//!
//! Safe Rust is memory-safe only as far as the compiler is sound. Two known holes are
//! packaged for anyone to copy: the lifetime expansion of rust-lang/rust#25860 (the crate
//! cve-rs: `fn f<'a, 'b, T>(_: &'a &'b (), v: &'b T) -> &'a T` called through a
//! `for<'x> fn` pointer) and the `dyn Trait` associated-type transmute of #57893 (a blanket
//! `impl<T: ?Sized, U> Tr<U> for T` read through `dyn Tr<U, Output = V>`). Both turn safe
//! code into arbitrary reads and writes of the check's memory (docs/security.md).
//!
//! What they need is written as tokens that no macro can make: a named lifetime (`'a`), a
//! higher-ranked `for<…>` and a relaxed bound (`?Sized`). `macro_rules!` pastes
//! tokens but cannot create a lifetime or an identifier, so each must appear literally
//! somewhere in the file: this scan walks every token of it, macro definitions and macro
//! calls included (and a `macro_rules!` of one's own is refused besides). The course's API
//! uses only `'static` and elided lifetimes (`'_`), and no solution needs `?Sized` (the test
//! `every_course_file_passes_the_scan` reads them all).
//!
//! Why every named lifetime, and not only a function's own (which are the late-bound ones
//! #25860 needs): #100051 needs only lifetimes declared on an `impl` (`impl<'a, 'b> Extend<'a,
//! 'b> for <&'b &'a () as Trait>::Type`), and compiles on rustc 1.95 without its `for<…>`
//! (the test `refuses_the_impl_header_projection_too`). A struct that keeps a reference
//! (`Sentinel<'a>` in the `threadpool` crate) is refused with it; the message says what to
//! keep instead (an `Arc` clone, or the value).
//!
//! It is a layer, not the boundary: a hole not yet public may need nothing of this. What
//! holds without it is the OS boundary (seccomp, Landlock, closed descriptors).

use super::refusal::Refusal;
use proc_macro2::{Spacing, Span, TokenStream, TokenTree};

/// Lifetimes every exercise may name.
const ALLOWED_LIFETIMES: &[&str] = &["static", "_"];

/// The refusals of `tokens`, in the order they are written.
pub(super) fn scan(tokens: TokenStream, out: &mut Vec<Refusal>) {
    let tokens: Vec<TokenTree> = tokens.into_iter().collect();
    for (i, token) in tokens.iter().enumerate() {
        match token {
            TokenTree::Group(group) => scan(group.stream(), out),
            // A lifetime is a joint `'` and the identifier after it.
            TokenTree::Punct(p) if p.as_char() == '\'' && p.spacing() == Spacing::Joint => {
                if let Some(TokenTree::Ident(name)) = tokens.get(i + 1) {
                    let name = name.to_string();
                    if !ALLOWED_LIFETIMES.contains(&name.as_str()) && !label(&tokens, i) {
                        refuse(out, p.span(), format!("'{name}"), "forbidden-lifetime");
                    }
                }
            }
            // Written anywhere, macro calls' tokens included (`cfg_select!`, whose body the
            // syntax scan never reads as items): rustc's `forbid(unsafe_code)` does not
            // flag `#[unsafe(naked)]` with `naked_asm!` on 1.95, and machine code can run
            // before the check's `main` (an `.init_array` entry), ahead of the kit's set-up.
            TokenTree::Ident(ident) if ident == "unsafe" => {
                refuse(out, ident.span(), "unsafe".into(), "forbidden-unsafe");
            }
            TokenTree::Ident(ident) if ident == "extern" => {
                refuse(out, ident.span(), "extern".into(), "forbidden-extern");
            }
            TokenTree::Ident(ident) if machine_code(&tokens, i, &ident.to_string()) => {
                refuse(out, ident.span(), ident.to_string(), "forbidden-asm");
            }
            TokenTree::Ident(ident) if ident == "for" => {
                if matches!(tokens.get(i + 1), Some(TokenTree::Punct(p)) if p.as_char() == '<') {
                    refuse(out, ident.span(), "for<…>".into(), "forbidden-higher-ranked");
                }
            }
            // A relaxed bound: `?` after the `:` or `+` of a bound, whatever path follows
            // (`?Sized`, `?r#Sized`, `?core::marker::Sized`, `?S` for a `Sized as S`).
            // The `?` of an expression follows the expression, never `:` or `+`. A plain
            // `Sized` bound (`trait Pipe: Sized`, `where Self: Sized`) opens no hole.
            TokenTree::Punct(p) if p.as_char() == '?' && i >= 1 && bound_position(&tokens[i - 1]) => {
                refuse(out, p.span(), "?Sized".into(), "forbidden-sized");
            }
            _ => {}
        }
    }
}

/// Whether the identifier `name` at `i` writes machine code or hides code from the scan:
/// `naked`, `naked_asm`, `global_asm`, `cfg_select`, an `asm` macro, or the `arch`
/// module in a path (`core::arch::asm as a` would name it otherwise).
fn machine_code(tokens: &[TokenTree], i: usize, name: &str) -> bool {
    let name = name.trim_start_matches("r#");
    let punct = |k: usize, c: char, joint: Option<Spacing>| {
        tokens.get(k).is_some_and(
            |t| matches!(t, TokenTree::Punct(p) if p.as_char() == c && joint.is_none_or(|j| p.spacing() == j)),
        )
    };
    // `::` right after the name, or right before it: a path segment, not a variable.
    let path_after = punct(i + 1, ':', Some(Spacing::Joint)) && punct(i + 2, ':', None);
    let path_before = i >= 2 && punct(i - 2, ':', Some(Spacing::Joint)) && punct(i - 1, ':', None);
    match name {
        "naked" | "naked_asm" | "global_asm" | "cfg_select" => true,
        "asm" => punct(i + 1, '!', None) || path_before,
        "arch" => path_after || path_before,
        _ => false,
    }
}

/// Whether a token is what comes right before a bound: the `:` after a type parameter
/// (not half of a `::`) or the `+` between bounds.
fn bound_position(token: &TokenTree) -> bool {
    matches!(token, TokenTree::Punct(p) if (p.as_char() == ':' && p.spacing() == Spacing::Alone) || p.as_char() == '+')
}

/// Whether the lifetime token at `i` is a loop label, which names no lifetime: `'outer:`
/// before `loop`, `while`, `for` or a block, or after `break` / `continue`.
fn label(tokens: &[TokenTree], i: usize) -> bool {
    let ident =
        |k: usize, names: &[&str]| matches!(tokens.get(k), Some(TokenTree::Ident(id)) if names.iter().any(|n| id == n));
    let colon =
        matches!(tokens.get(i + 2), Some(TokenTree::Punct(p)) if p.as_char() == ':' && p.spacing() == Spacing::Alone);
    let labelled = ident(i + 3, &["loop", "while", "for"])
        || matches!(tokens.get(i + 3), Some(TokenTree::Group(g)) if g.delimiter() == proc_macro2::Delimiter::Brace);
    (colon && labelled) || (i >= 1 && ident(i - 1, &["break", "continue"]))
}

fn refuse(out: &mut Vec<Refusal>, span: Span, found: String, reason: &'static str) {
    out.push(Refusal::at(span, found, reason));
}
