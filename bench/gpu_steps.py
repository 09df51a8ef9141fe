"""The GPU benchmark of issue 14: Llama and GPT-2 SGD steps
(`llama_steps.py`, `gpt2_steps.py`) as
`spmd-exec --backend cuda` runs them (replaying the step's CUDA graph)
against JAX's own `jax.jit` of the same function on the same GPU
(XLA:GPU, f32 matmuls at "highest" precision, so neither side uses TF32),
side by side with their ratio, and the kernel launches per step of each
(XLA's: the top-level kernels of the compiled entry computation, fusions
and custom calls such as cuBLAS GEMMs), and the bytes each moves per
step (XLA's: its compiled step's cost analysis, 'bytes accessed';
spmd-exec's: its `--stats` line "N MB moved per step", where it prints one).

Run on the GPU machine from the bundle `scripts/gpu-check prepare`
writes (it holds this file, llama_steps.py, gpt2_steps.py, timing.py,
spmd-exec and the steps' executables, whose names say their sizes:
`llama_train_L4...` or `gpt2_train_L4_h8_b8_d1024_s256_bf16`):

    python3 gpu_steps.py SPMD_EXEC STEPS_DIR ITERATIONS

Prints a markdown table: step, dtype, XLA us, spmd us, spmd / XLA, XLA
kernels, XLA bytes (MB), spmd launches, spmd bytes (MB), spmd host us per
launch; "-" where a value is unknown (a side that failed, whose error is
printed, or a `--stats` without the bytes line). MB are 10^6 bytes.
"""
import importlib
import json
import os
import re
import subprocess
import sys

import jax
import jax.numpy as jnp

from timing import median_us

jax.config.update("jax_default_matmul_precision", "highest")

NAME = re.compile(r"(llama|gpt2)_train_L(\d+)(?:_h(\d+)_b(\d+))?(?:_d(\d+)_s(\d+)_(\w+))?$")
# The sizes a name leaves out (llama_steps' file names omit its defaults).
DEFAULTS = {"HEADS": 2, "BATCH": 4, "DIM": 64, "SEQ": 16, "DTYPE": "f32"}


def configure(name):
    """Sets the sizes of the step's module (llama_steps or gpt2_steps, by
    the name's prefix) from an executable's name; returns (module, depth).
    The module is imported here, so that a bundle without gpt2_steps.py
    still runs its Llama steps."""
    kind, depth, heads, batch, dim, seq, dtype = NAME.match(name).groups()
    module = importlib.import_module(f"{kind}_steps")
    module.HEADS = int(heads or DEFAULTS["HEADS"])
    module.BATCH = int(batch or DEFAULTS["BATCH"])
    module.DIM = int(dim or DEFAULTS["DIM"])
    module.SEQ = int(seq or DEFAULTS["SEQ"])
    module.DTYPE = dtype or DEFAULTS["DTYPE"]
    return module, int(depth)


def bytes_accessed(compiled):
    """XLA's 'bytes accessed' of a compiled function (its cost analysis is
    a dict, or a list of dicts, one per computation, in older JAX), or None
    where it gives none."""
    analysis = compiled.cost_analysis()
    if analysis is None:
        return None
    if isinstance(analysis, dict):
        analysis = [analysis]
    values = [a["bytes accessed"] for a in analysis if a and "bytes accessed" in a]
    return float(sum(values)) if values else None


def random_arguments(module, depth):
    """The step's arguments at the module's sizes, 0.1 * normal."""
    params, x, y = module.arguments(depth)
    key = jax.random.PRNGKey(0)
    leaves, tree = jax.tree.flatten((params, x, y))
    return jax.tree.unflatten(tree, [
        (0.1 * jax.random.normal(jax.random.fold_in(key, i), leaf.shape)).astype(leaf.dtype)
        for i, leaf in enumerate(leaves)])


def xla_compiled(module, depth):
    """The jitted step, its arguments and its compiled executable."""
    args = random_arguments(module, depth)
    step = jax.jit(module.step)
    return step, args, step.lower(*args).compile()


