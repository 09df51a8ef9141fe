"""Per-device peak memory of XLA's SPMD partitioner next to spmd's, on the
same training step with the same argument shardings.

The program is the Llama SGD step of `llama_steps.py` at a compute-bound
size: 4 layers, dim 1024, 8 heads, a batch of 8, sequence 256, f32 (bf16
compiles, but XLA:CPU computes bf16 dots and element-wise ops in f32 and
converts back, which inflates its temporaries: a figure no accelerator
would show). For each sharding on 8 devices (DP: batch split, params
replicated; Megatron DP2 x TP4 on 2x4 with `peer_collectives.py`'s
placements; FSDP: params and batch split on dim 0), this script

- compiles the JAX step with `jax.jit(..., in_shardings=...,
  out_shardings=...)` on 8 host CPU devices (the updated params placed as
  the params, the loss replicated) and reads `compiled.memory_analysis()`:
  XLA's peak per device is arguments + outputs + temporaries - aliased
  bytes (no argument is donated, so nothing is aliased);
- exports the same step to linalg and partitions it with `spmd-opt` from
  the same argument shardings, as `peer_collectives.py` does (FSDP through
  `spmd-data-parallel{style=fully-shard}`, which reshards after forward),
  and reads the peak of `spmd-report`'s JSON: the arena of the buffer plan
  `spmd-lower-to-runtime` makes, the arguments (held for the whole step)
  and the outputs included, with what is live then by kind;
- checks that both sides' argument bytes are one device's shard of the
  arguments (that the figures are per device);
- prints one table: per sharding, both peaks and ours / XLA's, XLA's
  parts, and what is live at our peak.

    python3 bench/peer_memory.py SPMD_OPT OUT_DIR [--layers N] [--dtype f32|bf16]

`scripts/bench-peers` sets it all up (a virtual environment with JAX and
IREE's compiler under target/) and runs it.
"""
import argparse
import os
import sys

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import NamedSharding, PartitionSpec  # noqa: E402

sys.path.insert(0, os.path.dirname(__file__))
import llama_steps  # noqa: E402
import peer_collectives  # noqa: E402

DIM, HEADS, BATCH, SEQ = 1024, 8, 8, 256

SHARDINGS = [  # name, mesh shape, style (peer_collectives.placements_of)
    ("DP 8", (8,), "dp"),
    ("Megatron DP2xTP4", (2, 4), "megatron"),
    ("FSDP 8", (8,), "fsdp"),
]


def local_bytes(leaf, placements, mesh_shape):
    """Bytes of one device's shard of an argument leaf."""
    parts = int(np.prod([mesh_shape[axis] for axis, p in enumerate(placements)
                         if p.startswith("S(")]))
    return int(np.prod(leaf.shape)) * np.dtype(leaf.dtype).itemsize // parts


def xla_memory(fn, args, mesh_shape, placements):
    """XLA's memory analysis of the step compiled for the mesh: its parts
    and its peak per device."""
    mesh, in_shardings = peer_collectives.xla_shardings(args, mesh_shape, placements)
    out_shardings = (NamedSharding(mesh, PartitionSpec()), in_shardings[0])
    compiled = jax.jit(fn, in_shardings=in_shardings,
                       out_shardings=out_shardings).lower(*args).compile()
    m = compiled.memory_analysis()
    parts = {"arguments": m.argument_size_in_bytes, "outputs": m.output_size_in_bytes,
             "temps": m.temp_size_in_bytes, "aliased": m.alias_size_in_bytes}
    peak = parts["arguments"] + parts["outputs"] + parts["temps"] - parts["aliased"]
    return peak, parts


def spmd_memory(spmd_opt, path, mesh_shape, placements, style, out_dir):
    """spmd-report's peak, what is live then, where, and the argument bytes
    each device stores."""
    report = peer_collectives.spmd_report(spmd_opt, path, mesh_shape, placements, style,
                                          out_dir)
    peak = report["peak"]
    if "error" in peak:
        raise SystemExit(f"spmd-report could not plan the peak: {peak['error']}")
    return peak["bytes"], peak["live"], peak.get("at"), sum(report["bytes_per_device"].values())


def mib(n):
    return f"{n / 2**20:.1f}"


def main():
    parser = argparse.ArgumentParser(description="per-device peak memory, spmd next to XLA")
    parser.add_argument("spmd_opt")
    parser.add_argument("out_dir")
    parser.add_argument("--layers", type=int, default=4)
    parser.add_argument("--dtype", choices=sorted(llama_steps.DTYPES), default="f32")
    options = parser.parse_args()
    os.makedirs(options.out_dir, exist_ok=True)
    # Read when the step is traced and its arguments made.
    (llama_steps.DIM, llama_steps.HEADS, llama_steps.BATCH, llama_steps.SEQ,
     llama_steps.DTYPE) = DIM, HEADS, BATCH, SEQ, options.dtype
    name = llama_steps.name(options.layers)
    fn, args = llama_steps.step, llama_steps.arguments(options.layers, abstract=True)
    path = os.path.join(options.out_dir, f"{name}.linalg.mlir")
    if not os.path.exists(path):
        llama_steps.export_linalg(fn, args, path)
    leaves = peer_collectives.leaves_with_names(args)
    rows, mismatches = [], []
    for label, mesh_shape, style in SHARDINGS:
        placements = [peer_collectives.placements_of(style, len(mesh_shape), names, leaf,
                                                     is_batch)
                      for names, leaf, is_batch in leaves]
        xla_peak, parts = xla_memory(fn, args, mesh_shape, placements)
        ours, live, at, our_arguments = spmd_memory(options.spmd_opt, path, mesh_shape,
                                                    placements, style, options.out_dir)
        shard = sum(local_bytes(leaf, p, mesh_shape)
                    for (_, leaf, _), p in zip(leaves, placements))
        for side, figure in (("XLA", parts["arguments"]), ("spmd", our_arguments)):
            if figure != shard:
                mismatches.append(f"{label}: {side}'s arguments are {figure:,} bytes, "
                                  f"one device's shard {shard:,}")
        rows.append((label, ours, xla_peak, parts, live, at))
        print(f"{name} {label}: done", file=sys.stderr)
    print("| program | sharding | spmd peak bytes | XLA peak bytes | spmd / XLA "
          "| XLA arguments | XLA outputs | XLA temps | XLA aliased "
          "| spmd live at its peak (MiB) |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for label, ours, xla_peak, parts, live, at in rows:
        split = ", ".join(f"{kind} {mib(b)}" for kind, b in
                          sorted(live.items(), key=lambda kv: -kv[1]))
        if at:
            split += f" (at {at['op']})"
        print(f"| {name} | {label} | {ours:,} | {xla_peak:,} | {ours / xla_peak:.2f} "
              f"| {parts['arguments']:,} | {parts['outputs']:,} | {parts['temps']:,} "
              f"| {parts['aliased']:,} | {split} |")
    print()
    if mismatches:
        print("Not per device: " + "; ".join(mismatches))
    else:
        print("Both sides' argument bytes equal one device's shard of the arguments in "
              "every row: the figures are per device.")


if __name__ == "__main__":
    main()
