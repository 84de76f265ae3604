//! The application layer's two floors, as docs/ARCHITECTURE.md states them: a use-case module
//! never imports another use-case module, nothing in the kernel imports a use-case module, and
//! the kernel's own modules import each other in no circle.
//! Also that every module is named in the architecture document and in `lib.rs`'s index, so a
//! new module cannot land unexplained.

// Helpers outside #[test] functions may unwrap too: a failure here is a failed test.
#![allow(clippy::unwrap_used, clippy::panic)]

use std::fs;
use std::path::{Path, PathBuf};

/// Modules beside the two floors: the persisted formats, files, data steps and the error.
const BESIDE: [&str; 4] = ["error", "files", "journal", "migrate"];

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The use-case modules: every top-level `.rs` file but `lib.rs` and the modules beside, and
/// every folder but the kernel's (a use case whose rulesets each have a submodule).
fn use_cases() -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(src())
        .unwrap()
        .filter_map(|entry| {
            let path = entry.unwrap().path();
            let name = path.file_stem()?.to_str()?.to_owned();
            let module = if path.is_dir() {
                name != "kernel"
            } else {
                path.extension()? == "rs" && name != "lib"
            };
            (module && !BESIDE.contains(&name.as_str())).then_some(name)
        })
        .collect();
    names.sort();
    names
}

/// The sources of a module: its file, or every `.rs` file in its folder.
fn module_sources(module: &str) -> Vec<(PathBuf, String)> {
    let file = src().join(format!("{module}.rs"));
    let mut paths = if file.exists() {
        vec![file]
    } else {
        fs::read_dir(src().join(module))
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .filter(|path| path.extension().is_some_and(|e| e == "rs"))
            .collect()
    };
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let source = fs::read_to_string(&path).unwrap();
            (path, source)
        })
        .collect()
}

fn kernel_files() -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = fs::read_dir(src().join("kernel"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "rs"))
        .collect();
    files.sort();
    files
}

/// The use-case modules a source names as `crate::<module>` (in a `use` or a path), outside
/// comments.
fn named_use_cases(source: &str, use_cases: &[String]) -> Vec<String> {
    let code: String = source
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    use_cases
        .iter()
        .filter(|module| {
            let path = format!("crate::{module}");
            code.match_indices(&path).any(|(at, _)| {
                // `crate::desk` but not `crate::desk_something`.
                !code[at + path.len()..]
                    .chars()
                    .next()
                    .is_some_and(|c| c.is_alphanumeric() || c == '_')
            }) || grouped_import(&code, module)
        })
        .cloned()
        .collect()
}

/// Whether a grouped `use crate::{…}` lists `module`.
fn grouped_import(code: &str, module: &str) -> bool {
    code.match_indices("use crate::{").any(|(at, _)| {
        let rest = &code[at..];
        let group = &rest[..rest.find('}').unwrap_or(rest.len())];
        group
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .any(|word| word == module)
    })
}

#[test]
fn the_use_case_modules_are_the_ones_the_architecture_document_names() {
    let names = use_cases();
    assert!(
        names.len() >= 10,
        "use cases found: {names:?} (is the source folder where the test looks?)"
    );
    for expected in ["desk", "library", "table_draft"] {
        assert!(names.iter().any(|n| n == expected), "{expected} not found");
    }
}

#[test]
fn no_use_case_module_imports_another() {
    let names = use_cases();
    for module in &names {
        for (path, source) in module_sources(module) {
            let others: Vec<String> = named_use_cases(&source, &names)
                .into_iter()
                .filter(|other| other != module)
                .collect();
            assert!(
                others.is_empty(),
                "{} imports the use cases {others:?}: move what they share into the kernel",
                path.display()
            );
        }
    }
}

#[test]
fn nothing_in_the_kernel_imports_a_use_case_module() {
    let names = use_cases();
    for file in kernel_files() {
        let source = fs::read_to_string(&file).unwrap();
        let named = named_use_cases(&source, &names);
        assert!(
            named.is_empty(),
            "{} imports the use cases {named:?}",
            file.display()
        );
    }
}

#[test]
fn every_module_is_named_in_the_architecture_document_and_the_module_index() {
    let architecture = fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/ARCHITECTURE.md"),
    )
    .unwrap();
    let index = fs::read_to_string(src().join("lib.rs")).unwrap();
    let index: String = index
        .lines()
        .filter(|line| line.starts_with("//!"))
        .collect::<Vec<_>>()
        .join("\n");
    let mut modules = use_cases();
    modules.extend(BESIDE.iter().map(|m| m.to_string()));
    modules.push("kernel".into());
    for module in &modules {
        assert!(
            architecture.contains(&format!("`{module}`"))
                || architecture.contains(&format!("{module}.rs")),
            "docs/ARCHITECTURE.md does not name the module `{module}`"
        );
        assert!(
            index.contains(&format!("`{module}`")) || index.contains(&format!("[`{module}`]")),
            "lib.rs's module index does not name `{module}`"
        );
    }
    for file in kernel_files() {
        let name = file.file_name().unwrap().to_str().unwrap();
        if name == "mod.rs" {
            continue;
        }
        assert!(
            architecture.contains(&format!("kernel/{name}")),
            "docs/ARCHITECTURE.md does not name kernel/{name}"
        );
    }
}

