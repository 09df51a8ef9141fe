"""Exports attention as JAX and PyTorch write it, for the tests of context
parallelism (`spmd-ring-attention`), through spmd's frontend
(`python/spmd_export`):

- attention, causal_attention: `softmax(q k^T / sqrt(d)) v` over q, k, v
  of shape [heads, sequence, head dim], plain and with a causal mask
  (`jnp.where` on iota comparisons);
- llama_causal_fwd: a Llama block (RMSNorm, q / k / v projections, causal
  attention over 2 heads, output projection, SwiGLU) on one sequence of
  64 tokens, as long-context training runs it (one sequence per device
  group); llama_causal_fwd_b2: the same on a batch of 2 sequences (for
  data x context parallelism); llama_causal_fwd_1024: the same on one
  sequence of 1,024 tokens; llama_causal_fwd_bf16: the same in
  bfloat16, shapes only (no
  .io: tests compare with the single-device program on seeded inputs);
  llama_causal_fwd_32k: the same block at Llama-2 7B's size
  (dim 4096, 32 heads, SwiGLU 11008, bf16) on 32,768 tokens, shapes only
  (no .io);
- gpt2_fwd: Hugging Face's GPT-2 (2 layers, 2 heads, eager attention
  with its causal mask) on one sequence of 32 tokens, through torch-mlir:
  the logits;
- causal_attention_train: causal attention's output and the gradients of
  q, k and v for an output gradient `do` (`jax.vjp`);
- llama_causal_train: a training step of the Llama block (mean squared
  error against `y`, SGD at 0.1) on one sequence of 64 tokens: the loss
  and the updated params; llama_causal_train_1024 the same on 1,024
  tokens, llama_causal_train_b2 on a batch of 2 (for data x context
  parallelism); llama_causal_train_32k the same at Llama-2 7B's size on
  32,768 tokens in bfloat16, shapes only.

Each program NAME is written as NAME.linalg.mlir with NAME.io/argN.npy and
NAME.io/resultN.npy (the framework's own output):

    target/lm-venv/bin/python examples/context_parallel/export.py [--out DIR] [--only training]
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


def rms_norm(x, g):
    import jax

    return x * jax.lax.rsqrt((x * x).mean(-1, keepdims=True) + 1e-6) * g


def llama_shapes(dim, hidden):
    """The Llama block's params' shapes by name."""
    return {"g1": (dim,), "wq": (dim, dim), "wk": (dim, dim), "wv": (dim, dim),
            "wo": (dim, dim), "g2": (dim,), "w_gate": (dim, hidden), "w_up": (dim, hidden),
            "w_down": (hidden, dim)}


def llama_block(p, x, heads=2):
    """Pre-norm causal attention + SwiGLU feed-forward."""
    import jax
    import jax.numpy as jnp

    batch, length, dim = x.shape
    h = rms_norm(x, p["g1"])

    def split(t):
        return t.reshape(batch, length, heads, dim // heads).transpose(0, 2, 1, 3)

    q, k, v = split(h @ p["wq"]), split(h @ p["wk"]), split(h @ p["wv"])
    scores = q @ k.transpose(0, 1, 3, 2) / jnp.sqrt(jnp.float32(dim // heads))
    mask = jnp.arange(length)[:, None] >= jnp.arange(length)[None, :]
    att = jax.nn.softmax(jnp.where(mask, scores, -jnp.inf), -1)
    x = x + (att @ v).transpose(0, 2, 1, 3).reshape(batch, length, dim) @ p["wo"]
    h = rms_norm(x, p["g2"])
    return x + (jax.nn.silu(h @ p["w_gate"]) * (h @ p["w_up"])) @ p["w_down"]


def main():
    import spmd_export

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=HERE)
    parser.add_argument("--only", choices=["training"], help="export the training steps only")
    arguments = parser.parse_args()
    out = arguments.out
    if arguments.only == "training":
        export_training(out)
        return
    rng = np.random.default_rng(0)
    args = [rng.standard_normal((HEADS, SEQ, DIM)).astype(np.float32) for _ in range(3)]
    for name, causal in [("attention", False), ("causal_attention", True)]:
        spmd_export.jax_function(
            attention(causal), *args,
            path=os.path.join(out, f"{name}.linalg.mlir"),
            io=os.path.join(out, f"{name}.io"),
            roles={"q": "input", "k": "input", "v": "input"})
        print(f"wrote {name}.linalg.mlir")
    dim, hidden, length = 64, 128, 64
    shapes = llama_shapes(dim, hidden)
    params = {k: (0.1 * rng.standard_normal(s)).astype(np.float32) for k, s in shapes.items()}
    for name, batch, tokens in [
        ("llama_causal_fwd", 1, length),
        ("llama_causal_fwd_b2", 2, length),
        ("llama_causal_fwd_1024", 1, 1024),
    ]:
        x = rng.standard_normal((batch, tokens, dim)).astype(np.float32)
        spmd_export.jax_function(
            llama_block, params, x,
            path=os.path.join(out, f"{name}.linalg.mlir"),
            io=os.path.join(out, f"{name}.io"),
            roles={"p": "param", "x": "input"})
        print(f"wrote {name}.linalg.mlir")
    import jax
    import jax.numpy as jnp

    spmd_export.jax_function(
        llama_block,
        {k: jax.ShapeDtypeStruct(v.shape, jnp.bfloat16) for k, v in params.items()},
        jax.ShapeDtypeStruct((1, length, dim), jnp.bfloat16),
        path=os.path.join(out, "llama_causal_fwd_bf16.linalg.mlir"),
        roles={"p": "param", "x": "input"})
    print("wrote llama_causal_fwd_bf16.linalg.mlir")

    dim, hidden, length = 4096, 11008, 32768
    shapes = llama_shapes(dim, hidden)
    params = {k: jax.ShapeDtypeStruct(s, jnp.bfloat16) for k, s in shapes.items()}
    x = jax.ShapeDtypeStruct((1, length, dim), jnp.bfloat16)

    def llama_block_32_heads(p, x):
        return llama_block(p, x, heads=32)

    spmd_export.jax_function(
        llama_block_32_heads, params, x,
        path=os.path.join(out, "llama_causal_fwd_32k.linalg.mlir"),
        roles={"p": "param", "x": "input"})
    print("wrote llama_causal_fwd_32k.linalg.mlir")
    export_gpt2(out)
    export_training(out)


def llama_train_step(p, x, y, heads=2):
    """The Llama block's loss (mean squared error) and its params after one
    SGD step."""
    import jax
    import jax.numpy as jnp

    def loss_of(p):
        return jnp.mean((llama_block(p, x, heads) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_of)(p)
    return loss, jax.tree_util.tree_map(lambda w, g: w - 0.1 * g, p, grads)


def export_training(out):
    import jax
    import jax.numpy as jnp
    import spmd_export

    rng = np.random.default_rng(1)
    attend = attention(causal=True)

    def attention_train(q, k, v, do):
        o, vjp = jax.vjp(attend, q, k, v)
        return (o, *vjp(do))

    args = [rng.standard_normal((HEADS, SEQ, DIM)).astype(np.float32) for _ in range(4)]
    spmd_export.jax_function(
        attention_train, *args,
        path=os.path.join(out, "causal_attention_train.linalg.mlir"),
        io=os.path.join(out, "causal_attention_train.io"),
        roles={"q": "input", "k": "input", "v": "input", "do": "input"})
    print("wrote causal_attention_train.linalg.mlir")
    dim, hidden = 64, 128
    shapes = llama_shapes(dim, hidden)
    params = {k: (0.1 * rng.standard_normal(s)).astype(np.float32) for k, s in shapes.items()}
    for name, batch, tokens in [
        ("llama_causal_train", 1, 64),
        ("llama_causal_train_1024", 1, 1024),
        ("llama_causal_train_b2", 2, 64),
    ]:
        x, y = (rng.standard_normal((batch, tokens, dim)).astype(np.float32) for _ in range(2))
        spmd_export.jax_function(
            llama_train_step, params, x, y,
            path=os.path.join(out, f"{name}.linalg.mlir"),
            io=os.path.join(out, f"{name}.io"),
            roles={"p": "param", "x": "input", "y": "input"})
        print(f"wrote {name}.linalg.mlir")
    dim, hidden, length = 4096, 11008, 32768
    shapes = llama_shapes(dim, hidden)
    params = {k: jax.ShapeDtypeStruct(s, jnp.bfloat16) for k, s in shapes.items()}
    x = jax.ShapeDtypeStruct((1, length, dim), jnp.bfloat16)

    def llama_train_step_32_heads(p, x, y):
        return llama_train_step(p, x, y, heads=32)

    spmd_export.jax_function(
        llama_train_step_32_heads, params, x, x,
        path=os.path.join(out, "llama_causal_train_32k.linalg.mlir"),
        roles={"p": "param", "x": "input", "y": "input"})
    print("wrote llama_causal_train_32k.linalg.mlir")


def export_gpt2(out):
    import spmd_export
    import torch
    import transformers

    torch.manual_seed(0)
    gpt2 = transformers.GPT2LMHeadModel(transformers.GPT2Config(
        vocab_size=128, n_positions=64, n_embd=32, n_layer=2, n_head=2,
        resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0, bos_token_id=None,
        eos_token_id=None, attn_implementation="eager")).eval()
    ids = torch.randint(0, 128, (1, 32), generator=torch.Generator().manual_seed(1))
    spmd_export.torch_forward(
        gpt2, {"input_ids": ids}, os.path.join(out, "gpt2_fwd.linalg.mlir"),
        io=os.path.join(out, "gpt2_fwd.io"), kwargs={"use_cache": False})
    print("wrote gpt2_fwd.linalg.mlir")


if __name__ == "__main__":
    main()
