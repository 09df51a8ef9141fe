"""Writes GPT-2-style SGD training steps of several depths as linalg MLIR.

Each step is `depth` pre-LayerNorm GPT-2 blocks (LayerNorm with gain and
bias, a fused QKV projection with bias, causal self-attention, an output
projection with bias, an MLP `dim -> 4 dim -> dim` with biases and GELU's
tanh approximation, residuals), a final LayerNorm, an MSE loss against a
target of x's shape, its gradient by `jax.value_and_grad`, and the SGD
update of every parameter; exported as `llama_steps.py`'s steps are (JAX
to StableHLO, IREE's input conversion to linalg-on-tensors).

    python3 bench/gpt2_steps.py OUT_DIR 2 4
    python3 bench/gpt2_steps.py OUT_DIR 4 --dim 1024 --heads 8 --batch 8 --seq 256 --dtype bf16

The file is always named after all its sizes,
`gpt2_train_L{depth}_h{heads}_b{batch}_d{dim}_s{seq}_{dtype}.linalg.mlir`.

Needs `jax[cpu]` and `iree-base-compiler` (scripts/bench-venv installs
them into a virtual environment).
"""
import math
import sys

import jax
import jax.numpy as jnp

from llama_steps import cli

DIM, HEADS, BATCH, SEQ, DTYPE = 64, 2, 4, 16, "f32"
DTYPES = {"f32": jnp.float32, "bf16": jnp.bfloat16}
# What a masked score becomes: far below any real score, finite in bf16 and
# f32 (so that softmax's `x - max` stays finite and exp gives 0).
MASKED = -1e9


def layer_norm(x, gain, bias):
    # The variance as the mean of squared deviations: `jnp.var` adds a
    # runtime guard (NaN where the count is 0) that IREE lowers to a scalar
    # tensor<i1> read by tensor.extract into every normalisation.
    centred = x - jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean(centred * centred, axis=-1, keepdims=True)
    return centred * jax.lax.rsqrt(var + 1e-5) * gain + bias


def block(p, x):
    b, s, d = x.shape
    head_dim = d // HEADS

    def split_heads(t):
        return t.reshape(b, s, HEADS, head_dim).transpose(0, 2, 1, 3)

    h = layer_norm(x, p["ln1_gain"], p["ln1_bias"])
    qkv = h @ p["w_qkv"] + p["b_qkv"]
    q, k, v = (split_heads(t) for t in jnp.split(qkv, 3, axis=-1))
    scores = q @ k.transpose(0, 1, 3, 2) / math.sqrt(head_dim)
    causal = jnp.tril(jnp.ones((s, s), dtype=bool))
    scores = jax.nn.softmax(jnp.where(causal, scores, MASKED), axis=-1)
    attended = (scores @ v).transpose(0, 2, 1, 3).reshape(b, s, d)
    x = x + attended @ p["w_out"] + p["b_out"]
    h = layer_norm(x, p["ln2_gain"], p["ln2_bias"])
    h = jax.nn.gelu(h @ p["w_fc"] + p["b_fc"], approximate=True)
    return x + h @ p["w_proj"] + p["b_proj"]


def step(params, x, y):
    def loss(params):
        out = x
        for p in params["blocks"]:
            out = block(p, out)
        out = layer_norm(out, params["final_norm"]["gain"], params["final_norm"]["bias"])
        return jnp.mean((out - y) ** 2)

    value, grads = jax.value_and_grad(loss)(params)
    return value, jax.tree.map(lambda p, g: p - 1e-2 * g, params, grads)


def _zeros(abstract):
    def z(*shape):
        if abstract:
            return jax.ShapeDtypeStruct(shape, DTYPES[DTYPE])
        return jnp.zeros(shape, DTYPES[DTYPE])
    return z


def layer_params(abstract=False):
    """One block's parameters: zeros, or with `abstract` only their shapes
    and dtypes."""
    z = _zeros(abstract)
    return {"ln1_gain": z(DIM), "ln1_bias": z(DIM),
            "w_qkv": z(DIM, 3 * DIM), "b_qkv": z(3 * DIM),
            "w_out": z(DIM, DIM), "b_out": z(DIM),
            "ln2_gain": z(DIM), "ln2_bias": z(DIM),
            "w_fc": z(DIM, 4 * DIM), "b_fc": z(4 * DIM),
            "w_proj": z(4 * DIM, DIM), "b_proj": z(DIM)}


def arguments(depth, abstract=False):
    """The step's arguments at the module's sizes (params, x, y): zeros, or
    with `abstract` shapes and dtypes only. The parameters are a dict
    {"blocks": [one dict per block], "final_norm": {"gain", "bias"}}."""
    z = _zeros(abstract)
    params = {"blocks": [layer_params(abstract) for _ in range(depth)],
              "final_norm": {"gain": z(DIM), "bias": z(DIM)}}
    batch = z(BATCH, SEQ, DIM)
    return params, batch, batch


def name(depth):
    """The step's file name, without `.linalg.mlir`."""
    return f"gpt2_train_L{depth}_h{HEADS}_b{BATCH}_d{DIM}_s{SEQ}_{DTYPE}"


if __name__ == "__main__":
    cli(sys.modules[__name__], "GPT-2-style SGD training steps as linalg MLIR")
