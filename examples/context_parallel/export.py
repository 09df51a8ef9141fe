"""Exports single-head-group attention as JAX writes it, for the tests of
context parallelism (`spmd-ring-attention`): `softmax(q k^T / sqrt(d)) v`
over q, k, v of shape [heads, sequence, head dim], plain and with a causal
mask (`jnp.where` on iota comparisons), through spmd's frontend
(`python/spmd_export`). Each program NAME is written as NAME.linalg.mlir
with NAME.io/argN.npy and NAME.io/resultN.npy (JAX's own output):

    target/lm-venv/bin/python examples/context_parallel/export.py [--out DIR]
"""
import argparse
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "python"))
HEADS, SEQ, DIM = 2, 32, 8


def attention(causal):
    import jax
    import jax.numpy as jnp

    def attend(q, k, v):
        scores = jnp.einsum("hqd,hkd->hqk", q, k) / jnp.sqrt(jnp.float32(DIM))
        if causal:
            mask = jnp.arange(SEQ)[:, None] >= jnp.arange(SEQ)[None, :]
            scores = jnp.where(mask, scores, -jnp.inf)
        return jnp.einsum("hqk,hkd->hqd", jax.nn.softmax(scores, axis=-1), v)

    return attend


def main():
    import spmd_export

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=HERE)
    out = parser.parse_args().out
    rng = np.random.default_rng(0)
    args = [rng.standard_normal((HEADS, SEQ, DIM)).astype(np.float32) for _ in range(3)]
    for name, causal in [("attention", False), ("causal_attention", True)]:
        spmd_export.jax_function(
            attention(causal), *args,
            path=os.path.join(out, f"{name}.linalg.mlir"),
            io=os.path.join(out, f"{name}.io"),
            roles={"q": "input", "k": "input", "v": "input"})
        print(f"wrote {name}.linalg.mlir")


if __name__ == "__main__":
    main()