def xla(module, depth, iterations):
    """JAX's step time (us, median of 5 batches), its kernel count and its
    bytes accessed per step (None if XLA gives none)."""
    step, args, compiled = xla_compiled(module, depth)
    entry = compiled.as_text().split("ENTRY", 1)[1]
    kernels = len(re.findall(r"= [^ ]+ (?:fusion|custom-call)\(", entry))
    moved = bytes_accessed(compiled)
    return median_us(lambda: step(*args), iterations, jax.block_until_ready), kernels, moved


def spmd(spmd_exec, executable, iterations):
    """spmd-exec's replayed step time (us), launches, host us per launch
    and MB moved per step (None where `--stats` does not say)."""
    run = subprocess.run([spmd_exec, executable, "--backend", "cuda", "--stats",
                          "--iterations", str(iterations + 1)],
                         capture_output=True, text=True)
    if run.returncode != 0:
        raise RuntimeError(f"spmd-exec exited {run.returncode}: {run.stderr.strip()[-600:]}")
    out = run.stdout
    # The whole `--stats` report (the roofline per class of step) beside
    # the executable.
    with open(executable.removesuffix(".spmdx") + ".stats.txt", "w") as f:
        f.write(out)
    replayed = float(re.search(r"([\d.]+) us replayed", out).group(1))
    launches = int(re.search(r"(\d+) kernel launches", out).group(1))
    host = float(re.search(r"per launch in a replay: ([\d.]+) us", out).group(1))
    moved = re.search(r"([\d.]+) MB moved per step", out)
    return replayed, launches, host, float(moved.group(1)) if moved else None


def cell(value, digits):
    """A table cell: the value with `digits` decimals, "-" if unknown."""
    if value is None:
        return "-"
    if isinstance(value, int):
        return str(value)
    return f"{value:.{digits}f}"


def main():
    spmd_exec, steps, iterations = sys.argv[1], sys.argv[2], int(sys.argv[3])
    rows = []
    for file in sorted(os.listdir(steps)):
        name = file.removesuffix(".spmdx")
        if not file.endswith(".spmdx") or not NAME.match(name):
            continue
        # One side's failure must not hide the other's values nor the other
        # steps' rows: it prints its error, and its cells print "-".
        xla_us = xla_kernels = xla_bytes = spmd_us = launches = host = spmd_mb = None
        try:
            module, depth = configure(name)
        except ImportError as error:  # a bundle without this step's module
            print(f"{name}: {type(error).__name__}: {error}", file=sys.stderr, flush=True)
            continue
        try:
            xla_us, xla_kernels, xla_bytes = xla(module, depth, iterations)
        except Exception as error:
            print(f"{name}: XLA: {type(error).__name__}: {error}", file=sys.stderr, flush=True)
        try:
            spmd_us, launches, host, spmd_mb = spmd(spmd_exec, os.path.join(steps, file),
                                                    iterations)
        except Exception as error:
            print(f"{name}: spmd: {type(error).__name__}: {error}", file=sys.stderr, flush=True)
        if xla_us is None and spmd_us is None:
            continue
        ratio = spmd_us / xla_us if xla_us and spmd_us is not None else None
        xla_mb = xla_bytes / 1e6 if xla_bytes is not None else None
        rows.append((name, module.DTYPE, xla_us, spmd_us, ratio, xla_kernels, xla_mb,
                     launches, spmd_mb, host))
        print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    print("| step | dtype | XLA:GPU us | spmd us | spmd / XLA | XLA kernels | XLA bytes (MB) "
          "| spmd launches | spmd bytes (MB) | spmd host us / launch |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for name, dtype, x, s, ratio, kernels, xla_mb, launches, spmd_mb, host in rows:
        print(f"| {name} | {dtype} | {cell(x, 1)} | {cell(s, 1)} | {cell(ratio, 2)} "
              f"| {cell(kernels, 0)} | {cell(xla_mb, 1)} | {cell(launches, 0)} "
              f"| {cell(spmd_mb, 1)} | {cell(host, 2)} |")


if __name__ == "__main__":
    main()
