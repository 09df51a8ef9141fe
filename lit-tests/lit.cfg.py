# lit configuration for spmd: runs spmd-opt (built by cargo) with LLVM 22's
# FileCheck, not and mlir-opt.
import os

import lit.formats

config.name = "spmd"
config.test_format = lit.formats.ShTest()
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)

repo_root = os.path.dirname(config.test_source_root)
llvm_bin = os.environ.get("LLVM_BIN", "/usr/lib/llvm-22/bin")
spmd_bin = os.environ.get("SPMD_BIN", os.path.join(repo_root, "target", "debug"))
fixtures = os.environ.get(
    "SPMD_FIXTURES", os.path.join(os.path.dirname(repo_root), "shared", "fixtures")
)

for tool in ("FileCheck", "not", "mlir-opt"):
    if not os.path.exists(os.path.join(llvm_bin, tool)):
        lit_config.fatal(f"{tool} not found in {llvm_bin}; run scripts/setup")
if not os.path.exists(os.path.join(spmd_bin, "spmd-opt")):
    lit_config.fatal(f"spmd-opt not found in {spmd_bin}; run 'cargo build' first")

config.environment["PATH"] = os.pathsep.join(
    [spmd_bin, llvm_bin, config.environment.get("PATH", "")]
)
config.substitutions.append(("%irdl", os.path.join(repo_root, "dialect", "spmd.irdl.mlir")))
config.substitutions.append(("%examples", os.path.join(repo_root, "examples")))
config.substitutions.append(("%fixtures", fixtures))
if os.path.isdir(fixtures):
    config.available_features.add("fixtures")
