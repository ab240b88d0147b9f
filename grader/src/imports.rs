//! No circle of files that import each other, in any crate of the workspace: a file
//! below never reaches back into the file that calls it (docs/architecture.md).
//!
//! Read from the sources, not the compiler: every `crate::a::b` path (in a `use` or in
//! code, `crate::{a, b}` groups included) and every top-level `use super::…` is an edge
//! from its file to the file of the longest module path it names. A `mod` declaration
//! is no import. Only tests use this.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The crates whose files must not import each other in a circle.
const CRATES: [&str; 6] = ["grader", "kit", "conveyor", "probe", "seccomp", "report"];

/// A crate's files by module path (`["engine", "judge"]`), and what each imports.
struct Graph {
    files: BTreeMap<Vec<String>, PathBuf>,
    edges: BTreeMap<Vec<String>, BTreeSet<Vec<String>>>,
}

fn module_path(src: &Path, file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(src).unwrap();
    let mut parts: Vec<String> = relative.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    let last = parts.pop().unwrap();
    let stem = last.trim_end_matches(".rs");
    if !matches!(stem, "mod" | "lib" | "main") {
        parts.push(stem.to_string());
    }
    parts
}

fn rust_files(dir: &Path, into: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            into.push(path);
        }
    }
}

/// The paths after `crate::` in one line: `a::b::C` gives `[a, b, C]`; a group
/// `{a, b::c}` gives each of its members.
fn crate_paths(line: &str) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    let mut rest = line;
    while let Some(at) = rest.find("crate::") {
        let before = rest[..at].chars().last();
        rest = &rest[at + "crate::".len()..];
        // `grader_kit::crate::` does not occur; `$crate::` (in macros) is a path of its crate too.
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        if let Some(group) = rest.strip_prefix('{') {
            let inner = group.split('}').next().unwrap_or("");
            found.extend(inner.split(',').map(|member| segments(member.trim())));
        } else {
            found.push(segments(rest));
        }
    }
    found
}

/// The paths in one line that start with a name `aliases` knows: `commands::list::run`
/// gives `[commands, list, run]` when `commands` is `crate::commands`.
fn alias_paths(line: &str, aliases: &BTreeMap<String, Vec<String>>) -> Vec<Vec<String>> {
    let mut found = Vec::new();
    for (name, module) in aliases {
        let needle = format!("{name}::");
        let mut from = 0;
        while let Some(at) = line[from..].find(&needle).map(|i| i + from) {
            from = at + needle.len();
            let before = line[..at].chars().last();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            found.push(module.iter().cloned().chain(segments(&line[from..])).collect());
        }
    }
    found
}

fn segments(path: &str) -> Vec<String> {
    let mut parts = Vec::new();
    let mut rest = path;
    loop {
        let end = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        if end == 0 {
            break;
        }
        parts.push(rest[..end].to_string());
        match rest[end..].strip_prefix("::") {
            Some(next) => rest = next,
            None => break,
        }
    }
    parts
}

impl Graph {
    fn of(src: &Path) -> Graph {
        let mut paths = Vec::new();
        rust_files(src, &mut paths);
        let files: BTreeMap<_, _> = paths.into_iter().map(|p| (module_path(src, &p), p)).collect();
        let mut graph = Graph {
            files,
            edges: BTreeMap::new(),
        };
        for (module, file) in &graph.files {
            let text = std::fs::read_to_string(file).unwrap();
            let aliases = graph.aliases(module, &text);
            let mut to = BTreeSet::new();
            for line in text.lines() {
                let code = line.split("//").next().unwrap_or("");
                let mut named = crate_paths(code);
                named.extend(alias_paths(code, &aliases));
                // At the top of a file, `super` is its parent module; indented, it is
                // usually a `mod tests` naming its own file.
                if let Some(rest) = code.strip_prefix("use super::") {
                    let parent = &module[..module.len().saturating_sub(1)];
                    let rests = match rest.strip_prefix('{') {
                        Some(group) => group
                            .split('}')
                            .next()
                            .unwrap_or("")
                            .split(',')
                            .map(|m| segments(m.trim()))
                            .collect(),
                        None => vec![segments(rest)],
                    };
                    named.extend(rests.into_iter().map(|r| parent.iter().cloned().chain(r).collect()));
                }
                for path in named {
                    if let Some(target) = graph.file_of(&path)
                        && target != *module
                    {
                        to.insert(target);
                    }
                }
            }
            graph.edges.insert(module.clone(), to);
        }
        graph
    }

    /// The names a file may start a path with that name a module of its crate: its
    /// `mod x;` children and the modules it `use`s (`use crate::commands;` makes
    /// `commands::list::run` a path into `commands/list.rs`).
    fn aliases(&self, module: &[String], text: &str) -> BTreeMap<String, Vec<String>> {
        let mut aliases = BTreeMap::new();
        for line in text.lines() {
            let code = line.trim_start();
            // Any visibility declares a child: `pub(crate) mod x;` as much as `mod x;`.
            let declared = code
                .strip_prefix("pub(crate) mod ")
                .or_else(|| code.strip_prefix("pub(super) mod "))
                .or_else(|| code.strip_prefix("pub mod "))
                .or_else(|| code.strip_prefix("mod "));
            if let Some(name) = declared.and_then(|d| d.strip_suffix(';')) {
                let child: Vec<String> = module.iter().cloned().chain([name.to_string()]).collect();
                if self.files.contains_key(&child) {
                    aliases.insert(name.to_string(), child);
                }
            }
            if code.starts_with("use ") || code.starts_with("pub use ") {
                for path in crate_paths(code) {
                    if let Some(last) = path.last()
                        && self.files.contains_key(&path)
                    {
                        aliases.insert(last.clone(), path.clone());
                    }
                }
            }
        }
        aliases
    }

