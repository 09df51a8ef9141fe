//! Every JAX fixture, unpartitioned (a mesh of one): lowered by
//! `spmd-lower-to-runtime`, translated to an executable and run on the CPU
//! backend, equals the interpreter (1e-5) and JAX's recorded outputs (1e-4).
//! (The partitioned combinations are checked the same way in
//! `partition_fixtures` and `data_parallel_fixtures`.)

mod common;

use common::{FIXTURES, executable_matches, present_fixtures, run};
use std::{path::Path, process::Command};

#[test]
fn single_device_executables_equal_the_interpreter_and_jax() {
    let Some(fixtures) = present_fixtures() else {
        return;
    };
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("executable_fixtures");
    std::fs::create_dir_all(&scratch).expect("scratch folder");
    for fixture in &FIXTURES {
        let source = fixtures.join(format!("{}.linalg.mlir", fixture.name));
        let inputs = fixtures.join(format!("{}.io", fixture.name));
        let copy = scratch.join(format!("{}.mlir", fixture.name));
        std::fs::copy(&source, &copy).expect("copy the fixture");
        let interpreted = scratch.join(format!("{}.interpreted", fixture.name));
        run(Command::new(env!("CARGO_BIN_EXE_spmd-run"))
            .arg(&copy)
            .arg("--inputs")
            .arg(&inputs)
            .arg("--out")
            .arg(&interpreted));
        let results = executable_matches(&copy, Some(&inputs), &interpreted, 1e-5, &inputs);
        println!(
            "{:<22} single device: executable {results} results equal to the interpreter and JAX",
            fixture.name
        );
        assert!(results > 0);
    }
}
