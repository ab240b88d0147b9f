//! No circle of files that import each other, in any crate of the workspace: a file
//! below never reaches back into the file that calls it (docs/architecture.md).
//!
//! Read from the sources' tokens, not the compiler, so comments and strings say nothing:
//! every path (in a `use`, a group `{a, b::c}`, in code, in a macro's arguments) that
//! starts with `crate`, `$crate`, `self`, `super` (as often as written), a module a `mod`
//! declares or a name a `use` brings in, is an edge from its file to the file of the
//! longest module path it names. An inline `mod tests { use super::*; }` is a module of
//! its own file: its `super` is the file, and the glob brings it the file's names. A `mod`
//! declaration is no import. Only tests use this.

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use syn::ext::IdentExt;

/// The crates whose files must not import each other in a circle.
const CRATES: [&str; 6] = ["grader", "kit", "conveyor", "probe", "seccomp", "report"];

/// A module path from the crate's root: `["engine", "judge"]`.
type Module = Vec<String>;

/// A crate's files by module path, and what each imports.
struct Graph {
    files: BTreeMap<Module, PathBuf>,
    edges: BTreeMap<Module, BTreeSet<Module>>,
}

fn module_path(src: &Path, file: &Path) -> Module {
    let relative = file.strip_prefix(src).unwrap();
    let mut parts: Vec<String> = relative.iter().map(|p| p.to_string_lossy().into_owned()).collect();
    let last = parts.pop().unwrap();
    let stem = last.trim_end_matches(".rs");
    if !matches!(stem, "mod" | "lib" | "main") {
        parts.push(stem.to_string());
    }
    parts
}

/// One `use` flattened: the path it names and the name it brings in (`None` for a glob).
#[derive(Debug, PartialEq)]
struct UseItem {
    path: Vec<String>,
    name: Option<String>,
}

/// The items of a use tree's tokens: `a::{b, c::d as e, f::*}` gives `a::b` as `b`,
/// `a::c::d` as `e` and `a::f` as a glob; `a::{self}` gives `a` as `a`.
fn use_items(tokens: &[TokenTree], prefix: &[String], out: &mut Vec<UseItem>) {
    let mut path = prefix.to_vec();
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            TokenTree::Ident(ident) if ident == "as" => {
                if let Some(TokenTree::Ident(name)) = tokens.get(i + 1) {
                    out.push(UseItem {
                        path: path.clone(),
                        name: Some(name.to_string()),
                    });
                }
                return;
            }
            TokenTree::Ident(ident) if ident == "self" && !path.is_empty() && i > 0 => {
                let name = path.last().cloned();
                out.push(UseItem {
                    path: path.clone(),
                    name,
                });
                return;
            }
            TokenTree::Ident(ident) => path.push(ident.unraw().to_string()),
            TokenTree::Punct(p) if p.as_char() == '*' => {
                out.push(UseItem { path, name: None });
                return;
            }
            TokenTree::Punct(p) if p.as_char() == '$' => {}
            TokenTree::Punct(_) => {}
            TokenTree::Group(g) if g.delimiter() == Delimiter::Brace => {
                let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                for member in inner.split(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ',')) {
                    if !member.is_empty() {
                        use_items_member(member, &path, out);
                    }
                }
                return;
            }
            _ => {}
        }
        i += 1;
    }
    let name = path.last().cloned();
    if path.len() > prefix.len() {
        out.push(UseItem { path, name });
    }
}

