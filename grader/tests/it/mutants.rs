//! Every mutant of every exercise is a patch that still applies to its base, with an entry
//! of its folder's mutants.toml, and no folder holds a patch without one; every hostile
//! case kept as a patch applies to exercise 1's solution. Cheap: no builds.

use crate::common;
use crate::common::course;

#[test]
fn every_mutant_patch_applies_to_its_base() {
    let (ws, course) = course();
    let mut count = 0;
    let mut wrong = Vec::new();
    for (lesson, ex) in course.exercises() {
        let mutants = grader::teacher::mutants::load(&ws, lesson, ex);
        for p in &mutants.problems {
            wrong.push(format!("{}: {}", ws.show(&p.file), p.error));
        }
        for m in &mutants.list {
            count += 1;
            if let Err(e) = m.source() {
                wrong.push(format!("{}: {e}", ws.show(&m.patch)));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(count >= 150, "{count} mutants");
}

#[test]
fn every_hostile_patch_applies_to_the_solution() {
    let dir = common::root().join("grader/tests/hostile");
    let mut patches = Vec::new();
    for sub in [dir.clone(), dir.join("cargo_toml")] {
        for entry in std::fs::read_dir(&sub).unwrap().flatten() {
            if entry.path().extension().is_some_and(|e| e == "patch") {
                patches.push(entry.path());
            }
        }
    }
    assert!(patches.len() >= 10, "{patches:?}");
    for patch in patches {
        let name = patch
            .strip_prefix(&dir)
            .unwrap()
            .to_string_lossy()
            .replace(".patch", ".rs");
        let source = common::hostile(&name);
        assert!(
            source.starts_with("//! Hostile"),
            "{name}: its header comment comes first"
        );
    }
}
