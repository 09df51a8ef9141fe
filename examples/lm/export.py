"""Exports small language models as their frameworks write them, with
their own inputs and outputs, for spmd's tests, through spmd's frontend
(`python/spmd_export`): every argument carries its name (the parameter's
qualified name, the input's name, the pytree path) and role, every result
its name.

PyTorch models (Hugging Face GPT-2 and Llama, tiny configs, random
weights) go through torch-mlir's FX importer; a small GPT written in JAX
(token embedding, tied LM head, integer-label cross-entropy) goes through
StableHLO and IREE's input conversion. Nothing in the written `.mlir` is
edited but the names and roles added and IREE's `util.func` renamed to
`func.func`.

For each program NAME it writes NAME.linalg.mlir and NAME.io/argN.npy (one
per function argument, in order) and NAME.io/resultN.npy (the framework's
own outputs), into this folder or `--out DIR`:

    python3 -m venv target/lm-venv
    target/lm-venv/bin/pip install './python[torch,jax,hf]'
    target/lm-venv/bin/python examples/lm/export.py [--out DIR] [NAME ...]

Programs: gpt2_fwd, gpt2_sgd_train, llama_fwd, llama_sgd_train (forward
logits; one SGD step of `F.cross_entropy` on integer labels, returning the
loss and every updated parameter), mlp_adam_train (a two-layer PyTorch
MLP's `torch.optim.Adam` step: moments and step count as states),
jax_gpt_fwd, jax_gpt_sgd_train.
"""
import collections
import os

import spmd_export

HERE = os.path.dirname(os.path.abspath(__file__))
BATCH, SEQ, VOCAB, LR = 4, 8, 128, 0.1


# --- PyTorch through torch-mlir -------------------------------------------

def torch_models():
    import torch
    import transformers

    torch.manual_seed(0)
    gpt2 = transformers.GPT2LMHeadModel(transformers.GPT2Config(
        vocab_size=VOCAB, n_positions=16, n_embd=32, n_layer=2, n_head=2,
        resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0, bos_token_id=None,
        eos_token_id=None, attn_implementation="eager"))
    llama = transformers.LlamaForCausalLM(transformers.LlamaConfig(
        vocab_size=VOCAB, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
        num_attention_heads=4, num_key_value_heads=4, max_position_embeddings=16,
        tie_word_embeddings=False, attention_dropout=0.0, bos_token_id=None,
        eos_token_id=None, pad_token_id=None, attn_implementation="eager"))
    return {"gpt2": gpt2.eval(), "llama": llama.eval()}


def logits_loss(model, input_ids, labels):
    import torch.nn.functional as F

    logits = model(input_ids, use_cache=False).logits
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), labels.reshape(-1))


def torch_mlp():
    """A two-layer MLP, its loss and batch, for an Adam step."""
    import torch
    import torch.nn.functional as F

    torch.manual_seed(2)
    mlp = torch.nn.Sequential(collections.OrderedDict(
        fc1=torch.nn.Linear(16, 32), act=torch.nn.GELU(), fc2=torch.nn.Linear(32, 4)))
    features = torch.randn(8, 16, generator=torch.Generator().manual_seed(3))
    labels = torch.randint(0, 4, (8,), generator=torch.Generator().manual_seed(4))

    def loss(model, features, labels):
        return F.cross_entropy(model(features), labels)

    return mlp, loss, features, labels


def torch_examples(wanted):
    """The PyTorch programs in `wanted`: NAME -> (`"forward"` or
    `"train_step"`, the frontend's positional arguments, its options)."""
    import torch

    examples = {}
    if wanted & {"gpt2_fwd", "gpt2_sgd_train", "llama_fwd", "llama_sgd_train"}:
        for model_name, model in torch_models().items():
            generator = torch.Generator().manual_seed(1)
            ids = torch.randint(0, VOCAB, (BATCH, SEQ), generator=generator)
            labels = torch.randint(0, VOCAB, (BATCH, SEQ), generator=generator)
            examples[f"{model_name}_fwd"] = (
                "forward", (model, {"input_ids": ids}), {"kwargs": {"use_cache": False}})
            examples[f"{model_name}_sgd_train"] = (
                "train_step", (model, logits_loss, (ids, labels)), {"optimizer": "sgd", "lr": LR})
    if "mlp_adam_train" in wanted:
        mlp, loss, features, labels = torch_mlp()
        examples["mlp_adam_train"] = (
            "train_step", (mlp, loss, (features, labels)), {"optimizer": "adam", "lr": 1e-2})
    return {name: example for name, example in examples.items() if name in wanted}


