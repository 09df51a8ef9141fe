"""Collectives of XLA's SPMD partitioner next to spmd's, on the same
training steps with the same input shardings.

For each program (the 4-layer Llama SGD step of `llama_steps.py` as
shipped, with 2 heads, and with 4 heads and a batch of 8, so that Megatron
on 4 devices can split heads; and a GPT-2-style step written here: fused QKV weight split in three, LayerNorm,
GELU, causal mask) and each sharding (DP on 4, DP over both axes of 2x2,
Megatron DP2 x TP4, FSDP on 4), this script

- compiles the JAX step with `jax.jit(..., in_shardings=...)` on 8 host
  CPU devices (XLA's SPMD partitioner) and counts and sizes every
  collective in `compiled.as_text()` (tuple operands included; bytes are
  what each device contributes: the operands' sizes);
- exports the same step to linalg (IREE's input conversion, as
  `llama_steps.py` does), partitions it with `spmd-opt` from the same
  argument shardings (`spmd-expand-batch-dims` + `spmd-shard-args` +
  `spmd-propagate` + `spmd-partition`; FSDP through
  `spmd-data-parallel{style=fully-shard}`)
  and reads `spmd-report`'s JSON;
- prints one table: per program and sharding, both sides' collectives by
  kind and bytes per device, and ours / XLA's bytes.

    python3 bench/peer_collectives.py SPMD_OPT OUT_DIR

`scripts/bench-peers` sets it all up (a virtual environment with JAX and
IREE's compiler under target/) and runs it.
"""
import json
import os
import re
import subprocess
import sys

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import Mesh, NamedSharding, PartitionSpec  # noqa: E402

sys.path.insert(0, os.path.dirname(__file__))
import llama_steps  # noqa: E402

# --- the GPT-2-style step -------------------------------------------------

GPT_DIM, GPT_HEADS, GPT_BATCH, GPT_SEQ, GPT_LAYERS = 64, 4, 8, 16, 2


def layer_norm(x, gain, bias):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean((x - mean) ** 2, axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + 1e-5) * gain + bias


