//! Refuses, on the syntax tree, what public soundness holes need beside the tokens that
//! [`super::soundness`] refuses: an associated-type projection on a generic type, and a
//! `macro_rules!` of the student's own.
//!
//! rust-lang/rust#84366 needs no named lifetime, no `for<…>` and no `Sized`: a closure
//! that captures nothing is `'static` whatever its signature returns, and the compiler
//! takes a projection of a `'static` type (`<F as Trait>::Assoc`) as `'static` too. A
//! function generic over `T: Trait + Any` that takes a `T::Assoc` then turns any reference
//! into a `&'static` one, and with `Any` into any type (tried on rustc 1.95 by a red team,
//! 2026-12-07: a forged `&String` from a number, in a submission that passed every check).
//! What it must write is a projection the compiler cannot resolve where it is written: on
//! a type parameter (`T::Assoc`, also in a where clause), on `Self` inside a trait, or
//! qualified (`<T as Trait>::Assoc`). No exercise needs one; a projection `Self::Item` in
//! an `impl` resolves to what the impl itself says, and stays allowed.
//!
//! The same hole is reached without writing a projection: `Peekable<I>` keeps its next
//! item in a field typed by `I` alone, so a `Peekable` of a `'static` closure's iterator is
//! `'static` too, and `peek_mut` writes any reference into it (a red team's, 2026-12-07,
//! an out-of-bounds read in a submission that compiled). `peek_mut` is refused: no
//! exercise needs it.
//!
//! The lifetime expansion of #25860 needs a higher-ranked function pointer, and a `fn`
//! pointer type with a reference in it is one without any `for<…>`: its elided lifetimes
//! are higher-ranked, and a `&'static &T` in its output gives it the implied bound the
//! hole needs (`fn(&mut T) -> ([&'static &mut T; 0], &'static mut T)`, the same red team).
//! A `fn` pointer type with a reference or a lifetime in it is refused; the stubs'
//! `PhantomData<fn(T) -> R>` has none.
//!
//! A `macro_rules!` body is tokens, not syntax: what it writes can be read only after it
//! is expanded, which the scan does not do. Its input can carry a lifetime as a loop
//! label (`break 'a`) or a `for` that only its body puts before `<` (both tried by the same
//! red team). No course file defines a macro, so none is accepted; calls of std's
//! macros stay allowed (theirs paste expressions and formats, never types).

use super::refusal::Refusal;
use proc_macro2::Span;
use syn::visit::{self, Visit};

/// The refusals of `file`, in the order the walk meets them.
pub(super) fn scan(file: &syn::File, out: &mut Vec<Refusal>) {
    let mut params = Params::default();
    params.visit_file(file);
    let mut walk = Walk {
        params: params.0,
        in_trait: Vec::new(),
        out,
    };
    walk.visit_file(file);
}

/// Every generic type parameter's name declared anywhere in the file: a path that starts
/// with one of them is a projection, wherever the parameter is in scope.
#[derive(Default)]
struct Params(Vec<String>);

impl<'ast> Visit<'ast> for Params {
    fn visit_type_param(&mut self, param: &'ast syn::TypeParam) {
        self.0.push(name(&param.ident));
        visit::visit_type_param(self, param);
    }
}

struct Walk<'o> {
    params: Vec<String>,
    /// For each trait or impl the walk is inside, innermost last: whether it is a trait.
    in_trait: Vec<bool>,
    out: &'o mut Vec<Refusal>,
}

impl Walk<'_> {
    fn refuse(&mut self, span: Span, found: String, reason: &'static str) {
        self.out.push(Refusal::at(span, found, reason));
    }
}

impl<'ast> Visit<'ast> for Walk<'_> {
    fn visit_item_trait(&mut self, item: &'ast syn::ItemTrait) {
        self.in_trait.push(true);
        visit::visit_item_trait(self, item);
        self.in_trait.pop();
    }

    fn visit_item_impl(&mut self, item: &'ast syn::ItemImpl) {
        self.in_trait.push(false);
        visit::visit_item_impl(self, item);
        self.in_trait.pop();
    }

    fn visit_type_path(&mut self, ty: &'ast syn::TypePath) {
        let segments: Vec<String> = ty.path.segments.iter().map(|s| name(&s.ident)).collect();
        let span = ty
            .path
            .segments
            .first()
            .map_or_else(Span::call_site, |s| s.ident.span());
        if let Some(qself) = &ty.qself {
            let found = format!("<… as …>::{}", segments.last().map_or("…", String::as_str));
            self.refuse(qself.lt_token.span, found, "forbidden-projection");
        } else if segments.len() >= 2 {
            let first = segments[0].as_str();
            let on_param = self.params.iter().any(|p| p == first);
            let on_trait_self = first == "Self" && self.in_trait.last() == Some(&true);
            if on_param || on_trait_self {
                self.refuse(span, segments.join("::"), "forbidden-projection");
            }
        }
        visit::visit_type_path(self, ty);
    }

    fn visit_type_bare_fn(&mut self, ty: &'ast syn::TypeBareFn) {
        let mut refs = References(false);
        refs.visit_type_bare_fn(ty);
        if refs.0 {
            self.refuse(ty.fn_token.span, "fn(&…)".into(), "forbidden-fn-pointer");
        }
        visit::visit_type_bare_fn(self, ty);
    }

    fn visit_expr_method_call(&mut self, call: &'ast syn::ExprMethodCall) {
        if name(&call.method) == "peek_mut" {
            self.refuse(call.method.span(), "peek_mut".into(), "forbidden-peek-mut");
        }
        visit::visit_expr_method_call(self, call);
    }

    fn visit_expr_path(&mut self, path: &'ast syn::ExprPath) {
        // `Peekable::peek_mut(&mut p)`, the same call written as a path.
        if let Some(last) = path.path.segments.last().filter(|s| name(&s.ident) == "peek_mut") {
            self.refuse(last.ident.span(), "peek_mut".into(), "forbidden-peek-mut");
        }
        visit::visit_expr_path(self, path);
    }

    fn visit_item_macro(&mut self, item: &'ast syn::ItemMacro) {
        if item.mac.path.is_ident("macro_rules") {
            let what = item
                .ident
                .as_ref()
                .map_or_else(|| "macro_rules!".to_string(), |i| format!("macro_rules! {i}"));
            let span = item
                .mac
                .path
                .segments
                .first()
                .map_or_else(Span::call_site, |s| s.ident.span());
            self.refuse(span, what, "forbidden-macro-rules");
        }
        visit::visit_item_macro(self, item);
    }
}

/// Whether a type holds a reference or names a lifetime anywhere inside it.
struct References(bool);

impl<'ast> Visit<'ast> for References {
    fn visit_type_reference(&mut self, _: &'ast syn::TypeReference) {
        self.0 = true;
    }

    fn visit_lifetime(&mut self, _: &'ast syn::Lifetime) {
        self.0 = true;
    }
}

/// An identifier as the compiler reads it: `r#Sized` is `Sized`.
fn name(ident: &syn::Ident) -> String {
    syn::ext::IdentExt::unraw(ident).to_string()
}