# --- JAX through IREE -----------------------------------------------------

def jax_gpt():
    import jax
    import jax.numpy as jnp

    dim, heads, layers = 32, 2, 2

    def layer_norm(x, g, b):
        mean = x.mean(-1, keepdims=True)
        var = ((x - mean) ** 2).mean(-1, keepdims=True)
        return (x - mean) * jax.lax.rsqrt(var + 1e-5) * g + b

    def block(p, x):
        b, s, d = x.shape
        h = layer_norm(x, p["ln1_g"], p["ln1_b"])
        q, k, v = (
            (h @ p[w]).reshape(b, s, heads, d // heads).transpose(0, 2, 1, 3)
            for w in ("wq", "wk", "wv"))
        scores = q @ k.transpose(0, 1, 3, 2) / jnp.sqrt(d // heads)
        causal = jnp.tril(jnp.ones((s, s), bool))
        scores = jnp.where(causal, scores, -1e9)
        attended = (jax.nn.softmax(scores, -1) @ v).transpose(0, 2, 1, 3).reshape(b, s, d)
        x = x + attended @ p["wo"]
        h = layer_norm(x, p["ln2_g"], p["ln2_b"])
        return x + jax.nn.gelu(h @ p["w_in"]) @ p["w_out"]

    def logits(params, ids):
        x = params["wte"][ids] + params["wpe"][None, : ids.shape[1]]
        for p in params["blocks"]:
            x = block(p, x)
        x = layer_norm(x, params["lnf_g"], params["lnf_b"])
        return x @ params["wte"].T

    def loss(params, ids, labels):
        logp = jax.nn.log_softmax(logits(params, ids), -1)
        return -jnp.take_along_axis(logp, labels[..., None], -1).mean()

    def sgd_step(params, ids, labels):
        value, grads = jax.value_and_grad(loss)(params, ids, labels)
        return value, jax.tree.map(lambda p, g: p - LR * g, params, grads)

    key = jax.random.PRNGKey(0)

    def normal(i, shape):
        return 0.02 * jax.random.normal(jax.random.fold_in(key, i), shape, jnp.float32)

    params = {"wte": normal(0, (VOCAB, dim)), "wpe": normal(1, (SEQ, dim)),
              "lnf_g": jnp.ones(dim), "lnf_b": jnp.zeros(dim), "blocks": []}
    for l in range(layers):
        base = 10 * (l + 1)
        params["blocks"].append({
            "ln1_g": jnp.ones(dim), "ln1_b": jnp.zeros(dim),
            "wq": normal(base, (dim, dim)), "wk": normal(base + 1, (dim, dim)),
            "wv": normal(base + 2, (dim, dim)), "wo": normal(base + 3, (dim, dim)),
            "ln2_g": jnp.ones(dim), "ln2_b": jnp.zeros(dim),
            "w_in": normal(base + 4, (dim, 4 * dim)),
            "w_out": normal(base + 5, (4 * dim, dim))})
    ids = jax.random.randint(jax.random.fold_in(key, 100), (BATCH, SEQ), 0, VOCAB, jnp.int32)
    labels = jax.random.randint(jax.random.fold_in(key, 101), (BATCH, SEQ), 0, VOCAB, jnp.int32)
    return logits, sgd_step, params, ids, labels


def jax_programs():
    """The JAX programs: NAME -> (function, its positional arguments)."""
    logits, sgd_step, params, ids, labels = jax_gpt()
    return {"jax_gpt_fwd": (logits, (params, ids)),
            "jax_gpt_sgd_train": (sgd_step, (params, ids, labels))}


PROGRAMS = ["gpt2_fwd", "gpt2_sgd_train", "llama_fwd", "llama_sgd_train", "mlp_adam_train",
            "jax_gpt_fwd", "jax_gpt_sgd_train"]

if __name__ == "__main__":
    spmd_export.examples.main(__doc__, HERE, PROGRAMS, torch_examples, jax_programs)
