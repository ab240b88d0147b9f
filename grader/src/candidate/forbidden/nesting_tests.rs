//! The tests of the nesting limit (`nesting.rs`) through every parse of a candidate's text
//! (the scan, its `todo!()` sites, the function at a line): that no text within the limit
//! overflows the parse thread's stack, in the shapes that cost syn the most, and that a
//! text past it is refused where it gets too deep. A file of its own, so that `nesting.rs`
//! does not import the scan that calls it.

use super::nesting::{LIMIT, deeper_than, too_deep};
use super::{function_at, function_line, not_done_sites, scan};

/// Every way of nesting that syn reads by recursion (its parser, its visitor or the drop
/// of its tree): `(before, level, inner, after, end)`, `level` and `after` repeated.
/// Measured in a debug build, the reference type costs the most stack per level of the
/// measure (32 KiB).
const SHAPES: &[Shape] = &[
    ("fn f() { let x = ", "(", "1", ")", "; }"),
    ("fn f() { let x = ", "[", "1", "]", "; }"),
    ("fn f() ", "{ ", "", "}", ""),
    ("fn f() { ", "unsafe { ", "", "} ", "}"),
    ("fn f() { ", "if a { ", "", "} ", "}"),
    ("fn f() { ", "loop { ", "", "} ", "}"),
    ("fn f() { ", "match a { _ => ", "a", "} ", "}"),
    ("fn f() { let x = ", "!", "a", "", "; }"),
    ("fn f() { let x = ", "-", "a", "", "; }"),
    ("fn f() { let x = ", "*", "a", "", "; }"),
    ("fn f() { let x = ", "&", "a", "", "; }"),
    ("fn f() { let x = ", "|a| ", "a", "", "; }"),
    ("fn f() { let x = ", "|a, b| ", "a", "", "; }"),
    ("fn f() { let x = b | ", "|a, b| b | ", "a", "", "; }"),
    ("fn f() { let x = a", " + a", "", "", "; }"),
    ("fn f() { a", " = a", "", "", "; }"),
    ("fn f() { a", " += a", "", "", "; }"),
    ("fn f() { let x = a", ".f()", "", "", "; }"),
    ("fn f() { let x = a", ".f", "", "", "; }"),
    ("fn f() { let x = a", "?", "", "", "; }"),
    ("fn f() { let x = a", "()", "", "", "; }"),
    ("fn f() { let x = a", "[0]", "", "", "; }"),
    ("fn f() { let x = a", " as u8", "", "", "; }"),
    ("fn f() { let x = a", " && a", "", "", "; }"),
    ("fn f() { if a {} ", "else if a {} ", "", "", "else {} }"),
    ("fn f() { ", "return ", "a", "", "; }"),
    ("fn f() { loop { ", "break ", "a", "", "; } }"),
    ("fn f() { for x in ", "for S {} in ", "a {}", " {}", " {} }"),
    ("fn f() { let ", "&", "x", "", " = a; }"),
    ("fn f() { let ", "(", "x", ")", " = a; }"),
    ("type T = ", "&", "u8", "", ";"),
    ("type T = ", "*const ", "u8", "", ";"),
    ("type T = ", "fn() -> ", "u8", "", ";"),
    ("type T = ", "Box<dyn Fn() -> ", "u8", ">", ";"),
    ("type T = ", "Vec<", "u8", ">", ";"),
    ("type T = ", "Vec<u8, ", "u8", ">", ";"),
    ("type T = ", "[", "u8", "; 1]", ";"),
    ("fn f() { let x = ", "a::<", "u8", ">", "; }"),
    ("", "mod m { ", "", "} ", ""),
    ("fn f() { ", "m!(", "", ")", "; }"),
];

