"""Tests of spmd_export: exports of a small torch module, a Hugging Face
model and a JAX function carry names and roles, and run on spmd's CPU mesh
equal to the framework (`spmd-run --expect`), whole and data parallel.

    target/lm-venv/bin/python -m unittest discover -s python/tests

Frameworks that are not installed skip their tests; spmd's tools are
found in $SPMD_BIN, else target/debug, else on PATH.
"""

import importlib.util
import os
import re
import shutil
import subprocess
import tempfile
import unittest

import numpy as np

import spmd_export

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def installed(*modules):
    return all(importlib.util.find_spec(m) is not None for m in modules)


def tool(name):
    for folder in (os.environ.get("SPMD_BIN"), os.path.join(REPO, "target", "debug")):
        if folder and os.path.exists(os.path.join(folder, name)):
            return os.path.join(folder, name)
    return shutil.which(name)


def signature(path):
    """(name, role) of every argument and the name of every result of @main."""
    with open(path) as f:
        text = f.read()
    header = text[text.index("func.func @main("):]
    header = header[:header.index("{\n")]
    arguments, results = header.split(") -> ", 1)
    pairs = re.findall(r'spmd\.name = "([^"]*)"(?:, spmd\.role = "([^"]*)")?', arguments)
    return pairs, re.findall(r'spmd\.name = "([^"]*)"', results)


