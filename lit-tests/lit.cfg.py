# lit configuration for spmd: runs spmd-opt (built by cargo) with LLVM 22's
# FileCheck, not and mlir-opt.
import os

import lit.formats

config.name = "spmd"
config.test_format = lit.formats.ShTest()
config.suffixes = [".mlir", ".test"]
config.excludes = ["Inputs", "driver.sh"]
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

# `lit --param driver=plugin` (or SPMD_DRIVER=plugin): every `spmd-opt` in
# a RUN line is upstream mlir-opt-22 with the pass plugin
# (libspmd_plugin.so, plugin/) and the spmd dialect's IRDL, so that the
# same tests check the passes inside mlir-opt.
driver = lit_config.params.get("driver", os.environ.get("SPMD_DRIVER", "spmd-opt"))
driver_bin = []
if driver == "plugin":
    plugin = os.path.join(spmd_bin, "libspmd_plugin.so")
    if not os.path.exists(plugin):
        lit_config.fatal(f"{plugin} not found; run 'cargo build -p spmd-plugin' first")
    driver_bin = [os.path.join(os.path.dirname(__file__), "Output", "plugin-driver")]
    os.makedirs(driver_bin[0], exist_ok=True)
    driver_script = os.path.join(os.path.dirname(__file__), "plugin", "driver.sh")
    irdl = os.path.join(repo_root, "dialect", "spmd.irdl.mlir")
    with open(os.path.join(driver_bin[0], "spmd-opt"), "w") as script:
        script.write("#!/bin/sh\n"
                     f"exec bash {driver_script} {os.path.join(llvm_bin, 'mlir-opt')} "
                     f'{plugin} {irdl} "$@"\n')
    os.chmod(os.path.join(driver_bin[0], "spmd-opt"), 0o755)
    config.available_features.add("plugin-driver")
elif driver != "spmd-opt":
    lit_config.fatal(f"driver={driver}: expected spmd-opt or plugin")

config.environment["PATH"] = os.pathsep.join(
    driver_bin + [spmd_bin, llvm_bin, config.environment.get("PATH", "")]
)
config.substitutions.append(("%plugin", os.path.join(spmd_bin, "libspmd_plugin.so")))
config.substitutions.append(("%irdl", os.path.join(repo_root, "dialect", "spmd.irdl.mlir")))
config.substitutions.append(("%examples", os.path.join(repo_root, "examples")))
config.substitutions.append(("%fixtures", fixtures))
# Another LLVM's mlir-opt, for the plugin's refusal (apt install
# mlir-19-tools); the test is unsupported without it.
other_mlir_opt = "/usr/lib/llvm-19/bin/mlir-opt"
if os.path.exists(other_mlir_opt):
    config.available_features.add("mlir-opt-19")
    config.substitutions.append(("%mlir-opt-19", other_mlir_opt))
if os.path.isdir(fixtures):
    config.available_features.add("fixtures")
