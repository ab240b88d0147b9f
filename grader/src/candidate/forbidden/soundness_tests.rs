//! The tests of the soundness holes' refusal (`soundness.rs`), through the whole scan as a
//! student meets it. A file of their own beside the two they test, so that neither of
//! those imports the other in a circle.

use super::scan as scan_source;

fn found(source: &str) -> Vec<(usize, String, &'static str)> {
    scan_source(source)
        .unwrap()
        .into_iter()
        .map(|r| (r.line, r.found, r.reason))
        .collect()
}

/// cve-rs's lifetime expansion, as its README shows it.
const EXPAND: &str = "static UNIT: &&() = &&();\n\
    fn translate<'a, 'b, T: ?Sized>(_: &'a &'b (), v: &'b T) -> &'a T { v }\n\
    fn expand<'a, 'b, T: ?Sized>(x: &'a T) -> &'b T {\n\
    let f: for<'x> fn(_, &'x T) -> &'b T = translate;\n\
    f(UNIT, x) }\n";

#[test]
fn refuses_named_lifetimes_and_higher_ranked_bounds() {
    let refused = found(EXPAND);
    let lines: Vec<usize> = refused.iter().map(|r| r.0).collect();
    assert_eq!(lines, vec![2, 3, 4]);
    assert_eq!(refused[0], (2, "'a".to_string(), "forbidden-lifetime"));
    assert_eq!(refused[2], (4, "for<…>".to_string(), "forbidden-higher-ranked"));
}

/// rust-lang/rust#100051 without its `for<…>`: the lifetimes are declared on an impl only,
/// never on a function, and rustc 1.95 compiles it into a use after free (tried on
/// 2026-12-07). So a narrower rule that allowed lifetimes declared on structs and impls
/// (as the `threadpool` crate's `Sentinel<'a>` is) would let this through.
#[test]
fn refuses_the_impl_header_projection_too() {
    let source = "trait Trait { type Type; }\n\
        impl<T> Trait for T { type Type = (); }\n\
        trait Extend<'a, 'b> { fn extend(self, s: &'a str) -> &'b str; }\n\
        impl<'a, 'b> Extend<'a, 'b> for <&'b &'a () as Trait>::Type {\n\
        fn extend(self, s: &'a str) -> &'b str { s } }\n";
    let refused = found(source);
    let lines: Vec<usize> = refused.iter().map(|r| r.0).collect();
    assert_eq!(lines, vec![3, 4, 5], "{refused:?}");
    assert!(refused.iter().all(|r| r.2 == "forbidden-lifetime"));
}

#[test]
fn looks_inside_macro_definitions_and_calls() {
    let defined = "macro_rules! hole {\n ($t:ty) => { fn f<'a>(x: &'a $t) -> &'a $t { x } }; }\n";
    assert_eq!(
        found(defined),
        vec![
            (1, "macro_rules! hole".to_string(), "forbidden-macro-rules"),
            (2, "'a".to_string(), "forbidden-lifetime")
        ]
    );
    // A lifetime handed to a macro as its argument is a token of the call.
    let called = "macro_rules! hole { ($l:lifetime) => { fn f<$l>(x: &$l u8) -> &$l u8 { x } }; }\nhole!('q);\n";
    assert_eq!(found(called)[1], (2, "'q".to_string(), "forbidden-lifetime"));
    assert_eq!(found("m! { for<'x> fn(&'x u8) }\n")[0].2, "forbidden-higher-ranked");
}

