"""Exports small language models as their frameworks write them, with
their own inputs and outputs, for spmd's tests.

PyTorch models (Hugging Face GPT-2 and Llama, tiny configs, random
weights) go through torch-mlir's FX importer
(`torch_mlir.fx.export_and_import(..., output_type="linalg-on-tensors")`);
a small GPT written in JAX (token embedding, tied LM head, integer-label
cross-entropy) goes through StableHLO and IREE's input conversion. Nothing
in the written `.mlir` is edited but IREE's `util.func` renamed to
`func.func`. Every parameter is a function argument (torch:
`torch.func.functional_call`), so that the step can be sharded.

For each program NAME it writes NAME.linalg.mlir and NAME.io/argN.npy (one
per function argument, in order) and NAME.io/resultN.npy (the framework's
own outputs), into this folder:

    python3 -m venv target/lm-venv
    target/lm-venv/bin/pip install torch==2.15.0 transformers==5.23.0 \
        torch-mlir==20261001 "jax[cpu]==0.10.2" iree-base-compiler==3.13.0
    target/lm-venv/bin/python examples/lm/export.py [NAME ...]

Programs: gpt2_fwd, gpt2_sgd_train, llama_fwd, llama_sgd_train (forward
logits; one SGD step of `F.cross_entropy` on integer labels, returning the
loss and every updated parameter), jax_gpt_fwd, jax_gpt_sgd_train.
"""
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
BATCH, SEQ, VOCAB, LR = 4, 8, 128, 0.1


def save_io(name, arguments, results):
    folder = os.path.join(HERE, f"{name}.io")
    os.makedirs(folder, exist_ok=True)
    for old in os.listdir(folder):
        os.remove(os.path.join(folder, old))
    for i, a in enumerate(arguments):
        np.save(os.path.join(folder, f"arg{i}.npy"), np.asarray(a))
    for i, r in enumerate(results):
        np.save(os.path.join(folder, f"result{i}.npy"), np.asarray(r))


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


def torch_programs(model):
    """The forward and the SGD step of `model` with its parameters as
    arguments (the module holding them is hidden from torch.export in a
    list, so they are not the wrapper's)."""
    import torch
    import torch.nn.functional as F
    from torch.func import functional_call, grad_and_value
    from torch.fx.experimental.proxy_tensor import make_fx

    names = [name for name, _ in model.named_parameters()]
    hidden = [model]

    def logits(params, ids):
        out = functional_call(hidden[0], dict(zip(names, params)), (ids,),
                              kwargs={"use_cache": False})
        return out.logits

    class Forward(torch.nn.Module):
        def forward(self, *args):
            return logits(args[:len(names)], args[len(names)])

    def sgd_step(*args):
        params, ids, labels = args[:len(names)], args[len(names)], args[len(names) + 1]

        def loss(params):
            out = logits(params, ids)
            return F.cross_entropy(out.reshape(-1, out.shape[-1]), labels.reshape(-1))

        grads, value = grad_and_value(loss)(tuple(params))
        return (value, *[p - LR * g for p, g in zip(params, grads)])

    class SgdStep(torch.nn.Module):
        """The step's forward, backward and update as one graph of aten
        ops (traced by make_fx: torch.export cannot trace torch.func's
        gradients itself)."""

        def __init__(self, example):
            super().__init__()
            # HF skips data-dependent checks when it sees a tracer; make_fx
            # is one it does not recognise.
            import transformers.masking_utils as masking

            is_tracing = masking.is_tracing
            masking.is_tracing = lambda tensor=None: True
            try:
                self.graph_module = make_fx(sgd_step)(*example)
            finally:
                masking.is_tracing = is_tracing
            # The traced constants (Llama's rotary `inv_freq`) as buffers,
            # which torch-mlir's importer maps to constants.
            for node in self.graph_module.graph.nodes:
                if node.op == "get_attr":
                    value = getattr(self.graph_module, node.target)
                    delattr(self.graph_module, node.target)
                    self.graph_module.register_buffer(node.target, value)

        def forward(self, *args):
            return tuple(self.graph_module(*args))

    return names, Forward(), SgdStep


def export_torch(name, module, arguments):
    import torch
    from torch_mlir import fx

    with torch.no_grad():
        results = module(*arguments)
    results = results if isinstance(results, tuple) else (results,)
    mlir = fx.export_and_import(module, *arguments, output_type="linalg-on-tensors",
                                func_name="main")
    with open(os.path.join(HERE, f"{name}.linalg.mlir"), "w") as f:
        f.write(str(mlir))
    save_io(name, [a.detach().numpy() for a in arguments],
            [r.detach().numpy() for r in results])


def export_torch_models(wanted):
    import torch

    for model_name, model in torch_models().items():
        names, forward, step = torch_programs(model)
        params = [p.detach().clone() for p in model.parameters()]
        generator = torch.Generator().manual_seed(1)
        ids = torch.randint(0, VOCAB, (BATCH, SEQ), generator=generator)
        labels = torch.randint(0, VOCAB, (BATCH, SEQ), generator=generator)
        if f"{model_name}_fwd" in wanted:
            export_torch(f"{model_name}_fwd", forward, params + [ids])
        if f"{model_name}_sgd_train" in wanted:
            example = params + [ids, labels]
            export_torch(f"{model_name}_sgd_train", step(example), example)
        with open(os.path.join(HERE, f"{model_name}.names"), "w") as f:
            f.write("\n".join(names) + "\n")


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


def export_jax(name, fn, arguments):
    import jax

    sys.path.insert(0, os.path.join(HERE, "..", "..", "bench"))
    from llama_steps import export_linalg

    leaves = jax.tree.leaves(arguments)
    results = jax.tree.leaves(jax.jit(fn)(*arguments))
    export_linalg(fn, arguments, os.path.join(HERE, f"{name}.linalg.mlir"))
    save_io(name, leaves, results)


def export_jax_models(wanted):
    logits, sgd_step, params, ids, labels = jax_gpt()
    if "jax_gpt_fwd" in wanted:
        export_jax("jax_gpt_fwd", logits, (params, ids))
    if "jax_gpt_sgd_train" in wanted:
        export_jax("jax_gpt_sgd_train", sgd_step, (params, ids, labels))


PROGRAMS = ["gpt2_fwd", "gpt2_sgd_train", "llama_fwd", "llama_sgd_train",
            "jax_gpt_fwd", "jax_gpt_sgd_train"]

if __name__ == "__main__":
    wanted = set(sys.argv[1:]) or set(PROGRAMS)
    unknown = wanted - set(PROGRAMS)
    if unknown:
        sys.exit(f"unknown programs: {', '.join(sorted(unknown))}; known: {', '.join(PROGRAMS)}")
    if wanted & {p for p in PROGRAMS if not p.startswith("jax")}:
        export_torch_models(wanted)
    if wanted & {p for p in PROGRAMS if p.startswith("jax")}:
        export_jax_models(wanted)