#[test]
fn the_import_check_sees_an_import_where_there_is_one() {
    // The check itself, on made-up sources: it must not pass everything.
    let names = vec!["desk".to_string(), "ledger".to_string()];
    assert_eq!(
        named_use_cases("use crate::desk::agl::EventView;", &names),
        ["desk"]
    );
    assert_eq!(
        named_use_cases(
            "use crate::{journal_id, ledger, App};\nledger::x();",
            &names
        ),
        ["ledger"]
    );
    assert!(named_use_cases("// use crate::desk::agl::EventView;", &names).is_empty());
    assert!(named_use_cases("use crate::desk_view::X;", &names).is_empty());
}

/// The kernel modules (file stems, `mod.rs` left out) a kernel source names: `kernel::<stem>::`,
/// `super::<stem>::`, or `<stem>::` inside a grouped `use crate::kernel::{…}`; outside comments.
fn named_kernel_modules(source: &str, stems: &[String]) -> Vec<String> {
    let code: String = source
        .lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let groups: Vec<&str> = code
        .match_indices("use crate::kernel::{")
        .map(|(at, text)| {
            let rest = &code[at + text.len()..];
            let mut depth = 1;
            let end = rest
                .char_indices()
                .find(|&(_, c)| {
                    depth += match c {
                        '{' => 1,
                        '}' => -1,
                        _ => 0,
                    };
                    depth == 0
                })
                .map_or(rest.len(), |(i, _)| i);
            &rest[..end]
        })
        .collect();
    let at_word_start = |text: &str, at: usize| {
        !text[..at]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
    };
    stems
        .iter()
        .filter(|stem| {
            let paths = [format!("kernel::{stem}::"), format!("super::{stem}::")];
            paths.iter().any(|path| code.contains(path.as_str()))
                || groups.iter().any(|group| {
                    let path = format!("{stem}::");
                    group
                        .match_indices(&path)
                        .any(|(at, _)| at_word_start(group, at))
                })
        })
        .cloned()
        .collect()
}

/// A circle in `edges` (module -> the modules it names), as the modules along it, if any.
fn a_circle(edges: &[(String, Vec<String>)]) -> Option<Vec<String>> {
    fn walk(
        at: &str,
        edges: &[(String, Vec<String>)],
        path: &mut Vec<String>,
        done: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        if let Some(start) = path.iter().position(|p| p == at) {
            return Some(path[start..].to_vec());
        }
        if done.iter().any(|d| d == at) {
            return None;
        }
        path.push(at.to_owned());
        let next = edges
            .iter()
            .find(|(from, _)| from == at)
            .map(|(_, to)| to.clone())
            .unwrap_or_default();
        for to in next {
            if let Some(circle) = walk(&to, edges, path, done) {
                return Some(circle);
            }
        }
        path.pop();
        done.push(at.to_owned());
        None
    }
    let mut done = Vec::new();
    edges
        .iter()
        .find_map(|(from, _)| walk(from, edges, &mut Vec::new(), &mut done))
}

#[test]
fn the_kernel_modules_import_each_other_in_no_circle() {
    let files: Vec<PathBuf> = kernel_files()
        .into_iter()
        .filter(|path| path.file_stem().is_some_and(|stem| stem != "mod"))
        .collect();
    let stems: Vec<String> = files
        .iter()
        .map(|path| path.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    assert!(stems.len() >= 10, "kernel modules found: {stems:?}");
    let edges: Vec<(String, Vec<String>)> = files
        .iter()
        .zip(&stems)
        .map(|(path, stem)| {
            let source = fs::read_to_string(path).unwrap();
            let named = named_kernel_modules(&source, &stems)
                .into_iter()
                .filter(|other| other != stem)
                .collect();
            (stem.clone(), named)
        })
        .collect();
    assert_eq!(
        a_circle(&edges),
        None,
        "kernel modules that import each other in a circle: move what they share beneath them"
    );
}

#[test]
fn the_circle_check_sees_a_circle_where_there_is_one() {
    let stems = vec!["table".to_string(), "draft_journal".to_string()];
    assert_eq!(
        named_kernel_modules(
            "use crate::kernel::{\n    draft_journal::{OpenDraft, score},\n    PackRef,\n};",
            &stems
        ),
        ["draft_journal"]
    );
    assert_eq!(
        named_kernel_modules("use super::table::TableDraft;", &stems),
        ["table"]
    );
    assert!(named_kernel_modules("// use crate::kernel::table::X;", &stems).is_empty());
    assert!(named_kernel_modules("use crate::kernel::{my_table::X};", &stems).is_empty());
    let edge = |from: &str, to: &[&str]| {
        (
            from.to_string(),
            to.iter().map(|t| t.to_string()).collect::<Vec<_>>(),
        )
    };
    assert_eq!(
        a_circle(&[
            edge("state", &["draft_journal"]),
            edge("draft_journal", &["table"]),
            edge("table", &["draft_journal"]),
        ]),
        Some(vec!["draft_journal".to_string(), "table".to_string()])
    );
    assert_eq!(
        a_circle(&[
            edge("table_view", &["table", "draft_journal"]),
            edge("draft_journal", &["table"])
        ]),
        None
    );
}
