"""Writes Llama-style SGD training steps of several depths as linalg MLIR.

Each step is `depth` pre-norm blocks (RMSNorm, 2-head attention, SwiGLU MLP,
dim 64, batch 4 x seq 16), an MSE loss, its gradient by `jax.grad`, and the
SGD update of every parameter, lowered by JAX to StableHLO and converted to
linalg-on-tensors by IREE's input conversion (as `../shared/fixtures` was).

    python3 bench/llama_steps.py OUT_DIR 2 4 8 16 32 64
    python3 bench/llama_steps.py OUT_DIR 4 --heads 4 --batch 8
    python3 bench/llama_steps.py OUT_DIR 4 --dim 1024 --heads 8 --batch 8 --seq 256 --dtype bf16

Other head counts or batch sizes than 2 and 4 name the file after them
(`llama_train_L4_h4_b8.linalg.mlir`): Megatron on 4 devices needs 4 heads,
FSDP on 8 a batch of 8; another width, sequence or element type adds
`_d1024_s256_bf16` (the GPU benchmark's compute-bound steps).

Needs `jax[cpu]` and `iree-base-compiler` (scripts/bench-auto-shard
installs them into a virtual environment).
"""
import argparse
import os
import subprocess
import sys

import jax
import jax.numpy as jnp

DIM, HEADS, BATCH, SEQ, DTYPE = 64, 2, 4, 16, "f32"
DTYPES = {"f32": jnp.float32, "bf16": jnp.bfloat16}


def rms_norm(x, gain):
    return x * jax.lax.rsqrt(jnp.mean(x * x, axis=-1, keepdims=True) + 1e-6) * gain


def block(p, x):
    b, s, d = x.shape

    def split_heads(t):
        return t.reshape(b, s, HEADS, d // HEADS).transpose(0, 2, 1, 3)

    h = rms_norm(x, p["attn_norm"])
    q, k, v = (split_heads(h @ p[w]) for w in ("wq", "wk", "wv"))
    scores = jax.nn.softmax(q @ k.transpose(0, 1, 3, 2) / jnp.sqrt(d // HEADS), axis=-1)
    attended = (scores @ v).transpose(0, 2, 1, 3).reshape(b, s, d)
    x = x + attended @ p["wo"]
    h = rms_norm(x, p["mlp_norm"])
    return x + (jax.nn.silu(h @ p["w_gate"]) * (h @ p["w_up"])) @ p["w_down"]


def step(params, x, y):
    def loss(params):
        out = x
        for p in params:
            out = block(p, out)
        return jnp.mean((out - y) ** 2)

    value, grads = jax.value_and_grad(loss)(params)
    return value, jax.tree.map(lambda p, g: p - 1e-2 * g, params, grads)


def layer_params(abstract=False):
    """One layer's parameters: zeros, or with `abstract` only their shapes
    and dtypes (what exporting needs: no memory at 7B-class sizes)."""
    def z(shape):
        if abstract:
            return jax.ShapeDtypeStruct(shape if isinstance(shape, tuple) else (shape,),
                                        DTYPES[DTYPE])
        return jnp.zeros(shape, DTYPES[DTYPE])
    return {"attn_norm": z(DIM), "wq": z((DIM, DIM)), "wk": z((DIM, DIM)),
            "wv": z((DIM, DIM)), "wo": z((DIM, DIM)), "mlp_norm": z(DIM),
            "w_gate": z((DIM, 4 * DIM)), "w_up": z((DIM, 4 * DIM)),
            "w_down": z((4 * DIM, DIM))}


def export_linalg(fn, args, linalg):
    """Writes `jax.jit(fn)` on `args` as linalg-on-tensors to `linalg`:
    StableHLO from JAX, converted by IREE's input conversion, with IREE's
    `util` functions renamed to `func`."""
    stablehlo = linalg.replace(".linalg.mlir", ".stablehlo.mlir")
    with open(stablehlo, "w") as f:
        f.write(jax.jit(fn).lower(*args).as_text())
    iree = os.path.join(os.path.dirname(sys.executable), "iree-compile")
    subprocess.run([iree, "--iree-input-type=stablehlo", "--compile-to=input",
                    stablehlo, "-o", linalg], check=True)
    os.remove(stablehlo)
    text = open(linalg).read()
    for old, new in [("util.func public", "func.func"), ("util.func private", "func.func private"),
                     ("util.return", "func.return")]:
        text = text.replace(old, new)
    open(linalg, "w").write(text)


def arguments(depth, abstract=False):
    """The step's arguments at the module's sizes: zeros, or with
    `abstract` shapes and dtypes only."""
    params = [layer_params(abstract) for _ in range(depth)]
    if abstract:
        batch = jax.ShapeDtypeStruct((BATCH, SEQ, DIM), DTYPES[DTYPE])
    else:
        batch = jnp.zeros((BATCH, SEQ, DIM), DTYPES[DTYPE])
    return params, batch, batch


def name(depth):
    """The step's file name, without `.linalg.mlir`."""
    suffix = "" if (HEADS, BATCH) == (2, 4) else f"_h{HEADS}_b{BATCH}"
    if (DIM, SEQ, DTYPE) != (64, 16, "f32"):
        suffix += f"_d{DIM}_s{SEQ}_{DTYPE}"
    return f"llama_train_L{depth}{suffix}"


def write(module, out_dir, depth):
    """Writes `module`'s step (this one's, or gpt2_steps') of `depth`
    layers at its sizes into `out_dir`, named by `module.name`."""
    export_linalg(module.step, module.arguments(depth, abstract=True),
                  os.path.join(out_dir, f"{module.name(depth)}.linalg.mlir"))


def cli(module, description):
    """The command line of a steps module: its sizes from the options, then
    each depth's step written."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("out_dir")
    parser.add_argument("depths", nargs="+", type=int)
    parser.add_argument("--heads", type=int, default=module.HEADS)
    parser.add_argument("--batch", type=int, default=module.BATCH)
    parser.add_argument("--dim", type=int, default=module.DIM)
    parser.add_argument("--seq", type=int, default=module.SEQ)
    parser.add_argument("--dtype", choices=sorted(DTYPES), default=module.DTYPE)
    options = parser.parse_args()
    if options.dim % options.heads:
        parser.error(f"--dim {options.dim} is not a multiple of --heads {options.heads}")
    module.HEADS, module.BATCH, module.DIM, module.SEQ, module.DTYPE = (
        options.heads, options.batch, options.dim, options.seq, options.dtype)
    os.makedirs(options.out_dir, exist_ok=True)
    for depth in options.depths:
        write(module, options.out_dir, depth)
        print(f"wrote {depth}-layer step", file=sys.stderr)


if __name__ == "__main__":
    cli(sys.modules[__name__], "Llama SGD training steps as linalg MLIR")