/// rust-lang/rust#84366, as a red team wrote it on 2026-12-07 (a use after free and a
/// transmute on rustc 1.95): no lifetime, no `for<…>`, no `Sized`. What it writes is the
/// projection `T::Associated` on a type parameter.
#[test]
fn refuses_the_projection_of_a_static_closure() {
    let source = "use std::any::Any;\n\
        trait Trait { type Associated; }\n\
        impl<F: Fn() -> R, R> Trait for F { type Associated = R; }\n\
        fn to_any<T: Trait + Any>(_: &T, x: T::Associated) -> Box<dyn Any> { Box::new(x) }\n\
        fn expand_mut<T: Any>(s: &mut T) -> Box<dyn Any> { let f = || -> &mut T { loop {} }; to_any(&f, s) }\n";
    assert_eq!(
        found(source),
        vec![(4, "T::Associated".to_string(), "forbidden-projection")]
    );
    // The same through std's traits, qualified, in a where clause, and on Self in a trait.
    for (source, what) in [
        ("fn f<I: Iterator + Send>(x: Option<I::Item>) {}\n", "I::Item"),
        (
            "fn f<F: std::future::Future>(x: <F as std::future::Future>::Output) {}\n",
            "<… as …>::Output",
        ),
        ("fn f<I: Iterator>() where I::Item: Send {}\n", "I::Item"),
        ("trait Tr: Iterator { fn go(&self, x: Self::Item) {} }\n", "Self::Item"),
    ] {
        assert_eq!(
            found(source),
            vec![(1, what.to_string(), "forbidden-projection")],
            "{source}"
        );
    }
    // A projection an impl resolves itself is no hole, nor a path through a module.
    let allowed = "struct Drain(Vec<u32>);\n\
        impl Iterator for Drain { type Item = u32; fn next(&mut self) -> Option<Self::Item> { self.0.pop() } }\n\
        fn g<T: Clone>(x: &T) -> std::vec::Vec<T> { vec![x.clone(), T::clone(x)] }\n";
    assert_eq!(found(allowed), vec![]);
}

/// rust-lang/rust#84366 without a projection written, and #25860 without a named lifetime
/// (a second red team's, 2026-12-07): `peek_mut` on a `Peekable` of a `'static` closure's
/// iterator, and a `fn` pointer type whose elided lifetimes are higher-ranked.
#[test]
fn refuses_peek_mut_and_fn_pointers_with_references() {
    let peek = "fn f<T>(s: &mut T) { let mut p = std::iter::repeat_with(|| -> Option<&mut T> { None }).peekable();\n\
        *p.peek_mut().unwrap() = Some(s); }\n";
    assert_eq!(found(peek), vec![(2, "peek_mut".to_string(), "forbidden-peek-mut")]);
    let path = "fn f(p: &mut std::iter::Peekable<std::vec::IntoIter<u8>>) { std::iter::Peekable::peek_mut(p); }\n";
    assert_eq!(found(path)[0].2, "forbidden-peek-mut");
    let pointer = "fn expand<T>(x: &mut T) -> &'static mut T {\n\
        let f: fn(&mut T) -> ([&'static &mut T; 0], &'static mut T) = |s| ([], s); f(x).1 }\n";
    assert_eq!(found(pointer), vec![(2, "fn(&…)".to_string(), "forbidden-fn-pointer")]);
    // The stubs' marker of a pool's types holds no reference.
    assert_eq!(
        found("struct P<T, R> { _t: std::marker::PhantomData<fn(T) -> R> }\n"),
        vec![]
    );
}

/// A raw identifier is the same name to the compiler: `?r#Sized` is `?Sized` (the red
/// team's #57893 got through that way).
#[test]
fn refuses_sized_written_raw() {
    let source = "trait Object<U> { type Output; }\nimpl<T: ?r#Sized, U> Object<U> for T { type Output = U; }\n";
    assert_eq!(found(source), vec![(2, "?Sized".to_string(), "forbidden-sized")]);
}

#[test]
fn refuses_what_the_dyn_transmute_needs() {
    // rust-lang/rust#57893: the blanket impl must cover the unsized `dyn Object`.
    let source = "trait Object<U> { type Output; }\n\
        impl<T: ?Sized, U> Object<U> for T { type Output = U; }\n\
        fn foo<T: ?Sized + Object<U>, U>(x: T::Output) -> U { x }\n";
    let refused = found(source);
    assert_eq!(refused.len(), 2, "{refused:?}");
    assert!(refused.iter().all(|r| r.1 == "?Sized" && r.2 == "forbidden-sized"));
    // The trait by another name or path is still a relaxed bound.
    let renamed = "use std::marker::Sized as S;\nimpl<T: ?S, U> Object<U> for T { type Output = U; }\n\
        impl<T: Send + ?core::marker::Sized> Tr for T {}\n";
    let refused = found(renamed);
    assert_eq!(
        refused.iter().map(|r| r.0).collect::<Vec<_>>(),
        vec![2, 3],
        "{refused:?}"
    );
}

