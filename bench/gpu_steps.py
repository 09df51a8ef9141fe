"""The GPU benchmark of issue 14: Llama SGD steps (`llama_steps.py`) as
`spmd-exec --backend cuda` runs them (replaying the step's CUDA graph)
against JAX's own `jax.jit` of the same function on the same GPU
(XLA:GPU, f32 matmuls at "highest" precision, so neither side uses TF32),
side by side with their ratio, and the kernel launches per step of each
(XLA's: the top-level kernels of the compiled entry computation, fusions
and custom calls such as cuBLAS GEMMs).

Run on the GPU machine from the bundle `scripts/gpu-check prepare`
writes (it holds this file, llama_steps.py, spmd-exec and the steps'
executables, whose names say their sizes):

    python3 gpu_steps.py SPMD_EXEC STEPS_DIR ITERATIONS

Prints a markdown table: step, dtype, XLA us, spmd us, spmd / XLA, XLA
kernels, spmd launches, spmd host us per launch.
"""
import json
import os
import re
import subprocess
import sys

import jax
import jax.numpy as jnp

import llama_steps
from timing import median_us

jax.config.update("jax_default_matmul_precision", "highest")

NAME = re.compile(r"llama_train_L(\d+)(?:_h(\d+)_b(\d+))?(?:_d(\d+)_s(\d+)_(\w+))?$")


def configure(name):
    """Sets llama_steps' sizes from an executable's name; returns its depth."""
    depth, heads, batch, dim, seq, dtype = NAME.match(name).groups()
    llama_steps.HEADS = int(heads or 2)
    llama_steps.BATCH = int(batch or 4)
    llama_steps.DIM = int(dim or 64)
    llama_steps.SEQ = int(seq or 16)
    llama_steps.DTYPE = dtype or "f32"
    return int(depth)


def xla(depth, iterations):
    """JAX's step time (us, median of 5 batches) and its kernel count."""
    params, x, y = llama_steps.arguments(depth)
    key = jax.random.PRNGKey(0)
    leaves, tree = jax.tree.flatten((params, x, y))
    args = jax.tree.unflatten(tree, [
        (0.1 * jax.random.normal(jax.random.fold_in(key, i), leaf.shape)).astype(leaf.dtype)
        for i, leaf in enumerate(leaves)])
    step = jax.jit(llama_steps.step)
    compiled = step.lower(*args).compile()
    entry = compiled.as_text().split("ENTRY", 1)[1]
    kernels = len(re.findall(r"= [^ ]+ (?:fusion|custom-call)\(", entry))
    return median_us(lambda: step(*args), iterations, jax.block_until_ready), kernels


def spmd(spmd_exec, executable, iterations):
    """spmd-exec's replayed step time (us), launches, host us per launch."""
    run = subprocess.run([spmd_exec, executable, "--backend", "cuda", "--stats",
                          "--iterations", str(iterations + 1)],
                         capture_output=True, text=True)
    if run.returncode != 0:
        raise RuntimeError(f"spmd-exec exited {run.returncode}: {run.stderr.strip()[-600:]}")
    out = run.stdout
    replayed = float(re.search(r"([\d.]+) us replayed", out).group(1))
    launches = int(re.search(r"(\d+) kernel launches", out).group(1))
    host = float(re.search(r"per launch in a replay: ([\d.]+) us", out).group(1))
    return replayed, launches, host


def main():
    spmd_exec, steps, iterations = sys.argv[1], sys.argv[2], int(sys.argv[3])
    rows = []
    for file in sorted(os.listdir(steps)):
        name = file.removesuffix(".spmdx")
        if not file.endswith(".spmdx") or not NAME.match(name):
            continue
        depth = configure(name)
        try:
            xla_us, xla_kernels = xla(depth, iterations)
            spmd_us, launches, host = spmd(spmd_exec, os.path.join(steps, file), iterations)
        except Exception as error:  # one step's failure must not hide the others' rows
            print(f"{name}: {error}", file=sys.stderr, flush=True)
            continue
        rows.append((name, llama_steps.DTYPE, xla_us, spmd_us, spmd_us / xla_us, xla_kernels,
                     launches, host))
        print(json.dumps(rows[-1]), file=sys.stderr, flush=True)
    print("| step | dtype | XLA:GPU us | spmd us | spmd / XLA | XLA kernels | spmd launches | spmd host us / launch |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for name, dtype, x, s, ratio, kernels, launches, host in rows:
        print(f"| {name} | {dtype} | {x:.1f} | {s:.1f} | {ratio:.2f} | {kernels} | {launches} | {host:.2f} |")


if __name__ == "__main__":
    main()
