"""Exports small vision models as their frameworks write them, with their
own inputs and outputs, for spmd's tests, through spmd's frontend
(`python/spmd_export`), as `examples/lm/export.py` does for language
models: every argument carries its name and role, every result its name.

PyTorch models go through torch-mlir's FX importer: a ResNet-style CNN
(3x3 convolutions, one strided, max pooling, a residual block with a 1x1
convolution on its skip path, global average pooling, a linear head), the
same CNN with batch normalization after its first two convolutions, in
training mode, and a tiny ViT (a 4x4 stride-4 patch-embedding
convolution, a learned position embedding, one pre-LN transformer block,
mean pooling). A CNN written in JAX (NHWC convolutions, a `reduce_window`
max pool) goes through StableHLO and IREE's input conversion.

For each program NAME it writes NAME.linalg.mlir and NAME.io/argN.npy (one
per function argument, in order) and NAME.io/resultN.npy (the framework's
own outputs), into this folder or `--out DIR`:

    python3 -m venv target/lm-venv
    target/lm-venv/bin/pip install './python[torch,jax,hf]'
    target/lm-venv/bin/python examples/vision/export.py [--out DIR] [NAME ...]

Programs: cnn_fwd, cnn_sgd_train, cnn_bn_sgd_train, vit_fwd (PyTorch;
the training steps are one SGD step of `F.cross_entropy` on integer
labels, returning the loss and every updated parameter; cnn_bn_sgd_train
also takes the batch norms' buffers as states, `norm{1,2}.running_mean`,
`.running_var` and `.num_batches_tracked` (an int64 scalar), and returns
them updated), jax_cnn_fwd, jax_cnn_sgd_train (3x3 SAME convolutions, one
of stride 2, a `reduce_window` max pool, a global mean, a dense head; the
same SGD step).
"""
import os

import spmd_export

HERE = os.path.dirname(os.path.abspath(__file__))
BATCH, CHANNELS, SIZE, CLASSES, LR = 8, 3, 16, 10, 0.1


# --- PyTorch through torch-mlir -------------------------------------------

def torch_cnn(batch_norm):
    import torch
    from torch import nn

    def norm(channels):
        return nn.BatchNorm2d(channels) if batch_norm else nn.Identity()

    class Residual(nn.Module):
        def __init__(self, channels_in, channels_out):
            super().__init__()
            self.conv = nn.Conv2d(channels_in, channels_out, 3, padding=1)
            self.skip = nn.Conv2d(channels_in, channels_out, 1)

        def forward(self, x):
            return torch.relu(self.conv(x)) + self.skip(x)

    class Cnn(nn.Module):
        def __init__(self):
            super().__init__()
            self.conv1 = nn.Conv2d(CHANNELS, 8, 3, padding=1)
            self.norm1 = norm(8)
            self.conv2 = nn.Conv2d(8, 16, 3, stride=2, padding=1)
            self.norm2 = norm(16)
            self.pool = nn.MaxPool2d(2)
            self.block = Residual(16, 16)
            self.head = nn.Linear(16, CLASSES)

        def forward(self, images):
            x = torch.relu(self.norm1(self.conv1(images)))
            x = torch.relu(self.norm2(self.conv2(x)))
            x = self.block(self.pool(x))
            return self.head(x.mean((2, 3)))

    torch.manual_seed(5 if batch_norm else 4)
    return Cnn()


