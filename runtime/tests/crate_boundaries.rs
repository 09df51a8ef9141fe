//! The line between the compiler and the runtime, as IREE draws it: the
//! runtime (and so `spmd-exec`, copied to GPU machines alone) links no
//! MLIR, and the compiler links no runtime (no backend, no cudarc). Both
//! meet in `spmd-executable`.

use std::process::Command;

/// The packages `package` depends on (normal, build and, when asked, dev
/// dependencies), one `name vX.Y.Z` per line.
fn dependencies(package: &str, edges: &str) -> String {
    let output = Command::new(env!("CARGO"))
        .args([
            "tree",
            "--offline",
            "-p",
            package,
            "-e",
            edges,
            "--prefix",
            "none",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        // cargo asks rustc about the target on standard input: never the
        // test runner's.
        .stdin(std::process::Stdio::null())
        .output()
        .expect("cargo tree runs");
    let tree = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "cargo tree failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        tree.contains(package),
        "unexpected cargo tree output:\n{tree}"
    );
    tree
}

fn assert_free_of(package: &str, edges: &str, forbidden: &[&str]) {
    let tree = dependencies(package, edges);
    for name in forbidden {
        assert!(
            !tree.lines().any(|l| l.starts_with(&format!("{name} "))),
            "{package} depends on {name}:\n{tree}"
        );
    }
}

#[test]
fn the_runtime_does_not_depend_on_mlir() {
    // The Python package's extension is the runtime too: its wheel stays
    // as small as spmd-exec.
    for runtime in ["spmd-runtime", "spmd-python"] {
        assert_free_of(
            runtime,
            "normal,build,dev",
            &[
                "melior",
                "mlir-sys",
                "spmd-dialect",
                "spmd-interpreter",
                "spmd-passes",
            ],
        );
    }
}

#[test]
fn the_executable_format_depends_on_neither_side() {
    assert_free_of(
        "spmd-executable",
        "normal,build,dev",
        &["melior", "mlir-sys", "spmd-runtime", "cudarc"],
    );
}

#[test]
fn the_compiler_does_not_depend_on_the_runtime() {
    for compiler in [
        "spmd-dialect",
        "spmd-passes",
        "spmd-interpreter",
        "spmd-tools",
        "spmd-plugin",
    ] {
        assert_free_of(compiler, "normal,build", &["spmd-runtime", "cudarc"]);
    }
}

/// Every `.rs` file under `dir`, recursively.
fn rust_files(dir: &std::path::Path, found: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("the folder reads") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

fn runtime_sources(folder: &str) -> Vec<(std::path::PathBuf, String)> {
    let mut files = Vec::new();
    rust_files(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("src")
            .join(folder),
        &mut files,
    );
    files
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("a source file reads");
            (path, text)
        })
        .collect()
}

/// Whether `line` (code, not a comment) names the runtime's module `module`:
/// `crate::module...`, or `module::...` / `module,` inside a `use crate::{...}` group.
fn names_module(line: &str, module: &str) -> bool {
    let code = line.trim_start();
    !code.starts_with("//")
        && (code.contains(&format!("crate::{module}"))
            || code.starts_with(&format!("{module}::"))
            || code.starts_with(&format!("{module},")))
}

#[test]
fn the_backends_build_on_the_host_layer_not_on_each_other() {
    for (folder, forbidden) in [
        ("cuda", &["cpu"][..]),
        ("cpu", &["cuda"][..]),
        ("host", &["cpu", "cuda"][..]),
    ] {
        for (path, text) in runtime_sources(folder) {
            for line in text.lines() {
                for module in forbidden {
                    assert!(
                        !names_module(line, module),
                        "{} imports the {module} backend: {line}",
                        path.display()
                    );
                }
            }
        }
    }
}

#[test]
fn source_files_stay_under_600_lines() {
    let workspace = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the workspace");
    let mut files = Vec::new();
    for crate_folder in [
        "layout",
        "executable",
        "dialect",
        "passes",
        "interpreter",
        "runtime",
        "tools",
        "bench",
        "python/runtime",
        "plugin",
    ] {
        rust_files(&workspace.join(crate_folder), &mut files);
    }
    let long: Vec<String> = files
        .iter()
        .filter_map(|path| {
            let lines = std::fs::read_to_string(path).ok()?.lines().count();
            (lines > 600).then(|| format!("{} ({lines} lines)", path.display()))
        })
        .collect();
    assert!(long.is_empty(), "split these by job:\n{}", long.join("\n"));
}
