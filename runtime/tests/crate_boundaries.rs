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
    assert_free_of(
        "spmd-runtime",
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
    ] {
        assert_free_of(compiler, "normal,build", &["spmd-runtime", "cudarc"]);
    }
}