def torch_vit():
    import torch
    from torch import nn

    dim, heads, patch = 32, 2, 4
    tokens = (SIZE // patch) ** 2

    class Block(nn.Module):
        def __init__(self):
            super().__init__()
            self.ln1 = nn.LayerNorm(dim)
            self.qkv = nn.Linear(dim, 3 * dim)
            self.proj = nn.Linear(dim, dim)
            self.ln2 = nn.LayerNorm(dim)
            self.fc1 = nn.Linear(dim, 2 * dim)
            self.fc2 = nn.Linear(2 * dim, dim)

        def forward(self, x):
            b, t, d = x.shape
            q, k, v = self.qkv(self.ln1(x)).reshape(b, t, 3, heads, d // heads).permute(2, 0, 3, 1, 4)
            scores = (q @ k.transpose(-2, -1)) / (d // heads) ** 0.5
            attended = (scores.softmax(-1) @ v).transpose(1, 2).reshape(b, t, d)
            x = x + self.proj(attended)
            return x + self.fc2(nn.functional.gelu(self.fc1(self.ln2(x))))

    class Vit(nn.Module):
        def __init__(self):
            super().__init__()
            self.patches = nn.Conv2d(CHANNELS, dim, patch, stride=patch)
            self.position = nn.Parameter(0.02 * torch.randn(1, tokens, dim))
            self.block = Block()
            self.ln = nn.LayerNorm(dim)
            self.head = nn.Linear(dim, CLASSES)

        def forward(self, images):
            x = self.patches(images).flatten(2).transpose(1, 2) + self.position
            return self.head(self.ln(self.block(x)).mean(1))

    torch.manual_seed(6)
    return Vit()


def classify_loss(model, images, labels):
    import torch.nn.functional as F

    return F.cross_entropy(model(images), labels)


def torch_batch():
    import torch

    generator = torch.Generator().manual_seed(7)
    images = torch.randn(BATCH, CHANNELS, SIZE, SIZE, generator=generator)
    labels = torch.randint(0, CLASSES, (BATCH,), generator=generator)
    return images, labels


def torch_examples(wanted):
    """The PyTorch programs in `wanted`: NAME -> (`"forward"` or
    `"train_step"`, the frontend's positional arguments, its options)."""
    images, labels = torch_batch()
    sgd = {"optimizer": "sgd", "lr": LR}
    examples = {
        "cnn_fwd": ("forward", (torch_cnn(False).eval(), {"images": images}), {}),
        "cnn_sgd_train": ("train_step", (torch_cnn(False), classify_loss, (images, labels)), sgd),
        "cnn_bn_sgd_train": (
            "train_step", (torch_cnn(True).train(), classify_loss, (images, labels)), sgd),
        "vit_fwd": ("forward", (torch_vit().eval(), {"images": images}), {}),
    }
    return {name: example for name, example in examples.items() if name in wanted}


# --- JAX through IREE -----------------------------------------------------

def jax_cnn():
    import jax
    import jax.numpy as jnp

    def conv(x, w, stride):
        return jax.lax.conv_general_dilated(
            x, w, (stride, stride), "SAME", dimension_numbers=("NHWC", "HWIO", "NHWC"))

    def logits(params, images):
        x = jax.nn.relu(conv(images, params["conv1"], 1) + params["bias1"])
        x = jax.nn.relu(conv(x, params["conv2"], 2) + params["bias2"])
        x = jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, 2, 2, 1), (1, 2, 2, 1), "VALID")
        return x.mean((1, 2)) @ params["head"] + params["head_bias"]

    def loss(params, images, labels):
        logp = jax.nn.log_softmax(logits(params, images), -1)
        return -jnp.take_along_axis(logp, labels[:, None], -1).mean()

    def sgd_step(params, images, labels):
        value, grads = jax.value_and_grad(loss)(params, images, labels)
        return value, jax.tree.map(lambda p, g: p - LR * g, params, grads)

    key = jax.random.PRNGKey(0)

    def normal(i, shape):
        return 0.2 * jax.random.normal(jax.random.fold_in(key, i), shape, jnp.float32)

    params = {"conv1": normal(1, (3, 3, CHANNELS, 8)), "bias1": jnp.zeros(8),
              "conv2": normal(2, (3, 3, 8, 16)), "bias2": jnp.zeros(16),
              "head": normal(3, (16, CLASSES)), "head_bias": jnp.zeros(CLASSES)}
    images = jax.random.normal(jax.random.fold_in(key, 9), (BATCH, SIZE, SIZE, CHANNELS))
    labels = jax.random.randint(jax.random.fold_in(key, 10), (BATCH,), 0, CLASSES, jnp.int32)
    return logits, sgd_step, params, images, labels


def jax_programs():
    """The JAX programs: NAME -> (function, its positional arguments)."""
    logits, sgd_step, params, images, labels = jax_cnn()
    return {"jax_cnn_fwd": (logits, (params, images)),
            "jax_cnn_sgd_train": (sgd_step, (params, images, labels))}


PROGRAMS = ["cnn_fwd", "cnn_sgd_train", "cnn_bn_sgd_train", "vit_fwd",
            "jax_cnn_fwd", "jax_cnn_sgd_train"]

if __name__ == "__main__":
    spmd_export.examples.main(__doc__, HERE, PROGRAMS, torch_examples, jax_programs)