/// A member of a group: `self` names the group's prefix itself.
fn use_items_member(member: &[TokenTree], prefix: &[String], out: &mut Vec<UseItem>) {
    if let [TokenTree::Ident(ident), rest @ ..] = member
        && ident == "self"
    {
        let name = match rest {
            [TokenTree::Ident(r#as), TokenTree::Ident(name)] if r#as == "as" => Some(name.to_string()),
            _ => prefix.last().cloned(),
        };
        out.push(UseItem {
            path: prefix.to_vec(),
            name,
        });
        return;
    }
    use_items(member, prefix, out);
}

/// What one file says: per module inside it (the file's own, and each inline `mod x {}`),
/// the names its `mod`s and `use`s bring in, its globs, and every path written in it.
#[derive(Default)]
struct Scopes {
    /// The child modules each module declares with `mod x;` (a file of its own).
    children: BTreeMap<Module, BTreeMap<String, Module>>,
    /// The names each module's `use`s bring in, with the path as written.
    names: BTreeMap<Module, BTreeMap<String, Vec<String>>>,
    globs: BTreeMap<Module, Vec<Vec<String>>>,
    paths: Vec<(Module, Vec<String>)>,
}

impl Scopes {
    fn read(&mut self, module: &Module, tokens: TokenStream) {
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        let mut i = 0;
        while i < tokens.len() {
            match &tokens[i] {
                TokenTree::Ident(ident) if ident == "mod" => {
                    if let Some(TokenTree::Ident(name)) = tokens.get(i + 1) {
                        let name = name.unraw().to_string();
                        let child: Module = module.iter().cloned().chain([name.clone()]).collect();
                        match tokens.get(i + 2) {
                            Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace => {
                                self.read(&child, g.stream());
                                i += 3;
                                continue;
                            }
                            _ => {
                                self.children.entry(module.clone()).or_default().insert(name, child);
                                i += 2;
                                continue;
                            }
                        }
                    }
                }
                TokenTree::Ident(ident) if ident == "use" => {
                    let end = tokens[i..]
                        .iter()
                        .position(|t| matches!(t, TokenTree::Punct(p) if p.as_char() == ';'))
                        .map_or(tokens.len(), |n| i + n);
                    let mut items = Vec::new();
                    use_items(&tokens[i + 1..end], &[], &mut items);
                    for item in items {
                        self.paths.push((module.clone(), item.path.clone()));
                        match item.name {
                            Some(name) => {
                                self.names.entry(module.clone()).or_default().insert(name, item.path);
                            }
                            None => self.globs.entry(module.clone()).or_default().push(item.path),
                        }
                    }
                    i = end + 1;
                    continue;
                }
                TokenTree::Ident(_) | TokenTree::Punct(_) => {
                    if let Some((path, next)) = chain(&tokens, i) {
                        self.paths.push((module.clone(), path));
                        i = next;
                        continue;
                    }
                }
                TokenTree::Group(g) => self.read(module, g.stream()),
                TokenTree::Literal(_) => {}
            }
            i += 1;
        }
    }
}

/// The path that starts at `tokens[i]`, if one does (`a::b::c`, `$crate::x`), and the
/// index after it.
fn chain(tokens: &[TokenTree], i: usize) -> Option<(Vec<String>, usize)> {
    let mut at = i;
    if matches!(&tokens[at], TokenTree::Punct(p) if p.as_char() == '$') {
        at += 1;
    }
    let TokenTree::Ident(first) = tokens.get(at)? else {
        return None;
    };
    let mut path = vec![first.unraw().to_string()];
    at += 1;
    loop {
        let colons = matches!(
            (tokens.get(at), tokens.get(at + 1)),
            (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b))) if a.as_char() == ':' && b.as_char() == ':'
        );
        match tokens.get(at + 2) {
            Some(TokenTree::Ident(next)) if colons => {
                path.push(next.unraw().to_string());
                at += 3;
            }
            _ => break,
        }
    }
    (path.len() > 1).then_some((path, at))
}

impl Graph {
    fn of(src: &Path) -> Graph {
        let paths = crate::rust_files::rust_files(src);
        let files: BTreeMap<_, _> = paths.into_iter().map(|p| (module_path(src, &p), p)).collect();
        let mut graph = Graph {
            files,
            edges: BTreeMap::new(),
        };
        for (module, file) in &graph.files {
            let text = std::fs::read_to_string(file).unwrap();
            let tokens: TokenStream = text.parse().unwrap_or_else(|e| panic!("{}: {e:?}", file.display()));
            let mut scopes = Scopes::default();
            scopes.read(module, tokens);
            let mut to = BTreeSet::new();
            for (scope, path) in &scopes.paths {
                if let Some(target) = resolve(&scopes, scope, path).and_then(|p| graph.file_of(&p))
                    && target != *module
                {
                    to.insert(target);
                }
            }
            graph.edges.insert(module.clone(), to);
        }
        graph
    }