def gpt2_block(p, x):
    b, s, d = x.shape
    h = layer_norm(x, p["ln1_g"], p["ln1_b"])
    qkv = h @ p["w_qkv"] + p["b_qkv"]
    q, k, v = jnp.split(qkv, 3, axis=-1)

    def heads(t):
        return t.reshape(b, s, GPT_HEADS, d // GPT_HEADS).transpose(0, 2, 1, 3)

    q, k, v = heads(q), heads(k), heads(v)
    scores = q @ k.transpose(0, 1, 3, 2) / jnp.sqrt(d // GPT_HEADS)
    mask = jnp.tril(jnp.ones((s, s), dtype=bool))
    scores = jnp.where(mask, scores, -1e9)
    attended = (jax.nn.softmax(scores, axis=-1) @ v).transpose(0, 2, 1, 3).reshape(b, s, d)
    x = x + attended @ p["w_proj"] + p["b_proj"]
    h = layer_norm(x, p["ln2_g"], p["ln2_b"])
    return x + jax.nn.gelu(h @ p["w_fc"] + p["b_fc"]) @ p["w_out"] + p["b_out"]


def gpt2_step(params, x, y):
    def loss(params):
        out = x
        for p in params:
            out = gpt2_block(p, out)
        return jnp.mean((out - y) ** 2)

    value, grads = jax.value_and_grad(loss)(params)
    return value, jax.tree.map(lambda p, g: p - 1e-2 * g, params, grads)


def gpt2_params():
    z, d = jnp.zeros, GPT_DIM
    return [{"ln1_g": z(d), "ln1_b": z(d), "w_qkv": z((d, 3 * d)), "b_qkv": z(3 * d),
             "w_proj": z((d, d)), "b_proj": z(d), "ln2_g": z(d), "ln2_b": z(d),
             "w_fc": z((d, 4 * d)), "b_fc": z(4 * d), "w_out": z((4 * d, d)), "b_out": z(d)}
            for _ in range(GPT_LAYERS)]


# Megatron's layout of each weight: the dim split on the tensor-parallel axis.
MEGATRON = {
    # Llama: column-parallel q/k/v, gate, up; row-parallel o, down.
    "wq": 1, "wk": 1, "wv": 1, "wo": 0, "w_gate": 1, "w_up": 1, "w_down": 0,
    # GPT-2: column-parallel fused QKV (and its bias) and fc; row-parallel proj and out.
    "w_qkv": 1, "b_qkv": 0, "w_fc": 1, "b_fc": 0, "w_proj": 0, "w_out": 0,
}


def llama_program(heads, batch_size):
    """The 4-layer Llama step of `llama_steps.py` with `heads` heads."""

    def step(params, x, y):
        llama_steps.HEADS = heads  # read when JAX traces the step
        return llama_steps.step(params, x, y)

    params = [llama_steps.layer_params() for _ in range(4)]
    batch = jnp.zeros((batch_size, llama_steps.SEQ, llama_steps.DIM))
    suffix = "" if (heads, batch_size) == (2, 4) else f"_h{heads}_b{batch_size}"
    return f"llama_train_L4{suffix}", step, (params, batch, batch)


def gpt2_program():
    batch = jnp.zeros((GPT_BATCH, GPT_SEQ, GPT_DIM))
    return "gpt2_train_L2", gpt2_step, (gpt2_params(), batch, batch)


# --- shardings: one placement list per argument leaf ---------------------

def placements_of(style, mesh_axes, names, leaf, is_batch):
    """spmd placements ("S(d)" / "R" per mesh axis) of one argument leaf."""
    rank = leaf.ndim
    if style == "dp":
        return ["S(0)" if is_batch else "R"] * mesh_axes
    if style == "fsdp":
        return ["S(0)"] if (is_batch or rank >= 1) else ["R"]
    # megatron: batch on axis 0, weights on axis 1.
    if is_batch:
        return ["S(0)", "R"]
    dim = MEGATRON.get(names[-1])
    return ["R", f"S({dim})" if dim is not None and dim < rank else "R"]


def leaves_with_names(args):
    flat, _ = jax.tree_util.tree_flatten_with_path(args)
    out = []
    for path, leaf in flat:
        names = [getattr(k, "key", getattr(k, "idx", None)) for k in path]
        out.append(([str(n) for n in names], leaf, path[0].idx != 0))
    return out


def partition_spec(placements, rank, axis_names):
    dims = [[] for _ in range(rank)]
    for axis, placement in enumerate(placements):
        if placement.startswith("S("):
            dims[int(placement[2:-1])].append(axis_names[axis])
    return PartitionSpec(*[tuple(a) if len(a) > 1 else (a[0] if a else None) for a in dims])


SHARDINGS = [  # name, mesh shape, style
    ("DP 4", (4,), "dp"),
    ("DP 2x2", (2, 2), "dp"),
    ("Megatron DP2xTP4", (2, 4), "megatron"),
    ("FSDP 4", (4,), "fsdp"),
]

# --- XLA's side ------------------------------------------------------------

COLLECTIVES = {"all-reduce": "all_reduce", "all-gather": "all_gather",
               "reduce-scatter": "reduce_scatter", "all-to-all": "all_to_all",
               "collective-permute": "collective_permute"}
BYTES = {"f32": 4, "f16": 2, "bf16": 2, "s32": 4, "u32": 4, "pred": 1, "f64": 8, "s64": 8}


def group_size(line):
    """Devices per group of a collective's replica_groups (or its pairs)."""
    iota = re.search(r"replica_groups=\[(\d+),(\d+)\]<=", line)
    if iota:
        return int(iota.group(2))
    groups = re.search(r"replica_groups=\{\{([\d,]*)\}", line)
    if groups:
        return len(groups.group(1).split(","))
    return 1


def xla_collectives(hlo):
    """Count and bytes each device contributes, by kind. HLO prints the
    result shapes (a tuple for combined collectives), not the operands'."""
    table = {}
    for line in hlo.splitlines():
        match = re.search(r"= (.*?) (all-reduce|all-gather|reduce-scatter|all-to-all|"
                          r"collective-permute)(-start)?\(", line)
        if not match:
            continue
        kind = COLLECTIVES[match.group(2)]
        result = 0
        for dtype, dims in re.findall(r"\b([a-z]+\d*)\[([\d,]*)\]", match.group(1)):
            count = int(np.prod([int(d) for d in dims.split(",") if d])) if dims else 1
            result += count * BYTES.get(dtype, 4)
        k = group_size(line)
        size = {"all_gather": result // max(k, 1), "reduce_scatter": result * k}.get(kind, result)
        entry = table.setdefault(kind, {"count": 0, "bytes": 0})
        entry["count"] += 1
        entry["bytes"] += size
    return table


def xla_shardings(args, mesh_shape, placements):
    """The mesh (the first host devices, axes a0, a1, ...) and the
    arguments' `NamedSharding`s, a tree like `args`, from their placements
    (one list per leaf)."""
    devices = np.array(jax.devices()[: int(np.prod(mesh_shape))]).reshape(mesh_shape)
    axis_names = tuple(f"a{i}" for i in range(len(mesh_shape)))
    mesh = Mesh(devices, axis_names)
    flat, tree = jax.tree_util.tree_flatten(args)
    shardings = [NamedSharding(mesh, partition_spec(p, leaf.ndim, axis_names))
                 for p, leaf in zip(placements, flat)]
    return mesh, jax.tree_util.tree_unflatten(tree, shardings)


def compile_xla(fn, args, mesh_shape, placements):
    _, in_shardings = xla_shardings(args, mesh_shape, placements)
    compiled = jax.jit(fn, in_shardings=in_shardings).lower(*args).compile()
    return xla_collectives(compiled.as_text())


# --- spmd's side -----------------------------------------------------------

def spmd_report(spmd_opt, path, mesh_shape, placements, style, out_dir):
    """spmd-report's JSON for the first partitioned function of `path`
    partitioned from the arguments' placements (`style` "fsdp": through
    spmd-data-parallel instead); the report is written in `out_dir`."""
    mesh = "x".join(str(k) for k in mesh_shape)
    report = os.path.join(out_dir, "report.json")
    if style == "fsdp":
        passes = f"spmd-data-parallel{{mesh={mesh} style=fully-shard}}"
    else:
        entries = " ".join(f"{i}={','.join(p)}" for i, p in enumerate(placements)
                           if any(x != "R" for x in p))
        passes = (f'spmd-expand-batch-dims,spmd-shard-args{{mesh={mesh} args="{entries}"}},'
                  "spmd-propagate,spmd-partition")
    pipeline = f"builtin.module({passes},spmd-report{{format=json file={report}}})"
    subprocess.run([spmd_opt, path, f"--pass-pipeline={pipeline}", "-o", os.devnull], check=True)
    with open(report) as f:
        return json.loads(f.readline())


def spmd_collectives(spmd_opt, path, mesh_shape, placements, style, out_dir):
    first = spmd_report(spmd_opt, path, mesh_shape, placements, style, out_dir)
    return {kind: {"count": v["count"], "bytes": v["bytes"]}
            for kind, v in first["collectives"].items()}


def summary(table):
    order = ["all_reduce", "all_gather", "reduce_scatter", "all_to_all", "collective_permute"]
    parts = [f"{k.replace('_', '-')} {table[k]['count']}" for k in order if k in table]
    total = sum(v["bytes"] for v in table.values())
    return (", ".join(parts) or "none"), total


def main():
    spmd_opt, out_dir = sys.argv[1], sys.argv[2]
    os.makedirs(out_dir, exist_ok=True)
    rows = []
    for name, fn, args in (llama_program(2, 4), llama_program(4, 8), gpt2_program()):
        path = os.path.join(out_dir, f"{name}.linalg.mlir")
        if not os.path.exists(path):
            llama_steps.export_linalg(fn, args, path)
        leaves = leaves_with_names(args)
        for label, mesh_shape, style in SHARDINGS:
            placements = [placements_of(style, len(mesh_shape), names, leaf, is_batch)
                          for names, leaf, is_batch in leaves]
            xla = compile_xla(fn, args, mesh_shape, placements)
            ours = spmd_collectives(spmd_opt, path, mesh_shape, placements, style, out_dir)
            rows.append((name, label, summary(xla), summary(ours)))
            print(f"{name} {label}: done", file=sys.stderr)
    print("| program | sharding | XLA collectives | XLA bytes/device | spmd collectives "
          "| spmd bytes/device | spmd / XLA bytes |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for name, label, (xla_kinds, xla_bytes), (our_kinds, our_bytes) in rows:
        ratio = f"{our_bytes / xla_bytes:.2f}" if xla_bytes else ("1.00" if not our_bytes else "inf")
        print(f"| {name} | {label} | {xla_kinds} | {xla_bytes:,} | {our_kinds} | {our_bytes:,} "
              f"| {ratio} |")


if __name__ == "__main__":
    main()