/// `Sized` itself opens no hole: a trait that needs its implementors sized, a method kept
/// off `dyn`, and the `?` of an expression (after a call, before `as` or `else`) pass.
#[test]
fn allows_a_plain_sized_bound_and_the_question_mark_operator() {
    let source = "trait Pipe: Sized { fn pipe<R>(self, f: impl FnOnce(Self) -> R) -> R { f(self) } }\n\
        trait Named { fn name(&self) -> String where Self: Sized { String::new() } }\n\
        fn f(x: Option<u8>) -> Option<u32> { let y = x? as u32; let Some(z) = Some(y)? else { return None }; Some(z) }\n\
        fn g() -> Result<u8, String> { let v: Vec<u8> = vec![Ok::<u8, String>(1)?]; Ok(v[0]) }\n";
    assert_eq!(found(source), vec![]);
}

#[test]
fn allows_static_elided_char_literals_and_loops() {
    let source = "pub struct Pool { work: Box<dyn Fn(u32) -> u32 + Send + Sync + 'static> }\n\
        fn first(v: &[u8]) -> Option<&u8> { v.first() }\n\
        fn name(s: &str) -> std::borrow::Cow<'_, str> { s.into() }\n\
        const C: char = 'a'; const D: [char; 2] = ['b', '\\''];\n\
        fn f() { for i in 0..3 { let _ = i; } 'outer: loop { 'inner: while true { continue 'outer; } break 'outer; } }\n\
        fn g() -> u8 { 'block: { break 'block 1; } }\n";
    assert_eq!(found(source), vec![]);
    // A label's name used as a lifetime is still one.
    assert_eq!(found("fn f(x: &'outer u8) {}\n")[0].2, "forbidden-lifetime");
}

mod course {
    use std::path::Path;

    /// Nothing this scan refuses is in what a student may hand in: the stubs, the
    /// solutions and the alternatives (the hidden checks and the given main.rs are the
    /// course's own, never scanned; the mutants are read in tests/it/hostile.rs).
    #[test]
    fn every_course_file_passes_the_scan() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
        let mut files = Vec::new();
        for top in ["exercises", "solutions", "lessons"] {
            files.extend(crate::rust_files::rust_files(&root.join(top)));
        }
        files.retain(|f| !f.ends_with("main.rs") && !f.ends_with("checks.rs"));
        assert!(files.iter().any(|f| f.to_string_lossy().contains("alternatives")));
        assert!(files.len() > 40, "{files:?}");
        for file in files {
            let source = std::fs::read_to_string(&file).unwrap();
            let mut refused = Vec::new();
            super::super::soundness::scan(source.parse().unwrap(), &mut refused);
            super::super::soundness_syntax::scan(&syn::parse_file(&source).unwrap(), &mut refused);
            assert!(refused.is_empty(), "{}: {refused:?}", file.display());
        }
    }
}

/// Machine code and what hides it from the syntax scan, written anywhere (a `cfg_select!`
/// body is only tokens): the red team's code that ran before the check's `main`.
#[test]
fn refuses_machine_code_and_what_hides_it() {
    let source = "cfg_select! {\n    _ => {\n        use core::{arch::{naked_asm as na}};\n        #[unsafe(naked)]\n        pub extern \"C\" fn f() { na!(\"ret\") }\n    }\n}\n";
    let reasons: Vec<&str> = found(source).iter().map(|r| r.2).collect();
    for reason in ["forbidden-asm", "forbidden-unsafe", "forbidden-extern"] {
        assert!(reasons.contains(&reason), "{reason}: {reasons:?}");
    }
    assert!(
        found("fn f() { std::arch::asm!(\"nop\"); }\n")
            .iter()
            .any(|r| r.2 == "forbidden-asm")
    );
    // The words as names of the student's own are no machine code.
    assert_eq!(found("fn f(arch: u8, asm: u8) -> u8 { arch + asm }\n"), vec![]);
}
