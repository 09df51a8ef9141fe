"""Exports a *scanned* Llama from JAX, as Flax `nn.scan` and MaxText's
`scan_layers` write it, for spmd's tests: every per-layer weight is stacked
along a leading `[layers, ...]` dimension and the layers run under
`jax.lax.scan`, so the exported program holds one loop over the layers
instead of one copy of the block per layer.

The block is `shared/fixtures/export.py`'s `llama_block` (pre-norm RMSNorm,
2-head non-causal attention, SwiGLU feed-forward) at tiny sizes (batch 4,
seq 8, dim 32, hidden 64, f32). Each program goes through StableHLO and
IREE's input conversion to linalg-on-tensors; nothing in the written `.mlir`
is edited but IREE's `util.func`/`util.return` renamed to
`func.func`/`func.return`.

For each program NAME it writes NAME.linalg.mlir and (unless noted)
NAME.io/argN.npy and NAME.io/resultN.npy: seeded inputs and JAX's own
outputs, one per function argument and result, in order (as
`shared/fixtures/export.py`'s `save_io`):

    bash scripts/bench-venv     # jax[cpu]==0.10.2, iree-base-compiler==3.13.0
    target/bench-venv/bin/python examples/scan/export.py [NAME ...]

Programs:
  llama_scan_fwd_L4            (stacked params, x) -> output, 4 scanned layers
  llama_scan_sgd_train_L4      (stacked params, x, y) -> (loss, new stacked
                               params): MSE loss, `jax.value_and_grad`,
                               SGD p - 1e-2 * g
  llama_scan_sgd_train_L64     the same with 64 layers at dim 8, hidden 16
                               (the same ops; small enough to keep its .io)
  llama_scan_sgd_train_L8_B8   8 layers at dim 8, hidden 16, on a batch of 8
                               (pipeline stages: 2, 4 or 8 of them, in 4 or 8
                               micro-batches)
  llama_unrolled_sgd_train_L4  the 4-layer SGD step with the same stacked
                               arguments, but the layers unrolled by a Python
                               loop (layer l reads `p[l]`), for compile-time
                               comparisons; its .io equals the scanned one's
                               inputs and (up to rounding) outputs

The function arguments are the flattened pytree (dict keys sorted: g1, g2,
w_down, w_gate, w_up, wk, wo, wq, wv; then x, then y); results are the loss
then the updated parameters in the same order.
"""
import os
import sys

import jax
import jax.numpy as jnp
import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
BATCH, SEQ, DIM, HEADS, HIDDEN, LR = 4, 8, 32, 2, 64, 1e-2
# The 64-layer step is narrower (dim 8, hidden 16), so that its inputs and
# outputs stay small enough to commit; its program has the same ops.
NARROW_DIM, NARROW_HIDDEN = 8, 16


def rms_norm(x, g):
    return x * jax.lax.rsqrt(jnp.mean(x * x, -1, keepdims=True) + 1e-6) * g


def llama_block(p, x, nheads=HEADS):
    """Pre-norm attention (non-causal) + SwiGLU feed-forward."""
    B, T, D = x.shape
    h = rms_norm(x, p["g1"])

    def heads(t):
        return t.reshape(B, T, nheads, D // nheads).transpose(0, 2, 1, 3)

    q, k, v = heads(h @ p["wq"]), heads(h @ p["wk"]), heads(h @ p["wv"])
    att = jax.nn.softmax(q @ k.transpose(0, 1, 3, 2) / jnp.sqrt(D // nheads), -1)
    x = x + (att @ v).transpose(0, 2, 1, 3).reshape(B, T, D) @ p["wo"]
    h = rms_norm(x, p["g2"])
    return x + (jax.nn.silu(h @ p["w_gate"]) * (h @ p["w_up"])) @ p["w_down"]


def scan_fwd(ps, x):
    """The layers as one `jax.lax.scan` over the stacked parameters."""
    x, _ = jax.lax.scan(lambda x, p: (llama_block(p, x), None), x, ps)
    return x


def unrolled_fwd(ps, x):
    """The layers unrolled: layer l reads slice l of every stacked weight."""
    for l in range(jax.tree.leaves(ps)[0].shape[0]):
        x = llama_block(jax.tree.map(lambda a: a[l], ps), x)
    return x


def sgd_step(fwd):
    def step(ps, x, y):
        loss, g = jax.value_and_grad(lambda ps: jnp.mean((fwd(ps, x) - y) ** 2))(ps)
        return loss, jax.tree.map(lambda p, g: p - LR * g, ps, g)
    return step


def stacked_params(layers, D=DIM, H=HIDDEN):
    z = jnp.zeros
    return {"g1": z((layers, D)), "wq": z((layers, D, D)), "wk": z((layers, D, D)),
            "wv": z((layers, D, D)), "wo": z((layers, D, D)), "g2": z((layers, D)),
            "w_gate": z((layers, D, H)), "w_up": z((layers, D, H)),
            "w_down": z((layers, H, D))}


sys.path.insert(0, os.path.join(HERE, "..", "..", "bench"))
from llama_steps import export_linalg  # noqa: E402


def save_io(name, fn, args):
    """Seeded random inputs and JAX's outputs, one .npy per func argument and
    result, in the order of the exported func's arguments and results."""
    leaves, tree = jax.tree.flatten(args)
    key = jax.random.PRNGKey(0)
    rand = [0.1 * jax.random.normal(jax.random.fold_in(key, i), leaf.shape, leaf.dtype)
            for i, leaf in enumerate(leaves)]
    outs = jax.tree.leaves(jax.jit(fn)(*jax.tree.unflatten(tree, rand)))
    folder = os.path.join(HERE, f"{name}.io")
    os.makedirs(folder, exist_ok=True)
    for old in os.listdir(folder):
        os.remove(os.path.join(folder, old))
    for prefix, arrays in [("arg", rand), ("result", outs)]:
        for i, a in enumerate(arrays):
            np.save(os.path.join(folder, f"{prefix}{i}.npy"), np.asarray(a))


def export(name, fn, args, io=True):
    if io:
        save_io(name, fn, args)
    export_linalg(fn, args, os.path.join(HERE, f"{name}.linalg.mlir"))


def programs():
    x = jnp.zeros((BATCH, SEQ, DIM))
    narrow = jnp.zeros((BATCH, SEQ, NARROW_DIM))
    deep = stacked_params(64, NARROW_DIM, NARROW_HIDDEN)
    eight = jnp.zeros((8, SEQ, NARROW_DIM))
    return {
        "llama_scan_fwd_L4": (scan_fwd, (stacked_params(4), x), True),
        "llama_scan_sgd_train_L4": (sgd_step(scan_fwd), (stacked_params(4), x, x), True),
        "llama_scan_sgd_train_L64": (sgd_step(scan_fwd), (deep, narrow, narrow), True),
        "llama_scan_sgd_train_L8_B8": (
            sgd_step(scan_fwd),
            (stacked_params(8, NARROW_DIM, NARROW_HIDDEN), eight, eight),
            True,
        ),
        "llama_unrolled_sgd_train_L4": (sgd_step(unrolled_fwd), (stacked_params(4), x, x), True),
    }


if __name__ == "__main__":
    table = programs()
    wanted = sys.argv[1:] or list(table)
    unknown = set(wanted) - set(table)
    if unknown:
        sys.exit(f"unknown programs: {', '.join(sorted(unknown))}; known: {', '.join(table)}")
    for name in wanted:
        fn, args, io = table[name]
        export(name, fn, args, io)
        print(f"wrote {name}", file=sys.stderr)