    /// The file that defines what `path` names: its longest prefix that is a file.
    fn file_of(&self, path: &[String]) -> Option<Vec<String>> {
        (1..=path.len())
            .rev()
            .map(|n| path[..n].to_vec())
            .find(|prefix| self.files.contains_key(prefix))
    }

    /// The circles: groups of more than one file, each reachable from every other (Tarjan).
    fn circles(&self) -> Vec<Vec<String>> {
        struct Walk<'g> {
            graph: &'g Graph,
            index: BTreeMap<&'g Vec<String>, usize>,
            low: BTreeMap<&'g Vec<String>, usize>,
            stack: Vec<&'g Vec<String>>,
            on_stack: BTreeSet<&'g Vec<String>>,
            circles: Vec<Vec<String>>,
        }
        impl<'g> Walk<'g> {
            fn visit(&mut self, v: &'g Vec<String>) {
                let n = self.index.len();
                self.index.insert(v, n);
                self.low.insert(v, n);
                self.stack.push(v);
                self.on_stack.insert(v);
                for w in &self.graph.edges[v] {
                    if !self.index.contains_key(w) {
                        self.visit(w);
                        let low = self.low[v].min(self.low[w]);
                        self.low.insert(v, low);
                    } else if self.on_stack.contains(w) {
                        let low = self.low[v].min(self.index[w]);
                        self.low.insert(v, low);
                    }
                }
                if self.low[v] == self.index[v] {
                    let mut group = Vec::new();
                    while let Some(w) = self.stack.pop() {
                        self.on_stack.remove(w);
                        group.push(self.graph.files[w].display().to_string());
                        if w == v {
                            break;
                        }
                    }
                    if group.len() > 1 {
                        group.sort();
                        self.circles.push(group);
                    }
                }
            }
        }
        let mut walk = Walk {
            graph: self,
            index: BTreeMap::new(),
            low: BTreeMap::new(),
            stack: Vec::new(),
            on_stack: BTreeSet::new(),
            circles: Vec::new(),
        };
        for v in self.files.keys() {
            if !walk.index.contains_key(v) {
                walk.visit(v);
            }
        }
        walk.circles
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn root() -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap().to_path_buf()
    }

    /// The circles not broken yet, each a list of its files: this list only shrinks.
    const NOT_YET_BROKEN: &[&str] = &[];

    fn circles() -> Vec<String> {
        let root = root();
        let mut circles = Vec::new();
        for krate in CRATES {
            for circle in Graph::of(&root.join(krate).join("src")).circles() {
                let shown: Vec<_> = circle
                    .iter()
                    .map(|f| Path::new(f).strip_prefix(&root).unwrap().display().to_string())
                    .collect();
                circles.push(shown.join(" ↔ "));
            }
        }
        circles.sort();
        circles
    }

    #[test]
    fn no_files_of_a_crate_import_each_other_in_a_circle_but_those_not_broken_yet() {
        assert_eq!(
            circles(),
            NOT_YET_BROKEN,
            "a circle made, or one broken (take it off the list)"
        );
    }

    #[test]
    fn an_import_is_read_from_a_use_a_group_and_a_path_in_code() {
        assert_eq!(crate_paths("use crate::engine::Cancel;"), [vec!["engine", "Cancel"]]);
        assert_eq!(
            crate_paths("use crate::{scaffold, snapshot::diff};"),
            [vec!["scaffold"], vec!["snapshot", "diff"]]
        );
        assert_eq!(
            crate_paths("let x = crate::i18n::LANGUAGES;"),
            [vec!["i18n", "LANGUAGES"]]
        );
        assert_eq!(crate_paths("$crate::trace::x"), [vec!["trace", "x"]]);
    }

    #[test]
    fn a_circle_of_two_files_is_found_and_a_line_is_not() {
        let dir = std::env::temp_dir().join(format!("grader-imports-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("a")).unwrap();
        std::fs::write(dir.join("lib.rs"), "mod a;\nmod b;\n").unwrap();
        std::fs::write(dir.join("a.rs"), "use crate::b::B;\n").unwrap();
        std::fs::write(dir.join("b.rs"), "pub struct B;\n").unwrap();
        std::fs::write(dir.join("a/c.rs"), "use super::A;\n").unwrap();
        assert!(Graph::of(&dir).circles().is_empty());
        std::fs::write(dir.join("b.rs"), "use crate::a::c::C;\n").unwrap();
        let circles = Graph::of(&dir).circles();
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(circles.len(), 1, "{circles:?}");
        assert_eq!(circles[0].len(), 3, "a → b → a/c → a: {circles:?}");
    }

    #[test]
    fn a_child_declared_with_any_visibility_is_an_edge_from_its_parent() {
        let dir = std::env::temp_dir().join(format!("grader-imports-vis-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("a")).unwrap();
        std::fs::write(
            dir.join("lib.rs"),
            "mod a;
",
        )
        .unwrap();
        std::fs::write(
            dir.join("a.rs"),
            "pub(crate) mod c;
pub struct A;
fn f() { c::g() }
",
        )
        .unwrap();
        std::fs::write(
            dir.join("a/c.rs"),
            "use super::A;
pub fn g() {}
",
        )
        .unwrap();
        let circles = Graph::of(&dir).circles();
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(circles.len(), 1, "a → a/c → a: {circles:?}");
    }
}
