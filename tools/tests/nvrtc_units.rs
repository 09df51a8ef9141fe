//! The CUDA backend's own units compile with NVRTC for `sm_80` and `sm_90`:
//! its support kernels (fills, box copies, the simulated mesh's
//! reductions) and the 16-bit tanh, exp and division (approximation
//! instructions, which the host build of `cuda_kernels/main.rs` replaces by the
//! exact functions). No GPU needed; NVRTC comes from `scripts/setup`.

mod common;

use common::nvrtc_installed;
use spmd_runtime::cuda::{
    codegen::PRELUDE,
    nvrtc::{self, Cache},
    support_kernels,
};

#[test]
fn support_kernels_and_sixteen_bit_approximations_compile_with_nvrtc() {
    if !nvrtc_installed() {
        eprintln!("skipped: no NVRTC in .cuda/ (run `bash scripts/setup`)");
        return;
    }
    let approximations = format!(
        "{PRELUDE}extern \"C\" __global__ void probe(float *x) {{ x[0] = r_bf16(s_tanh16(x[0])) + r_f16(s_exp16(x[1])) + r_bf16(s_div16(x[2], x[3])); }}\n"
    );
    for (unit, source) in [
        ("support kernels", support_kernels::unit()),
        ("16-bit approximations", approximations),
    ] {
        for arch in ["sm_80", "sm_90"] {
            nvrtc::compile(&source, arch, &Cache::Off)
                .unwrap_or_else(|e| panic!("{unit} for {arch}: {e}"));
        }
    }
}
