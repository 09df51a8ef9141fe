"""`spmd-opt` as upstream mlir-opt-22 with the pass plugin, for `lit --param
driver=plugin`: the same arguments, except that spmd-opt's per-pass flags
(`--spmd-partition`, `--spmd-verify=require-complete=true`), which
mlir-opt takes only for passes it links, become the `--pass-pipeline`
they stand for, in command-line order.

    driver.py MLIR_OPT PLUGIN IRDL [spmd-opt arguments...]
"""

import os
import sys


def main():
    mlir_opt, plugin, irdl, *arguments = sys.argv[1:]
    passes, rest = [], []
    for argument in arguments:
        if argument.startswith("--spmd-"):
            name, _, options = argument[2:].partition("=")
            passes.append(f"{name}{{{options}}}" if options else name)
        else:
            rest.append(argument)
    if passes:
        rest.append(f"--pass-pipeline=builtin.module({','.join(passes)})")
    command = [mlir_opt, f"--load-pass-plugin={plugin}", f"--irdl-file={irdl}",
               "--allow-unregistered-dialect", *rest]
    os.execv(mlir_opt, command)


if __name__ == "__main__":
    main()
