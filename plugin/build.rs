//! Compiles the plugin's C++ entry point (`src/plugin.cpp`) against the
//! MLIR headers of the LLVM that `MLIR_SYS_220_PREFIX` names.

fn main() {
    let prefix =
        std::env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".to_owned());
    println!("cargo:rerun-if-changed=src/plugin.cpp");
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
    cc::Build::new()
        .cpp(true)
        .std("c++17")
        .include(format!("{prefix}/include"))
        .flag("-fno-rtti")
        .flag("-fno-exceptions")
        .flag("-Wno-unused-parameter")
        .file("src/plugin.cpp")
        .compile("spmd_plugin_shim");
}
