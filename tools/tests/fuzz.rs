//! A few hundred fuzz cases on every run (`bash scripts/fuzz N` for long
//! ones): random programs x meshes x shardings partitioned and run (by the
//! interpreter and as executables) against the single-device program, and
//! mutated inputs of every tool; no crash, mismatch, hang or unlocated
//! refusal. Seeds are fixed, so a failure here reproduces with the command
//! the fuzzer prints.

use std::{path::Path, process::Command};

#[test]
fn random_programs_and_mutated_inputs_never_crash_or_mismatch() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fuzz");
    let _ = std::fs::remove_dir_all(&scratch);
    let output = Command::new(env!("CARGO_BIN_EXE_spmd-fuzz"))
        .args([
            "--cases",
            "200",
            "--mutations",
            "300",
            "--seed",
            "1",
            "--jobs",
            "2",
        ])
        .arg("--scratch")
        .arg(&scratch)
        .arg("--corpus")
        .arg(root.join("lit-tests"))
        .arg("--corpus")
        .arg(root.join("../shared/fixtures"))
        .output()
        .expect("spmd-fuzz runs");
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    println!("{text}");
    assert!(
        output.status.success(),
        "the fuzzer found failures:\n{text}"
    );
    assert!(
        text.contains("200 property cases"),
        "unexpected fuzzer output:\n{text}"
    );
}
