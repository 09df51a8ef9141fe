//! `spmd-runtime` (and so `spmd-exec`) must not link MLIR: it is what gets
//! copied to GPU machines alone.

use std::process::Command;

#[test]
fn the_runtime_does_not_depend_on_mlir() {
    let output = Command::new(env!("CARGO"))
        .args([
            "tree",
            "--offline",
            "-p",
            "spmd-runtime",
            "-e",
            "normal,build,dev",
            "--prefix",
            "none",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        // cargo asks rustc about the target on standard input: never the
        // test runner's.
        .stdin(std::process::Stdio::null())
        .output()
        .expect("cargo tree runs");
    let tree = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "cargo tree failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(
        tree.contains("spmd-runtime"),
        "unexpected cargo tree output:\n{tree}"
    );
    for forbidden in ["melior", "mlir-sys", "spmd-dialect", "spmd-interpreter"] {
        assert!(
            !tree.lines().any(|l| l.starts_with(forbidden)),
            "spmd-runtime depends on {forbidden}:\n{tree}"
        );
    }
}