    /// The file that defines what `path` names: its longest prefix that is a file.
    fn file_of(&self, path: &[String]) -> Option<Module> {
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

/// The module path from the crate's root that `path`, written in module `scope`, names;
/// `None` for a path into another crate or a local name.
fn resolve(scopes: &Scopes, scope: &Module, path: &[String]) -> Option<Vec<String>> {
    resolve_in(scopes, scope, path, 0)
}

fn resolve_in(scopes: &Scopes, scope: &Module, path: &[String], depth: usize) -> Option<Vec<String>> {
    // A `use` may name another `use`'s name; a chain of them is short.
    if depth > 8 {
        return None;
    }
    let (first, rest) = path.split_first()?;
    let base: Vec<String> = match first.as_str() {
        "crate" => Vec::new(),
        "self" => scope.clone(),
        "super" => {
            let ups = 1 + rest.iter().take_while(|s| *s == "super").count();
            let rest = &rest[ups - 1..];
            let base = scope.get(..scope.len().checked_sub(ups)?)?.to_vec();
            return Some(base.into_iter().chain(rest.iter().cloned()).collect());
        }
        name => {
            let named = name_in(scopes, scope, name, depth)?;
            return Some(named.into_iter().chain(rest.iter().cloned()).collect());
        }
    };
    Some(base.into_iter().chain(rest.iter().cloned()).collect())
}

/// What `name` means in module `scope`: a child it declares, a name it `use`s, or one
/// a glob of a module of the same file brings in (`use super::*` in `mod tests`).
fn name_in(scopes: &Scopes, scope: &Module, name: &str, depth: usize) -> Option<Vec<String>> {
    if let Some(child) = scopes.children.get(scope).and_then(|children| children.get(name)) {
        return Some(child.clone());
    }
    if let Some(target) = scopes.names.get(scope).and_then(|names| names.get(name)) {
        return resolve_in(scopes, scope, target, depth + 1);
    }
    for glob in scopes.globs.get(scope).into_iter().flatten() {
        let Some(module) = resolve_in(scopes, scope, glob, depth + 1) else {
            continue;
        };
        if module != *scope
            && let Some(found) = name_in(scopes, &module, name, depth + 1)
        {
            return Some(found);
        }
    }
    None
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

    /// The engine's steps decide and keep what they found as data: only `engine/mod.rs`,
    /// where a grading begins and ends, has the catalog, and `verdict/told.rs` words the
    /// verdict once (issue 23: wording happens in one place, never in the steps).
    #[test]
    fn no_step_of_the_engine_reaches_the_catalog() {
        let graph = Graph::of(&root().join("grader").join("src"));
        let catalog: Module = vec!["course".into(), "i18n".into()];
        let reaching: Vec<String> = graph
            .edges
            .iter()
            .filter(|(file, to)| file.len() > 1 && file[0] == "engine" && to.contains(&catalog))
            .map(|(file, _)| file.join("/"))
            .collect();
        assert!(reaching.is_empty(), "engine steps that word: {reaching:?}");
        let engine: Module = vec!["engine".into()];
        assert!(graph.edges[&engine].contains(&catalog), "the test reads the imports");
    }

    /// The module paths one file's text names, written in module `module`.
    fn named(module: &[&str], text: &str) -> Vec<Vec<String>> {
        let module: Module = module.iter().map(|s| s.to_string()).collect();
        let mut scopes = Scopes::default();
        scopes.read(&module, text.parse().unwrap());
        scopes
            .paths
            .iter()
            .filter_map(|(scope, path)| resolve(&scopes, scope, path))
            .collect()
    }

    #[test]
    fn an_import_is_read_from_a_use_a_group_and_a_path_in_code() {
        assert_eq!(named(&["a"], "use crate::engine::Cancel;"), [vec!["engine", "Cancel"]]);
        assert_eq!(
            named(&["a"], "use crate::{scaffold, snapshot::diff};"),
            [vec!["scaffold"], vec!["snapshot", "diff"]]
        );
        assert_eq!(
            named(&["a"], "fn f() { let x = crate::i18n::LANGUAGES; }"),
            [vec!["i18n", "LANGUAGES"]]
        );
        assert_eq!(
            named(&["a"], "macro_rules! m { () => { $crate::trace::x } }"),
            [vec!["trace", "x"]]
        );
        assert_eq!(named(&["a"], "fn f() { assert!(crate::b::ok()); }"), [vec!["b", "ok"]]);
    }

    #[test]
    fn a_comment_or_a_string_names_nothing() {
        assert!(named(&["a"], "// crate::b::c\nfn f() -> &'static str { \"crate::b::c\" }").is_empty());
    }

    #[test]
    fn super_and_self_are_read_from_where_they_are_written() {
        assert_eq!(named(&["a", "b"], "fn f() { super::c::g() }"), [vec!["a", "c", "g"]]);
        assert_eq!(named(&["a", "b"], "fn f() { super::super::d() }"), [vec!["d"]]);
        assert_eq!(named(&["a", "b"], "use self::e::F;"), [vec!["a", "b", "e", "F"]]);
        // In an inline `mod tests`, `super` is the file itself, and its glob brings the
        // file's names: `last::x` is the child the file declares.
        assert_eq!(
            named(&["a"], "mod last;\nmod tests { use super::*; fn t() { last::x() } }"),
            [vec!["a"], vec!["a", "last", "x"]]
        );
    }

    #[test]
    fn a_name_a_use_or_a_mod_brings_in_starts_a_path() {
        assert_eq!(
            named(&["a"], "use crate::commands;\nfn f() { commands::list::run() }"),
            [vec!["commands"], vec!["commands", "list", "run"]]
        );
        assert_eq!(
            named(&["a"], "pub(crate) mod c;\nfn f() { c::g() }"),
            [vec!["a", "c", "g"]]
        );
        assert_eq!(
            named(&["a"], "use crate::engine::{self as e, Cancel};\nfn f() { e::x() }"),
            [vec!["engine"], vec!["engine", "Cancel"], vec!["engine", "x"]]
        );
        // A path into another crate, or a type's associated function, names no file here.
        assert!(named(&["a"], "fn f() { std::fs::read(\"x\"); String::from(\"y\"); }").is_empty());
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