type Shape = (&'static str, &'static str, &'static str, &'static str, &'static str);

/// `shape` with `n` levels.
fn shaped(shape: &Shape, n: usize) -> String {
    let (before, level, inner, after, end) = shape;
    format!("{before}{}{inner}{}{end}\n", level.repeat(n), after.repeat(n))
}

/// The most levels of `shape` within the limit.
fn deepest(shape: &Shape) -> usize {
    let (mut within, mut past) = (0, LIMIT + 1);
    while past - within > 1 {
        let middle = (within + past) / 2;
        match too_deep(shaped(shape, middle).parse().unwrap()) {
            None => within = middle,
            Some(_) => past = middle,
        }
    }
    within
}

#[test]
fn every_shape_within_the_limit_is_read_without_overflowing_and_one_more_level_is_refused() {
    for shape in SHAPES {
        let n = deepest(shape);
        let within = shaped(shape, n);
        // Each parse, at the deepest it may be: an overflow would abort this test.
        let scanned = scan(&within);
        assert!(
            scanned.iter().flatten().all(|r| r.reason != "forbidden-too-deep"),
            "{:?}: {scanned:?}",
            shape
        );
        not_done_sites(&within);
        function_at(&within, 1);
        function_line(&within, "f");
        let past = shaped(shape, n + 1);
        let refused = scan(&past).unwrap();
        assert_eq!(refused.len(), 1, "{:?}", shape);
        assert_eq!(refused[0].reason, "forbidden-too-deep", "{:?}", shape);
        assert_eq!(refused[0].line, 1);
        // Every shape's cost grows with its levels: none is counted for free.
        assert!(n <= LIMIT, "{:?}: {n} levels", shape);
    }
}

#[test]
fn what_the_red_team_sent_is_refused_with_its_line_and_the_rest_reads_nothing() {
    // 100 000 brackets: 1 000 crashed a debug build, on the main thread's 8 MiB.
    let deep = format!(
        "//! deep\npub fn f() -> u32 {{ {}1{} }}\n",
        "(".repeat(100_000),
        ")".repeat(100_000)
    );
    let refused = scan(&deep).unwrap();
    assert_eq!(refused.len(), 1);
    assert_eq!((refused[0].line, refused[0].found.as_str()), (2, "("));
    assert_eq!(refused[0].reason, "forbidden-too-deep");
    assert!(refused[0].column > 20, "{refused:?}");
    assert!(not_done_sites(&format!("{deep}fn g() {{ todo!() }}\n")).is_empty());
    assert_eq!(function_at(&deep, 2), None);
    assert_eq!(function_line(&deep, "f"), None);
    // An answers.toml read as Rust (its `todo!()` sites are looked for too).
    let answers = format!("q1 = {}{}\n", "[".repeat(10_000), "]".repeat(10_000));
    assert!(not_done_sites(&answers).is_empty());
}

#[test]
fn long_but_flat_code_is_not_deep() {
    // A table of many values, many functions, a long match: each a loop in syn.
    let table = format!(
        "const T: [u32; 5000] = [{}];\n",
        (0..5000).map(|i| i.to_string()).collect::<Vec<_>>().join(", ")
    );
    let functions: String = (0..2000).map(|i| format!("pub fn f{i}() -> u32 {{ {i} }}\n")).collect();
    let arms: String = (0..2000).map(|i| format!("{i} => {{ {i} }}\n")).collect();
    let matched = format!("fn g(x: u32) -> u32 {{ match x {{ {arms} _ => 0 }} }}\n");
    let statements: String = (0..2000).map(|i| format!("let a{i} = {i};\n")).collect();
    let body = format!("fn h() {{ {statements} }}\n");
    for text in [table, functions, matched, body] {
        assert_eq!(scan(&text).unwrap(), vec![], "{}", &text[..60]);
    }
}

#[test]
fn no_honest_source_comes_near_the_limit() {
    // The course (what a student hands in, and the checks), and the grader's own crates:
    // the largest and most nested Rust at hand.
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let mut files = Vec::new();
    for top in [
        "exercises",
        "solutions",
        "lessons",
        "grader/src",
        "kit",
        "conveyor",
        "probe",
        "report",
    ] {
        files.extend(crate::rust_files::rust_files(&root.join(top)));
    }
    assert!(files.len() > 200, "{}", files.len());
    for file in files {
        let source = std::fs::read_to_string(&file).unwrap();
        let deep = deeper_than(source.parse().unwrap(), LIMIT / 2);
        assert_eq!(deep, None, "{}", file.display());
    }
}

#[test]
fn what_syn_drops_before_it_lexes_hides_nothing() {
    // syn::parse_file drops a byte-order mark and a `#!` line before it lexes the rest,
    // which may lex where the whole does not (here, a `'` that opens no literal).
    let deep = format!(
        "pub fn f() -> u32 {{ {}1{} }}\n",
        "(".repeat(100_000),
        ")".repeat(100_000)
    );
    for before in ["\u{feff}", "#!/usr/bin/env x '\n", "\u{feff}#! ' \n"] {
        let text = format!("{before}{deep}");
        let refused = scan(&text).unwrap();
        assert_eq!(refused.len(), 1, "{before:?}");
        assert_eq!(refused[0].reason, "forbidden-too-deep", "{before:?}");
        assert!(not_done_sites(&text).is_empty());
        assert_eq!(function_line(&text, "f"), None);
    }
}