class Exported(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp(prefix="spmd-export-")
        self.addCleanup(shutil.rmtree, self.folder)

    def paths(self, name):
        return os.path.join(self.folder, f"{name}.mlir"), os.path.join(self.folder, f"{name}.io")

    def assert_runs_equal(self, program, io, pipeline=None):
        """The program (partitioned by `pipeline` first, if given) run by
        spmd-run equals the framework's outputs in `io`."""
        run, opt = tool("spmd-run"), tool("spmd-opt")
        if run is None or opt is None:
            self.skipTest("spmd-run / spmd-opt not built")
        if pipeline:
            partitioned = program.replace(".mlir", ".part.mlir")
            subprocess.run([opt, f"--pass-pipeline=builtin.module({pipeline})", program,
                            "-o", partitioned], check=True, capture_output=True)
            program = partitioned
        done = subprocess.run([run, program, "--inputs", io, "--expect", io],
                              capture_output=True, text=True)
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
        self.assertNotIn("mismatch", done.stdout)


@unittest.skipUnless(installed("torch", "torch_mlir"), "torch and torch-mlir not installed")
class TorchModule(Exported):
    def module(self):
        import torch

        class Block(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.fc = torch.nn.Linear(8, 8)

            def forward(self, x):
                return x + torch.tanh(self.fc(x))

        class Net(torch.nn.Module):
            def __init__(self):
                super().__init__()
                self.blocks = torch.nn.ModuleList([Block(), Block()])
                self.head = torch.nn.Linear(8, 4)

            def forward(self, features):
                for block in self.blocks:
                    features = block(features)
                return self.head(features)

        torch.manual_seed(0)
        return Net()

    def test_forward_names_roles_and_numerics(self):
        import torch

        path, io = self.paths("net_fwd")
        spmd_export.torch_forward(self.module(), (torch.randn(8, 8),), path, io=io)
        arguments, results = signature(path)
        self.assertEqual(arguments, [
            ("blocks.0.fc.weight", "param"), ("blocks.0.fc.bias", "param"),
            ("blocks.1.fc.weight", "param"), ("blocks.1.fc.bias", "param"),
            ("head.weight", "param"), ("head.bias", "param"), ("features", "input")])
        self.assertEqual(results, ["output"])
        self.assert_runs_equal(path, io)
        self.assert_runs_equal(path, io, "spmd-data-parallel{style=fully-shard mesh=2}")

    def test_adam_step_is_torch_optim_adam(self):
        import torch
        import torch.nn.functional as F

        def loss_fn(model, features, labels):
            return F.cross_entropy(model(features), labels)

        net = self.module()
        features, labels = torch.randn(8, 8), torch.randint(0, 4, (8,))
        path, io = self.paths("net_adam")
        spmd_export.torch_train_step(net, loss_fn, (features, labels), path, optimizer="adam",
                                     lr=0.01, io=io)
        arguments, results = signature(path)
        params = [n for n, _ in net.named_parameters()]
        self.assertEqual(arguments[:len(params)], [(n, "param") for n in params])
        self.assertEqual(arguments[len(params)], ("adam.exp_avg.blocks.0.fc.weight", "state"))
        self.assertEqual(arguments[-3:], [("adam.step", "state"), ("features", "input"),
                                          ("labels", "input")])
        self.assertEqual(results[:2], ["loss", "new:blocks.0.fc.weight"])
        self.assertEqual(results[-1], "new:adam.step")

        optimizer = torch.optim.Adam(net.parameters(), lr=0.01)
        loss_fn(net, features, labels).backward()
        optimizer.step()
        for i, (name, p) in enumerate(net.named_parameters()):
            exported = np.load(os.path.join(io, f"result{i + 1}.npy"))
            np.testing.assert_allclose(exported, p.detach().numpy(), rtol=1e-5, atol=1e-7,
                                       err_msg=name)
        self.assert_runs_equal(path, io)
        self.assert_runs_equal(path, io, "spmd-data-parallel{style=fully-shard mesh=2}")

    def test_learning_rate_as_an_input(self):
        import torch
        import torch.nn.functional as F

        def loss_fn(model, features, labels):
            return F.cross_entropy(model(features), labels)

        net = self.module()
        features, labels = torch.randn(8, 8), torch.randint(0, 4, (8,))
        path, io = self.paths("net_lr")
        spmd_export.torch_train_step(net, loss_fn, (features, labels), path, optimizer="adam",
                                     lr="input", io=io)
        arguments, _ = signature(path)
        self.assertEqual(arguments[-3:], [("features", "input"), ("labels", "input"),
                                          ("lr", "input")])
        lr = np.load(os.path.join(io, f"arg{len(arguments) - 1}.npy"))
        self.assertEqual((lr.shape, lr.dtype, float(lr)), ((), np.float32, np.float32(1e-3)))
        # The recorded update is torch.optim.Adam's at that rate.
        optimizer = torch.optim.Adam(net.parameters(), lr=float(lr))
        loss_fn(net, features, labels).backward()
        optimizer.step()
        first = np.load(os.path.join(io, "result1.npy"))
        np.testing.assert_allclose(first, next(net.parameters()).detach().numpy(), rtol=1e-5,
                                   atol=1e-7)
        self.assert_runs_equal(path, io, "spmd-data-parallel{style=fully-shard mesh=2}")
        with self.assertRaisesRegex(ValueError, "lr='auto': expected a number"):
            spmd_export.torch_train_step(net, loss_fn, (features, labels), path, lr="auto")

    def test_batch_norm_statistics_are_states(self):
        import torch
        import torch.nn.functional as F

        torch.manual_seed(1)
        net = torch.nn.Sequential(torch.nn.Linear(8, 8), torch.nn.BatchNorm1d(8),
                                  torch.nn.Linear(8, 4)).train()
        features, labels = torch.randn(8, 8), torch.randint(0, 4, (8,))
        path, io = self.paths("net_bn")
        spmd_export.torch_train_step(net, lambda m, x, y: F.cross_entropy(m(x), y),
                                     (features, labels), path, lr=0.1, io=io)
        arguments, results = signature(path)
        buffers = ["1.running_mean", "1.running_var", "1.num_batches_tracked"]
        self.assertEqual(arguments[6:9], [(n, "state") for n in buffers])
        self.assertEqual(results[-3:], [f"new:{n}" for n in buffers])
        # The running statistics after one step as PyTorch's own module has them.
        F.cross_entropy(net(features), labels)
        for offset, name in enumerate(buffers):
            exported = np.load(os.path.join(io, f"result{7 + offset}.npy"))
            np.testing.assert_allclose(exported, net.get_buffer(name).numpy(), rtol=1e-6,
                                       err_msg=name)
        self.assert_runs_equal(path, io)

    def test_unknown_optimizer(self):
        import torch

        with self.assertRaisesRegex(ValueError, "unknown optimizer 'lamb'"):
            spmd_export.torch_train_step(self.module(), lambda m, x: m(x).sum(),
                                         (torch.randn(2, 8),), self.paths("x")[0],
                                         optimizer="lamb")


@unittest.skipUnless(installed("torch", "torch_mlir", "transformers"),
                     "torch, torch-mlir and transformers not installed")
class HuggingFace(Exported):
    def test_gpt2_forward(self):
        import torch
        import transformers

        torch.manual_seed(0)
        model = transformers.GPT2LMHeadModel(transformers.GPT2Config(
            vocab_size=64, n_positions=8, n_embd=16, n_layer=1, n_head=2, resid_pdrop=0.0,
            embd_pdrop=0.0, attn_pdrop=0.0, bos_token_id=None, eos_token_id=None,
            attn_implementation="eager")).eval()
        ids = torch.randint(0, 64, (2, 8), generator=torch.Generator().manual_seed(1))
        path, io = self.paths("gpt2_fwd")
        spmd_export.torch_forward(model, {"input_ids": ids}, path, io=io,
                                  kwargs={"use_cache": False})
        arguments, results = signature(path)
        names = [n for n, _ in model.named_parameters()]
        self.assertEqual(arguments, [(n, "param") for n in names] + [("input_ids", "input")])
        self.assertIn("transformer.h.0.attn.c_attn.weight", names)
        self.assertEqual(results, ["logits"])
        self.assert_runs_equal(path, io)
        self.assert_runs_equal(
            path, io, 'spmd-shard-args{mesh=2 args="transformer.wte.weight=S(0) '
                      'transformer.h.*.mlp.c_fc.weight=S(1) transformer.h.*.mlp.c_proj.weight=S(0)"},'
                      'spmd-propagate,spmd-partition')


@unittest.skipUnless(installed("jax", "iree.compiler"), "jax and iree-base-compiler not installed")
class JaxFunction(Exported):
    def example(self):
        import jax
        import jax.numpy as jnp

        def predict(params, x):
            for layer in params["layers"]:
                x = jnp.tanh(x @ layer["w"] + layer["b"])
            return x @ params["head"]

        def sgd_step(params, x, y):
            def loss(params):
                return ((predict(params, x) - y) ** 2).mean()
            value, grads = jax.value_and_grad(loss)(params)
            return value, jax.tree.map(lambda p, g: p - 0.1 * g, params, grads)

        key = jax.random.PRNGKey(0)
        normal = lambda i, shape: jax.random.normal(jax.random.fold_in(key, i), shape)
        params = {"layers": [{"w": normal(0, (8, 8)), "b": normal(1, (8,))},
                             {"w": normal(2, (8, 8)), "b": normal(3, (8,))}],
                  "head": normal(4, (8, 2))}
        return predict, sgd_step, params, normal(5, (4, 8)), normal(6, (4, 2))

    def test_names_roles_and_numerics(self):
        predict, sgd_step, params, x, y = self.example()
        path, io = self.paths("mlp_sgd")
        spmd_export.jax_function(sgd_step, params, x, y, path=path, io=io)
        arguments, results = signature(path)
        self.assertEqual(arguments, [
            ("params.head", "param"), ("params.layers.0.b", "param"),
            ("params.layers.0.w", "param"), ("params.layers.1.b", "param"),
            ("params.layers.1.w", "param"), ("x", "input"), ("y", "input")])
        self.assertEqual(results, ["loss", "new:params.head", "new:params.layers.0.b",
                                   "new:params.layers.0.w", "new:params.layers.1.b",
                                   "new:params.layers.1.w"])
        self.assert_runs_equal(path, io)
        self.assert_runs_equal(path, io, "spmd-data-parallel{style=fully-shard mesh=2}")

        path, io = self.paths("mlp_fwd")
        spmd_export.jax_function(predict, params, x, path=path, io=io, roles={"x": "input"})
        arguments, results = signature(path)
        self.assertEqual([role for _, role in arguments], ["param"] * 5 + ["input"])
        self.assertEqual(results, ["output"])
        self.assert_runs_equal(path, io)

    def test_roles_name_parameters(self):
        predict, _, params, x, _ = self.example()
        with self.assertRaisesRegex(ValueError, "roles name no parameter: inputs"):
            spmd_export.jax_function(predict, params, x, path=self.paths("f")[0],
                                     roles={"inputs": "input"})
        with self.assertRaisesRegex(ValueError, "unknown role 'weight' for params"):
            spmd_export.jax_function(predict, params, x, path=self.paths("f")[0],
                                     roles={"params": "weight"})


if __name__ == "__main__":
    unittest.main()
